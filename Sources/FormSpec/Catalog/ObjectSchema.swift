import FormSpecJSON
import Foundation

/// The type of a spec property, as written in the catalog (`"string"`, `"enum:UITableViewCellStyle"`,
/// `"array:row"`, ...).
public indirect enum PropertyType: Sendable, Equatable, CustomStringConvertible {
    case string, boolean, number, integer, any
    /// A font's `name`: a PostScript name (a string); completion offers the catalog's `fonts`.
    case fontName
    /// `true`/`false` or an NSPredicate format string.
    case condition
    /// A row's default value: checked against the row type's value kind.
    case value
    /// `leftRightSelectorLeftOptionSelected`: a left value of the row's options.
    case leftOption
    case rowType
    /// `selectorOptions`: scalars or option objects.
    case options
    /// Key path → value dictionary applied to the cell.
    case cellConfig
    /// A string naming a case of the catalog enum.
    case enumeration(String)
    /// An array of case names of the catalog enum (a bitmask in XLForm).
    case flags(String)
    /// An object described by the named schema.
    case object(String)
    /// An array of objects described by the named schema.
    case array(String)
    /// An object with free keys whose values follow the named schema or type.
    case map(String)

    public init?(_ text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first ?? "", parts.count == 2 ? parts[1] : nil) {
        case ("string", nil): self = .string
        case ("fontName", nil): self = .fontName
        case ("boolean", nil): self = .boolean
        case ("number", nil): self = .number
        case ("integer", nil): self = .integer
        case ("any", nil): self = .any
        case ("condition", nil): self = .condition
        case ("value", nil): self = .value
        case ("leftOption", nil): self = .leftOption
        case ("rowType", nil): self = .rowType
        case ("options", nil): self = .options
        case ("cellConfig", nil): self = .cellConfig
        case ("enum", let name?): self = .enumeration(name)
        case ("flags", let name?): self = .flags(name)
        case ("object", let name?): self = .object(name)
        case ("array", let name?): self = .array(name)
        case ("map", let name?): self = .map(name)
        default: return nil
        }
    }

    /// Whether a node has a JSON type this property allows (hot path: no allocation).
    public func accepts(_ node: JSONNode) -> Bool {
        switch node.kind {
        case .string:
            return self == .string || self == .fontName || self == .rowType || self == .condition || self == .any
                || self == .value
                || self == .leftOption || isEnumeration
        case .number:
            return self == .number || self == .integer || self == .any || self == .value || self == .leftOption
        case .bool:
            return self == .boolean || self == .condition || self == .any || self == .value || self == .leftOption
        case .null: return self == .any || self == .value || self == .leftOption
        case .array:
            switch self {
            case .options, .flags, .array, .any, .value, .leftOption: return true
            default: return false
            }
        case .object:
            switch self {
            case .cellConfig, .object, .map, .any, .value, .leftOption: return true
            default: return false
            }
        case .invalid: return true
        }
    }

    private var isEnumeration: Bool { if case .enumeration = self { return true } else { return false } }

    /// JSON types a value of this property may have.
    public var jsonTypes: [String] {
        switch self {
        case .string, .fontName, .rowType, .enumeration: return ["string"]
        case .boolean: return ["boolean"]
        case .number, .integer: return ["number"]
        case .any, .value, .leftOption: return ["string", "number", "boolean", "array", "object", "null"]
        case .condition: return ["boolean", "string"]
        case .options, .flags, .array: return ["array"]
        case .cellConfig, .object, .map: return ["object"]
        }
    }

    /// Human wording for messages and hover ("a string", "true/false or a predicate string").
    public var description: String {
        switch self {
        case .string: return "a string"
        case .fontName: return "a font name"
        case .boolean: return "true or false"
        case .number: return "a number"
        case .integer: return "an integer"
        case .any: return "any value"
        case .condition: return "true, false or a predicate string"
        case .value: return "the row's value"
        case .leftOption: return "one of the row's left values"
        case .rowType: return "a row type name"
        case .options: return "an array of options"
        case .cellConfig: return "an object of key paths"
        case .enumeration(let e): return "one of \(e)'s cases"
        case .flags(let e): return "an array of \(e) names"
        case .object(let k): return "a \(k) object"
        case .array(let k): return "an array of \(k) objects"
        case .map(let k): return "an object of \(k) entries"
        }
    }
}

