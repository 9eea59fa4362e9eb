import ArgumentParser
import FormSpec
import FormSpecIDE
import FormSpecImport
import Foundation

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a spec for every form that Objective-C or Swift code builds.",
        discussion: """
            Each method that creates an XLFormDescriptor becomes one spec, named after its class \\
            (Class.form.json, or Class.method.form.json when the class builds several forms). Files \\
            given together are read as one app: a tag constant or a custom row type defined in one is \\
            known in all. Directories are searched recursively for *.m, *.mm and *.swift. What cannot \\
            be imported is reported as import-unsupported warnings at its place in the source; the \\
            spec keeps everything else. Existing specs are not overwritten without --force.
            Exit status: 0 specs written, 1 nothing to import or a spec not written, 2 usage or I/O error.
            """
    )

    @Option(name: .long, help: "Directory for the specs, or - for standard output.")
    var output: String = "."

    @Option(name: .long, help: "Format of the warnings: text, json, sarif, github.")
    var format: CheckCommand.Format = .text

    @Flag(name: .long, help: "Overwrite specs that exist.")
    var force = false

    @Flag(
        name: .long,
        help: "Print a table of form-building statements imported per file (markdown) instead of the warnings.")
    var coverage = false

    @Option(name: .long, help: "Colour text output: auto, always, never.")
    var color: ColorMode = .auto

    @Argument(help: "Objective-C or Swift files, or directories.")
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one .m or .swift file or a directory") }
    }

    func run() throws {
        let (_, codeFiles, failures) = SpecFiles.discover(paths, specs: false, code: true)
        var problems = failures.map(\.description)
        let (imported, unreadable) = CodeFiles.importAll(codeFiles)
        problems += unreadable.map(\.description)
        if codeFiles.isEmpty, problems.isEmpty { problems.append("no *.m, *.mm or *.swift files found") }
        var specs: [(name: String, text: String)] = []
        var used: Set<String> = []
        for file in imported {
            if file.forms.isEmpty { CodeFiles.noteNoForms(file) }
            for form in file.forms {
                var name = form.name
                var n = 2
                while used.contains(name) {
                    name = "\(form.name)-\(n)"
                    n += 1
                }
                used.insert(name)
                switch Formatter.format(SpecDocument(name: name, text: form.specText), options: .init(sortKeys: true)) {
                case .success(let text): specs.append((name, text))
                case .failure(let failure): problems.append("\(file.path): \(name): \(failure.message)")
                }
            }
        }
        var notWrittenCount = 0
        if output == "-" {
            for spec in specs { FileHandle.standardOutput.write(Data(spec.text.utf8)) }
        } else {
            try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for spec in specs {
                let path = (output as NSString).appendingPathComponent(spec.name + SpecDialect.xlform.fileSuffix)
                if !force, FileManager.default.fileExists(atPath: path) {
                    problems.append("\(path): exists; not overwritten (use --force)")
                    notWrittenCount += 1
                    continue
                }
                do {
                    try Data(spec.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                    FileHandle.standardError.write(Data("formspec: wrote \(path)\n".utf8))
                } catch {
                    problems.append("\(path): cannot write: \(error.localizedDescription)")
                }
            }
        }
        let checked = imported.filter { !$0.diagnostics.isEmpty }.map {
            CheckedFile(path: $0.path, lines: $0.lines, diagnostics: $0.diagnostics)
        }
        let report = coverage ? ImportCommand.coverageTable(imported) : reporter().render(checked)
        let reportHandle = output == "-" ? FileHandle.standardError : FileHandle.standardOutput
        reportHandle.write(Data(report.utf8))
        for problem in problems { FileHandle.standardError.write(Data("formspec: \(problem)\n".utf8)) }
        if problems.count > notWrittenCount { throw ExitCode(2) }
        if specs.isEmpty || notWrittenCount > 0 { throw ExitCode(1) }
    }

    /// Statements imported ÷ form-building statements, per file with forms, then in total.
    static func coverageTable(_ files: [ImportedFile]) -> String {
        var out =
            "| file | forms | form-building statements | imported | coverage | warnings |\n|---|---|---|---|---|---|\n"
        var total = (statements: 0, imported: 0, warnings: 0)
        func percent(_ a: Int, _ b: Int) -> String {
            b == 0 ? "–" : String(format: "%.1f%%", Double(a) * 100 / Double(b))
        }
        for file in files where !file.forms.isEmpty {
            out +=
                "| \(file.path) | \(file.forms.count) | \(file.statements) | \(file.importedStatements) | "
                + "\(percent(file.importedStatements, file.statements)) | \(file.diagnostics.count) |\n"
            total.statements += file.statements
            total.imported += file.importedStatements
            total.warnings += file.diagnostics.count
        }
        out +=
            "| total | \(files.reduce(0) { $0 + $1.forms.count }) | \(total.statements) | \(total.imported) | "
            + "\(percent(total.imported, total.statements)) | \(total.warnings) |\n"
        return out
    }

    private func reporter() -> Reporter {
        let handle = output == "-" ? FileHandle.standardError : FileHandle.standardOutput
        switch format {
        case .text: return TextReporter(color: color.enabled(for: handle))
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        }
    }
}
