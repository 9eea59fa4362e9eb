import FormSpecJSON
import XCTest

/// initialize / initialized / shutdown / exit, against the real binary.
final class LifecycleTests: XCTestCase {
    /// Capabilities every session gets; each has protocol tests in `FeatureTests`.
    static let editorFeatures: Set<String> = [
        "positionEncoding", "textDocumentSync", "completionProvider", "hoverProvider", "documentSymbolProvider",
        "workspaceSymbolProvider", "foldingRangeProvider", "selectionRangeProvider", "documentFormattingProvider",
        "documentRangeFormattingProvider", "codeActionProvider", "definitionProvider", "referencesProvider",
        "documentHighlightProvider", "renameProvider", "semanticTokensProvider", "inlayHintProvider", "experimental",
        "executeCommandProvider",
    ]

    func testInitializeAdvertisesExactlyWhatIsImplementedForAPushClient() throws {
        let server = try ServerProcess()
        let result = try server.initialize(capabilities: ClientProfile.push())
        let capabilities = try XCTUnwrap(result["capabilities"]?.objectValue)
        XCTAssertEqual(Set(capabilities.keys), LifecycleTests.editorFeatures)
        XCTAssertEqual(capabilities["positionEncoding"], "utf-16")
        XCTAssertEqual(capabilities["experimental"], ["preview": true], "formspec/preview is announced")
        XCTAssertEqual(
            capabilities["textDocumentSync"], ["openClose": true, "change": 2, "save": ["includeText": false]])
        XCTAssertEqual(result["serverInfo"]?["name"], "formspec")
        XCTAssertFalse(result["serverInfo"]?["version"]?.stringValue?.isEmpty ?? true)
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testAPullClientGetsADiagnosticProvider() throws {
        let server = try ServerProcess()
        let result = try server.initialize(capabilities: ClientProfile.pull())
        let capabilities = try XCTUnwrap(result["capabilities"]?.objectValue)
        XCTAssertEqual(Set(capabilities.keys), LifecycleTests.editorFeatures.union(["diagnosticProvider"]))
        XCTAssertEqual(
            capabilities["diagnosticProvider"],
            ["identifier": "formspec", "interFileDependencies": false, "workspaceDiagnostics": false])
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testRequestsBeforeInitializeAreRefusedAndNotificationsDropped() throws {
        let server = try ServerProcess()
        let early = try server.request("textDocument/diagnostic", ["textDocument": ["uri": "file:///a.form.json"]])
        XCTAssertEqual(early["error"]?["code"], -32002)
        XCTAssertEqual(early["id"], 1)
        // Dropped: this document is never published, although it has errors.
        server.open("file:///early.form.json", #"{"sections": 1}"#)
        try server.initialize()
        server.open("file:///late.form.json", #"{"sections": 1}"#)
        let late = try server.published("file:///late.form.json")
        XCTAssertFalse(late["diagnostics"]?.arrayValue?.isEmpty ?? true)
        _ = try server.request("shutdown", nil)
        XCTAssertFalse(server.pending.contains { $0["params"]?["uri"] == "file:///early.form.json" })
    }

    func testUnknownMethodsAndNotifications() throws {
        let server = try ServerProcess.started()
        let unknown = try server.request("textDocument/unknownThing", [:])
        XCTAssertEqual(unknown["error"]?["code"], -32601)
        XCTAssertTrue(unknown["error"]?["message"]?.stringValue?.contains("textDocument/unknownThing") ?? false)
        let dollar = try server.request("$/unknownRequest", nil)
        XCTAssertEqual(dollar["error"]?["code"], -32601)
        // Unknown notifications get no answer; the next request's response is the next message.
        server.notify("custom/thing", ["x": 1])
        server.notify("$/somethingOptional", nil)
        let next = try server.request("textDocument/nope", nil)
        XCTAssertEqual(next["error"]?["code"], -32601)
        XCTAssertTrue(server.pending.isEmpty, "unexpected messages: \(server.pending)")
        try server.waitForStderr(containing: "ignoring unknown notification custom/thing")
        XCTAssertFalse(server.stderr.contains("ignoring unknown notification $/"))
    }

    func testInitializeTwiceIsInvalid() throws {
        let server = try ServerProcess.started()
        let again = try server.request("initialize", ["capabilities": [:]])
        XCTAssertEqual(again["error"]?["code"], -32600)
    }

    func testAfterShutdownRequestsAreInvalidAndExitIsZero() throws {
        let server = try ServerProcess.started()
        let shutdown = try server.request("shutdown", nil)
        XCTAssertEqual(shutdown["result"], .null)
        XCTAssertEqual(try server.request("textDocument/diagnostic", [:])["error"]?["code"], -32600)
        XCTAssertEqual(try server.request("shutdown", nil)["error"]?["code"], -32600)
        server.notify("exit", nil)
        XCTAssertEqual(try server.waitForExit(), 0)
    }

    func testExitWithoutShutdownIsOne() throws {
        let server = try ServerProcess.started()
        server.notify("exit", nil)
        XCTAssertEqual(try server.waitForExit(), 1)
    }

    func testNullParamsOnShutdownAndExitAreAccepted() throws {
        let server = try ServerProcess.started()
        server.send(["jsonrpc": "2.0", "id": 99, "method": "shutdown", "params": nil])
        XCTAssertEqual(try server.response(to: 99)["result"], .null)
        server.send(["jsonrpc": "2.0", "method": "exit", "params": nil])
        XCTAssertEqual(try server.waitForExit(), 0)
    }

    func testEndOfInputEndsTheServer() throws {
        let server = try ServerProcess.started()
        server.closeInput()
        XCTAssertEqual(try server.waitForExit(), 1)

        let clean = try ServerProcess()
        try clean.initialize()
        _ = try clean.request("shutdown", nil)
        clean.closeInput()
        XCTAssertEqual(try clean.waitForExit(), 0)
    }

    func testNothingButProtocolOnStdout() throws {
        let server = try ServerProcess.started(arguments: ["lsp", "--stdio", "--log-level", "trace"])
        server.open("file:///a.form.json", #"{"sections": []}"#)
        _ = try server.published("file:///a.form.json")
        XCTAssertEqual(try server.shutdownAndExit(), 0)
        // Every byte on stdout parsed as a frame; logs went to stderr.
        XCTAssertTrue(server.pending.isEmpty)
        XCTAssertTrue(server.stderr.contains("formspec-lsp debug:"))
    }

    func testLogLevelsFilterStderr() throws {
        let quiet = try ServerProcess.started(arguments: ["lsp", "--log-level", "error"])
        quiet.open("file:///a.form.json", #"{"sections": []}"#)
        _ = try quiet.published("file:///a.form.json")
        quiet.sendRaw(Array("garbage\r\n\r\n".utf8))
        XCTAssertEqual(try quiet.shutdownAndExit(), 0)
        XCTAssertTrue(quiet.stderr.contains("formspec-lsp error: not a header line"), quiet.stderr)
        XCTAssertFalse(quiet.stderr.contains("formspec-lsp info:"), quiet.stderr)
        XCTAssertFalse(quiet.stderr.contains("formspec-lsp debug:"), quiet.stderr)
    }
}
