import FormSpec
import FormSpecJSON

/// The comparison being typed at a position whose left side reads a row: `$kind == ‸`,
/// `$kind.value.formValue IN {'a', ‸`, `$on.isHidden != ‸`. Completion proposes values that
/// fit that row on the right.
struct OpenComparison {
    let tag: String
    /// `value`, `isHidden` or `isDisabled` (`value` when XLForm inserts it).
    let attribute: String
    /// Keys after the attribute, e.g. `formValue`.
    let keyPath: [String]
    let op: ComparisonOperator
    /// `$tag` alone, without an attribute written.
    let isBare: Bool
    /// End of the left operand in the predicate text: where `.formValue` would be added.
    let leftEnd: Int

    /// The comparison whose right side is missing at `offset` (only the text before it is read).
    static func before(_ offset: Int, in text: String) -> OpenComparison? {
        let prefix = String(decoding: Array(text.utf8)[0..<min(offset, text.utf8.count)], as: UTF8.self)
        guard let root = PredicateFormat.parse(prefix).predicate else { return nil }
        let open = PredicateShapes.comparisons(in: root).last { isMissing($0.right.expression) }
        guard let open else { return nil }
        let left = open.left.expression
        switch left.kind {
        case .variable(let tag):
            return OpenComparison(
                tag: tag, attribute: "value", keyPath: [], op: open.op, isBare: true, leftEnd: left.range.end)
        case .keyPath(let base?, let components):
            guard case .variable(let tag) = base.kind, let first = components.first else { return nil }
            return OpenComparison(
                tag: tag, attribute: first.name, keyPath: components.dropFirst().map(\.name), op: open.op,
                isBare: false, leftEnd: left.range.end)
        default:
            return nil
        }
    }

    /// Nothing written yet on the right, or an unfinished `{a, ` list.
    private static func isMissing(_ e: ExpressionNode) -> Bool {
        switch e.kind {
        case .invalid: return true
        case .aggregate(let items):
            return items.last.map { if case .invalid = $0.kind { return true } else { return false } } ?? true
        default: return false
        }
    }
}
