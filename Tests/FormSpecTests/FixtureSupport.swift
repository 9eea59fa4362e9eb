import FormSpec
import FormSpecJSON
import Foundation
import XCTest

/// Spec fixtures under Fixtures/, analysed as `formspec check` would.
enum Fixture {
    static func document(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> SpecDocument? {
        guard let url = Bundle.module.url(forResource: "Fixtures/" + path, withExtension: nil),
            let data = try? Data(contentsOf: url)
        else {
            XCTFail("missing fixture \(path)", file: file, line: line)
            return nil
        }
        return SpecDocument(name: path, bytes: Array(data))
    }

    /// (code, exact source text of the range) of every diagnostic, in document order.
    static func findings(
        _ path: String, codes: Set<DiagnosticCode>? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> [Finding] {
        guard let document = document(path, file: file, line: line) else { return [] }
        return Analyzer.analyze(document)
            .filter { codes?.contains($0.code) ?? true }
            .map { Finding(code: $0.code.rawValue, text: document.text(in: $0.range), diagnostic: $0) }
    }

    struct Finding: CustomStringConvertible {
        let code: String
        let text: String
        let diagnostic: Diagnostic

        var description: String { "\(code) \(text): \(diagnostic.message)" }
    }
}
