import FormSpecJSON
import Foundation

/// `value-type`: a default `value` of a kind the row type's cell does not hold, so XLForm shows
/// nothing, compares it wrongly in predicates, or raises when it uses it.
enum ValueTypeRule: RowRule {
    static let codes: [DiagnosticCode] = [.valueType]

    /// Row types whose picker shows only a date, so a date-only value is meaningful.
    static let dateOnlyRowTypes: Set<String> = ["date", "dateInline"]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        for row in rows {
            guard let value = row.value, !value.isNull, let info = context.rowTypeInfo(for: row),
                info.declaresValueKind
            else { continue }
            if case .invalid = value.kind { continue }
            guard let problem = problem(value, kind: info.valueKind, rowType: info.name) else { continue }
            context.report(
                .valueType, "\(row.displayName): \(problem)", at: value.range,
                data: [
                    "valueKind": .string(info.valueKind.rawValue),
                    "suggestions": .array(replacement(value, kind: info.valueKind).map { [$0] } ?? []),
                ])
        }
    }

    /// The value meant, where a string spells it: `"yes"` → true on a switch, `"12"` → 12.
    static func replacement(_ value: JSONNode, kind: ValueKind) -> JSONValue? {
        guard let s = value.stringValue?.trimmingCharacters(in: .whitespaces) else { return nil }
        switch kind {
        case .bool:
            switch s.lowercased() {
            case "yes", "true", "on", "1": return .bool(true)
            case "no", "false", "off", "0": return .bool(false)
            default: return nil
            }
        case .number:
            if let i = Int64(s) { return .integer(i) }
            if let d = Double(s), d.isFinite { return .double(d) }
            return nil
        default:
            return nil
        }
    }

    static func problem(_ value: JSONNode, kind: ValueKind, rowType: String) -> String? {
        let found = value.typeName
        switch kind {
        case .string:
            guard value.string == nil else { return nil }
            return
                "a \(rowType) row holds a string, found \(found); XLForm would keep this \(found) until the user edits the text"
        case .number:
            if value.number != nil { return nil }
            if let s = value.stringValue, Double(s) != nil {
                return "a \(rowType) row holds a number, found the string \"\(s)\"; write \(s) without quotes"
            }
            return "a \(rowType) row holds a number, found \(found)"
        case .bool:
            if value.boolValue != nil { return nil }
            if let n = value.number, n.double == 0 || n.double == 1 { return nil }
            if let s = value.stringValue {
                return
                    "a \(rowType) row holds NSNumber 0/1, found the string \"\(s)\"; write true or false (a string never equals 0 or 1 in predicates)"
            }
            return "a \(rowType) row holds true or false (NSNumber 0/1), found \(value.number?.text ?? found)"
        case .date:
            if value.members != nil {
                return RelativeDate.problem(value).map { "a \(rowType) row holds a date: \($0)" }
            }
            guard let s = value.stringValue else {
                return "a \(rowType) row holds a date, written as \(RelativeDate.forms), found \(found)"
            }
            switch ISO8601.parse(s) {
            case .failure(let failure): return "\"\(s)\": \(failure.message)"
            case .success(let parsed):
                if parsed.isDateOnly, !dateOnlyRowTypes.contains(rowType) {
                    return "a \(rowType) row shows a time too; give a full date-time such as \(s)T09:00:00Z"
                }
                return nil
            }
        case .option:
            if value.elements != nil {
                return "a \(rowType) row holds one option, found an array (multipleSelector rows hold arrays)"
            }
            return nil
        case .options:
            if value.elements == nil { return "a \(rowType) row holds an array of options, found \(found)" }
            return nil
        case .display:
            if value.string != nil || value.number != nil { return nil }
            return "an \(rowType) row displays a string or a number, found \(found)"
        case .image:
            return "an image row holds a UIImage, which a spec value cannot be"
        case .none:
            return "a \(rowType) row holds no value; this one is only shown as detail text with cellStyle value1"
        }
    }
}
