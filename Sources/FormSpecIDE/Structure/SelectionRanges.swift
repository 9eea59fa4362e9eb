import FormSpec
import FormSpecJSON

/// Expand-selection steps at a position, innermost first: the string's content, the literal,
/// the member (`"key": value`), the enclosing object or array, its member, ... up to the document.
/// Inside a predicate string the steps start at its token and go through its sub-expressions.
public enum SelectionRanges {
    /// Steps kept, innermost first. Clients nest each step in its parent, so the answer's
    /// depth is the step count: a predicate of thousands of parentheses would otherwise make a
    /// response too deep to build, encode or free without exhausting the stack.
    public static let maximumSteps = 256

    public static func at(_ offset: Int, in document: SpecDocument) -> [TextRange] {
        guard let root = document.syntax.root else { return [] }
        var ranges: [TextRange] = [root.range]
        for step in root.path(to: offset) {
            switch step {
            case .member(let m):
                ranges.append(m.range)
                if m.key.range.touches(offset), !(m.value?.range.touches(offset) ?? false) {
                    ranges.append(m.key.range)
                    if !m.key.contentRange.isEmpty, m.key.contentRange.touches(offset) {
                        ranges.append(m.key.contentRange)
                    }
                } else if let v = m.value {
                    ranges.append(v.range)
                    if let s = v.string, !s.contentRange.isEmpty, s.contentRange.touches(offset) {
                        ranges.append(s.contentRange)
                    }
                }
            case .element(_, let node):
                ranges.append(node.range)
                if let s = node.string, !s.contentRange.isEmpty, s.contentRange.touches(offset) {
                    ranges.append(s.contentRange)
                }
            }
        }
        if let site = PredicateSite.at(offset, in: document), site.literal.contentRange.touches(offset) {
            ranges += PredicateSelectionRanges.at(offset, in: site)
        }
        // Innermost first, each strictly inside the next.
        var result: [TextRange] = []
        for r in ranges.reversed() where result.last.map({ $0 != r && r.contains($0) }) ?? true {
            result.append(r)
            if result.count == maximumSteps { break }
        }
        return result
    }
}
