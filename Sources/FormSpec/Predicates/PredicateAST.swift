import FormSpecJSON

/// A parsed predicate. Every node carries the byte range it came from in the original source
/// (for XLForm strings: the string before `$tag` rewriting; synthesized `.value` keys get an
/// empty range at the point of insertion).
public struct PredicateNode: Sendable, Hashable {
    public var kind: PredicateKind
    public var range: TextRange

    public init(_ kind: PredicateKind, _ range: TextRange) {
        self.kind = kind
        self.range = range
    }
}

public indirect enum PredicateKind: Sendable, Hashable {
    /// `TRUEPREDICATE`
    case truePredicate
    /// `FALSEPREDICATE`
    case falsePredicate
    /// `a AND b AND c`, flattened.
    case and([PredicateNode])
    /// `a OR b OR c`, flattened.
    case or([PredicateNode])
    /// `NOT p`, `! p`
    case not(PredicateNode)
    case comparison(ComparisonPredicate)
    /// Placeholder where the parser found no predicate (the error is reported separately).
    case invalid
}

/// `ANY`/`SOME`, `ALL` and `NONE` in front of a comparison.
public enum ComparisonModifier: String, Sendable, Hashable {
    case direct = ""
    case any = "ANY"
    case all = "ALL"
    case none = "NONE"
}

public enum ComparisonOperator: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case between = "BETWEEN"
    case contains = "CONTAINS"
    case `in` = "IN"
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case like = "LIKE"
    case matches = "MATCHES"
    case utiConformsTo = "UTI-CONFORMS-TO"
    case utiEquals = "UTI-EQUALS"

    /// `<`, `<=`, `>`, `>=`: the operators that need `compare:`.
    public var isOrdering: Bool {
        switch self {
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return true
        default: return false
        }
    }

    /// Operators that only make sense on strings.
    public var isStringOperator: Bool {
        switch self {
        case .beginsWith, .endsWith, .like, .matches: return true
        default: return false
        }
    }
}

public struct ComparisonPredicate: Sendable, Hashable {
    public var modifier: ComparisonModifier
    public var modifierRange: TextRange?
    public var left: ExpressionNode
    public var op: ComparisonOperator
    public var operatorRange: TextRange
    public var options: ComparisonOptions
    /// The `[cd]` brackets, when written.
    public var optionsRange: TextRange?
    public var right: ExpressionNode
}

public struct ExpressionNode: Sendable, Hashable {
    public var kind: ExpressionKind
    public var range: TextRange

    public init(_ kind: ExpressionKind, _ range: TextRange) {
        self.kind = kind
        self.range = range
    }
}

public indirect enum ExpressionKind: Sendable, Hashable {
    /// A string, number, boolean or null literal.
    case constant(Constant)
    /// `SELF`: the row or section being evaluated.
    case evaluatedObject
    /// `$name`
    case variable(String)
    /// `a.b.@count`. `base` nil means the path starts at SELF without writing it.
    case keyPath(base: ExpressionNode?, components: [KeyPathComponent])
    /// `x[0]`, `x[FIRST]`, `x[LAST]`, `x[SIZE]`
    case index(base: ExpressionNode, index: IndexSelector)
    /// `{a, b, c}`
    case aggregate([ExpressionNode])
    /// `a + b`, `a ** b`, `a & b`, ...
    case arithmetic(Arithmetic.Operator, ExpressionNode, ExpressionNode)
    /// Unary `-x`.
    case negate(ExpressionNode)
    /// Unary `~x`.
    case onesComplement(ExpressionNode)
    /// `lowercase(x)`, `CAST(x, 'NSDate')`, `FUNCTION(x, 'sel')`, ...
    case function(FunctionCall)
    /// `SUBQUERY(collection, $x, predicate)`
    case subquery(Subquery)
    /// `$x := value`
    case assignment(variable: String, value: ExpressionNode)
    /// Placeholder where the parser found no expression (the error is reported separately).
    case invalid
}

public enum Constant: Sendable, Hashable {
    case string(String)
    case integer(Int64)
    case double(Double)
    /// `TRUE`/`YES`/`FALSE`/`NO`: an NSNumber made from a BOOL.
    case bool(Bool)
    /// `NULL`/`NIL`
    case null

    public var runtimeValue: RuntimeValue? {
        switch self {
        case .string(let s): return .string(s)
        case .integer(let i): return .integer(i)
        case .double(let d): return .double(d)
        case .bool(let b): return .bool(b)
        case .null: return nil
        }
    }
}

public struct KeyPathComponent: Sendable, Hashable {
    /// The key as KVC sees it (`value`, `@count`); a `#` escape is removed.
    public var name: String
    public var range: TextRange
    /// True for the `.value` XLForm inserts after a bare `$tag`.
    public var isSynthesized: Bool

    public init(name: String, range: TextRange, isSynthesized: Bool = false) {
        self.name = name
        self.range = range
        self.isSynthesized = isSynthesized
    }
}

public enum IndexSelector: Sendable, Hashable {
    case expression(ExpressionNode)
    case first
    case last
    case size
}

public struct FunctionCall: Sendable, Hashable {
    public enum Syntax: Sendable, Hashable {
        /// `name(args)` / `name:(args)` for the built-in NSExpression functions.
        case call
        /// `CAST(value, 'Class')`
        case cast
        /// `FUNCTION(receiver, 'selector', args...)`
        case custom
    }

    /// Canonical NSExpression function name (`lowercase:`, `now`, `castObject:toType:`), or the
    /// name as written when it is not a known function, or `FUNCTION`.
    public var name: String
    public var nameRange: TextRange
    public var arguments: [ExpressionNode]
    public var syntax: Syntax
}

public struct Subquery: Sendable, Hashable {
    public var collection: ExpressionNode
    public var variable: String
    public var variableRange: TextRange
    public var predicate: PredicateNode
}
