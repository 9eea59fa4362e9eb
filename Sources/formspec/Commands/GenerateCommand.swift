import ArgumentParser
import FormSpec
import FormSpecGenerate
import Foundation

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate the XLForm (Objective-C, Swift) or Eureka code that builds a spec's form.",
        discussion: """
            xlform-objc writes NAMEForm.h and NAMEForm.m, xlform-swift and eureka write NAMEForm.swift, beside
            each spec unless --output names a folder. NAME comes from the file name (signup.form.json: Signup).
            A spec with errors, or with something the target cannot express (generate-unsupported), is refused
            with its diagnostics and nothing is written; files are written whole or not at all.
            Exit status: 0 generated (or, with --check, up to date), 1 refused or stale, 2 usage or I/O error.
            Diagnostics go to standard output, or to standard error with --output -.
            """
    )

    @Option(name: .long, help: "xlform-objc, xlform-swift or eureka.")
    var target: GenerateTarget

    @Option(name: .long, help: "The identifier generated names start with (default: from the spec's file name).")
    var name: String?

    @Option(name: .long, help: "Folder for the generated files (default: beside each spec), or - for standard output.")
    var output: String?

    @Flag(name: .long, help: "Write nothing; exit 1 if a generated file on disk differs from what the spec generates.")
    var check = false

    @Option(
        name: .long,
        help: "Diagnostics format: \(CheckCommand.Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: CheckCommand.Format = .text

    @Option(name: .long, help: "Colour text output: auto, always, never.")
    var color: ColorMode = .auto

    @Argument(help: "Spec files or directories.")
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one spec file or directory") }
        if let name, FormName(name) == nil {
            throw ValidationError(
                "--name '\(name)' is not an identifier: use ASCII letters, digits and _, not starting with a digit")
        }
        if output == "-", check {
            throw ValidationError("--check compares files on disk; it cannot be used with --output -")
        }
    }

    func run() throws {
        // XLForm specs only: FXForms field files have no code to generate.
        let (files, failures) = SpecFiles.discover(paths, suffixes: [SpecDialect.xlform.fileSuffix])
        var problems = failures.map(\.description)
        if files.isEmpty, problems.isEmpty {
            problems.append("no *.form.json files found in \(paths.joined(separator: ", "))")
        }
        if files.count > 1, name != nil { throw ValidationError("--name names one spec's code; give one spec") }
        if files.count > 1, output == "-" { throw ValidationError("--output - prints one spec's code; give one spec") }
        var reported: [CheckedFile] = []
        var refused = false
        var stale: [String] = []
        var written: [String] = []
        for generated in generateAll(files) {
            let (path, document, project, result): (String, SpecDocument, ProjectConfiguration?, GeneratedOutput)
            switch generated {
            case .failure(let problem):
                problems.append(problem.description)
                continue
            case .success(let success): (path, document, project, result) = success
            }
            reported.append(
                CheckedFile(path: path, lines: document.lines, diagnostics: result.diagnostics, project: project))
            if result.isRefused {
                refused = true
                continue
            }
            if output == "-" {
                FileHandle.standardOutput.write(Data(result.mainFile!.contents.utf8))
                continue
            }
            let directory = output ?? (path as NSString).deletingLastPathComponent
            if check {
                stale += GeneratedFileWriter.stale(result.files, in: directory)
                continue
            }
            do {
                written += try GeneratedFileWriter.write(result.files, to: directory)
            } catch {
                problems.append(error.description)
            }
        }
        report(reported)
        for path in stale { print("stale \(path)") }
        for path in written { print("generated \(path)") }
        for problem in problems { FileHandle.standardError.write(Data("formspec: \(problem)\n".utf8)) }
        if !problems.isEmpty { throw ExitCode(2) }
        if refused || !stale.isEmpty { throw ExitCode(1) }
    }

    /// Reads and generates every spec on all cores; results keep the input order (files are
    /// written afterwards, one spec after another).
    private func generateAll(
        _ files: [String]
    ) -> [Result<(String, SpecDocument, ProjectConfiguration?, GeneratedOutput), SpecFiles.Failure>] {
        // Each spec under its formspec.config.json, as `check` analyses it.
        let configurations = ProjectConfigurations()
        let name = name
        let target = target
        var results: [Result<(String, SpecDocument, ProjectConfiguration?, GeneratedOutput), SpecFiles.Failure>] = []
        OrderedSlots.inOrder(count: files.count, each: { results.append($0) }) { i in
            let path = files[i]
            let project = configurations.configuration(forSpecAt: path)
            return SpecFiles.read(path).flatMap { bytes in
                guard let formName = name.flatMap(FormName.init) ?? FormName.derived(fromPath: path) else {
                    return .failure(
                        SpecFiles.Failure(
                            path: path, reason: "no identifier can be made from the file name; give --name"))
                }
                let document = SpecDocument(name: path, bytes: bytes)
                let output = Generator.generate(
                    document, target: target, name: formName, options: AnalysisOptions(project: project))
                return .success((path, document, project, output))
            }
        }
        return results
    }

    /// The same reports as `check`; text only when there is something to say.
    private func report(_ files: [CheckedFile]) {
        let handle = output == "-" ? FileHandle.standardError : FileHandle.standardOutput
        if format == .text, !files.contains(where: { !$0.diagnostics.isEmpty }) { return }
        handle.write(Data(CheckCommand.reporter(format, color: color, for: handle).render(files).utf8))
    }
}

extension GenerateTarget: ExpressibleByArgument {}
