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
        var failures: [SpecFiles.Failure] = []
        func fail(_ failure: SpecFiles.Failure) {
            FileHandle.standardError.write(Data("formspec: \(failure)\n".utf8))
            failures.append(failure)
        }
        discovered.failures.forEach(fail)
        // Each file is analysed once: nothing is kept for a next version of it.
        let options = AnalysisOptions(
            severityOverrides: Dictionary(severity.map { ($0.code, $0.severity) }, uniquingKeysWith: { _, b in b }),
            keepsWork: false)
        let configurations = ProjectConfigurations()
        var reporter = CheckCommand.reporter(format, color: color, for: FileHandle.standardOutput)
        let output = OutputBuffer()
        var summary = CheckSummary()
        var configurationsSeen: Set<String> = []
        func write(_ file: CheckedFile) {
            // A configuration's own problems, once, before the first spec it governs.
            if let project = file.project, configurationsSeen.insert(project.path).inserted {
                let found = project.problems.compactMap(options.apply)
                if !found.isEmpty {
                    write(
                        CheckedFile(
                            path: SpecFiles.displayPath(project.path), lines: project.document.lines, diagnostics: found
                        ))
                }
            }
            summary.add(file)
            output.write(reporter.part(file))
        }
        output.write(reporter.head())
        CheckCommand.check(discovered.specs, options: options, configurations: configurations) { result in
            switch result {
            case .success(let file): write(file)
            case .failure(let failure): fail(failure)
            }
        }
        let named = Set(paths)
        let (imported, unreadable) = CodeFiles.importAll(discovered.code)
        unreadable.forEach(fail)
        for file in imported {
            if file.forms.isEmpty, file.diagnostics.isEmpty {
                if named.contains(file.path) { CodeFiles.noteNoForms(file) }
                continue
            }
            let project = configurations.configuration(forSpecAt: file.path)
            write(
                CheckedFile(
                    path: file.path, lines: file.lines,
                    diagnostics: file.check(options: options.with(project: project)),
                    project: project))
        }
        output.write(reporter.tail(summary, failures: failures))
        output.flush()
        if !failures.isEmpty { throw ExitCode(2) }
        if summary.errors > 0 || (strict && summary.warnings > 0) { throw ExitCode(1) }
    }

    /// Reads and analyses the files on all cores and hands each result to `each` on this thread,
    /// in the input order, as soon as it and those before it are done. At most `window` files
    /// are read ahead of the one `each` waits for, so memory does not grow with the file count.
    static func check(
        _ paths: [String], options: AnalysisOptions, configurations: ProjectConfigurations = ProjectConfigurations(),
        window: Int = 2 * ProcessInfo.processInfo.activeProcessorCount,
        each: (Result<CheckedFile, SpecFiles.Failure>) -> Void
    ) {
        OrderedSlots.inOrder(count: paths.count, window: window, each: each) { i in
            let path = paths[i]
            let project = configurations.configuration(forSpecAt: path)
            return SpecFiles.read(path).map { bytes in
                let document = SpecDocument(name: path, bytes: bytes)
                return CheckedFile(
                    path: path, lines: document.lines,
                    diagnostics: Analyzer.analyze(document, options: options.with(project: project)),
                    project: project)
            }
        }
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

/// Standard output, written in large pieces.
final class OutputBuffer {
    private var bytes: [UInt8] = []

    func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= 1 << 16 { flush() }
    }

    func flush() {
        guard !bytes.isEmpty else { return }
        FileHandle.standardOutput.write(Data(bytes))
        bytes.removeAll(keepingCapacity: true)
    }
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
