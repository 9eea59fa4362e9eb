import FormSpec
import FormSpecGenerate
import Foundation
import TestSupport
import XCTest

/// xlform-objc output compiles: clang -fsyntax-only -Werror against the XLForm and UIKit stub
/// headers and GNUstep's Foundation, all files in one compiler run; a wrongly generated file
/// must fail the same check.
final class ObjCTypeCheckTests: XCTestCase {
    func testExamplesTypeCheck() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for example in try Examples.valid() {
            files += try Self.write(
                Generator.generate(example.document, target: .xlformObjC, name: example.name), to: folder)
        }
        XCTAssertEqual(files.count, 2 * (try Examples.valid().count))
        let result = try Toolchain.checkObjCTogether(files, in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// A bad selector, a wrong value type and a missing constant must each fail the check, so we
    /// know a passing check means something.
    func testWronglyGeneratedFilesFail() throws {
        let signup = try XCTUnwrap(try Examples.valid().first { $0.name.value == "Signup" })
        let good = try XCTUnwrap(Generator.generate(signup.document, target: .xlformObjC, name: signup.name).mainFile)
        let mutations: [(String, String, String)] = [
            (
                "formRowDescriptorWithTag:SignupFormTagEmail", "formRowDescriptorWithTags:SignupFormTagEmail",
                "not found"
            ),
            ("row.required = YES;", "row.required = @\"yes\";", "incompatible pointer to integer conversion"),
            ("rowType:XLFormRowDescriptorTypeEmail", "rowType:XLFormRowDescriptorTypeEmial", "undeclared identifier"),
            ("[row addValidator:[XLFormValidator emailValidator]];", "[row addValidator:@5];", "incompatible"),
        ]
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, (original, broken, expected)) in mutations.enumerated() {
            XCTAssertTrue(good.contents.contains(original), original)
            let url = folder.appendingPathComponent("Broken\(index).m")
            try good.contents.replacingOccurrences(of: original, with: broken).write(
                to: url, atomically: true, encoding: .utf8)
            let result = try Toolchain.checkObjC([url])
            XCTAssertNotEqual(result.status, 0, "\(broken) passed the check")
            XCTAssertTrue(result.stderr.contains(expected), "\(broken): \(result.stderr)")
        }
    }

    static func write(_ output: GeneratedOutput, to folder: URL) throws -> [URL] {
        try output.files.map { file in
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
    }
}
