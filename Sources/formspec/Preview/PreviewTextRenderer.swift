import FormSpec
import FormSpecJSON

/// The form as the iOS table shows it, for a terminal: section headers, one line per visible
/// row with its label on the left and its display text on the right, markers for disabled
/// (and, with --show-hidden, hidden) rows, validation errors and warnings under their rows.
struct PreviewTextRenderer {
    var painter: Painter
    var width: Int
    var showHidden: Bool

    func render(_ result: PreviewResult) -> String {
        var out = ""
        if let title = result.title, !title.isEmpty {
            out += painter(title, .bold) + (result.disabled ? painter(" (disabled)", .dim) : "") + "\n"
        }
        for warning in result.warnings { out += note(warning, indent: "") }
        for section in result.sections where showHidden || !section.hidden {
            out += "\n" + header(section)
            for warning in section.warnings { out += note(warning, indent: "  ") }
            for row in section.rows where showHidden || !row.hidden {
                out += line(row, dimmed: section.hidden || row.hidden)
                for error in row.errors {
                    out += "    " + painter("✗ " + (error ?? "(validation failed without a message)"), .red) + "\n"
                }
                for warning in row.warnings { out += note(warning, indent: "    ") }
            }
        }
        let count = result.validationErrors.count
        out +=
            "\n"
            + (result.valid
                ? painter("valid", .green)
                : painter("\(count) validation error\(count == 1 ? "" : "s"): not valid", .red)) + "\n"
        out += "formValues: " + JSONValue.object(result.formValues).encodedString() + "\n"
        return out
    }

    /// Grouped tables show titles upper-cased; an untitled section is only a gap.
    private func header(_ section: PreviewResult.Section) -> String {
        switch (section.title, section.hidden) {
        case (let title?, _):
            return painter(title.uppercased(), .cyan) + (section.hidden ? " " + painter("(hidden)", .dim) : "") + "\n"
        case (nil, true): return painter("(hidden section \(section.index + 1))", .dim) + "\n"
        case (nil, false): return ""
        }
    }

    private func line(_ row: PreviewResult.Row, dimmed: Bool) -> String {
        var label = row.label ?? row.title ?? "‹\(row.rowType ?? row.type ?? "row")›"
        var markers: [String] = []
        if row.hidden { markers.append("hidden") }
        if row.disabled { markers.append("disabled") }
        if !markers.isEmpty { label += " [" + markers.joined(separator: ", ") + "]" }
        // A password field draws bullets over its text.
        var detail = row.displayText ?? controlText(row)
        if row.rowType == "password" || row.type == "password" { detail = String(repeating: "•", count: detail.count) }
        let used = Self.columns(label) + Self.columns(detail) + 2
        let gap = String(repeating: " ", count: max(2, width - used))
        let text = "  " + label + (detail.isEmpty ? "" : gap + detail)
        return (dimmed || row.disabled ? painter(text, .dim) : text) + "\n"
    }

    /// Cells without a display text still show their control's state.
    private func controlText(_ row: PreviewResult.Row) -> String {
        switch (row.rowType ?? row.type.map { "fxforms:" + $0 }, row.value) {
        case ("booleanSwitch", .bool(let on)): return on ? "[ON]" : "[OFF]"
        // Given the number 1, a switch or check holds that number and shows it as `boolValue`.
        case ("booleanSwitch", .integer(let n)): return n != 0 ? "[ON]" : "[OFF]"
        case ("booleanSwitch", _): return "[OFF]"
        case ("booleanCheck", .bool(let on)): return on ? "✓" : ""
        case ("booleanCheck", .integer(let n)): return n != 0 ? "✓" : ""
        // FXForms: a switch for booleans, a checkmark for options (FXFormDefaultCell).
        case ("fxforms:boolean", let value): return Self.isOn(value) ? "[ON]" : "[OFF]"
        case ("fxforms:option", let value): return Self.isOn(value) ? "✓" : ""
        case (_, .object(let option)): return option["formDisplayText"]?.stringValue ?? ""
        case (_, .null), (_, .array), (_, .bool): return ""
        case (_, .string(let s)): return s
        case (_, let other): return other.encodedString()
        }
    }

    /// `-boolValue` of a number (booleans included).
    private static func isOn(_ value: JSONValue) -> Bool {
        switch value {
        case .bool(let b): return b
        case .integer(let i): return i != 0
        case .double(let d): return d != 0
        default: return false
        }
    }

    private func note(_ warning: PreviewWarning, indent: String) -> String {
        let prefix = warning.crashes ? "! crash: " : "! "
        return indent + painter(prefix + warning.message, .yellow) + "\n"
    }

    /// Terminal columns of a text (wide characters take two).
    static func columns(_ text: String) -> Int { text.reduce(0) { $0 + TextReporter.width($1) } }
}
