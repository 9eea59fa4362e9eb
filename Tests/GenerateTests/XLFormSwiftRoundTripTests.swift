import FormSpec
import FormSpecGenerate
import FormSpecJSON
import TestSupport
import XCTest

/// xlform-swift by execution: the generated factories run against the recording XLForm stub
/// and what they build, printed back as a spec, must be the spec they came from.
final class XLFormSwiftRoundTripTests: XCTestCase {
    func testExamplesRoundTrip() throws {
        let specs = try Examples.valid().map { RoundTrip.Spec(name: $0.name, document: $0.document) }
        let dumps = try RoundTrip.xlformSwiftEverything()
        for spec in specs {
            let expected = CanonicalSpec(spec.document).xlform()
            XCTAssertNil(CanonicalSpec.difference(dumps[spec.name.value], expected), "\(spec.name): built vs spec")
        }
    }

    /// A bad member, a wrong value type and a bad constant must each fail `swiftc -typecheck`
    /// against the stubs, so we know a passing check means something.
    func testWronglyGeneratedFilesFail() throws {
        let signup = try XCTUnwrap(try Examples.valid().first { $0.name.value == "Signup" })
        let good = try XCTUnwrap(Generator.generate(signup.document, target: .xlformSwift, name: signup.name).mainFile)
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let classes = folder.appendingPathComponent("AppClasses.swift")
        try "import XLForm\nfinal class RatingCell: NSObject {}\n".write(to: classes, atomically: true, encoding: .utf8)
        let goodURL = folder.appendingPathComponent("SignupForm.swift")
        try good.contents.write(to: goodURL, atomically: true, encoding: .utf8)
        let passing = try SwiftStubs.typecheck([goodURL, classes])
        XCTAssertEqual(passing.status, 0, passing.stderr)
        let mutations: [(String, String, String)] = [
            ("row.isRequired = true", "row.required = true", "has no member 'required'"),
            ("row.requireMsg = \"%@ is needed to sign in\"", "row.requireMsg = 5", "cannot assign value of type 'Int'"),
            ("rowType: XLFormRowDescriptorTypeEmail", "rowType: XLFormRowDescriptorTypeEmial", "cannot find"),
            ("row.addValidator(XLFormValidator.email())", "row.addValidator(\"email\")", "conform"),
        ]
        for (index, (original, broken, expected)) in mutations.enumerated() {
            XCTAssertTrue(good.contents.contains(original), original)
            let url = folder.appendingPathComponent("Broken\(index).swift")
            try good.contents.replacingOccurrences(of: original, with: broken).write(
                to: url, atomically: true, encoding: .utf8)
            let result = try SwiftStubs.typecheck([url, classes])
            XCTAssertNotEqual(result.status, 0, "\(broken) passed the check")
            XCTAssertTrue(result.stderr.contains(expected), "\(broken): \(result.stderr)")
        }
    }
}
