import FormSpec
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// The preview of field files: what FXForms 1.2.14 shows and stores for given values. Each
/// test names the lines of FXForms/FXForms.m that decide it.
final class FXFormsPreviewTests: PreviewTestCase {
    func fx(
        _ fields: String, _ values: JSONValue = [:], project: ProjectConfiguration? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewResult {
        let form = CompiledForm(SpecDocument(name: "t.fxform.json", text: fields), project: project)
        guard case .object(let object) = values else {
            XCTFail("values must be an object", file: file, line: line)
            return Preview.run(form)
        }
        return Preview.run(form, values: PreviewValues(object))
    }

    func shown(_ result: PreviewResult, _ key: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        row(result, key, file: file, line: line)?.displayText
    }

    func value(_ result: PreviewResult, _ key: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue?
    {
        row(result, key, file: file, line: line)?.value
    }

    // FXFormFieldInferType (399-455), FXFormFieldInferClass (457-488), the reset of 495-501.
    func testEachRowSaysTheTypeFXFormsInfers() {
        let result = fx(
            #"""
            ["userEmail", "password", "homePhone", "blogLink", "nickname",
             {"key": "website", "class": "NSURL"}, {"key": "count", "class": "NSNumber"},
             {"key": "born", "class": "NSDate"}, {"key": "age", "type": "integer"},
             {"key": "size", "type": "text", "options": ["S", "M"]}, {"title": "Go", "action": "go:"}]
            """#)
        let types = result.sections.flatMap(\.rows).map { "\($0.tag ?? "-")=\($0.type ?? "nil")" }
        XCTAssertEqual(
            types,
            [
                "userEmail=email", "password=password", "homePhone=phone", "blogLink=url", "nickname=text",
                "website=url", "count=number", "born=date", "age=integer", "size=default", "-=default",
            ])
        XCTAssertTrue(result.sections.flatMap(\.rows).allSatisfy { $0.rowType == nil })
        // A renderer draws each row by its row type: the FXForms type, cell and text traits.
        let password = result.sections.flatMap(\.rows)[1].rowTypeInfo
        XCTAssertEqual(password?.name, "password")
        XCTAssertEqual(password?.cell, "FXFormTextFieldCell")
        XCTAssertTrue(password?.traits.contains { $0.key == "secureTextEntry" && $0.value == true } ?? false)
        // FXFormController's cells by type (1833-1848); none registered for `default` (1895).
        XCTAssertEqual(
            result.sections.flatMap(\.rows).map { $0.cell ?? "nil" },
            [
                "FXFormTextFieldCell", "FXFormTextFieldCell", "FXFormTextFieldCell", "FXFormTextFieldCell",
                "FXFormTextFieldCell", "FXFormTextFieldCell", "FXFormTextFieldCell", "FXFormDatePickerCell",
                "FXFormTextFieldCell", "FXFormDefaultCell", "FXFormDefaultCell",
            ])
    }

    // `type` is written for field file rows only: XLForm results keep their bytes.
    func testTheTypeMemberIsWrittenForFieldFilesOnly() {
        let fields = fx(#"["email"]"#).json
        let spec = preview(rows(#"{"tag": "email", "rowType": "email"}"#)).json
        func firstRow(_ result: JSONValue) -> JSONValue? {
            result["sections"]?.arrayValue?.first?["rows"]?.arrayValue?.first
        }
        XCTAssertEqual(firstRow(fields)?["type"], "email")
        XCTAssertEqual(firstRow(fields)?["cell"], "FXFormTextFieldCell")
        XCTAssertNil(firstRow(spec)?["cell"])
        XCTAssertNotNil(firstRow(spec)?["rowType"])
        XCTAssertNil(firstRow(spec)?["type"])
    }

    // Titles (604-630), sections from header and footer (1711-1727), header/footer descriptions (2102-2110).
    func testSectionsTitlesHeadersAndFooters() {
        let result = fx(
            #"""
            [{"header": "Account", "key": "emailAddress"}, {"key": "userID", "footer": "We never share it."},
             "afterFooter", {"header": null, "key": "nullHeader"}, {"key": "titled", "title": "Own Title"},
             {"header": "Go", "action": "submitForm:"}]
            """#)
        XCTAssertEqual(result.sections.map(\.title), ["Account", nil, nil, "Go"])
        XCTAssertEqual(result.sections.map(\.footerTitle), ["We never share it.", nil, nil, nil])
        XCTAssertEqual(
            result.sections.map { $0.rows.map { $0.label ?? "-" } },
            [["Email Address", "User ID"], ["After Footer"], ["Null Header", "Own Title"], ["Submit Form"]])
        // A field without key stores nothing (FXFormCanGetValueForKey, 327-361).
        XCTAssertNil(result.sections[3].rows[0].tag)
        // A header naming a view class is a view (557-570, 1147-1154), not text.
        let view = fx(#"[{"header": "UISwitch", "key": "a"}, {"header": "UISwitches", "key": "b"}]"#)
        XCTAssertEqual(view.sections.map(\.title), [nil, "UISwitches"])
        XCTAssertEqual(view.sections[0].warnings.map(\.property), ["header"])
    }

    // -setValue: converts typed text by type and other values for an NSString class (985-1018).
    func testTypedTextIsConvertedAsSetValueDoes() {
        let fields = #"""
            [{"key": "price", "type": "number"}, {"key": "ratio", "type": "float"},
             {"key": "count", "type": "integer"}, {"key": "stock", "type": "unsigned"},
             {"key": "name"}, {"key": "code", "class": "NSString"}, {"key": "empty", "type": "integer"},
             {"key": "already", "type": "number"}]
            """#
        let result = fx(
            fields,
            [
                "price": "3.50", "ratio": " 2.5e1x", "count": "12abc", "stock": "-3", "name": "",
                "code": 12, "empty": "", "already": 7,
            ])
        XCTAssertEqual(value(result, "price"), 3.5)
        XCTAssertEqual(shown(result, "price"), "3.5")
        XCTAssertEqual(value(result, "ratio"), .double(25))
        XCTAssertEqual(value(result, "count"), 12)
        XCTAssertEqual(value(result, "stock"), -3)
        XCTAssertEqual(value(result, "name"), "")
        XCTAssertEqual(value(result, "code"), "12")
        XCTAssertEqual(value(result, "empty"), .null)
        XCTAssertEqual(value(result, "already"), 7)
        // A boolean given to an NSString field is stored as its description, "1".
        XCTAssertEqual(value(fx(#"[{"key": "flag", "class": "NSString"}]"#, ["flag": true]), "flag"), "1")
    }

    // Text typed into an NSURL field is stored as an NSURL (1009-1012), whose fieldDescription
    // is "" (1767-1801): FXForms wipes the text field when the cell updates.
    func testURLFieldsShowNothingOnceTheirTextIsStored() {
        let fields = #"[{"key": "homepageLink"}, {"key": "site", "class": "NSURL", "default": "https://a.example"}]"#
        let result = fx(fields, ["homepageLink": "https://b.example"])
        XCTAssertEqual(row(result, "homepageLink")?.type, "url")
        XCTAssertEqual(value(result, "homepageLink"), "https://b.example")
        XCTAssertEqual(shown(result, "homepageLink"), "")
        XCTAssertEqual(shown(result, "site"), "")
        XCTAssertTrue(row(result, "homepageLink")?.warnings.contains { $0.message.contains("NSURL") } ?? false)
        XCTAssertTrue(row(result, "site")?.warnings.contains { $0.property == "default" } ?? false)
        // A text field of an NSString class keeps its text.
        XCTAssertEqual(
            shown(fx(#"[{"key": "homepageLink", "class": "NSString"}]"#, ["homepageLink": "x"]), "homepageLink"), "x")
    }

    // -isIndexedType (777-785), -value (966-969), -fieldDescription (855-865).
    func testANumericClassWithTextOptionsStoresTheIndex() {
        let fields = #"""
            [{"key": "level", "class": "NSNumber", "options": ["Low", "High"], "placeholder": "Any"},
             {"key": "plain", "class": "NSNumber", "options": ["Low", "High"]}]
            """#
        let picked = fx(fields, ["level": 1, "plain": 0])
        XCTAssertEqual(shown(picked, "level"), "High")
        XCTAssertEqual(shown(picked, "plain"), "Low")
        XCTAssertEqual(value(picked, "level"), 1)
        let outside = fx(fields, ["level": 5, "plain": -1])
        XCTAssertEqual(shown(outside, "level"), "Any")
        XCTAssertNil(shown(outside, "plain"))
        XCTAssertTrue(
            row(outside, "level")?.warnings.contains { $0.message.contains("no index of its 2 options") } ?? false)
        XCTAssertEqual(shown(fx(fields), "level"), "Any")
        // Picking the placeholder row stores NSNotFound (1222, 1304-1309), which reads as nil.
        XCTAssertEqual(shown(fx(fields, ["level": .integer(Int64.max)]), "level"), "Any")
        // Text in an index field: -value sends NSString unsignedIntegerValue.
        let text = fx(fields, ["level": "1"])
        XCTAssertTrue(
            row(text, "level")?.warnings.contains { $0.crashes && $0.message.contains("unsignedIntegerValue") } ?? false
        )
        // A numeric first option stores the option itself.
        XCTAssertEqual(shown(fx(#"[{"key": "n", "class": "NSNumber", "options": [10, 20]}]"#, ["n": 20]), "n"), "20")
    }

    // -value drops a value among no option and stores the default (970-979); the placeholder's
    // description shows for a value among none (918-921).
    func testSingleChoicesDefaultsAndPlaceholders() {
        let fields = #"""
            [{"key": "size", "options": ["S", "M", "L"], "default": "M"},
             {"key": "color", "options": ["red", "blue"], "placeholder": "None"},
             {"key": "shape", "options": ["round", "square"]}]
            """#
        let initial = fx(fields)
        XCTAssertEqual(shown(initial, "size"), "M")
        XCTAssertEqual(initial.formValues["size"], "M")
        XCTAssertEqual(shown(initial, "color"), "None")
        XCTAssertNil(shown(initial, "shape"))
        let given = fx(fields, ["size": "XL", "color": "green", "shape": "square"])
        XCTAssertEqual(value(given, "size"), "M")
        XCTAssertEqual(shown(given, "color"), "None")
        XCTAssertEqual(value(given, "color"), "green")
        XCTAssertEqual(shown(given, "shape"), "square")
        // nil is replaced by the default (990).
        XCTAssertEqual(value(fx(fields, ["size": .null]), "size"), "M")
        XCTAssertEqual(value(fx(fields, ["size": "L"]), "size"), "L")
    }

    // Collections: the value's own order (867-898, 1776-1791), NSIndexSet by option order
    // (870-887), the placeholder only for nil, a single default wrapped (518-532).
    func testMultiSelectCollections() {
        let fields = #"""
            [{"key": "interests", "class": "NSArray", "options": ["Games", "Animals", "Cooking"], "placeholder": "None"},
             {"key": "days", "class": "NSIndexSet", "options": ["Mon", "Tue", "Wed"]},
             {"key": "bits", "class": "NSIndexSet", "options": [1, 4]},
             {"key": "toppings", "class": "NSSet", "options": ["Cheese", "Ham"], "default": "Cheese"}]
            """#
        let result = fx(fields, ["interests": ["Cooking", "Games"], "days": [2, 0], "bits": [4]])
        XCTAssertEqual(shown(result, "interests"), "Cooking, Games")
        XCTAssertEqual(shown(result, "days"), "Mon, Wed")
        XCTAssertEqual(shown(result, "bits"), "4")
        XCTAssertEqual(value(result, "toppings"), ["Cheese"])
        XCTAssertEqual(shown(result, "toppings"), "Cheese")
        XCTAssertEqual(shown(fx(fields), "interests"), "None")
        // NSDictionary: index → option, shown by its values (1781-1784), held as an object.
        let picks = fx(#"[{"key": "p", "class": "NSDictionary", "options": ["a", "b"]}]"#, ["p": ["1": "b"]])
        XCTAssertEqual(shown(picks, "p"), "b")
        XCTAssertEqual(picks.formValues["p"], ["1": "b"])
        XCTAssertEqual(shown(fx(fields, ["interests": []]), "interests"), "")
        // A collection takes an array (an object for NSDictionary): a scalar is no value for it.
        let scalar = fx(fields, ["interests": "Cooking"])
        XCTAssertEqual(value(scalar, "interests"), .null)
        XCTAssertTrue(row(scalar, "interests")?.warnings.contains { $0.message.contains("give an array") } ?? false)
    }

    // Bitfields: `1 << index` or the option's own number (899-917).
    func testBitfields() {
        let fields = #"""
            [{"key": "alerts", "type": "bitfield", "class": "NSNumber", "options": ["Email", "SMS", "Push"], "placeholder": "None"},
             {"key": "flags", "type": "bitfield", "class": "NSNumber", "options": [1, 4, 16]}]
            """#
        let result = fx(fields, ["alerts": 5, "flags": 20])
        XCTAssertEqual(shown(result, "alerts"), "Email, Push")
        XCTAssertEqual(value(result, "alerts"), 5)
        XCTAssertEqual(shown(result, "flags"), "4, 16")
        XCTAssertEqual(shown(fx(fields, ["alerts": 0]), "alerts"), "None")
        // Without a class the first option's class, NSString, stores the bits as their text (1014-1018).
        let text = fx(#"[{"key": "b", "type": "bitfield", "options": ["A", "B"]}]"#, ["b": 3])
        XCTAssertEqual(value(text, "b"), "3")
        XCTAssertEqual(shown(text, "b"), "A, B")
    }

    // -valueDescription: formats dates by type (820-840); a JSON default for an NSDate crashes the cell.
    func testDatesByType() {
        let fields = #"""
            [{"key": "day", "type": "date"}, {"key": "at", "type": "time"}, {"key": "when", "type": "datetime"},
             {"key": "since", "type": "date", "default": "2020-01-01"}]
            """#
        let instant: JSONValue = "2026-05-01T09:30:15Z"
        let result = fx(fields, ["day": instant, "at": instant, "when": instant])
        XCTAssertEqual(shown(result, "day"), "May 1, 2026")
        XCTAssertEqual(shown(result, "at")?.replacingOccurrences(of: "\u{202F}", with: " "), "9:30:15 AM")
        XCTAssertEqual(shown(result, "when")?.replacingOccurrences(of: "\u{202F}", with: " "), "5/1/26, 9:30 AM")
        XCTAssertEqual(value(result, "day"), "2026-05-01T09:30:15Z")
        XCTAssertTrue(row(result, "since")?.warnings.contains { $0.crashes && $0.property == "default" } ?? false)
        XCTAssertTrue(row(fx(fields, ["day": "someday"]), "day")?.warnings.contains { $0.kind == .value } ?? false)
        let number = fx(fields, ["day": 7])
        XCTAssertEqual(value(number, "day"), .null)
        XCTAssertTrue(row(number, "day")?.warnings.contains { $0.message.contains("ISO 8601") } ?? false)
    }

    // Cells' -update: switch (3249-3254), default cell checkmark (2723-2728), stepper (3293),
    // slider (3345-3350), date picker placeholder (3381), segments (3716-3730), option picker (3621).
    func testEachCellShowsWhatItsUpdateSets() {
        let fields = #"""
            [{"key": "on", "type": "boolean"}, {"key": "agreed", "type": "option"},
             {"key": "age", "type": "integer", "cell": "FXFormStepperCell"},
             {"key": "volume", "type": "float", "cell": "FXFormSliderCell"},
             {"key": "due", "type": "date", "placeholder": "Pick a day"},
             {"key": "plan", "options": ["Micro", "Maxi"], "placeholder": "Free", "cell": "FXFormOptionSegmentsCell"},
             {"key": "lang", "options": ["en", "fr"], "cell": "FXFormOptionPickerCell"},
             {"key": "stars", "type": "rating", "cell": "StarCell"}, {"key": "score", "type": "label"}]
            """#
        let result = fx(
            fields, ["on": true, "agreed": true, "age": 41, "volume": 0.5, "plan": "Maxi", "lang": "fr", "score": 12])
        // A label's class is NSString (469): the number is stored as its description and shown.
        XCTAssertEqual(value(result, "score"), "12")
        XCTAssertEqual(shown(result, "score"), "12")
        XCTAssertNil(shown(result, "on"))
        XCTAssertNil(shown(result, "agreed"))
        XCTAssertEqual(shown(result, "age"), "41")
        XCTAssertNil(shown(result, "volume"))
        XCTAssertEqual(shown(result, "due"), "Pick a day")
        XCTAssertEqual(shown(result, "plan"), "Maxi")
        XCTAssertEqual(shown(fx(fields), "plan"), "Free")
        XCTAssertEqual(shown(result, "lang"), "fr")
        XCTAssertTrue(row(result, "stars")?.warnings.contains { $0.kind == .app && $0.property == "cell" } ?? false)
    }

    // An app cell that descends from an FXForms cell shows what that cell's -update shows.
    func testAnAppCellDescendingFromAnFXFormsCell() {
        let text = #"{"appClasses": {"BigTextCell": {"kind": "cell", "superclass": "FXFormTextFieldCell"}}}"#
        let config = ProjectConfiguration(path: "/project/formspec.config.json", bytes: Array(text.utf8))
        let result = fx(#"[{"key": "name", "cell": "BigTextCell"}]"#, ["name": "Ann"], project: config)
        XCTAssertEqual(shown(result, "name"), "Ann")
        XCTAssertEqual(row(result, "name")?.warnings.map(\.message), [])
    }

    // A value transformer is the app's (815-818, 992-995): no display text, a warning.
    func testValueTransformersAreReportedNotEvaluated() {
        let result = fx(
            #"[{"key": "country", "options": ["us", "ca"], "valueTransformer": "CountryNameTransformer"}]"#,
            ["country": "ca"])
        XCTAssertNil(shown(result, "country"))
        // Inline, its options' titles go through it too (1206-1216, 813-818); the placeholder's do not.
        let inline = fx(
            #"[{"key": "c", "options": ["us"], "placeholder": "None", "inline": true, "valueTransformer": "T"}]"#)
        XCTAssertEqual(inline.sections[0].rows.map(\.title), ["None", nil])
        XCTAssertEqual(value(result, "country"), "ca")
        XCTAssertTrue(row(result, "country")?.warnings.contains { $0.property == "valueTransformer" } ?? false)
    }

    // FXOptionsForm (1394-1444): an inline option list is a section of `option` rows, the
    // placeholder first, each showing whether it is selected (1326-1379); its header is the
    // field's title (1707).
    func testInlineOptionListsShowOneRowPerOption() {
        let fields = #"[{"key": "size", "options": ["S", "M", "L"], "placeholder": "Any", "inline": true}]"#
        let result = fx(fields, ["size": "L"])
        let section = result.sections[0]
        XCTAssertEqual(section.title, "Size")
        XCTAssertEqual(section.rows.map(\.title), ["Any", "S", "M", "L"])
        XCTAssertEqual(section.rows.map(\.value), [false, false, false, true])
        XCTAssertEqual(section.rows.map(\.type), ["option", "option", "option", "option"])
        XCTAssertEqual(section.rows.map(\.cell), Array(repeating: "FXFormDefaultCell", count: 4))
        XCTAssertEqual(section.rows.map(\.origin), [.option, .option, .option, .option])
        XCTAssertEqual(section.rows.map(\.path), ["/0/placeholder", "/0/options/0", "/0/options/1", "/0/options/2"])
        XCTAssertEqual(result.formValues["size"], "L")
        XCTAssertEqual(fx(fields).sections[0].rows.map(\.value), [true, false, false, false])
    }

    // FXTemplateForm (1467-1551): a row per element titled "", and the Add row titled by the
    // template's title (1506); values go to the key as an array.
    func testInlineCollectionsShowOneRowPerElement() {
        let fields = #"""
            [{"header": "Emails", "key": "emails", "class": "NSArray", "inline": true,
              "template": {"type": "email", "title": "Add another email"}},
             {"key": "tags", "class": "NSArray", "inline": true, "default": ["a"]}]
            """#
        let result = fx(fields, ["emails": ["a@b.c", "d@e.f"]])
        XCTAssertEqual(result.sections.map(\.title), ["Emails", "Tags"])
        XCTAssertEqual(result.sections[0].rows.map(\.title), ["", "", "Add another email"])
        XCTAssertEqual(result.sections[0].rows.map(\.type), ["email", "email", "default"])
        XCTAssertEqual(result.sections[0].rows.map(\.displayText), ["a@b.c", "d@e.f", nil])
        XCTAssertEqual(result.sections[1].rows.map(\.title), ["", "Add Item"])
        XCTAssertEqual(result.sections[1].rows.first?.value, "a")
        XCTAssertEqual(result.formValues["emails"], ["a@b.c", "d@e.f"])
        // A template without title is titled from its action, as FXFormPreprocessFieldDictionary titles it.
        let action = fx(#"[{"key": "t", "class": "NSArray", "inline": true, "template": {"action": "addTag:"}}]"#)
        XCTAssertEqual(action.sections[0].rows.last?.title, "Add Tag")
        // An inline NSIndexSet with indexes replaces its rows by numbers, and FXForms raises.
        let indexes = fx(#"[{"key": "d", "class": "NSIndexSet", "inline": true, "default": [1]}]"#)
        XCTAssertTrue(indexes.allWarnings.contains { $0.crashes })
    }

    // FXForms has no validation and no HTTP parameters: every form is valid; formValues are
    // the form object's properties.
    func testFormValuesAreTheFormObjectsProperties() {
        let result = fx(#"["name", {"key": "age", "type": "integer"}, {"title": "Go", "action": "go:"}]"#, ["age": "7"])
        XCTAssertTrue(result.valid)
        XCTAssertEqual(result.formValues, ["age": 7])
        XCTAssertEqual(result.httpParameters, [:])
    }

    // Every field reads the form object's property of its key (959-983): two fields of one key
    // show one value.
    func testFieldsOfOneKeyShowOneProperty() {
        let result = fx(#"["name", {"key": "name", "title": "Again"}]"#, ["name": "Ann"])
        XCTAssertEqual(result.sections[0].rows.map(\.displayText), ["Ann", "Ann"])
        XCTAssertEqual(result.formValues, ["name": "Ann"])
    }

    // Values for no field, for a field without key and for an image field.
    func testValuesThatCannotBeStored() {
        let result = fx(#"["email", {"key": "photo", "type": "image"}]"#, ["emial": "x", "photo": "a.png"])
        XCTAssertTrue(result.warnings.contains { $0.kind == .unknownTag && $0.message.contains("email") })
        XCTAssertTrue(row(result, "photo")?.warnings.contains { $0.kind == .value } ?? false)
        XCTAssertEqual(value(result, "photo"), .null)
    }

    // The object form without `fields`: FXForms lists the form object's properties first.
    func testTheObjectFormWithoutFieldsSaysWhatIsUnknown() {
        let result = fx(#"{"extraFields": ["notes"], "notesField": {"type": "longtext"}}"#)
        XCTAssertEqual(result.sections.flatMap(\.rows).map(\.type), ["longtext"])
        XCTAssertTrue(result.warnings.contains { $0.kind == .app })
        XCTAssertEqual(fx(#""nothing""#).warnings.map(\.kind), [.syntax])
        // Items that are no key and no dictionary make FXForms raise (742-745).
        let odd = fx(#"["a", 3, {"key": "b"}]"#)
        XCTAssertEqual(odd.warnings.map(\.crashes), [true])
        XCTAssertEqual(odd.sections.flatMap(\.rows).map(\.tag), ["a", "b"])
    }

    /// Every cut-off text of the fixtures previews (with values of every shape) without
    /// trapping, and the results keep to the schema's shape of rows.
    func testCutOffFieldFilesPreview() throws {
        var texts: [String] = []
        for name in ["collections", "controls", "methods"] {
            let url = TestSupport.repositoryFile("Tests/FormSpecTests/Fixtures/FXForms/\(name).fxform.json")
            texts.append(try String(contentsOf: url, encoding: .utf8))
        }
        let values: JSONObject = [
            "tags": ["a", ["b"], 3], "size": "Large", "notifications": "x", "weekdays": [[1]], "volume": "loud",
            "alarm": 7, "website": true, "address": ["city": "X"], "toppings": "Ham", "permissions": [1],
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            for end in stride(from: 0, through: bytes.count, by: 5) {
                let cut = String(decoding: bytes[..<end], as: UTF8.self)
                let result = Preview.run(
                    CompiledForm(SpecDocument(name: "cut.fxform.json", text: cut)), values: PreviewValues(values))
                XCTAssertTrue(result.valid)
                XCTAssertTrue(result.sections.flatMap(\.rows).allSatisfy { $0.type != nil && $0.rowType == nil })
            }
        }
    }

    func testTheBundledRegistrationScenarioPasses() throws {
        let url = TestSupport.repositoryFile("protocol/examples/registration.scenario.json")
        let scenario = try Scenario(bytes: Array(try Data(contentsOf: url)))
        let specURL = url.deletingLastPathComponent().appendingPathComponent(scenario.spec)
        let form = CompiledForm(SpecDocument(name: specURL.path, bytes: Array(try Data(contentsOf: specURL))))
        let outcomes = ScenarioRunner.run(scenario, form: form)
        XCTAssertEqual(outcomes.count, 3)
        for outcome in outcomes { XCTAssertEqual(outcome.mismatches.map(\.message), [], outcome.title) }
    }
}
