import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Key paths one segment at a time, filtered by the row's cell, with exact segment ranges.
final class KeyPathCompletionTests: XCTestCase {
    private func row(_ rowType: String, _ body: String, config: String = "cellConfig") -> String {
        #"{"sections": [{"rows": [{"rowType": "\#(rowType)", "\#(config)": {\#(body)}}]}]}"#
    }

    func testFirstSegmentIsTheCellsOwnPropertiesFirst() {
        let (f, list) = complete(row("text", #""‸""#))
        let sorted = list.items.sorted { $0.sortText < $1.sortText }.map(\.label)
        XCTAssertEqual(
            Array(sorted.prefix(6)),
            [
                "textLabel", "textField", "textFieldLengthPercentage", "textFieldMaxNumberOfCharacters",
                "returnKeyType", "nextReturnKeyType",
            ])
        XCTAssertTrue(list.labels.contains("accessoryType"))
        XCTAssertTrue(list.labels.contains("backgroundColor"))
        XCTAssertFalse(list.labels.contains("reuseIdentifier"), "readonly scalars cannot be set")
        guard let textField = list.item("textField") else { return }
        XCTAssertEqual(textField.kind, .class)
        XCTAssertTrue(textField.retrigger)
        XCTAssertEqual(textField.detail, "UITextField · XLFormTextFieldCell")
        XCTAssertEqual(f.applying(textField), row("text", #""textField.""#))
        guard let accessory = list.item("accessoryType") else { return }
        XCTAssertFalse(accessory.retrigger)
        XCTAssertEqual(f.applying(accessory), row("text", #""accessoryType": "#))
    }

    func testAfterADotTheClassOfThePrefix() {
        let (f, list) = complete(row("text", #""textField.‸""#))
        XCTAssertTrue(list.labels.contains("placeholder"))
        XCTAssertTrue(list.labels.contains("alpha"), "inherited from UIView")
        XCTAssertTrue(list.labels.contains("enabled"), "inherited from UIControl")
        XCTAssertFalse(list.labels.contains("textField"))
        guard let placeholder = list.item("placeholder") else { return }
        XCTAssertEqual(placeholder.edit.range, TextRange(f.offset, f.offset + 1))
        XCTAssertEqual(f.applying(placeholder), row("text", #""textField.placeholder": "#))
        XCTAssertEqual(placeholder.resolveKey?.json["class"], "UITextField")
        guard let layer = list.item("layer") else { return }
        XCTAssertEqual(f.applying(layer), row("text", #""textField.layer.""#))
        let unsafe = list.item("returnKeyType")
        XCTAssertTrue(unsafe?.sortText.hasPrefix("2") ?? false, "unsafe trait keys sort last")
        XCTAssertTrue(unsafe?.documentation?.contains("NSUnknownKeyException") ?? false)
    }

    func testTheSegmentUnderTheCursorIsReplacedNotTheRest() {
        let (f, list) = complete(row("text", #""textField.pl‸aceholdr": "x""#))
        guard let placeholder = list.item("placeholder") else { return }
        XCTAssertEqual(placeholder.edit, TextEdit(range: TextRange(f.offset - 2, f.offset + 8), newText: "placeholder"))
        XCTAssertEqual(f.applying(placeholder), row("text", #""textField.placeholder": "x""#))
        let (g, middle) = complete(row("text", #""text‸Fild.placeholder": "x""#))
        guard let textField = middle.item("textField") else { return }
        XCTAssertEqual(
            g.applying(textField), row("text", #""textField.placeholder": "x""#), "no second dot before an existing one"
        )
    }

    func testUnterminatedKeyPathGetsClosed() {
        let (f, list) = complete(#"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textField.pla‸"#)
        guard let placeholder = list.item("placeholder") else { return }
        XCTAssertEqual(
            f.applying(placeholder),
            #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textField.placeholder": "#)
    }

    func testFilteredByTheRowsCell() {
        let switches = complete(row("booleanSwitch", #""‸""#)).1.labels
        XCTAssertTrue(switches.contains("switchControl"))
        XCTAssertFalse(switches.contains("textField"))
        XCTAssertEqual(
            complete(row("booleanSwitch", #""switchControl.‸""#)).1.labels.prefix(3),
            ["on", "onTintColor", "thumbTintColor"])
        XCTAssertTrue(complete(row("stepCounter", #""stepControl.‸""#)).1.labels.contains("maximumValue"))
        XCTAssertTrue(complete(row("text", #""‸""#, config: "cellConfigIfDisabled")).1.labels.contains("textField"))
        XCTAssertTrue(complete(row("text", #""‸""#, config: "cellConfigAtConfigure")).1.labels.contains("textField"))
        let selector = complete(row("selectorPush", #""‸""#, config: "cellConfigForSelector")).1.labels
        XCTAssertTrue(selector.contains("textLabel"))
        XCTAssertFalse(selector.contains("pickerView"), "option cells are XLFormRightDetailCell")
        let overridden = complete(
            #"{"sections": [{"rows": [{"rowType": "text", "cellClass": "XLFormTextViewCell", "cellConfig": {"‸"}}]}]}"#
        ).1.labels
        XCTAssertTrue(overridden.contains("textView"))
        XCTAssertEqual(
            complete(#"{"sections": [{"rows": [{"rowType": "text", "cellClass": "AppCell", "cellConfig": {"‸"}}]}]}"#).1
                .labels, [])
        XCTAssertEqual(complete(row("text", #""textField.placeholder.‸""#)).1.labels, [])
    }

    func testCustomRowTypeKeyPaths() {
        let spec =
            #"{"customRowTypes": {"rating": {"cellClass": "RatingCell", "keyPaths": {"ratingView.rating": "number", "tint": "color"}}}, "sections": [{"rows": [{"rowType": "rating", "cellConfig": {"‸"}}]}]}"#
        let (_, list) = complete(spec)
        XCTAssertEqual(
            Array(list.items.sorted { $0.sortText < $1.sortText }.map(\.label).prefix(2)), ["ratingView", "tint"])
        XCTAssertTrue(list.labels.contains("textLabel"), "inherited from XLFormBaseCell")
        XCTAssertEqual(complete(spec.replacingOccurrences(of: "\"‸\"", with: "\"ratingView.‸\"")).1.labels, ["rating"])
    }

    func testOverwrittenKeysAreMarkedInCellConfigAtConfigure() {
        let (_, list) = complete(row("text", #""textLabel.‸""#, config: "cellConfigAtConfigure"))
        guard let text = list.item("text"), let lines = list.item("numberOfLines") else { return }
        XCTAssertTrue(text.sortText.hasPrefix("2"))
        XCTAssertTrue(lines.sortText.hasPrefix("1"))
        XCTAssertTrue(text.documentation?.contains("Overwritten by -update") ?? false, text.documentation ?? "")
        let (_, inCellConfig) = complete(row("text", #""textLabel.‸""#))
        XCTAssertTrue(inCellConfig.item("text")?.documentation?.contains("this value wins") ?? false)
        XCTAssertTrue(inCellConfig.item("text")?.sortText.hasPrefix("1") ?? false)
    }

    func testWithoutAQuoteTheWholeKeyIsWritten() {
        let (f, list) = complete(row("text", "‸"))
        guard let textField = list.item("textField"), let accessory = list.item("accessoryType") else { return }
        XCTAssertEqual(f.applying(textField), row("text", #""textField."#))
        XCTAssertEqual(f.applying(accessory), row("text", #""accessoryType": "#))
        let (g, after) = complete(row("text", #""accessoryType": "checkmark" ‸"#))
        if let item = after.item("textLabel") {
            XCTAssertEqual(g.applying(item), row("text", #""accessoryType": "checkmark", "textLabel."#))
        }
    }

    func testEscapesInTheKeyMapBackToSourceOffsets() {
        // \u0046 is "F": the key is textField.pl; the edit must start right after the dot in the source.
        let (f, list) = complete(row("text", #""text\u0046ield.pl‸""#))
        guard let placeholder = list.item("placeholder") else { return }
        XCTAssertEqual(placeholder.edit.range.start, f.offset - 2)
        XCTAssertEqual(f.applying(placeholder), row("text", #""text\u0046ield.placeholder": "#))
    }
}
