import FormSpecJSON

/// A `hidden` / `disabled` predicate compiled for evaluation against a form's rows.
///
/// Nearly every XLForm predicate is comparisons between row properties (`$tag.value…`,
/// `$tag.isHidden`) and constants, joined by AND, OR and NOT. Such a predicate is compiled
/// into that shape, with each `$tag` numbered (`TagSlot`), so that evaluating it reaches the
/// row by index instead of looking the tag up by name; any other predicate is kept whole
/// (`.general`) for `PredicateEvaluator`. Both evaluate with the same comparison, key-value
/// coding and variable rules (`FormState.evaluate(_:of:)`; `PreviewEngineTests` compares them).
indirect enum RowPredicate: Sendable {
    case constant(Bool)
    case and(RowPredicate, RowPredicate)
    case or(RowPredicate, RowPredicate)
    case not(RowPredicate)
    case comparison(ComparisonOperator, ComparisonOptions, RowOperand, RowOperand)
    /// Any other shape, evaluated by `PredicateEvaluator` with SELF the row or section.
    case general(PredicateNode)

    init(_ node: PredicateNode, tags: inout TagSlots) {
        self = Self.compiled(node, &tags) ?? .general(node)
    }

    private static func compiled(_ node: PredicateNode, _ tags: inout TagSlots) -> RowPredicate? {
        switch node.kind {
        case .truePredicate: return .constant(true)
        case .falsePredicate: return .constant(false)
        case .and(let items): return joined(items, decisive: false, &tags)
        case .or(let items): return joined(items, decisive: true, &tags)
        case .not(let inner): return compiled(inner, &tags).map(RowPredicate.not)
        case .comparison(let c):
            guard c.modifier == .direct, let left = RowOperand(c.left, &tags), let right = RowOperand(c.right, &tags)
            else { return nil }
            return .comparison(c.op, c.options, left, right)
        case .invalid: return nil
        }
    }

    /// `a AND b AND c AND d` as `(a AND b) AND (c AND d)`: the same order, stopping at the same
    /// item, and a tree as deep as the logarithm of the items (the parser bounds nesting, not
    /// width: a 20,000-term OR as a chain would exhaust the stack walking it).
    ///
    /// `decisive`: the value that ends the list (false for AND, true for OR); an empty list
    /// is the other one.
    private static func joined(_ nodes: [PredicateNode], decisive: Bool, _ tags: inout TagSlots) -> RowPredicate? {
        var items: [RowPredicate] = []
        for node in nodes {
            guard let item = compiled(node, &tags) else { return nil }
            items.append(item)
        }
        guard !items.isEmpty else { return .constant(!decisive) }
        func balanced(_ part: ArraySlice<RowPredicate>) -> RowPredicate {
            guard part.count > 1 else { return part[part.startIndex] }
            let middle = part.startIndex + part.count / 2
            let (first, second) = (balanced(part[..<middle]), balanced(part[middle...]))
            return decisive ? .or(first, second) : .and(first, second)
        }
        return balanced(items[...])
    }
}

/// A side of a compiled comparison: a constant (or a `{…}` of constants), `now()`, or a key
/// path on a `$tag` row.
enum RowOperand: Sendable {
    case constant(RuntimeValue?)
    case now
    /// `$tag` or `$tag.value`, the commonest operand.
    case value(TagSlot)
    /// `$tag.value.formValue`, how predicates read a selector's choice.
    case optionValue(TagSlot)
    /// `$tag.value.rest…`.
    case valueKeyPath(TagSlot, [String])
    /// `$tag.isHidden`, `$tag.isDisabled`: evaluate that condition when it is dirty.
    case condition(TagSlot, ConditionKind)
    /// `$tag.key.rest…` for another key of the row (`title`, `sectionDescriptor`, …).
    case rowKeyPath(TagSlot, String, [String])

    init?(_ expression: ExpressionNode, _ tags: inout TagSlots) {
        switch expression.kind {
        case .constant(let c):
            self = .constant(c.runtimeValue)
        case .aggregate(let items):
            var values: [RuntimeValue] = []
            for item in items {
                guard case .constant(let c) = item.kind else { return nil }
                values.append(c.runtimeValue ?? .null)
            }
            self = .constant(.array(values))
        case .function(let call) where call.syntax == .call && call.name == "now" && call.arguments.isEmpty:
            self = .now
        case .keyPath(let base?, let components):
            guard case .variable(let tag) = base.kind, let first = components.first else { return nil }
            let row = TagSlot(tag: tag, slot: tags.slot(tag))
            let rest = components.dropFirst().map(\.name)
            switch (first.name, rest.isEmpty) {
            case ("value", true): self = .value(row)
            case ("value", false) where rest == ["formValue"]: self = .optionValue(row)
            case ("value", false): self = .valueKeyPath(row, rest)
            case ("isHidden", true): self = .condition(row, .hidden)
            case ("isDisabled", true): self = .condition(row, .disabled)
            default: self = .rowKeyPath(row, first.name, rest)
            }
        default:
            return nil
        }
    }
}

/// A `$tag` of a compiled predicate, with its number in `CompiledForm.tags`.
struct TagSlot: Sendable {
    let tag: String
    let slot: Int
}

/// Tags numbered in the order first met, matched byte for byte as `NSDictionary` matches
/// `NSString` keys (`formRowWithTag:`): "é" precomposed and decomposed are two tags, which
/// Swift's `==` would join.
struct TagSlots: Sendable {
    private var slots: [ExactTag: Int] = [:]

    var count: Int { slots.count }

    /// The tag's number, given it now if it has none.
    mutating func slot(_ tag: String) -> Int {
        if let known = slots[ExactTag(tag)] { return known }
        let slot = slots.count
        slots[ExactTag(tag)] = slot
        return slot
    }

    func slot(of tag: String) -> Int? { slots[ExactTag(tag)] }

    private struct ExactTag: Hashable, Sendable {
        let text: String

        init(_ text: String) { self.text = text }

        static func == (a: ExactTag, b: ExactTag) -> Bool { ExactJSON.same(a.text, b.text) }

        // Equal bytes are equal strings, so the string's hash serves.
        func hash(into hasher: inout Hasher) { hasher.combine(text) }
    }
}
