import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// The predicate features at every byte offset of a spec full of predicates, whole and cut off
/// at the offset (as while typing): no crash, edits cover the cursor and never overlap or
/// split a character, hovers cover the cursor, selection ranges nest, tokens are ordered.
final class PredicateEveryOffsetTests: XCTestCase {
    static let spec = NavigationSpecs.event.replacingOccurrences(
        of: #""title": "Note""#,
        with: #""title": "Note", "disabled": "NOT ($mode.value.formValue IN {'on', 'off'} OR lowercase($starts) BEGINSWITH[cd] \"é\") AND $note.isDisabled == NO""#)

    func testCompletionAtEveryOffset() {
        let engine = CompletionEngine(predicates: PredicateCompletionSupport())
        let bytes = Array(Self.spec.utf8)
        var items = 0
        for offset in 0...bytes.count where isBoundary(bytes, offset) {
            for document in [SpecDocument(bytes: bytes), SpecDocument(bytes: Array(bytes[..<offset]))] {
                let list = engine.complete(in: document, at: offset)
                items += list.items.count
                for item in list.items {
                    XCTAssertTrue(item.edit.range.touches(offset), "offset \(offset): \(item.label) edit \(item.edit.range)")
                    let edits = ([item.edit] + item.additionalEdits).sorted { $0.range.start < $1.range.start }
                    for (a, b) in zip(edits, edits.dropFirst()) { XCTAssertLessThanOrEqual(a.range.end, b.range.start, "offset \(offset): \(item.label)") }
                    for edit in edits {
                        XCTAssertTrue(edit.range.end <= document.bytes.count && isBoundary(document.bytes, edit.range.start)
                                      && isBoundary(document.bytes, edit.range.end), "offset \(offset): \(item.label)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(items, 5_000)
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

    func testTokensAreOrderedAtEveryLength() {
        let bytes = Array(Self.spec.utf8)
        for length in 0...bytes.count where isBoundary(bytes, length) {
            let tokens = PredicateHighlighting.tokens(in: TagIndex(SpecDocument(bytes: Array(bytes[..<length]))))
            for (a, b) in zip(tokens, tokens.dropFirst()) { XCTAssertLessThanOrEqual(a.range.end, b.range.start, "length \(length)") }
        }
    }

    private func isBoundary(_ bytes: [UInt8], _ offset: Int) -> Bool {
        offset == bytes.count || bytes[offset] & 0xC0 != 0x80
    }
}
