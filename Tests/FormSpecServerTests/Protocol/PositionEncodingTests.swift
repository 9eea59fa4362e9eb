import FormSpecJSON
import XCTest

/// Diagnostics ranges and edit positions with multi-byte text (é, 日本, 👍) in both position
/// encodings, checked against positions computed from Swift's Unicode views.
final class PositionEncodingTests: XCTestCase {
    static let uri = "file:///tmp/unicode.form.json"
    static let text = """
        {
          "title": "Café 日本 👍",
          "sections": [{"title": "é👍", "rows": [{"tag": "日本", "rowType": "👍bogus"}, {"tag": "日本", "rowType": "text", "title": "👍"}]}]
        }
        """

    func testUTF8IsChosenWhenOffered() throws {
        let server = try ServerProcess()
        let result = try server.initialize(capabilities: ClientProfile.push(encodings: ["utf-32", "utf-16", "utf-8"]))
        XCTAssertEqual(result["capabilities"]?["positionEncoding"], "utf-8")
        try checkRangesAndEdits(server, encoding: "utf-8")
    }

    func testUTF16IsTheDefault() throws {
        let server = try ServerProcess()
        let result = try server.initialize(capabilities: ClientProfile.push())
        XCTAssertEqual(result["capabilities"]?["positionEncoding"], "utf-16")
        try checkRangesAndEdits(server, encoding: "utf-16")
    }

    func testUTF16WhenOnlyUnsupportedEncodingsAreOffered() throws {
        let server = try ServerProcess()
        let result = try server.initialize(capabilities: ClientProfile.push(encodings: ["utf-32"]))
        XCTAssertEqual(result["capabilities"]?["positionEncoding"], "utf-16")
        try checkRangesAndEdits(server, encoding: "utf-16")
    }

    private func checkRangesAndEdits(_ server: ServerProcess, encoding: String) throws {
        let uri = PositionEncodingTests.uri
        var text = PositionEncodingTests.text
        server.open(uri, text)
        let opened = try server.published(uri, version: 1)
        let byCode = Dictionary(
            grouping: opened["diagnostics"]?.arrayValue ?? [], by: { $0["code"]?.stringValue ?? "" })

        let rowType = try XCTUnwrap(byCode["unknown-row-type"]?.first)
        XCTAssertEqual(rowType["range"], PositionOracle.range(of: "\"👍bogus\"", in: text, encoding: encoding))
        let duplicate = try XCTUnwrap(byCode["duplicate-tag"]?.first)
        XCTAssertEqual(
            duplicate["range"], PositionOracle.range(of: "\"日本\"", in: text, occurrence: 1, encoding: encoding))
        XCTAssertEqual(
            duplicate["relatedInformation"]?[0]?["location"]?["range"],
            PositionOracle.range(of: "\"日本\"", in: text, occurrence: 0, encoding: encoding))
        XCTAssertEqual(duplicate["relatedInformation"]?[0]?["location"]?["uri"], .string(uri))

        // Replace the row type's contents with a known type: its diagnostic goes away.
        let bogus = PositionOracle.range(of: "👍bogus", in: text, encoding: encoding)
        server.change(uri, version: 2, [["range": bogus, "text": "text"]])
        text = text.replacingOccurrences(of: "👍bogus", with: "text")
        let fixed = try server.published(uri, version: 2)
        // "日本" is no NSPredicate variable name (ASCII only), so each tag is also unreferenceable.
        XCTAssertEqual(
            fixed["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue },
            ["unreferenceable-tag", "duplicate-tag", "unreferenceable-tag"])

        // Insert multi-byte text inside it again, at a position after other multi-byte text.
        let insertAt = PositionOracle.position(
            in: text, utf8Offset: PositionOracle.utf8Offset(of: "\"text\"}, {", in: text) + 1,
            encoding: encoding)
        server.change(uri, version: 3, [["range": ["start": insertAt, "end": insertAt], "text": "日本é"]])
        text = text.replacingOccurrences(of: "\"text\"}, {", with: "\"日本étext\"}, {")
        let broken = try server.published(uri, version: 3)
        let unknown = broken["diagnostics"]?.arrayValue?.first { $0["code"] == "unknown-row-type" }
        XCTAssertEqual(unknown?["range"], PositionOracle.range(of: "\"日本étext\"", in: text, encoding: encoding))
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }
}
