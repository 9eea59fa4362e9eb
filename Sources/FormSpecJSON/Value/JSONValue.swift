/// A JSON document as plain Swift data. Produced and consumed by the jansson codec
/// (`JSONValue(decoding:)`, `encoded()`); everything above this layer speaks only `JSONValue`.
public enum JSONValue: Equatable, Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

extension JSONValue {
    public var isNull: Bool { if case .null = self { return true } else { return false } }

    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }

    public var boolValue: Bool? { if case .bool(let b) = self { return b } else { return nil } }

    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }

    public var objectValue: JSONObject? { if case .object(let o) = self { return o } else { return nil } }

    /// Integer value, also for doubles that are whole numbers (LSP clients send `1.0` at times).
    public var intValue: Int? {
        switch self {
        case .integer(let i): return Int(exactly: i)
        case .double(let d): return Int(exactly: d)
        default: return nil
        }
    }

    public var doubleValue: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    /// Member of an object, `nil` for non-objects and absent keys.
    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// Short name of the JSON type, as used in messages ("string", "object", ...).
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .integer, .double: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue {
    public init(_ int: Int) { self = .integer(Int64(int)) }
    public init(_ string: String?) { self = string.map { .string($0) } ?? .null }
}
