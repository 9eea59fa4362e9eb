import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// A spec text with one cursor marker `‸`, parsed without it; `offset` is the marker's byte offset.
struct CursorFixture {
    static let marker = "‸"

    let text: String
    let offset: Int
    let document: SpecDocument

    init(_ marked: String, dialect: SpecDialect = .xlform, file: StaticString = #filePath, line: UInt = #line) {
        let parts = marked.components(separatedBy: CursorFixture.marker)
        XCTAssertEqual(parts.count, 2, "fixture needs exactly one cursor marker", file: file, line: line)
        text = parts.joined()
        offset = parts[0].utf8.count
        document = SpecDocument(text: text, dialect: dialect)
    }

    /// The document after applying an item's edit and additional edits (last edit first).
    func applying(_ item: CompletionItem) -> String {
        var bytes = Array(text.utf8)
        for edit in ([item.edit] + item.additionalEdits).sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Byte range of the first occurrence of `needle` in the text.
    func range(of needle: String, file: StaticString = #filePath, line: UInt = #line) -> TextRange {
        guard let r = text.range(of: needle) else {
            XCTFail("'\(needle)' not in fixture", file: file, line: line)
            return TextRange(0, 0)
        }
        let start = text.utf8.distance(from: text.utf8.startIndex, to: r.lowerBound)
        return TextRange(start, start + needle.utf8.count)
    }
}

/// Completion at the fixture's cursor.
func complete(_ marked: String, with engine: CompletionEngine = CompletionEngine()) -> (CursorFixture, CompletionList) {
    let f = CursorFixture(marked)
    return (f, engine.complete(in: f.document, at: f.offset))
}

extension CompletionList {
    var labels: [String] { items.map(\.label) }

    func item(_ label: String, file: StaticString = #filePath, line: UInt = #line) -> CompletionItem? {
        let found = items.first { $0.label == label }
        if found == nil { XCTFail("no item '\(label)' among \(labels.prefix(30))", file: file, line: line) }
        return found
    }
}

/// Checks what every completion item at `offset` must satisfy: its edit covers the cursor, and
/// its edits stay inside the document, do not overlap and start and end on character boundaries.
func assertWellFormedEdits(
    _ list: CompletionList, at offset: Int, in document: SpecDocument,
    file: StaticString = #filePath, line: UInt = #line
) {
    let bytes = document.bytes
    func isBoundary(_ i: Int) -> Bool { i <= bytes.count && isCharacterBoundary(bytes, i) }
    for item in list.items {
        XCTAssertTrue(
            item.edit.range.touches(offset), "offset \(offset): \(item.label) edit \(item.edit.range)", file: file,
            line: line)
        let edits = ([item.edit] + item.additionalEdits).sorted { $0.range.start < $1.range.start }
        for (a, b) in zip(edits, edits.dropFirst()) {
            XCTAssertLessThanOrEqual(
                a.range.end, b.range.start, "offset \(offset): \(item.label) edits overlap", file: file, line: line)
        }
        for edit in edits {
            XCTAssertTrue(
                edit.range.end <= bytes.count && isBoundary(edit.range.start) && isBoundary(edit.range.end),
                "offset \(offset): \(item.label) edit \(edit.range) past the end or inside a character", file: file,
                line: line)
        }
    }
}

/// True at the end of the text and before the first byte of a UTF-8 sequence.
func isCharacterBoundary(_ bytes: [UInt8], _ offset: Int) -> Bool {
    offset == bytes.count || bytes[offset] & 0xC0 != 0x80
}

/// Completes at every character boundary of `text`, in the whole text and in the text cut off
/// there (as while typing), checking every list with `assertWellFormedEdits`. Returns how many
/// items were proposed in all.
func completeAtEveryOffset(
    _ text: String, with engine: CompletionEngine, file: StaticString = #filePath, line: UInt = #line
) -> Int {
    let bytes = Array(text.utf8)
    var items = 0
    for offset in 0...bytes.count where isCharacterBoundary(bytes, offset) {
        for document in [SpecDocument(bytes: bytes), SpecDocument(bytes: Array(bytes[..<offset]))] {
            let list = engine.complete(in: document, at: offset)
            items += list.items.count
            assertWellFormedEdits(list, at: offset, in: document, file: file, line: line)
        }
    }
    return items
}
