import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// FXForms field files through the real binary: recognised by name or language id, checked,
/// completed and hovered; the project configuration above them applies and is read again when
/// the client reports it changed.
final class FieldFileTests: XCTestCase {
    let text = #"[{"key": "email", "titel": "E-mail"}, {"title": "Orphan"}]"#

    func codes(_ published: JSONValue) -> [String] {
        published["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
    }

    func testRecognisedByNameOrLanguageId() throws {
        let server = try ServerProcess.started(ClientProfile.push())
        server.open("file:///tmp/a.fxform.json", text)
        XCTAssertEqual(codes(try server.published("file:///tmp/a.fxform.json")), ["unknown-keypath", "keyless-field"])
        // Another name: the language id decides.
        server.open("untitled:Fields-1", text, languageId: "formspec-fxforms")
        XCTAssertEqual(codes(try server.published("untitled:Fields-1")), ["unknown-keypath", "keyless-field"])
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testCompletionAndHover() throws {
        let uri = "file:///tmp/b.fxform.json"
        let server = try ServerProcess.started(ClientProfile.push(), opening: uri, text)
        let after = PositionOracle.utf8Offset(of: "titel", in: text)
        let list = try server.result(
            "textDocument/completion",
            [
                "textDocument": ["uri": .string(uri)],
                "position": PositionOracle.position(in: text, utf8Offset: after, encoding: "utf-16"),
            ])
        let labels = list["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        XCTAssertTrue(labels.contains("title") && labels.contains("textField"), "\(labels)")
        let resolved = try server.result(
            "completionItem/resolve", try XCTUnwrap(list["items"]?.arrayValue?.first { $0["label"] == "type" }))
        XCTAssertTrue(resolved["documentation"]?.encodedString().contains("FXFormFieldType") ?? false)
        let hover = try server.result(
            "textDocument/hover",
            [
                "textDocument": ["uri": .string(uri)],
                "position": PositionOracle.position(
                    in: text, utf8Offset: PositionOracle.utf8Offset(of: "email", in: text) + 1, encoding: "utf-16"),
            ])
        let contents = hover["contents"]?["value"]?.stringValue ?? hover["contents"]?.stringValue ?? ""
        XCTAssertTrue(contents.contains("key ends in"), contents)
        XCTAssertTrue(contents.contains("FXFormTextFieldCell"), contents)

        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testTheProjectConfigurationAppliesAndIsReadAgainWhenItChanges() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("formspec.config.json")
        try Data(#"{"severity": {"keyless-field": "off"}}"#.utf8).write(to: config)
        let spec = folder.appendingPathComponent("forms/c.fxform.json")
        let uri = "file://" + spec.path
        let capabilities: JSONValue = [
            "textDocument": ["publishDiagnostics": ["relatedInformation": true]],
            "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]],
        ]
        let server = try ServerProcess.started(capabilities)
        server.open(uri, text)
        XCTAssertEqual(codes(try server.published(uri)), ["unknown-keypath"], "keyless-field is off")
        // The server asked (and was answered, by the test client) to watch the configuration files.
        let registration = try XCTUnwrap(server.serverRequests.first { $0["method"] == "client/registerCapability" })
        XCTAssertEqual(
            registration["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]?[0]?["globPattern"],
            "**/formspec.config.json")
        try Data(#"{"severity": {"keyless-field": "error", "unknown-keypath": "off"}}"#.utf8).write(to: config)
        server.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": .string("file://" + config.path), "type": 2]]])
        let again = try server.published(uri)
        XCTAssertEqual(codes(again), ["keyless-field"])
        XCTAssertEqual(again["diagnostics"]?[0]?["severity"], 1)
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }
}
