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
}
