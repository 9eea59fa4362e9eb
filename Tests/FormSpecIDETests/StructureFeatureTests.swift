import FormSpec
import FormSpecIDE
import FormSpecJSON
import TestSupport
import XCTest

final class StructureFeatureTests: XCTestCase {
    func testOutline() throws {
        let text = #"""
            {"title": "Signup", "sections": [
              {"title": "Account", "rows": [{"tag": "email", "rowType": "email"}, {"rowType": "button", "title": "Go"}]},
              {"multivaluedTag": "phones", "multivaluedRowTemplate": {"rowType": "phone"}, "rows": [{"rowType": "phone"}]}
            ]}
            """#
        let document = SpecDocument(text: text)
        let outline = DocumentSymbols.outline(document)
        XCTAssertEqual(outline.map(\.name), ["Signup"])
        let sections = outline[0].children
        XCTAssertEqual(sections.map(\.name), ["Account", "Section 2"])
        XCTAssertEqual(sections[0].children.map(\.name), ["email", "“Go”"])
        XCTAssertEqual(sections[0].children.map(\.detail), ["email", "button"])
        XCTAssertEqual(sections[1].children.map(\.name), ["multivaluedRowTemplate", "row 1"])
        XCTAssertEqual(document.text(in: sections[0].children[0].selectionRange), #""email""#)
        XCTAssertEqual(DocumentSymbols.flatten(outline).count, 7)
    }

    func testFoldingRangesKeepClosingBracketVisible() {
        let text = "{\n  \"sections\": [\n    {\"rows\": []}\n  ]\n}\n"
        XCTAssertEqual(
            FoldingRanges.compute(SpecDocument(text: text)),
            [
                FoldingRange(startLine: 0, endLine: 3), FoldingRange(startLine: 1, endLine: 2),
            ])
    }

    func testSelectionRangesGrowOutward() {
        let marked = MarkedText(#"{"sections": [{"rows": [{"tag": "a‸bc", "rowType": "text"}]}]}"#)
        let document = SpecDocument(text: marked.text)
        let steps = SelectionRanges.at(marked.cursor, in: document).map { document.text(in: $0) }
        XCTAssertEqual(steps.prefix(4), ["abc", #""abc""#, #""tag": "abc""#, #"{"tag": "abc", "rowType": "text"}"#])
        XCTAssertEqual(steps.last, marked.text)
        for (inner, outer) in zip(
            SelectionRanges.at(marked.cursor, in: document), SelectionRanges.at(marked.cursor, in: document).dropFirst()
        ) {
            XCTAssertTrue(outer.contains(inner) && outer != inner)
        }
    }

    func testSelectionRangesInADeeplyParenthesisedPredicateAreBounded() {
        // Regression: 30,000 nested groups made a 60,000-level parent chain whose encoding
        // overflowed the server's stack. The innermost steps are kept, each inside the next.
        let depth = 30_000
        let predicate = String(repeating: "(", count: depth) + "$a‸ == 1" + String(repeating: ")", count: depth)
        let marked = MarkedText(
            #"{"sections": [{"rows": [{"tag": "a", "rowType": "text", "hidden": ""# + predicate + #""}]}]}"#)
        let document = SpecDocument(text: marked.text)
        let steps = SelectionRanges.at(marked.cursor, in: document)
        XCTAssertEqual(steps.count, SelectionRanges.maximumSteps)
        XCTAssertEqual(document.text(in: steps[0]), "$a")
        for (inner, outer) in zip(steps, steps.dropFirst()) {
            XCTAssertTrue(outer.contains(inner) && outer != inner)
        }
    }
}
