import Foundation
import TestSupport
import XCTest

/// editors/xcode/formspec-generate.sh, the Run Script phase of protocol/generate.md, run as
/// Xcode runs it: from the project folder, formspec found through FORMSPEC.
final class XcodeRunScriptTests: XCTestCase {
    var project: URL!
    let script = TestSupport.repositoryFile("editors/xcode/formspec-generate.sh")

    override func setUpWithError() throws {
        project = try TestSupport.temporaryDirectory()
        let forms = project.appendingPathComponent("Forms")
        try FileManager.default.createDirectory(at: forms, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestSupport.repositoryFile("protocol/examples/signup.form.json"),
            to: forms.appendingPathComponent("signup.form.json"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: project) }

    func runScript(_ arguments: [String]) throws -> TestSupport.ProcessResult {
        try TestSupport.run(
            URL(fileURLWithPath: "/bin/bash"), [script.path] + arguments, directory: project,
            environment: ["FORMSPEC": TestSupport.formspecBinary.path])
    }

    func testGeneratesTheObjectiveCOfEverySpecAndLeavesUnchangedFilesAlone() throws {
        let run = try runScript(["xlform-objc", "Forms", "Forms/Generated"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let generated = project.appendingPathComponent("Forms/Generated")
        for name in ["SignupForm.h", "SignupForm.m"] {
            let golden = try String(
                contentsOf: TestSupport.repositoryFile("Tests/GenerateTests/Golden/xlform-objc/\(name).golden"),
                encoding: .utf8)
            XCTAssertEqual(
                try String(contentsOf: generated.appendingPathComponent(name), encoding: .utf8), golden, name)
        }
        let header = generated.appendingPathComponent("SignupForm.h").path
        let before = try FileManager.default.attributesOfItem(atPath: header)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        let again = try runScript(["xlform-objc", "Forms", "Forms/Generated"])
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
        let after = try FileManager.default.attributesOfItem(atPath: header)[.modificationDate] as? Date
        XCTAssertEqual(before, after, "an unchanged file is not rewritten, so Xcode does not recompile it")
    }

    func testASpecWithErrorsFailsThePhaseWithDiagnosticsXcodeReads() throws {
        try FileManager.default.copyItem(
            at: TestSupport.repositoryFile("protocol/examples/broken.form.json"),
            to: project.appendingPathComponent("Forms/broken.form.json"))
        let run = try runScript(["xlform-objc", "Forms", "Forms/Generated"])
        XCTAssertEqual(run.status, 1, "the build fails")
        // Xcode's form: absolute path, line, column, `error:`, then the message.
        let spec = project.appendingPathComponent("Forms/broken.form.json").path
        XCTAssertTrue(
            run.stdout.contains("\(spec):8:17: error: tag 'name' is already used"), run.stdout)
        XCTAssertTrue(run.stdout.contains("[duplicate-tag]\n"), run.stdout)
    }

    func testAMissingFormspecIsAnErrorXcodeShows() throws {
        let run = try TestSupport.run(
            URL(fileURLWithPath: "/bin/bash"), [script.path, "eureka", "Forms", "Forms/Generated"], directory: project,
            environment: ["FORMSPEC": "/nonexistent/formspec"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.hasPrefix("error: formspec not found"), run.stdout)
    }
}
