import FormSpecJSON
import Foundation
import XCTest

/// Headless Neovim (Debian's 0.7.2) with `editors/neovim` on its runtimepath and
/// `require('formspec').setup()` in its init, as a user has it: filetype detection, the
/// client started and attached by the module, the server's diagnostics and completion as
/// Neovim shows them, settings, the lspconfig definition and :checkhealth.
final class NeovimSetupTests: XCTestCase {
    let brokenSpec = "protocol/examples/broken.form.json"

    /// Neovim's diagnostics (0-based lines, byte columns).
    func shown(_ run: DriverRun) -> Set<Finding> {
        Set(
            (run["diagnostics"]?.arrayValue ?? []).map {
                Finding(
                    code: $0["code"]?.stringValue ?? "", start: ($0["lnum"]?.intValue ?? -1, $0["col"]?.intValue ?? -1),
                    end: ($0["end_lnum"]?.intValue ?? -1, $0["end_col"]?.intValue ?? -1))
            })
    }

    func severities(_ run: DriverRun, code: String) -> Set<Int> {
        Set(
            (run["diagnostics"]?.arrayValue ?? []).filter { $0["code"]?.stringValue == code }.compactMap {
                $0["severity"]?.intValue
            })
    }

    func testASpecGetsItsFiletypeTheServersDiagnosticsAndCompletion() throws {
        let project = try SpecProject()
        let spec = try project.copy(brokenSpec, to: "forms/broken.form.json")
        let text = try EditorSetups.text(brokenSpec)
        // Inside the misspelt row type "emial".
        let cursor = EditorSetups.position(of: #""emial""#, in: text, offset: 3)
        let run = try EditorSetups.neovim(
            spec, in: project,
            [
                "FORMSPEC_TEST_COMPLETE": "\(cursor.line):\(cursor.character)",
                "FORMSPEC_TEST_MIN_DIAGS": "5", "FORMSPEC_TEST_HEALTH": "1",
            ])

        XCTAssertEqual(run["filetype"], "formspec", run.summary)
        XCTAssertEqual(run["syntax"], "formspec")
        XCTAssertEqual(run["first_key_syntax"], "jsonKeyword", "specs are highlighted with JSON's syntax")
        // One client, rooted at the folder with .git above the spec's folder.
        XCTAssertEqual(run["clients"], [["name": "formspec", "root_dir": .string(project.root.path)]], run.summary)

        // Exactly what the checker reports, at the same places (the file is ASCII, so
        // Neovim's byte columns are the checker's characters).
        XCTAssertEqual(shown(run), try EditorSetups.checkerFindings(spec), run.summary)
        let emial = EditorSetups.position(of: #""emial""#, in: text)
        XCTAssertTrue(
            shown(run).contains(
                Finding(
                    code: "unknown-row-type", start: (emial.line, emial.character),
                    end: (emial.line, emial.character + 7))), run.summary)
        XCTAssertEqual(severities(run, code: "unknown-property"), [2], "a warning by default")

        let labels = run.strings("completion_labels")
        XCTAssertTrue(labels.contains("email"), "\(labels)")
        XCTAssertTrue(labels.contains("selectorPush"), "\(labels)")
        XCTAssertFalse(labels.contains("title"), "row types, not property names, complete a rowType value: \(labels)")

        let version = try Subprocess.run(TestPaths.formspecBinary.path, ["--version"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        XCTAssertTrue(
            run.strings("health").contains("  - OK: server: \(TestPaths.formspecBinary.path) \(version)"), run.summary)
        XCTAssertTrue(
            run.strings("health").contains("  - OK: *.form.json files get the formspec filetype"), run.summary)
    }

    func testAFieldFileGetsTheFiletypeTheServersDiagnosticsAndCompletion() throws {
        let project = try SpecProject()
        let file = try project.write("forms/login.fxform.json", EditorFieldFile.text)
        let cursor = EditorFieldFile.cursor
        let run = try EditorSetups.neovim(
            file, in: project,
            ["FORMSPEC_TEST_COMPLETE": "\(cursor.line):\(cursor.character)", "FORMSPEC_TEST_MIN_DIAGS": "3"])
        XCTAssertEqual(run["filetype"], "formspec", run.summary)
        XCTAssertEqual(shown(run), try EditorSetups.checkerFindings(file), run.summary)
        XCTAssertEqual(Set(shown(run).map(\.code)), EditorFieldFile.codes, run.summary)
        let labels = run.strings("completion_labels")
        XCTAssertTrue(labels.contains("title") && labels.contains("textField"), "\(labels)")
    }

    func testSettingsReachTheServer() throws {
        let project = try SpecProject()
        let spec = try project.copy(brokenSpec, to: "broken.form.json")
        let setup: JSONValue = ["settings": ["severity": ["unknown-property": "error", "missing-tag": "off"]]]
        let run = try EditorSetups.neovim(
            spec, in: project, ["FORMSPEC_SETUP": setup.encodedString(), "FORMSPEC_TEST_MIN_DIAGS": "5"])
        XCTAssertEqual(severities(run, code: "unknown-property"), [1], run.summary)
        XCTAssertEqual(severities(run, code: "missing-tag"), [], run.summary)
        XCTAssertEqual(severities(run, code: "duplicate-tag"), [1], "codes not named keep their severity")
    }

    func testWithTheJsonFiletypeSpecsAreAttachedByName() throws {
        let project = try SpecProject()
        let spec = try project.copy(brokenSpec, to: "broken.form.json")
        let plain = try project.write("settings.json", #"{"title": 1}"#)
        let setup: JSONValue = ["filetype": "json"]

        let specRun = try EditorSetups.neovim(
            spec, in: project, ["FORMSPEC_SETUP": setup.encodedString(), "FORMSPEC_TEST_MIN_DIAGS": "5"])
        XCTAssertEqual(specRun["filetype"], "json", specRun.summary)
        XCTAssertEqual(specRun["clients"]?[0]?["name"], "formspec", specRun.summary)
        XCTAssertEqual(shown(specRun), try EditorSetups.checkerFindings(spec), specRun.summary)

        let plainRun = try EditorSetups.neovim(
            plain, in: project,
            [
                "FORMSPEC_SETUP": setup.encodedString(), "FORMSPEC_TEST_MIN_DIAGS": "0",
                "FORMSPEC_TEST_NO_CLIENT": "1",
            ])
        XCTAssertEqual(plainRun["filetype"], "json")
        XCTAssertEqual(plainRun["clients"], [], "a JSON file that is no spec gets no client: \(plainRun.summary)")
    }

    /// Without setup(): ftdetect alone gives the filetype, a client started from the
    /// nvim-lspconfig definition (as lspconfig would) serves the buffer, lsp/formspec.lua
    /// (for 0.11's vim.lsp.config) defines the same server, and :checkhealth says what is
    /// wrong with the default command.
    func testTheLspconfigDefinitionStartsAWorkingClient() throws {
        let project = try SpecProject()
        let spec = try project.copy(brokenSpec, to: "forms/broken.form.json")
        let run = try EditorSetups.neovim(
            spec, in: project,
            [
                "FORMSPEC_NO_SETUP": "1", "FORMSPEC_TEST_LSPCONFIG": "1",
                "FORMSPEC_TEST_MIN_DIAGS": "5", "FORMSPEC_TEST_HEALTH": "1",
                "PATH": "/usr/bin:/bin",
            ])
        XCTAssertEqual(run["filetype"], "formspec", run.summary)
        XCTAssertEqual(run["lspconfig_filetypes"], ["formspec"])
        XCTAssertEqual(
            run["native_config"], ["cmd": ["formspec", "lsp"], "filetypes": ["formspec"], "root_markers": [".git"]])
        XCTAssertEqual(run["clients"], [["name": "formspec", "root_dir": .string(project.root.path)]], run.summary)
        XCTAssertEqual(shown(run), try EditorSetups.checkerFindings(spec), run.summary)
        // `formspec` is not on this PATH: the health check says so and how to fix it.
        XCTAssertTrue(run.strings("health").contains("  - ERROR: 'formspec' is not executable"), run.summary)
        XCTAssertTrue(
            run.strings("health").contains { $0.contains("install -m 755 .build/release/formspec ~/.local/bin/") },
            run.summary)
    }

    func testPreviewShowsTheFormForAValuesFileOnUnsavedText() throws {
        let project = try SpecProject()
        let spec = try project.write("forms/signup.form.json", PreviewFixture.spec)
        let values = try project.write("values.json", PreviewFixture.values)
        let run = try EditorSetups.neovim(
            spec, in: project,
            [
                "FORMSPEC_TEST_MIN_DIAGS": "0", "FORMSPEC_TEST_EDIT": PreviewFixture.edit,
                "FORMSPEC_TEST_PREVIEW": values.path,
            ])
        XCTAssertEqual(run["modified"], true, "the preview runs on unsaved text")
        XCTAssertEqual(run.strings("preview"), PreviewFixture.expectedLines, run.summary)
        XCTAssertEqual(run["preview_windows"], 2, "the spec and the preview split")
        XCTAssertEqual(run["preview_filetype"], "formspecpreview")
        XCTAssertEqual(run["preview_cursor_buffer"], true, "the cursor stays in the spec")
        let groups = run.strings("preview_groups")
        XCTAssertEqual(groups.count, PreviewFixture.expectedLines.count, run.summary)
        XCTAssertEqual(groups.first, "formspecPreviewSection")
        XCTAssertEqual(
            groups[PreviewFixture.expectedLines.firstIndex(of: "    x Firm can't be empty") ?? 0],
            "formspecPreviewError")
        XCTAssertEqual(
            groups[PreviewFixture.expectedLines.firstIndex(of: "  (1 hidden row)") ?? 0], "formspecPreviewHidden")

        // :FormspecPreview! puts the raw result, as JSON, in the same split.
        XCTAssertEqual(run["preview_raw_filetype"], "json")
        XCTAssertEqual(run["preview_raw_windows"], 2)
        let raw = try JSONValue(decoding: run.strings("preview_raw").joined(separator: "\n"))
        XCTAssertEqual(raw["valid"], false, raw.encodedString())
        XCTAssertEqual(
            raw["validationErrors"], [["message": "Firm can't be empty", "row": 1, "section": 0, "tag": "company"]])
        XCTAssertEqual(raw["formValues"], ["kind": "b", "news": true, "plan": "basic"])
    }

    /// :FormspecPreviewBrowser writes the server's page of the unsaved text to a file of the
    /// buffer's and hands it to setup()'s preview.open (here a command that copies it), the
    /// same file each time.
    func testPreviewBrowserOpensThePageOfTheUnsavedText() throws {
        let project = try SpecProject()
        let spec = try project.write("forms/signup.form.json", PreviewFixture.spec)
        let values = try project.write("values.json", PreviewFixture.values)
        let copy = project.root.appendingPathComponent("opened.html").path
        let setup: JSONValue = [
            "preview": ["open": ["sh", "-c", #"cp "$1" "$0" && echo "$1" >> "$0.paths""#, .string(copy)]]
        ]
        let run = try EditorSetups.neovim(
            spec, in: project,
            [
                "FORMSPEC_SETUP": setup.encodedString(), "FORMSPEC_TEST_MIN_DIAGS": "0",
                "FORMSPEC_TEST_EDIT": PreviewFixture.edit, "FORMSPEC_TEST_BROWSER": values.path,
                "FORMSPEC_TEST_COPY": copy,
            ])
        XCTAssertEqual(run["modified"], true, "the page is drawn from unsaved text")
        let paths = run.strings("browser_paths")
        XCTAssertEqual(paths.count, 2, run.summary)
        XCTAssertEqual(Set(paths).count, 1, "the same file each time: \(paths)")
        XCTAssertTrue(paths.first?.hasSuffix(".html") ?? false, "\(paths)")
        PreviewFixture.assertPage(run["browser_page"]?.stringValue ?? "")
    }

    func testGenerateWritesTheCodeOfTheUnsavedTextAndOpensIt() throws {
        let project = try SpecProject()
        let spec = try project.write("forms/signup.form.json", PreviewFixture.spec)
        let run = try EditorSetups.neovim(
            spec, in: project,
            [
                "FORMSPEC_TEST_MIN_DIAGS": "0", "FORMSPEC_TEST_EDIT": PreviewFixture.edit,
                "FORMSPEC_TEST_GENERATE": "xlform-swift Generated",
            ])
        XCTAssertEqual(run["modified"], true, "generated from unsaved text")
        let generated = try String(
            contentsOf: project.root.appendingPathComponent("forms/Generated/SignupForm.swift"), encoding: .utf8)
        XCTAssertTrue(generated.contains("title: \"Firm\""), generated)
        XCTAssertEqual(run["generate_opened"], "SignupForm.swift", run.summary)
        XCTAssertEqual(run["generate_windows"], 1, "the main file opens in a split")
        let notes = (run["notifications"]?.arrayValue ?? []).compactMap { $0["message"]?.stringValue }
        XCTAssertTrue(
            notes.contains { $0.hasPrefix("formspec: generated ") && $0.contains("SignupForm.swift") }, "\(notes)")
    }

    func testGenerateRefusalsGoToTheLocationList() throws {
        let project = try SpecProject()
        let spec = try project.copy(brokenSpec, to: "forms/broken.form.json")
        let run = try EditorSetups.neovim(spec, in: project, ["FORMSPEC_TEST_GENERATE": "eureka"])
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: project.root.appendingPathComponent("forms/BrokenForm.swift").path))
        XCTAssertTrue(run.strings("generate_loclist").contains { $0.hasPrefix("[duplicate-tag]") }, run.summary)
        let notes = (run["notifications"]?.arrayValue ?? []).compactMap { $0["message"]?.stringValue }
        XCTAssertTrue(
            notes.contains { $0.hasPrefix("formspec generate: ") && $0.contains("not generated") }, "\(notes)")
    }
}
