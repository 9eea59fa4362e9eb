import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Hover inside predicate strings: tags, attributes, operators and keywords, with their ranges.
final class PredicateHoverTests: XCTestCase {
    let engine = HoverEngine(predicates: PredicateHoverSupport())

    private func hover(_ predicate: String) -> (CursorFixture, Hover?) {
        let f = CursorFixture(PredicateCompletionTests.spec(predicate))
        return (f, engine.hover(in: f.document, at: f.offset))
    }

    func testTagShowsTheRowItsValueAndItsOwnPredicates() {
        let spec = PredicateCompletionTests.spec("$notes == nil").replacingOccurrences(
            of: #"{"tag": "allDay", "rowType": "booleanSwitch", "title": "All-day", "value": true}"#,
            with:
                #"{"tag": "allDay", "rowType": "booleanSwitch", "title": "All-day", "value": true, "disabled": "$notes != nil", "hidden": false}"#
        )
        let f = CursorFixture(spec.replacingOccurrences(of: "$notes == nil", with: "$all‸Day == 1"))
        let h = engine.hover(in: f.document, at: f.offset)
        XCTAssertEqual(h?.range, f.range(of: "$allDay == 1").shrunk(to: 7))
        XCTAssertEqual(
            h?.markdown,
            """
            **$allDay** · `booleanSwitch` row “All-day”

            In row 1 of section 1 'Main'.

            Reads `value`: XLForm writes `.value` after a bare `$tag`.

            Value: a boolean (NSNumber 0/1); in the spec: `true`.

            hidden: `false`

            disabled: `$notes != nil`
            """)
    }

    func testAttributesAndUnknownAttributes() {
        let (f, h) = hover("$notes.isHid‸den == YES")
        XCTAssertEqual(h?.range, f.range(of: "isHidden"))
        XCTAssertTrue(
            h?.markdown.hasPrefix("**isHidden** · whether the row is hidden (BOOL)") ?? false, h?.markdown ?? "")
        let reads = hover("$no‸tes.hidden == YES").1?.markdown ?? ""
        XCTAssertTrue(
            reads.contains("Reads `hidden` of the row's value: XLForm rewrites `$tag.hidden` to `$tag.value.hidden`."),
            reads)
        XCTAssertTrue(
            hover("$notes.hid‸den == YES").1?.markdown.hasPrefix("**hidden** · a key of the row's value") ?? false)
    }

    func testUnknownTagSaysSoAndSuggests() {
        let (f, h) = hover("$note‸ == nil")
        XCTAssertEqual(
            h?.range,
            f.range(
                of: "$note "
            ).shrunk(to: 5))
        let md = h?.markdown ?? ""
        XCTAssertTrue(md.hasPrefix("**$note** · no row has the tag `note`."), md)
        XCTAssertTrue(md.hasSuffix("Did you mean `$notes` or `$mode`?"), md)
    }

    func testDuplicateTagsNameTheBoundRow() {
        let spec = PredicateCompletionTests.spec("$lat‸er == nil").replacingOccurrences(
            of: #"{"tag": "notes", "rowType": "textView", "title": "Notes"}"#,
            with: #"{"tag": "later", "rowType": "textView", "title": "Notes"}"#)
        let f = CursorFixture(spec)
        let md = engine.hover(in: f.document, at: f.offset)?.markdown ?? ""
        XCTAssertTrue(
            md.contains("2 rows have this tag; XLForm binds the last one, so this is row 6 of section 1 'Main'."), md)
        XCTAssertTrue(md.hasPrefix("**$later** · `text` row"), md)
    }

    func testOperatorsInTheirComparison() {
        let (f, contains) = hover("$notes CONT‸AINS[c] 'x'")
        XCTAssertEqual(contains?.range, f.range(of: "CONTAINS"))
        XCTAssertEqual(
            contains?.markdown,
            "**CONTAINS[c]** · case-insensitive substring\n\nCase-insensitive substring search (`[c]`); on a collection, case-insensitive membership."
        )
        let md = hover("$notes BEGINS‸WITH[cd] 'x'").1?.markdown ?? ""
        XCTAssertTrue(md.hasPrefix("**BEGINSWITH** · string prefix"), md)
        XCTAssertTrue(md.contains("Options: case-insensitive, diacritic-insensitive."), md)
        let equal = hover("$allDay =‸= 1").1?.markdown ?? ""
        XCTAssertTrue(
            equal.contains("`$allDay.value` is a boolean (NSNumber 0/1): `1`, `YES` and `TRUE` are the same value"),
            equal)
        XCTAssertFalse(hover("$notes =‸= 'x'").1?.markdown.contains("is a boolean") ?? true)
        let (g, options) = hover("$notes ==[c‸d] 'x'")
        XCTAssertEqual(options?.range, g.range(of: "[cd]"))
        XCTAssertEqual(
            options?.markdown, "**[cd]** · comparison options\n\nOptions: case-insensitive, diacritic-insensitive.")
    }

    func testKeywordsLiteralsAndFunctions() {
        XCTAssertTrue(hover("$notes == nil a‸nd $allDay == 1").1?.markdown.hasPrefix("**AND** · both hold") ?? false)
        XCTAssertTrue(hover("$notes == n‸il").1?.markdown.hasPrefix("**nil** · no value") ?? false)
        XCTAssertTrue(hover("TRUEPRED‸ICATE").1?.markdown.hasPrefix("**TRUEPREDICATE** · always true") ?? false)
        XCTAssertTrue(hover("$notes != nil && ‸!($allDay == 1)").1?.markdown.hasPrefix("**NOT** · negation") ?? false)
        let function = hover("lower‸case($notes) == 'x'").1?.markdown ?? ""
        XCTAssertEqual(function, "**lowercase** · NSExpression function `lowercase:`, 1 argument")
        XCTAssertNil(hover("$notes == 'x‸y'").1)
        XCTAssertNil(hover("$notes == 1‸2").1)
    }

    func testNonASCIIAndEscapesBeforeTheToken() {
        let (f, h) = hover(#"$notes == \"日本 👍\" OR $st‸arts == nil"#)
        XCTAssertEqual(h?.range, f.range(of: "$starts"))
        let (g, escaped) = hover(#"$\u006e‸otes == nil"#)
        XCTAssertEqual(escaped?.range, g.range(of: #"$\u006eotes"#))
        XCTAssertTrue(escaped?.markdown.hasPrefix("**$notes** · `textView` row “Notes”") ?? false)
    }
}

extension TextRange {
    /// The first `length` bytes.
    func shrunk(to length: Int) -> TextRange { TextRange(start, start + length) }
}
