import FormSpec
import FormSpecJSON
import XCTest

/// Labels and display texts as each XLForm cell's `-update` sets them.
final class PreviewDisplayTests: PreviewTestCase {
    func display(_ result: PreviewResult) -> [String: String] {
        var out: [String: String] = [:]
        for row in result.sections.flatMap(\.rows) {
            if let tag = row.tag { out[tag] = row.displayText ?? "∅" }
        }
        return out
    }

    func testEveryRowTypeInTheDefaultLocale() throws {
        let result = try example("every-row-type.form.json")
        let narrow = "\u{202F}"
        XCTAssertEqual(
            display(result),
            [
                "textRow": "hello", "nameRow": "hello", "urlRow": "hello", "emailRow": "hello", "passwordRow": "hello",
                "numberRow": "42", "phoneRow": "hello", "twitterRow": "hello", "accountRow": "hello", "integerRow": "7",
                "decimalRow": "3.25", "zipCodeRow": "hello", "textViewRow": "hello",
                "selectorPushRow": "Banana", "selectorPopoverRow": "Banana", "selectorActionSheetRow": "Banana",
                "selectorAlertViewRow": "Banana", "selectorPickerViewRow": "Banana",
                "selectorPickerViewInlineRow": "Banana",
                "multipleSelectorRow": "Apple, Cherry", "multipleSelectorPopoverRow": "Apple, Cherry",
                "selectorLeftRightRow": "Banana",
                "selectorSegmentedControlRow": "Banana", "pickerRow": "∅",
                "dateInlineRow": "Nov 21, 2026", "datetimeInlineRow": "11/21/26, 9:00\(narrow)AM",
                "timeInlineRow": "9:00\(narrow)AM",
                "countDownTimerInlineRow": "9hours 0min", "dateRow": "Nov 21, 2026",
                "datetimeRow": "11/21/26, 9:00\(narrow)AM",
                "timeRow": "9:00\(narrow)AM", "countDownTimerRow": "9hours 0min", "datePickerRow": "∅",
                "sliderRow": "∅", "booleanCheckRow": "∅", "booleanSwitchRow": "∅", "buttonRow": "∅", "infoRow": "v1.0",
                "stepCounterRow": "3", "imageRow": "∅",
            ])
        XCTAssertEqual(row(result, "selectorLeftRightRow")?.label, "Fruit", "the left option inferred from the value")
        XCTAssertEqual(row(result, "pickerRow")?.label, nil, "a picker cell has no title label")
        XCTAssertTrue(result.valid)
        XCTAssertEqual(
            result.formValues.count, 38, "every valued row but the button and the image: \(result.formValues.keys)")
        XCTAssertTrue(result.allWarnings.isEmpty, "\(result.allWarnings)")
    }

