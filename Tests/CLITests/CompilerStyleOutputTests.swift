import Foundation
import TestSupport
import XCTest

/// `formspec check`'s text output is what compilers print, `path:line:col: severity: message
/// [code]`, so tools that read compiler output find every finding with its place and kind
/// without configuration: Emacs' compilation mode and Vim's (here Neovim's) default errorformat,
/// both run for real. Xcode reads the same `error:`/`warning:`/`note:` lines from Run Script phases.
final class CompilerStyleOutputTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try TestSupport.temporaryDirectory()
        let spec = """
            {"sections": [{"rows": [
              {"tag": "name", "rowType": "text"},
              {"tag": "name", "rowType": "email", "titel": "x"},
              {"tag": "all-day", "rowType": "booleanSwitch"}
            ]}]}
            """
        try spec.write(to: directory.appendingPathComponent("form.form.json"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    /// (file, line, column, kind) for every finding and related note, from formspec's JSON.
    let expected = [
        "form.form.json|3|11|error", "form.form.json|2|11|note", "form.form.json|3|39|warning",
        "form.form.json|4|11|note",
    ]

    func output() throws -> String {
        let r = try TestSupport.formspec(["check", "--color", "never", "form.form.json"], directory: directory)
        XCTAssertEqual(r.status, 1, r.stderr)
        try r.stdout.write(to: directory.appendingPathComponent("out.txt"), atomically: true, encoding: .utf8)
        return r.stdout
    }

    func testLinesReadLikeACompilersOutput() throws {
        let lines = try output().components(separatedBy: "\n").filter { $0.hasPrefix("form.form.json:") }
        XCTAssertEqual(
            lines,
            [
                "form.form.json:3:11: error: tag 'name' is already used by an earlier row; XLForm keeps only the last row with a tag, so predicates and formValues see one of them [duplicate-tag]",
                "form.form.json:2:11: note: first row tagged 'name'",
                "form.form.json:3:39: warning: row 'name': unknown property 'titel'. Did you mean 'title'? [unknown-property]",
                "form.form.json:4:11: note: tag 'all-day' cannot be referenced from predicates: XLForm's rewrite ends the tag at '-', so `$all-day` refers to 'all' [unreferenceable-tag]",
            ])
    }

    func testEmacsCompilationModeFindsEveryFindingWithItsKind() throws {
        _ = try output()
        let script = """
            (require 'compile)
            (with-temp-buffer
              (insert-file-contents (car command-line-args-left))
              (compilation-mode)
              (compilation--ensure-parse (point-max))
              (goto-char (point-min))
              (while (not (eobp))
                (let ((msg (get-text-property (point) 'compilation-message)))
                  (when msg
                    (let* ((loc (compilation--message->loc msg))
                           (file (caar (compilation--loc->file-struct loc))))
                      (princ (format "%s|%s|%s|%s\\n" file (compilation--loc->line loc) (compilation--loc->col loc)
                                     (aref ["note" "warning" "error"] (compilation--message->type msg)))))))
                (forward-line 1)))
            """
        try script.write(to: directory.appendingPathComponent("parse.el"), atomically: true, encoding: .utf8)
        let r = try TestSupport.run(
            try tool("emacs"), ["--batch", "-Q", "-l", "parse.el", "out.txt"], directory: directory)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map(String.init), expected, r.stdout)
    }

    func testVimsDefaultErrorformatFindsEveryFindingAndNothingElse() throws {
        _ = try output()
        let collect =
            "call writefile(map(filter(getqflist(), 'v:val.valid'), {_, e -> bufname(e.bufnr) . '|' . e.lnum . '|' . e.col . '|' . matchstr(e.text, '^ *\\zs\\a\\+\\ze:')}), 'qf.txt')"
        let r = try TestSupport.run(
            try tool("nvim"), ["--headless", "--clean", "-c", "cgetfile out.txt", "-c", collect, "-c", "qa!"],
            directory: directory)
        XCTAssertEqual(r.status, 0, r.stderr)
        let entries = try String(contentsOf: directory.appendingPathComponent("qf.txt"), encoding: .utf8)
        XCTAssertEqual(entries.split(separator: "\n").map(String.init), expected, entries)
    }

    private func tool(_ name: String) throws -> URL {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        struct Missing: Error, CustomStringConvertible { let description: String }
        throw Missing(description: "\(name) not found: these tests run it for real; install it with `bash .ci/setup`")
    }
}
