import FormSpec
import FormSpecJSON
import FormSpecRender
import Foundation
import TestSupport
import XCTest

/// The examples previewed by the `formspec` binary (its JSON is the contract the render
/// model reads) and drawn, shared by the render tests.
enum RenderFixtures {
    static let examples = ["signup", "every-row-type", "calendar-event", "broken"]
    static let now = "2026-11-21T10:00:00Z"

    struct Previewed {
        let document: SpecDocument
        let json: JSONValue
        let form: RenderForm
    }

    static func example(_ name: String, values: String? = nil, expanded: Set<String> = []) throws -> Previewed {
        try previewed(
            path: TestSupport.repositoryFile("protocol/examples/\(name).form.json").path, values: values,
            expanded: expanded)
    }

    /// Previews a spec file with the binary and builds its render model.
    static func previewed(path: String, values: String? = nil, expanded: Set<String> = []) throws -> Previewed {
        var arguments = ["preview", path, "--format", "json", "--now", now]
        if values != nil { arguments += ["--values", "-"] }
        let run = try TestSupport.formspec(arguments, stdin: values.map { Data($0.utf8) })
        XCTAssertTrue(run.status == 0 || run.status == 1, run.stderr)
        let json = try JSONValue(decoding: run.stdout)
        let document = SpecDocument(name: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let options = RenderOptions(
            expanded: expanded, now: ISO8601DateFormatter().date(from: now) ?? Date(),
            locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
        return Previewed(
            document: document, json: json, form: RenderBuilder.form(document, previewJSON: json, options: options))
    }

    /// A scenario file run by the binary, as a film strip.
    static func filmStrip(scenario path: String) throws -> FilmStrip {
        let run = try TestSupport.formspec(["preview", "--scenario", path, "--format", "json"])
        let report = try XCTUnwrap(try JSONValue(decoding: run.stdout)["scenarios"]?.arrayValue?.first, run.stderr)
        let scenario = try Scenario(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let specPath =
            scenario.spec.hasPrefix("/")
            ? scenario.spec
            : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(scenario.spec).path
        let document = SpecDocument(name: specPath, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: specPath))))
        return FilmStripBuilder.strip(scenario, report: report, spec: document)
    }

    /// A spec written to a temporary file.
    static func spec(_ text: String, in directory: URL, name: String = "t.form.json") throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The rows of a preview result that show, in table order.
    static func visibleRows(_ json: JSONValue) -> [JSONValue] {
        (json["sections"]?.arrayValue ?? []).filter { $0["hidden"] != true }.flatMap {
            ($0["rows"]?.arrayValue ?? []).filter { $0["hidden"] != true }
        }
    }

    /// Text whose every character HTML treats specially, and a script.
    static let hostile = #"<script>alert("x")</script> & 'quote' <b>bold</b>"#
}
