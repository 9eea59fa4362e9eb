import FormSpecJSON
import TestSupport
import XCTest

/// Thousands of random incremental edits (multi-byte text, CRLF, several changes per
/// notification), sent without waiting: the diagnostics finally published must be exactly
/// those of a fresh open of the text the client ended with, and publications never go back
/// to an older version.
final class RandomEditSessionTests: XCTestCase {
    static let start = """
        {\r
          "title": "Café 日本 👍",
          "sections": [{"title": "é", "rows": [
            {"tag": "name", "rowType": "text", "title": "Näme", "hidden": "$other == 'ja'"},\r
            {"tag": "other", "rowType": "selectorPush", "selectorOptions": ["日本", "👍"]},
            {"tag": "name", "rowType": "bogus"}
          ]}]
        }

        """
    static let snippets = [
        "a", "é", "日本", "👍", "\"", "{", "}", "[", "]", ",", ":", " ", "\n", "\r\n", "\r", "$",
        "\"rowType\": \"text\"", "\"tag\": \"x\"", "{\"tag\": \"t\", \"rowType\": \"bogus\"}, ",
    ]

    func testTenThousandRandomEditsInUTF16() throws {
        try runSession(edits: 10_000, encodings: nil, seed: 0x5EED)
    }

    func testRandomEditsInUTF8() throws {
        try runSession(edits: 2_000, encodings: ["utf-8"], seed: 2026)
    }

    private func runSession(edits: Int, encodings: [String]?, seed: UInt64) throws {
        let server = try ServerProcess(arguments: ["lsp", "--log-level", "warn"])
        let result = try server.initialize(capabilities: ClientProfile.push(encodings: encodings))
        let encoding = try XCTUnwrap(result["capabilities"]?["positionEncoding"]?.stringValue)
        let uri = "file:///w/random.form.json"
        var client = ClientText(RandomEditSessionTests.start, encoding: encoding)
        var random = SeededGenerator(seed: seed)
        server.open(uri, client.text)

        var version = 1
        var sent = 0
        while sent < edits {
            version += 1
            let batch = min(Int.random(in: 1...3, using: &random), edits - sent)
            var changes: [JSONValue] = []
            for _ in 0..<batch {
                changes.append(randomChange(&client, &random))
            }
            sent += batch
            server.change(uri, version: version, changes)
        }

        let incremental = try server.published(uri, version: version)
        let freshURI = "file:///w/fresh.form.json"
        server.open(freshURI, client.text)
        let fresh = try server.published(freshURI)
        XCTAssertEqual(
            normalized(incremental["diagnostics"], uri: uri), normalized(fresh["diagnostics"], uri: freshURI),
            "final text:\n\(client.text)")
        XCTAssertFalse(fresh.diagnosticCodes.isEmpty, "the session should end in a text with findings")

        _ = try server.request("shutdown", nil)
        let versions = server.pending.compactMap { message -> Int? in
            guard message["method"] == "textDocument/publishDiagnostics", message["params"]?["uri"] == .string(uri)
            else { return nil }
            return message["params"]?["version"]?.intValue
        }
        XCTAssertTrue(versions.allSatisfy { $0 < version }, "published after the final version: \(versions)")
        XCTAssertEqual(versions, versions.sorted(), "an older version was published after a newer one")
        XCTAssertEqual(Set(versions).count, versions.count, "a version was published twice")
    }

    /// A random edit of the client's text, applied there, as a change event.
    private func randomChange(_ client: inout ClientText, _ random: inout SeededGenerator) -> JSONValue {
        if Int.random(in: 0..<200, using: &random) == 0 {
            client = ClientText(RandomEditSessionTests.start, encoding: client.encoding)
            return ["text": .string(client.text)]
        }
        var start = Int.random(in: 0...client.count, using: &random)
        while !client.isBoundary(start) { start -= 1 }
        let maxDelete = client.count > 3000 ? 60 : 6
        var end = min(client.count, start + Int.random(in: 0...maxDelete, using: &random))
        while !client.isBoundary(end) { end += 1 }
        let insert =
            client.count > 3000 || Bool.random(using: &random) && end > start
            ? "" : RandomEditSessionTests.snippets.randomElement(using: &random)!
        let (a, b) = (client.position(of: start), client.position(of: end))
        client.replace(start..<end, with: insert)
        return [
            "range": [
                "start": ["line": JSONValue(a.line), "character": JSONValue(a.character)],
                "end": ["line": JSONValue(b.line), "character": JSONValue(b.character)],
            ],
            "text": .string(insert),
        ]
    }

    private func normalized(_ diagnostics: JSONValue?, uri: String) -> String {
        (diagnostics ?? .null).encodedString().replacingOccurrences(of: uri, with: "URI")
    }
}
