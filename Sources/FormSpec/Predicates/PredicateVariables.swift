/// The result of looking up `$name`.
public enum VariableLookup: Sendable {
    case bound(RuntimeValue?)
    /// No such variable: evaluation fails with "Can't get value for 'name' in bindings".
    case unbound
}

/// The substitution variables of an evaluation (`evaluateWithObject:substitutionVariables:`).
/// XLForm binds every tagged row of the form, hidden or not, to its tag. The variables are
/// also the context in which key-value coding reads the objects they are bound to.
public protocol PredicateVariables: KeyValueContext {
    func lookup(_ name: String) -> VariableLookup
}

/// Variables from a dictionary.
public struct VariableBindings: PredicateVariables, Sendable, ExpressibleByDictionaryLiteral {
    public var values: [String: RuntimeValue]

    public init(_ values: [String: RuntimeValue] = [:]) {
        self.values = values
    }

    public init(dictionaryLiteral elements: (String, RuntimeValue)...) {
        values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    public func lookup(_ name: String) -> VariableLookup {
        if let v = values[name] { return .bound(v) }
        return .unbound
    }
}
