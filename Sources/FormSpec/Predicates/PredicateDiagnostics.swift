import FormSpecJSON

/// What the parser would have accepted at a position. The completion engine turns these into
/// items; messages use `description`.
public enum ExpectedToken: Hashable, Sendable, CustomStringConvertible {
    /// The start of a predicate: `NOT`, `ANY`/`ALL`/`NONE`/`SOME`, `TRUEPREDICATE`,
    /// `FALSEPREDICATE`, `(`, or a value followed by a comparison.
    case predicate
    /// A value: literal, `$variable`, key path, function call, `(`, `{`, unary `-`.
    case value
    /// The name after `$`.
    case variableName
    /// A key after `.` (`value`, `isHidden`, `@count`, ...).
    case keyPathComponent
    /// `==`, `<`, `CONTAINS`, `IN`, `BETWEEN`, ...
    case comparisonOperator
    /// `[c]`, `[d]`, `[cd]` right after a comparison operator.
    case comparisonOptions
    /// `+`, `-`, `*`, `/`, `**`, `&`, `|`, `^`, `<<`, `>>` after a value.
    case arithmeticOperator
    /// `.key` or `[index]` after a value.
    case memberAccess
    /// `AND`, `OR`
    case logicalOperator
    /// `FIRST`, `LAST`, `SIZE` inside `[ ]`.
    case indexKeyword
    /// A specific punctuation mark: `)`, `]`, `}`, `,`, `(`.
    case punctuation(String)
    case endOfInput

    public var description: String {
        switch self {
        case .predicate: return "a predicate"
        case .value: return "a value"
        case .variableName: return "a variable name"
        case .keyPathComponent: return "a key"
        case .comparisonOperator: return "a comparison operator"
        case .comparisonOptions: return "[c], [d] or [cd]"
        case .arithmeticOperator: return "an arithmetic operator"
        case .memberAccess: return "'.' or '['"
        case .logicalOperator: return "AND or OR"
        case .indexKeyword: return "FIRST, LAST or SIZE"
        case .punctuation(let p): return "'\(p)'"
        case .endOfInput: return "the end of the predicate"
        }
    }
}

/// A syntax error. `NSPredicate predicateWithFormat:` raises for each of these, and XLForm does
/// not catch it: the app crashes when the row's `hidden`/`disabled` is set.
public struct PredicateSyntaxError: Sendable, Hashable, CustomStringConvertible {
    public var range: TextRange
    public var message: String
    /// What would have been accepted at `range.start`.
    public var expected: Set<ExpectedToken>

    public init(range: TextRange, message: String, expected: Set<ExpectedToken> = []) {
        self.range = range
        self.message = message
        self.expected = expected
    }

    public var description: String { "\(range): \(message)" }
}

/// Something that parses but is probably not what was meant.
public struct PredicateWarning: Sendable, Hashable, CustomStringConvertible {
    public enum Code: String, Sendable, Hashable {
        /// `\d` in a string literal: not an escape the predicate lexer knows; kept as written.
        case unknownEscape
        /// `sum(1, 2)`: a known function with the wrong number of arguments. Foundation
        /// accepts the text and raises when it evaluates it.
        case functionArity
        /// `$size`: a reserved word used as a variable name.
        case reservedWordVariable
        /// An operator whose precedence is undocumented by Apple (`&`, `|`, `^`, `<<`, `>>`, `**`)
        /// mixed with other operators without parentheses.
        case undocumentedPrecedence
    }

    public var code: Code
    public var range: TextRange
    public var message: String

    public var description: String { "\(range): \(message)" }
}
