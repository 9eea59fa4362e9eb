import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Each hover kind, with the exact range it covers.
final class HoverTests: XCTestCase {
    let engine = HoverEngine()

    private func hover(_ marked: String, diagnostics: Bool = false) -> (CursorFixture, Hover?) {
        let f = CursorFixture(marked)
        let found = diagnostics ? Analyzer.analyze(f.document) : []
        return (f, engine.hover(in: f.document, at: f.offset, diagnostics: found))
    }

    /// The properties XLForm's examples set: their documentation, their values and key paths.
    func testNewPropertiesAndKeyPathsHaveHover() {
        func markdown(_ marked: String) -> String { hover(marked).1?.markdown ?? "" }
        XCTAssertTrue(
            markdown(
                #"{"sections": [{"rows": [{"rowType": "decimal", "valueForm‸atter": {"numberStyle": "currency"}}]}]}"#
            )
            .contains("NSFormatter"))
        XCTAssertTrue(
            markdown(
                #"{"sections": [{"rows": [{"rowType": "decimal", "valueFormatter": {"numberStyle": "curr‸ency"}}]}]}"#
            )
            .contains("NSNumberFormatterStyle"))
        XCTAssertTrue(
            markdown(
                #"{"sections": [{"rows": [{"rowType": "selectorLeftRight", "leftRightSelector‸LeftOptionSelected": 1}]}]}"#
            )
            .contains("left option"))
        XCTAssertTrue(
            markdown(#"{"sections": [{"multivaluedAdd‸Button": {"title": "Add"}, "rows": []}]}"#).contains("Add button")
        )
        XCTAssertTrue(
            markdown(#"{"customRowTypes": {"a": {"cellClass": "A", "inline‸RowType": "picker"}}, "sections": []}"#)
                .contains("inlineRowDescriptorTypesForRowDescriptorTypes"))
        XCTAssertTrue(
            markdown(
                #"{"sections": [{"rows": [{"rowType": "booleanSwitch", "cellConfig": {"accessoryView.onTint‸Color": "red"}}]}]}"#
            )
            .contains("UISwitch"))
        XCTAssertTrue(
            markdown(#"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"se‸lf.tintColor": "red"}}]}]}"#)
                .contains("-self"))
    }

    func testNewPropertiesAreCompleted() {
        func labels(_ marked: String) -> [String] {
            let f = CursorFixture(marked)
            return CompletionEngine().complete(in: f.document, at: f.offset).items.map(\.label)
        }
        XCTAssertEqual(
            labels(#"{"sections": [{"rows": [{"rowType": "decimal", "valueFormatter": {‸}}]}]}"#),
            ["class", "numberStyle", "countStyle"])
        XCTAssertTrue(
            labels(#"{"sections": [{"rows": [{"rowType": "decimal", "valueFormatter": {"numberStyle": "‸"}}]}]}"#)
                .contains("percent"))
        XCTAssertTrue(
            labels(#"{"sections": [{"rows": [{"rowType": "decimal", ‸}]}]}"#).contains("useValueFormatterDuringInput"))
        XCTAssertEqual(labels(#"{"sections": [{"multivaluedAddButton": {‸}, "rows": []}]}"#), ["title"])
        XCTAssertTrue(
            labels(#"{"sections": [{"rows": [{"rowType": "text", "validators": [{"type": "‸"}]}]}]}"#).contains("app"))
        XCTAssertTrue(
            labels(#"{"sections": [{"rows": [{"rowType": "booleanSwitch", "cellConfig": {"accessoryView.‸"}}]}]}"#)
                .contains("onTintColor"))
    }

    func testRowTypeValue() {
        let (f, h) = hover(#"{"sections": [{"rows": [{"rowType": "em‸ail"}]}]}"#)
        XCTAssertEqual(h?.range, f.range(of: "\"email\""))
        let md = h?.markdown ?? ""
        XCTAssertTrue(md.hasPrefix("**email** · row type (`XLFormRowDescriptorTypeEmail`)"), md)
        XCTAssertTrue(md.contains("Cell: `XLFormTextFieldCell`"), md)
        XCTAssertTrue(md.contains("`keyboardType` = `emailAddress`"), md)
        XCTAssertTrue(md.contains("Value: a string"), md)
        XCTAssertTrue(
            hover(#"{"sections": [{"rows": [{"rowType": "date‸Inline"}]}]}"#).1?.markdown.contains(
                "Inline row: `datePicker`") ?? false)
        XCTAssertTrue(
            hover(#"{"sections": [{"rows": [{"rowType": "text‸View"}]}]}"#).1?.markdown.contains("Height: 110 pt")
                ?? false)
        let custom =
            hover(
                #"{"customRowTypes": {"rating": {"cellClass": "RatingCell", "keyPaths": {"stars": "number"}}}, "sections": [{"rows": [{"rowType": "rat‸ing"}]}]}"#
            ).1?.markdown ?? ""
        XCTAssertTrue(custom.contains("Cell: `RatingCell`") && custom.contains("`stars`: number"), custom)
        let declared = hover(#"{"customRowTypes": {"rat‸ing": {"cellClass": "RatingCell"}}, "sections": []}"#)
        XCTAssertEqual(declared.1?.range, declared.0.range(of: "\"rating\""))
    }

    func testPropertyKeysAndScalarValuesOfSpecObjects() {
        let (f, h) = hover(#"{"sections": [{"rows": [{"rowType": "text", "require‸Msg": "x"}]}]}"#)
        XCTAssertEqual(h?.range, f.range(of: "\"requireMsg\""))
        XCTAssertTrue(h?.markdown.contains("Default: `\"%@ can't be empty\"`") ?? false, h?.markdown ?? "")
        XCTAssertTrue(h?.markdown.contains("Property of a row") ?? false)
        let font = hover(
            #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textLabel.font": {"text‸Style": "body"}}}]}]}"#
        ).1
        XCTAssertTrue(font?.markdown.hasPrefix("**textStyle**") ?? false, font?.markdown ?? "")
        XCTAssertNil(hover(#"{"sections": [{"rows": [{"rowType": "text", "unkn‸own": 1}]}]}"#).1)
    }

    func testEnumValuesOfSpecPropertiesAndValidators() {
        let (f, insert) = hover(#"{"sections": [{"sectionInsertMode": "but‸ton"}]}"#)
        XCTAssertEqual(insert?.range, f.range(of: "\"button\""))
        XCTAssertTrue(
            insert?.markdown.contains("case of `XLFormSectionInsertMode` (raw value `2`)") ?? false,
            insert?.markdown ?? "")
        let flag = hover(#"{"sections": [{"sectionOptions": ["canDel‸ete"]}]}"#).1
        XCTAssertTrue(flag?.markdown.contains("raw value `2`") ?? false)
        let validator = hover(#"{"sections": [{"rows": [{"rowType": "text", "validators": [{"type": "ema‸il"}]}]}]}"#).1
        XCTAssertTrue(validator?.markdown.contains("**email** · validator type") ?? false, validator?.markdown ?? "")
        XCTAssertNil(hover(#"{"sections": [{"sectionInsertMode": "nope‸"}]}"#).1)
    }

    func testKeyPathSegmentsCoverOnlyTheirSegment() {
        let spec = #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"text‸Field.placeholder": "x"}}]}]}"#
        let (f, h) = hover(spec)
        XCTAssertEqual(h?.range, f.range(of: "textField"))
        XCTAssertTrue(h?.markdown.hasPrefix("**textField** · `UITextField` (readonly)") ?? false, h?.markdown ?? "")
        XCTAssertTrue(h?.markdown.contains("Declared by `XLFormTextFieldCell`") ?? false)
        let (g, leaf) = hover(spec.replacingOccurrences(of: "text‸Field.placeholder", with: "textField.place‸holder"))
        XCTAssertEqual(leaf?.range, g.range(of: "placeholder"))
        XCTAssertTrue(
            leaf?.markdown.contains("Declared by `UITextField` · key path `textField.placeholder`") ?? false,
            leaf?.markdown ?? "")
        let keyboard =
            hover(#"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textField.keyboard‸Type": "url"}}]}]}"#)
            .1?.markdown ?? ""
        XCTAssertTrue(keyboard.contains("Cases: `default`, `asciiCapable`"), keyboard)
        XCTAssertTrue(keyboard.contains("NSUnknownKeyException"), keyboard)
        XCTAssertTrue(keyboard.contains("Declared by `UITextInputTraits`"), keyboard)
        let privateKey =
            hover(
                #"{"sections": [{"rows": [{"rowType": "booleanSwitch", "cellConfig": {"switch‸Control.onTintColor": "red"}}]}]}"#
            ).1?.markdown ?? ""
        XCTAssertTrue(privateKey.contains("Private to XLFormSwitchCell"), privateKey)
        let overwritten =
            hover(
                #"{"sections": [{"rows": [{"rowType": "email", "cellConfigAtConfigure": {"textField.keyboard‸Type": "url"}}]}]}"#
            ).1?.markdown ?? ""
        XCTAssertTrue(overwritten.contains("Overwritten by -update: the email row type"), overwritten)
        let readonly =
            hover(
                #"{"sections": [{"rows": [{"rowType": "segmented", "cellConfig": {}}, {"rowType": "selectorSegmentedControl", "cellConfig": {"segmentedControl.number‸OfSegments": 1}}]}]}"#
            ).1?.markdown ?? ""
        XCTAssertTrue(readonly.contains("(readonly)"), readonly)
        XCTAssertNil(
            hover(#"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textLabel.col‸or": "red"}}]}]}"#).1)
    }

    func testSegmentRangesThroughEscapesAndNonASCII() {
        let (f, h) = hover(
            #"{"title": "日本 👍", "sections": [{"rows": [{"rowType": "text", "cellConfig": {"t\u0065xtField.place‸holder": "é"}}]}]}"#
        )
        XCTAssertEqual(h?.range, f.range(of: "placeholder"))
        let (g, first) = hover(
            #"{"title": "日本 👍", "sections": [{"rows": [{"rowType": "text", "cellConfig": {"t\u0065xt‸Field.placeholder": "é"}}]}]}"#
        )
        XCTAssertEqual(first?.range, g.range(of: #"t\u0065xtField"#))
    }

    func testKeyPathEnumAndColourValues() {
        let (f, e) = hover(
            #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textField.keyboardType": "email‸Address"}}]}]}"#
        )
        XCTAssertEqual(e?.range, f.range(of: "\"emailAddress\""))
        XCTAssertTrue(e?.markdown.contains("case of `UIKeyboardType` (raw value `7`)") ?? false, e?.markdown ?? "")
        let named =
            hover(
                #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textLabel.textColor": "system‸Blue"}}]}]}"#
            ).1?.markdown ?? ""
        XCTAssertTrue(named.contains("`#007AFFFF` rgba(0, 122, 255, 1.00)"), named)
        XCTAssertTrue(named.contains("Dark: `#0A84FFFF`"), named)
        let hex =
            hover(
                ##"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textLabel.textColor": "#FF00‸0080"}}]}]}"##
            ).1?.markdown ?? ""
        XCTAssertTrue(hex.contains("rgba(255, 0, 0, 0.50)"), hex)
        XCTAssertNil(
            hover(##"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textLabel.textColor": "#FF‸F"}}]}]}"##)
                .1)
        let calendar =
            hover(
                #"{"sections": [{"rows": [{"rowType": "datePicker", "cellConfig": {"datePicker.calendar": "greg‸orian"}}]}]}"#
            ).1?.markdown ?? ""
        XCTAssertTrue(calendar.contains("NSCalendarIdentifierGregorian"), calendar)
    }

    func testDeclaredKeyPathTypesAndCellClasses() {
        let type =
            hover(#"{"customRowTypes": {"r": {"cellClass": "C", "keyPaths": {"view": "UI‸Label"}}}, "sections": []}"#)
            .1?.markdown ?? ""
        XCTAssertTrue(type.contains("**UILabel** · key path type"), type)
        let cell =
            hover(#"{"sections": [{"rows": [{"rowType": "text", "cellClass": "XLFormText‸ViewCell"}]}]}"#).1?.markdown
            ?? ""
        XCTAssertTrue(cell.contains("`XLFormTextViewCell` → `XLFormBaseCell` → `UITableViewCell` → `UIView`"), cell)
    }

    func testDiagnosticsAddTheirRationale() {
        let (f, h) = hover(
            #"{"sections": [{"rows": [{"tag": "a", "rowType": "text", "title": "A", "cellConfigAtConfigure": {"textLabel.te‸xt": "x"}}]}]}"#,
            diagnostics: true)
        let key = f.range(of: "textLabel.text")
        XCTAssertEqual(h?.range, TextRange(key.start + 10, key.end))
        let md = h?.markdown ?? ""
        XCTAssertTrue(md.contains("**ineffective-config** (warning)"), md)
        XCTAssertTrue(md.contains("---"), md)
        // Where the catalog has nothing to say, the diagnostic alone is shown with its range.
        let (g, only) = hover(
            #"{"sections": [{"rows": [{"tag": "a", "rowType": "text", "title": "A", "cellConfig": {"textLabel.co‸lor": "red"}}]}]}"#,
            diagnostics: true)
        XCTAssertEqual(only?.range, g.range(of: "color"))
        XCTAssertTrue(only?.markdown.hasPrefix("**unknown-keypath** (warning)") ?? false, only?.markdown ?? "")
    }

    func testPredicateStringsGoToThePredicateProvider() {
        XCTAssertNil(hover(#"{"sections": [{"rows": [{"rowType": "text", "hidden": "$a‸ == 1"}]}]}"#).1)
        let recorder = RecordingPredicates()
        let f = CursorFixture(#"{"sections": [{"rows": [{"rowType": "text", "disabled": "$a‸ == 1"}]}]}"#)
        let h = HoverEngine(predicates: recorder).hover(in: f.document, at: f.offset)
        XCTAssertEqual(h?.markdown, "predicate")
        XCTAssertEqual(recorder.last?.property, "disabled")
        XCTAssertEqual(recorder.last?.valueOffset, 2)
    }

    func testNothingOutsideTokens() {
        XCTAssertNil(hover(#"{"sections": [ ‸ ]}"#).1)
        XCTAssertNil(hover("‸").1)
        XCTAssertNil(hover(#"{"sections": [{"rows": [{"rowType": "text", "title": "Na‸me"}]}]}"#).1)
    }
}
