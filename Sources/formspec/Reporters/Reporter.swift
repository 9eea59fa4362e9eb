import FormSpec
import FormSpecJSON

/// One checked file: its text (for positions and excerpts: a spec, or the Objective-C or Swift
/// file a spec was imported from) and its findings, with ranges into that text.
struct CheckedFile {
    let path: String
    let lines: LineIndex
    let diagnostics: [Diagnostic]
    /// The project configuration the file was checked under.
    var project: ProjectConfiguration? = nil

    /// Source text of a range, for excerpts.
    func text(in range: TextRange) -> String {
        let r = max(0, range.start)..<max(max(0, range.start), min(lines.bytes.count, range.end))
        return String(decoding: lines.bytes[r], as: UTF8.self)
    }
}

struct CheckSummary {
    var errors = 0
    var warnings = 0
    var notes = 0
    var files = 0

    init(_ files: [CheckedFile]) {
        self.files = files.count
        for d in files.flatMap(\.diagnostics) {
            switch d.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .information, .hint: notes += 1
            }
        }
    }
}

/// Renders check results for one audience (people, programs, code scanning, CI annotations).
protocol Reporter {
    /// `failures`: paths that could not be checked (also named on stderr).
    func render(_ files: [CheckedFile], failures: [SpecFiles.Failure]) -> String
}

extension Reporter {
    /// A report without failures to name (`import` reports its problems on stderr).
    func render(_ files: [CheckedFile]) -> String { render(files, failures: []) }
}

extension LineIndex {
    /// 1-based line and 1-based column counted in Unicode scalars, as people read them.
    func humanLocation(of offset: Int) -> (line: Int, column: Int) {
        let p = position(of: offset, in: .utf32)
        return (p.line + 1, p.character + 1)
    }
}
