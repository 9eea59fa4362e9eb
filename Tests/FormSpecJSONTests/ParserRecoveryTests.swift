import FormSpecJSON
import XCTest

final class ParserRecoveryTests: XCTestCase {
    /// Errors as (message, the source text of the error's range).
    func errors(_ text: String) -> [(String, String)] {
        let bytes = Array(text.utf8)
        return JSONParser.parse(bytes).errors.map { e in
            (e.message, String(decoding: bytes[e.range.start..<e.range.end], as: UTF8.self))
        }
    }

    func testValidDocumentHasNoErrors() {
        let tree = JSONParser.parse(#"{"a": [1, -2.5e3, "x", true, false, null, {}], "b": {}}"#)
        XCTAssertTrue(tree.errors.isEmpty)
        XCTAssertEqual(tree.root?.jsonValue, ["a": [1, -2500.0, "x", true, false, nil, [:]], "b": [:]])
    }

    func testTrailingCommas() {
        XCTAssertEqual(errors(#"{"a": 1,}"#).map(\.0), ["trailing comma before '}'"])
        XCTAssertEqual(errors("[1, 2,]").map(\.1), [","])
    }

    func testMissingCommaKeepsBothMembers() {
        let text = "{\"a\": 1\n \"b\": 2}"
        let tree = JSONParser.parse(text)
        XCTAssertEqual(tree.errors.map(\.message), ["expected ',' between properties"])
        XCTAssertEqual(tree.root?.jsonValue, ["a": 1, "b": 2])
    }

    func testMissingColonAndMissingValue() {
        let tree = JSONParser.parse(#"{"a" 1, "b": , "c": 3}"#)
        XCTAssertEqual(tree.errors.map(\.message), ["expected ':' after 'a'", "expected a value for 'b'"])
        XCTAssertEqual(tree.root?.member("a")?.value?.jsonValue, 1)
        XCTAssertNil(tree.root?.member("b")?.value)
        XCTAssertEqual(tree.root?.member("c")?.value?.jsonValue, 3)
    }

    func testUnterminatedStringStopsAtLineEnd() {
        let text = "{\"rowType\": \"tex\n, \"title\": \"T\"}"
        let tree = JSONParser.parse(text)
        XCTAssertEqual(tree.errors.count, 1)
        XCTAssertTrue(tree.errors[0].message.hasPrefix("unterminated string"))
        XCTAssertEqual(tree.root?.member("rowType")?.value?.stringValue, "tex")
        XCTAssertEqual(tree.root?.member("title")?.value?.stringValue, "T")
    }

    func testHalfTypedKeyIsAMemberWithoutValue() {
        let tree = JSONParser.parse("{\"tag\": \"a\", \"ro\n}")
        XCTAssertEqual(tree.root?.members?.map(\.key.value), ["tag", "ro"])
        XCTAssertNil(tree.root?.members?.last?.value)
    }

    func testUnquotedKeyCommentsAndWords() {
        let found = errors("{\n  // note\n  rowType: undefined, /* x */ \"a\": True\n}")
        XCTAssertEqual(found.map(\.1), ["// note", "rowType", "undefined", "/* x */", "True"])
        XCTAssertEqual(found[1].0, "property name 'rowType' must be in double quotes")
    }

    func testUnclosedObjectPointsAtEndAndOpening() {
        let text = "{\"a\": [1, 2"
        let tree = JSONParser.parse(text)
        XCTAssertEqual(tree.errors.map(\.message), ["expected ']' to close the array"])
        XCTAssertEqual(tree.errors[0].range, TextRange(text.utf8.count, text.utf8.count))
        XCTAssertEqual(tree.errors[0].related, TextRange(6, 7))
        XCTAssertEqual(tree.root?.member("a")?.value?.jsonValue, [1, 2])
    }

    func testMismatchedBracketsRecover() {
        let tree = JSONParser.parse(#"{"rows": [{"tag": "a"], "more": 1}"#)
        XCTAssertEqual(tree.errors.map(\.message), ["expected '}' to close the object, found ']'"])
        XCTAssertEqual(tree.root?.member("more")?.value?.jsonValue, 1)
    }

    func testEveryErrorIsReportedNotOnlyTheFirst() {
        let text = "{\"a\": 01, \"b\": \"\\q\", \"c\": [1 2], \"d\": -}"
        XCTAssertEqual(
            errors(text).map(\.0),
            [
                "invalid number '01'", "invalid escape sequence '\\q'", "expected ',' between array elements",
                "invalid number '-'",
            ])
    }

    func testDeepNestingIsSkippedIterativelyWithOneError() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let tree = JSONParser.parse(deep)
        XCTAssertEqual(tree.errors.count, 1)
        XCTAssertTrue(tree.errors[0].message.contains("nesting deeper than"))
        let objects = String(repeating: "{\"a\":", count: 50_000) + "1" + String(repeating: "}", count: 50_000)
        XCTAssertEqual(JSONParser.parse(objects).errors.count, 1)
        let unclosed = String(repeating: "[", count: 100_000)
        XCTAssertEqual(JSONParser.parse(unclosed).errors.count, 2, "depth + unclosed at end")
    }

    func testSizeLimit() {
        let tree = JSONParser.parse("[1, 2, 3]", limits: JSONParserLimits(maxBytes: 4))
        XCTAssertNil(tree.root)
        XCTAssertTrue(tree.errors[0].message.contains("more than the limit of 4"))
    }

    func testContentAfterDocumentAndEmptyDocument() {
        XCTAssertEqual(errors("{} {\"x\": 1}").map(\.0), ["unexpected content after the end of the document"])
        XCTAssertEqual(errors("  ").map(\.0), ["empty document: expected a JSON object"])
    }

    func testByteOrderMarkIsAccepted() {
        let tree = JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        XCTAssertTrue(tree.errors.isEmpty)
        XCTAssertEqual(tree.root?.range, TextRange(3, 5))
    }

    func testInvalidUTF8InStringIsReportedAndReplaced() {
        let bytes: [UInt8] = Array("[\"a".utf8) + [0xFF] + Array("b\"]".utf8)
        let tree = JSONParser.parse(bytes)
        XCTAssertEqual(tree.errors.map(\.message), ["invalid UTF-8 byte 0x00FF in string"])
        XCTAssertEqual(tree.root?.elements?.first?.stringValue, "a\u{FFFD}b")
    }

    func testLoneSurrogateEscape() {
        XCTAssertEqual(errors(#"["\ud800x"]"#).map(\.1), [#"\ud800"#])
        XCTAssertEqual(JSONParser.parse(#"["\ud83d\udc4d"]"#).root?.elements?.first?.stringValue, "👍")
    }
}
