import FormSpec
import FormSpecJSON

/// Predicate text for values: single-quoted strings with the lexer's escapes, numbers as
/// written, booleans as `YES` / `NO`. The result still has to be escaped for the JSON string
/// holding the predicate (`EditBuilder.escape`).
enum PredicateLiteral {
    static func quoted(_ s: String) -> String {
        var out = "'"
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "'"
    }

    /// A JSON scalar as predicate text; nil for objects, arrays and null.
    static func text(of node: JSONNode) -> String? {
        switch node.kind {
        case .string(let s): return quoted(s.value)
        case .number(let n): return n.text
        case .bool(let b): return b ? "YES" : "NO"
        default: return nil
        }
    }
}
