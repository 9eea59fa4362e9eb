import FormSpec
import FormSpecJSON

/// Expand-selection steps inside a predicate string, outermost first: the whole predicate,
/// compounds (AND / OR / NOT), parenthesised groups with and without their parentheses,
/// comparisons, sub-expressions (`$a.value`, arithmetic, function calls) and the token at the
/// position.
enum PredicateSelectionRanges {
    static func at(_ offset: Int, in site: PredicateSite) -> [TextRange] {
        let parsed = site.parsed
        let position = site.literal.valueOffset(forSourceOffset: offset)
        let end = parsed.source.utf8.count
        var candidates: Set<TextRange> = []
        func consider(_ r: TextRange) {
            let clamped = TextRange(min(r.start, end), min(r.end, end))
            if !clamped.isEmpty, clamped.touches(position) { candidates.insert(clamped) }
        }
        if let root = parsed.predicate { PredicateTree.walk(root) { consider($0.range) } }
        let bytes = Array(parsed.source.utf8)
        for group in parenthesizedGroups(parsed, bytes) where group.touches(position) {
            consider(group)
            consider(trimmed(TextRange(group.start + 1, group.end - 1), in: bytes))
        }
        // The token itself: the one starting at the position wins over the one ending there.
        if let token = parsed.tokens.first(where: { $0.range.contains(position) })
            ?? parsed.tokens.last(where: { $0.range.touches(position) })
        {
            consider(token.range)
        }
        // Outermost first; ranges of a tree are nested, so longer means further out.
        return candidates.sorted { ($0.length, $1.start) > ($1.length, $0.start) }.map(site.range)
    }

    /// The range without the whitespace at its ends.
    private static func trimmed(_ range: TextRange, in bytes: [UInt8]) -> TextRange {
        var (start, end) = (range.start, range.end)
        while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return TextRange(start, end)
    }

    /// `( ... )` pairs from the tokens (the tree keeps the inner range of a group).
    private static func parenthesizedGroups(_ parsed: ParsedPredicate, _ source: [UInt8]) -> [TextRange] {
        var open: [Int] = []
        var groups: [TextRange] = []
        for token in parsed.tokens where token.kind == .punctuation && token.range.length == 1 {
            switch source[token.range.start] {
            case UInt8(ascii: "("): open.append(token.range.start)
            case UInt8(ascii: ")"): if let start = open.popLast() { groups.append(TextRange(start, token.range.end)) }
            default: break
            }
        }
        return groups
    }
}
