import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// `formspec import` and `formspec check` on Objective-C and Swift files, end to end.
final class ImportCommandTests: XCTestCase {
    var directory: URL!

    static let form = """
        // Réservation 日本 👍
        NSString *const kSwitch = @"switch";
        @implementation EventViewController
        - (void)initializeForm {
            XLFormDescriptor *form = [XLFormDescriptor formDescriptorWithTitle:@"Event"];
            XLFormSectionDescriptor *section = [XLFormSectionDescriptor formSection];
            [form addFormSection:section];
            XLFormRowDescriptor *row = [XLFormRowDescriptor formRowDescriptorWithTag:kSwitch rowType:XLFormRowDescriptorTypeBooleanSwitch title:@"Switch 👍"];
            [section addFormRow:row];
            row = [XLFormRowDescriptor formRowDescriptorWithTag:@"starts" rowType:XLFormRowDescriptorTypeDateInline title:@"Starts"];
            row.value = [NSDate dateWithTimeIntervalSinceNow:[self delay]];
            row.hidden = [NSString stringWithFormat:@"$%@ == 0 OR $swich == 1", kSwitch];
            [section addFormRow:row];
            self.form = form;
        }
        @end

        """

    override func setUpWithError() throws {
        directory = try TestSupport.temporaryDirectory()
        try write("app/EventViewController.m", Self.form)
        try write("app/Cell.swift", "class Cell: XLFormBaseCell { override func update() { super.update() } }\n")
        try write("app/spec/kept.form.json", #"{"sections": [{"rows": [{"tag": "a", "rowType": "text"}]}]}"#)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func write(_ name: String, _ text: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    func formspec(_ arguments: [String]) throws -> TestSupport.ProcessResult {
        try TestSupport.formspec(arguments, directory: directory)
    }

    func testImportWritesOneFormattedSpecPerFormAndReportsWhatItLeftOut() throws {
        let r = try formspec(["import", "--color", "never", "--output", "out", "app"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(
            try read("out/EventViewController.form.json"),
            """
            {
              "title": "Event",
              "sections": [
                {
                  "rows": [
                    {"tag": "switch", "rowType": "booleanSwitch", "title": "Switch 👍"},
                    {
                      "tag": "starts",
                      "rowType": "dateInline",
                      "title": "Starts",
                      "hidden": "$switch == 0 OR $swich == 1"
                    }
                  ]
                }
              ]
            }

            """)
        XCTAssertTrue(
            r.stdout.contains(
                "app/EventViewController.m:11:17: warning: 'value' not imported: a date from now by an interval not known before run time"
            ), r.stdout)
        XCTAssertTrue(r.stderr.contains("app/Cell.swift:1:1: note: no form-building code found"), r.stderr)
        XCTAssertTrue(r.stderr.contains("wrote out/EventViewController.form.json"), r.stderr)
    }

    func testNothingIsOverwrittenWithoutForce() throws {
        try write("out/EventViewController.form.json", "{}\n")
        let r = try formspec(["import", "--output", "out", "app/EventViewController.m"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(
            r.stderr.contains("out/EventViewController.form.json: exists; not overwritten (use --force)"), r.stderr)
        XCTAssertEqual(try read("out/EventViewController.form.json"), "{}\n")
        XCTAssertEqual(try formspec(["import", "--force", "--output", "out", "app/EventViewController.m"]).status, 0)
        XCTAssertTrue(try read("out/EventViewController.form.json").contains(#""title": "Event""#))
    }

    func testStandardOutputAndExitStatuses() throws {
        let r = try formspec(["import", "--output", "-", "--format", "github", "app/EventViewController.m"])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(try JSONValue(decoding: r.stdout)["title"], "Event")
        XCTAssertTrue(r.stderr.contains("::warning file=app/EventViewController.m,line=11"), r.stderr)
        XCTAssertEqual(try formspec(["import", "--output", "-", "app/Cell.swift"]).status, 1, "nothing to import")
        XCTAssertEqual(try formspec(["import", "--output", "-", "app/missing.m"]).status, 2)
    }

    func testCheckReportsSpecDiagnosticsAtTheirPlaceInTheSource() throws {
        let r = try formspec(["check", "--color", "never", "app/EventViewController.m"])
        XCTAssertEqual(r.status, 1, r.stdout)
        let lines = r.stdout.components(separatedBy: "\n")
        let tag = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("[unknown-tag]") }, r.stdout)
        XCTAssertTrue(
            lines[tag].hasPrefix("app/EventViewController.m:12:60: error: row 'starts'"), lines[tag])
        XCTAssertEqual(
            lines[tag + 1], "      row.hidden = [NSString stringWithFormat:@\"$%@ == 0 OR $swich == 1\", kSwitch];")
        XCTAssertEqual(lines[tag + 2], "  " + String(repeating: " ", count: 59) + "^~~~~")
        XCTAssertTrue(r.stdout.contains("[import-unsupported]\n"), r.stdout)
        XCTAssertTrue(r.stdout.hasSuffix("1 error, 1 warning in 1 file\n"), r.stdout)
        let sarif = try JSONValue(
            decoding: try formspec(["check", "--format", "sarif", "app/EventViewController.m"]).stdout)
        let region = sarif["runs"]?.arrayValue?.first?["results"]?.arrayValue?.last?["locations"]?.arrayValue?.first?[
            "physicalLocation"]?["region"]
        XCTAssertEqual(region?["startLine"], 12)
        XCTAssertEqual(region?["startColumn"], 60)
    }

    func testDirectoriesHoldSpecsUnlessCodeIsAskedFor() throws {
        let specsOnly = try formspec(["check", "app"])
        XCTAssertEqual(specsOnly.status, 0, specsOnly.stdout)
        XCTAssertTrue(specsOnly.stdout.hasSuffix("0 errors, 0 warnings in 1 file\n"), specsOnly.stdout)
        let withCode = try formspec(["check", "--code", "app"])
        XCTAssertEqual(withCode.status, 1)
        XCTAssertTrue(withCode.stdout.contains("app/EventViewController.m:12:60: error: row 'starts'"), withCode.stdout)
        XCTAssertTrue(withCode.stdout.hasSuffix("1 error, 1 warning in 2 files\n"), withCode.stdout)
        XCTAssertFalse(withCode.stderr.contains("Cell.swift"), "files found in directories without forms are quiet")
    }

    func testAFileThatCannotBeReadFailsTheCheck() throws {
        try write("deep.swift", "let a = " + String(repeating: "[", count: 40) + "\n")
        let r = try formspec(["check", "deep.swift"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(
            r.stdout.contains("deep.swift:1:21: error: '[' nested more than 12 deep"), r.stdout)
    }
}

/// The README shows `formspec check` on the bundled Objective-C example; the output it shows is
/// the output the tool gives.
final class ReadmeCodeExampleTests: XCTestCase {
    func testTheReadmeShowsTheExamplesRealOutput() throws {
        let readme = try String(contentsOf: TestSupport.repositoryFile("README.md"), encoding: .utf8)
        let command = "formspec check protocol/examples/EventFormViewController.m"
        let after = try XCTUnwrap(readme.components(separatedBy: command + "\n```\n\n```\n").dropFirst().first)
        let shown = String(after.prefix { $0 != "`" })
        let r = try TestSupport.formspec(
            ["check", "--color", "never", "protocol/examples/EventFormViewController.m"],
            directory: TestSupport.packageRoot)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, shown)
    }
}
