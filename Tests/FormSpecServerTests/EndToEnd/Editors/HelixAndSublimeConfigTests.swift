import FormSpecJSON
import Foundation
import XCTest

@testable import FormSpecServer

/// The Helix and Sublime Text set-ups, parsed as those editors parse them (TOML, JSON,
/// YAML), then used the way the editors use them: the configured command line started
/// against our binary, the language id each editor sends, the settings each one passes.
final class HelixAndSublimeConfigTests: XCTestCase {
    /// `formspec` from a configuration, replaced by the binary under test; the arguments kept.
    func serverArguments(_ command: [String], line: UInt = #line) -> [String] {
        XCTAssertEqual(command.first, "formspec", "the server is found on the PATH", line: line)
        return Array(command.dropFirst())
    }

    /// Starts the server as configured, opens a spec as the editor would and returns the
    /// diagnostics it publishes. `configuration` answers workspace/configuration.
    func diagnostics(
        arguments: [String], initializationOptions: JSONValue?, configuration: JSONValue?,
        languageId: String
    ) throws -> [JSONValue] {
        let server = try ServerProcess(arguments: arguments)
        server.answerServerRequests { method, _ in
            method == "workspace/configuration" ? [configuration ?? .null] : .null
        }
        _ = try server.initialize(
            capabilities: ClientProfile.push(configuration: true), initializationOptions: initializationOptions)
        let uri = "file:///project/forms/broken.form.json"
        server.open(uri, try EditorSetups.text("protocol/examples/broken.form.json"), languageId: languageId)
        // The first publication may predate the configuration answer; wait for a strict one:
        // no warnings left (strict mode raises them to errors; hints stay hints).
        var published = try server.published(uri)
        while published.diagnosticCodes.isEmpty
            || (published["diagnostics"]?.arrayValue ?? []).contains(where: { $0["severity"] == 2 })
        {
            published = try server.published(uri)
        }
        XCTAssertEqual(try server.shutdownAndExit(), 0)
        return published["diagnostics"]?.arrayValue ?? []
    }

    func testHelixLanguagesToml() throws {
        let script = #"""
            import json, sys, tomllib
            print(json.dumps(tomllib.load(open(sys.argv[1], "rb"))))
            """#
        let config = try JSONValue(
            decoding: EditorSetups.runPython(
                script, [EditorSetups.file("editors/helix/languages.toml").path],
                modules: ["tomllib"]))
        let server = try XCTUnwrap(config["language-server"]?["formspec"])
        let command =
            [server["command"]?.stringValue ?? ""] + (server["args"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        XCTAssertEqual(command, ["formspec", "lsp"])

        let languages = config["language"]?.arrayValue ?? []
        let language = try XCTUnwrap(languages.first { $0["name"] == "formspec" })
        XCTAssertEqual(
            language["file-types"], [["glob": "*.form.json"], ["glob": "*.fxform.json"]],
            "globs win over the json extension")
        XCTAssertEqual(language["grammar"], "json")
        XCTAssertEqual(language["language-servers"], ["formspec"])
        XCTAssertEqual(language["language-id"], "formspec")
        XCTAssertEqual(language["roots"], [".git"])
        // Helix finds queries by language name: formspec's inherit JSON's.
        for query in ["highlights", "indents", "injections", "textobjects"] {
            let text = try EditorSetups.text("editors/helix/runtime/queries/formspec/\(query).scm")
            XCTAssertEqual(text, "; inherits: json\n", query)
        }

        // Helix sends `config` as initializationOptions and answers workspace/configuration
        // from it by section. Strict mode shows the settings took effect.
        let section = try XCTUnwrap(server["config"]?["formspec"])
        XCTAssertEqual(ServerSettings.parse(section).problems, [])
        var strict = section.objectValue ?? [:]
        strict["strict"] = true
        let published = try diagnostics(
            arguments: serverArguments(command), initializationOptions: ["formspec": .object(strict)],
            configuration: .object(strict), languageId: "formspec")
        XCTAssertTrue(published.contains { $0["code"] == "unknown-row-type" })
        // A field file under the same language id is read as FXForms by its name.
        XCTAssertEqual(
            try fieldFileCodes(arguments: serverArguments(command), languageId: "formspec"), EditorFieldFile.codes)
    }

    func testSublimeLSPClientAndSyntax() throws {
        let settings = try EditorSetups.json("editors/sublime/LSP.sublime-settings")
        let client = try XCTUnwrap(settings["clients"]?["formspec"])
        XCTAssertEqual(client["enabled"], true)
        let command = client["command"]?.arrayValue?.compactMap(\.stringValue) ?? []
        XCTAssertEqual(command, ["formspec", "lsp"])
        let section = try XCTUnwrap(client["settings"]?["formspec"])
        XCTAssertEqual(ServerSettings.parse(section).problems, [])

        let script = #"""
            import json, sys, yaml
            print(json.dumps(yaml.safe_load(open(sys.argv[1]))))
            """#
        let syntax = try JSONValue(
            decoding: EditorSetups.runPython(
                script, [EditorSetups.file("editors/sublime/Formspec.sublime-syntax").path],
                modules: ["yaml"]))
        XCTAssertEqual(syntax["scope"], client["selector"], "the client selects the syntax's scope")
        XCTAssertEqual(syntax["file_extensions"], ["form.json", "fxform.json"])
        XCTAssertEqual(syntax["extends"], "Packages/JSON/JSON.sublime-syntax")
        XCTAssertEqual(syntax["version"], 2, "the JSON syntax it extends is version 2")

        // Sublime's LSP derives the language id from the scope: source.json.formspec → "json";
        // the server takes a json document whose name ends in .form.json.
        var strict = section.objectValue ?? [:]
        strict["strict"] = true
        let published = try diagnostics(
            arguments: serverArguments(command), initializationOptions: nil,
            configuration: .object(strict), languageId: "json")
        XCTAssertTrue(published.contains { $0["code"] == "unknown-row-type" })
        XCTAssertEqual(
            try fieldFileCodes(arguments: serverArguments(command), languageId: "json"), EditorFieldFile.codes)
    }

    /// The codes the server publishes for the editors' field file opened as the editor would.
    func fieldFileCodes(arguments: [String], languageId: String) throws -> Set<String> {
        let server = try ServerProcess(arguments: arguments)
        _ = try server.initialize(capabilities: ClientProfile.push())
        let uri = "file:///project/forms/login.fxform.json"
        server.open(uri, EditorFieldFile.text, languageId: languageId)
        let codes = Set(try server.published(uri).diagnosticCodes)
        XCTAssertEqual(try server.shutdownAndExit(), 0)
        return codes
    }
}
