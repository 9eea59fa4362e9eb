import FormSpecJSON
import Foundation
import XCTest

/// Batch Emacs (Debian's 28.2 with eglot 1.9) loading `editors/emacs/formspec.el` as a
/// user's init does: the major mode from auto-mode-alist, eglot started from the mode hook
/// with our server program entry, the server's diagnostics in flymake, completion through
/// `completion-at-point`'s function, and the customizations reaching the server.
final class EmacsSetupTests: XCTestCase {
    let brokenSpec = "protocol/examples/broken.form.json"

    /// Flymake's diagnostics, converted to the checker's 0-based lines (Emacs counts lines
    /// from 1; its columns are characters, the same as the checker's in an ASCII file).
    func shown(_ run: DriverRun) -> Set<Finding> {
        Set(
            (run["diagnostics"]?.arrayValue ?? []).map {
                Finding(
                    code: code(of: $0["text"]?.stringValue ?? ""),
                    start: (($0["line"]?.intValue ?? 0) - 1, $0["col"]?.intValue ?? -1),
                    end: (($0["end_line"]?.intValue ?? 0) - 1, $0["end_col"]?.intValue ?? -1))
            })
    }

    /// The code in eglot's "formspec [code]: message".
    func code(of text: String) -> String {
        guard let open = text.firstIndex(of: "["), let close = text.firstIndex(of: "]") else { return "" }
        return String(text[text.index(after: open)..<close])
    }

    /// Asserts flymake shows what the checker reports, at the same places. eglot widens an
    /// empty range (where a comma is missing) to a character, so for those the code and the
    /// start line must match.
    func assertShowsTheCheckersFindings(_ run: DriverRun, _ spec: URL, line: UInt = #line) throws {
        let expected = try EditorSetups.checkerFindings(spec)
        let shown = shown(run)
        XCTAssertEqual(
            shown.filter { seen in
                !expected.contains { $0.isEmpty && $0.code == seen.code && $0.startLine == seen.startLine }
            },
            expected.filter { !$0.isEmpty }, run.summary, line: line)
        for empty in expected where empty.isEmpty {
            XCTAssertTrue(
                shown.contains { $0.code == empty.code && $0.startLine == empty.startLine },
                "\(empty) not shown: \(run.summary)",
                line: line)
        }
    }

    func types(_ run: DriverRun) -> Set<String> {
        Set((run["diagnostics"]?.arrayValue ?? []).compactMap { $0["type"]?.stringValue })
    }

    func testASpecGetsTheModeFlymakeDiagnosticsAndCompletion() throws {
        let project = try SpecProject()
        let spec = try project.copy(brokenSpec, to: "forms/broken.form.json")
        let text = try EditorSetups.text(brokenSpec)
        let cursor = EditorSetups.position(of: #""emial""#, in: text, offset: 3)
        let run = try EditorSetups.emacs(
            spec, in: project,
            [
                "FORMSPEC_TEST_COMPLETE": "\(cursor.line):\(cursor.character)",
                "FORMSPEC_TEST_MIN_DIAGS": "5",
            ])

        XCTAssertEqual(run["major_mode"], "formspec-mode", run.summary)
        XCTAssertEqual(run["language_id"], "formspec")
        XCTAssertEqual(run["server_name"], "formspec")
        try assertShowsTheCheckersFindings(run, spec)
        // broken.form.json has errors, warnings and a hint (an always-false predicate).
        XCTAssertEqual(
            types(run), ["eglot-error", "eglot-warning", "eglot-note"], "the checker's severities by default")
        XCTAssertTrue(
            (run["diagnostics"]?.arrayValue ?? []).contains {
                $0["text"]?.stringValue?.hasPrefix("formspec [unknown-row-type]: row 'name': unknown row type 'emial'")
                    ?? false
            }, run.summary)

        let candidates = run.strings("completion_candidates")
        XCTAssertTrue(candidates.contains("email"), "\(candidates)")
        XCTAssertTrue(candidates.contains("selectorPush"), "\(candidates)")
        XCTAssertFalse(
            candidates.contains("title"), "row types, not property names, complete a rowType value: \(candidates)")
    }

    func testAFieldFileGetsTheModeFlymakeDiagnosticsAndCompletion() throws {
        let project = try SpecProject()
        let file = try project.write("forms/login.fxform.json", EditorFieldFile.text)
        let cursor = EditorFieldFile.cursor
        let run = try EditorSetups.emacs(
            file, in: project,
            ["FORMSPEC_TEST_COMPLETE": "\(cursor.line):\(cursor.character)", "FORMSPEC_TEST_MIN_DIAGS": "3"])
        XCTAssertEqual(run["major_mode"], "formspec-mode", run.summary)
        try assertShowsTheCheckersFindings(run, file)
        let candidates = run.strings("completion_candidates")
        XCTAssertTrue(candidates.contains("title") && candidates.contains("textField"), "\(candidates)")
    }

    func testCustomizationsReachTheServer() throws {
        let project = try SpecProject()
        let spec = try project.copy(brokenSpec, to: "broken.form.json")
        // formspec-strict: every warning is reported as an error; the hint stays a note.
        let run = try EditorSetups.emacs(
            spec, in: project, ["FORMSPEC_TEST_STRICT": "1", "FORMSPEC_TEST_MIN_DIAGS": "5"])
        XCTAssertEqual(types(run), ["eglot-error", "eglot-note"], run.summary)
        try assertShowsTheCheckersFindings(run, spec)
    }

    func testPreviewShowsTheFormForAValuesFileOnUnsavedText() throws {
        let project = try SpecProject()
        let spec = try project.write("forms/signup.form.json", PreviewFixture.spec)
        let values = try project.write("values.json", PreviewFixture.values)
        let run = try EditorSetups.emacs(
            spec, in: project,
            [
                "FORMSPEC_TEST_MIN_DIAGS": "0", "FORMSPEC_TEST_EDIT": PreviewFixture.edit,
                "FORMSPEC_TEST_PREVIEW": "1", "FORMSPEC_TEST_VALUES": values.path,
            ])
        XCTAssertEqual(run["modified"], true, "the preview runs on unsaved text")
        XCTAssertEqual(run["preview_capability"], true)
        XCTAssertEqual(
            run["preview"]?.stringValue, PreviewFixture.expectedLines.joined(separator: "\n") + "\n", run.summary)
        XCTAssertEqual(run["preview_shown"], true, "the preview buffer is displayed")

        let raw = try JSONValue(decoding: run["preview_json"]?.stringValue ?? "")
        XCTAssertEqual(raw["valid"], false, raw.encodedString())
        XCTAssertEqual(
            raw["validationErrors"], [["tag": "company", "message": "Firm can't be empty", "section": 0, "row": 1]])
        XCTAssertEqual(raw["formValues"], ["kind": "b", "news": true, "plan": "basic"])

        // formspec-preview-in-browser: the page of the unsaved text, written to a file that
        // the browser is given, the same file each time.
        let file = try XCTUnwrap(run["browser_file"]?.stringValue, run.summary)
        XCTAssertTrue(file.hasSuffix(".html"), file)
        XCTAssertEqual(run["browser_url"]?.arrayValue?.count, 1, run.summary)
        XCTAssertTrue(run["browser_url"]?[0]?.stringValue?.hasSuffix(file) ?? false, run.summary)
        XCTAssertEqual(run["browser_again"], true)
        PreviewFixture.assertPage(run["browser_page"]?.stringValue ?? "")
    }
}
