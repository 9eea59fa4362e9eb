import FormSpec
import FormSpecJSON

/// Builds the text edits of completion items for one cursor location, so accepting an item
/// inside a half-typed string, after a bare word or in an empty slot never duplicates quotes.
struct EditBuilder {
    let location: CursorLocation

    /// A value to insert: a string (quoted as needed) or JSON text inserted as is.
    enum Value {
        case string(String)
        case literal(String)
    }

    var offset: Int { location.offset }

    /// The comma the previous member or element lacks.
    var additionalEdits: [TextEdit] {
        location.missingCommaAt.map { [TextEdit(range: .empty(at: $0), newText: ",")] } ?? []
    }

    /// True when the cursor is inside a string literal.
    var isInString: Bool { if case .string = location.token { return true } else { return false } }

    /// The member whose key is being typed already has its `:`.
    private var hasColon: Bool {
        if case .key(let member?) = location.slot { return member.colon != nil }
        return false
    }

    /// `placeholder`: JSON text for the value when the key is typed in front of another key,
    /// where the edit completes the member (`"required": false, "title": …`) so the document
    /// stays JSON.
    func key(_ name: String, placeholder: String = "null") -> TextEdit {
        switch location.token {
        case .string(let s):
            if let quote = location.borrowedQuote {
                return TextEdit(
                    range: TextRange(s.contentRange.start, quote),
                    newText: EditBuilder.escape(name) + "\": " + placeholder + ", ")
            }
            if s.isTerminated {
                if hasColon { return TextEdit(range: s.contentRange, newText: EditBuilder.escape(name)) }
                return TextEdit(
                    range: TextRange(s.contentRange.start, s.range.end), newText: EditBuilder.escape(name) + "\": ")
            }
            return TextEdit(
                range: TextRange(s.contentRange.start, offset),
                newText: EditBuilder.escape(name) + "\"" + (hasColon ? "" : ": "))
        case .bare(let range):
            return TextEdit(range: range, newText: EditBuilder.quote(name) + (hasColon ? "" : ": "))
        case .none:
            return TextEdit(range: .empty(at: offset), newText: EditBuilder.quote(name) + ": ")
        }
    }

    /// Nil when the value cannot be written where the cursor is (a number inside quotes).
    func value(_ value: Value) -> TextEdit? {
        switch location.token {
        case .string(let s):
            guard case .string(let text) = value else { return nil }
            let end = s.isTerminated ? s.contentRange.end : offset
            return TextEdit(
                range: TextRange(s.contentRange.start, end),
                newText: EditBuilder.escape(text) + (s.isTerminated ? "" : "\""))
        case .bare(let range):
            return TextEdit(range: range, newText: EditBuilder.json(value))
        case .none:
            return TextEdit(range: .empty(at: offset), newText: EditBuilder.json(value))
        }
    }

    /// A value of the given JSON types that a completed member can hold until the user writes
    /// its own: the default when there is one, else the empty value of the first type.
    static func placeholder(jsonTypes: [String], default value: JSONValue? = nil) -> String {
        if let value { return value.encodedString() }
        switch jsonTypes.first {
        case "string": return "\"\""
        case "boolean": return "false"
        case "number": return "0"
        case "array": return "[]"
        case "object": return "{}"
        default: return "null"
        }
    }

    static func json(_ value: Value) -> String {
        switch value {
        case .string(let s): return quote(s)
        case .literal(let text): return text
        }
    }

    static func quote(_ s: String) -> String { JSONValue.string(s).encodedString() }

    /// String content as it appears between quotes.
    static func escape(_ s: String) -> String { String(quote(s).dropFirst().dropLast()) }
}

/// Sort keys that keep the catalog's order: a group digit (0 preferred, 1 normal, 2 discouraged)
/// then the position.
enum SortText {
    static func make(group: Int, _ index: Int) -> String {
        let digits = String(index)
        return "\(group)" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
}
