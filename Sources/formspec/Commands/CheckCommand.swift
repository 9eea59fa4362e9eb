import ArgumentParser
import Dispatch
import FormSpec
import FormSpecImport
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check form specs, or the forms Objective-C and Swift code builds, and report diagnostics.",
        discussion: """
            Directories are searched recursively for *.form.json (XLForm) and *.fxform.json (FXForms); \
            with --code also for *.m, *.mm and *.swift. A .m, .mm or .swift file given by name is always \
            read as code: its forms are imported and checked, and every diagnostic is reported at the place \
            in the source it came from, with what could not be imported as import-unsupported warnings. \
            Each spec follows the formspec.config.json of its folder or the nearest folder above; that \
            file's own problems are reported with the specs. Files are checked in parallel.
            Exit status: 0 no errors, 1 errors found (with --strict, warnings too), 2 usage or I/O error.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, github
    }

    @Option(name: .long, help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @Flag(name: .long, help: "Exit with status 1 when there are warnings, too.")
    var strict = false

    @Option(
        name: .long, parsing: .singleValue,
        help: ArgumentHelp(
            "Change a code's severity: CODE=error|warning|information|hint|off. Repeatable.", valueName: "code=level"))
    var severity: [SeverityOverride] = []

    @Option(name: .long, help: "Colour text output: auto, always, never.")
    var color: ColorMode = .auto

    @Flag(name: .long, help: "Also check the Objective-C and Swift files (*.m, *.mm, *.swift) in directories.")
    var code = false

    @Argument(help: "Spec files, Objective-C or Swift files, or directories.")
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one spec file or directory") }
    }

    func run() throws {
        let (files, codeFiles, failures) = SpecFiles.discover(paths, code: code)
        var problems = failures.map(\.description)
        if files.isEmpty, codeFiles.isEmpty, problems.isEmpty {
            let kinds = code ? "*.form.json, *.fxform.json, *.m, *.mm or *.swift" : "*.form.json or *.fxform.json"
            problems.append("no \(kinds) files found in \(paths.joined(separator: ", "))")
        }
        let options = AnalysisOptions(
            severityOverrides: Dictionary(severity.map { ($0.code, $0.severity) }, uniquingKeysWith: { _, b in b }))
        let configurations = ProjectConfigurations()
        let results = CheckCommand.check(files, options: options, configurations: configurations)
        var checked: [CheckedFile] = []
        var configurationsSeen: [String: ProjectConfiguration] = [:]
        for result in results {
            switch result {
            case .success(let file):
                checked.append(file)
                if let project = file.project { configurationsSeen[project.path] = project }
            case .failure(let failure): problems.append(failure.description)
            }
        }
        let named = Set(paths)
        let (imported, unreadable) = CodeFiles.importAll(codeFiles)
        problems += unreadable.map(\.description)
        for file in imported {
            if file.forms.isEmpty, file.diagnostics.isEmpty {
                if named.contains(file.path) { CodeFiles.noteNoForms(file) }
                continue
            }
            let project = configurations.configuration(forSpecAt: file.path)
            if let project { configurationsSeen[project.path] = project }
            checked.append(
                CheckedFile(
                    path: file.path, lines: file.lines, diagnostics: file.check(options: options.with(project: project))
                ))
        }
        // A configuration's own problems, once, before the specs it governs.
        let configurationFiles = configurationsSeen.keys.sorted().compactMap { path -> CheckedFile? in
            let project = configurationsSeen[path]!
            let found = project.problems.compactMap(options.apply)
            guard !found.isEmpty else { return nil }
            return CheckedFile(path: SpecFiles.displayPath(path), lines: project.document.lines, diagnostics: found)
        }
        checked = configurationFiles + checked
        for problem in problems { FileHandle.standardError.write(Data("formspec: \(problem)\n".utf8)) }
        let output = reporter().render(checked)
        FileHandle.standardOutput.write(Data(output.utf8))
        if !problems.isEmpty { throw ExitCode(2) }
        let summary = CheckSummary(checked)
        if summary.errors > 0 || (strict && summary.warnings > 0) { throw ExitCode(1) }
    }

    /// Reads and analyses every file on all cores; results keep the input order.
    static func check(
        _ paths: [String], options: AnalysisOptions, configurations: ProjectConfigurations = ProjectConfigurations()
    ) -> [Result<CheckedFile, SpecFiles.Failure>] {
        let results = ResultSlots<Result<CheckedFile, SpecFiles.Failure>>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            let path = paths[i]
            let project = configurations.configuration(forSpecAt: path)
            results[i] = SpecFiles.read(path).map { bytes in
                let document = SpecDocument(name: path, bytes: bytes)
                return CheckedFile(
                    path: path, lines: document.lines,
                    diagnostics: Analyzer.analyze(document, options: options.with(project: project)), project: project)
            }
        }
        return results.values
    }

    private func reporter() -> Reporter {
        switch format {
        case .text: return TextReporter(color: color.enabled(for: FileHandle.standardOutput))
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        }
    }
}

/// Fixed slots written from concurrent iterations, each slot by exactly one iteration.
final class ResultSlots<T>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(i: Int) -> T? {
        get { lock.withLock { slots[i] } }
        set { lock.withLock { slots[i] = newValue } }
    }

    var values: [T] { lock.withLock { slots.compactMap { $0 } } }
}

struct SeverityOverride: ExpressibleByArgument {
    let code: DiagnosticCode
    let severity: Severity?

    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, DiagnosticCode(parts[0]).info != nil else { return nil }
        code = DiagnosticCode(parts[0])
        if parts[1] == "off" {
            severity = nil
        } else if let s = Severity(name: parts[1]) {
            severity = s
        } else {
            return nil
        }
    }
}

enum ColorMode: String, ExpressibleByArgument {
    case auto, always, never

    func enabled(for handle: FileHandle) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return isatty(handle.fileDescriptor) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
    }
}
