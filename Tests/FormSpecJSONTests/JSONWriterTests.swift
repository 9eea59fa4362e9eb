import Foundation
import TestSupport
import XCTest

@testable import FormSpecJSON

/// `JSONWriter` must write exactly what jansson (`JSONValue.encoded()`) writes for the same tree.
final class JSONWriterTests: XCTestCase {
    private func written(_ value: JSONValue, capacity: Int = 1024) -> String {
        var writer = JSONWriter(capacity: capacity)
        writer.value(value)
        return String(decoding: writer.finish(), as: UTF8.self)
    }

    func testScalarsMatchJansson() {
        let scalars: [JSONValue] = [
            .null, true, false, 0, -1, 9, 10, 99, 100, -100, 1_000_000_007, .integer(.max), .integer(.min), 0.1, 1.5,
            2.0, -2.0, -0.0, 0.0, 1e14, 999_999_999_999_999, 1e15, 1e16, -1e15, 12_345_678_901_234_567_890.0, 1e300,
            .double(.leastNonzeroMagnitude), .double(.greatestFiniteMagnitude), .double(1.0 / 3.0), .double(.nan),
            .double(.infinity), .double(-.infinity), "", "a", "é日本 👍", "a\u{0}b",
            "\"\\/\n\r\t\u{1}\u{7f}\u{2028}\u{FEFF}", "\u{10FFFF}",
        ]
        for scalar in scalars {
            XCTAssertEqual(written(scalar), scalar.encodedString(), "\(scalar)")
        }
    }

    /// Every byte below 0x80 alone, and every control character between text, as jansson
    /// escapes them (short escapes, `\u` in upper-case hex, `/` and DEL as they are).
    func testEveryASCIICharacterIsEscapedAsJanssonEscapesIt() {
        for byte in 0..<0x80 {
            let text = String(decoding: [UInt8(byte)], as: UTF8.self)
            for value: JSONValue in [.string(text), .string("ab" + text + "cd" + text)] {
                XCTAssertEqual(written(value), value.encodedString(), "byte \(byte)")
            }
            XCTAssertEqual(written([text: .string(text)]), JSONValue.object([text: .string(text)]).encodedString())
        }
    }

    /// Whole reals below 10^15 are written without jansson (as it prints them, with ".0"); they
    /// must read the same in a text whose other reals need 17 digits.
    func testWholeRealsMatchJanssonInEitherPrecision() {
        var g = SeededGenerator(seed: 3)
        for _ in 0..<2_000 {
            let magnitude = pow(10, Double(g.below(16)))
            let whole = (Double(g.below(2_000_001)) - 1_000_000) * magnitude / 1_000
            let value = whole.rounded(.towardZero)
            for tree: JSONValue in [.double(value), [.double(value), .double(1.0 / 3.0)]] {
                XCTAssertEqual(written(tree), tree.encodedString(), "\(value)")
            }
        }
    }

    func testRandomTreesMatchJansson() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let value = randomValue(depth: 4, &generator)
            XCTAssertEqual(written(value), value.encodedString())
            // The buffer grows from its smallest size as it fills.
            XCTAssertEqual(written(value, capacity: 0), value.encodedString())
        }
    }

    func testRealsNeedingSeventeenDigitsRewriteEarlierOnes() {
        let value: JSONValue = [0.1, ["x": 0.25, "y": .double(1.0 / 3.0)], 0.1, 2.5, 3.0]
        XCTAssertEqual(written(value), value.encodedString())
        XCTAssertTrue(written(value).hasPrefix("[0.10000000000000001,"))
    }

    func testMemberByMemberWritingMatches() {
        var writer = JSONWriter(capacity: 1)
        writer.beginObject()
        writer.key("")
        writer.string("")
        writer.key(JSONWriter.Key("clé \"q\""))
        writer.beginArray()
        writer.integer(1)
        writer.bool(true)
        writer.null()
        writer.string(nil as String?)
        writer.beginObject()
        writer.endObject()
        writer.beginArray()
        writer.endArray()
        writer.endArray()
        writer.key("ü")
        writer.double(0.5)
        writer.endObject()
        let tree: JSONValue = ["": "", "clé \"q\"": [1, true, nil, nil, [:], []], "ü": 0.5]
        XCTAssertEqual(String(decoding: writer.finish(), as: UTF8.self), tree.encodedString())
        XCTAssertEqual(writer.finishValue().bytes, tree.encoded())
    }

    func testDeepNesting() {
        let depth = 1000
        var writer = JSONWriter()
        var tree: JSONValue = ["k": "v"]
        for _ in 0..<depth { writer.beginArray() }
        writer.value(["k": "v"])
        for _ in 0..<depth {
            writer.endArray()
            tree = [tree]
        }
        XCTAssertEqual(String(decoding: writer.finish(), as: UTF8.self), tree.encodedString())
    }

    private func randomValue(depth: Int, _ g: inout SeededGenerator) -> JSONValue {
        let strings = ["", "a", "é", "日本語", "👍🏽", "\u{0}", "\n\"\\", "tag", "x y", "\u{1f}", "/\u{7f}"]
        let doubles = [0.1, 0.5, 1.0 / 3.0, 123.456, -2.0, 1e21, 0.30000000000000004, .nan, 7.0, -0.0]
        switch g.below(depth > 0 ? 8 : 6) {
        case 0: return .null
        case 1: return .bool(g.below(2) == 0)
        case 2: return .integer(Int64(g.below(2001)) - 1000)
        case 3: return .double(doubles[g.below(doubles.count)])
        case 4, 5: return .string(strings[g.below(strings.count)] + strings[g.below(strings.count)])
        case 6: return .array((0..<g.below(5)).map { _ in randomValue(depth: depth - 1, &g) })
        default:
            var object = JSONObject()
            for _ in 0..<g.below(5) { object[strings[g.below(strings.count)]] = randomValue(depth: depth - 1, &g) }
            return .object(object)
        }
    }
}

extension SeededGenerator {
    fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
