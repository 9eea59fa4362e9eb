import FormSpec
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// The examples' results as an earlier build of the engine wrote them (Fixtures/preview): how
/// a preview is computed may change, the bytes it gives may not. A result that changes on
/// purpose is written again here, with the reason in its commit.
final class PreviewKeptResultsTests: PreviewTestCase {
    private struct Case {
        var result: String
        var spec: String
        var values: String?
        var german = false
    }

    private static let cases = [
        Case(result: "calendar-event", spec: "calendar-event"),
        Case(result: "calendar-event+calendar", spec: "calendar-event", values: "calendar"),
        Case(result: "calendar-event+de_DE", spec: "calendar-event", german: true),
        Case(result: "every-row-type", spec: "every-row-type"),
        Case(result: "every-row-type+de_DE", spec: "every-row-type", german: true),
        Case(result: "every-row-type+weird", spec: "every-row-type", values: "weird"),
        Case(result: "signup", spec: "signup"),
        Case(result: "signup+signup-business", spec: "signup", values: "signup-business"),
        Case(result: "signup+weird", spec: "signup", values: "weird"),
        Case(result: "broken", spec: "broken"),
        Case(result: "broken+weird", spec: "broken", values: "weird"),
    ]

    func testExamplesGiveTheirKeptResults() throws {
        for c in Self.cases {
            let spec = try bytes(of: TestSupport.repositoryFile("protocol/examples/\(c.spec).form.json"))
            var values = PreviewValues()
            if let name = c.values {
                guard case .object(let object) = try JSONValue(decoding: try fixture("values/\(name).json")) else {
                    return XCTFail("values/\(name).json is no object")
                }
                values = PreviewValues(object)
            }
            let options =
                c.german
                ? PreviewOptions(
                    now: Date(timeIntervalSince1970: 1_811_808_000), locale: Locale(identifier: "de_DE"),
                    timeZone: TimeZone(identifier: "Europe/Paris")!)
                : PreviewOptions(now: Self.fixedNow)
            let result = Preview.run(CompiledForm(SpecDocument(bytes: spec)), values: values, options: options)
            assertSame(result.encoded().bytes, try fixture("results/\(c.result).json"), c.result)
        }
    }

    /// Each step of the signup scenario, stale-state warnings included.
    func testTheSignupScenarioGivesItsKeptResults() throws {
        let scenario = try Scenario(
            bytes: try bytes(of: TestSupport.repositoryFile("protocol/examples/signup.scenario.json")))
        let spec = try bytes(of: TestSupport.repositoryFile("protocol/examples/signup.form.json"))
        let steps = ScenarioRunner.run(scenario, form: CompiledForm(SpecDocument(bytes: spec)))
        let written = steps.flatMap { $0.result.encoded().bytes + [UInt8(ascii: "\n")] }
        assertSame(written, try fixture("results/signup.scenario-steps.jsonl"), "signup scenario")
    }

    private func assertSame(_ written: [UInt8], _ kept: [UInt8], _ name: String, line: UInt = #line) {
        guard written != kept else { return }
        let at = zip(written, kept).prefix { $0 == $1 }.count
        func around(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, at - 80)..<min(bytes.count, at + 80)], as: UTF8.self)
        }
        XCTFail("\(name) differs from byte \(at):\n  now:  \(around(written))\n  kept: \(around(kept))", line: line)
    }

    private func fixture(_ path: String) throws -> [UInt8] {
        guard let url = Bundle.module.url(forResource: "Fixtures/preview/" + path, withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try bytes(of: url)
    }

    private func bytes(of url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }
}
