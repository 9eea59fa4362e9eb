import FormSpecJSON
import XCTest

/// JSONObject keeps insertion order, replaces in place, and behaves the same below and above
/// the size at which it starts indexing its keys.
final class JSONObjectTests: XCTestCase {
    func testOrderReplacementAndRemovalAtEverySize() {
        for size in [3, 16, 17, 40] {
            var object = JSONObject()
            for i in 0..<size { object["k\(i)"] = JSONValue(i) }
            object["k1"] = "replaced"
            object["k0"] = nil
            object["new"] = true
            var expected = (1..<size).map { "k\($0)" }
            expected.append("new")
            XCTAssertEqual(object.keys, expected, "size \(size)")
            XCTAssertEqual(object["k1"], "replaced")
            XCTAssertNil(object["k0"])
            XCTAssertEqual(object["k\(size - 1)"], JSONValue(size - 1))
            XCTAssertEqual(object.count, size)
            XCTAssertEqual(object.map(\.key), expected, "iteration follows insertion order")
        }
    }

    func testALiteralWithARepeatedKeyKeepsTheLastValueAtTheFirstPlace() {
        let object = JSONObject([("a", 1), ("b", 2), ("a", 3)])
        XCTAssertEqual(object.keys, ["a", "b"])
        XCTAssertEqual(object["a"], 3)
    }

    func testUniqueKeysBuildWithoutChecksAndStayUsable() {
        var object = JSONObject(uniqueKeysWithValues: (0..<30).map { ("k\($0)", JSONValue($0)) })
        XCTAssertEqual(object["k29"], 29)
        object["k5"] = "five"
        object["k30"] = 30
        XCTAssertEqual(object["k5"], "five")
        XCTAssertEqual(object.keys.count, 31)
        XCTAssertEqual(object.keys.last, "k30")
    }

    func testEqualityAndHashIgnoreOrder() {
        let a: JSONObject = ["x": 1, "y": [1, 2], "z": ["n": nil]]
        let b: JSONObject = ["z": ["n": nil], "y": [1, 2], "x": 1]
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertNotEqual(a, ["x": 1, "y": [2, 1], "z": ["n": nil]])
        XCTAssertNotEqual(a, ["x": 1, "y": [1, 2]])
        XCTAssertEqual(Set([JSONValue.object(a), .object(b)]).count, 1)
    }

    func testWholeRealsTakeTheShortPathAndOthersStillDecideThePrecision() {
        XCTAssertEqual(JSONValue.array([2.0, -3.0, 1e14]).encodedString(), "[2.0,-3.0,100000000000000.0]")
        let third = 1.0 / 3.0
        let printed = JSONValue.array([2.0, .double(third)]).encodedString()
        XCTAssertEqual(
            try JSONValue(decoding: printed), [2.0, .double(third)], "17 digits for the third, whole numbers unharmed")
        XCTAssertEqual(
            Double(JSONValue.double(1e16 + 2).encodedString()), 1e16 + 2,
            "whole numbers beyond 10^15 still get 17 digits")
    }
}
