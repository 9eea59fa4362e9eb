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
            file's own problems are reported with the specs. Files are checked in parallel. Text output \
            reads `path:line:column: error: message [code]`, as compilers print it.

            Exit status: 0 no errors; 1 errors found (with --strict, warnings too); 2 a path \
            could not be read or holds no file to check (named on stderr and in the json, sarif and \
            github output); 64 a malformed command line.
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
            "Change a code's severity: CODE=error|warning|information|hint|off. Repeatable.", valueName: "code=level"),
        transform: SeverityOverride.parse)
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
        let discovered = SpecFiles.discover(paths, code: code)
        let files = discovered.specs
        var failures = discovered.failures
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
            case .failure(let failure): failures.append(failure)
            }
        }
        let named = Set(paths)
        let (imported, unreadable) = CodeFiles.importAll(discovered.code)
        failures += unreadable
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
        for failure in failures { FileHandle.standardError.write(Data("formspec: \(failure)\n".utf8)) }
        let output = CheckCommand.reporter(format, color: color, for: FileHandle.standardOutput).render(
            checked, failures: failures)
        FileHandle.standardOutput.write(Data(output.utf8))
        if !failures.isEmpty { throw ExitCode(2) }
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

    static func reporter(_ format: Format, color: ColorMode, for handle: FileHandle) -> Reporter {
        switch format {
        case .text: return TextReporter(color: color.enabled(for: handle))
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

struct SeverityOverride {
    let code: DiagnosticCode
    let severity: Severity?

    static let levels = Severity.allCases.map(\.name) + ["off"]

    /// `CODE=LEVEL`, or an error saying what is wrong with it, with the codes or levels meant.
    static func parse(_ argument: String) throws -> SeverityOverride {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw ValidationError("'\(argument)' is not CODE=LEVEL (for example missing-tag=error)")
        }
        let (code, level) = (parts[0], parts[1])
        guard DiagnosticCode(code).info != nil else {
            let suggestions = DidYouMean.rank(code, among: DiagnosticCodeInfo.all.map(\.code.rawValue))
            throw ValidationError("'\(code)' is not a diagnostic code.\(DidYouMean.phrase(suggestions))")
        }
        if level == "off" { return SeverityOverride(code: DiagnosticCode(code), severity: nil) }
        guard let severity = Severity(name: level) else {
            let suggestions = DidYouMean.rank(level, among: levels)
            throw ValidationError(
                "'\(level)' is not a level (\(levels.joined(separator: ", "))).\(DidYouMean.phrase(suggestions))")
        }
        return SeverityOverride(code: DiagnosticCode(code), severity: severity)
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
