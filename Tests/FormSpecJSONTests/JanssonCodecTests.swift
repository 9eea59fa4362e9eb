import FormSpecJSON
import XCTest

final class JanssonCodecTests: XCTestCase {
    func testRoundTripKeepsKeyOrderAndUnicode() throws {
        let text = #"{"z":1,"a":[true,false,null],"é":"日本 👍","n":-2.5,"big":9007199254740993}"#
        let value = try JSONValue(decoding: text)
        XCTAssertEqual(value["z"], .integer(1))
        XCTAssertEqual(value["é"], .string("日本 👍"))
        XCTAssertEqual(value["big"], .integer(9_007_199_254_740_993))
        XCTAssertEqual(value.objectValue?.keys, ["z", "a", "é", "n", "big"])
        XCTAssertEqual(value.encodedString(), text)
    }

    /// Decoded objects are built without a key index; large ones and repeated keys must still
    /// read and change as if built member by member.
    func testLargeObjectsAndRepeatedKeysDecodeAsBuiltMemberByMember() throws {
        let keys = (0..<40).map { "k\($0)" }
        let text = "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ",") + ", \"k3\": 2}"
        var decoded = try JSONValue(decoding: text).objectValue!
        var built = JSONObject()
        for key in keys { built[key] = 1 }
        built["k3"] = 2
        XCTAssertEqual(decoded.keys, built.keys)
        XCTAssertEqual(decoded["k3"], 2)
        XCTAssertEqual(decoded["k39"], 1)
        decoded["k40"] = 3
        decoded["k0"] = nil
        XCTAssertEqual(decoded.keys, Array(keys.dropFirst()) + ["k40"])
        XCTAssertEqual(decoded["k40"], 3)
    }

    func testEmbeddedNulAndEscapesSurvive() throws {
        let value = try JSONValue(decoding: #"{"s":"a\u0000b\n\"q\""}"#)
        XCTAssertEqual(value["s"], .string("a\u{0}b\n\"q\""))
        XCTAssertEqual(try JSONValue(decoding: value.encoded()), value)
    }

    func testRealsPrintShortestWhenFifteenDigitsRoundTrip() {
        XCTAssertEqual(JSONValue.array([0.1, 1.5, 2.0]).encodedString(), "[0.1,1.5,2.0]")
        let third = 1.0 / 3.0
        let printed = JSONValue.double(third).encodedString()
        XCTAssertEqual(Double(printed), third, "17 digits are used when 15 would lose the value")
    }

    func testNonFiniteNumbersBecomeNull() {
        XCTAssertEqual(JSONValue.array([.double(.nan), .double(.infinity)]).encodedString(), "[null,null]")
    }

    func testIndentedLayout() {
        let value: JSONValue = ["a": [1, 2]]
        XCTAssertEqual(value.encodedString(.indented(2)), "{\n  \"a\": [\n    1,\n    2\n  ]\n}")
    }

    func testDecodeErrorNamesThePlace() {
        XCTAssertThrowsError(try JSONValue(decoding: "{\n  \"a\": tru\n}")) { error in
            let e = error as! JSONDecodeError
            XCTAssertEqual(e.line, 2)
            XCTAssertFalse(e.message.isEmpty)
        }
    }

    func testDeepNestingIsRefusedNotCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try JSONValue(decoding: deep))
        XCTAssertFalse(JSONValue.janssonParseOnly(Array(deep.utf8)))
    }

    func testScalarsAtTopLevel() throws {
        XCTAssertEqual(try JSONValue(decoding: "\"x\""), .string("x"))
        XCTAssertEqual(try JSONValue(decoding: "3"), .integer(3))
        XCTAssertEqual(JSONValue.string("é").encodedString(), "\"é\"")
    }

    func testEmptyStringKeysAndValues() throws {
        let value: JSONValue = ["": ""]
        XCTAssertEqual(value.encodedString(), #"{"":""}"#)
        XCTAssertEqual(try JSONValue(decoding: value.encoded()), value)
    }
}
