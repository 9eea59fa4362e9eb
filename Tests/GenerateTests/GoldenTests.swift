import FormSpec
import FormSpecGenerate
import Foundation
import TestSupport
import XCTest

/// The code each bundled example generates, byte for byte, in Golden/<target>/<file>.golden;
/// where a target refuses an example, its generate-unsupported diagnostics, one a line, in
/// Golden/<target>/<Name>.unsupported.golden. `FORMSPEC_UPDATE_GOLDEN=1 swift test --filter
/// GoldenTests` rewrites them after a deliberate change.
final class GoldenTests: XCTestCase {
    static let folder = TestSupport.repositoryFile("Tests/GenerateTests/Golden")
    static let updating = ProcessInfo.processInfo.environment["FORMSPEC_UPDATE_GOLDEN"] == "1"

    func testExamplesMatchTheirGoldenFiles() throws {
        var refused: [String] = []
        for target in GenerateTarget.allCases {
            for example in try Examples.valid() {
                let output = Generator.generate(example.document, target: target, name: example.name)
                var files = output.files.map { ($0.name, $0.contents) }
                if output.isRefused {
                    // The checker's warnings come along; the refusal is the target's alone.
                    let errors = output.diagnostics.filter { $0.severity == .error }
                    XCTAssertTrue(errors.allSatisfy { $0.code == .generateUnsupported }, "\(example.name)")
                    files = [("\(example.name.typeName).unsupported", Self.listing(errors, example.document))]
                    refused.append("\(example.name.value)/\(target.rawValue)")
                }
                for (name, contents) in files {
                    let url = Self.folder.appendingPathComponent("\(target.rawValue)/\(name).golden")
                    if Self.updating {
                        try FileManager.default.createDirectory(
                            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try contents.write(to: url, atomically: true, encoding: .utf8)
                        continue
                    }
                    let golden = try? String(contentsOf: url, encoding: .utf8)
                    XCTAssertEqual(contents, golden, "\(url.path) differs (FORMSPEC_UPDATE_GOLDEN=1 rewrites it)")
                }
            }
        }
        // Eureka has no row for a custom cell, an image, a left-right selector, an ordered
        // multiple selection; the XLForm targets take every valid example.
        XCTAssertEqual(refused.sorted(), ["EveryRowType/eureka", "Signup/eureka"])
    }

    /// `line:column: message`, one diagnostic a line, in the spec's order.
    static func listing(_ diagnostics: [Diagnostic], _ document: SpecDocument) -> String {
        diagnostics.map { diagnostic in
            let start = document.lines.position(of: diagnostic.range.start, in: .utf8)
            return "\(start.line + 1):\(start.character + 1): \(diagnostic.message)\n"
        }.joined()
    }

    /// The README's excerpts of generated code are what the generator writes for the examples
    /// they name (signup.form.json as Objective-C, calendar-event.form.json for Eureka).
    func testTheReadmeShowsRealGeneratedCode() throws {
        let readme = try String(contentsOf: TestSupport.repositoryFile("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(
            readme.components(separatedBy: "## `formspec generate`\n").dropFirst().first?
                .components(separatedBy: "\n## ").first)
        func excerpt(_ language: String) throws -> String {
            let block = try XCTUnwrap(section.components(separatedBy: "```\(language)\n").dropFirst().first)
            return try XCTUnwrap(block.components(separatedBy: "```").first)
        }
        for (language, example, target, file) in [
            ("objc", "signup.form.json", GenerateTarget.xlformObjC, "SignupForm.m"),
            ("swift", "calendar-event.form.json", GenerateTarget.eureka, "CalendarEventForm.swift"),
        ] {
            let spec = try XCTUnwrap(try Examples.valid().first { $0.document.name == example })
            let output = Generator.generate(spec.document, target: target, name: spec.name)
            let code = try XCTUnwrap(output.files.first { $0.name == file }?.contents)
            let shown = try excerpt(language)
            XCTAssertFalse(shown.isEmpty)
            XCTAssertTrue(code.contains(shown), "README's \(language) excerpt is not in \(file):\n\(shown)")
        }
    }

    func testOutputIsDeterministic() throws {
        for target in GenerateTarget.allCases {
            for example in try Examples.valid() {
                let first = Generator.generate(example.document, target: target, name: example.name).files
                let again = Generator.generate(
                    SpecDocument(name: example.document.name, bytes: example.document.bytes), target: target,
                    name: example.name
                ).files
                XCTAssertEqual(first, again, "\(example.name) on \(target)")
            }
        }
    }

    func testTheBrokenExampleIsRefusedWithItsErrors() throws {
        let broken = try XCTUnwrap(try Examples.all().first { $0.path.hasSuffix("broken.form.json") })
        for target in GenerateTarget.allCases {
            let output = Generator.generate(broken.document, target: target, name: broken.name)
            XCTAssertTrue(output.isRefused)
            XCTAssertEqual(output.diagnostics, Analyzer.analyze(broken.document), "the checker's diagnostics, no more")
        }
    }
}
