import XCTest

@testable import FormSpecJSON

/// `LineIndex.replace`: the text changed in place when nothing else holds it, copied when
/// something does (the holder keeps its text), with room for later insertions when it grows;
/// the index always the one of the new text.
final class TextReplaceTests: XCTestCase {
    private func address(_ index: LineIndex) -> UInt {
        index.bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    /// A text with room to grow, as a text is after its first growing edit.
    private func roomyIndex(_ text: String) -> LineIndex {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 64)
        bytes.append(contentsOf: text.utf8)
        return LineIndex(bytes)
    }

    func testAnEditOfTextNothingElseHoldsIsMadeInPlace() {
        var index = roomyIndex("ab\ncd\r\nef")
        let before = address(index)
        let edit = index.replace(TextRange(1, 1), with: Array("X\nY".utf8))
        XCTAssertEqual(edit, ByteEdit(range: TextRange(1, 1), newLength: 3))
        XCTAssertEqual(String(decoding: index.bytes, as: UTF8.self), "aX\nYb\ncd\r\nef")
        XCTAssertEqual(address(index), before, "in place")
        index.replace(TextRange(2, 7), with: [])
        XCTAssertEqual(String(decoding: index.bytes, as: UTF8.self), "aXd\r\nef")
        XCTAssertEqual(address(index), before, "in place")
        XCTAssertEqual(index.lineStarts, LineIndex(index.bytes).lineStarts)
    }

    func testTextSomethingElseHoldsIsCopiedAndTheHolderKeepsItsText() {
        var index = roomyIndex("ab\ncd")
        let snapshot = index
        index.replace(TextRange(2, 3), with: Array("\r\n".utf8))
        XCTAssertEqual(String(decoding: index.bytes, as: UTF8.self), "ab\r\ncd")
        XCTAssertEqual(String(decoding: snapshot.bytes, as: UTF8.self), "ab\ncd")
        XCTAssertNotEqual(address(index), address(snapshot))
        XCTAssertEqual(index.lineStarts, [0, 4])
        XCTAssertEqual(snapshot.lineStarts, [0, 3])
    }

    func testATextThatOutgrowsItsRoomGetsRoomForMoreWithoutDoubling() {
        let text = Array(String(repeating: "0123456789\n", count: 10_000).utf8)
        var index = LineIndex(text)
        index.replace(TextRange(5, 5), with: Array(repeating: UInt8(ascii: "x"), count: index.bytes.capacity))
        let grown = index.bytes.count
        XCTAssertGreaterThan(index.bytes.capacity, grown, "room for later insertions")
        XCTAssertLessThan(index.bytes.capacity, grown + grown / 8, "not twice the text")
        let before = address(index)
        index.replace(TextRange(7, 7), with: Array("y".utf8))
        XCTAssertEqual(address(index), before, "the next insertion in place")
        XCTAssertEqual(index.lineStarts, LineIndex(index.bytes).lineStarts)
    }

    func testRandomEditsGiveTheIndexOfTheNewText() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x20, 0x61, 0xC3, 0xA9]
        var index = LineIndex(Array("a\r\nb\nc\rd".utf8))
        var expected = index.bytes
        for _ in 0..<2_000 {
            let start = Int.random(in: 0...expected.count, using: &generator)
            let end = Int.random(in: start...min(expected.count, start + 4), using: &generator)
            let inserted = (0..<Int.random(in: 0..<4, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            // Now and then a snapshot holds the text, as a request handler may.
            let holder: LineIndex? = Bool.random(using: &generator) ? index : nil
            let textBefore = expected
            index.replace(TextRange(start, end), with: inserted)
            expected.replaceSubrange(start..<end, with: inserted)
            XCTAssertEqual(index.bytes, expected)
            XCTAssertEqual(index.lineStarts, LineIndex(expected).lineStarts, "\(expected)")
            if let holder { XCTAssertEqual(holder.bytes, textBefore, "a holder keeps its text") }
        }
    }
}
