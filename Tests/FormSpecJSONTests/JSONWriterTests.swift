import TestSupport
import XCTest

@testable import FormSpecJSON

/// `JSONWriter` must write exactly what `JSONValue.encoded()` writes for the same tree.
final class JSONWriterTests: XCTestCase {
    private func written(_ value: JSONValue) -> String {
        let writer = JSONWriter()
        writer.value(value)
        return String(decoding: writer.finish(), as: UTF8.self)
    }

    func testScalarsMatchTheTreeEncoder() {
        let scalars: [JSONValue] = [
            .null, true, false, 0, -1, .integer(.max), .integer(.min), 0.1, 1.5, 2.0, -0.0, 1e300,
            .double(.leastNonzeroMagnitude),
            .double(1.0 / 3.0), .double(.nan), .double(.infinity), "", "a", "é日本 👍", "a\u{0}b",
            "\"\\/\n\r\t\u{1}\u{7f}\u{2028}",
        ]
        for scalar in scalars {
            XCTAssertEqual(written(scalar), scalar.encodedString(), "\(scalar)")
        }
    }

    func testRandomTreesMatchTheTreeEncoder() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let value = randomValue(depth: 4, &generator)
            XCTAssertEqual(written(value), value.encodedString())
        }
    }

    func testRealsNeedingSeventeenDigitsRewriteEarlierOnes() {
        let value: JSONValue = [0.1, ["x": 0.25, "y": .double(1.0 / 3.0)], 0.1, 2.5]
        XCTAssertEqual(written(value), value.encodedString())
        XCTAssertTrue(written(value).hasPrefix("[0.10000000000000001,"))
    }

    func testMemberByMemberWritingMatches() {
        let writer = JSONWriter()
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
    }

    func testCachedTextIsUsedOnlyForTheSameBytes() {
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        let writer = JSONWriter()
        writer.beginArray()
        writer.string(decomposed, cached: JSONWriter.Fragment(composed))
        writer.value(.double(-0.0), cached: JSONWriter.CachedValue(.double(0.0)))
        writer.value(.string(decomposed), cached: JSONWriter.CachedValue(.string(composed)))
        writer.string(composed, cached: JSONWriter.Fragment(composed))
        writer.string(nil, cached: JSONWriter.Fragment(nil))
        writer.endArray()
        let tree: JSONValue = [.string(decomposed), .double(-0.0), .string(decomposed), .string(composed), nil]
        XCTAssertEqual(writer.finish(), tree.encoded())
    }

    func testDeepNesting() {
        let depth = 1000
        let writer = JSONWriter()
        var tree: JSONValue = ["k": "v"]
        for _ in 0..<depth { writer.beginArray() }
        writer.value(["k": "v"])
        for _ in 0..<depth {
            writer.endArray()
            tree = [tree]
        }
        XCTAssertEqual(String(decoding: writer.finish(), as: UTF8.self), tree.encodedString())
    }

    func testFinishedValuesNestWithTheirReals() {
        for (inner, outer) in [
            (JSONValue.array([0.1, 0.2]), JSONValue.double(1.0 / 3.0)), ([.double(1.0 / 3.0)], 0.1), ([0.1], 0.2),
        ] {
            let innerWriter = JSONWriter()
            innerWriter.value(inner)
            let encoded = innerWriter.finishValue()
            for innerFirst in [true, false] {
                let writer = JSONWriter()
                writer.beginArray()
                if innerFirst { writer.value(encoded) }
                writer.value(outer)
                if !innerFirst { writer.value(encoded) }
                writer.endArray()
                let tree: JSONValue = innerFirst ? [inner, outer] : [outer, inner]
                XCTAssertEqual(String(decoding: writer.finish(), as: UTF8.self), tree.encodedString())
            }
        }
    }

    /// A writer reusing its dumps of repeated strings and numbers writes the same bytes, reals
    /// included when a later one makes every real need 17 digits.
    func testReusingDumpsWritesTheSameText() {
        var generator = SeededGenerator(seed: 31)
        for round in 0..<300 {
            var value = JSONValue.array((0..<3).map { _ in randomValue(depth: 3, &generator) })
            if round % 3 == 0, case .array(var items) = value {
                items.append(.double(1.0 / 3.0))
                items.append(items[0])
                value = .array(items)
            }
            let writer = JSONWriter(capacity: 64, dumps: JSONDumpCache())
            writer.beginArray()
            writer.value(value)
            writer.value(value)
            writer.endArray()
            XCTAssertEqual(
                String(decoding: writer.finish(), as: UTF8.self), JSONValue.array([value, value]).encodedString())
        }
    }

    /// Strings written again are copied from their first dump, found by their bytes: many
    /// strings (the table grows several times), strings that differ in one byte only, at the
    /// start, the middle or the end, of every length around a word, empty and non-ASCII.
    func testStringsWrittenAgainAreTheirFirstDumps() {
        var strings = ["", "é", "e\u{301}", "👍🏽", "\u{0}", "\"q\""]
        for length in 1...24 {
            let base = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            strings.append(base)
            strings.append("X" + base.dropFirst())
            strings.append(base.dropLast() + "X")
            strings.append(base.prefix(length / 2) + "é" + base.dropFirst(length / 2))
        }
        for i in 0..<400 { strings.append("member \(i)") }
        let writer = JSONWriter(capacity: 16, dumps: JSONDumpCache())
        writer.beginArray()
        for round in 0..<3 {
            for string in round == 1 ? strings.reversed() : strings { writer.string(string) }
        }
        writer.endArray()
        let expected = JSONValue.array((0..<3).flatMap { $0 == 1 ? strings.reversed() : strings }.map(JSONValue.string))
            .encodedString()
        XCTAssertEqual(String(decoding: writer.finish(), as: UTF8.self), expected)
    }

    /// Writers sharing a cache of dumps, one after another, write what writers without one
    /// write: strings and numbers dumped by an earlier writer, reals at the precision each
    /// text needs, and after the cache started over at its limit.
    func testWritersSharingDumpsWriteWhatEachWritesAlone() {
        var generator = SeededGenerator(seed: 11)
        for limit in [32, 256 << 10] {
            let dumps = JSONDumpCache(limit: limit)
            for _ in 0..<40 {
                let value = randomValue(depth: 3, &generator)
                let writer = JSONWriter(capacity: 16, dumps: dumps)
                writer.beginArray()
                writer.value(value)
                writer.value(value)
                writer.endArray()
                XCTAssertEqual(
                    String(decoding: writer.finish(), as: UTF8.self), JSONValue.array([value, value]).encodedString(),
                    "limit \(limit)")
            }
        }
    }

    /// A text over a sixteenth of the cache's limit is written but not kept: one long value
    /// would empty the cache at every result.
    func testLongTextsAreWrittenButNotKept() {
        let dumps = JSONDumpCache(limit: 1024)
        let writer = JSONWriter(capacity: 16, dumps: dumps)
        writer.beginArray()
        writer.string("short")
        let kept = dumps.dumps.count
        XCTAssertGreaterThan(kept, 0)
        let long = String(repeating: "x", count: 100)
        writer.string(long)
        writer.string(long)
        XCTAssertEqual(dumps.dumps.count, kept)
        writer.string("short")
        writer.endArray()
        XCTAssertEqual(
            String(decoding: writer.finish(), as: UTF8.self),
            JSONValue.array(["short", .string(long), .string(long), "short"]).encodedString())
    }

    /// A kept member is the key and value written one by one, reals included: they are
    /// rewritten with 17 digits when a later real needs them.
    func testKeptMembersAreTheirKeyAndValue() {
        let members: [(String, JSONValue)] = [("a", 1), ("é", "x"), ("r", 0.1), ("n", .null), ("o", ["k": [1, 2]])]
        for last: JSONValue in [0.5, .double(1.0 / 3.0)] {
            let writer = JSONWriter()
            writer.beginObject()
            for (key, value) in members { writer.member(cached: JSONWriter.CachedMember(key: key, value: value)) }
            writer.key(cached: JSONWriter.Fragment("last"))
            writer.value(last)
            writer.endObject()
            let expected = JSONValue.object(JSONObject(members + [("last", last)])).encodedString()
            XCTAssertEqual(String(decoding: writer.finish(), as: UTF8.self), expected)
        }
    }

    /// An object begun with a kept head, continued by another writer and joined to it, is the
    /// object one writer writes member by member.
    func testHeadsAndContinuedObjectsJoinToTheWholeObject() {
        let head = JSONWriter.ObjectHead { writer in
            writer.key("tag")
            writer.string("é")
            writer.key("required")
            writer.bool(true)
        }
        let writer = JSONWriter()
        writer.beginArray()
        writer.beginObject(head)
        writer.key("n")
        writer.integer(3)
        writer.endObject()
        writer.beginObject(JSONWriter.ObjectHead { _ in })
        writer.key("m")
        writer.null()
        writer.endObject()
        writer.endArray()
        let tree: JSONValue = [["tag": "é", "required": true, "n": 3], ["m": nil]]
        XCTAssertEqual(String(decoding: writer.finish(), as: UTF8.self), tree.encodedString())

        for (first, rest): (JSONObject, JSONObject) in [
            (["a": 1, "b": "x"], ["c": 0.1, "d": .double(1.0 / 3.0)]), ([:], ["c": 0.5]), (["a": 1], [:]),
        ] {
            let front = JSONWriter()
            front.beginObject()
            for (key, value) in first {
                front.key(key)
                front.value(value)
            }
            let back = JSONWriter(capacity: 16, dumps: JSONDumpCache())
            back.continueObject(afterMembers: !first.isEmpty)
            for (key, value) in rest {
                back.key(key)
                back.value(value)
            }
            back.endObject()
            var whole = first
            for (key, value) in rest { whole[key] = value }
            let outer = JSONWriter()
            outer.value(back.finishValue(after: front))
            XCTAssertEqual(String(decoding: outer.finish(), as: UTF8.self), JSONValue.object(whole).encodedString())
        }
    }

    private func randomValue(depth: Int, _ g: inout SeededGenerator) -> JSONValue {
        let strings = ["", "a", "é", "日本語", "👍🏽", "\u{0}", "\n\"\\", "tag", "x y", "\u{1f}"]
        let doubles = [0.1, 0.5, 1.0 / 3.0, 123.456, -2.0, 1e21, 0.30000000000000004, .nan]
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

private extension SeededGenerator {
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