public struct PropertySchema: Sendable {
    public let name: String
    public let type: PropertyType
    public let doc: String
    public let isRequired: Bool
    public let defaultValue: JSONValue?
    /// Rows only: `-[XLFormRowDescriptor copyWithZone:]` carries it over to the copy that a
    /// multivalued section inserts (false for tag, value, requireMsg, ...).
    public let isCopied: Bool
}

/// The properties one kind of spec object may have.
public struct ObjectSchema: Sendable {
    public let kind: String
    public let doc: String
    public let properties: [PropertySchema]
    private let byName: [String: Int]
    /// Property positions by the UTF-8 length of the name, first declared first; empty unless
    /// every name is ASCII. An ASCII key (nearly every key of every object, looked up on every
    /// keystroke) is then found by comparing bytes instead of hashing: between ASCII strings,
    /// equal bytes are String equality (canonical equivalence).
    private let byLength: [[Int]]
    /// The properties' names as bytes, for `byLength`.
    private let nameBytes: [[UInt8]]

    /// Bit i set when `properties[i]` is required (schemas have at most 64 properties).
    public let requiredMask: UInt64

    init(kind: String, doc: String, properties: [PropertySchema]) {
        precondition(properties.count <= 64, "schema \(kind) has more than 64 properties")
        self.kind = kind
        self.doc = doc
        self.properties = properties
        byName = Dictionary(properties.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        var byLength = Array(repeating: [Int](), count: (properties.map(\.name.utf8.count).max() ?? 0) + 1)
        for (i, p) in properties.enumerated() { byLength[p.name.utf8.count].append(i) }
        nameBytes = properties.map { Array($0.name.utf8) }
        self.byLength = nameBytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } } ? byLength : []
        requiredMask = properties.enumerated().reduce(0) { mask, p in
            p.element.isRequired ? mask | (1 << UInt64(p.offset)) : mask
        }
    }

    public func property(_ name: String) -> PropertySchema? { index(of: name).map { properties[$0] } }

    /// Position of a property in `properties` (the first, should a name be declared twice).
    public func index(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { key -> Int?? in
            guard !byLength.isEmpty, key.allSatisfy({ $0 < 0x80 }) else { return .none }
            guard key.count < byLength.count else { return .some(nil) }
            for i in byLength[key.count]
            where key.isEmpty
                || nameBytes[i].withUnsafeBytes({ memcmp($0.baseAddress!, key.baseAddress!, key.count) == 0 })
            {
                return .some(i)
            }
            return .some(nil)
        } ?? byName[name]
    }
    public var propertyNames: [String] { properties.map(\.name) }
}

public struct EnumCase: Sendable {
    public let name: String
    /// The raw value KVC receives (an integer for UIKit enums, a string for string-backed ones).
    public let value: JSONValue
    public let doc: String?
}

public struct EnumInfo: Sendable {
    public let name: String
    public let doc: String
    public let cases: [EnumCase]

    public func enumCase(_ name: String) -> EnumCase? { cases.first { $0.name == name } }
    public var caseNames: [String] { cases.map(\.name) }
}

public struct ValidatorTypeInfo: Sendable {
    public let name: String
    public let required: [String]
    /// At least one of these must be present (range: min or max).
    public let requiredAny: [String]
    public let allowed: [String]
    public let defaultMessage: String?
    /// Regex of the built-in email validators.
    public let regex: String?
    public let doc: String
}
