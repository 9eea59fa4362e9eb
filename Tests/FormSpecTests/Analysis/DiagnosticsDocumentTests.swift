import FormSpec
import TestSupport
import XCTest

/// Runs every example in protocol/diagnostics.md: the "Triggers" spec must report the code with
/// exactly the documented message; the "Does not trigger" spec must not report the code.
final class DiagnosticsDocumentTests: XCTestCase {
    struct Example {
        let code: String
        let trigger: String
        let message: String
        let clean: String
        /// "Applies to: FXForms field files": the examples are `*.fxform.json` documents.
        let dialect: SpecDialect
        /// "Reported by: `formspec convert --to X`": found by converting, not by checking.
        let convertsTo: SpecDialect?
    }

    /// Codes other commands report, whose examples their own tests run: the importer's on
    /// Objective-C and Swift code (ImportTests' DiagnosticsDocumentImportTests), the generator's
    /// (GenerateTests' DiagnosticsDocumentGenerateTests).
    static let otherCommandsCodes: Set<String> = [
        DiagnosticCode.importUnsupported.rawValue, DiagnosticCode.generateUnsupported.rawValue,
    ]

    func examples() throws -> [Example] {
        let text = try String(contentsOf: TestSupport.repositoryFile("protocol/diagnostics.md"), encoding: .utf8)
        var result: [Example] = []
        for section in text.components(separatedBy: "\n### `").dropFirst() {
            let code = String(section.prefix { $0 != "`" })
            if Self.otherCommandsCodes.contains(code) { continue }
            let blocks = section.components(separatedBy: "```json\n").dropFirst().map {
                String($0.prefix { $0 != "`" }).trimmingCharacters(in: .newlines)
            }
            guard blocks.count == 2,
                let line = section.components(separatedBy: "\n").first(where: { $0.hasPrefix("Reported as: `") })
            else {
                XCTFail("section \(code) needs a Triggers block, a 'Reported as' line and a Does-not-trigger block")
                continue
            }
            let message = String(line.dropFirst("Reported as: `".count).dropLast())
            let dialect: SpecDialect = section.contains("\nApplies to: FXForms field files") ? .fxforms : .xlform
            let convertsTo: SpecDialect? =
                section.contains("\nReported by: `formspec convert --to xlform`")
                ? .xlform : section.contains("\nReported by: `formspec convert --to fxforms`") ? .fxforms : nil
            result.append(
                Example(
                    code: code, trigger: blocks[0], message: message, clean: blocks[1],
                    dialect: convertsTo == .xlform ? .fxforms : convertsTo == .fxforms ? .xlform : dialect,
                    convertsTo: convertsTo))
        }
        return result
    }

    func testEveryExampleBehavesAsDocumented() throws {
        let all = try examples()
        XCTAssertGreaterThanOrEqual(all.count, 16)
        for example in all {
            func found(_ text: String) -> [String] {
                let document = SpecDocument(text: text, dialect: example.dialect)
                let diagnostics =
                    example.convertsTo.map { Converter.convert(document, to: $0)?.diagnostics ?? [] }
                    ?? Analyzer.analyze(document)
                return diagnostics.filter { $0.code.rawValue == example.code }.map(\.message)
            }
            XCTAssertEqual(found(example.trigger), [example.message], "\(example.code): trigger example")
            XCTAssertEqual(found(example.clean), [], "\(example.code): clean example")
        }
    }

    func testEveryReportableCodeIsDocumentedAndEveryDocumentedCodeExists() throws {
        let documented = Set(try examples().map(\.code))
        let reportable = Set(Analyzer.reportableCodes.map(\.rawValue))
        XCTAssertEqual(reportable.subtracting(documented), [], "reportable codes without an example")
        XCTAssertEqual(
            documented.subtracting(DiagnosticCodeInfo.all.map(\.code.rawValue)), [], "documented codes not in the table"
        )
        XCTAssertEqual(
            Set(DiagnosticCodeInfo.all.map(\.code.rawValue)).subtracting(reportable), Self.otherCommandsCodes,
            "codes in the table that no rule reports")
    }
}
