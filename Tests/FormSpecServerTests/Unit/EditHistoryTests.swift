import FormSpecJSON
import TestSupport
import XCTest

@testable import FormSpecServer

/// The byte edit the history gives between two revisions must describe the texts exactly: the
/// bytes before it and after it are the same in both, and it changes the length by its delta.
final class EditHistoryTests: XCTestCase {
    func testEditsBetweenRevisionsDescribeTheTexts() {
        var rng = SeededGenerator(seed: 7)
        var document = TextDocument(
            uri: "file:///h.form.json", languageId: "json", version: 1,
            text: Array("{\"a\": \"héllo\",\n \"b\": [1, 2]}\n".utf8), revision: 1)
        var texts: [UInt64: [UInt8]] = [1: document.bytes]
        var revision: UInt64 = 1
        for _ in 0..<400 {
            revision += UInt64(1 + rng.next() % 3)  // revisions are unique, not consecutive
            let changes = (0..<(1 + Int(rng.next() % 3))).map { _ in Self.randomChange(&rng) }
            document.apply(changes, version: Int(revision), revision: revision, encoding: .utf16)
            texts[revision] = document.bytes
            for (old, text) in texts {
                guard let edit = document.history.edit(from: old, to: revision) else { continue }
                let new = document.bytes
                XCTAssertEqual(text.count + edit.delta, new.count)
                XCTAssertEqual(Array(text[..<edit.range.start]), Array(new[..<edit.range.start]))
                XCTAssertEqual(Array(text[edit.range.end...]), Array(new[edit.newEnd...]))
            }
            XCTAssertNil(document.history.edit(from: revision + 1, to: revision))
        }
    }

    func testReplacingTheWholeTextForgetsEarlierRevisions() {
        var document = TextDocument(
            uri: "file:///h.form.json", languageId: "json", version: 1, text: Array("{}".utf8), revision: 1)
        let at = LinePosition(line: 0, character: 1)
        document.apply(
            [.replace(start: at, end: at, text: Array("\"a\": 1".utf8))], version: 2, revision: 2, encoding: .utf16)
        XCTAssertEqual(document.history.edit(from: 1, to: 2), ByteEdit(range: TextRange(1, 1), newLength: 6))
        document.apply([.replaceAll(Array("[]".utf8))], version: 3, revision: 3, encoding: .utf16)
        XCTAssertNil(document.history.edit(from: 1, to: 3))
        XCTAssertNil(document.history.edit(from: 2, to: 3))
    }

    private static func randomChange(_ rng: inout SeededGenerator) -> ContentChange {
        if rng.next() % 40 == 0 { return .replaceAll(Array("{\"fresh\": true}".utf8)) }
        func position() -> LinePosition { LinePosition(line: Int(rng.next() % 3), character: Int(rng.next() % 12)) }
        let (a, b) = (position(), position())
        let (start, end) = (a.line, a.character) <= (b.line, b.character) ? (a, b) : (b, a)
        let text = ["", "x", "é", "日本", "\n", "\"q\""][Int(rng.next() % 6)]
        return .replace(start: start, end: end, text: Array(text.utf8))
    }
}
