import FormSpecJSON
import XCTest

/// `formspec` settings from initializationOptions, didChangeConfiguration and
/// workspace/configuration, and their effect on published diagnostics.
final class SettingsTests: XCTestCase {
    static let uri = "file:///w/settings.form.json"
    /// One error (unknown-row-type) and one warning (missing-tag).
    static let text = #"{"sections": [{"rows": [{"tag": "a", "rowType": "nope"}, {"rowType": "text"}]}]}"#

    private func severities(_ params: JSONValue) -> [String: Int] {
        var result: [String: Int] = [:]
        for diagnostic in params["diagnostics"]?.arrayValue ?? [] {
            result[diagnostic["code"]?.stringValue ?? ""] = diagnostic["severity"]?.intValue
        }
        return result
    }

    func testDidChangeConfigurationPushesSettingsAndRepublishes() throws {
        let server = try ServerProcess.started(ClientProfile.push())
        server.open(SettingsTests.uri, SettingsTests.text)
        XCTAssertEqual(severities(try server.published(SettingsTests.uri)), ["unknown-row-type": 1, "missing-tag": 2])

        server.notify(
            "workspace/didChangeConfiguration",
            ["settings": ["formspec": ["severity": ["unknown-row-type": "hint", "missing-tag": "off"]]]])
        let overridden = try server.published(SettingsTests.uri, version: 1)
        XCTAssertEqual(severities(overridden), ["unknown-row-type": 4])

        server.notify("workspace/didChangeConfiguration", ["settings": ["formspec": ["strict": true]]])
        XCTAssertEqual(severities(try server.published(SettingsTests.uri)), ["unknown-row-type": 1, "missing-tag": 1])

        // No formspec section: back to the defaults.
        server.notify("workspace/didChangeConfiguration", ["settings": nil])
        XCTAssertEqual(severities(try server.published(SettingsTests.uri)), ["unknown-row-type": 1, "missing-tag": 2])
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testInitializationOptionsApplyFromTheStart() throws {
        let server = try ServerProcess()
        try server.initialize(capabilities: ClientProfile.push(), initializationOptions: ["formspec": ["strict": true]])
        server.open(SettingsTests.uri, SettingsTests.text)
        XCTAssertEqual(severities(try server.published(SettingsTests.uri)), ["unknown-row-type": 1, "missing-tag": 1])
    }

    func testConfigurationIsPulledFromClientsThatSupportIt() throws {
        let server = try ServerProcess()
        server.answerServerRequests { method, params in
            guard method == "workspace/configuration", params?["items"]?[0]?["section"] == "formspec" else {
                return .null
            }
            return [["severity": ["missing-tag": "information"]]]
        }
        try server.initialize(
            capabilities: ClientProfile.push(configuration: true),
            initializationOptions: ["severity": ["missing-tag": "error"]])
        server.open(SettingsTests.uri, SettingsTests.text)
        // The first publication may come before the answer; the last one uses the pulled settings.
        let deadline = Date().addingTimeInterval(ServerProcess.timeout)
        var latest = try server.published(SettingsTests.uri)
        while severities(latest)["missing-tag"] != 3, Date() < deadline {
            latest = try server.published(SettingsTests.uri)
        }
        XCTAssertEqual(severities(latest), ["unknown-row-type": 1, "missing-tag": 3])
        XCTAssertEqual(server.serverRequests.first?["method"], "workspace/configuration")

        // didChangeConfiguration makes the server ask again (the payload is not used).
        server.answerServerRequests { _, _ in [["strict": true]] }
        server.notify("workspace/didChangeConfiguration", ["settings": ["formspec": ["strict": false]]])
        XCTAssertEqual(severities(try server.published(SettingsTests.uri)), ["unknown-row-type": 1, "missing-tag": 1])
        XCTAssertEqual(server.serverRequests.count, 2)
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testPullClientsAreAskedToRefresh() throws {
        let server = try ServerProcess()
        // Settings in initializationOptions cause no request: nothing may precede the initialize answer.
        try server.initialize(capabilities: ClientProfile.pull(refresh: true), initializationOptions: ["strict": true])
        server.notify(
            "workspace/didChangeConfiguration", ["settings": ["formspec": ["severity": ["missing-tag": "off"]]]])
        _ = try server.request("shutdown", nil)
        XCTAssertEqual(server.serverRequests.map { $0["method"] }, ["workspace/diagnostic/refresh"])
    }

    /// A client that can be asked but has no `formspec` settings: the initializationOptions keep
    /// applying, and their problem is reported once, as theirs.
    func testAProblemInInitializationOptionsIsReportedOnceAndAsTheirs() throws {
        let server = try ServerProcess()
        server.answerServerRequests { method, _ in method == "workspace/configuration" ? [.null] : .null }
        try server.initialize(
            capabilities: ClientProfile.push(configuration: true),
            initializationOptions: ["formspec": ["severity": ["missing-tags": "error"]]])
        server.open(SettingsTests.uri, SettingsTests.text)
        _ = try server.published(SettingsTests.uri)
        server.notify("workspace/didChangeConfiguration", ["settings": .null])
        _ = try server.request(
            "textDocument/hover",
            ["textDocument": ["uri": .string(SettingsTests.uri)], "position": ["line": 0, "character": 0]])
        XCTAssertEqual(server.serverRequests.count, 2, "asked after initialized and after the change")
        XCTAssertEqual(try server.shutdownAndExit(), 0)
        let lines = server.stderr.split(separator: "\n").filter { $0.contains("missing-tags") }
        XCTAssertEqual(
            lines,
            [
                "formspec-lsp warn: settings from initializationOptions: formspec.severity.missing-tags: unknown diagnostic code. Did you mean 'missing-tag'?"
            ])
        XCTAssertEqual(
            server.pending.filter { $0["method"] == "window/logMessage" }.count, 1, "shown to the user once")
    }

    func testBadSettingsAreReportedAndTheValidOnesApply() throws {
        let server = try ServerProcess.started(ClientProfile.push())
        server.open(SettingsTests.uri, SettingsTests.text)
        _ = try server.published(SettingsTests.uri)
        server.notify(
            "workspace/didChangeConfiguration",
            [
                "settings": [
                    "formspec": [
                        "severity": ["missing-tags": "off", "unknown-row-type": "fatal", "missing-tag": "hint"],
                        "strict": "yes",
                    ]
                ]
            ])
        XCTAssertEqual(severities(try server.published(SettingsTests.uri)), ["unknown-row-type": 1, "missing-tag": 4])
        let messages = try (0..<3).map { _ in
            try server.notification("window/logMessage")["params"]?["message"]?.stringValue ?? ""
        }
        XCTAssertEqual(
            Set(messages),
            [
                "formspec settings: formspec.severity.missing-tags: unknown diagnostic code. Did you mean 'missing-tag'?",
                "formspec settings: formspec.severity.unknown-row-type: expected one of error, warning, information, hint, off, got \"fatal\"",
                "formspec settings: formspec.strict: expected a boolean, got string",
            ])
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    /// 50,000 bad codes make one summary, not 50,000 log messages ahead of the next answer.
    func testManyBadSettingsAreSummarised() throws {
        let server = try ServerProcess.started()
        var levels = JSONObject()
        for i in 0..<50_000 { levels["no-such-code-\(i)"] = "error" }
        server.notify("workspace/didChangeConfiguration", ["settings": ["formspec": ["severity": .object(levels)]]])
        _ = try server.request("shutdown", nil)
        let logged = server.pending.filter { $0["method"] == "window/logMessage" }
        XCTAssertEqual(logged.count, 21)
        XCTAssertEqual(
            logged.last?["params"]?["message"]?.stringValue,
            "formspec settings: formspec: 49980 more problems, not listed")
        server.notify("exit", nil)
        XCTAssertEqual(try server.waitForExit(), 0)
    }

    func testWatchedFileChangesAndTraceAreAccepted() throws {
        let server = try ServerProcess.started()
        server.notify("$/setTrace", ["value": "verbose"])
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///w/x.form.json", "type": 2]]])
        server.open(SettingsTests.uri, SettingsTests.text)
        _ = try server.published(SettingsTests.uri)
        let trace = try server.notification("$/logTrace")
        XCTAssertTrue(
            trace["params"]?["message"]?.stringValue?.hasPrefix("publishDiagnostics \(SettingsTests.uri)") ?? false)
        XCTAssertNotNil(trace["params"]?["verbose"])
        try server.waitForStderr(containing: "file:///w/x.form.json changed on disk")
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }
}
