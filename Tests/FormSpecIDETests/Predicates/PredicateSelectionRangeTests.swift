import FormSpec
import FormSpecIDE
import FormSpecJSON
import TestSupport
import XCTest

/// Expand selection inside predicates: token, sub-expression, comparison, group, compound,
/// the whole predicate, then the JSON around it.
final class PredicateSelectionRangeTests: XCTestCase {
    private func steps(_ predicate: String) -> [String] {
        let marked = MarkedText(
            #"{"title": "日本 👍", "sections": [{"rows": [{"tag": "a", "rowType": "text", "hidden": "\#(predicate)"}]}]}"#)
        let document = SpecDocument(text: marked.text)
        return SelectionRanges.at(marked.cursor, in: document).map { document.text(in: $0) }
    }

    func testFromAnAttributeOutToTheDocument() {
        let found = steps("$x == 1 OR NOT ($a.val‸ue CONTAINS[c] 'x' AND $b > 2)")
        XCTAssertEqual(
            Array(found.prefix(7)),
            [
                "value", "$a.value", "$a.value CONTAINS[c] 'x'", "$a.value CONTAINS[c] 'x' AND $b > 2",
                "($a.value CONTAINS[c] 'x' AND $b > 2)", "NOT ($a.value CONTAINS[c] 'x' AND $b > 2)",
                "$x == 1 OR NOT ($a.value CONTAINS[c] 'x' AND $b > 2)",
            ])
        XCTAssertEqual(found[7], #""$x == 1 OR NOT ($a.value CONTAINS[c] 'x' AND $b > 2)""#)
        XCTAssertTrue(found[8].hasPrefix(#""hidden": "#))
    }

    func testEscapedTextAndArithmetic() {
        let found = steps(#"$n + 1‸0 > 2 AND $s == \"é\""#)
        XCTAssertEqual(
            Array(found.prefix(5)),
            ["10", "$n + 10", "$n + 10 > 2", #"$n + 10 > 2 AND $s == \"é\""#, #""$n + 10 > 2 AND $s == \"é\"""#])
        let literal = steps(#"$s == \"é‸\""#)
        XCTAssertEqual(Array(literal.prefix(3)), [#"\"é\""#, #"$s == \"é\""#, #""$s == \"é\"""#])
    }

    func testBrokenPredicatesStillNest() {
        let found = steps("($a == 1 AND ‸")
        XCTAssertEqual(found.first, "($a == 1 AND ")
        XCTAssertFalse(steps("$a ==‸").isEmpty)
    }
}
