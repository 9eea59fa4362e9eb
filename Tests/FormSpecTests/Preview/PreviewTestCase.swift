import FormSpec
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// Helpers for preview tests: preview a spec written inline (or an example of `protocol/`)
/// with values written as JSON, and look rows up by tag.
class PreviewTestCase: XCTestCase {
    /// 2026-01-01T00:00:00Z, so `now()` is reproducible.
    static let fixedNow = Date(timeIntervalSince1970: 1_767_225_600)

    func preview(
        _ spec: String, _ values: JSONValue = [:], options: PreviewOptions = PreviewOptions(now: fixedNow),
        file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewResult {
        let form = CompiledForm(SpecDocument(text: spec))
        guard case .object(let object) = values else {
            XCTFail("values must be an object", file: file, line: line)
            return Preview.run(form)
        }
        return Preview.run(form, values: PreviewValues(object), options: options)
    }

    func example(_ name: String, _ values: JSONValue = [:]) throws -> PreviewResult {
        let text = try String(contentsOf: TestSupport.repositoryFile("protocol/examples/\(name)"), encoding: .utf8)
        return preview(text, values)
    }

    /// `{"sections": [{"rows": [ROWS]}]}`
    func rows(_ rows: String) -> String { #"{"sections": [{"rows": ["# + rows + "]}]}" }

    func row(
        _ result: PreviewResult, _ tag: String, file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewResult.Row? {
        guard let found = result.row(tagged: tag) else {
            XCTFail("no row tagged '\(tag)'", file: file, line: line)
            return nil
        }
        return found.row
    }

    func warnings(_ result: PreviewResult, _ kind: PreviewWarning.Kind) -> [PreviewWarning] {
        result.allWarnings.filter { $0.kind == kind }
    }

    /// Tags of rows that show.
    func visibleTags(_ result: PreviewResult) -> [String] { result.visibleRows.compactMap(\.tag) }
}
