import FormSpecJSON

/// A value read from the spec together with the node it came from, so every finding about it
/// can point at the exact bytes.
public struct Located<Value: Sendable>: Sendable {
    public let value: Value
    public let node: JSONNode

    public init(_ value: Value, _ node: JSONNode) {
        self.value = value
        self.node = node
    }

    public var range: TextRange { node.range }
}

extension Located where Value == String {
    /// The string literal, for ranges inside the text (through escapes).
    public var literal: JSONString? { node.string }
}

/// `hidden` / `disabled`: a constant or an NSPredicate format string.
public enum Condition: Sendable {
    case constant(Bool, JSONNode)
    case predicate(JSONString, JSONNode)

    public var node: JSONNode {
        switch self {
        case .constant(_, let n), .predicate(_, let n): return n
        }
    }

    public var predicateSource: JSONString? {
        if case .predicate(let s, _) = self { return s }
        return nil
    }
}

/// Which of a row's `hidden` / `disabled` properties.
public enum ConditionKind: String, Sendable, CaseIterable {
    case hidden
    case disabled
}
