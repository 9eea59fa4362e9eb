import FormSpec
import FormSpecJSON
import FormSpecServer

/// Version 1 of the machine-readable report: LSP Diagnostic objects (0-based lines, UTF-16
/// characters) per file, and a summary. Documented in protocol/check-output.md.
struct JSONReporter: Reporter {
    private var files = StreamedJSONArray { report($0, summary: CheckSummary(), failures: []) }

    func head() -> String { files.opening }

    mutating func part(_ file: CheckedFile) -> String {
        files.element([
            "path": .string(file.path),
            "diagnostics": .array(
                file.diagnostics.map {
                    LSPDiagnostic.encode($0, lines: file.lines, encoding: .utf16, uri: FileURI.from(path: file.path))
                }),
        ])
    }

    func tail(_ summary: CheckSummary, failures: [SpecFiles.Failure]) -> String {
        files.closing { JSONReporter.report($0, summary: summary, failures: failures) }
    }

    private static func report(_ file: JSONValue, summary s: CheckSummary, failures: [SpecFiles.Failure]) -> JSONValue {
        [
            "version": 1,
            "files": [file],
            "notifications": .array(
                failures.map { ["path": .string($0.path), "message": .string($0.reason), "level": "error"] }),
            "summary": ["errors": JSONValue(s.errors), "warnings": JSONValue(s.warnings), "files": JSONValue(s.files)],
        ]
    }
}
