import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// check, convert, format and schema on FXForms field files and project configurations.
final class FieldFileCommandTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try TestSupport.temporaryDirectory()
        try write("app/formspec.config.json", #"{"severity": {"keyless-field": "error"}, "appClases": {}}"#)
        try write("app/forms/login.fxform.json", #"[{"key": "email"}, {"title": "Orphan"}]"#)
        try write("app/forms/login.form.json", #"{"sections": [{"rows": [{"tag": "a", "rowType": "text"}]}]}"#)
        try write("other/plain.fxform.json", #"[{"title": "Orphan"}]"#)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func write(_ name: String, _ text: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func run(_ arguments: [String]) throws -> TestSupport.ProcessResult {
        try TestSupport.formspec(arguments, directory: directory)
    }

    func testCheckFindsFieldFilesAndTheirConfiguration() throws {
        let r = try run(["check", "--color", "never", "."])
        XCTAssertEqual(r.status, 1, r.stdout + r.stderr)
        // Field files are found next to form specs; the configuration above app/ governs them.
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("./app/forms/login.fxform.json:1:20: error: ") && $0.hasSuffix("[keyless-field]")
            },
            r.stdout)
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("./other/plain.fxform.json:1:2: warning: ") && $0.hasSuffix("[keyless-field]")
            },
            r.stdout)
        // The configuration's own problem, once.
        let configProblems = lines.filter {
            $0.contains("formspec.config.json:1:42: warning: ") && $0.hasSuffix("[unknown-property]")
        }
        XCTAssertEqual(configProblems.count, 1, r.stdout)
        XCTAssertTrue(r.stdout.contains("Did you mean 'appClasses'?"), r.stdout)
        XCTAssertTrue(r.stdout.hasSuffix("1 error, 2 warnings in 4 files\n"), r.stdout)
        // Flags override the configuration.
        let flagged = try run(["check", "--severity", "keyless-field=off", "app/forms/login.fxform.json"])
        XCTAssertEqual(flagged.status, 0, flagged.stdout)
    }

    func testConvertBothWays() throws {
        let toXLForm = try run(["convert", "--to", "xlform", "app/forms/login.fxform.json"])
        XCTAssertEqual(toXLForm.status, 0, toXLForm.stderr)
        let converted = try JSONValue(decoding: Array(toXLForm.stdout.utf8))
        XCTAssertEqual(converted["sections"]?.arrayValue?.first?["rows"]?.arrayValue?.first?["rowType"], "email")
        let toFXForms = try run(["convert", "--to", "fxforms", "app/forms/login.form.json", "-o", "out.fxform.json"])
        XCTAssertEqual(toFXForms.status, 0, toFXForms.stderr)
        let written = try String(contentsOf: directory.appendingPathComponent("out.fxform.json"), encoding: .utf8)
        XCTAssertEqual(written, "[{\"key\": \"a\", \"type\": \"text\", \"title\": \"\"}]\n")
        XCTAssertEqual(try run(["check", "out.fxform.json"]).status, 0)
        // What does not map goes to stderr as findings in the source; --strict makes it fail.
        try write("bits.fxform.json", #"[{"key": "b", "type": "bitfield", "options": ["x", "y"]}]"#)
        let lossy = try run(["convert", "--to", "xlform", "--color", "never", "--strict", "bits.fxform.json"])
        XCTAssertEqual(lossy.status, 1)
        XCTAssertTrue(
            lossy.stderr.contains("bits.fxform.json:1:23: warning: XLForm has no bitfield"),
            lossy.stderr)
        XCTAssertFalse(lossy.stdout.isEmpty, "the conversion is written all the same")
        // Already in the target format, or unreadable: 2.
        XCTAssertEqual(try run(["convert", "--to", "fxforms", "bits.fxform.json"]).status, 2)
        XCTAssertEqual(try run(["convert", "--to", "xlform", "missing.fxform.json"]).status, 2)
        XCTAssertNotEqual(try run(["convert", "--to", "eureka", "bits.fxform.json"]).status, 0)
    }

    func testFormatAndSchema() throws {
        try write("messy.fxform.json", #"[ {"key":"a" ,"title":"A"},"b" ]"#)
        XCTAssertEqual(try run(["format", "--check", "messy.fxform.json"]).status, 1)
        XCTAssertEqual(try run(["format", "messy.fxform.json"]).status, 0)
        XCTAssertEqual(
            try String(contentsOf: directory.appendingPathComponent("messy.fxform.json"), encoding: .utf8),
            "[{\"key\": \"a\", \"title\": \"A\"}, \"b\"]\n")
        let schema = try run(["schema", "--dialect", "fxforms"])
        XCTAssertEqual(
            try JSONValue(decoding: Array(schema.stdout.utf8)),
            try JSONValue(
                decoding: Array(try Data(contentsOf: TestSupport.repositoryFile("protocol/fxforms.schema.json")))))
        let configuration = try run(["schema", "--configuration"])
        XCTAssertEqual(try JSONValue(decoding: Array(configuration.stdout.utf8))["$id"], "urn:formspec:configuration:1")
    }
}
