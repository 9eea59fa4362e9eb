import FormSpec
import FormSpecGenerate
import TestSupport
import XCTest

/// The generator's code in protocol/diagnostics.md: the "Triggers" spec is refused by every
/// target with exactly the documented message; the "Does not trigger" spec generates.
final class DiagnosticsDocumentGenerateTests: XCTestCase {
    func testGeneratorCodesBehaveAsDocumented() throws {
        let text = try String(contentsOf: TestSupport.repositoryFile("protocol/diagnostics.md"), encoding: .utf8)
        for code in DiagnosticCodeInfo.generatorCodes {
            let section = try XCTUnwrap(text.components(separatedBy: "\n### `\(code.rawValue)`").dropFirst().first)
            let blocks = section.components(separatedBy: "```json\n").dropFirst().map {
                String($0.prefix { $0 != "`" }).trimmingCharacters(in: .newlines)
            }
            XCTAssertEqual(blocks.count, 2, "\(code): a Triggers and a Does-not-trigger spec")
            let line = try XCTUnwrap(section.components(separatedBy: "\n").first { $0.hasPrefix("Reported as: `") })
            let message = String(line.dropFirst("Reported as: `".count).dropLast())
            for target in GenerateTarget.allCases {
                let refused = Generator.generate(
                    SpecDocument(text: blocks[0]), target: target, name: FormName("Example")!)
                XCTAssertTrue(refused.isRefused, "\(code) on \(target)")
                XCTAssertEqual(
                    refused.diagnostics.filter { $0.code == code }.map(\.message), [message], "\(code) on \(target)")
                let clean = Generator.generate(
                    SpecDocument(text: blocks[1]), target: target, name: FormName("Example")!)
                XCTAssertFalse(clean.isRefused, "\(code) on \(target): \(clean.diagnostics.map(\.message))")
            }
        }
    }
}
