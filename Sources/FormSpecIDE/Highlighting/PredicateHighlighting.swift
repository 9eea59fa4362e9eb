import FormSpec
import FormSpecJSON

/// Token types from LSP's predefined list; the raw values are the legend's names and the
/// declaration order is the legend's order.
public enum HighlightTokenType: String, CaseIterable, Sendable {
    case variable, property, `operator`, keyword, string, number, function, modifier

    public var legendIndex: Int { HighlightTokenType.allCases.firstIndex(of: self)! }
}

/// Token modifiers from LSP's predefined list; bit `n` is the legend's `n`-th modifier.
public struct HighlightModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let readonly = HighlightModifiers(rawValue: 1 << 0)
    public static let defaultLibrary = HighlightModifiers(rawValue: 1 << 1)

    public static let legend = ["readonly", "defaultLibrary"]
}

public struct HighlightToken: Sendable, Equatable {
    /// Document range; never spans lines (JSON strings hold no raw line breaks).
    public let range: TextRange
    public let type: HighlightTokenType
    public let modifiers: HighlightModifiers
}

/// Semantic tokens of the predicate strings. The rest of the document is left to the client's
/// JSON grammar.
///
/// - `$tag` → `variable` + `readonly` (a predicate only reads rows).
/// - `value`, `isHidden`, `isDisabled` after a tag → `property` + `defaultLibrary`; any other
///   key (an unknown attribute, which XLForm reads from the row's value) → `property`.
/// - Comparison operators, also the word ones (`CONTAINS`, `IN`, `LIKE`) → `operator`;
///   `[c]`, `[cd]` → one `modifier`; other reserved words → `keyword`.
/// - Literals → `string`, `number`; functions, `CAST`, `SUBQUERY` → `function` + `defaultLibrary`.
/// - Punctuation, format specifiers and stray characters get no token.
public enum PredicateHighlighting {
    public static func tokens(in index: TagIndex, within range: TextRange? = nil) -> [HighlightToken] {
        var result: [HighlightToken] = []
        guard let range else {
            for site in index.sites { result += tokens(of: site.tokens, in: site.literal) }
            return result
        }
        // The sites are in document order and do not overlap: those the range touches follow
        // one another from the first that ends at or after its start.
        let sites = index.sites
        for site in sites[sites.partitionPoint({ $0.literal.range.end >= range.start })...] {
            let literal = site.literal
            if literal.range.start > range.end { break }
            for token in tokens(of: site.tokens, in: literal)
            where range.start < token.range.end && token.range.start < range.end {
                result.append(token)
            }
        }
        return result
    }

    /// The highlighting of a predicate's tokens (kept with its facts: nothing is parsed again).
    static func tokens(of tokens: [SemanticToken], in literal: JSONString) -> [HighlightToken] {
        let source = Array(literal.value.utf8)
        var result: [HighlightToken] = []
        var previous: SemanticToken?
        for token in tokens {
            defer { previous = token }
            let text = String(decoding: source[token.range.start..<token.range.end], as: UTF8.self)
            guard let (type, modifiers) = classify(token, text: text) else { continue }
            // `[`, `c`, `]` are three lexer tokens; one modifier token reads better.
            if type == .modifier, previous?.kind == .modifier, previous?.range.end == token.range.start,
                let last = result.last, last.type == .modifier
            {
                result[result.count - 1] = HighlightToken(
                    range: TextRange(last.range.start, literal.sourceRange(forValueRange: token.range).end),
                    type: .modifier, modifiers: [])
                continue
            }
            result.append(
                HighlightToken(
                    range: literal.sourceRange(forValueRange: token.range), type: type, modifiers: modifiers))
        }
        return result
    }

    private static func classify(_ token: SemanticToken, text: String) -> (HighlightTokenType, HighlightModifiers)? {
        switch token.kind {
        case .variable: return token.range.length > 1 ? (.variable, .readonly) : nil  // not a lone `$`
        case .attribute:
            return XLFormAttribute.known.contains(text) ? (.property, .defaultLibrary) : (.property, [])
        case .keyPath: return (.property, [])
        case .keyword: return (.keyword, [])
        case .operator: return (.operator, [])
        case .string: return (.string, [])
        case .number: return (.number, [])
        case .function: return (.function, .defaultLibrary)
        case .modifier: return (.modifier, [])
        case .punctuation, .formatSpecifier, .invalid: return nil
        }
    }
}

/// The row attributes XLForm's rewrite keeps after `$tag.`.
enum XLFormAttribute {
    static let known: [String] = ["value", "isHidden", "isDisabled"]
}
