import FormSpecJSON
import XCTest

/// `isIdentical` decides whether text encoded before may be reused: only for the same bytes.
final class JSONValueIdentityTests: XCTestCase {
    func testCanonicallyEquivalentStringsAreNotIdentical() {
        for (a, b) in [("caf\u{e9}", "cafe\u{301}"), ("K", "\u{212A}"), ("a\u{301}\u{316}", "a\u{316}\u{301}"), (";", "\u{37E}")] {
            XCTAssertEqual(JSONValue.string(a), JSONValue.string(b), "== calls them equal")
            for asciiOnly in [false, JSONValue.string(a).isASCII] {
                XCTAssertFalse(JSONValue.string(a).isIdentical(to: .string(b), asciiOnly: asciiOnly), "\(a) \(b)")
                XCTAssertFalse(JSONValue.string(b).isIdentical(to: .string(a)), "\(a) \(b)")
            }
            XCTAssertFalse(JSONValue.sameBytes(a, b))
        }
        XCTAssertTrue(JSONValue.string("caf\u{e9}").isIdentical(to: .string("caf\u{e9}")))
        XCTAssertTrue(JSONValue.sameBytes("plain", "plain", firstIsASCII: true))
        XCTAssertTrue(JSONValue.sameBytes(nil, nil))
        XCTAssertFalse(JSONValue.sameBytes("", nil))
    }

    func testNumbersAndMembersMustMatchExactly() {
        XCTAssertFalse(JSONValue.double(0).isIdentical(to: .double(-0.0)))
        XCTAssertFalse(JSONValue.integer(1).isIdentical(to: .double(1)))
        let ab: JSONValue = .object(JSONObject([("a", 1), ("b", 2)]))
        let ba: JSONValue = .object(JSONObject([("b", 2), ("a", 1)]))
        XCTAssertEqual(ab, ba, "== ignores member order")
        XCTAssertFalse(ab.isIdentical(to: ba, asciiOnly: true))
        XCTAssertTrue(ab.isIdentical(to: .object(JSONObject([("a", 1), ("b", 2)])), asciiOnly: true))
        XCTAssertTrue(JSONValue.array(["x", 1.5, .null]).isIdentical(to: ["x", 1.5, .null], asciiOnly: true))
    }
}
