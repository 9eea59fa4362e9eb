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

    init(_ marked: String, file: StaticString = #filePath, line: UInt = #line) {
        let parts = marked.components(separatedBy: CursorFixture.marker)
        XCTAssertEqual(parts.count, 2, "fixture needs exactly one cursor marker", file: file, line: line)
        text = parts.joined()
        offset = parts[0].utf8.count
        document = SpecDocument(text: text)
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
