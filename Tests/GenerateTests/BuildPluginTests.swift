import FormSpec
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// The SwiftPM build tool plugin, used as an app uses it: a sample package depending on this
/// repository, whose targets hold specs beside their code and depend on the XLForm or Eureka
/// stub module, is built with `swift build`; the programs it makes print the forms the
/// generated code built, which must be the specs'. A spec with errors fails the build.
///
/// The sample's build folder stays in `.build/plugin-sample`, so only the first run compiles
/// the generator for it; later runs rebuild what changed.
final class BuildPluginTests: XCTestCase {
    static let sample = TestSupport.repositoryFile(".build/plugin-sample")
    static let package = sample.appendingPathComponent("package")
    static let scratch = sample.appendingPathComponent("build")

    func testSpecsInATargetAreGeneratedAndCompiledWithIt() throws {
        let swift = try Toolchain.require("swift")
        try Self.writeSample()

        for product in ["XLFormApp", "EurekaApp"] {
            let built = try Self.build(swift, ["--product", product])
            XCTAssertEqual(built.status, 0, built.stdout + built.stderr)
            guard built.status == 0 else { return }
        }

        let signup = try XCTUnwrap(try Examples.valid().first { $0.name.value == "Signup" })
        let xlform = try TestSupport.run(Self.scratch.appendingPathComponent("debug/XLFormApp"), [])
        XCTAssertEqual(xlform.status, 0, xlform.stderr)
        let printed = try JSONValue(decoding: Array(xlform.stdout.utf8))
        XCTAssertNil(
            CanonicalSpec.difference(CanonicalSpec.normalized(printed), CanonicalSpec(signup.document).xlform()),
            "the XLForm target's form is signup.form.json's")

        let calendar = try XCTUnwrap(try Examples.valid().first { $0.name.value == "CalendarEvent" })
        let eureka = try TestSupport.run(Self.scratch.appendingPathComponent("debug/EurekaApp"), [])
        XCTAssertEqual(eureka.status, 0, eureka.stderr)
        let eurekaPrinted = try JSONValue(decoding: Array(eureka.stdout.utf8))
        XCTAssertNil(
            CanonicalSpec.difference(
                CanonicalSpec.normalized(eurekaPrinted), CanonicalSpec(calendar.document).eureka()),
            "the Eureka target's form is calendar-event.form.json's")

        // An edited spec is generated again on the next build.
        let spec = Self.package.appendingPathComponent("Sources/XLFormApp/signup.form.json")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "\"Create Account\"", with: "\"Join\"").write(
            to: spec, atomically: true, encoding: .utf8)
        let rebuilt = try Self.build(swift, ["--product", "XLFormApp"])
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stdout + rebuilt.stderr)
        let again = try TestSupport.run(Self.scratch.appendingPathComponent("debug/XLFormApp"), [])
        XCTAssertEqual(try JSONValue(decoding: Array(again.stdout.utf8))["title"], "Join", again.stdout)
    }

    func testASpecWithErrorsFailsTheBuildWithItsDiagnostics() throws {
        let swift = try Toolchain.require("swift")
        try Self.writeSample()
        let built = try Self.build(swift, ["--target", "Broken"])
        let output = built.stdout + built.stderr
        XCTAssertNotEqual(built.status, 0, output)
        // As compilers print them, so that SwiftPM and Xcode list them as issues.
        XCTAssertTrue(output.contains("broken.form.json:8:17: error: tag 'name' is already used"), output)
        XCTAssertTrue(output.contains("[duplicate-tag]"), output)
        let made = FileManager.default.enumerator(atPath: Self.scratch.appendingPathComponent("plugins").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix("BrokenForm.swift") }
        XCTAssertEqual(made ?? [], [], "nothing generated")
    }

    static func build(_ swift: URL, _ arguments: [String]) throws -> TestSupport.ProcessResult {
        // SwiftPM keeps the build plan of a path dependency and misses source files added to
        // it since; without the plans it makes them again (compiled objects are kept).
        for plan in ["debug.yaml", "plugin-tools.yaml"] {
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent(plan))
        }
        return try TestSupport.run(
            swift, ["build", "--package-path", package.path, "--scratch-path", scratch.path] + arguments)
    }

    /// The sample package; files whose contents are unchanged are left alone, so that a
    /// rebuild finds nothing to do.
    static func writeSample() throws {
        var files: [String: String] = [
            "Package.swift": manifest,
            "Sources/XLFormApp/main.swift": """
            import XLForm

            final class RatingCell: NSObject {}

            let form = XLFormDescriptor.signupForm()
            let data = try JSONSerialization.data(withJSONObject: XLFormDump.spec(form), options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))

            """,
            "Sources/EurekaApp/main.swift": """
            import Eureka

            let spec = EurekaDump.spec(Form.calendarEventForm(), title: Form.calendarEventFormTitle)
            let data = try JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))

            """,
            "Sources/Broken/Broken.swift": "import XLForm\n",
        ]
        for (target, example) in [
            ("XLFormApp", "signup.form.json"), ("EurekaApp", "calendar-event.form.json"),
            ("Broken", "broken.form.json"),
        ] {
            files["Sources/\(target)/\(example)"] = try String(
                contentsOf: TestSupport.repositoryFile("protocol/examples/\(example)"), encoding: .utf8)
        }
        for module in ["UIKit", "XLForm", "Eureka"] {
            let folder = Toolchain.stubs.appendingPathComponent("Swift/\(module)")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift")
            {
                files["Sources/\(module)/\(name)"] = try String(
                    contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            }
        }
        for (path, contents) in files {
            let url = package.appendingPathComponent(path)
            if (try? String(contentsOf: url, encoding: .utf8)) == contents { continue }
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    static var manifest: String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let generate = Target.PluginUsage.plugin(
            name: "FormSpecGeneratePlugin", package: \(SwiftText.string(TestSupport.packageRoot.lastPathComponent.lowercased())))

        let package = Package(
            name: "package",
            dependencies: [.package(path: \(SwiftText.string(TestSupport.packageRoot.path)))],
            targets: [
                .target(name: "UIKit"),
                .target(name: "XLForm", dependencies: ["UIKit"]),
                .target(name: "Eureka", dependencies: ["UIKit"]),
                .executableTarget(name: "XLFormApp", dependencies: ["XLForm"], plugins: [generate]),
                .executableTarget(name: "EurekaApp", dependencies: ["Eureka"], plugins: [generate]),
                .target(name: "Broken", dependencies: ["XLForm"], plugins: [generate]),
            ]
        )

        """
    }
}
