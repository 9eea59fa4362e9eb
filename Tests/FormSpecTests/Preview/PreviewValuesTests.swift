import FormSpec
import FormSpecJSON
import XCTest

/// Given values as the cells would hold them, and formValues / httpParameters.
final class PreviewValuesTests: PreviewTestCase {
    let kinds = #"""
        {"sections": [{"rows": [
          {"tag": "text", "rowType": "text"},
          {"tag": "int", "rowType": "integer"},
          {"tag": "num", "rowType": "number"},
          {"tag": "dec", "rowType": "decimal"},
          {"tag": "sw", "rowType": "booleanSwitch"},
          {"tag": "step", "rowType": "stepCounter"},
          {"tag": "when", "rowType": "datetime"},
          {"tag": "one", "rowType": "selectorPush", "selectorOptions": [{"formValue": 1, "formDisplayText": "One"}, {"formValue": 2, "formDisplayText": "Two"}]},
          {"tag": "plain", "rowType": "selectorActionSheet", "selectorOptions": ["x", "y"]},
          {"tag": "many", "rowType": "multipleSelector", "selectorOptions": [{"formValue": "a", "formDisplayText": "A"}, {"formValue": "b", "formDisplayText": "B"}]},
          {"tag": "info", "rowType": "info"},
          {"tag": "pic", "rowType": "image"}
        ]}]}
        """#

    func testGivenValuesAreConvertedAsTheCellsHoldThem() {
        let result = preview(
            kinds,
            [
                "text": 7, "int": "12abc", "num": "3.50", "dec": 2, "sw": 1, "step": 2,
                "when": "2026-11-21T10:00:00+01:00",
                "one": 2, "plain": "y", "many": ["b", "a"], "info": 3,
            ])
        let values = result.sections[0].rows.map(\.value)
        XCTAssertEqual(
            values,
            [
                // A 1 on a switch and an integer on a stepper stay the NSNumbers given (PreviewFidelityTests).
                "7", 12, 3.5, 2, 1, 2, "2026-11-21T09:00:00Z", ["formValue": 2, "formDisplayText": "Two"], "y",
                [["formValue": "b", "formDisplayText": "B"], ["formValue": "a", "formDisplayText": "A"]], 3, .null,
            ])
        XCTAssertEqual(
            result.formValues,
            [
                "text": "7", "int": 12, "num": 3.5, "dec": 2, "sw": 1, "step": 2, "when": "2026-11-21T09:00:00Z",
                "one": 2,
                "plain": "y", "many": ["b", "a"], "info": 3,
            ], "formValues holds valueData: option objects become their formValue")
        XCTAssertTrue(result.allWarnings.isEmpty, "\(result.allWarnings)")
    }

    func testWrongKindsAndUnknownTagsAreWarningsAndChangeNothing() {
        let result = preview(
            kinds, ["sw": "yes", "when": "tomorrow", "many": "a", "pic": "photo.png", "txet": "x", "one": 3])
        let byTag = Dictionary(grouping: result.allWarnings, by: { $0.tag ?? "" })
        XCTAssertEqual(byTag["sw"]?.first?.kind, .value)
        XCTAssertTrue(byTag["when"]?.first?.message.contains("ISO-8601") ?? false, "\(byTag["when"] ?? [])")
        XCTAssertEqual(byTag["many"]?.first?.kind, .value)
        XCTAssertEqual(byTag["pic"]?.first?.kind, .value)
        XCTAssertEqual(byTag["txet"]?.first?.kind, .unknownTag)
        XCTAssertTrue(byTag["txet"]?.first?.message.contains("text") ?? false, "suggests the tag")
        XCTAssertTrue(byTag["one"]?.first?.message.contains("not among its options") ?? false)
        XCTAssertEqual(row(result, "one")?.value, 3, "a value outside the options is still held, and selects nothing")
        XCTAssertEqual(
            [row(result, "sw")?.value, row(result, "when")?.value, row(result, "many")?.value], [.null, .null, .null])
    }

    func testFormValuesLeaveOutNilAndHiddenRowsWhileHTTPParametersSendNull() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "text", "value": "x"},
            {"tag": "empty", "rowType": "text"},
            {"tag": "gone", "rowType": "text", "value": "y", "hidden": true},
            {"tag": "off", "rowType": "text", "value": "z", "disabled": true},
            {"rowType": "text", "value": "untagged"},
            {"tag": "", "rowType": "text", "value": "empty tag"}
            """#)
        let result = preview(spec)
        XCTAssertEqual(result.formValues, ["a": "x", "off": "z"])
        XCTAssertEqual(result.httpParameters, ["a": "x", "empty": .null, "off": "z"])
    }

    /// A result keeps the members of rows holding their defaults as their compiled rows and
    /// makes the others' (`FormValues.Pending`): put together, they are in table order, and a
    /// repeated key keeps its first place with the last value.
    func testMembersOfDefaultAndGivenRowsKeepTableOrder() {
        func spec(_ repeated: String) -> String {
            #"""
            {"sections": [
              {"rows": [
                {"tag": "a", "rowType": "text", "value": "1"},
                {"tag": "b", "rowType": "text"},
                {"tag": "\#(repeated)", "rowType": "text", "value": "first"},
                {"tag": "gone", "rowType": "text", "value": "g", "hidden": "$b == 'hide'"},
                {"tag": "c", "rowType": "integer", "value": 3},
                {"tag": "contact", "rowType": "selectorLeftRight", "value": "home", "leftRightSelectorLeftOptionSelected": "Phone",
                 "selectorOptions": [{"leftValue": "Phone", "httpParameterKey": "phone", "rightOptions": ["home", "work"]}]}]},
              {"multivaluedTag": "list", "sectionOptions": ["canInsert"], "rows": [{"rowType": "text", "value": "m"}]},
              {"rows": [
                {"tag": "dup", "rowType": "text", "value": "second"},
                {"tag": "d", "rowType": "integer", "value": 4}]}
            ]}
            """#
        }
        let repeated = preview(spec("dup"), ["b": "given", "list": ["x", "y"], "d": 5])
        XCTAssertEqual(repeated.formValues.keys, ["a", "b", "dup", "gone", "c", "contact", "list", "d"])
        XCTAssertEqual(repeated.formValues["dup"], "second")
        XCTAssertEqual(repeated.formValues["b"], "given")
        XCTAssertEqual(repeated.formValues["list"], ["x", "y"])
        XCTAssertEqual(repeated.formValues["d"], 5)
        XCTAssertEqual(repeated.httpParameters.keys, ["a", "b", "dup", "gone", "c", "phone", "list", "d"])
        XCTAssertEqual(
            repeated.httpParameters["phone"], "home",
            "a left-right selector holding its default, keyed by its left option")

        let unique = preview(spec("unique"), ["b": "hide", "c": 7, "contact": "work", "list": []])
        XCTAssertEqual(unique.formValues.keys, ["a", "b", "unique", "c", "contact", "list", "dup", "d"])
        XCTAssertEqual(unique.formValues["contact"], "work")
        XCTAssertEqual(unique.formValues["c"], 7)
        XCTAssertEqual(unique.formValues["list"], [])
        XCTAssertEqual(unique.httpParameters.keys, ["a", "b", "unique", "c", "phone", "list", "dup", "d"])
        XCTAssertEqual(unique.httpParameters["phone"], "work")
        XCTAssertEqual(unique.httpParameters["b"], "hide")
        XCTAssertEqual(unique.json["formValues"], .object(unique.formValues), "the JSON holds the same object")
    }

    func testMultivaluedSectionsCollectRawValuesUnderTheirTag() {
        let spec = #"""
            {"sections": [
              {"multivaluedTag": "fruits", "sectionOptions": ["canInsert", "canDelete"], "sectionInsertMode": "button",
               "multivaluedRowTemplate": {"rowType": "selectorPush", "title": "Fruit",
                 "selectorOptions": [{"formValue": "a", "formDisplayText": "Apple"}, {"formValue": "b", "formDisplayText": "Banana"}]},
               "rows": [{"tag": "ignored", "rowType": "selectorPush", "title": "Favourite", "value": "a",
                 "selectorOptions": [{"formValue": "a", "formDisplayText": "Apple"}, {"formValue": "b", "formDisplayText": "Banana"}]}]},
              {"multivaluedTag": "none", "sectionOptions": ["canInsert"], "rows": []},
              {"multivaluedTag": "secret", "hidden": true, "sectionOptions": ["canInsert"], "rows": [{"rowType": "text", "value": "s"}]}
            ]}
            """#
        let defaults = preview(spec)
        XCTAssertEqual(
            defaults.formValues, ["fruits": [["formValue": "a", "formDisplayText": "Apple"]], "none": []],
            "raw values: option objects, not their formValue; a hidden section is left out")
        XCTAssertEqual(defaults.httpParameters, ["fruits": ["a"], "none": []])
        let three = preview(spec, ["fruits": ["b", nil, "a"]])
        let rows = three.sections[0].rows
        XCTAssertEqual(rows.map(\.origin), [.spec, .template, .template, .addButton])
        XCTAssertEqual(rows.map(\.title), ["Favourite", "Fruit", "Fruit", "Add Item"])
        XCTAssertEqual(rows.map(\.tag), ["ignored", nil, nil, nil])
        XCTAssertEqual(
            three.formValues["fruits"],
            [["formValue": "b", "formDisplayText": "Banana"], ["formValue": "a", "formDisplayText": "Apple"]])
        XCTAssertEqual(three.httpParameters["fruits"], ["b", "a"])
        XCTAssertNil(three.formValues["ignored"], "a multivalued section's rows are not keyed by their tags")
        XCTAssertEqual(
            preview(spec, ["fruits": []]).sections[0].rows.map(\.origin), [.addButton], "fewer values delete rows")
    }

    func testAMultivaluedSectionWithNothingToCopyCrashesXLForm() {
        let spec = #"{"sections": [{"multivaluedTag": "m", "sectionOptions": ["canInsert"], "rows": []}]}"#
        let result = preview(spec, ["m": ["x"]])
        XCTAssertEqual(result.formValues["m"], [])
        XCTAssertTrue(
            result.warnings.contains { $0.crashes && $0.message.contains("formRows[0]") }, "\(result.warnings)")
        let notArray = preview(spec, ["m": "x"])
        XCTAssertTrue(notArray.warnings.contains { $0.kind == .value && $0.message.contains("array") })
    }

    func testLeftRightSelectorsSendTheirLeftOptionsKey() {
        let spec = rows(
            #"""
            {"tag": "contact", "rowType": "selectorLeftRight", "required": true,
             "selectorOptions": [
               {"leftValue": "Phone", "httpParameterKey": "phone", "noValueDisplayText": "Pick a phone", "rightOptions": ["home", "work"]},
               {"leftValue": "Email", "httpParameterKey": "email", "rightOptions": ["home", "office"]}
             ]}
            """#)
        let inferred = preview(spec, ["contact": "office"])
        XCTAssertEqual(inferred.httpParameters, ["email": "office"])
        XCTAssertEqual(inferred.formValues, ["contact": "office"])
        XCTAssertEqual(row(inferred, "contact")?.label, "Email", "the left button shows the left value")
        let explicit = preview(spec, ["contact": ["leftValue": "Email", "value": "home"]])
        XCTAssertEqual(
            explicit.httpParameters, ["email": "home"], "home is also a phone option; the given left value decides")
        let leftOnly = preview(spec, ["contact": ["leftValue": "Phone", "value": nil]])
        XCTAssertEqual(leftOnly.httpParameters, ["phone": .null])
        XCTAssertEqual(row(leftOnly, "contact")?.displayText, "Pick a phone")
        XCTAssertEqual(
            leftOnly.validationErrors.first?.message, "Phone can't be empty",
            "the cell sets the row's title to the left value")
        let nothing = preview(spec)
        XCTAssertEqual(nothing.httpParameters, [:])
        XCTAssertTrue(nothing.allWarnings.contains { $0.crashes && $0.message.contains("no left option") })
        XCTAssertEqual(nothing.validationErrors.first?.message, "contact can't be empty")
    }
}
