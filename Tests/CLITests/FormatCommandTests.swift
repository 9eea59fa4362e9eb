import Foundation
import TestSupport
import XCTest

final class FormatCommandTests: XCTestCase {
    func testCheckRewriteAndRefusal() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let messy = dir.appendingPathComponent("a.form.json")
        try #"{"sections":[ ]}"#.write(to: messy, atomically: true, encoding: .utf8)
        let broken = dir.appendingPathComponent("b.form.json")
        try #"{"sections": [,]}"#.write(to: broken, atomically: true, encoding: .utf8)

        let check = try TestSupport.formspec(["format", "--check", "a.form.json"], directory: dir)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stdout, "would reformat a.form.json\n")
        XCTAssertEqual(try String(contentsOf: messy, encoding: .utf8), #"{"sections":[ ]}"#, "--check writes nothing")

        XCTAssertEqual(try TestSupport.formspec(["format", "a.form.json"], directory: dir).status, 0)
        XCTAssertEqual(try String(contentsOf: messy, encoding: .utf8), "{\"sections\": []}\n")
        XCTAssertEqual(try TestSupport.formspec(["format", "--check", "a.form.json"], directory: dir).status, 0)

        let refused = try TestSupport.formspec(["format", "b.form.json"], directory: dir)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("b.form.json: the document has"), refused.stderr)
        XCTAssertEqual(try String(contentsOf: broken, encoding: .utf8), #"{"sections": [,]}"#)
    }

    func testStandardInput() throws {
        let r = try TestSupport.formspec(
            ["format", "--indent", "4", "-"],
            stdin: Data(
                #"{"title":"é","sections":[{"rows":[{"tag":"a","rowType":"text","validators":[{"type":"email"}]}]}]}"#
                    .utf8))
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.hasPrefix("{\n    \"title\": \"é\",\n    \"sections\": [\n"), r.stdout)
    }

    func testCheckOfStandardInputWritesNothingAndSaysWhether() throws {
        let messy = try TestSupport.formspec(["format", "--check", "-"], stdin: Data(#"{"sections":[ ]}"#.utf8))
        XCTAssertEqual(messy.status, 1)
        XCTAssertEqual(messy.stdout, "would reformat <stdin>\n")
        let tidy = try TestSupport.formspec(["format", "--check", "-"], stdin: Data("{\"sections\": []}\n".utf8))
        XCTAssertEqual(tidy.status, 0)
        XCTAssertEqual(tidy.stdout, "")
        let broken = try TestSupport.formspec(["format", "-"], stdin: Data("{".utf8))
        XCTAssertEqual(broken.status, 2, "syntax errors exit 2, as for files")
    }

    func testUsableOptionsAndPaths() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = try TestSupport.formspec(["format", "empty"], directory: dir)
        XCTAssertEqual(empty.status, 2, "as `check` does")
        XCTAssertEqual(empty.stderr, "formspec: empty: no *.form.json or *.fxform.json files found\n")
        XCTAssertEqual(try TestSupport.formspec(["check", "empty"], directory: dir).status, 2)
        for bad in [["--indent", "0"], ["--indent", "17"], ["--width", "0"]] {
            let r = try TestSupport.formspec(["format"] + bad + ["-"], stdin: Data("{}".utf8))
            XCTAssertEqual(r.status, 64, "\(bad)")
            XCTAssertTrue(r.stderr.contains("must be"), r.stderr)
        }
    }

    /// Paragraphs of help are given whole, so the terminal's width decides where lines break.
    func testHelpParagraphsBreakOnlyWhereTheTerminalEnds() throws {
        for command in ["check", "format", "catalog", "preview", "lsp", "schema"] {
            let r = try TestSupport.run(
                TestSupport.formspecBinary, [command, "--help"], environment: ["COLUMNS": "1000"])
            let overview = r.stdout.components(separatedBy: "\nUSAGE:")[0]
            let lines = overview.split(separator: "\n").dropFirst()  // OVERVIEW
            for line in lines {
                XCTAssertTrue(
                    line.hasSuffix(".") || line.hasSuffix(":"), "\(command): a line ending mid-sentence: \(line)")
            }
        }
        let check = try TestSupport.formspec(["check", "--help"]).stdout
        XCTAssertTrue(check.contains("64 a malformed command line"), check)
        XCTAssertFalse(check.contains("2 usage"), check)
    }
}
