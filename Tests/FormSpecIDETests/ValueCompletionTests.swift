import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Values by role: row types, enum properties, flags, validator types, option values, key path values.
final class ValueCompletionTests: XCTestCase {
    func testRowTypesWithCellAndValueKindIncludingCustomTypes() {
        let (f, list) = complete(
            #"{"customRowTypes": {"rating": {"cellClass": "RatingCell", "valueType": "number"}}, "sections": [{"rows": [{"rowType": ‸}]}]}"#
        )
        XCTAssertEqual(list.items.count, 41)
        XCTAssertEqual(list.item("email")?.detail, "XLFormTextFieldCell · string")
        XCTAssertEqual(list.item("rating")?.detail, "RatingCell · number")
        guard let email = list.item("email") else { return }
        XCTAssertEqual(email.edit, TextEdit(range: .empty(at: f.offset), newText: "\"email\""))
        XCTAssertTrue(
            email.documentation?.contains("`keyboardType` = `emailAddress`") ?? false, email.documentation ?? "")
    }

    func testRowTypeInsideAStringReplacesTheContentOnly() {
        let (f, list) = complete(#"{"sections": [{"rows": [{"rowType": "sel‸ect"}]}]}"#)
        guard let item = list.item("selectorPush") else { return }
        XCTAssertEqual(item.edit, TextEdit(range: TextRange(f.offset - 3, f.offset + 3), newText: "selectorPush"))
        XCTAssertEqual(f.applying(item), #"{"sections": [{"rows": [{"rowType": "selectorPush"}]}]}"#)
        let (g, open) = complete(#"{"sections": [{"rows": [{"rowType": "sel‸"#)
        guard let unterminated = open.item("selectorPush") else { return }
        XCTAssertEqual(g.applying(unterminated), #"{"sections": [{"rows": [{"rowType": "selectorPush""#)
    }

    func testEnumPropertiesFlagsAndBooleans() {
        let (_, insert) = complete(#"{"sections": [{"sectionInsertMode": ‸}]}"#)
        XCTAssertEqual(insert.labels, ["lastRow", "button"])
        let (_, options) = complete(#"{"sections": [{"sectionOptions": [‸]}]}"#)
        XCTAssertEqual(options.labels, ["canInsert", "canDelete", "canReorder"])
        let (f, remaining) = complete(#"{"sections": [{"sectionOptions": ["canInsert" ‸]}]}"#)
        XCTAssertEqual(remaining.labels, ["canDelete", "canReorder"])
        if let item = remaining.item("canDelete") {
            XCTAssertEqual(f.applying(item), #"{"sections": [{"sectionOptions": ["canInsert", "canDelete"]}]}"#)
        }
        let (_, navigation) = complete(#"{"rowNavigationOptions": ["enabled", "‸"], "sections": []}"#)
        XCTAssertEqual(
            navigation.labels, ["none", "stopDisableRow", "skipCanNotBecomeFirstResponderRow", "stopInlineRow"])
        let (_, required) = complete(#"{"sections": [{"rows": [{"rowType": "text", "required": ‸}]}]}"#)
        XCTAssertEqual(required.labels, ["true", "false"])
        let (g, partial) = complete(#"{"sections": [{"rows": [{"rowType": "text", "required": tr‸}]}]}"#)
        if let item = partial.item("true") {
            XCTAssertEqual(g.applying(item), #"{"sections": [{"rows": [{"rowType": "text", "required": true}]}]}"#)
        }
        let (_, style) = complete(#"{"sections": [{"rows": [{"rowType": "text", "cellStyle": "‸"}]}]}"#)
        XCTAssertEqual(style.labels, ["default", "value1", "value2", "subtitle"])
    }

    func testValidatorTypesWithDocs() {
        let (_, list) = complete(#"{"sections": [{"rows": [{"rowType": "text", "validators": [{"type": ‸}]}]}]}"#)
        XCTAssertEqual(list.labels, ["regex", "email", "emailLong", "minLength", "maxLength", "range", "app"])
        XCTAssertTrue(list.item("regex")?.documentation?.contains("Requires: `regex`, `msg`") ?? false)
    }

    func testOptionValuesForARowValueQuotedByType() {
        let spec =
            #"{"sections": [{"rows": [{"rowType": "selectorPush", "selectorOptions": ["a", {"formValue": 2, "formDisplayText": "Two"}, true], "value": ‸}]}]}"#
        let (f, list) = complete(spec)
        XCTAssertEqual(list.labels, ["a", "2", "true"])
        XCTAssertEqual(list.item("a")?.edit.newText, "\"a\"")
        XCTAssertEqual(list.item("2")?.edit.newText, "2")
        XCTAssertEqual(list.item("2")?.detail, "“Two”")
        if let two = list.item("2") { XCTAssertTrue(f.applying(two).hasSuffix(#""value": 2}]}]}"#)) }
        let (_, inString) = complete(spec.replacingOccurrences(of: "‸", with: "\"‸\""))
        XCTAssertEqual(inString.labels, ["a"])
        let multi =
            #"{"sections": [{"rows": [{"rowType": "multipleSelector", "selectorOptions": ["a", "b", 3], "value": ["a", ‸]}]}]}"#
        XCTAssertEqual(complete(multi).1.labels, ["b", "3"])
        let (_, left) = complete(
            #"{"sections": [{"rows": [{"rowType": "selectorLeftRight", "selectorOptions": [{"leftValue": "Dog", "rightOptions": ["Small", "Big"]}], "value": "‸"}]}]}"#
        )
        XCTAssertEqual(left.labels, ["Small", "Big"])
        let (_, bool) = complete(#"{"sections": [{"rows": [{"rowType": "booleanSwitch", "value": ‸}]}]}"#)
        XCTAssertEqual(bool.labels, ["true", "false"])
    }

    func testOptionsMatchTheirDisplayTextAndTheChosenLeftOption() throws {
        let (_, list) = complete(
            #"{"sections": [{"rows": [{"rowType": "selectorPush", "selectorOptions": [{"formValue": 2, "formDisplayText": "Two"}, "b"], "value": ‸}]}]}"#
        )
        XCTAssertEqual(list.item("2")?.filterText, "Two 2", "typing the text the option shows finds it")
        XCTAssertEqual(list.item("b")?.filterText, "b")
        let leftRight = #"""
            {"sections": [{"rows": [{"rowType": "selectorLeftRight", "leftRightSelectorLeftOptionSelected": LEFT,
              "selectorOptions": [{"leftValue": {"formValue": 1, "formDisplayText": "Dog"}, "rightOptions": ["Small", "Big"]},
                                  {"leftValue": "Cat", "rightOptions": ["Tabby"]}], "value": VALUE}]}]}
            """#
        func labels(left: String, value: String) -> [String] {
            complete(
                leftRight.replacingOccurrences(of: "LEFT", with: left).replacingOccurrences(of: "VALUE", with: value)
            ).1.labels
        }
        XCTAssertEqual(
            labels(left: "\"Cat\"", value: "\"‸\""), ["Tabby"], "the right options of the chosen left option")
        XCTAssertEqual(labels(left: "1", value: "\"‸\""), ["Small", "Big"])
        XCTAssertEqual(labels(left: "7", value: "\"‸\""), ["Small", "Big", "Tabby"], "no left option chosen")
        let (_, lefts) = complete(
            leftRight.replacingOccurrences(of: "LEFT", with: "‸").replacingOccurrences(of: "VALUE", with: "null"))
        XCTAssertEqual(lefts.labels, ["1", "Cat"])
        XCTAssertEqual(lefts.item("1")?.detail, "“Dog”")
    }

    func testFontNames() {
        let (f, list) = complete(
            #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textLabel.font": {"name": "Helv‸", "size": 17}}}]}]}"#
        )
        XCTAssertEqual(Array(list.labels.prefix(3)), ["system", "boldSystem", "italicSystem"])
        XCTAssertTrue(list.labels.contains("HelveticaNeue-Bold"))
        if let bold = list.item("Helvetica-Bold") {
            XCTAssertEqual(
                f.applying(bold),
                #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textLabel.font": {"name": "Helvetica-Bold", "size": 17}}}]}]}"#
            )
        }
    }

    func testKeyPathValuesByType() {
        func labels(_ keyPath: String, _ rowType: String = "text", value: String = "‸") -> [String] {
            complete(
                #"{"sections": [{"rows": [{"rowType": "\#(rowType)", "cellConfig": {"\#(keyPath)": \#(value)}}]}]}"#
            ).1.labels
        }
        XCTAssertEqual(
            Array(labels("textField.keyboardType").prefix(4)),
            ["default", "asciiCapable", "numbersAndPunctuation", "url"])
        XCTAssertFalse(labels("textField.keyboardType").contains("null"))
        XCTAssertEqual(labels("switchControl.on", "booleanSwitch"), ["true", "false"])
        let colours = labels("textField.textColor")
        XCTAssertTrue(colours.contains("systemBlue") && colours.contains("clear"))
        XCTAssertEqual(colours.last, "null")
        XCTAssertFalse(labels("textField.textColor", value: "\"sys‸\"").contains("null"))
        XCTAssertEqual(labels("textLabel.font"), ["{\"textStyle\": …}", "{\"name\": …, \"size\": …}", "null"])
        XCTAssertEqual(labels("datePicker.calendar", "datePicker").first, "gregorian")
        XCTAssertEqual(labels("textView.dataDetectorTypes", "textView", value: "[\"link\", ‸]").first, "phoneNumber")
        XCTAssertFalse(labels("textView.dataDetectorTypes", "textView", value: "[\"link\", ‸]").contains("link"))
        XCTAssertEqual(labels("textField"), [])
        XCTAssertEqual(labels("textField.nothing"), [])
        let (f, colour) = complete(
            #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textField.textColor": "sys‸"}}]}]}"#)
        if let blue = colour.item("systemBlue") {
            XCTAssertEqual(blue.kind, .color)
            XCTAssertEqual(blue.detail, "#007AFFFF")
            XCTAssertEqual(
                f.applying(blue),
                #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textField.textColor": "systemBlue"}}]}]}"#
            )
        }
        let (_, style) = complete(
            #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textLabel.font": {"textStyle": ‸}}}]}]}"#)
        XCTAssertEqual(style.labels.first, "largeTitle")
    }

    func testCellClassesAndDeclaredKeyPathTypes() {
        let (_, classes) = complete(#"{"sections": [{"rows": [{"rowType": "text", "cellClass": ‸}]}]}"#)
        XCTAssertTrue(classes.labels.contains("XLFormTextViewCell"))
        XCTAssertFalse(classes.labels.contains("UILabel"))
        let (_, types) = complete(
            #"{"customRowTypes": {"r": {"cellClass": "C", "keyPaths": {"stars": ‸}}}, "sections": []}"#)
        XCTAssertEqual(Array(types.labels.prefix(3)), ["string", "number", "integer"])
        XCTAssertTrue(types.labels.contains("enum:UIKeyboardType"))
        XCTAssertTrue(types.labels.contains("UILabel"))
        let (_, kinds) = complete(#"{"customRowTypes": {"r": {"cellClass": "C", "valueType": ‸}}, "sections": []}"#)
        XCTAssertEqual(kinds.labels.first, "string")
    }
}
