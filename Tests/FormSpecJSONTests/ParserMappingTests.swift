import FormSpecJSON
import TestSupport
import XCTest

final class ParserMappingTests: XCTestCase {
    func testStringValueOffsetsMapThroughEscapes() throws {
        // Value: a"é\n👍b — each escape is longer in the source than in the value.
        let text = #"["a\"\u00e9\n\ud83d\udc4db"]"#
        let string = try XCTUnwrap(JSONParser.parse(text).root?.elements?.first?.string)
        XCTAssertEqual(string.value, "a\"é\n👍b")
        let source = Array(text.utf8)
        let value = Array(string.value.utf8)
        // The "b" at the end of the value maps to the "b" in the source.
        let b = value.lastIndex(of: UInt8(ascii: "b"))!
        XCTAssertEqual(source[string.sourceOffset(forValueOffset: b)], UInt8(ascii: "b"))
        // é (2 value bytes) maps to its 6-byte escape.
        let e = value.firstIndex(of: 0xC3)!
        let range = string.sourceRange(forValueRange: TextRange(e, e + 2))
        XCTAssertEqual(String(decoding: source[range.start..<range.end], as: UTF8.self), #"\u00e9"#)
        XCTAssertEqual(string.valueOffset(forSourceOffset: string.sourceOffset(forValueOffset: b)), b)
    }

    func testRangesCoverKeysValuesAndMembers() throws {
        let text = #"{ "k" : [ 1 , "v" ] }"#
        let root = try XCTUnwrap(JSONParser.parse(text).root)
        let member = try XCTUnwrap(root.member("k"))
        let slice = { (r: TextRange) in String(Array(text.utf8)[r.start..<r.end].map { Character(Unicode.Scalar($0)) })
        }
        XCTAssertEqual(slice(root.range), text)
        XCTAssertEqual(slice(member.key.range), #""k""#)
        XCTAssertEqual(slice(member.value!.range), #"[ 1 , "v" ]"#)
        XCTAssertEqual(slice(member.range), #""k" : [ 1 , "v" ]"#)
    }

    func testPathToOffset() throws {
        let text = #"{"sections": [{"rows": [{"tag": "a"}, {"tag": "b"}]}]}"#
        let root = try XCTUnwrap(JSONParser.parse(text).root)
        let offset = Array(text.utf8).lastIndex(of: UInt8(ascii: "b"))!
        let path = root.path(to: offset)
        let description = path.map { step -> String in
            switch step {
            case .member(let m): return m.key.value
            case .element(let i, _): return "[\(i)]"
            }
        }
        XCTAssertEqual(description, ["sections", "[0]", "rows", "[1]", "tag"])
        let target = try XCTUnwrap(path.last?.node)
        XCTAssertEqual(root.path(to: target)?.count, 5)
    }

    /// The tolerant parser and jansson agree on every well-formed document.
    func testAgreesWithJanssonOnRandomDocuments() throws {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let value = randomValue(&rng, depth: 0)
            for layout in [JSONLayout.compact, .indented(2)] {
                let bytes = value.encoded(layout)
                let tree = JSONParser.parse(bytes)
                XCTAssertTrue(tree.errors.isEmpty, "\(tree.errors) in \(String(decoding: bytes, as: UTF8.self))")
                XCTAssertEqual(tree.root?.jsonValue, try JSONValue(decoding: bytes))
            }
        }
    }

    private func randomValue(_ rng: inout SeededGenerator, depth: Int) -> JSONValue {
        switch rng.next() % (depth > 4 ? 5 : 7) {
        case 0: return .null
        case 1: return .bool(rng.next() % 2 == 0)
        case 2: return .integer(Int64(Int32(truncatingIfNeeded: rng.next())))
        case 3: return .double(Double(Int32(truncatingIfNeeded: rng.next())) / 64)
        case 4:
            let pool = ["a", "é", "日本", "👍", "\"", "\\", "\n", "\u{1}", "$tag", " "]
            return .string((0..<Int(rng.next() % 5)).map { _ in pool[Int(rng.next() % UInt64(pool.count))] }.joined())
        case 5: return .array((0..<Int(rng.next() % 4)).map { _ in randomValue(&rng, depth: depth + 1) })
        default:
            var object = JSONObject()
            for i in 0..<Int(rng.next() % 4) {
                object["k\(i)\(rng.next() % 3 == 0 ? "é" : "")"] = randomValue(&rng, depth: depth + 1)
            }
            return .object(object)
        }
    }
}
