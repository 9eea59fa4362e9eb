import FormSpecJSON
import Foundation
import TestSupport
import XCTest

final class CheckCommandTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try TestSupport.temporaryDirectory()
        try write("good.form.json", #"{"sections": [{"rows": [{"tag": "a", "rowType": "text"}]}]}"#)
        try write(
            "nested/warn.form.json", #"{"sections": [{"rows": [{"tag": "a", "rowType": "text", "titel": "日本 👍"}]}]}"#)
        try write("nested/bad.form.json", #"{"sections": [{"rows": [{"title": "👍", "rowType": "txet"}]}]}"#)
        try write("nested/ignored.json", "not a spec")
        try write(".hidden/skip.form.json", "{")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func write(_ name: String, _ text: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func check(_ arguments: [String]) throws -> TestSupport.ProcessResult {
        try TestSupport.formspec(["check"] + arguments, directory: directory)
    }

    func testTextOutputWithExcerptAndSummary() throws {
        let r = try check(["--color", "never", "."])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(
            r.stdout.contains(
                "./nested/bad.form.json:1:51: error: row 1 of section 1: unknown row type 'txet'"),
            r.stdout)
        // The caret sits under the value, after a line containing a 2-cell emoji.
        let lines = r.stdout.components(separatedBy: "\n")
        let excerpt = try XCTUnwrap(lines.firstIndex { $0.contains(#""rowType": "txet""#) })
        XCTAssertEqual(lines[excerpt + 1], "  " + String(repeating: " ", count: 51) + "^~~~~~")
        XCTAssertTrue(r.stdout.hasSuffix("1 error, 1 warning in 3 files\n"), r.stdout)
        XCTAssertFalse(r.stdout.contains("skip.form.json"))
    }

    func testExitCodes() throws {
        XCTAssertEqual(try check(["good.form.json"]).status, 0)
        XCTAssertEqual(try check(["nested/warn.form.json"]).status, 0)
        XCTAssertEqual(try check(["--strict", "nested/warn.form.json"]).status, 1)
        XCTAssertEqual(try check(["--severity", "unknown-row-type=warning", "nested/bad.form.json"]).status, 0)
        let missing = try check(["good.form.json", "nope.form.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nope.form.json: no such file or directory"), missing.stderr)
        XCTAssertEqual(try check(["--format", "xml", "good.form.json"]).status, 64, "usage errors exit with EX_USAGE")
    }

    func testJSONOutputIsVersionedLSPDiagnostics() throws {
        let r = try check(["--format", "json", "nested"])
        let report = try JSONValue(decoding: r.stdout)
        XCTAssertEqual(report["version"], 1)
        XCTAssertEqual(report["summary"], ["errors": 1, "warnings": 1, "files": 2])
        let files = try XCTUnwrap(report["files"]?.arrayValue)
        XCTAssertEqual(files.map { $0["path"]?.stringValue }, ["nested/bad.form.json", "nested/warn.form.json"])
        let d = try XCTUnwrap(files[0]["diagnostics"]?.arrayValue?.first)
        XCTAssertEqual(d["code"], "unknown-row-type")
        XCTAssertEqual(d["severity"], 1)
        XCTAssertEqual(d["source"], "formspec")
        // 0-based line; UTF-16 character: 👍 counts 2.
        XCTAssertEqual(d["range"]?["start"], ["line": 0, "character": 51])
        XCTAssertEqual(d["data"]?["suggestions"]?.arrayValue?.first, "text")
    }

    func testSARIFStructure() throws {
        let r = try check(["--format", "sarif", "nested"])
        let log = try JSONValue(decoding: r.stdout)
        XCTAssertEqual(log["version"], "2.1.0")
        let run = try XCTUnwrap(log["runs"]?.arrayValue?.first)
        let rules = try XCTUnwrap(run["tool"]?["driver"]?["rules"]?.arrayValue)
        XCTAssertTrue(
            rules.contains { $0["id"] == "unknown-row-type" && $0["defaultConfiguration"]?["level"] == "error" })
        let results = try XCTUnwrap(run["results"]?.arrayValue)
        XCTAssertEqual(results.count, 2)
        let result = try XCTUnwrap(results.first { $0["ruleId"] == "unknown-row-type" })
        XCTAssertEqual(rules[Int(result["ruleIndex"]?.intValue ?? -1)]["id"], "unknown-row-type")
        let region = result["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]
        XCTAssertEqual(region?["startLine"], 1)
        XCTAssertEqual(region?["startColumn"], 52)
        XCTAssertEqual(
            result["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"],
            "nested/bad.form.json")
    }

    func testGitHubAnnotations() throws {
        try write("comma.form.json", #"{"sections": [{"rows": [{"tag": "a,b", "rowType": "text"}]}]}"#)
        let r = try check(["--format", "github", "comma.form.json", "nested/bad.form.json"])
        XCTAssertTrue(
            r.stdout.contains(
                "::notice file=comma.form.json,line=1,col=33,endLine=1,endColumn=38,title=formspec unreferenceable-tag::tag 'a,b'"
            ), r.stdout)
        XCTAssertTrue(r.stdout.contains("::error file=nested/bad.form.json,line=1,col=51,"), r.stdout)
    }

    func testSeverityArgumentsSayWhatIsWrong() throws {
        let code = try check(["--severity", "missing-tags=off", "good.form.json"])
        XCTAssertEqual(code.status, 64)
        XCTAssertTrue(
            code.stderr.contains("'missing-tags' is not a diagnostic code. Did you mean 'missing-tag'?"), code.stderr)
        let level = try check(["--severity", "missing-tag=eror", "good.form.json"])
        XCTAssertEqual(level.status, 64)
        XCTAssertTrue(level.stderr.contains("'eror' is not a level"), level.stderr)
        XCTAssertTrue(level.stderr.contains("Did you mean 'error'?"), level.stderr)
        XCTAssertTrue(try check(["--severity", "nosuch", "good.form.json"]).stderr.contains("is not CODE=LEVEL"))
    }

    /// Paths that cannot be checked are part of every machine-readable output, not only stderr.
    func testUnreadablePathsReachEveryOutput() throws {
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("none"), withIntermediateDirectories: true)
        let arguments = ["good.form.json", "missing.form.json", "none"]
        let json = try check(["--format", "json"] + arguments)
        XCTAssertEqual(json.status, 2)
        XCTAssertEqual(
            try JSONValue(decoding: json.stdout)["notifications"],
            [
                ["path": "missing.form.json", "message": "no such file or directory", "level": "error"],
                ["path": "none", "message": "no *.form.json or *.fxform.json files found", "level": "error"],
            ])
        let sarif = try JSONValue(decoding: try check(["--format", "sarif"] + arguments).stdout)
        let invocation = sarif["runs"]?.arrayValue?.first?["invocations"]?.arrayValue?.first
        XCTAssertEqual(invocation?["executionSuccessful"], false)
        XCTAssertEqual(
            invocation?["toolExecutionNotifications"]?.arrayValue?.compactMap { $0["message"]?["text"]?.stringValue },
            ["missing.form.json: no such file or directory", "none: no *.form.json or *.fxform.json files found"])
        let github = try check(["--format", "github"] + arguments)
        XCTAssertTrue(
            github.stdout.contains(
                "::error file=missing.form.json,title=formspec::missing.form.json: no such file or directory"),
            github.stdout)
        let clean = try JSONValue(decoding: try check(["--format", "sarif", "good.form.json"]).stdout)
        XCTAssertEqual(
            clean["runs"]?.arrayValue?.first?["invocations"]?.arrayValue?.first?["executionSuccessful"], true)
    }

    func testAnInvalidJSONDocumentIsOneFinding() throws {
        try write("nope.form.json", "nope")
        let r = try check(["--format", "json", "nope.form.json"])
        let codes = try JSONValue(decoding: r.stdout)["files"]?.arrayValue?.first?["diagnostics"]?.arrayValue?
            .compactMap {
                $0["code"]?.stringValue
            }
        XCTAssertEqual(codes, ["json-syntax"])
    }

    func testManyFilesInParallelKeepOrder() throws {
        for i in 0..<40 {
            try write(
                "many/\(String(format: "%02d", i)).form.json",
                #"{"sections": [{"rows": [{"tag": "t\#(i)", "rowType": "txet"}]}]}"#)
        }
        let report = try JSONValue(decoding: try check(["--format", "json", "many"]).stdout)
        let paths = report["files"]?.arrayValue?.compactMap { $0["path"]?.stringValue } ?? []
        XCTAssertEqual(paths, (0..<40).map { "many/" + String(format: "%02d", $0) + ".form.json" })
        XCTAssertEqual(report["summary"]?["errors"], 40)
    }

    func testStrayTokenBeforeASectionIsReportedNotATrap() throws {
        // Regression: this spec made `formspec check` trap (exit 132).
        try write("stray.form.json", #"{"sections": [x{"rows": [{"rowType": "info", "hidden": "$a == 1"}]}]}"#)
        let r = try check(["--format", "json", "stray.form.json"])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stdout.contains("predicate-untagged-row"), r.stdout)
        XCTAssertTrue(r.stdout.contains("json-syntax"), r.stdout)
    }
}
