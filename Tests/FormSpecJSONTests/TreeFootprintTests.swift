import XCTest

@testable import FormSpecJSON

/// What the syntax tree and line index of a large document hold per member, element and line:
/// a spec of 50,000 rows has some 370,000 members, so every byte of a member is 0.4 MB.
final class TreeFootprintTests: XCTestCase {
    func testMembersAndElementsKeepPlainStringsInline() {
        // A key and a string value of the common kind fit in the member without their details.
        XCTAssertLessThanOrEqual(MemoryLayout<GreenMember>.stride, 32)
        // The element's offset sits in the padding after its node.
        XCTAssertLessThanOrEqual(MemoryLayout<GreenElement>.stride, 24)
    }

    func testMembersFarFromTheirColonOrValueKeepTheirOffsets() {
        // The colon and the value a byte's reach from the key, and beyond it (in the key).
        for gap in [0, 1, 200, 251, 252, 253, 254, 255, 256, 300, 70_000] {
            let space = String(repeating: " ", count: gap)
            for text in [
                #"{"a": "x", "k"\#(space): 2, "z": 3}"#, #"{"a": "x", "k":\#(space)2, "z": 3}"#,
                #"{"a": "x", "k"\#(space)}"#, #"{"a": "x", "\#(String(repeating: "k", count: gap))": [2]}"#,
            ] {
                let tree = JSONParser.parse(text)
                let member = tree.root?.members?[1]
                let bytes = Array(text.utf8)
                if let colon = member?.colon {
                    XCTAssertEqual(bytes[colon], UInt8(ascii: ":"), "\(gap): \(text.prefix(40))")
                } else {
                    XCTAssertFalse(text.contains("\"k\":"), "\(gap)")
                }
                if let value = member?.value {
                    XCTAssertTrue([UInt8(ascii: "2"), UInt8(ascii: "[")].contains(bytes[value.start]), "\(gap)")
                }
                XCTAssertEqual(tree.root?.members?[0].value?.start, 6)
                // Moved by an edit of the string before it, the member keeps its offsets.
                let edited = text.replacingOccurrences(of: #""x""#, with: #""yyx""#)
                let moved = JSONParser.parse(
                    Array(edited.utf8), previous: tree, edit: ByteEdit(range: TextRange(7, 7), newLength: 2))
                XCTAssertEqual(moved.root?.members?[1].colon, member?.colon.map { $0 + 2 }, "\(gap)")
                XCTAssertEqual(moved.root?.members?[1].value?.start, member?.value.map { $0.start + 2 }, "\(gap)")
            }
        }
    }

    /// The address of a string's UTF-8 storage: literals with the same bytes share it.
    private func storage(_ string: String?) -> UnsafeRawPointer? {
        var copy = string
        return copy?.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    func testLongLiteralsWithTheSameBytesShareTheirStorage() {
        let text = #"""
            {"textField.placeholder": "^[A-Za-z ]{2,40}$", "rows": [
              {"textField.placeholder": "^[A-Za-z ]{2,40}$"},
              {"textField.placeholdeR": "^[A-Za-z ]{2,41}$"}]}
            """#
        let root = JSONParser.parse(text).root
        let rows = root?.value("rows")?.elements.map(Array.init) ?? []
        XCTAssertEqual(rows.count, 2)
        let keys = [root?.members?.first?.key, rows.first?.members?.first?.key, rows.last?.members?.first?.key]
        let values = [root?.members?.first?.value, rows.first?.members?.first?.value, rows.last?.members?.first?.value]
        XCTAssertEqual(
            keys.map { $0?.value }, ["textField.placeholder", "textField.placeholder", "textField.placeholdeR"])
        XCTAssertEqual(values.map { $0?.stringValue }, ["^[A-Za-z ]{2,40}$", "^[A-Za-z ]{2,40}$", "^[A-Za-z ]{2,41}$"])
        XCTAssertNotNil(storage(keys[0]?.value))
        XCTAssertEqual(storage(keys[0]?.value), storage(keys[1]?.value))
        XCTAssertEqual(storage(values[0]?.stringValue), storage(values[1]?.stringValue))
        XCTAssertNotEqual(storage(keys[1]?.value), storage(keys[2]?.value))
        XCTAssertNotEqual(storage(values[1]?.stringValue), storage(values[2]?.stringValue))
    }

    func testEveryKeyWithAnErrorReportsIt() {
        // A raw tab decodes to the same bytes, but is an error each time it is written.
        let text = "[{\"a\tb\": 1}, {\"a\tb\": 2}, {\"a\tb\": 3}]"
        let tree = JSONParser.parse(text)
        XCTAssertEqual(tree.errors.count, 3, "\(tree.errors.map(\.message))")
        XCTAssertEqual(Set(tree.errors.map(\.range.start)).count, 3)
        let keys = tree.root?.elements?.compactMap { $0.members?.first?.key.value }
        XCTAssertEqual(keys, ["a\tb", "a\tb", "a\tb"])
    }

    func testLiteralsThatOnlyLookAlikeKeepTheirOwnBytes() {
        // Same length, same first, middle and last bytes: the same place in the table of
        // strings met, but other bytes.
        let strings = (0..<2_000).map { i in
            "ab" + String(format: "%06d", i) + "m" + String(format: "%06d", 1_999 - i) + "yz"
        }
        let text = "[" + strings.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        let parsed = JSONParser.parse(text).root?.elements.map { $0.map(\.stringValue) } ?? []
        XCTAssertEqual(parsed, strings)
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

    func testSmallIntegersAreKeptInlineAndReadAsTheirLiteral() {
        let literals = [
            "0", "-0", "7", "-3", "10", "2147483647", "-2147483648", "2147483648", "-2147483649", "1.0", "1e3",
            "12345678901234567890", "-", "01",
        ]
        let text = "[" + literals.joined(separator: ", ") + "]"
        let elements = JSONParser.parse(text).root?.elements.map(Array.init) ?? []
        XCTAssertEqual(elements.count, literals.count)
        for (literal, node) in zip(literals, elements) {
            guard let number = node.number else { continue }
            XCTAssertEqual(number.text, literal)
            XCTAssertEqual(node.range.end - node.range.start, literal.utf8.count, literal)
            let inline: Bool
            if case .integer = node.green { inline = true } else { inline = false }
            // Only shortest forms that fit in 32 bits: others keep their literal as written.
            let expected = ["0", "7", "-3", "10", "2147483647", "-2147483648"].contains(literal)
            XCTAssertEqual(inline, expected, literal)
            if inline {
                XCTAssertEqual(number.integer, Int64(literal), literal)
                XCTAssertEqual(number.double, Double(literal), literal)
                XCTAssertEqual(node.jsonValue, .integer(Int64(literal)!), literal)
            }
        }
        // An edit inside a number gives what a fresh parse of the new text gives.
        for (before, after, deleted) in [
            ("[1, 2]", "[12, 2]", 0), ("[12, 2]", "[1.2, 2]", 0), ("[1.5, 2]", "[15, 2]", 1),
        ] {
            let old = JSONParser.parse(before)
            let edit = ByteEdit(range: TextRange(2, 2 + deleted), newLength: 1 - deleted)
            let new = JSONParser.parse(Array(after.utf8), previous: old, edit: edit)
            let fresh = JSONParser.parse(after)
            XCTAssertEqual(new.root?.elements?.first?.number?.text, fresh.root?.elements?.first?.number?.text)
            XCTAssertEqual(new.root?.elements?.first?.range, fresh.root?.elements?.first?.range)
            XCTAssertEqual(new.root?.jsonValue, fresh.root?.jsonValue, after)
        }
    }

    func testObjectsAndArraysLetGoOfTheirItems() {
        // The items live in the node's own allocation: freeing the node frees what they hold.
        weak var key: GreenKey?
        do {
            let shared = GreenKey(JSONParser.parse(#""k""#).root!.string!.green)
            key = shared
            let member = GreenMember(key: shared, keyOffset: 1, colonOffset: 4, valueOffset: 6, value: .null)
            let object = GreenObject.make([member, member.moved(by: 12)], length: 30)
            XCTAssertEqual(object.count, 2)
            XCTAssertEqual(object[1].keyOffset, 13)
            XCTAssertEqual(object[1].valueOffset, 18)
            XCTAssertNotNil(key)
        }
        XCTAssertNil(key, "the members' key outlived their object")
    }
}
