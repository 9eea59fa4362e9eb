import FormSpecJSON

extension Optional where Wrapped == JSONValue {
    /// nil for absent and for `null`. (Beware `x.isNull ? nil : x`: JSONValue is
    /// ExpressibleByNilLiteral, so that `nil` would be `.null`.)
    var nonNull: JSONValue? {
        switch self {
        case .none, .some(.null): return .none
        case .some(let value): return .some(value)
        }
    }
}
