import FormSpecJSON

/// Why a predicate could not be evaluated. On iOS each of these is an Objective-C exception that
/// XLForm catches, keeping the row's previous hidden/disabled state.
public struct EvaluationError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// `$x` has no binding ("Can't get value for 'x' in bindings").
        case unknownVariable
        /// Key-value coding found no such key on the object.
        case unknownKey
        /// An operator or function got operands of the wrong class.
        case typeMismatch
        /// A MATCHES pattern is not a valid ICU regular expression.
        case invalidRegex
        /// A regular expression ran past its time budget.
        case regexTimeout
        /// The construct parses but has no meaning outside Apple platforms (UTI, FUNCTION, ...).
        case unsupported
        /// Arithmetic that Foundation refuses, e.g. decimal division by zero.
        case arithmetic
        /// A property whose value depends on itself (a row hidden by its own `isHidden`).
        case cycle
    }

    public var kind: Kind
    public var message: String
    /// The part of the predicate that failed, in the coordinates of the parsed source.
    public var range: TextRange?

    public init(_ kind: Kind, _ message: String, range: TextRange? = nil) {
        self.kind = kind
        self.message = message
        self.range = range
    }

    public var description: String { message }

    public static func unknownVariable(_ name: String) -> EvaluationError {
        EvaluationError(.unknownVariable, "Can't get value for '\(name)' in bindings")
    }

    public static func unknownKey(_ key: String, on className: String) -> EvaluationError {
        EvaluationError(
            .unknownKey,
            "[<\(className)> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }

    public static func typeMismatch(_ message: String) -> EvaluationError {
        EvaluationError(.typeMismatch, message)
    }

    func located(at range: TextRange) -> EvaluationError {
        var copy = self
        if copy.range == nil { copy.range = range }
        return copy
    }
}
