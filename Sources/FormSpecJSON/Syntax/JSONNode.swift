/// A node of a spec document's syntax tree. Immutable once parsed, so trees can be shared
/// between threads (the server analyses on a background queue while reading messages).
public final class JSONNode: Sendable {
    public enum Kind: Sendable {
        case object([JSONMember])
        case array([JSONNode])
        case string(JSONString)
        case number(JSONNumber)
        case bool(Bool)
        case null
        /// Something that is not a value, kept so that its range still belongs to the tree
        /// (content skipped past the nesting limit, or a stray word such as `undefined`).
        case invalid
    }

    public let kind: Kind
    /// From the first byte of the value to just past its last (closing brackets and quotes included;
    /// an unclosed object or array ends where the parser gave up on it).
    public let range: TextRange

    public init(_ kind: Kind, _ range: TextRange) {
        self.kind = kind
        self.range = range
    }

    public var members: [JSONMember]? { if case .object(let m) = kind { return m } else { return nil } }
    public var elements: [JSONNode]? { if case .array(let e) = kind { return e } else { return nil } }
    public var string: JSONString? { if case .string(let s) = kind { return s } else { return nil } }
    public var stringValue: String? { string?.value }
    public var number: JSONNumber? { if case .number(let n) = kind { return n } else { return nil } }
    public var boolValue: Bool? { if case .bool(let b) = kind { return b } else { return nil } }
    public var isNull: Bool { if case .null = kind { return true } else { return false } }

    /// The last member with this key: like jansson and NSJSONSerialization, a later duplicate
    /// wins (analysis reports the duplicate).
    public func member(_ key: String) -> JSONMember? { members?.last { $0.key.value == key } }

    public func value(_ key: String) -> JSONNode? { member(key)?.value }

    /// JSON type name for messages: "object", "array", "string", "number", "boolean", "null".
    public var typeName: String {
        switch kind {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .number: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        case .invalid: return "invalid value"
        }
    }

    /// The plain value, dropping positions. Invalid nodes become `null`.
    public var jsonValue: JSONValue {
        switch kind {
        case .object(let members):
            var object = JSONObject()
            for m in members { object[m.key.value] = m.value?.jsonValue ?? .null }
            return .object(object)
        case .array(let items): return .array(items.map(\.jsonValue))
        case .string(let s): return .string(s.value)
        case .number(let n): return n.jsonValue
        case .bool(let b): return .bool(b)
        case .null, .invalid: return .null
        }
    }
}

/// `"key": value` inside an object. `value` is nil while the author is still typing (`"key":`).
public struct JSONMember: Sendable {
    public let key: JSONString
    /// Offset of the `:` if present.
    public let colon: Int?
    public let value: JSONNode?

    public init(key: JSONString, colon: Int?, value: JSONNode?) {
        self.key = key
        self.colon = colon
        self.value = value
    }

    /// From the key's opening quote to the end of the value (or of whatever was typed so far).
    public var range: TextRange {
        TextRange(key.range.start, value?.range.end ?? (colon.map { $0 + 1 } ?? key.range.end))
    }
}

/// A string literal with its decoded value and the map back to source bytes through escapes.
public struct JSONString: Sendable {
    public let value: String
    /// Including the quotes (the closing one only if present).
    public let range: TextRange
    /// Between the quotes.
    public let contentRange: TextRange
    public let isTerminated: Bool
    /// For each escape sequence: the UTF-8 offset in `value` just after its decoded character and
    /// the source offset just after the escape. Empty when the literal has no escapes.
    let escapes: [(valueOffset: Int, sourceOffset: Int)]

    public init(
        value: String, range: TextRange, contentRange: TextRange, isTerminated: Bool,
        escapes: [(valueOffset: Int, sourceOffset: Int)] = []
    ) {
        self.value = value
        self.range = range
        self.contentRange = contentRange
        self.isTerminated = isTerminated
        self.escapes = escapes
    }

    /// Document offset of a UTF-8 offset inside `value`, exact through `\n`, `\"`, `\u00e9`…
    public func sourceOffset(forValueOffset offset: Int) -> Int {
        var base = (value: 0, source: contentRange.start)
        for mark in escapes {
            if mark.valueOffset > offset { break }
            base = (mark.valueOffset, mark.sourceOffset)
        }
        return min(base.source + (offset - base.value), contentRange.end)
    }

    /// Document range of a range of UTF-8 offsets inside `value`.
    public func sourceRange(forValueRange range: TextRange) -> TextRange {
        let start = sourceOffset(forValueOffset: range.start)
        return TextRange(start, max(start, sourceOffset(forValueOffset: range.end)))
    }

    /// Inverse of `sourceOffset`: the value offset of a document offset inside the literal.
    public func valueOffset(forSourceOffset offset: Int) -> Int {
        let offset = min(max(offset, contentRange.start), contentRange.end)
        var base = (value: 0, source: contentRange.start)
        for mark in escapes {
            if mark.sourceOffset > offset { break }
            base = (mark.valueOffset, mark.sourceOffset)
        }
        return min(base.value + (offset - base.source), value.utf8.count)
    }

    public var hasEscapes: Bool { !escapes.isEmpty }
}

public struct JSONNumber: Sendable {
    /// The literal as written.
    public let text: String
    public let double: Double
    /// Set when the literal has no fraction or exponent and fits in 64 bits.
    public let integer: Int64?

    public var jsonValue: JSONValue { integer.map(JSONValue.integer) ?? .double(double) }
}
