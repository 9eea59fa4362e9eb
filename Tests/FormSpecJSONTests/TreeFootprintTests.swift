import XCTest

@testable import FormSpecJSON

/// What the syntax tree and line index of a large document hold per member, element and line:
/// a spec of 50,000 rows has some 370,000 members, so every byte of a member is 0.4 MB.
final class TreeFootprintTests: XCTestCase {
    func testMembersAndElementsKeepPlainStringsInline() {
        // A key and a string value of the common kind fit in the member without their details.
        XCTAssertLessThanOrEqual(MemoryLayout<GreenMember>.stride, 56)
        XCTAssertLessThanOrEqual(MemoryLayout<GreenElement>.stride, 32)
    }

    func testOnlyUnusualLiteralsKeepTheirDetails() {
        let text = #"{"plain": "text", "é": "naïve", "escaped\n": "a\"b", "open": "unterminated"#
        let tree = JSONParser.parse(text)
        var detailed: [String] = []
        var plain: [String] = []
        for member in tree.root?.members ?? [] {
            for literal in [member.key, member.value?.string].compactMap({ $0 }) {
                if literal.green.isDetailed { detailed.append(literal.value) } else { plain.append(literal.value) }
            }
        }
        XCTAssertEqual(plain, ["plain", "text", "é", "naïve", "open"])
        XCTAssertEqual(detailed, ["escaped\n", "a\"b", "unterminated"])
    }

    func testPlainAndDetailedLiteralsGiveTheSameRanges() {
        let text = #"["abc", "a\u00e9c", "abc"#
        let elements = JSONParser.parse(text).root?.elements ?? []
        let strings = elements.compactMap(\.string)
        XCTAssertEqual(strings.map(\.range), [TextRange(1, 6), TextRange(8, 18), TextRange(20, 24)])
        XCTAssertEqual(strings.map(\.contentRange), [TextRange(2, 5), TextRange(9, 17), TextRange(21, 24)])
        XCTAssertEqual(strings.map(\.isTerminated), [true, true, false])
        XCTAssertEqual(strings.map { $0.sourceOffset(forValueOffset: 3) }, [5, 16, 24])
    }

    func testLineIndexKeepsNoMoreRoomThanItUses() {
        // Long lines: far fewer lines than the first guess of one per 32 bytes.
        let line = String(repeating: "x", count: 300) + "\n"
        let index = LineIndex(String(repeating: line, count: 1_000))
        XCTAssertEqual(index.lineCount, 1_001)
        XCTAssertLessThanOrEqual(index.lineStarts.capacity, 2 * index.lineCount)
    }
}
