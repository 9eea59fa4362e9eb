import FormSpec
import FormSpecJSON

/// `path:line:col: severity: message [code]`, as compilers print it (so Xcode, Vim's default
/// errorformat and Emacs' compilation mode read it), the source line with a caret under the
/// range, related places as notes, and a summary line. Information and hints are `note`s.
/// Colour only when asked or on a terminal.
struct TextReporter: Reporter {
    var color: Bool

    func head() -> String { "" }

    func part(_ file: CheckedFile) -> String {
        var out = ""
        for d in file.diagnostics {
            let (line, column) = file.lines.humanLocation(of: d.range.start)
            out += paint("\(file.path):\(line):\(column):", .bold) + " "
            out += paint("\(word(d.severity)):", style(d.severity)) + " " + d.message + " [\(d.code)]\n"
            out += excerpt(file, d.range)
            for related in d.related {
                let (rl, rc) = file.lines.humanLocation(of: related.range.start)
                out +=
                    paint("\(file.path):\(rl):\(rc):", .bold) + " " + paint("note:", .cyan) + " " + related.message
                    + "\n"
                out += excerpt(file, related.range)
            }
        }
        return out
    }

    func tail(_ s: CheckSummary, failures: [SpecFiles.Failure]) -> String {
        var out = ""
        var parts = [
            "\(s.errors) error\(s.errors == 1 ? "" : "s")", "\(s.warnings) warning\(s.warnings == 1 ? "" : "s")",
        ]
        if s.notes > 0 { parts.append("\(s.notes) note\(s.notes == 1 ? "" : "s")") }
        out += "\(parts.joined(separator: ", ")) in \(s.files) file\(s.files == 1 ? "" : "s")\n"
        return out
    }

    /// The line holding `range.start` and a marker line: `^` at the start, `~` to the range's
    /// end on that line. Tabs are copied so the marker lines up in any tab width; wide
    /// characters (CJK, emoji) take two cells.
    private func excerpt(_ document: CheckedFile, _ range: TextRange) -> String {
        let lines = document.lines
        let line = lines.line(containing: range.start)
        let start = lines.lineStarts[line]
        let end = lines.lineContentEnd(line)
        guard end - start <= 500 else { return "" }
        let text = document.text(in: TextRange(start, end))
        let before = document.text(in: TextRange(start, min(max(range.start, start), end)))
        let inside = document.text(in: TextRange(min(max(range.start, start), end), min(range.end, end)))
        var marker = ""
        for ch in before { marker += ch == "\t" ? "\t" : String(repeating: " ", count: TextReporter.width(ch)) }
        let underline = max(1, inside.reduce(0) { $0 + TextReporter.width($1) })
        marker += "^" + String(repeating: "~", count: underline - 1)
        return "  " + text + "\n  " + paint(marker, .green) + "\n"
    }

    static func width(_ ch: Character) -> Int {
        guard let scalar = ch.unicodeScalars.first else { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    enum Style: String {
        case bold = "1", red = "1;31", yellow = "1;33", cyan = "1;36", green = "32"
    }

    /// The severity as compilers spell it: tools know `error`, `warning` and `note`.
    private func word(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .information, .hint: return "note"
        }
    }

    private func style(_ severity: Severity) -> Style {
        switch severity {
        case .error: return .red
        case .warning: return .yellow
        case .information, .hint: return .cyan
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