    func testDatesFollowTheLocaleAndZoneButCountDownsStayInGMT() {
        let spec = rows(
            #"""
            {"tag": "d", "rowType": "date", "value": "2026-11-21T23:30:00Z"},
            {"tag": "dt", "rowType": "datetimeInline", "value": "2026-11-21T23:30:00Z"},
            {"tag": "t", "rowType": "time", "value": "2026-11-21T23:30:00Z"},
            {"tag": "cd", "rowType": "countDownTimer", "value": "2026-11-21T01:05:00Z"},
            {"tag": "none", "rowType": "date", "noValueDisplayText": "Pick a day"}
            """#)
        let options = PreviewOptions(
            now: Self.fixedNow, locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Europe/Berlin")!)
        XCTAssertEqual(
            display(preview(spec, options: options)),
            ["d": "22.11.2026", "dt": "22.11.26, 00:30", "t": "00:30", "cd": "1hour 5min", "none": "Pick a day"])
    }

    /// A pooled session keeps a date row's default text only for the locale and zone that made it.
    func testDefaultDateTextsFollowEachPreviewsLocale() {
        let form = CompiledForm(
            SpecDocument(text: rows(#"{"tag": "d", "rowType": "datetimeInline", "value": "2026-11-21T23:30:00Z"}"#)))
        let german = PreviewOptions(
            now: Self.fixedNow, locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let american = PreviewOptions(now: Self.fixedNow)
        for (options, expected) in [
            (german, "22.11.26, 00:30"), (american, "11/21/26, 11:30\u{202F}PM"),
            (american, "11/21/26, 11:30\u{202F}PM"),
            (german, "22.11.26, 00:30"), (american, "11/21/26, 11:30\u{202F}PM"),
        ] {
            XCTAssertEqual(Preview.run(form, options: options).sections[0].rows[0].displayText, expected)
        }
        XCTAssertEqual(
            Preview.run(form, values: PreviewValues(["d": "2026-01-02T03:04:05Z"]), options: german).sections[0].rows[0]
                .displayText,
            "02.01.26, 04:04")
        XCTAssertEqual(
            Preview.run(form, options: american).sections[0].rows[0].displayText, "11/21/26, 11:30\u{202F}PM")
    }

    func testSelectorTextsAndNoValueDisplayText() {
        let spec = rows(
            #"""
            {"tag": "one", "rowType": "selectorPush", "noValueDisplayText": "None", "selectorOptions": ["x", 2, true]},
            {"tag": "many", "rowType": "multipleSelector", "noValueDisplayText": "Nothing", "selectorOptions": [3, {"formValue": "z", "formDisplayText": "Zed"}, 1]},
            {"tag": "seg", "rowType": "selectorSegmentedControl", "selectorOptions": ["p", "q"]},
            {"tag": "field", "rowType": "decimal", "noValueDisplayText": "0.00"},
            {"tag": "notes", "rowType": "textView"}
            """#)
        XCTAssertEqual(
            display(preview(spec)), ["one": "None", "many": "Nothing", "seg": "∅", "field": "0.00", "notes": "∅"])
        XCTAssertEqual(
            display(preview(spec, ["one": true, "many": [1, "z", 3], "seg": "q", "field": "1.50", "notes": "hi"])),
            ["one": "1", "many": "3, Zed, 1", "seg": "q", "field": "1.5", "notes": "hi"],
            "multiple selections are listed in option order")
        XCTAssertEqual(display(preview(spec, ["many": []]))["many"], "Nothing")
    }

    func testLabelsFollowEachCellsAsteriskRules() {
        let spec = #"""
            {"addAsteriskToRequiredRowsTitle": true, "sections": [{"rows": [
              {"tag": "text", "rowType": "text", "title": "Name", "required": true},
              {"tag": "untitledText", "rowType": "text", "required": true},
              {"tag": "date", "rowType": "date", "required": true},
              {"tag": "selector", "rowType": "selectorPush", "title": "Kind", "required": true, "selectorOptions": ["a"]},
              {"tag": "switch", "rowType": "booleanSwitch", "title": "On", "required": true},
              {"tag": "optional", "rowType": "text", "title": "Note"}
            ]}]}
            """#
        let labels = preview(spec).sections[0].rows.map(\.label)
        XCTAssertEqual(labels, ["Name*", nil, "(null)*", "Kind*", "On", "Note"])
        let plain = preview(
            spec.replacingOccurrences(of: #""addAsteriskToRequiredRowsTitle": true"#, with: #""title": "F""#))
        XCTAssertEqual(plain.sections[0].rows.map(\.label), ["Name", nil, "(null)", "Kind", "On", "Note"])
    }

    func testValueTransformersNeedTheApp() {
        let result = preview(
            rows(
                #"{"tag": "d", "rowType": "date", "value": "2026-01-01", "valueTransformer": "RelativeDateTransformer"}"#
            ))
        XCTAssertEqual(row(result, "d")?.displayText, "Jan 1, 2026")
        XCTAssertEqual(row(result, "d")?.warnings.first?.kind, .app)
    }
}
