import FormSpec
import FormSpecJSON
import FormSpecRender
import Foundation
import TestSupport
import XCTest

/// The examples previewed and drawn, shared by the render tests. The preview's JSON (the
/// contract `formspec preview --format json` keeps) gives the tests their expectations.
enum RenderFixtures {
    static let examples = ["signup", "every-row-type", "calendar-event", "broken"]
    static let now = ISO8601DateFormatter().date(from: "2026-11-21T10:00:00Z")!

    struct Previewed {
        let document: SpecDocument
        let result: PreviewResult
        let form: RenderForm
        var json: JSONValue { result.json }
    }

    static func example(_ name: String, values: String? = nil, expanded: Set<String> = []) throws -> Previewed {
        try previewed(
            path: TestSupport.repositoryFile("protocol/examples/\(name).form.json").path, values: values,
            expanded: expanded)
    }

    static func previewOptions() -> PreviewOptions {
        var options = PreviewOptions()
        options.now = now
        return options
    }

    /// Previews a spec file and builds its render model.
    static func previewed(
        path: String, values: String? = nil, expanded: Set<String> = [], render: RenderOptions? = nil
    ) throws -> Previewed {
        let document = SpecDocument(name: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let given = try values.map { PreviewValues(try XCTUnwrap(try JSONValue(decoding: $0).objectValue)) }
        let result = Preview.run(CompiledForm(document), values: given ?? PreviewValues(), options: previewOptions())
        let options =
            render
            ?? RenderOptions(
                expanded: expanded, now: now, locale: Locale(identifier: "en_US"),
                timeZone: TimeZone(identifier: "UTC")!)
        return Previewed(
            document: document, result: result, form: RenderBuilder.form(document, result: result, options: options))
    }

    /// A scenario file run, as a film strip.
    static func filmStrip(scenario path: String) throws -> FilmStrip {
        let scenario = try Scenario(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let specPath =
            scenario.spec.hasPrefix("/")
            ? scenario.spec
            : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(scenario.spec).path
        let document = SpecDocument(name: specPath, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: specPath))))
        let outcomes = ScenarioRunner.run(scenario, form: CompiledForm(document), options: previewOptions())
        return FilmStripBuilder.strip(scenario, path: path, outcomes: outcomes, spec: document)
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
