import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// The predicate features at every byte offset of a spec full of predicates, whole and cut off
/// at the offset (as while typing): no crash, edits cover the cursor and never overlap or
/// split a character, hovers cover the cursor, selection ranges nest, tokens are ordered and
/// hints sit inside the text.
final class PredicateEveryOffsetTests: XCTestCase {
    static let spec = NavigationSpecs.event.replacingOccurrences(
        of: #""title": "Note""#,
        with:
            #""title": "Note", "disabled": "NOT ($mode.value.formValue IN {'on', 'off'} OR lowercase($starts) BEGINSWITH[cd] \"é\") AND $note.isDisabled == NO""#
    )

    func testCompletionAtEveryOffset() {
        XCTAssertGreaterThan(
            completeAtEveryOffset(Self.spec, with: CompletionEngine(predicates: PredicateCompletionSupport())), 5_000)
    }

    func testHoverAndSelectionRangesAtEveryOffset() {
        let engine = HoverEngine(predicates: PredicateHoverSupport())
        let document = SpecDocument(text: Self.spec)
        let index = TagIndex(document)
        var hovers = 0
        for offset in 0...document.bytes.count {
            if let hover = engine.hover(in: document, at: offset) {
                hovers += 1
                XCTAssertTrue(hover.range.touches(offset), "offset \(offset): \(hover.range)")
            }
            let steps = SelectionRanges.at(offset, in: document)
            for (inner, outer) in zip(steps, steps.dropFirst()) {
                XCTAssertTrue(outer.contains(inner) && outer != inner, "offset \(offset): \(inner) then \(outer)")
            }
            if let occurrence = index.occurrence(at: offset) {
                XCTAssertEqual(TagNavigation.definition(at: offset, in: index)?.isEmpty, occurrence.tag == "ghost")
            }
        }
        XCTAssertGreaterThan(hovers, 300)
    }

    func testTokensAndHintsAtEveryLength() {
        let bytes = Array(Self.spec.utf8)
        for length in 0...bytes.count where isCharacterBoundary(bytes, length) {
            let document = SpecDocument(bytes: Array(bytes[..<length]))
            let index = TagIndex(document)
            let tokens = PredicateHighlighting.tokens(in: index)
            for (a, b) in zip(tokens, tokens.dropFirst()) {
                XCTAssertLessThanOrEqual(a.range.end, b.range.start, "length \(length)")
            }
            let hints = TagInlayHints.hints(in: index, document: document, within: TextRange(0, length))
            XCTAssertTrue(
                hints.allSatisfy { $0.offset <= length && isCharacterBoundary(document.bytes, $0.offset) },
                "length \(length)")
        }
    }
}
