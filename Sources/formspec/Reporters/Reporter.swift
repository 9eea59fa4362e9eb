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

    mutating func add(_ file: CheckedFile) {
        files += 1
        for d in file.diagnostics {
            switch d.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .information, .hint: notes += 1
            }
        }
    }
}

/// Renders check results for one audience (people, programs, code scanning, CI annotations),
/// a file at a time: a report is written while later files are still being checked, and no
/// file's text is kept once its part is written.
protocol Reporter {
    /// What comes before the first file's part.
    func head() -> String
    /// One file's part, files in the order given.
    mutating func part(_ file: CheckedFile) -> String
    /// What comes after the last file's part; `failures`: paths that could not be checked
    /// (also named on stderr).
    func tail(_ summary: CheckSummary, failures: [SpecFiles.Failure]) -> String
}

extension Reporter {
    /// The whole report at once, for a few files held together (`import` reports its problems
    /// on stderr, so it names no failures).
    func render(_ files: [CheckedFile], failures: [SpecFiles.Failure] = []) -> String {
        var reporter = self
        var summary = CheckSummary()
        var out = reporter.head()
        for file in files {
            summary.add(file)
            out += reporter.part(file)
        }
        return out + reporter.tail(summary, failures: failures)
    }
}

extension LineIndex {
    /// 1-based line and 1-based column counted in Unicode scalars, as people read them.
    func humanLocation(of offset: Int) -> (line: Int, column: Int) {
        let p = position(of: offset, in: .utf32)
        return (p.line + 1, p.character + 1)
    }
}

/// A JSON document whose one array is written an element at a time: the document is encoded
/// with a marker as that array's only element and split around it, so that the parts together
/// are what encoding the whole document gives.
struct StreamedJSONArray {
    private static let marker = "\u{1}formspec: the streamed elements\u{1}"
    private let head: String
    private let indent: String
    private var count = 0

    /// `document(marker)` is the document with `marker` as the array's only element.
    init(_ document: (JSONValue) -> JSONValue) {
        (head, indent, _) = Self.split(document(.string(Self.marker)))
    }

    /// The text up to and including the array's `[`.
    var opening: String { head }

    /// One element, with the comma before it if it is not the first.
    mutating func element(_ value: JSONValue) -> String {
        defer { count += 1 }
        let text = value.encodedString(.indented(2)).replacingOccurrences(of: "\n", with: "\n" + indent)
        return (count == 0 ? "\n" : ",\n") + indent + text
    }

    /// The text from the array's `]` on, taken from `document(marker)` (which may differ from
    /// the opening's document after the array, as totals do).
    func closing(_ document: (JSONValue) -> JSONValue) -> String {
        let (_, _, tail) = Self.split(document(.string(Self.marker)))
        // With no element the array closes where it opened, as the encoder writes `[]`.
        guard count == 0, let bracket = tail.firstIndex(of: "]") else { return tail }
        return String(tail[bracket...])
    }

    private static func split(_ document: JSONValue) -> (head: String, indent: String, tail: String) {
        let text = document.encodedString(.indented(2)) + "\n"
        let quoted = JSONValue.string(marker).encodedString()
        guard let at = text.range(of: quoted), let newline = text[..<at.lowerBound].lastIndex(of: "\n") else {
            preconditionFailure("the marker is missing from the encoded document")
        }
        return (
            String(text[..<newline]), String(text[text.index(after: newline)..<at.lowerBound]),
            String(text[at.upperBound...])
        )
    }
}
