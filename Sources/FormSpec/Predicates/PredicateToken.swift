import FormSpecJSON

/// Reserved words of the format-string language (case-insensitive). A reserved word cannot be
/// a key unless escaped with `#`.
enum Keyword: String, CaseIterable, Sendable {
    case and = "AND", or = "OR", not = "NOT", `in` = "IN"
    case all = "ALL", any = "ANY", some = "SOME", none = "NONE"
    case like = "LIKE", caseInsensitive = "CASEINSENSITIVE", ci = "CI", matches = "MATCHES"
    case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", between = "BETWEEN"
    case null = "NULL", `nil` = "NIL", `self` = "SELF"
    case `true` = "TRUE", yes = "YES", `false` = "FALSE", no = "NO"
    case first = "FIRST", last = "LAST", size = "SIZE"
    case anyKey = "ANYKEY", subquery = "SUBQUERY", fetch = "FETCH", cast = "CAST"
    case truePredicate = "TRUEPREDICATE", falsePredicate = "FALSEPREDICATE"
    case utiConformsTo = "UTI-CONFORMS-TO", utiEquals = "UTI-EQUALS"

    private static let byUppercase: [String: Keyword] = {
        var map: [String: Keyword] = [:]
        for k in allCases { map[k.rawValue] = k }
        return map
    }()

    /// Bit `letter - 'A'` of `firstLetters[n]` is set when a keyword of `n` bytes starts with that
    /// letter: most identifiers (tags, keys) are told apart from every keyword by these alone.
    private static let firstLetters: [UInt32] = {
        var masks = [UInt32](repeating: 0, count: 16)
        for k in allCases {
            let bytes = Array(k.rawValue.utf8)
            masks[bytes.count] |= 1 << UInt32(bytes[0] - UInt8(ascii: "A"))
        }
        return masks
    }()

    /// The keyword spelled by an identifier, ignoring ASCII case.
    static func lookup(_ identifier: String) -> Keyword? {
        let utf8 = identifier.utf8
        guard utf8.count <= 15 else { return nil }
        // ASCII is uppercased byte by byte, without the Unicode tables `uppercased()` reads;
        // keywords are letters and '-', so other ASCII is none. Other text may uppercase to one
        // ("ſelf" is "SELF").
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "-"):
                continue
            case 0x80...: return byUppercase[identifier.uppercased()]
            default: return nil
            }
        }
        guard let first = utf8.first,
            firstLetters[utf8.count] & (1 << UInt32((first & ~0x20) &- UInt8(ascii: "A"))) != 0
        else { return nil }
        let upper = String(unsafeUninitializedCapacity: utf8.count) { buffer in
            for (i, byte) in utf8.enumerated() { buffer[i] = byte >= UInt8(ascii: "a") ? byte - 0x20 : byte }
            return utf8.count
        }
        return byUppercase[upper]
    }
}

enum OperatorToken: String, Sendable {
    case equal = "==", assignEqual = "=", notEqual = "!=", diamond = "<>"
    case less = "<", lessOrEqual = "<=", lessOrEqualAlt = "=<"
    case greater = ">", greaterOrEqual = ">=", greaterOrEqualAlt = "=>"
    case andAnd = "&&", orOr = "||", bang = "!"
    case plus = "+", minus = "-", star = "*", slash = "/", power = "**"
    case ampersand = "&", pipe = "|", caret = "^", tilde = "~", shiftLeft = "<<", shiftRight = ">>"
    case assign = ":="
}

enum PunctuationToken: String, Sendable {
    case openParen = "(", closeParen = ")", openBrace = "{", closeBrace = "}"
    case openBracket = "[", closeBracket = "]", comma = ",", dot = "."
}

/// A lexical token of the rewritten (parsed) text.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        /// A C identifier that is not a reserved word.
        case identifier(String)
        /// `#word`: a key that may be a reserved word.
        case escapedIdentifier(String)
        /// `@count`, `@sum`, ...
        case atIdentifier(String)
        /// `$name`; the name is empty after a lone `$`.
        case variable(String)
        /// `modulus:by:` — an NSExpression function selector written out.
        case selector(String)
        case keyword(Keyword)
        case integer(Int64)
        case double(Double)
        case string(String)
        case punctuation(PunctuationToken)
        case op(OperatorToken)
        /// `%@`, `%K`, `%d`, `%%` ...: needs format arguments, which a spec never has.
        case formatSpecifier(String)
        /// Characters that start no token.
        case invalid
        case endOfInput
    }

    var kind: Kind
    var range: TextRange
}

/// What a token is, for semantic highlighting. Ranges are in the original source.
public enum SemanticTokenKind: String, Sendable, Hashable, CaseIterable {
    /// `$tag`
    case variable
    /// The attribute right after a variable: `value`, `isHidden`, `isDisabled`.
    case attribute
    /// Any other key of a key path (`foo` in `$a.value.foo`, `@count`, `SELF`-relative keys).
    case keyPath
    case keyword
    case `operator`
    case string
    case number
    case punctuation
    /// `lowercase`, `CAST`, `SUBQUERY`, `FUNCTION`, ...
    case function
    /// The `[cd]` of a comparison.
    case modifier
    /// `%@` and friends.
    case formatSpecifier
    /// Text that is not a token.
    case invalid
}

public struct SemanticToken: Sendable, Hashable {
    public var kind: SemanticTokenKind
    public var range: TextRange
}
