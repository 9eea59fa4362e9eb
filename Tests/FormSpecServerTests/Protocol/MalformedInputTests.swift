import FormSpecJSON
import XCTest

/// Broken framing and broken messages: the server answers what it can, logs the rest to
/// stderr, and keeps serving (checked by a request after each case).
final class MalformedInputTests: XCTestCase {
    private var server: ServerProcess!

    override func setUpWithError() throws {
        server = try ServerProcess()
        try server.initialize()
    }

    override func tearDownWithError() throws {
        if let server, server.process.isRunning { XCTAssertEqual(try server.shutdownAndExit(), 0) }
    }

    /// The server still answers requests in order.
    private func assertStillServing() throws {
        let response = try server.request("formspec/noSuchMethod", nil)
        XCTAssertEqual(response["error"]?["code"], -32601)
    }

    private func body(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testMissingContentLength() throws {
        server.sendRaw(
            body(
                "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"jsonrpc\": \"2.0\", \"id\": 50, \"method\": \"x\"}"
            ))
        try assertStillServing()
        try server.waitForStderr(containing: "header without Content-Length")
        XCTAssertFalse(server.pending.contains { $0["id"] == 50 })
    }

    func testInvalidContentLength() throws {
        for value in ["abc", "-5", "12x", "", "99999999999999999999"] {
            server.sendRaw(body("Content-Length: \(value)\r\n\r\n{}"))
            try assertStillServing()
        }
        try server.waitForStderr(containing: "invalid Content-Length \"abc\"")
    }

    func testContentLengthBeyondTheLimit() throws {
        server.sendRaw(
            body("Content-Length: 999999999999\r\n\r\n{\"jsonrpc\": \"2.0\", \"id\": 51, \"method\": \"x\"}"))
        try assertStillServing()
        try server.waitForStderr(containing: "exceeds the limit")
    }

    func testHugeHeader() throws {
        server.sendRaw(body("X-Padding: " + String(repeating: "a", count: 100_000)))
        try assertStillServing()
        try server.waitForStderr(containing: "no end of header within")
    }

    func testGarbageBetweenMessages() throws {
        server.sendRaw(body("garbage that is not a header\r\n\r\n"))
        try assertStillServing()
        server.sendRaw(body("more garbage right before a header"))
        try assertStillServing()
        server.sendRaw([0, 0xFF, 0xFE, 0x0D, 0x0A, 0x0D, 0x0A])
        try assertStillServing()
        try server.waitForStderr(containing: "not a header line")
    }

    func testInvalidJSONIsAParseError() throws {
        let bad = body(#"{"jsonrpc": "2.0", "id": 52, "method": "#)
        server.sendRaw(body("Content-Length: \(bad.count)\r\n\r\n") + bad)
        let response = try server.take("parse error") { $0["error"]?["code"] == -32700 }
        XCTAssertEqual(response["id"], .null)
        XCTAssertEqual(response["jsonrpc"], "2.0")
        try assertStillServing()
    }

    func testNonObjectJSONIsAnInvalidRequest() throws {
        for text in ["[1, 2]", "42", "\"text\"", "null"] {
            let bad = body(text)
            server.sendRaw(body("Content-Length: \(bad.count)\r\n\r\n") + bad)
            let response = try server.take("invalid request for \(text)") { $0["error"]?["code"] == -32600 }
            XCTAssertEqual(response["id"], .null)
        }
        try assertStillServing()
    }

    func testInvalidEnvelopes() throws {
        server.send(["id": 60, "method": "shutdown"])
        XCTAssertEqual(try server.response(to: 60)["error"]?["code"], -32600, "jsonrpc is missing")
        server.send(["jsonrpc": "2.0", "id": ["nested": 1], "method": "shutdown"])
        XCTAssertEqual(try server.take("bad id") { $0["id"] == .null }["error"]?["code"], -32600)
        server.send(["jsonrpc": "2.0", "id": 61, "method": 7])
        XCTAssertEqual(try server.response(to: 61)["error"]?["code"], -32600)
        server.send(["jsonrpc": "2.0", "id": 62, "method": "textDocument/diagnostic", "params": "text"])
        let params = try server.response(to: 62)
        XCTAssertEqual(params["error"]?["code"], -32602)
        XCTAssertEqual(params["error"]?["message"], "params: expected an object or an array, got string")
        try assertStillServing()
    }

    func testWrongParamsInNotificationsAreLoggedWithTheirPath() throws {
        server.notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": "file:///w/a.form.json", "languageId": "json",
                    "version": 1, "text": 5,
                ]
            ])
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": "file:///w/a.form.json", "version": "two"],
                "contentChanges": [],
            ])
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": "file:///w/a.form.json", "version": 2],
                "contentChanges": [["range": ["start": ["line": -1, "character": 0]], "text": ""]],
            ])
        try assertStillServing()
        try server.waitForStderr(containing: "params.textDocument.text: expected a string, got number")
        try server.waitForStderr(containing: "params.textDocument.version: expected an integer, got string")
        try server.waitForStderr(
            containing: "params.contentChanges[0].range.start.line: expected a non-negative integer, got number")
        // The broken didOpen opened nothing.
        XCTAssertFalse(server.pending.contains { $0["method"] == "textDocument/publishDiagnostics" })
    }

    func testTruncatedBodyAtEndOfInput() throws {
        server.sendRaw(body("Content-Length: 100\r\n\r\n{\"jsonrpc\": \"2.0\""))
        server.closeInput()
        XCTAssertEqual(try server.waitForExit(), 1)
        XCTAssertTrue(server.stderr.contains("input ended inside a message: 17 of 100 bytes"), server.stderr)
    }

    func testManyMessagesInOneWriteAndOneMessageByteByByte() throws {
        let messages = (100..<110).map {
            ServerProcess.frame(["jsonrpc": "2.0", "id": JSONValue($0), "method": "nope"])
        }
        server.sendRaw(messages.flatMap { $0 })
        for id in 100..<110 { XCTAssertEqual(try server.response(to: JSONValue(id))["error"]?["code"], -32601) }
        for byte in ServerProcess.frame(["jsonrpc": "2.0", "id": 120, "method": "nope"]) { server.sendRaw([byte]) }
        XCTAssertEqual(try server.response(to: 120)["error"]?["code"], -32601)
    }
}
