import FormSpecJSON
import XCTest

final class LineIndexTests: XCTestCase {
    // "é" is 2 UTF-8 bytes / 1 UTF-16 unit, "日" 3 / 1, "👍" 4 / 2.
    let text = "a\né日本👍x\r\nz\rlast"

    func testLineStartsForAllTerminators() {
        let index = LineIndex(text)
        XCTAssertEqual(index.lineCount, 4)
        let bytes = Array(text.utf8)
        XCTAssertEqual(
            index.lineStarts.map { bytes[$0] }, [UInt8(ascii: "a"), 0xC3, UInt8(ascii: "z"), UInt8(ascii: "l")])
    }

    func testColumnsInEachEncoding() {
        let index = LineIndex(text)
        let xOffset = Array(text.utf8).firstIndex(of: UInt8(ascii: "x"))!
        XCTAssertEqual(index.position(of: xOffset, in: .utf8), LinePosition(line: 1, character: 2 + 6 + 4))
        XCTAssertEqual(index.position(of: xOffset, in: .utf16), LinePosition(line: 1, character: 1 + 2 + 2))
        XCTAssertEqual(index.position(of: xOffset, in: .utf32), LinePosition(line: 1, character: 1 + 2 + 1))
        for encoding in PositionEncoding.allCases {
            XCTAssertEqual(
                index.offset(of: index.position(of: xOffset, in: encoding), in: encoding), xOffset, "\(encoding)")
        }
    }

    func testEveryScalarBoundaryRoundTrips() {
        let index = LineIndex(text)
        var offset = 0
        let bytes = Array(text.utf8)
        for scalar in text.unicodeScalars {
            // The \n of a CRLF is inside the terminator: no position names it.
            let insideCRLF = offset > 0 && bytes[offset] == 0x0A && bytes[offset - 1] == 0x0D
            for encoding in PositionEncoding.allCases where !insideCRLF {
                XCTAssertEqual(index.offset(of: index.position(of: offset, in: encoding), in: encoding), offset)
            }
            offset += String(scalar).utf8.count
        }
    }

    func testOffsetsInsideCharactersSnapToTheirStart() {
        let index = LineIndex("👍z")
        XCTAssertEqual(index.position(of: 2, in: .utf16), LinePosition(line: 0, character: 0))
        // UTF-16 column 1 is between the two surrogates of 👍.
        XCTAssertEqual(index.offset(of: LinePosition(line: 0, character: 1), in: .utf16), 0)
        XCTAssertEqual(index.offset(of: LinePosition(line: 0, character: 2), in: .utf16), 4)
        let stray = LineIndex([UInt8(ascii: "a"), 0x0A, 0x80, UInt8(ascii: "x")])
        XCTAssertEqual(
            stray.position(of: 2, in: .utf16), LinePosition(line: 1, character: 0),
            "a stray continuation byte after a line break stays on its line")
    }

    func testClampingPastLineAndDocumentEnd() {
        let index = LineIndex("ab\r\ncd")
        XCTAssertEqual(index.offset(of: LinePosition(line: 0, character: 99), in: .utf16), 2, "stops before CRLF")
        XCTAssertEqual(index.offset(of: LinePosition(line: 9, character: 0), in: .utf16), 6)
        XCTAssertEqual(index.position(of: 999, in: .utf8), LinePosition(line: 1, character: 2))
        XCTAssertEqual(index.position(of: 3, in: .utf8), LinePosition(line: 0, character: 2), "inside the terminator")
    }

    func testHugeColumnsClampInEveryEncoding() {
        // Regression: a UTF-8 column near Int.max overflowed `start + character` and trapped.
        let index = LineIndex("ab\ncd")
        for encoding in PositionEncoding.allCases {
            XCTAssertEqual(index.offset(of: LinePosition(line: 1, character: Int.max), in: encoding), 5, "\(encoding)")
            XCTAssertEqual(
                index.offset(of: LinePosition(line: 1, character: Int.max - 1), in: encoding), 5, "\(encoding)")
            XCTAssertEqual(index.offset(of: LinePosition(line: 0, character: Int.min), in: encoding), 0, "\(encoding)")
            XCTAssertEqual(
                index.offset(of: LinePosition(line: Int.max, character: Int.max), in: encoding), 5, "\(encoding)")
        }
    }

    func testEmptyDocument() {
        let index = LineIndex("")
        XCTAssertEqual(index.lineCount, 1)
        XCTAssertEqual(index.position(of: 0, in: .utf16), LinePosition(line: 0, character: 0))
    }

