import FormSpec
import FormSpecJSON
import Foundation
import XCTest

/// Where XLForm's cells decide a value or a text by more than the value: the locale, the chosen
/// left option, the number the app wrote, a valueFormatter, an app validator, the clock, the
/// copy a multivalued insert makes. Each test names the XLForm source lines that decide it.
final class PreviewFidelityTests: PreviewTestCase {
    private func options(_ locale: String) -> PreviewOptions {
        PreviewOptions(now: Self.fixedNow, locale: Locale(identifier: locale))
    }

    /// XLFormTextFieldCell.m, lines 364-365: number and decimal rows take
    /// `[NSDecimalNumber decimalNumberWithString:text locale:NSLocale.currentLocale]`, which reads
    /// the number the text starts with, with the locale's decimal separator.
    func testNumberTextIsReadAsFarAsItIsANumberInThePreviewLocale() {
        let spec = rows(
            #"{"tag": "amount", "rowType": "decimal"}, {"tag": "count", "rowType": "number"}, "#
                + #"{"tag": "typed", "rowType": "decimal", "value": "1,5"}"#)
        let english = preview(spec, ["amount": "12abc", "count": "1,5"], options: options("en_US"))
        XCTAssertEqual(english.formValues["amount"], 12, "the prefix 12 of 12abc")
        XCTAssertEqual(english.formValues["count"], 1, "en_US stops at the comma")
        XCTAssertEqual(row(english, "amount")?.displayText, "12")
        let german = preview(spec, ["amount": "1,5", "count": "-2,25e1 kg"], options: options("de_DE"))
        XCTAssertEqual(german.formValues["amount"], 1.5, "de_DE reads the comma as the decimal separator")
        XCTAssertEqual(german.formValues["count"], -22.5)
        XCTAssertEqual(german.formValues["typed"], 1, "a spec's default is read as code writes it, with '.'")
        XCTAssertEqual(preview(spec, ["amount": "abc"]).formValues["amount"], "NaN", "no number at the start: NaN")
    }

    /// XLFormDateCell.m, lines 262-265: the cell's `locale` goes to its date formatter. It is set
    /// through cellConfigAtConfigure when the cell is made (XLFormRowDescriptor.m, lines 169 and
    /// 175-180), before the first `-update`; cellConfig is applied after it (XLFormViewController.m,
    /// lines 593-598), so the first display does not use it.
    func testADateCellFormatsInTheLocaleItIsGiven() {
        let spec = rows(
            #"{"tag": "fr", "rowType": "dateInline", "value": "2026-01-15", "cellConfigAtConfigure": {"locale": "FR_fr"}}, "#
                + #"{"tag": "plain", "rowType": "date", "value": "2026-01-15"}, "#
                + #"{"tag": "late", "rowType": "date", "value": "2026-01-15", "cellConfig": {"locale": "fr_FR"}}, "#
                + #"{"tag": "bad", "rowType": "date", "value": "2026-01-15", "cellConfigAtConfigure": {"locale": "xx_NOPE"}}"#
        )
        let result = preview(spec)
        XCTAssertEqual(row(result, "fr")?.displayText, "15 janv. 2026", "FR_fr is fr_FR, as ICU reads it")
        XCTAssertEqual(row(result, "plain")?.displayText, "Jan 15, 2026")
        XCTAssertEqual(row(result, "late")?.displayText, "Jan 15, 2026")
        XCTAssertEqual(row(result, "bad")?.displayText, "Jan 15, 2026")
        XCTAssertEqual(row(result, "bad")?.warnings.map(\.property), ["cellConfigAtConfigure.locale"])
    }

    /// XLFormLeftRightSelectorCell.m, lines 131-133: the left button and the row's title are the
    /// chosen left option's displayText; line 143 its noValueDisplayText; lines 168-171 its
    /// httpParameterKey. Nothing but `leftRightSelectorLeftOptionSelected` chooses it.
    func testTheLeftOptionIsTheOneChosenAndNamesTheRow() throws {
        let spec = rows(
            #"{"tag": "pick", "rowType": "selectorLeftRight", "required": true, "leftRightSelectorLeftOptionSelected": "nut", "selectorOptions": ["#
                + #"{"leftValue": {"formValue": "fruit", "formDisplayText": "Fruit"}, "httpParameterKey": "fruit", "rightOptions": ["apple"]}, "#
                + #"{"leftValue": {"formValue": "nut", "formDisplayText": "Nut"}, "httpParameterKey": "nut", "noValueDisplayText": "Pick a nut", "rightOptions": ["pecan"]}]}, "#
                + #"{"tag": "none", "rowType": "selectorLeftRight", "value": "x", "selectorOptions": [{"leftValue": "L", "rightOptions": ["x"]}]}"#
        )
        let shown = preview(spec)
        let pick = try XCTUnwrap(row(shown, "pick"))
        XCTAssertEqual(pick.title, "Nut", "the scalar formValue names the option object")
        XCTAssertEqual(pick.label, "Nut")
        XCTAssertEqual(pick.errors, ["Nut can't be empty"], "requireMsg is formatted with that title")
        XCTAssertEqual(pick.displayText, "Pick a nut")
        XCTAssertEqual(pick.leftValue, ["formValue": "nut", "formDisplayText": "Nut"])
        XCTAssertEqual(shown.httpParameters["nut"], .null)
        let none = try XCTUnwrap(row(shown, "none"))
        XCTAssertEqual(none.label, "(null)", "a value does not choose a left option")
        XCTAssertEqual(none.leftValue, .null)
        XCTAssertTrue(none.warnings.contains { $0.crashes && $0.property == "httpParameters" })

        let changed = preview(spec, ["pick": ["leftValue": "fruit", "value": "apple"]])
        XCTAssertEqual(row(changed, "pick")?.label, "Fruit")
        XCTAssertEqual(changed.httpParameters["fruit"], "apple")
        func firstRow(_ result: PreviewResult) -> JSONValue? {
            result.json(fields: [.sections])["sections"]?.arrayValue?.first?["rows"]?.arrayValue?.first
        }
        XCTAssertEqual(firstRow(changed)?["leftValue"], ["formValue": "fruit", "formDisplayText": "Fruit"])
        let text = preview(rows(#"{"tag": "t", "rowType": "text"}"#))
        XCTAssertNotNil(firstRow(text))
        XCTAssertNil(firstRow(text)?["leftValue"], "only left-right rows have the member")
    }

    /// The row holds the NSNumber the app writes: `@1` on a switch is the number 1 in formValues
    /// (XLFormDescriptor.m, lines 318-321, add `[row.value valueData]`); XLFormSwitchCell.m, line
    /// 47, shows it through `boolValue` and only line 58 (a tap) stores `@(on)`. A stepper's `@3`
    /// stays an integer (XLFormStepCounterCell.m, line 72, prints it with %@) until line 95.
    func testNumbersKeepTheFlavourTheyAreWrittenIn() {
        let spec = rows(
            #"{"tag": "one", "rowType": "booleanSwitch", "value": 1}, {"tag": "yes", "rowType": "booleanSwitch", "value": true}, "#
                + #"{"tag": "steps", "rowType": "stepCounter", "value": 3}, {"tag": "half", "rowType": "slider", "value": 0.5}"#
        )
        let result = preview(spec)
        let text = String(decoding: result.encoded(fields: [.formValues]).bytes, as: UTF8.self)
        XCTAssertEqual(text, #"{"formValues":{"one":1,"yes":true,"steps":3,"half":0.5}}"#)
        XCTAssertEqual(row(result, "steps")?.displayText, "3")
        XCTAssertEqual(preview(spec, ["one": 0]).formValues["one"], 0)
    }

    /// XLFormRowDescriptor.m, lines 242-256: `-displayTextValue` is the valueFormatter's
    /// `stringForObjectValue:` when the row has one, noValueDisplayText without a value; text
    /// fields (XLFormTextFieldCell.m, line 163) and selector cells (XLFormSelectorCell.m, line 89)
    /// show it. Foundation's formatters format in the preview's locale; an app's is not guessed.
    func testValueFormattersFormatTheDisplayText() throws {
        let spec = rows(
            #"{"tag": "usd", "rowType": "decimal", "value": 9.95, "valueFormatter": {"numberStyle": "currency"}}, "#
                + #"{"tag": "score", "rowType": "number", "value": 0.75, "valueFormatter": {"numberStyle": "percent"}}, "#
                + #"{"tag": "size", "rowType": "info", "value": 1024, "valueFormatter": {"class": "NSByteCountFormatter"}}, "#
                + #"{"tag": "memory", "rowType": "info", "value": 1048576, "valueFormatter": {"class": "NSByteCountFormatter", "countStyle": "memory"}}, "#
                + #"{"tag": "words", "rowType": "text", "value": "abc", "valueFormatter": {"numberStyle": "decimal"}}, "#
                + #"{"tag": "empty", "rowType": "decimal", "noValueDisplayText": "none", "valueFormatter": {"numberStyle": "currency"}}, "#
                + #"{"tag": "phone", "rowType": "phone", "value": "5551234", "valueFormatter": {"class": "PhoneFormatter"}}, "#
                + #"{"tag": "phoneless", "rowType": "phone", "noValueDisplayText": "-", "valueFormatter": {"class": "PhoneFormatter"}}"#
        )
        let result = preview(spec)
        XCTAssertEqual(row(result, "usd")?.displayText, "$9.95")
        XCTAssertEqual(row(result, "score")?.displayText, "75%")
        XCTAssertEqual(row(result, "size")?.displayText, "1 KB")
        XCTAssertEqual(row(result, "memory")?.displayText, "1 MB")
        XCTAssertNil(row(result, "words")?.displayText, "NSNumberFormatter answers nil for a string")
        XCTAssertEqual(row(result, "empty")?.displayText, "none")
        XCTAssertNil(row(result, "phone")?.displayText, "the app's formatter: not evaluable")
        XCTAssertEqual(row(result, "phone")?.warnings.map(\.kind), [.app])
        XCTAssertTrue(row(result, "phone")?.warnings.first?.message.contains("PhoneFormatter") ?? false)
        XCTAssertEqual(row(result, "phoneless")?.displayText, "-", "no value: noValueDisplayText, known")
        XCTAssertEqual(result.formValues["usd"], 9.95, "the value itself is not formatted")
        let german = preview(spec, options: options("de_DE"))
        XCTAssertEqual(row(german, "usd")?.displayText, "9,95\u{A0}€")
    }

    /// XLFormRowDescriptor.m, lines 582-594: `-doValidation` asks each validator's `isValid:`;
    /// an app class is the app's code, so the preview says it did not run it.
    func testAppValidatorsAreReportedAsNotEvaluated() throws {
        let spec = rows(
            #"{"tag": "zip", "rowType": "zipCode", "validators": [{"type": "app", "class": "ZipValidator", "msg": "Bad zip"}, {"type": "minLength", "length": 5}]}"#
        )
        let result = preview(spec, ["zip": "123"])
        XCTAssertEqual(
            result.validationErrors.map(\.message), ["At least 5 characters"], "the next validator still runs")
        let warning = try XCTUnwrap(row(result, "zip")?.warnings.first)
        XCTAssertEqual(warning.kind, .app)
        XCTAssertEqual(warning.tag, "zip")
        XCTAssertEqual(warning.property, "validators[0]")
        XCTAssertTrue(warning.message.contains("ZipValidator"), warning.message)
        XCTAssertTrue(preview(spec, ["zip": "12345"]).valid, "the app validator lets the value pass")
    }

    /// `+[NSDate dateWithTimeIntervalSinceNow:]` when the form is built: the preview's `now`.
    func testRelativeDatesAreMadeFromThePreviewsNow() throws {
        let spec = rows(
            #"{"tag": "due", "rowType": "date", "value": {"timeIntervalSinceNow": 86400}}, {"tag": "at", "rowType": "datetime"}, "#
                + #"{"tag": "late", "rowType": "text", "hidden": "$due > $at"}"#)
        let form = CompiledForm(SpecDocument(text: spec))
        let first = Preview.run(
            form, values: PreviewValues(["at": ["timeIntervalSinceNow": -3600]]), options: options("en_US"))
        XCTAssertEqual(first.formValues["due"], "2026-01-02T00:00:00Z")
        XCTAssertEqual(first.formValues["at"], "2025-12-31T23:00:00Z")
        XCTAssertEqual(visibleTags(first), ["due", "at"], "predicates compare the made dates")
        let later = PreviewOptions(now: Self.fixedNow.addingTimeInterval(7 * 86400))
        XCTAssertEqual(
            Preview.run(form, options: later).formValues["due"], "2026-01-09T00:00:00Z",
            "one compiled form, each preview's now")
    }

    /// XLFormRowDescriptor.m, lines 296-328 (`copyWithZone:`): an inserted copy keeps
    /// cellConfigAtConfigure and leftRightSelectorLeftOptionSelected, not the valueFormatter.
    func testTemplateCopiesKeepOnlyWhatCopyWithZoneCopies() throws {
        let spec = """
            {"sections": [{"multivaluedTag": "prices", "sectionOptions": ["canInsert"],
              "multivaluedRowTemplate": {"rowType": "decimal", "valueFormatter": {"class": "PriceFormatter"}},
              "rows": [{"tag": "first", "rowType": "decimal", "valueFormatter": {"numberStyle": "currency"}}]},
             {"multivaluedTag": "picks", "sectionOptions": ["canInsert"],
              "multivaluedRowTemplate": {"rowType": "selectorLeftRight", "leftRightSelectorLeftOptionSelected": "L",
                "selectorOptions": [{"leftValue": "L", "httpParameterKey": "l", "rightOptions": ["x"]}]}, "rows": []},
             {"multivaluedTag": "days", "sectionOptions": ["canInsert"],
              "multivaluedRowTemplate": {"rowType": "date", "cellConfigAtConfigure": {"locale": "fr_FR"}}, "rows": []}]}
            """
        let result = preview(spec, ["prices": [2, 3], "picks": ["x"], "days": ["2026-01-15"]])
        let prices = result.sections[0].rows
        XCTAssertEqual(prices.map(\.displayText), ["$2.00", "3"], "the copy has no formatter")
        XCTAssertEqual(prices[1].warnings.map(\.kind), [], "nor the warning about the template's")
        XCTAssertEqual(result.sections[1].rows[0].label, "L")
        XCTAssertEqual(result.sections[1].rows[0].leftValue, "L")
        XCTAssertEqual(result.sections[2].rows[0].displayText, "15 janv. 2026")
    }

    /// XLFormSectionDescriptor.m, lines 92-94 make the button with the title "Add Item"; the app's
    /// `multivaluedAddButton.title` replaces it.
    func testTheAddButtonShowsItsTitle() {
        let spec = """
            {"sections": [{"sectionOptions": ["canInsert"], "sectionInsertMode": "button", "multivaluedAddButton": {"title": "Add New Tag"}, "rows": []},
             {"sectionOptions": ["canInsert"], "sectionInsertMode": "button", "rows": []}]}
            """
        let result = preview(spec)
        XCTAssertEqual(result.sections.map { $0.rows.map(\.title) }, [["Add New Tag"], ["Add Item"]])
        XCTAssertEqual(result.sections[0].rows[0].label, "Add New Tag")
    }
}
