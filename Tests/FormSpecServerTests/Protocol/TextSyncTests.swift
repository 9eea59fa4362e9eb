import FormSpecJSON
import XCTest

/// didOpen / didChange / didClose over pipes: which documents are ours, incremental and
/// full changes, CRLF, closing.
final class TextSyncTests: XCTestCase {
    func testOnlyFormSpecsArePublished() throws {
        let server = try ServerProcess.started()
        let broken = #"{"sections": 1}"#
        server.open("file:///w/package.json", broken, languageId: "json")
        server.open("file:///w/settings.json", broken, languageId: "jsonc")
        server.open("untitled:Untitled-1", broken, languageId: "formspec")
        server.open("file:///w/SIGNUP.FORM.JSON", broken, languageId: "plaintext")
        server.open("file:///w/signup.form.json", broken, languageId: "json")
        XCTAssertFalse(try server.published("untitled:Untitled-1").diagnosticCodes.isEmpty)
        XCTAssertFalse(try server.published("file:///w/SIGNUP.FORM.JSON").diagnosticCodes.isEmpty)
        XCTAssertFalse(try server.published("file:///w/signup.form.json").diagnosticCodes.isEmpty)
        // Changes to an ignored document are ignored too.
        server.change("file:///w/package.json", version: 2, [["text": "{}"]])
        _ = try server.request("shutdown", nil)
        let others = server.pending.filter { $0["method"] == "textDocument/publishDiagnostics" }
        XCTAssertEqual(others.count, 0, "published for a document that is not a form spec: \(others)")
    }

    func testIncrementalAndFullChanges() throws {
        let server = try ServerProcess.started()
        let uri = "file:///w/a.form.json"
        let text = "{\n  \"sections\": [{\"rows\": [{\"tag\": \"a\", \"rowType\": \"txt\"}]}]\n}\n"
        server.open(uri, text)
        XCTAssertEqual(try server.published(uri, version: 1).diagnosticCodes, ["unknown-row-type"])
        // "txt" -> "text": insert "e" after the "t" at line 1.
        let column = PositionOracle.position(
            in: text, utf8Offset: PositionOracle.utf8Offset(of: "txt", in: text) + 1, encoding: "utf-16")
        server.change(uri, version: 2, [["range": ["start": column, "end": column], "text": "e"]])
        XCTAssertEqual(try server.published(uri, version: 2).diagnosticCodes, [])
        // A full replacement (no range).
        let full = #"{"sections": [{"rows": [{"tag": "a", "rowType": "nope"}]}]}"#
        server.change(uri, version: 3, [["text": .string(full)]])
        XCTAssertEqual(try server.published(uri, version: 3).diagnosticCodes, ["unknown-row-type"])
        // Several changes in one notification apply in order, each on the previous result:
        // delete "nope", then insert "text" where it was.
        let nope = PositionOracle.range(of: "nope", in: full, encoding: "utf-16")
        let start = try XCTUnwrap(nope["start"])
        server.change(
            uri, version: 4,
            [
                ["range": nope, "text": ""],
                ["range": ["start": start, "end": start], "text": "text"],
            ])
        XCTAssertEqual(try server.published(uri, version: 4).diagnosticCodes, [])
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testEditsAroundCRLFLineEnds() throws {
        let server = try ServerProcess.started()
        let uri = "file:///w/crlf.form.json"
        let text = "{\r\n  \"sections\": [{\"rows\": [\r\n    {\"tag\": \"a\", \"rowType\": \"text\"}\r\n  ]}]\r\n}\r\n"
        server.open(uri, text)
        XCTAssertEqual(try server.published(uri, version: 1).diagnosticCodes, [])
        // Insert at the very end of line 2 (before its \r\n): a second row, with a bad type.
        let lineEnd = PositionOracle.position(
            in: text, utf8Offset: PositionOracle.utf8Offset(of: "}\r\n  ]", in: text) + 1,
            encoding: "utf-16")
        XCTAssertEqual(lineEnd, ["line": 2, "character": 35])
        let inserted = ",\r\n    {\"tag\": \"b\", \"rowType\": \"bad\"}"
        server.change(uri, version: 2, [["range": ["start": lineEnd, "end": lineEnd], "text": .string(inserted)]])
        let edited = text.replacingOccurrences(of: "}\r\n  ]", with: "}" + inserted + "\r\n  ]")
        let published = try server.published(uri, version: 2)
        XCTAssertEqual(published.diagnosticCodes, ["unknown-row-type"])
        XCTAssertEqual(
            published["diagnostics"]?[0]?["range"], PositionOracle.range(of: "\"bad\"", in: edited, encoding: "utf-16"))
        XCTAssertEqual(published["diagnostics"]?[0]?["range"]?["start"], ["line": 3, "character": 28])
        // Delete from the end of line 2 to the end of line 3, across the \r\n: back to the start.
        server.change(
            uri, version: 3, [["range": ["start": lineEnd, "end": ["line": 3, "character": 34]], "text": ""]])
        XCTAssertEqual(try server.published(uri, version: 3).diagnosticCodes, [])
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testCloseClearsDiagnostics() throws {
        let server = try ServerProcess.started()
        let uri = "file:///w/closing.form.json"
        server.open(uri, #"{"sections": 1}"#)
        XCTAssertFalse(try server.published(uri, version: 1).diagnosticCodes.isEmpty)
        server.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        let cleared = try server.published(uri)
        XCTAssertEqual(cleared["diagnostics"], [])
        XCTAssertNil(cleared["version"])
        // Saving and closing unknown documents is harmless.
        server.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        server.notify("textDocument/didClose", ["textDocument": ["uri": "file:///never-opened.form.json"]])
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }
}
