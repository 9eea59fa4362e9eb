import FormSpec
import FormSpecGenerate
import Foundation
import TestSupport
import XCTest

/// The code each bundled example generates, byte for byte, in Golden/<target>/<file>.golden.
/// `FORMSPEC_UPDATE_GOLDEN=1 swift test --filter GoldenTests` rewrites them after a deliberate change.
final class GoldenTests: XCTestCase {
    static let folder = TestSupport.repositoryFile("Tests/GenerateTests/Golden")
    static let updating = ProcessInfo.processInfo.environment["FORMSPEC_UPDATE_GOLDEN"] == "1"

    func testExamplesMatchTheirGoldenFiles() throws {
        for target in GenerateTarget.allCases.filter { $0 != .eureka } {
            for example in try Examples.valid() {
                let output = Generator.generate(example.document, target: target, name: example.name)
                XCTAssertFalse(output.isRefused, "\(example.name) on \(target): \(output.diagnostics.map(\.message))")
                for file in output.files {
                    let url = Self.folder.appendingPathComponent("\(target.rawValue)/\(file.name).golden")
                    if Self.updating {
                        try FileManager.default.createDirectory(
                            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try file.contents.write(to: url, atomically: true, encoding: .utf8)
                        continue
                    }
                    let golden = try? String(contentsOf: url, encoding: .utf8)
                    XCTAssertEqual(file.contents, golden, "\(url.path) differs (FORMSPEC_UPDATE_GOLDEN=1 rewrites it)")
                }
            }
        }
    }

    func testOutputIsDeterministic() throws {
        for target in GenerateTarget.allCases.filter { $0 != .eureka } {
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
        for target in GenerateTarget.allCases.filter { $0 != .eureka } {
            let output = Generator.generate(broken.document, target: target, name: broken.name)
            XCTAssertTrue(output.isRefused)
            XCTAssertEqual(output.diagnostics, Analyzer.analyze(broken.document), "the checker's diagnostics, no more")
        }
    }
}
