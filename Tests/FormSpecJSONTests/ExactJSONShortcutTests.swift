import FormSpecJSON
import XCTest

/// `ExactJSON.same` decides whether text encoded before may be reused: only for the same
/// bytes, also on its shortcut for cached text known to be ASCII.
final class ExactJSONShortcutTests: XCTestCase {
    func testCanonicallyEquivalentStringsAreNotTheSame() {
        for (a, b) in [
            ("caf\u{e9}", "cafe\u{301}"), ("K", "\u{212A}"), ("a\u{301}\u{316}", "a\u{316}\u{301}"), (";", "\u{37E}"),
        ] {
            XCTAssertEqual(a, b, "== calls them equal")
            let aIsASCII = ExactJSON.isASCII(.string(a))
            XCTAssertFalse(ExactJSON.same(a, b, firstIsASCII: aIsASCII), "\(a) \(b)")
            XCTAssertFalse(ExactJSON.same(.string(a), .string(b), firstIsASCII: aIsASCII), "\(a) \(b)")
            XCTAssertFalse(ExactJSON.same(b, a), "\(a) \(b)")
        }
        XCTAssertTrue(ExactJSON.same("plain", "plain", firstIsASCII: true))
        XCTAssertTrue(ExactJSON.same("caf\u{e9}", "caf\u{e9}"))
    }

    func testNumbersAndMembersMustMatchExactly() {
        XCTAssertFalse(ExactJSON.same(.double(0), .double(-0.0), firstIsASCII: true))
        XCTAssertFalse(ExactJSON.same(.integer(1), .double(1), firstIsASCII: true))
        let ab: JSONValue = .object(JSONObject([("a", 1), ("b", 2)]))
        let ba: JSONValue = .object(JSONObject([("b", 2), ("a", 1)]))
        XCTAssertEqual(ab, ba, "== ignores member order")
        XCTAssertFalse(ExactJSON.same(ab, ba, firstIsASCII: true))
        XCTAssertTrue(ExactJSON.same(ab, .object(JSONObject([("a", 1), ("b", 2)])), firstIsASCII: true))
        XCTAssertTrue(ExactJSON.isASCII(["x", 1.5, .null, ["k": "v"]]))
        XCTAssertFalse(ExactJSON.isASCII(["k\u{e9}": 1]))
    }
}
