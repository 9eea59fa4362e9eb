import FormSpec
import FormSpecJSON
import FormSpecServer

/// Version 1 of the machine-readable report: LSP Diagnostic objects (0-based lines, UTF-16
/// characters) per file, and a summary. Documented in protocol/check-output.md.
struct JSONReporter: Reporter {
    func render(_ files: [CheckedFile], failures: [SpecFiles.Failure]) -> String {
        let s = CheckSummary(files)
        let report: JSONValue = [
            "version": 1,
            "files": .array(
                files.map { file in
                    [
                        "path": .string(file.path),
                        "diagnostics": .array(
                            file.diagnostics.map {
                                LSPDiagnostic.encode(
                                    $0, lines: file.lines, encoding: .utf16, uri: FileURI.from(path: file.path)
                                )
                            }),
                    ]
                }),
            "notifications": .array(
                failures.map { ["path": .string($0.path), "message": .string($0.reason), "level": "error"] }),
            "summary": ["errors": JSONValue(s.errors), "warnings": JSONValue(s.warnings), "files": JSONValue(s.files)],
        ]
        return report.encodedString(.indented(2)) + "\n"
    }
}
