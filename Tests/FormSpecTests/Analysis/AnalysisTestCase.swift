import FormSpec
import FormSpecJSON
import XCTest

/// Helpers for rule tests: analyse a spec written inline and look at findings by code.
class AnalysisTestCase: XCTestCase {
    func findings(_ spec: String, _ code: DiagnosticCode? = nil, options: AnalysisOptions = .init()) -> [Diagnostic] {
        let all = Analyzer.analyze(SpecDocument(text: spec), options: options)
        return code.map { c in all.filter { $0.code == c } } ?? all
    }

    /// The source text a diagnostic's range covers.
    func text(_ d: Diagnostic, in spec: String) -> String {
        let bytes = Array(spec.utf8)
        return String(decoding: bytes[d.range.start..<d.range.end], as: UTF8.self)
    }

    /// `{"sections": [{"rows": [ROWS]}]}`
    func rows(_ rows: String) -> String { #"{"sections": [{"rows": ["# + rows + "]}]}" }
}
