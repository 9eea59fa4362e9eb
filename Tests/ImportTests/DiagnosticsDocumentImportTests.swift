import FormSpec
import FormSpecImport
import TestSupport
import XCTest

/// Runs the Objective-C examples of protocol/diagnostics.md's import codes: the "Triggers"
/// code reports the documented message, the "Does not trigger" code reports nothing.
final class DiagnosticsDocumentImportTests: XCTestCase {
    func testImportCodesBehaveAsDocumented() throws {
        let text = try String(contentsOf: TestSupport.repositoryFile("protocol/diagnostics.md"), encoding: .utf8)
        let section = try XCTUnwrap(text.components(separatedBy: "\n### `import-unsupported`").last)
        let blocks = section.components(separatedBy: "```objc\n").dropFirst().map {
            String($0.prefix { $0 != "`" })
        }
        XCTAssertEqual(blocks.count, 2)
        let line = try XCTUnwrap(section.components(separatedBy: "\n").first { $0.hasPrefix("Reported as: `") })
        let message = String(line.dropFirst("Reported as: `".count).dropLast())
        let triggered = ImportFixture.importText(blocks[0])
        XCTAssertEqual(triggered.diagnostics.map(\.message), [message])
        XCTAssertEqual(triggered.diagnostics.map(\.code), [.importUnsupported])
        let clean = ImportFixture.importText(blocks[1])
        XCTAssertEqual(clean.diagnostics.map(\.message), [])
        XCTAssertEqual(clean.forms.count, 1)
    }
}
