import FormSpec
import FormSpecJSON
import XCTest

/// hidden / disabled as XLForm computes them when the form is shown with some values.
final class PreviewConditionTests: PreviewTestCase {
    func testTagRewritingAndOptionObjects() {
        let spec = rows(
            #"""
            {"tag": "kind", "rowType": "selectorPush", "value": "b",
             "selectorOptions": [{"formValue": "a", "formDisplayText": "A"}, {"formValue": "b", "formDisplayText": "B"}]},
            {"tag": "plain", "rowType": "text", "hidden": "$kind == 'b'"},
            {"tag": "byValue", "rowType": "text", "hidden": "$kind.value.formValue == 'b'"}
            """#)
        let result = preview(spec)
        // `$kind` becomes `$kind.value`, an XLFormOptionsObject, which never equals a string.
        XCTAssertEqual(row(result, "plain")?.hidden, false)
        XCTAssertEqual(row(result, "byValue")?.hidden, true)
    }

    func testARowOfAHiddenSectionKeepsItsOwnHiddenFalse() {
        let spec = #"""
            {"sections": [
              {"title": "Switch", "rows": [{"tag": "on", "rowType": "booleanSwitch", "value": true}]},
              {"title": "Details", "hidden": "$on == 1", "rows": [{"tag": "inner", "rowType": "text", "value": "x", "required": true}]},
              {"rows": [{"tag": "probe", "rowType": "text", "hidden": "$inner.isHidden == 1"}]}
            ]}
            """#
        let result = preview(spec)
        XCTAssertEqual(result.sections[1].hidden, true)
        XCTAssertEqual(row(result, "inner")?.hidden, false, "hiding a section does not make its rows report isHidden")
        XCTAssertEqual(row(result, "probe")?.hidden, false, "so $inner.isHidden reads NO")
        XCTAssertNil(result.formValues["inner"], "rows of hidden sections are left out of formValues")
        XCTAssertFalse(visibleTags(result).contains("inner"))
        let empty = preview(spec, ["inner": ""])
        XCTAssertTrue(empty.valid, "rows of hidden sections are not validated")
    }

    func testIsHiddenChainsEvaluateInDependencyOrder() {
        // `first` reads rows that come after it; each is evaluated when first read.
        let spec = rows(
            #"""
            {"tag": "first", "rowType": "text", "hidden": "$second.isHidden == 1"},
            {"tag": "second", "rowType": "text", "hidden": "$third.isDisabled == 1"},
            {"tag": "third", "rowType": "text", "disabled": "$flag == 1"},
            {"tag": "flag", "rowType": "booleanCheck", "value": false}
            """#)
        let off = preview(spec)
        XCTAssertEqual(
            [row(off, "first")?.hidden, row(off, "second")?.hidden, row(off, "third")?.disabled], [false, false, false])
        let on = preview(spec, ["flag": true])
        XCTAssertEqual(
            [row(on, "first")?.hidden, row(on, "second")?.hidden, row(on, "third")?.disabled], [true, true, true])
        XCTAssertTrue(warnings(on, .evaluation).isEmpty, "\(on.allWarnings)")
    }

    func testCyclesAreReportedAndKeepTheInitialState() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "text", "hidden": "$b.isHidden == 0"},
            {"tag": "b", "rowType": "text", "hidden": "$a.isHidden == 0"},
            {"tag": "self", "rowType": "text", "disabled": "SELF.isDisabled == 0"},
            {"tag": "after", "rowType": "text", "hidden": "$a.isHidden == 0"}
            """#)
        let result = preview(spec)
        XCTAssertEqual(row(result, "a")?.hidden, false)
        XCTAssertEqual(row(result, "b")?.hidden, false)
        XCTAssertEqual(row(result, "self")?.disabled, false)
        let cycles = warnings(result, .cycle)
        XCTAssertEqual(Set(cycles.compactMap(\.tag)), ["a", "b", "self"], "\(cycles)")
        XCTAssertTrue(cycles.allSatisfy(\.crashes))
        XCTAssertTrue(
            cycles.contains {
                $0.tag == "a" && $0.message.contains("row 'a'.isHidden → row 'b'.isHidden → row 'a'.isHidden")
            }, "\(cycles)")
        // A row reading a row of the cycle sees its kept state (NO) and is itself fine.
        XCTAssertEqual(row(result, "after")?.hidden, true)
    }

    func testTheFormsDisabledDisablesEveryRowWithoutEvaluating() {
        let spec = #"""
            {"disabled": true, "sections": [{"rows": [
              {"tag": "a", "rowType": "text"},
              {"tag": "b", "rowType": "text", "hidden": "$a.isDisabled == 1"}
            ]}]}
            """#
        let result = preview(spec)
        XCTAssertTrue(result.disabled)
        XCTAssertEqual(row(result, "a")?.disabled, true)
        XCTAssertEqual(row(result, "b")?.hidden, true, "isDisabled answers YES while the form is disabled")
        XCTAssertEqual(result.formValues, [:])
    }

    func testAFormDisabledPredicate() {
        let spec = #"""
            {"disabled": "$lock == 1", "sections": [{"rows": [
              {"tag": "lock", "rowType": "booleanSwitch", "value": false}, {"tag": "a", "rowType": "text"}
            ]}]}
            """#
        XCTAssertEqual(row(preview(spec), "a")?.disabled, false)
        let locked = preview(spec, ["lock": true])
        XCTAssertTrue(locked.disabled)
        XCTAssertEqual(row(locked, "a")?.disabled, true)
    }

    func testEvaluationErrorsKeepTheStateAndSayWhy() {
        let spec = rows(
            #"""
            {"tag": "name", "rowType": "text", "value": "Ann"},
            {"tag": "unknown", "rowType": "text", "hidden": "$nope == 1"},
            {"tag": "ordering", "rowType": "text", "hidden": "$name > 5"},
            {"tag": "key", "rowType": "text", "disabled": "$name.value.nope == 1"}
            """#)
        let result = preview(spec)
        XCTAssertEqual(row(result, "unknown")?.hidden, false)
        XCTAssertEqual(row(result, "ordering")?.hidden, false)
        XCTAssertEqual(row(result, "key")?.disabled, false)
        let messages = warnings(result, .evaluation).map { "\($0.tag ?? ""): \($0.message)" }
        XCTAssertEqual(messages.count, 3, "\(messages)")
        XCTAssertTrue(
            messages.contains { $0.hasPrefix("unknown:") && $0.contains("Can't get value for 'nope' in bindings") },
            "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("ordering:") && $0.contains("NSString") }, "\(messages)")
        XCTAssertTrue(
            messages.contains {
                $0.hasPrefix("key:") && $0.contains("not key value coding-compliant for the key nope")
            }, "\(messages)")
        XCTAssertTrue(warnings(result, .evaluation).allSatisfy { !$0.crashes }, "XLForm catches evaluation errors")
    }

    func testARegexThatRunsOutOfTimeKeepsTheStateInsteadOfHanging() {
        let spec = rows(
            #"""
            {"tag": "t", "rowType": "text"},
            {"tag": "slow", "rowType": "text", "hidden": "$t MATCHES '(a+)+b'"}
            """#)
        let options = PreviewOptions(now: Self.fixedNow, regex: RegexEngine(timeLimit: 0.05))
        let start = Date()
        let result = preview(spec, ["t": .string(String(repeating: "a", count: 40) + "c")], options: options)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(row(result, "slow")?.hidden, false)
        XCTAssertTrue(
            row(result, "slow")?.warnings.contains {
                $0.kind == .evaluation && $0.message.contains("took longer than 50 ms")
            } ?? false,
            "\(result.allWarnings)")
    }

    func testUnparsablePredicatesAndUntaggedRowsWithPredicatesCrashXLForm() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "text", "hidden": "$a =="},
            {"tag": "b", "rowType": "text", "disabled": "$ == 1"},
            {"rowType": "text", "hidden": "$a == 'x'"},
            {"rowType": "text", "hidden": "TRUEPREDICATE"}
            """#)
        let result = preview(spec)
        let crashes = result.allWarnings.filter(\.crashes)
        XCTAssertTrue(
            crashes.contains { $0.tag == "a" && $0.property == "hidden" && $0.message.contains("predicateWithFormat") },
            "\(crashes)")
        XCTAssertTrue(
            crashes.contains { $0.tag == "b" && $0.property == "disabled" && $0.message.contains("NSRangeException") },
            "\(crashes)")
        XCTAssertTrue(result.sections[0].rows[2].warnings.contains { $0.crashes && $0.message.contains("no tag") })
        XCTAssertFalse(
            result.sections[0].rows[3].warnings.contains { $0.crashes }, "no variables, no observer, no crash")
        XCTAssertEqual(result.sections[0].rows[3].hidden, true)
        XCTAssertEqual(row(result, "a")?.hidden, false, "the setter raised, so hidden stays NO")
    }

    func testTemplatesAreNotEvaluatedButTheirCopiesAre() {
        let spec = #"""
            {"sections": [{"multivaluedTag": "items", "sectionOptions": ["canInsert"],
              "multivaluedRowTemplate": {"rowType": "text", "title": "Item", "hidden": "$missing == 1"},
              "rows": []}]}
            """#
        XCTAssertTrue(preview(spec).allWarnings.isEmpty, "a template is outside the form")
        let inserted = preview(spec, ["items": ["x"]])
        XCTAssertTrue(
            inserted.sections[0].rows[0].warnings.contains { $0.crashes && $0.message.contains("no tag") },
            "\(inserted.allWarnings)")
    }

    func testDuplicateTagsBindTheLastRow() {
        let spec = rows(
            #"""
            {"tag": "dup", "rowType": "text", "value": "first"},
            {"tag": "dup", "rowType": "text", "value": "second"},
            {"tag": "probe", "rowType": "text", "hidden": "$dup == 'second'"}
            """#)
        let result = preview(spec)
        XCTAssertEqual(row(result, "probe")?.hidden, true)
        XCTAssertEqual(result.formValues["dup"], "second")
        let given = preview(spec, ["dup": "third"])
        XCTAssertEqual(
            given.sections[0].rows.map(\.value), ["first", "third", .null], "a value goes to the registered (last) row")
    }

    func testNowComesFromTheOptions() {
        let spec = rows(
            #"{"tag": "d", "rowType": "date", "value": "2026-06-01"}, {"tag": "past", "rowType": "text", "hidden": "$d < now()"}"#
        )
        XCTAssertEqual(row(preview(spec), "past")?.hidden, false, "fixedNow is 2026-01-01")
        let later = preview(spec, options: PreviewOptions(now: Date(timeIntervalSince1970: 1_800_000_000)))
        XCTAssertEqual(row(later, "past")?.hidden, true)
    }
}
