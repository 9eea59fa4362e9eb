import FormSpecJSON
import Foundation
import XCTest

@testable import FormSpecServer

/// The VS Code extension in `editors/vscode`, checked without VS Code: its manifest against
/// what VS Code and vsce require, its settings against the server's, its JavaScript with
/// node, and the JSON Schema it contributes against the examples.
final class VSCodeExtensionTests: XCTestCase {
    let folder = EditorSetups.file("editors/vscode")

    func manifest() throws -> JSONValue { try EditorSetups.json("editors/vscode/package.json") }

    /// A file the manifest names, relative to the extension folder.
    func extensionFile(_ relative: String?, line: UInt = #line) throws -> URL {
        let relative = try XCTUnwrap(relative, "a path is missing", line: line)
        XCTAssertTrue(
            relative.hasPrefix("./"), "\(relative): VS Code resolves paths relative to the extension, written ./...",
            line: line)
        let url = folder.appendingPathComponent(relative).standardizedFileURL
        XCTAssertTrue(
            url.path.hasPrefix(folder.path + "/"),
            "\(relative) leaves the extension folder, which vsce does not package", line: line)
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "\(relative) does not exist", line: line)
        return url
    }

    /// Runs a node script (with the extension folder as working directory) and returns stdout.
    func node(_ script: String, line: UInt = #line) throws -> String {
        let result = try Subprocess.run(try EditorSetups.tool("node"), ["-e", script], directory: folder, timeout: 60)
        XCTAssertEqual(result.status, 0, result.summary, line: line)
        return result.stdout
    }

    func testTheManifestHasWhatVSCodeRequires() throws {
        let manifest = try manifest()
        let identifier = try Regex("^[a-z0-9][a-z0-9-]*$")
        XCTAssertNotNil(
            try identifier.wholeMatch(in: manifest["name"]?.stringValue ?? ""), "name: lower case, no spaces")
        XCTAssertNotNil(try identifier.wholeMatch(in: manifest["publisher"]?.stringValue ?? ""), "publisher")
        XCTAssertNotNil(
            try Regex(#"^\d+\.\d+\.\d+$"#).wholeMatch(in: manifest["version"]?.stringValue ?? ""), "version: semver")
        XCTAssertFalse(manifest["displayName"]?.stringValue?.isEmpty ?? true)
        XCTAssertFalse(manifest["description"]?.stringValue?.isEmpty ?? true)

        // vscode-languageclient 9 needs VS Code 1.82 or later (8 needed 1.67).
        let engine = try XCTUnwrap(manifest["engines"]?["vscode"]?.stringValue)
        let minimum = try XCTUnwrap(
            try Regex(#"^\^1\.(\d+)\.\d+$"#).wholeMatch(in: engine), "engines.vscode: \(engine)")
        let client = try XCTUnwrap(manifest["dependencies"]?["vscode-languageclient"]?.stringValue)
        XCTAssertTrue(client.hasPrefix("^9."), client)
        XCTAssertGreaterThanOrEqual(Int(minimum.output[1].substring ?? "") ?? 0, 82, engine)

        // vsce stops to ask without a repository field or a licence file, and fails on the
        // README's relative links unless told not to rewrite them.
        let package = manifest["scripts"]?["package"]?.stringValue ?? ""
        XCTAssertTrue(package.hasPrefix("vsce package"), package)
        if manifest["repository"] == nil { XCTAssertTrue(package.contains("--allow-missing-repository"), package) }
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("LICENSE").path) {
            XCTAssertTrue(package.contains("--skip-license"), package)
        }
        XCTAssertTrue(package.contains("--no-rewrite-relative-links"), package)
        XCTAssertNotNil(
            manifest["devDependencies"]?["@vscode/vsce"], "npm run package uses the vsce npm install brought")

        let main = try extensionFile(manifest["main"]?.stringValue)
        let code = try String(contentsOf: main, encoding: .utf8)
        XCTAssertTrue(
            code.contains("require('vscode-languageclient/node')"), "the node flavour of the client starts a process")
        XCTAssertTrue(code.contains("exports") && code.contains("activate"), "main exports activate")

        let contributes = try XCTUnwrap(manifest["contributes"])
        let languages = contributes["languages"]?.arrayValue ?? []
        XCTAssertEqual(languages.count, 1)
        let language = try XCTUnwrap(languages.first)
        XCTAssertEqual(language["id"], "formspec")
        XCTAssertEqual(language["filenamePatterns"], ["*.form.json", "*.fxform.json"])
        XCTAssertFalse(language["aliases"]?.arrayValue?.isEmpty ?? true)
        let languageConfiguration = try JSONValue(
            decoding: String(
                contentsOf: extensionFile(language["configuration"]?.stringValue),
                encoding: .utf8))
        XCTAssertEqual(languageConfiguration["brackets"], [["{", "}"], ["[", "]"]])
        XCTAssertNil(languageConfiguration["comments"], "specs are strict JSON: no comment syntax to toggle")

        XCTAssertEqual(manifest["activationEvents"], ["onLanguage:formspec"])

        let grammar = try XCTUnwrap(contributes["grammars"]?[0])
        XCTAssertEqual(grammar["language"], "formspec")
        let grammarFile = try JSONValue(
            decoding: String(contentsOf: extensionFile(grammar["path"]?.stringValue), encoding: .utf8))
        XCTAssertEqual(grammarFile["scopeName"], grammar["scopeName"])
        XCTAssertEqual(grammarFile["patterns"], [["include": "source.json"]], "highlighted by VS Code's JSON grammar")
        // The built-in JSON language server (and with it jsonValidation) serves the language;
        // of the two formatters, the server's is the default (named by extension id).
        XCTAssertEqual(contributes["jsonLanguageParticipants"], [["languageId": "formspec"]])
        let extensionID = "\(manifest["publisher"]?.stringValue ?? "").\(manifest["name"]?.stringValue ?? "")"
        XCTAssertEqual(
            contributes["configurationDefaults"]?["[formspec]"]?["editor.defaultFormatter"], .string(extensionID))

        let commands = contributes["commands"]?.arrayValue ?? []
        XCTAssertEqual(
            Set(commands.compactMap { $0["command"]?.stringValue }),
            ["formspec.preview", "formspec.generateCode", "formspec.restartServer"])
        for command in commands {
            let id = command["command"]?.stringValue ?? ""
            XCTAssertEqual(command["category"], "Formspec", id)
            XCTAssertFalse(command["title"]?.stringValue?.isEmpty ?? true, id)
            XCTAssertTrue(code.contains("registerCommand('\(id)'"), "\(id) is contributed but never registered")
        }
        for (place, entries) in contributes["menus"]?.objectValue ?? [:] {
            for entry in entries.arrayValue ?? [] {
                XCTAssertTrue(
                    commands.contains { $0["command"] == entry["command"] }, "menu \(place) names an unknown command")
            }
        }
    }

    func testTheJSONSchemaIsACopyOfTheProtocolsAndValidatesTheExamples() throws {
        let validations = try manifest()["contributes"]?["jsonValidation"]?.arrayValue ?? []
        // Field files and the project configuration get their schemas too, copies of the protocol's.
        XCTAssertEqual(
            validations.compactMap { $0["fileMatch"]?.stringValue },
            ["*.form.json", "*.fxform.json", "formspec.config.json"])
        for (validation, protocolFile) in zip(
            validations.dropFirst(), ["protocol/fxforms.schema.json", "protocol/configuration.schema.json"])
        {
            XCTAssertEqual(
                try Data(contentsOf: try extensionFile(validation["url"]?.stringValue)),
                try Data(contentsOf: EditorSetups.file(protocolFile)), "\(validation) differs from \(protocolFile)")
        }
        let validation = try XCTUnwrap(validations.first)
        XCTAssertEqual(validation["fileMatch"], "*.form.json")
        let schema = try extensionFile(validation["url"]?.stringValue)
        // vsce packages only the extension folder, so the schema is a copy; keep it identical:
        //   formspec schema > editors/vscode/schemas/formspec.schema.json
        XCTAssertEqual(
            try Data(contentsOf: schema), try Data(contentsOf: EditorSetups.file("protocol/formspec.schema.json")),
            "editors/vscode/schemas/formspec.schema.json differs from protocol/formspec.schema.json")

        let script = #"""
            import glob, json, sys, jsonschema
            validator = jsonschema.Draft7Validator(json.load(open(sys.argv[1])))
            for path in sorted(glob.glob(sys.argv[2] + "/*.form.json")):
                try:
                    spec = json.load(open(path))
                except ValueError as error:
                    print(path.split("/")[-1], "not JSON")
                    continue
                errors = sorted("/".join(map(str, e.absolute_path)) for e in validator.iter_errors(spec))
                print(path.split("/")[-1], "valid" if not errors else "invalid " + " ".join(errors))
            # broken.form.json with its missing comma put back: the schema still rejects it.
            text = open(sys.argv[2] + "/broken.form.json").read().replace('"textView" "title"', '"textView", "title"')
            print("repaired", sorted("/".join(map(str, e.absolute_path)) for e in validator.iter_errors(json.loads(text))))
            """#
        let output = try EditorSetups.runPython(
            script, [schema.path, EditorSetups.file("protocol/examples").path], modules: ["jsonschema"])
        let examples = try FileManager.default.contentsOfDirectory(atPath: EditorSetups.file("protocol/examples").path)
            .filter { $0.hasSuffix(".form.json") && $0 != "broken.form.json" }
        XCTAssertFalse(examples.isEmpty)
        for example in examples { XCTAssertTrue(output.contains("\(example) valid\n"), output) }
        XCTAssertTrue(output.contains("broken.form.json not JSON"), output)
        XCTAssertTrue(output.contains("'sections/0/rows/0'") && output.contains("'sections/0/rows/0/required'"), output)
    }

    func testTheSettingsMirrorTheServers() throws {
        let properties = try XCTUnwrap(try manifest()["contributes"]?["configuration"]?["properties"]?.objectValue)
        for (name, property) in properties {
            let type = property["type"]?.stringValue
            XCTAssertNotNil(type, name)
            XCTAssertTrue(property["description"] != nil || property["markdownDescription"] != nil, name)
            XCTAssertEqual(property["default"]?.typeName, type, "\(name): default of its type")
            if let choices = property["enum"]?.arrayValue, let value = property["default"] {
                XCTAssertTrue(choices.contains(value), "\(name): default among its enum")
            }
        }
        let levels = properties["formspec.severity"]?["additionalProperties"]?["enum"]?.arrayValue?.compactMap(
            \.stringValue)
        XCTAssertEqual(Set(levels ?? []), Set(ServerSettings.levelNames))

        // The defaults VS Code answers with are the server's defaults, without a problem.
        let defaults: JSONValue = [
            "severity": properties["formspec.severity"]?["default"] ?? .null,
            "strict": properties["formspec.strict"]?["default"] ?? .null,
            "format": ["sortKeys": properties["formspec.format.sortKeys"]?["default"] ?? .null],
        ]
        let parsed = ServerSettings.parse(defaults)
        XCTAssertEqual(parsed.problems, [])
        XCTAssertEqual(parsed.settings, ServerSettings())

        // VS Code's section holds the extension's own keys as well; the middleware's filter
        // leaves the server only its own, which it takes without a problem.
        let section =
            #"{"severity": {"missing-tag": "off"}, "strict": true, "format": {"sortKeys": true}, "server": {"path": "formspec", "logLevel": "debug"}, "trace": {"server": "off"}}"#
        XCTAssertEqual(
            ServerSettings.parse(try JSONValue(decoding: section)).problems.count, 2,
            "server and trace are no server settings")
        let filtered = try node(
            "const c = require('./src/serverConfig'); process.stdout.write(JSON.stringify(c.serverSettings(\(section))))"
        )
        let applied = ServerSettings.parse(try JSONValue(decoding: filtered))
        XCTAssertEqual(applied.problems, [], filtered)
        XCTAssertTrue(applied.settings.analysis.strict)
        XCTAssertTrue(applied.settings.formatSortKeys)
        XCTAssertEqual(applied.settings.analysis.severityOverrides.count, 1)
    }

    /// Every `formspec.server.logLevel` choice makes arguments the server starts with.
    func testEveryLogLevelStartsTheServer() throws {
        let choices = try XCTUnwrap(
            try manifest()["contributes"]?["configuration"]?["properties"]?["formspec.server.logLevel"]?["enum"]?
                .arrayValue)
        let script =
            "const c = require('./src/serverConfig'); process.stdout.write(JSON.stringify(\(JSONValue.array(choices).encodedString()).map(c.serverArguments)))"
        let argumentLists = try JSONValue(decoding: node(script)).arrayValue ?? []
        XCTAssertEqual(argumentLists.count, choices.count)
        for arguments in argumentLists {
            let server = try ServerProcess.started(arguments: arguments.arrayValue?.compactMap(\.stringValue) ?? [])
            XCTAssertEqual(try server.shutdownAndExit(), 0, arguments.encodedString())
        }
    }

    func testTheDocumentSelectorCoversTheLanguageAndTheFileNames() throws {
        let selector = try JSONValue(
            decoding: node("process.stdout.write(JSON.stringify(require('./src/serverConfig').documentSelector))"))
        XCTAssertEqual(
            selector,
            [
                ["language": "formspec"], ["scheme": "file", "pattern": "**/*.form.json"],
                ["scheme": "file", "pattern": "**/*.fxform.json"],
            ])
    }

    func testTheCodePassesNodeCheck() throws {
        let node = try EditorSetups.tool("node")
        let sources =
            ["extension.js"]
            + (try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("src").path)
                .filter { $0.hasSuffix(".js") }.map { "src/\($0)" })
        XCTAssertGreaterThanOrEqual(sources.count, 3)
        for source in sources {
            let result = try Subprocess.run(node, ["--check", folder.appendingPathComponent(source).path], timeout: 60)
            XCTAssertEqual(result.status, 0, "\(source): \(result.summary)")
        }
    }

    /// The preview panel shows the page the server draws for the params the extension sends:
    /// the form of the open text with the values, everything from the spec escaped.
    func testThePreviewPanelShowsThePageTheServerDraws() throws {
        let params = try JSONValue(
            decoding: node(
                """
                const { previewParams } = require('./src/previewHtml');
                process.stdout.write(JSON.stringify(previewParams('file:///signup.form.json', \(PreviewFixture.values))));
                """))
        XCTAssertEqual(params["format"], "html")
        let server = try ServerProcess.started(ClientProfile.push())
        server.open("file:///signup.form.json", PreviewFixture.spec)
        let response = try server.request("formspec/preview", params)
        let html = try XCTUnwrap(response["result"]?["html"]?.stringValue, response.encodedString())
        XCTAssertTrue(html.contains(#"<h1 class="nav-title">Sign up &lt;beta&gt;</h1>"#), html)
        XCTAssertFalse(html.contains("<beta>"), "text from the spec is escaped")
        XCTAssertTrue(html.contains(#"<h2 class="header">Account</h2>"#), html)
        XCTAssertTrue(html.contains(#"<span class="segment selected">Company</span>"#), html)
        XCTAssertTrue(html.contains(#"<li class="note error">Company can&#39;t be empty</li>"#), html)
        XCTAssertTrue(html.contains(#"class="row text-field disabled" data-row="" data-tag="plan""#), html)
        XCTAssertFalse(html.contains("Birthday"), "hidden rows are left out")
        XCTAssertFalse(html.contains("<script"), "the page runs no scripts")
        XCTAssertEqual(try server.shutdownAndExit(), 0)

        let failure = try node(
            "process.stdout.write(require('./src/previewHtml').errorHtml('Preview failed: <no server>'))")
        XCTAssertTrue(failure.contains("Preview failed: &lt;no server&gt;"), failure)
    }

    /// The panel redraws as the spec is edited (Tests/EndToEnd/editors/vscode/panel.js drives
    /// extension.js with stand-ins for VS Code and the client): one request when it opens,
    /// one for two edits made together, none for another document's edit, and the error page
    /// when the server fails. Field files preview as form specs do.
    func testThePreviewPanelRedrawsAsTheSpecIsEdited() throws {
        for path in ["/forms/signup.form.json", "/forms/registration.fxform.json"] {
            let result = try Subprocess.run(
                try EditorSetups.tool("node"),
                [
                    EditorSetups.file("Tests/EndToEnd/editors/vscode/panel.js").path,
                    folder.appendingPathComponent("extension.js").path, path,
                ], directory: folder, timeout: 60)
            XCTAssertEqual(result.status, 0, result.summary)
            let run = try JSONValue(decoding: result.stdout)
            let params: JSONValue = [
                "textDocument": ["uri": .string("file://" + path)], "values": [:], "format": "html",
            ]
            XCTAssertEqual(
                run["requests"]?.arrayValue,
                Array(repeating: ["method": "formspec/preview", "params": params], count: 3),
                path)
            let pages = run["pages"]?.arrayValue?.compactMap(\.stringValue) ?? []
            XCTAssertEqual(pages.count, 3, result.stdout)
            XCTAssertEqual(Array(pages.prefix(2)), ["<p>page 1</p>", "<p>page 2</p>"], "the server's pages, as sent")
            XCTAssertTrue(pages.last?.contains("Preview failed: &lt;no server&gt;") ?? false, result.stdout)
            XCTAssertEqual(run["errors"], [], path)
        }
    }

    /// "Formspec: Generate XLForm code" offers the three targets and sends formspec.generate
    /// for the open document, only to a server that advertises it; refusals are summed up.
    func testGenerateAsksForATargetAndSendsTheServersCommand() throws {
        let manifest = try manifest()
        let command = manifest["contributes"]?["commands"]?.arrayValue?.first {
            $0["command"] == "formspec.generateCode"
        }
        XCTAssertEqual(command?["title"], "Generate XLForm code")
        let output = try JSONValue(
            decoding: node(
                """
                const g = require('./src/generate');
                process.stdout.write(JSON.stringify({
                  targets: g.targets.map((t) => t.target),
                  params: g.generateParams('file:///a/signup.form.json', 'xlform-objc'),
                  can: g.canGenerate({ executeCommandProvider: { commands: ['formspec.generate'] } }),
                  cannot: g.canGenerate({ experimental: { preview: true } }),
                  main: g.mainFile({ files: [{ uri: 'file:///a/SignupForm.h' }, { uri: 'file:///a/SignupForm.m' }] }).uri,
                  refusal: g.refusalMessage({ message: 'signup.form.json: not generated: x',
                    data: { diagnostics: [{ severity: 1 }, { severity: 2 }, { severity: 1 }] } }),
                }));
                """))
        XCTAssertEqual(output["targets"], ["xlform-objc", "xlform-swift", "eureka"])
        XCTAssertEqual(
            output["params"],
            [
                "command": "formspec.generate",
                "arguments": [["uri": "file:///a/signup.form.json", "target": "xlform-objc"]],
            ])
        XCTAssertEqual(output["can"], true)
        XCTAssertEqual(output["cannot"], false)
        XCTAssertEqual(output["main"], "file:///a/SignupForm.m")
        XCTAssertEqual(output["refusal"], "Formspec: signup.form.json: not generated: x (2 errors; see Problems)")
        XCTAssertTrue(
            try String(contentsOf: folder.appendingPathComponent("extension.js"), encoding: .utf8).contains(
                "client.sendRequest('workspace/executeCommand', generate.generateParams("))
    }
}
