import Foundation
import TestSupport
import XCTest

final class GenerateCommandTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = try TestSupport.temporaryDirectory()
        let signup = TestSupport.repositoryFile("protocol/examples/signup.form.json")
        try FileManager.default.copyItem(at: signup, to: dir.appendingPathComponent("signup.form.json"))
        try #"{"sections": [{"rows": [{"tag": "name", "rowType": "text", "titel": "Name", "required": "yes"}]}]}"#
            .write(to: dir.appendingPathComponent("broken.form.json"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    func text(_ name: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path)
    }

    func testWritesBesideTheSpecAndChecksStaleness() throws {
        let stale = try TestSupport.formspec(
            ["generate", "--target", "xlform-objc", "--check", "signup.form.json"], directory: dir)
        XCTAssertEqual(stale.status, 1, "missing files are stale")
        XCTAssertEqual(stale.stdout, "stale SignupForm.h\nstale SignupForm.m\n")
        XCTAssertFalse(exists("SignupForm.h"), "--check writes nothing")

        let run = try TestSupport.formspec(["generate", "--target", "xlform-objc", "signup.form.json"], directory: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "generated SignupForm.h\ngenerated SignupForm.m\n")
        XCTAssertTrue(try text("SignupForm.m").contains("+ (XLFormDescriptor *)signupForm"))
        XCTAssertTrue(try text("SignupForm.h").contains("extern NSString *const SignupFormTagEmail;"))

        let fresh = try TestSupport.formspec(
            ["generate", "--target", "xlform-objc", "--check", "signup.form.json"], directory: dir)
        XCTAssertEqual(fresh.status, 0, fresh.stdout)
        XCTAssertEqual(fresh.stdout, "")

        let modified = try text("SignupForm.m") + "// edited\n"
        try modified.write(to: dir.appendingPathComponent("SignupForm.m"), atomically: true, encoding: .utf8)
        let edited = try TestSupport.formspec(
            ["generate", "--target", "xlform-objc", "--check", "signup.form.json"], directory: dir)
        XCTAssertEqual(edited.status, 1)
        XCTAssertEqual(edited.stdout, "stale SignupForm.m\n")
        XCTAssertEqual(try text("SignupForm.m"), modified)
    }

    func testUnchangedFilesAreNotRewritten() throws {
        let arguments = ["generate", "--target", "xlform-swift", "signup.form.json"]
        XCTAssertEqual(try TestSupport.formspec(arguments, directory: dir).status, 0)
        let path = dir.appendingPathComponent("SignupForm.swift").path
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        let again = try TestSupport.formspec(arguments, directory: dir)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.stdout, "", "nothing changed, nothing reported")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, old)
    }

    func testOutputFolderAndStandardOutput() throws {
        let out = try TestSupport.formspec(
            [
                "generate", "--target", "xlform-swift", "--output", "Sources/Generated", "--name", "Account",
                "signup.form.json",
            ],
            directory: dir)
        XCTAssertEqual(out.status, 0, out.stderr)
        XCTAssertTrue(
            try text("Sources/Generated/AccountForm.swift").contains("static func accountForm() -> XLFormDescriptor"))
        XCTAssertTrue(
            try text("Sources/Generated/AccountForm.swift").contains(
                "`formspec generate --target xlform-swift --name Account signup.form.json`"))

        let printed = try TestSupport.formspec(
            ["generate", "--target", "xlform-objc", "--output", "-", "signup.form.json"], directory: dir)
        XCTAssertEqual(printed.status, 0)
        XCTAssertTrue(printed.stdout.hasPrefix("// SignupForm.m\n"), "the .m, which compiles on its own")
        XCTAssertTrue(printed.stdout.contains("@interface XLFormDescriptor (SignupForm)"))
        XCTAssertFalse(exists("SignupForm.m"))
    }

    /// A row type the project's formspec.config.json declares is the spec's to use, as `check`
    /// has it, and the generated code registers its cell.
    func testTheProjectConfigurationsRowTypesAreUsable() throws {
        let project = dir.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try #"{"customRowTypes": {"rating": {"cellClass": "RatingCell", "valueType": "number"}}}"#.write(
            to: project.appendingPathComponent("formspec.config.json"), atomically: true, encoding: .utf8)
        try #"{"sections": [{"rows": [{"tag": "stars", "rowType": "rating", "title": "Stars", "value": 4}]}]}"#.write(
            to: project.appendingPathComponent("review.form.json"), atomically: true, encoding: .utf8)
        let run = try TestSupport.formspec(
            ["generate", "--target", "xlform-objc", "review.form.json"], directory: project)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let code = try String(contentsOf: project.appendingPathComponent("ReviewForm.m"), encoding: .utf8)
        XCTAssertTrue(
            code.contains(
                #"[XLFormViewController cellClassesForRowDescriptorTypes][@"rating"] = NSClassFromString(@"RatingCell");"#
            ),
            code)
        XCTAssertTrue(code.contains("row.value = @4;"), code)

        // Without the configuration the type is unknown, and the spec is refused.
        try FileManager.default.removeItem(at: project.appendingPathComponent("formspec.config.json"))
        let alone = try TestSupport.formspec(
            ["generate", "--target", "xlform-objc", "--check", "review.form.json"], directory: project)
        XCTAssertEqual(alone.status, 1)
        XCTAssertTrue(alone.stdout.contains("unknown-row-type"), alone.stdout)
    }

    /// FXForms field files in a folder are not specs to generate: FXForms reads them itself.
    func testAFoldersFieldFilesAreLeftAlone() throws {
        let forms = dir.appendingPathComponent("Forms")
        try FileManager.default.createDirectory(at: forms, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: dir.appendingPathComponent("signup.form.json"), to: forms.appendingPathComponent("signup.form.json"))
        try #"{"fields": ["email"]}"#.write(
            to: forms.appendingPathComponent("profile.fxform.json"), atomically: true, encoding: .utf8)
        let run = try TestSupport.formspec(["generate", "--target", "xlform-swift", "Forms"], directory: dir)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.stdout, "generated Forms/SignupForm.swift\n")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: forms.path).sorted(),
            ["SignupForm.swift", "profile.fxform.json", "signup.form.json"])

        try FileManager.default.removeItem(at: forms.appendingPathComponent("signup.form.json"))
        let none = try TestSupport.formspec(["generate", "--target", "xlform-swift", "Forms"], directory: dir)
        XCTAssertNotEqual(none.status, 0)
        XCTAssertTrue(none.stderr.contains("Forms: no *.form.json files found"), none.stderr)
    }

    func testASpecWithErrorsIsRefusedAndNothingIsWritten() throws {
        let refused = try TestSupport.formspec(
            ["generate", "--target", "xlform-swift", "broken.form.json"], directory: dir)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stdout.contains("broken.form.json:1:"), refused.stdout)
        XCTAssertTrue(
            refused.stdout.contains("error: row 'name': 'required' must be true or false, found string [invalid-type]"),
            refused.stdout)
        XCTAssertFalse(exists("BrokenForm.swift"))

        let json = try TestSupport.formspec(
            ["generate", "--target", "xlform-swift", "--format", "json", "broken.form.json"], directory: dir)
        XCTAssertEqual(json.status, 1)
        XCTAssertTrue(json.stdout.contains("\"code\": \"invalid-type\""), json.stdout)

        let printed = try TestSupport.formspec(
            ["generate", "--target", "xlform-swift", "--output", "-", "broken.form.json"], directory: dir)
        XCTAssertEqual(printed.status, 1)
        XCTAssertEqual(printed.stdout, "", "with --output -, diagnostics go to standard error")
        XCTAssertTrue(printed.stderr.contains("[invalid-type]"))
    }

    func testBadNamesAndFoldersGetClearErrors() throws {
        let name = try TestSupport.formspec(
            ["generate", "--target", "eureka", "--name", "2fa", "signup.form.json"], directory: dir)
        XCTAssertNotEqual(name.status, 0)
        XCTAssertTrue(name.stderr.contains("--name '2fa' is not an identifier"), name.stderr)

        try FileManager.default.copyItem(
            at: dir.appendingPathComponent("signup.form.json"), to: dir.appendingPathComponent("1st.form.json"))
        let derived = try TestSupport.formspec(
            ["generate", "--target", "xlform-swift", "1st.form.json"], directory: dir)
        XCTAssertEqual(derived.status, 2)
        XCTAssertTrue(
            derived.stderr.contains("1st.form.json: no identifier can be made from the file name; give --name"))

        try "not a folder".write(to: dir.appendingPathComponent("file"), atomically: true, encoding: .utf8)
        let folder = try TestSupport.formspec(
            ["generate", "--target", "xlform-swift", "--output", "file/sub", "signup.form.json"], directory: dir)
        XCTAssertEqual(folder.status, 2)
        XCTAssertTrue(folder.stderr.contains("file/sub: cannot create the output folder"), folder.stderr)

        let two = try TestSupport.formspec(
            ["generate", "--target", "xlform-swift", "--name", "X", "signup.form.json", "1st.form.json"], directory: dir
        )
        XCTAssertNotEqual(two.status, 0)
        XCTAssertTrue(two.stderr.contains("--name names one spec's code; give one spec"), two.stderr)
    }

    /// The second file cannot be replaced (a folder is in its place): the first keeps its old
    /// contents, and no temporary file is left behind.
    func testFilesAreWrittenWholeOrNotAtAll() throws {
        try "// old header\n".write(to: dir.appendingPathComponent("SignupForm.h"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("SignupForm.m"), withIntermediateDirectories: false)
        let run = try TestSupport.formspec(["generate", "--target", "xlform-objc", "signup.form.json"], directory: dir)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("SignupForm.m: cannot replace"), run.stderr)
        XCTAssertTrue(run.stderr.contains("no file was changed"), run.stderr)
        XCTAssertEqual(try text("SignupForm.h"), "// old header\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])
    }
}
