import FormSpecJSON
import XCTest

@testable import FormSpecServer

/// Incremental edits applied on bytes, with positions in each encoding.
final class TextDocumentTests: XCTestCase {
    private func document(_ text: String) -> TextDocument {
        TextDocument(uri: "file:///t.form.json", languageId: "json", version: 1, text: Array(text.utf8), revision: 1)
    }

    private func edited(_ text: String, _ encoding: PositionEncoding, _ changes: [ContentChange]) -> String {
        var d = document(text)
        d.apply(changes, version: 2, revision: 2, encoding: encoding)
        XCTAssertEqual(d.version, 2)
        XCTAssertEqual(d.revision, 2)
        return d.text
    }

    private func at(_ line: Int, _ character: Int) -> LinePosition { LinePosition(line: line, character: character) }

    private func replace(_ from: LinePosition, _ to: LinePosition, _ text: String) -> ContentChange {
        .replace(start: from, end: to, text: Array(text.utf8))
    }

    func testInsertAtLineEndsWithLFAndCRLF() {
        XCTAssertEqual(edited("ab\ncd", .utf16, [replace(at(0, 2), at(0, 2), "X")]), "abX\ncd")
        XCTAssertEqual(edited("ab\r\ncd", .utf16, [replace(at(0, 2), at(0, 2), "X")]), "abX\r\ncd")
        XCTAssertEqual(edited("ab\rcd", .utf8, [replace(at(0, 2), at(0, 2), "X")]), "abX\rcd")
        // A column past the end of the line clamps to it: before the \r\n, never inside it.
        XCTAssertEqual(edited("ab\r\ncd", .utf16, [replace(at(0, 9), at(0, 9), "X")]), "abX\r\ncd")
        // The last line without a terminator, and lines past the end.
        XCTAssertEqual(edited("ab\r\ncd", .utf16, [replace(at(1, 2), at(1, 2), "!")]), "ab\r\ncd!")
        XCTAssertEqual(edited("ab\r\ncd", .utf16, [replace(at(7, 0), at(7, 0), "!")]), "ab\r\ncd!")
    }

    func testDeletingLineBreaks() {
        XCTAssertEqual(edited("ab\r\ncd\r\nef", .utf16, [replace(at(0, 2), at(1, 0), "")]), "abcd\r\nef")
        XCTAssertEqual(edited("ab\r\ncd\r\nef", .utf16, [replace(at(0, 1), at(2, 1), "")]), "af")
        XCTAssertEqual(edited("a\nb", .utf16, [replace(at(0, 1), at(1, 0), "\r\n")]), "a\r\nb")
    }

    func testMultiByteTextInEachEncoding() {
        let text = "é日本👍x"
        // é is 2 bytes / 1 UTF-16 unit, 日本 3+3 / 2, 👍 4 / 2 (a surrogate pair).
        XCTAssertEqual(edited(text, .utf16, [replace(at(0, 3), at(0, 5), "")]), "é日本x")
        XCTAssertEqual(edited(text, .utf8, [replace(at(0, 8), at(0, 12), "")]), "é日本x")
        XCTAssertEqual(edited(text, .utf32, [replace(at(0, 3), at(0, 4), "")]), "é日本x")
        XCTAssertEqual(edited(text, .utf16, [replace(at(0, 1), at(0, 1), "|")]), "é|日本👍x")
        XCTAssertEqual(edited(text, .utf8, [replace(at(0, 2), at(0, 2), "|")]), "é|日本👍x")
    }

    func testPositionsInsideACharacterResolveToItsStart() {
        // UTF-16 column 2 is between the halves of 👍 (columns 1 and 3 surround it): it
        // resolves to the start of 👍.
        XCTAssertEqual(edited("a👍b", .utf16, [replace(at(0, 2), at(0, 2), "|")]), "a|👍b")
        XCTAssertEqual(edited("a👍b", .utf16, [replace(at(0, 2), at(0, 3), "|")]), "a|b")
        XCTAssertEqual(edited("a👍b", .utf16, [replace(at(0, 1), at(0, 2), "|")]), "a|👍b")
        // A UTF-8 column inside 日 (3 bytes) snaps to its first byte.
        XCTAssertEqual(edited("a日b", .utf8, [replace(at(0, 2), at(0, 4), "|")]), "a|b")
    }

    func testReversedRangesAreOrdered() {
        XCTAssertEqual(edited("abcdef", .utf16, [replace(at(0, 4), at(0, 1), "")]), "aef")
    }

    func testChangesApplyInOrderEachOnThePreviousResult() {
        let changes = [
            replace(at(0, 0), at(0, 0), "line0\n"),
            replace(at(1, 0), at(1, 1), "A"),
            .replaceAll(Array("whole\nnew".utf8)),
            replace(at(1, 3), at(1, 3), "!"),
        ]
        XCTAssertEqual(edited("abc", .utf16, changes), "whole\nnew!")
        XCTAssertEqual(edited("abc", .utf16, Array(changes.prefix(2))), "line0\nAbc")
    }

