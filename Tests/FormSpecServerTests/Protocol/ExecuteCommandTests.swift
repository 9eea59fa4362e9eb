import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// `workspace/executeCommand` `formspec.generate` through the real binary: code generated from
/// an open document's unsaved text, written whole beside the spec or only answered, refusals
/// with their diagnostics, and bad arguments.
final class ExecuteCommandTests: XCTestCase {
    var folder: URL!
    var uri: String { "file://" + folder.appendingPathComponent("signup.form.json").path }
    let text = """
        {"title": "Sign up", "sections": [{"rows": [
          {"tag": "email", "rowType": "email", "title": "Email", "required": true}
        ]}]}
        """

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryDirectory()
        try text.write(to: folder.appendingPathComponent("signup.form.json"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func generate(_ server: ServerProcess, _ arguments: JSONValue) throws -> JSONValue {
        try server.request("workspace/executeCommand", ["command": "formspec.generate", "arguments": [arguments]])
    }

    func testTheCommandIsAdvertisedAndGeneratesFromUnsavedText() throws {
        let server = try ServerProcess()
        let initialized = try server.initialize(capabilities: ClientProfile.push())
        XCTAssertEqual(initialized["capabilities"]?["executeCommandProvider"], ["commands": ["formspec.generate"]])
        server.notify("initialized", [:])
        server.open(uri, text)
        server.change(uri, version: 2, [["text": .string(text.replacingOccurrences(of: "Sign up", with: "Join"))]])

        let answered = try generate(server, ["uri": .string(uri), "target": "xlform-swift", "write": false])
        let file = try XCTUnwrap(answered["result"]?["files"]?[0], answered.encodedString())
        XCTAssertEqual(file["path"]?.stringValue, folder.appendingPathComponent("SignupForm.swift").path)
        XCTAssertEqual(file["changed"], true)
        XCTAssertTrue(file["text"]?.stringValue?.contains("XLFormDescriptor(title: \"Join\")") ?? false)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("SignupForm.swift").path))

        let written = try generate(
            server, ["uri": .string(uri), "target": "xlform-objc", "name": "Join", "output": "Generated"])
        let files = try XCTUnwrap(written["result"]?["files"]?.arrayValue, written.encodedString())
        XCTAssertEqual(files.map { $0["uri"]?.stringValue?.hasSuffix("/Generated/JoinForm.h") }, [true, false])
        let implementation = try String(
            contentsOf: folder.appendingPathComponent("Generated/JoinForm.m"), encoding: .utf8)
        XCTAssertTrue(implementation.contains("+ (XLFormDescriptor *)joinForm"))
        XCTAssertNil(files[0]["text"], "written files are not sent back")
        let again = try generate(
            server, ["uri": .string(uri), "target": "xlform-objc", "name": "Join", "output": "Generated"])
        XCTAssertEqual(again["result"]?["files"]?[1]?["changed"], false, "nothing changed the second time")
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testASpecWithErrorsIsRefusedWithItsDiagnostics() throws {
        let server = try ServerProcess.started(ClientProfile.push())
        server.open(uri, #"{"sections": [{"rows": [{"tag": "a", "rowType": "emial"}]}]}"#)
        let refused = try generate(server, ["uri": .string(uri), "target": "eureka"])
        XCTAssertEqual(refused["error"]?["code"], -32803, refused.encodedString())
        XCTAssertTrue(
            refused["error"]?["message"]?.stringValue?.contains("not generated: row 'a': unknown row type") ?? false)
        XCTAssertEqual(refused["error"]?["data"]?["diagnostics"]?[0]?["code"], "unknown-row-type")
        XCTAssertEqual(
            refused["error"]?["data"]?["diagnostics"]?[0]?["range"],
            ["start": ["line": 0, "character": 48], "end": ["line": 0, "character": 55]])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("SignupForm.swift").path))
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testBadArgumentsAreInvalidParams() throws {
        let server = try ServerProcess.started(ClientProfile.push())
        let unknown = try server.request("workspace/executeCommand", ["command": "formspec.other", "arguments": []])
        XCTAssertEqual(unknown["error"]?["code"], -32602)
        XCTAssertTrue(
            unknown["error"]?["message"]?.stringValue?.contains("unknown command \"formspec.other\"") ?? false)
        let target = try generate(server, ["uri": .string(uri), "target": "uikit"])
        XCTAssertEqual(target["error"]?["code"], -32602, target.encodedString())
        let name = try generate(server, ["uri": .string(uri), "target": "eureka", "name": "not a name"])
        XCTAssertTrue(name["error"]?["message"]?.stringValue?.contains("is not an identifier") ?? false)
        let missing = try generate(server, ["uri": "file:///nowhere/x.form.json", "target": "eureka"])
        XCTAssertTrue(missing["error"]?["message"]?.stringValue?.contains("neither open nor readable") ?? false)
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }
}
