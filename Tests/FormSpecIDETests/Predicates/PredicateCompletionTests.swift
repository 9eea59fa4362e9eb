import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Completion inside hidden/disabled strings: what is offered where, and the text after
/// accepting an item (never a duplicated character, escapes right).
final class PredicateCompletionTests: XCTestCase {
    let engine = CompletionEngine(predicates: PredicateCompletionSupport())

    /// A form whose last row's `hidden` is `predicate` (with a `‸`).
    static func spec(_ predicate: String, title: String = "日本 👍") -> String {
        #"""
        {"title": "\#(title)", "sections": [{"title": "Main", "rows": [
          {"tag": "allDay", "rowType": "booleanSwitch", "title": "All-day", "value": true},
          {"tag": "mode", "rowType": "selectorPush", "title": "Mode", "selectorOptions": [{"formValue": "on", "formDisplayText": "On"}, "off", {"formValue": "it's \"ok\"", "formDisplayText": "Quotes"}]},
          {"tag": "all-day", "rowType": "text"},
          {"tag": "notes", "rowType": "textView", "title": "Notes"},
          {"tag": "starts", "rowType": "dateInline", "title": "Starts", "hidden": "\#(predicate)"},
          {"tag": "later", "rowType": "text"}
        ]}]}
        """#
    }

    private func complete(_ predicate: String) -> (CursorFixture, CompletionList) {
        let f = CursorFixture(Self.spec(predicate))
        return (f, engine.complete(in: f.document, at: f.offset))
    }

    /// The `hidden` string of the `starts` row after accepting `label`.
    private func accept(
        _ label: String, _ predicate: String, file: StaticString = #filePath, line: UInt = #line
    ) -> String? {
        let (f, list) = complete(predicate)
        guard let item = list.item(label, file: file, line: line) else { return nil }
        return SpecDocument(text: f.applying(item)).form?.rows.first { $0.effectiveTag == "starts" }?.hidden?
            .predicateSource?.value
    }

    func testTagsAfterDollarNearestFirstWithTypeAndTitle() {
        let (f, list) = complete("$‸")
        XCTAssertEqual(list.labels, ["notes", "later", "mode", "allDay", "starts"])
        XCTAssertEqual(list.items.sorted { $0.sortText < $1.sortText }.map(\.label), list.labels)
        XCTAssertEqual(list.item("allDay")?.detail, "booleanSwitch “All-day”")
        XCTAssertEqual(list.item("allDay")?.kind, .variable)
        XCTAssertEqual(list.item("later")?.edit.range, .empty(at: f.offset))
        XCTAssertFalse(list.isIncomplete)
        XCTAssertFalse(list.labels.contains("all-day"), "a tag $ cannot reach is not offered")
    }

    func testHalfTypedTagIsReplacedWhole() {
        let (_, list) = complete("$al‸")
        XCTAssertEqual(list.labels, ["allDay"])
        XCTAssertEqual(accept("allDay", "$al‸ == 1"), "$allDay == 1")
        XCTAssertEqual(accept("notes", "$no‸tes2 == 1"), "$notes == 1")
    }

    func testAttributesAfterTheTagAndKeysAfterValue() {
        let (_, list) = complete("$allDay.‸")
        XCTAssertEqual(list.labels, ["value", "isHidden", "isDisabled"])
        XCTAssertFalse(list.isIncomplete)
        XCTAssertEqual(accept("isHidden", "$allDay.isH‸ == 1"), "$allDay.isHidden == 1")
        XCTAssertEqual(complete("$mode.value.‸").1.labels, ["formValue", "formDisplayText"])
        XCTAssertEqual(complete("$notes.value.‸").1.labels, ["length"])
    }

    func testOperatorsAfterAValueAndLogicalOperatorsAfterAComparison() {
        let (_, list) = complete("$notes ‸")
        XCTAssertTrue(
            list.labels.starts(with: ["==", "!=", "<", "<=", ">", ">=", "CONTAINS", "CONTAINS[c]"]), "\(list.labels)")
        XCTAssertTrue(list.isIncomplete)
        XCTAssertEqual(list.item("CONTAINS[c]")?.detail, "case-insensitive substring")
        XCTAssertEqual(accept("CONTAINS[c]", "$notes CONT‸ 'x'"), "$notes CONTAINS[c] 'x'")
        XCTAssertEqual(complete("$allDay == 1 ‸").1.labels, ["AND", "OR"])
        XCTAssertEqual(complete("$allDay == 1 AND ‸").1.labels.prefix(2), ["$notes", "$later"])
        XCTAssertTrue(complete("$allDay == 1 AND ‸").1.labels.contains("NOT"))
    }

    func testComparisonOptionsOnlyRightAfterTheOperator() {
        XCTAssertTrue(complete("$notes ==‸").1.labels.contains("[c]"))
        XCTAssertEqual(accept("[cd]", "$notes ==‸ 'x'"), "$notes ==[cd] 'x'")
        XCTAssertFalse(complete("$notes == ‸").1.labels.contains("[c]"))
        // A word operator may still be growing: its `[c]` form is offered instead.
        XCTAssertTrue(complete("$notes CONTAINS‸").1.labels.contains("CONTAINS[c]"))
    }

    func testBooleansAfterASwitchAndAfterIsHidden() {
        let (_, list) = complete("$allDay == ‸")
        XCTAssertEqual(
            Array(list.items.sorted { $0.sortText < $1.sortText }.map(\.label).prefix(4)), ["YES", "NO", "1", "0"])
        XCTAssertEqual(complete("$notes.isHidden != ‸").1.labels.prefix(4), ["YES", "NO", "1", "0"])
        XCTAssertFalse(complete("$notes == ‸").1.labels.contains("1"))
        XCTAssertEqual(accept("NO", "$allDay == ‸"), "$allDay == NO")
    }

    func testOptionValuesQuotedAndComparedByFormValue() {
        let (_, list) = complete("$mode == ‸")
        XCTAssertEqual(Array(list.labels.prefix(3)), ["'on'", "'off'", #"'it\'s "ok"'"#])
        XCTAssertEqual(list.item("'on'")?.detail, "option “On”, compared by formValue")
        // An option object never equals a string: the left side gains `.value.formValue`.
        XCTAssertEqual(accept("'on'", "$mode == ‸"), "$mode.value.formValue == 'on'")
        // A scalar option is the value itself.
        XCTAssertEqual(accept("'off'", "$mode == ‸"), "$mode == 'off'")
        XCTAssertEqual(accept("'on'", "$mode.value != ‸"), "$mode.value.formValue != 'on'")
        XCTAssertEqual(accept("'on'", "$mode.value.formValue IN {'off', ‸"), "$mode.value.formValue IN {'off', 'on'")
        // Quotes of both kinds survive the predicate and the JSON string.
        let quoted = accept(#"'it\'s "ok"'"#, "$mode.value.formValue == ‸")
        XCTAssertEqual(quoted, #"$mode.value.formValue == 'it\'s "ok"'"#)
        let parsed = XLFormPredicate.parse(quoted ?? "")
        XCTAssertTrue(parsed.isValid)
        guard case .comparison(let c)? = parsed.predicate?.kind else { return XCTFail("not a comparison") }
        XCTAssertEqual(c.right.kind, .constant(.string(#"it's "ok""#)))
    }

    func testOptionValuesInsideAQuoteReplaceTheWholeLiteral() {
        XCTAssertEqual(accept("'on'", "$mode.value.formValue == 'o‸"), "$mode.value.formValue == 'on'")
        XCTAssertEqual(accept("'off'", "$mode == 'o‸' AND $allDay == 1"), "$mode == 'off' AND $allDay == 1")
        let (_, list) = complete("$mode.value.formValue == 'o‸")
        XCTAssertEqual(list.item("'on'")?.filterText, "'on' On")
        XCTAssertTrue(complete("$notes == 'o‸").1.items.isEmpty)
    }

    func testStartOfAnEmptyPredicate() {
        let (_, list) = complete("‸")
        XCTAssertTrue(
            list.labels.contains("$notes") && list.labels.contains("NOT") && list.labels.contains("TRUEPREDICATE"),
            "\(list.labels)")
        XCTAssertEqual(accept("$notes", "no‸"), "$notes")
        XCTAssertEqual(list.item("$notes")?.filterText, "notes")
    }

    func testEscapesAndNonASCIIBeforeTheCursor() {
        XCTAssertEqual(accept("allDay", #"$notes == \"日本 👍\" OR $al‸"#), #"$notes == "日本 👍" OR $allDay"#)
        XCTAssertEqual(
            accept("'on'", #"$notes CONTAINS \"\u00e9\" AND $mode == ‸"#),
            #"$notes CONTAINS "é" AND $mode.value.formValue == 'on'"#)
    }

    func testTagsStartingWithWhatIsTypedRankFirst() {
        let list = complete("$a‸").1
        XCTAssertEqual(list.labels, ["later", "allDay", "starts"], "nearest first, the owner last")
        XCTAssertEqual(
            list.items.sorted { $0.sortText < $1.sortText }.map(\.label), ["allDay", "later", "starts"],
            "a tag that starts with `a` before those that only contain it")
        let options = complete("$mode == '‸").1
        XCTAssertEqual(options.item("'on'")?.filterText, "'on' On", "the display text finds an option")
    }

    func testBooleansAfterASwitchAreOfferedOnce() {
        let labels = complete("$allDay == ‸").1.labels
        XCTAssertEqual(labels.filter { $0 == "YES" }.count, 1, "\(labels)")
        XCTAssertEqual(labels.filter { $0 == "NO" }.count, 1, "\(labels)")
        XCTAssertTrue(labels.contains("nil") && labels.contains("TRUE"), "the other literals stay")
    }

    func testComparisonOptionsBeingTypedAfterAnOperator() {
        let (_, list) = complete("$notes CONTAINS[‸")
        XCTAssertEqual(list.labels, ["[c]", "[d]", "[cd]"])
        XCTAssertEqual(accept("[cd]", "$notes CONTAINS[‸"), "$notes CONTAINS[cd]")
        XCTAssertEqual(accept("[c]", "$notes beginswith[c‸] 'x'"), "$notes beginswith[c] 'x'")
        XCTAssertEqual(accept("[d]", "$notes ==[‸"), "$notes ==[d]")
        XCTAssertFalse(complete("$notes CONTAINS 'a[‸").1.labels.contains("[c]"), "inside a quoted literal")
        XCTAssertFalse(complete("{1, 2}[‸").1.labels.contains("[c]"), "an index, not options")
    }

    func testTagItemsResolveToWhatHoverSays() throws {
        let f = CursorFixture(Self.spec("$‸"))
        let lazy = CompletionEngine(predicates: PredicateCompletionSupport(), eagerDocumentation: false)
        let item = try XCTUnwrap(lazy.complete(in: f.document, at: f.offset).item("allDay"))
        XCTAssertEqual(item.resolveKey, .tag("allDay"))
        let docs = try XCTUnwrap(lazy.resolve(item, in: f.document).documentation)
        XCTAssertTrue(docs.hasPrefix("**$allDay** · `booleanSwitch` row “All-day”"), docs)
        // Hover on the same tag says the same, and what that reference reads.
        let hover = HoverEngine(predicates: PredicateHoverSupport()).hover(
            in: CursorFixture(Self.spec("$all‸Day == 1")).document,
            at: CursorFixture(Self.spec("$all‸Day == 1")).offset)
        XCTAssertTrue(hover?.markdown.hasPrefix(docs.components(separatedBy: "\n\nValue")[0]) ?? false)
        XCTAssertEqual(CompletionResolveKey(json: CompletionResolveKey.tag("allDay").json), .tag("allDay"))
    }

    func testHalfTypedDocument() {
        let f = CursorFixture(
            #"{"sections": [{"rows": [{"tag": "allDay", "rowType": "booleanSwitch"}, {"tag": "x", "rowType": "text", "hidden": "$allDay.isH‸"#
        )
        let list = engine.complete(in: f.document, at: f.offset)
        XCTAssertEqual(list.labels, ["value", "isHidden", "isDisabled"])
        XCTAssertTrue(f.applying(list.item("isHidden")!).hasSuffix(#""hidden": "$allDay.isHidden"#))
    }

    func testSectionPredicateAndManyRows() {
        let rows = (0..<150).map { #"{"tag": "r\#($0)", "rowType": "text"}"# }.joined(separator: ", ")
        let f = CursorFixture(
            #"{"sections": [{"rows": [\#(rows)]}, {"hidden": "$‸", "rows": [{"tag": "own", "rowType": "text"}]}]}"#)
        let list = engine.complete(in: f.document, at: f.offset)
        XCTAssertEqual(list.items.count, PredicateCompletionSupport.maximumTags)
        XCTAssertTrue(list.isIncomplete, "more rows than the list holds: typing brings more")
        XCTAssertEqual(Array(list.labels.prefix(3)), ["own", "r149", "r148"])
        let narrowed = engine.complete(in: f.document, at: f.offset)  // same position, nothing typed
        XCTAssertEqual(narrowed.labels, list.labels)
        let typed = CursorFixture(#"{"sections": [{"rows": [\#(rows)]}, {"hidden": "$r7‸", "rows": []}]}"#)
        let few = engine.complete(in: typed.document, at: typed.offset)
        XCTAssertFalse(few.isIncomplete)
        // The letters typed, in order, as clients filter: r7, r17, r70, r147, ...
        XCTAssertTrue(
            few.labels.contains("r7") && few.labels.contains("r17") && few.labels.contains("r147"), "\(few.labels)")
        XCTAssertFalse(few.labels.contains("r8") || few.labels.contains("own"))
    }
}
