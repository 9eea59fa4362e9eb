import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// `formspec preview`: both formats, values from a file and from standard input, scenarios
/// that pass and fail, and the exit statuses.
final class PreviewCommandTests: XCTestCase {
    var directory: URL!
    let signup = TestSupport.repositoryFile("protocol/examples/signup.form.json").path

    override func setUpWithError() throws { directory = try TestSupport.temporaryDirectory() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func preview(_ arguments: [String], stdin: String? = nil) throws -> TestSupport.ProcessResult {
        try TestSupport.formspec(["preview"] + arguments, stdin: stdin.map { Data($0.utf8) }, directory: directory)
    }

    func testTextRendersTheTableWithErrorsUnderTheirRows() throws {
        let r = try preview([signup, "--color", "never", "--width", "50"])
        XCTAssertEqual(r.status, 1, "the defaults do not validate")
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "Create Account")
        let email = try XCTUnwrap(lines.firstIndex(of: "  Email*"))
        XCTAssertEqual(lines[email + 1], "    ✗ Email can't be empty")
        XCTAssertTrue(lines.contains("  Type" + String(repeating: " ", count: 50 - 2 - 4 - 8) + "personal"), r.stdout)
        XCTAssertTrue(lines.contains("  Comments [disabled]"))
        XCTAssertFalse(r.stdout.contains("COMPANY"), "hidden sections are left out")
        XCTAssertTrue(lines.contains("2 validation errors: not valid"))
        XCTAssertTrue(
            r.stdout.contains(
                #"formValues: {"accountType":"personal","newsletter":false,"experience":4,"phones":["+1 555 0100"]}"#),
            r.stdout)
    }

    /// A field file: FXForms' types, cells and stored values; a project's app cell; scenarios.
    func testAFieldFileShowsWhatFXFormsShows() throws {
        let fields = try write(
            "reg.fxform.json",
            #"""
            [{"header": "Account", "key": "email"}, "password", {"key": "agreed", "type": "option"},
             {"key": "on", "type": "boolean"}, {"key": "age", "type": "integer", "cell": "BigCell"}]
            """#)
        _ = try write(
            "formspec.config.json",
            #"{"appClasses": {"BigCell": {"kind": "cell", "superclass": "FXFormTextFieldCell"}}}"#)
        let values = try write("v.json", #"{"email": "a@b.c", "password": "abc", "agreed": true, "age": "41 years"}"#)
        let text = try preview([fields, "--values", values, "--color", "never", "--width", "40"])
        XCTAssertEqual(text.status, 0, text.stderr)
        let lines = text.stdout.components(separatedBy: "\n")
        XCTAssertTrue(lines.contains("  Email" + String(repeating: " ", count: 40 - 2 - 5 - 5) + "a@b.c"), text.stdout)
        XCTAssertTrue(lines.contains("  Password" + String(repeating: " ", count: 40 - 2 - 8 - 3) + "•••"), text.stdout)
        XCTAssertTrue(lines.contains("  Agreed" + String(repeating: " ", count: 40 - 2 - 6 - 1) + "✓"), text.stdout)
        XCTAssertTrue(lines.contains("  On" + String(repeating: " ", count: 40 - 2 - 2 - 5) + "[OFF]"), text.stdout)
        XCTAssertTrue(lines.contains("  Age" + String(repeating: " ", count: 40 - 2 - 3 - 2) + "41"), text.stdout)
        let json = try preview([fields, "--values", values, "--format", "json"])
        let result = try JSONValue(decoding: json.stdout)
        XCTAssertEqual(
            result["sections"]?.arrayValue?[0]["rows"]?.arrayValue?.map { $0["type"] },
            ["email", "password", "option", "boolean", "integer"])
        XCTAssertEqual(result["formValues"]?["age"], 41)
        let scenario = try preview([
            "--scenario", TestSupport.repositoryFile("protocol/examples/registration.scenario.json").path,
        ])
        XCTAssertEqual(scenario.status, 0, scenario.stdout)
    }

    func testShowHiddenAndColour() throws {
        let r = try preview([signup, "--show-hidden", "--color", "always"])
        XCTAssertTrue(r.stdout.contains("COMPANY"), r.stdout)
        XCTAssertTrue(r.stdout.contains("(hidden)"))
        XCTAssertTrue(r.stdout.contains("\u{1B}[31m✗ Email can't be empty\u{1B}[0m"), "errors in red")
        XCTAssertTrue(r.stdout.contains("Frequency [hidden]"))
    }

    func testValuesFromAFileAndFromStandardInputAsJSON() throws {
        let values =
            #"{"email": "ann@example.com", "password": "abc123", "accountType": "business", "company": "ACME", "phones": []}"#
        let file = try write("values.json", values)
        let fromFile = try preview([signup, "--values", file, "--format", "json"])
        XCTAssertEqual(fromFile.status, 0, fromFile.stderr)
        let result = try JSONValue(decoding: fromFile.stdout)
        XCTAssertEqual(result["valid"], true)
        XCTAssertEqual(result["formValues"]?["company"], "ACME")
        XCTAssertEqual(result["formValues"]?["phones"], [])
        XCTAssertEqual(result["sections"]?.arrayValue?[1]["hidden"], false)
        let fromStdin = try preview([signup, "--values", "-", "--format", "json"], stdin: values)
        XCTAssertEqual(try JSONValue(decoding: fromStdin.stdout), result)
    }

    func testWarningsAreShownAndDoNotFailThePreview() throws {
        let file = try write("values.json", #"{"emial": "x", "email": "a@b.co", "password": "abc123"}"#)
        let r = try preview([signup, "--values", file, "--color", "never"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(
            r.stdout.contains("! no row has the tag 'emial'; its value is ignored. Did you mean 'email'?"), r.stdout)
    }

    func testClockLocaleAndZone() throws {
        let spec = try write(
            "d.form.json",
            #"{"sections": [{"rows": [{"tag": "d", "rowType": "datetime", "title": "When", "value": "2026-03-01T12:00:00Z"}, {"tag": "late", "rowType": "text", "title": "Late", "hidden": "$d > now()"}]}]}"#
        )
        let r = try preview([
            spec, "--now", "2026-04-01T00:00:00Z", "--locale", "fr_FR", "--time-zone", "Asia/Tokyo", "--color", "never",
        ])
        XCTAssertTrue(r.stdout.contains("01/03/2026 21:00"), r.stdout)
        XCTAssertTrue(r.stdout.contains("  Late"), "shown: the date is before the given now")
        // The locale's decimal separator reads text typed into a decimal row.
        let amount = try write("n.form.json", #"{"sections": [{"rows": [{"tag": "n", "rowType": "decimal"}]}]}"#)
        for (locale, read) in [("fr_FR", #""n":1.5"#), ("en_US", #""n":1}"#)] {
            let typed = try preview(
                [amount, "--values", "-", "--locale", locale, "--color", "never"], stdin: #"{"n": "1,5"}"#)
            XCTAssertTrue(typed.stdout.contains(read), "\(locale): \(typed.stdout)")
        }
    }

    func testExitStatusesForUnusableInput() throws {
        let notObject = try write("array.json", "[1]")
        let notJSON = try write("bad.json", "{")
        for (arguments, message) in [
            (["nope.form.json"], "nope.form.json: no such file"),
            ([signup, "--values", notObject], "values must be a JSON object"),
            ([signup, "--values", notJSON], "not valid JSON"),
            ([signup, "--now", "tomorrow"], "--now"),
            ([signup, "--locale", "xx_NOPE"], "--locale"),
        ] {
            let r = try preview(arguments)
            XCTAssertEqual(r.status, 2, "\(arguments)")
            XCTAssertTrue(r.stderr.contains(message), "\(r.stderr) should mention \(message)")
        }
        XCTAssertEqual(try preview([]).status, 64, "no spec and no scenario is a usage error")
        XCTAssertEqual(try preview([signup, "--scenario", "x.json"]).status, 64)
    }

    func testTheBundledScenarioPasses() throws {
        let scenario = TestSupport.repositoryFile("protocol/examples/signup.scenario.json").path
        let r = try preview(["--scenario", scenario, "--color", "never"])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("✓ step 4 'newsletter, a low rating and a second phone'"), r.stdout)
        XCTAssertTrue(r.stdout.hasSuffix("1 scenario, 4 steps, 0 mismatches\n"), r.stdout)
    }

    func testAFailingScenarioNamesStepTagAndPlace() throws {
        _ = try write(
            "form.form.json",
            #"{"sections": [{"rows": [{"tag": "on", "rowType": "booleanSwitch", "value": false}, {"tag": "x", "rowType": "text", "hidden": "$on == 0"}]}]}"#
        )
        let scenario = try write(
            "form.scenario.json",
            """
            {
              "spec": "form.form.json",
              "steps": [
                {"name": "switched on", "set": {"on": true},
                 "expect": {"hidden": ["x"], "formValues": {"on": true}}}
              ]
            }
            """)
        let r = try preview(["--scenario", scenario, "--color", "never"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(
            r.stdout.contains("\(scenario):5:28: step 1 'switched on': row 'x': expected hidden, but it shows"),
            r.stdout)
        XCTAssertTrue(r.stdout.contains("1 scenario, 1 step, 1 mismatch"))
        let json = try JSONValue(decoding: try preview(["--scenario", scenario, "--format", "json"]).stdout)
        let step = try XCTUnwrap(json["scenarios"]?.arrayValue?.first?["steps"]?.arrayValue?.first)
        XCTAssertEqual(step["passed"], false)
        XCTAssertEqual(step["mismatches"]?.arrayValue?.first?["line"], 5)
        XCTAssertEqual(step["result"]?["formValues"]?["on"], true)
    }

    func testAnUnusableScenarioIsAnInputError() throws {
        let broken = try write(
            "broken.scenario.json", #"{"spec": "missing.form.json", "steps": [{"expect": {"visibel": []}}]}"#)
        let r = try preview(["--scenario", broken])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("broken.scenario.json:1:53: unknown expectation 'visibel'"), r.stderr)
        let noSpec = try write("nospec.scenario.json", #"{"spec": "missing.form.json", "steps": []}"#)
        let missing = try preview(["--scenario", noSpec])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("missing.form.json cannot be read"), missing.stderr)
    }

    /// A values file past the bounds of a preview is refused at once, naming the place: its
    /// line and column (the array's bracket) and its key.
    func testValuesPastTheirBoundsAreRefused() throws {
        let phones = Array(repeating: #""+1 555 0100""#, count: 10_001).joined(separator: ",")
        let file = try write("many.json", #"{"email": "a@b.c", "phones": [\#(phones)]}"#)
        let r = try preview([signup, "--values", file])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(
            r.stderr.contains("many.json:1:30: phones: 10001 elements; a preview takes at most 10000 in an array"),
            r.stderr)
        XCTAssertEqual(r.stdout, "")
    }
}