    /// Many changes in one didChange, each wholly before the one before it (one pass over the
    /// text) or not (one at a time), as the text applying them one by one on a fresh index each
    /// becomes: text, line index and the edit recorded for reparsing.
    func testRunsOfChangesMatchApplyingThemOneByOne() {
        var rng = SystemRandomNumberGenerator()
        let pieces = ["a", "é", "👍", "\n", "\r\n", "\r", "", "xyz"]
        for round in 0..<200 {
            let start = (0..<40).map { _ in pieces.randomElement(using: &rng)! }.joined()
            var reference = Array(start.utf8)
            var changes: [ContentChange] = []
            let encoding: PositionEncoding = round % 2 == 0 ? .utf16 : .utf8
            // Mostly descending positions (last line first), sometimes any.
            var line = 12
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                line =
                    Bool.random(using: &rng)
                    ? max(0, line - Int.random(in: 0...2, using: &rng)) : Int.random(in: 0...12, using: &rng)
                let from = at(line, Int.random(in: 0...8, using: &rng))
                let to = Bool.random(using: &rng) ? from : at(line, Int.random(in: 0...8, using: &rng))
                let text = Array(pieces.randomElement(using: &rng)!.utf8)
                changes.append(.replace(start: from, end: to, text: text))
                let index = LineIndex(reference)
                let a = index.offset(of: from, in: encoding)
                let b = index.offset(of: to, in: encoding)
                reference.replaceSubrange(min(a, b)..<max(a, b), with: text)
            }
            var d = document(start)
            let before = d.bytes
            d.apply(changes, version: 2, revision: 2, encoding: encoding)
            XCTAssertEqual(d.bytes, reference, "\(start.debugDescription) \(changes)")
            XCTAssertEqual(d.lines.lineStarts, LineIndex(reference).lineStarts)
            let edit = d.history.edit(from: 1, to: 2)!
            var replayed = before
            replayed.replaceSubrange(
                edit.range.start..<edit.range.end,
                with: reference[edit.range.start..<edit.range.start + edit.newLength])
            XCTAssertEqual(replayed, reference, "the recorded edit turns the old text into the new")
        }
    }

    func testTheLineIndexFollowsEdits() {
        var d = document("a\nb")
        d.apply([replace(at(1, 1), at(1, 1), "\r\nc👍")], version: 2, revision: 2, encoding: .utf16)
        XCTAssertEqual(d.lines.lineCount, 3)
        XCTAssertEqual(d.position(of: d.bytes.count, in: .utf16), at(2, 3))
        XCTAssertEqual(d.position(of: d.bytes.count, in: .utf8), at(2, 5))
        XCTAssertEqual(d.textRange(from: at(2, 3), to: at(2, 1), in: .utf16), TextRange(6, 10))
    }

    func testContentChangesAreDecodedWithPaths() throws {
        XCTAssertEqual(try ContentChange(Params(["text": "x"])), .replaceAll([0x78]))
        XCTAssertEqual(try ContentChange(Params(["text": "x", "range": nil])), .replaceAll([0x78]))
        let ranged = try ContentChange(
            Params([
                "range": ["start": ["line": 1, "character": 2], "end": ["line": 3, "character": 4]],
                "rangeLength": 9, "text": "",
            ]))
        XCTAssertEqual(ranged, .replace(start: at(1, 2), end: at(3, 4), text: []))
        XCTAssertThrowsError(
            try ContentChange(
                Params(
                    ["range": ["start": ["line": 0, "character": 0]], "text": ""],
                    path: "params.contentChanges[0]"))
        ) { error in
            XCTAssertEqual(
                (error as? ResponseError)?.message,
                "params.contentChanges[0].range.end.line: expected a non-negative integer, but it is missing")
        }
    }

    func testDocumentSelector() {
        XCTAssertTrue(DocumentSelector.isFormSpec(uri: "file:///a/b.form.json", languageId: "json"))
        XCTAssertTrue(DocumentSelector.isFormSpec(uri: "file:///a/B.Form.JSON?x=1#frag", languageId: "jsonc"))
        XCTAssertTrue(DocumentSelector.isFormSpec(uri: "untitled:Untitled-1", languageId: "formspec"))
        XCTAssertFalse(DocumentSelector.isFormSpec(uri: "file:///a/package.json", languageId: "json"))
        XCTAssertFalse(DocumentSelector.isFormSpec(uri: "file:///a/form.json", languageId: "json"))
        XCTAssertFalse(DocumentSelector.isFormSpec(uri: "file:///a.form.json.bak", languageId: "json"))
    }
}
