import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// `formspec preview --format html|png`: the page to a file or standard output, hidden rows,
/// open inline rows, the scenario report, the PNG, and the error naming a missing browser.
final class PreviewPictureTests: XCTestCase {
    var directory: URL!
    let signup = TestSupport.repositoryFile("protocol/examples/signup.form.json").path
    let scenario = TestSupport.repositoryFile("protocol/examples/signup.scenario.json").path

    override func setUpWithError() throws { directory = try TestSupport.temporaryDirectory() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func preview(_ arguments: [String], environment: [String: String]? = nil) throws -> TestSupport.ProcessResult {
        try TestSupport.run(
            TestSupport.formspecBinary, ["preview"] + arguments, directory: directory, environment: environment,
            timeout: 120)
    }

    func testHTMLToAFileOrStandardOutput() throws {
        let file = directory.appendingPathComponent("signup.html").path
        let written = try preview([signup, "--format", "html", "-o", file])
        XCTAssertEqual(written.status, 1, "the defaults do not validate: " + written.stderr)
        XCTAssertEqual(written.stdout, "")
        let page = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(page.contains(#"data-tag="email""#))
        XCTAssertFalse(page.contains(#"data-tag="frequency""#), "hidden rows are left out")
        let printed = try preview([signup, "--format", "html"])
        XCTAssertEqual(printed.stdout, page)

        let shown = try preview([signup, "--format", "html", "--show-hidden", "--expand", "accountType"]).stdout
        XCTAssertTrue(
            shown.contains(#"data-tag="frequency" data-row-type="selectorPush" data-hidden-by="$newsletter == 0""#),
            shown)
        let values = directory.appendingPathComponent("v.json").path
        try #"{"when": "2026-11-21"}"#.write(toFile: values, atomically: true, encoding: .utf8)
        let spec = directory.appendingPathComponent("d.form.json").path
        try #"{"sections": [{"rows": [{"tag": "when", "rowType": "dateInline", "title": "When"}]}]}"#.write(
            toFile: spec, atomically: true, encoding: .utf8)
        let open = try preview([spec, "--values", values, "--format", "html", "--expand", "when"]).stdout
        XCTAssertTrue(open.contains("data-inline-picker"), open)
        XCTAssertTrue(open.contains(#"<span class="item selected">November</span>"#), open)
        let closed = try preview([spec, "--values", values, "--format", "html"]).stdout
        XCTAssertFalse(closed.contains("data-inline-picker"))
    }

    func testScenarioReport() throws {
        let passing = try preview(["--scenario", scenario, "--format", "html"])
        XCTAssertEqual(passing.status, 0, passing.stderr)
        XCTAssertEqual(passing.stdout.components(separatedBy: "data-step=").count - 1, 4)
        XCTAssertTrue(passing.stdout.contains("Signing up for a business account"))
        let wrong = directory.appendingPathComponent("w.scenario.json").path
        try """
        {"spec": "\(signup)", "steps": [{"name": "wrong", "expect": {"valid": true}}]}
        """.write(toFile: wrong, atomically: true, encoding: .utf8)
        let failing = try preview(["--scenario", wrong, "--scenario", scenario, "--format", "html"])
        XCTAssertEqual(failing.status, 1)
        XCTAssertEqual(failing.stdout.components(separatedBy: "data-scenario=").count - 1, 2)
        XCTAssertTrue(failing.stdout.contains("expected the form to be valid"), failing.stdout)
    }

    /// Width and height from a PNG's header.
    func size(_ png: Data) -> (Int, Int) {
        let bytes = Array(png)
        guard bytes.count > 24 else { return (0, 0) }
        return (
            bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        )
    }

    func testPNGOfAFormAndOfAScenario() throws {
        let file = directory.appendingPathComponent("signup.png")
        let run = try preview([signup, "--format", "png", "-o", file.path, "--appearance", "dark"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let png = try Data(contentsOf: file)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let (width, height) = size(png)
        XCTAssertEqual(width, 780, "a 390-point phone at twice the density")
        XCTAssertGreaterThan(height, 1400)
        let film = directory.appendingPathComponent("film.png")
        XCTAssertEqual(try preview(["--scenario", scenario, "--format", "png", "-o", film.path]).status, 0)
        XCTAssertEqual(size(try Data(contentsOf: film)).0, 2 * (48 + 4 * 414), "four steps side by side")
    }

    func testAMissingBrowserIsNamed() throws {
        let file = directory.appendingPathComponent("x.png").path
        let none = try preview([signup, "--format", "png", "-o", file], environment: ["PATH": directory.path])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("none of chromium, chromium-browser, google-chrome"), none.stderr)
        XCTAssertTrue(none.stderr.contains("--browser"), none.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file))
        let wrong = try preview([signup, "--format", "png", "-o", file, "--browser", "/nonexistent/chrome"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertEqual(wrong.stderr, "formspec: --browser: /nonexistent/chrome is not an executable file\n")
    }

    /// An -o that cannot be written, values that cannot be used: exit status 2 naming the file
    /// (and the place in the values), nothing written.
    func testBadInputIsNamed() throws {
        let unwritable = directory.appendingPathComponent("missing/dir/signup.html").path
        let run = try preview([signup, "--format", "html", "-o", unwritable])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("formspec: \(unwritable): cannot write"), run.stderr)
        XCTAssertEqual(run.stdout, "")

        let file = directory.appendingPathComponent("out.html").path
        let broken = directory.appendingPathComponent("broken.json").path
        try #"{"email": "#.write(toFile: broken, atomically: true, encoding: .utf8)
        let syntax = try preview([signup, "--values", broken, "--format", "html", "-o", file])
        XCTAssertEqual(syntax.status, 2, syntax.stderr)
        XCTAssertTrue(syntax.stderr.contains(broken), syntax.stderr)
        let huge = directory.appendingPathComponent("huge.json").path
        try JSONValue.object(["phones": .array(Array(repeating: "1", count: 10_001))]).encodedString().write(
            toFile: huge, atomically: true, encoding: .utf8)
        let bounds = try preview([signup, "--values", huge, "--format", "png", "-o", file])
        XCTAssertEqual(bounds.status, 2, bounds.stderr)
        XCTAssertTrue(bounds.stderr.contains("phones: 10001 elements"), bounds.stderr)
        let missing = try preview([
            signup, "--values", directory.appendingPathComponent("none.json").path, "--format", "html", "-o", file,
        ])
        XCTAssertEqual(missing.status, 2, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("none.json"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file), "nothing is written for unusable values")
    }

    /// docs/images/render.sh draws the README's pictures again from the built binary: the same
    /// sizes as the committed ones, which the README shows.
    func testTheREADMEPicturesAreDrawnByTheScript() throws {
        let run = try TestSupport.run(
            URL(fileURLWithPath: "/bin/bash"),
            [
                TestSupport.repositoryFile("docs/images/render.sh").path, TestSupport.formspecBinary.path,
                directory.path,
            ], timeout: 120)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let readme = try String(contentsOf: TestSupport.repositoryFile("README.md"), encoding: .utf8)
        for name in ["signup-before.png", "signup-after.png"] {
            XCTAssertTrue(readme.contains(#"<img src="docs/images/\#(name)""#), name)
            let drawn = try Data(contentsOf: directory.appendingPathComponent(name))
            let committed = try Data(contentsOf: TestSupport.repositoryFile("docs/images/\(name)"))
            XCTAssertEqual(size(drawn).0, 780, name)
            XCTAssertEqual(size(drawn).0, size(committed).0, name)
            XCTAssertEqual(size(drawn).1, size(committed).1, "\(name): the committed picture is out of date")
            XCTAssertLessThan(committed.count, 200_000, "\(name): keep the pictures small")
        }
    }
}