    /// Long lines convert through checkpoints: every column equals the count from the line's
    /// start, in both directions, through multi-byte characters, surrogate pairs and invalid
    /// UTF-8 (lead bytes without their continuation bytes, stray continuation bytes).
    func testLongLinesConvertLikeACountFromTheLineStart() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("é".utf8), Array("日".utf8), Array("👍".utf8), [0xF0, 0x41], [0x80], [0xE2, 0x82],
        ]
        var bytes = Array("first\n".utf8)
        for _ in 0..<1_200 { bytes += pieces.randomElement(using: &generator)! }
        bytes += Array("\nlast".utf8)
        let index = LineIndex(bytes)
        let start = index.lineStarts[1]
        let end = index.lineContentEnd(1)
        XCTAssertGreaterThan(end - start, 2_048, "over two checkpoints")
        // A lead byte's sequence when its continuation bytes follow; any other byte alone.
        func width(_ i: Int) -> Int {
            let lead = bytes[i]
            let declared = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF8 ? 4 : 1
            guard declared > 1, i + declared <= bytes.count else { return 1 }
            return (i + 1..<i + declared).allSatisfy { bytes[$0] & 0xC0 == 0x80 } ? declared : 1
        }
        // The definitions: a column counts the units of the scalars walked from the line's start
        // before the offset (snapped back to a scalar's first byte).
        func units(_ i: Int, _ encoding: PositionEncoding) -> Int {
            encoding == .utf8 ? width(i) : encoding == .utf16 && width(i) == 4 ? 2 : 1
        }
        func columns(_ encoding: PositionEncoding) -> [Int] {
            var before = [Int](repeating: 0, count: end - start + 1)
            var i = start
            var count = 0
            while i < end {
                let next = min(i + width(i), end)
                count += units(i, encoding)
                for o in (i + 1)...next { before[o - start] = count }
                i = next
            }
            return before
        }
        func column(_ offset: Int, _ before: [Int]) -> Int {
            var o = offset
            if offset < bytes.count, bytes[offset] & 0xC0 == 0x80 {
                o -= 1
                while offset - o < 3, bytes[o] & 0xC0 == 0x80 { o -= 1 }
                if bytes[o] < 0xC0 || o + width(o) <= offset { o = offset }
            }
            return before[o - start]
        }
        func offset(_ column: Int, _ encoding: PositionEncoding) -> Int {
            var i = start
            var remaining = column
            while i < end, remaining > 0 {
                if units(i, encoding) > remaining { break }
                remaining -= units(i, encoding)
                i = min(i + width(i), end)
            }
            return i
        }
        for encoding in [PositionEncoding.utf16, .utf32] {
            let before = columns(encoding)
            for i in start...end {
                let position = index.position(of: i, in: encoding)
                XCTAssertEqual(position, LinePosition(line: 1, character: column(i, before)), "\(encoding) at \(i)")
                XCTAssertEqual(index.offset(of: position, in: encoding), offset(position.character, encoding))
            }
            let total = before[end - start]
            XCTAssertEqual(index.offset(of: LinePosition(line: 1, character: total + 5), in: encoding), end)
            XCTAssertEqual(index.offset(of: LinePosition(line: 1, character: Int.max), in: encoding), end)
        }
    }

    /// Invalid UTF-8 on a long line (bytes that never lead, leads without their continuation
    /// bytes) counts a byte at a time from the line's start and from every checkpoint alike, so
    /// each offset's position converts back to it (a run of 0xFF had turned offset 3098 into
    /// character 3099 and back into offset 3101).
    func testInvalidBytesOnALongLineConvertBack() {
        let invalid: [[UInt8]] = [
            Array(repeating: 0xFF, count: 700), [0xF0, 0x61, 0x62, 0x63], [0xE2, 0x82], [0xF8, 0x80, 0x80],
        ]
        for run in invalid {
            let bytes =
                Array("{\"title\": \"".utf8) + Array(repeating: 0x61, count: 3083) + run
                + Array("😀é\"}".utf8) + run + Array(repeating: 0x62, count: 300)
            let index = LineIndex(bytes)
            for encoding in [PositionEncoding.utf16, .utf32] {
                for offset in 3000..<bytes.count {
                    let position = index.position(of: offset, in: encoding)
                    let back = index.offset(of: position, in: encoding)
                    XCTAssertTrue(
                        back <= offset && offset - back < 4,
                        "\(run.prefix(2)) \(encoding): \(offset) -> \(position) -> \(back)")
                    if back > offset || offset - back >= 4 { return }
                }
            }
        }
    }
}

/// The line scan skips eight bytes at a time while none is below 0x0E: it must find the same
/// lines as a byte-by-byte scan wherever the terminators fall.
final class LineScanTests: XCTestCase {
    private func plainStarts(_ b: [UInt8]) -> [Int] {
        var starts = [0]
        var i = 0
        while i < b.count {
            if b[i] == 0x0A {
                starts.append(i + 1)
            } else if b[i] == 0x0D {
                if i + 1 < b.count, b[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    func testEveryPlacementOfEveryTerminator() {
        // Bytes next to the terminators' values and the high ones, which the word test must not confuse.
        let fillers: [UInt8] = [0x0C, 0x0E, 0x0F, 0x20, 0x41, 0x7F, 0x80, 0x8A, 0x8D, 0xFF, 0x00]
        for length in 0..<24 {
            for at in 0..<max(length, 1) {
                for terminator: [UInt8] in [[0x0A], [0x0D], [0x0D, 0x0A], [0x0A, 0x0D]] {
                    for filler in fillers {
                        var bytes = [UInt8](repeating: filler, count: length)
                        for (k, t) in terminator.enumerated() where at + k < length { bytes[at + k] = t }
                        XCTAssertEqual(LineIndex(bytes).lineStarts, plainStarts(bytes), "\(bytes)")
                    }
                }
            }
        }
    }

    func testRandomTexts() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x0C, 0x0E, 0x20, 0x61, 0xC3, 0xA9, 0xFF, 0x8D]
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0..<100, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            XCTAssertEqual(LineIndex(bytes).lineStarts, plainStarts(bytes), "\(bytes)")
        }
    }
}
