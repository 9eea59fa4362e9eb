import FormSpecJSON

/// A JSON-RPC request id. LSP allows integers and strings; anything else makes the message invalid.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
    case integer(Int64)
    case string(String)

    /// The id of a request, or nil when `value` is not a valid id.
    public init?(_ value: JSONValue) {
        switch value {
        case .integer(let i): self = .integer(i)
        case .string(let s): self = .string(s)
        // Some clients produce whole numbers as doubles.
        case .double(let d):
            guard let i = Int64(exactly: d) else { return nil }
            self = .integer(i)
        default: return nil
        }
    }

    public var json: JSONValue {
        switch self {
        case .integer(let i): return .integer(i)
        case .string(let s): return .string(s)
        }
    }

    public var description: String {
        switch self {
        case .integer(let i): return String(i)
        case .string(let s): return "\"\(s)\""
        }
    }
}
