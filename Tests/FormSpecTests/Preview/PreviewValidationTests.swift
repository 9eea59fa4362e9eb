import FormSpec
import FormSpecJSON
import XCTest

/// `formValidationErrors`: doValidation of every visible row, in table order.
final class PreviewValidationTests: PreviewTestCase {
    func errors(_ result: PreviewResult) -> [String] {
        result.validationErrors.map { "\($0.tag ?? "-"): \($0.message ?? "nil")" }
    }

    func testEmptyMeansNilNullEmptyTextAndEmptyArraysButNotNoOrZero() {
        let spec = rows(
            #"""
            {"tag": "text", "rowType": "text", "title": "Text", "required": true},
            {"tag": "switch", "rowType": "booleanSwitch", "title": "Switch", "required": true},
            {"tag": "count", "rowType": "integer", "title": "Count", "required": true},
            {"tag": "amount", "rowType": "decimal", "title": "Amount", "required": true},
            {"tag": "many", "rowType": "multipleSelector", "title": "Many", "required": true, "selectorOptions": ["a", "b"]},
            {"tag": "when", "rowType": "date", "title": "When", "required": true}
            """#)
        XCTAssertEqual(
            errors(preview(spec)),
            [
                "text: Text can't be empty", "switch: Switch can't be empty", "count: Count can't be empty",
                "amount: Amount can't be empty", "many: Many can't be empty", "when: When can't be empty",
            ])
        let filled = preview(
            spec, ["text": "", "switch": false, "count": 0, "amount": "abc", "many": [], "when": "2026-01-02"])
        XCTAssertEqual(
            errors(filled), ["text: Text can't be empty", "many: Many can't be empty"],
            "'' becomes nil; NO, 0 and a NaN decimal are values; [] is empty")
        XCTAssertEqual(row(filled, "amount")?.value, "NaN")
        XCTAssertEqual(
            errors(
                preview(
                    spec, ["text": " ", "many": ["a"], "switch": true, "count": 1, "amount": 1, "when": "2026-01-02"])),
            [])
    }

    func testRequireMessageIsAFormatOfTheTitleOrTheTag() {
        let spec = rows(
            #"""
            {"tag": "titled", "rowType": "text", "title": "Name", "required": true, "requireMsg": "Please give %@ (100%%)"},
            {"tag": "untitled", "rowType": "text", "required": true},
            {"tag": "emptyTitle", "rowType": "text", "title": "", "required": true, "requireMsg": "%@ is missing"},
            {"tag": "positional", "rowType": "text", "title": "Age", "required": true, "requireMsg": "%1$@ / %1$@"},
            {"tag": "garbage", "rowType": "text", "title": "Zip", "required": true, "requireMsg": "%@ needs %d digits"}
            """#)
        let result = preview(spec)
        XCTAssertEqual(
            errors(result),
            [
                "titled: Please give Name (100%)", "untitled: untitled can't be empty",
                "emptyTitle: emptyTitle is missing",
                "positional: Age / Age", "garbage: Zip needs %d digits",
            ])
        let garbage = row(result, "garbage")?.warnings.first { $0.property == "requireMsg" }
        XCTAssertEqual(garbage?.crashes, true)
        XCTAssertTrue(garbage?.message.contains("'%d'") ?? false)
    }

    func testCopiedRowsLoseTagAndRequireMessage() {
        let spec = #"""
            {"sections": [{"multivaluedTag": "names", "sectionOptions": ["canInsert", "canDelete"],
              "rows": [{"tag": "first", "rowType": "text", "required": true, "requireMsg": "first %@"}]}]}
            """#
        let result = preview(spec, ["names": ["a", ""]])
        XCTAssertEqual(result.sections[0].rows.map(\.origin), [.spec, .firstRow])
        XCTAssertEqual(
            errors(result), ["-: (null) can't be empty"], "a copy has no tag, no title and the default message")
    }

    func testRegexValidatorTrimsSpacesAndTabsButNotNewlinesAndSkipsEmptyValues() {
        let spec = rows(
            #"""
            {"tag": "code", "rowType": "text", "title": "Code", "validators": [{"type": "regex", "regex": "[A-Z]{3}", "msg": "Three capitals"}]}
            """#)
        XCTAssertTrue(preview(spec).valid, "nil is skipped")
        XCTAssertTrue(preview(spec, ["code": " \tABC\t "]).valid)
        XCTAssertTrue(preview(spec, ["code": "\u{00A0}ABC"]).valid, "whitespaceCharacterSet holds no-break spaces")
        XCTAssertEqual(errors(preview(spec, ["code": "ABC\n"])), ["code: Three capitals"], "newlines are not trimmed")
        XCTAssertEqual(
            errors(preview(spec, ["code": "   "])), ["code: Three capitals"], "only spaces: matched as the empty string"
        )
        XCTAssertEqual(errors(preview(spec, ["code": "ABCD"])), ["code: Three capitals"], "the whole string must match")
    }

    func testRegexValidatorOnNumbersUsesStringValueAndIgnoresOptionsAndDates() {
        let spec = rows(
            #"""
            {"tag": "n", "rowType": "integer", "validators": [{"type": "regex", "regex": "\\d{2}", "msg": "two digits"}]},
            {"tag": "d", "rowType": "decimal", "validators": [{"type": "regex", "regex": "\\d\\.\\d", "msg": "d.d"}]},
            {"tag": "o", "rowType": "selectorPush", "value": "x", "selectorOptions": [{"formValue": "x", "formDisplayText": "X"}],
             "validators": [{"type": "regex", "regex": "nothing", "msg": "never"}]},
            {"tag": "when", "rowType": "date", "value": "2026-01-01", "validators": [{"type": "regex", "regex": "nothing", "msg": "never"}]}
            """#)
        XCTAssertEqual(errors(preview(spec, ["n": 42, "d": 1.5])), [])
        XCTAssertEqual(errors(preview(spec, ["n": 7, "d": 10])), ["n: two digits", "d: d.d"])
    }

    func testARegexOutOfTimeBudgetPassesWithAWarningAndAnInvalidOneCrashes() {
        let spec = rows(
            #"""
            {"tag": "slow", "rowType": "text", "validators": [{"type": "regex", "regex": "(a+)+b", "msg": "no"}]},
            {"tag": "broken", "rowType": "text", "validators": [{"type": "regex", "regex": "(unclosed", "msg": "no"}]}
            """#)
        let options = PreviewOptions(now: Self.fixedNow, regex: RegexEngine(timeLimit: 0.05))
        let result = preview(
            spec, ["slow": .string(String(repeating: "a", count: 40) + "c"), "broken": "x"], options: options)
        XCTAssertTrue(result.valid)
        let slow = row(result, "slow")?.warnings.first { $0.kind == .regex }
        XCTAssertEqual(slow?.crashes, false)
        XCTAssertTrue(slow?.message.contains("took longer") ?? false, "\(String(describing: slow))")
        XCTAssertEqual(row(result, "broken")?.warnings.first { $0.kind == .regex }?.crashes, true)
    }

    func testEmailValidatorsUseXLFormsPatternsAndMessage() {
        let spec = rows(
            #"""
            {"tag": "short", "rowType": "email", "validators": [{"type": "email"}]},
            {"tag": "long", "rowType": "email", "validators": [{"type": "emailLong", "msg": "Bad address"}]}
            """#)
        XCTAssertEqual(errors(preview(spec, ["short": "a@b.info", "long": "a@b.info"])), [])
        XCTAssertEqual(
            errors(preview(spec, ["short": "a@b.museum", "long": "a@b.museum"])), ["short: Invalid email address"])
        XCTAssertEqual(
            errors(preview(spec, ["short": "a@b", "long": "a@b.c"])),
            ["short: Invalid email address", "long: Bad address"])
    }

    func testLengthAndRangeValidators() {
        let spec = rows(
            #"""
            {"tag": "min", "rowType": "text", "validators": [{"type": "minLength", "length": 3}]},
            {"tag": "max", "rowType": "textView", "validators": [{"type": "maxLength", "length": 2, "msg": "Too long"}]},
            {"tag": "range", "rowType": "integer", "validators": [{"type": "range", "min": 1, "max": 10}]},
            {"tag": "low", "rowType": "decimal", "validators": [{"type": "range", "min": 0.5}]},
            {"tag": "text", "rowType": "text", "validators": [{"type": "range", "max": 5}]}
            """#)
        XCTAssertEqual(errors(preview(spec)), [], "empty values pass")
        XCTAssertEqual(
            errors(preview(spec, ["min": "ab ", "max": "日本\n", "range": 11, "low": 0.25, "text": "3"])),
            [
                "min: At least 3 characters", "max: Too long", "range: Must be between 1 and 10",
                "low: Must be at least 0.5",
                "text: Must be at most 5",
            ])
        XCTAssertEqual(
            errors(preview(spec, ["min": "日本語", "max": "👍👍", "range": 10, "low": 0.5])), [],
            "characters are code points; bounds are inclusive")
        XCTAssertEqual(errors(preview(spec, ["low": "abc"])), ["low: Must be at least 0.5"], "NaN is not a number")
    }

    func testTheFirstFailingValidatorWinsAndErrorsFollowTableOrder() {
        let spec = #"""
            {"sections": [
              {"rows": [{"tag": "b", "rowType": "text", "validators": [
                  {"type": "regex", "regex": ".*", "msg": "never"},
                  {"type": "regex", "regex": "\\d+", "msg": "digits"},
                  {"type": "minLength", "length": 10, "msg": "long"}]}]},
              {"rows": [{"tag": "a", "rowType": "text", "required": true, "validators": [{"type": "minLength", "length": 3, "msg": "short"}]}]}
            ]}
            """#
        let result = preview(spec, ["b": "x"])
        XCTAssertEqual(errors(result), ["b: digits", "a: a can't be empty"], "required fails before the validators")
        XCTAssertEqual(result.validationErrors.map { [$0.section, $0.row] }, [[0, 0], [1, 0]])
        XCTAssertEqual(row(result, "b")?.errors, ["digits"])
    }

    func testHiddenRowsAreSkippedAndDisabledRowsAreValidated() {
        let spec = rows(
            #"""
            {"tag": "hidden", "rowType": "text", "required": true, "hidden": true},
            {"tag": "disabled", "rowType": "text", "required": true, "disabled": true}
            """#)
        XCTAssertEqual(errors(preview(spec)), ["disabled: disabled can't be empty"])
        XCTAssertEqual(row(preview(spec), "hidden")?.errors, [])
    }

    func testAValidatorWithoutMessageCrashesXLFormWhenItFails() {
        let spec = rows(#"{"tag": "t", "rowType": "text", "validators": [{"type": "regex", "regex": "x"}]}"#)
        XCTAssertTrue(preview(spec, ["t": "x"]).allWarnings.isEmpty)
        let result = preview(spec, ["t": "y"])
        XCTAssertEqual(result.validationErrors.first?.message, nil)
        XCTAssertEqual(row(result, "t")?.errors, [nil])
        XCTAssertTrue(result.allWarnings.contains { $0.crashes && $0.message.contains("formValidationErrors") })
    }
}
