import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Declarations and references with the exact document ranges of the names.
final class TagIndexTests: XCTestCase {
    func testDeclarationsAreRowTagsWithoutQuotes() {
        let f = NavigationFixture(NavigationSpecs.event)
        XCTAssertEqual(f.index.declarations.map(\.tag), ["allDay", "mode", "starts", "locked", "note"])
        for d in f.index.declarations { XCTAssertEqual(f.text(d.nameRange), d.tag) }
    }

    func testReferencesInEveryKindOfPredicateInDocumentOrder() {
        let f = NavigationFixture(NavigationSpecs.event)
        XCTAssertEqual(
            f.index.references.map(\.tag),
            ["locked", "mode", "allDay", "mode", "allDay", "starts", "locked", "allDay", "ghost"])
        // Names alone; `$` and the escape `\u0061` are where the document has them.
        XCTAssertEqual(
            f.index.references.map { f.text($0.nameRange) },
            ["locked", "mode", "allDay", "mode", "allDay", "starts", "locked", #"\u0061llDay"#, "ghost"])
        XCTAssertEqual(f.index.references.map { f.text($0.range) }.first, "$locked")
        let starts = f.index.references.map(\.range.start)
        XCTAssertEqual(starts, starts.sorted())
    }

    func testQuotedDollarIsNotAReference() {
        let f = NavigationFixture(NavigationSpecs.event)
        let quoted = f.marked.text.utf8.count - f.marked.text.split(separator: "'US$").last!.utf8.count
        XCTAssertFalse(f.index.references.contains { $0.range.touches(quoted) })
        XCTAssertEqual(f.index.references(to: "allDay").count, 3)
    }

    func testSitesNameTheirOwners() {
        let f = NavigationFixture(NavigationSpecs.event)
        XCTAssertEqual(
            f.index.sites.map(\.owner.displayName),
            [
                "form", "section 1 'Main 👍'", "row 'starts'", "row 'locked'", "multivaluedRowTemplate of section 2",
                "row 'note'",
            ])
        XCTAssertEqual(f.index.sites.map(\.property), [.disabled, .hidden, .hidden, .disabled, .hidden, .hidden])
    }

    func testBrokenAndHalfTypedPredicatesStillReferTo() {
        let f = NavigationFixture(
            #"""
            {"sections": [{"rows": [
              {"tag": "a", "rowType": "text", "hidden": "$a,$b == 1"},
              {"tag": "b", "rowType": "text", "hidden": "$a == 1 AND AND $b =="},
              {"tag": "c", "rowType": "text", "disabled": "($c CONTAINS[c"},
              {"tag": "d", "rowType": "text", "disabled": "$ == $"}
            ]}]}
            """#)
        XCTAssertEqual(f.index.references.map(\.tag), ["a", "b", "a", "b", "c"])
    }

    func testOccurrenceAtCursor() {
        let f = NavigationFixture(
            #"{"sections": [{"rows": [{"tag": "‸a", "rowType": "text", "hidden": "‸$b‸ == 1 OR $a == 2 AND‸ $b.v‸alue"}, {"tag": "b", "rowType": "text"}]}]}"#
        )
        let found = f.cursors.map { f.index.occurrence(at: $0).map { "\($0.tag)" } ?? "-" }
        XCTAssertEqual(found, ["a", "b", "b", "-", "-"])
    }

    func testTemplatesAndEmptyTagsDeclareNothing() {
        let f = NavigationFixture(
            #"{"sections": [{"multivaluedRowTemplate": {"tag": "t", "rowType": "text"}, "rows": [{"tag": "", "rowType": "text", "hidden": "$t == 1"}]}]}"#
        )
        XCTAssertTrue(f.index.declarations.isEmpty)
        XCTAssertEqual(f.index.references.map(\.tag), ["t"])
    }

    func testAnIndexAfterAnEditReadsTheEditedPredicates() {
        let before = NavigationFixture(NavigationSpecs.event)
        let edited = NavigationSpecs.event.replacingOccurrences(of: "$allDay == 1 AND", with: "$locked == 1 AND")
        let after = TagIndex(SpecDocument(text: edited))
        XCTAssertEqual(after.references.filter { $0.tag == "locked" }.count, 3)
        XCTAssertEqual(
            after.references.filter { $0.tag == "allDay" }.count,
            before.index.references.filter { $0.tag == "allDay" }.count - 1)
        XCTAssertEqual(after.sites.map(\.literal.range.start), after.sites.map(\.literal.range.start).sorted())
    }
}
