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

/// A set of `ExpectedToken`s as bits. The parser notes what it would accept at every token and
/// needs the set itself only for an error or at the end: a `Set` per token cost more than the
/// parse.
struct ExpectedSet {
    private var bits: UInt32 = 0
    /// Punctuation the parser expects, one bit each; any other is kept in `others`.
    private static let marks = ["(", ")", "[", "]", "{", "}", ","]
    private var others: Set<ExpectedToken> = []

    private static let cases: [ExpectedToken] = [
        .predicate, .value, .variableName, .keyPathComponent, .comparisonOperator, .comparisonOptions,
        .arithmeticOperator, .memberAccess, .logicalOperator, .indexKeyword, .endOfInput,
    ]

    mutating func insert(_ e: ExpectedToken) {
        switch e {
        case .predicate: bits |= 1 << 0
        case .value: bits |= 1 << 1
        case .variableName: bits |= 1 << 2
        case .keyPathComponent: bits |= 1 << 3
        case .comparisonOperator: bits |= 1 << 4
        case .comparisonOptions: bits |= 1 << 5
        case .arithmeticOperator: bits |= 1 << 6
        case .memberAccess: bits |= 1 << 7
        case .logicalOperator: bits |= 1 << 8
        case .indexKeyword: bits |= 1 << 9
        case .endOfInput: bits |= 1 << 10
        case .punctuation(let p):
            if let i = Self.marks.firstIndex(of: p) { bits |= 1 << (16 + i) } else { others.insert(e) }
        }
    }

    var tokens: Set<ExpectedToken> {
        var set = others
        for (i, e) in Self.cases.enumerated() where bits & (1 << i) != 0 { set.insert(e) }
        for (i, p) in Self.marks.enumerated() where bits & (1 << (16 + i)) != 0 { set.insert(.punctuation(p)) }
        return set
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
