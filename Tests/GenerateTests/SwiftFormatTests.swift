import FormSpecGenerate
import Foundation
import TestSupport
import XCTest

/// Generated Swift is laid out as swift-format lays it out (this repository's .swift-format:
/// 4 spaces, 120 columns): `swift-format lint --strict` over every generated file, examples and
/// corpus, finds nothing to change.
final class SwiftFormatTests: XCTestCase {
    func testGeneratedSwiftIsSwiftFormatClean() throws {
        let swiftFormat = try Toolchain.require("swift-format")
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for target in GenerateTarget.allCases where target != .xlformObjC {
            for spec in RoundTrip.everything {
                let output = Generator.generate(spec.document, target: target, name: spec.name)
                for file in output.files {
                    let url = folder.appendingPathComponent("\(target.rawValue)-\(file.name)")
                    try file.contents.write(to: url, atomically: true, encoding: .utf8)
                }
            }
        }
        let configuration = TestSupport.repositoryFile(".swift-format").path
        let result = try TestSupport.run(
            swiftFormat, ["lint", "--strict", "--configuration", configuration, "--recursive", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr + Self.quoted(result.stderr))
    }

    /// The lines lint complains about (`path:line:col: ...`), for the failure message.
    static func quoted(_ report: String) -> String {
        report.split(separator: "\n").compactMap { finding -> String? in
            let parts = finding.split(separator: ":")
            guard parts.count > 2, let line = Int(parts[1]),
                let text = try? String(contentsOfFile: String(parts[0]), encoding: .utf8)
            else { return nil }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return line <= lines.count ? "\n> " + lines[line - 1] : nil
        }.joined()
    }
}
