import FormSpec
import FormSpecJSON
import FormSpecServer

/// Version 1 of the machine-readable report: LSP Diagnostic objects (0-based lines, UTF-16
/// characters) per file, and a summary. Documented in protocol/check-output.md.
struct JSONReporter: Reporter {
    func render(_ files: [CheckedFile]) -> String {
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
            "summary": ["errors": JSONValue(s.errors), "warnings": JSONValue(s.warnings), "files": JSONValue(s.files)],
        ]
        return report.encodedString(.indented(2)) + "\n"
    }
}
