import FormSpec
import FormSpecJSON
import Foundation
import XCTest

/// XLForm's own example forms and its hide-and-show test as specs (Fixtures/XLFormExamples):
/// every spec reports exactly the findings `expectations.json` lists, each with the reason
/// XLForm's source gives, and every scenario beside them holds.
final class XLFormExampleCorpusTests: XCTestCase {
    static let folder = "XLFormExamples"

    struct Expected: Equatable, CustomStringConvertible {
        let code: String
        let severity: String
        let line: Int
        let text: String

        var description: String { "\(line): \(severity) \(code) \(text)" }
    }

    func directory() throws -> URL {
        try XCTUnwrap(Bundle.module.url(forResource: "Fixtures/" + Self.folder, withExtension: nil))
    }

    func files(_ suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory().path).filter { $0.hasSuffix(suffix) }.sorted()
    }

    func expectations() throws -> JSONObject {
        let data = try Data(contentsOf: directory().appendingPathComponent("expectations.json"))
        return try XCTUnwrap(try JSONValue(decoding: Array(data))["specs"]?.objectValue)
    }

    func testEverySpecReportsExactlyTheFindingsXLFormJustifies() throws {
        let specs = try expectations()
        let names = try files(".form.json")
        XCTAssertGreaterThanOrEqual(names.count, 19)
        XCTAssertEqual(Set(names), Set(specs.map(\.key)), "every spec has expectations and every expectation a spec")
        for name in names {
            guard let document = Fixture.document("\(Self.folder)/\(name)") else { continue }
            let found = Analyzer.analyze(document).map { d in
                Expected(
                    code: d.code.rawValue, severity: d.severity.name,
                    line: document.lines.line(containing: d.range.start) + 1, text: document.text(in: d.range))
            }
            let listed = (specs[name]?["findings"]?.arrayValue ?? []).map { e in
                Expected(
                    code: e["code"]?.stringValue ?? "", severity: e["severity"]?.stringValue ?? "",
                    line: e["line"]?.intValue ?? 0, text: e["text"]?.stringValue ?? "")
            }
            XCTAssertEqual(found, listed, name)
            // As `formspec check` analyses it: once, keeping nothing for a next version.
            let oneOff = Analyzer.analyze(
                Fixture.document("\(Self.folder)/\(name)")!, options: AnalysisOptions(keepsWork: false))
            XCTAssertEqual(oneOff, Analyzer.analyze(document), name)
        }
    }

    func testEveryJudgementNamesTheXLFormSourceThatDecidesIt() throws {
        for (name, spec) in try expectations() {
            XCTAssertNotNil(spec["ports"]?.stringValue, name)
            for entry in (spec["findings"]?.arrayValue ?? []) + (spec["clean"]?.arrayValue ?? []) {
                let why = entry["why"]?.stringValue ?? ""
                XCTAssertTrue(why.contains("line") || why == "as above", "\(name): \(entry)")
            }
        }
    }

    func testEveryScenarioHolds() throws {
        let scenarios = try files(".scenario.json")
        XCTAssertGreaterThanOrEqual(scenarios.count, 10)
        for name in scenarios {
            let url = try directory().appendingPathComponent(name)
            let scenario = try Scenario(bytes: Array(try Data(contentsOf: url)))
            let specURL = url.deletingLastPathComponent().appendingPathComponent(scenario.spec)
            let form = CompiledForm(SpecDocument(name: specURL.path, bytes: Array(try Data(contentsOf: specURL))))
            let outcomes = ScenarioRunner.run(scenario, form: form)
            XCTAssertFalse(outcomes.isEmpty, name)
            for outcome in outcomes {
                XCTAssertEqual(outcome.mismatches.map(\.message), [], "\(name): \(outcome.title)")
            }
        }
    }
}
