import FormSpecJSON

/// What the predicate language allows at a cursor position, for completion.
public struct PredicateCompletionContext: Sendable, Hashable {
    /// What may be written at the cursor (or in place of the word being typed).
    public var expected: Set<ExpectedToken>
    /// The word being typed that ends at the cursor (`$ta`, `CONT`, `isHid`), if any.
    public var prefix: String
    /// The source range a chosen completion replaces (the word being typed, or empty at the
    /// cursor). For a variable it starts after the `$`.
    public var replacementRange: TextRange
    /// True when the cursor is inside a quoted string, where nothing is completed.
    public var insideString: Bool
}

public enum PredicateCompletion {
    /// The context at byte `offset` of `source`. Only the text before the cursor is looked at,
    /// without XLForm's rewriting (which would turn a half-typed `$ta` into `$ta.value`).
    public static func context(in source: String, at offset: Int) -> PredicateCompletionContext {
        var bytes = Array(source.utf8)
        var cursor = min(max(offset, 0), bytes.count)
        while cursor > 0, cursor < bytes.count, bytes[cursor] & 0xC0 == 0x80 { cursor -= 1 }
        bytes = Array(bytes[0..<cursor])
        let lexer = PredicateLexer.tokenize(bytes)
        let tokens = lexer.tokens.dropLast()  // end of input
        let empty = TextRange.empty(at: cursor)
        guard let last = tokens.last, last.range.end == cursor else {
            return PredicateCompletionContext(
                expected: expectations(bytes, upTo: cursor), prefix: "", replacementRange: empty, insideString: false)
        }
        let text = String(decoding: bytes[last.range.start..<last.range.end], as: UTF8.self)
        switch last.kind {
        case .string:
            let closed = last.range.length >= 2 && bytes[last.range.end - 1] == bytes[last.range.start]
            if !closed {
                return PredicateCompletionContext(expected: [], prefix: "", replacementRange: empty, insideString: true)
            }
        case .variable(let name):
            let nameRange = TextRange(last.range.start + 1, cursor)
            return PredicateCompletionContext(
                expected: [.variableName], prefix: name, replacementRange: nameRange, insideString: false)
        case .identifier, .keyword, .atIdentifier, .escapedIdentifier, .selector:
            return PredicateCompletionContext(
                expected: expectations(bytes, upTo: last.range.start), prefix: text, replacementRange: last.range,
                insideString: false)
        default:
            break
        }
        return PredicateCompletionContext(
            expected: expectations(bytes, upTo: cursor), prefix: "", replacementRange: empty, insideString: false)
    }

    private static func expectations(_ bytes: [UInt8], upTo end: Int) -> Set<ExpectedToken> {
        let prefix = String(decoding: bytes[0..<end], as: UTF8.self)
        return PredicateFormat.parse(prefix).expectedAtEnd
    }
}
