/// A predicate made only of comparisons between row properties (`$tag.value…`,
/// `$tag.isHidden`) and constants, joined by AND, OR and NOT: the shape nearly every XLForm
/// predicate has. A session evaluates it with the same comparison, key-value coding and
/// variable rules as `PredicateEvaluator`, but reaches the rows by position instead of looking
/// each `$tag` up by name, which makes the evaluation several times cheaper. Any other shape
/// is left to the general evaluator (`FastPredicate(_:)` returns nil).
indirect enum FastPredicate: Sendable {
    case constant(Bool)
    case and([FastPredicate])
    case or([FastPredicate])
    case not(FastPredicate)
    case comparison(ComparisonOperator, ComparisonOptions, FastOperand, FastOperand)

    init?(_ node: PredicateNode) {
        switch node.kind {
        case .truePredicate: self = .constant(true)
        case .falsePredicate: self = .constant(false)
        case .and(let items):
            guard let fast = FastPredicate.all(items) else { return nil }
            self = .and(fast)
        case .or(let items):
            guard let fast = FastPredicate.all(items) else { return nil }
            self = .or(fast)
        case .not(let inner):
            guard let fast = FastPredicate(inner) else { return nil }
            self = .not(fast)
        case .comparison(let c):
            guard c.modifier == .direct, let left = FastOperand(c.left), let right = FastOperand(c.right) else { return nil }
            self = .comparison(c.op, c.options, left, right)
        case .invalid:
            return nil
        }
    }

    private static func all(_ nodes: [PredicateNode]) -> [FastPredicate]? {
        var out: [FastPredicate] = []
        for node in nodes {
            guard let fast = FastPredicate(node) else { return nil }
            out.append(fast)
        }
        return out
    }
}

/// A comparison side: a constant (or a `{…}` of constants), `now()`, or a key path on a
/// `$tag` row.
enum FastOperand: Sendable {
    case constant(RuntimeValue?)
    case now
    /// `$tag.first.rest…`; `first` is a key of the row (`value`, `isHidden`, …).
    case row(RowReference, first: String, rest: [String])
    /// `$tag` or `$tag.value.rest…`, the commonest operand.
    case rowValue(RowReference, rest: [String])
    /// `$tag.isHidden` / `$tag.isDisabled`: what `value(forKey:)` answers for those keys.
    case rowCondition(RowReference, ConditionKind)

    init?(_ expression: ExpressionNode) {
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
            let rest = components.dropFirst().map(\.name)
            switch (first.name, rest.isEmpty) {
            case ("value", _): self = .rowValue(RowReference(tag), rest: rest)
            case ("isHidden", true): self = .rowCondition(RowReference(tag), .hidden)
            case ("isDisabled", true): self = .rowCondition(RowReference(tag), .disabled)
            default: self = .row(RowReference(tag), first: first.name, rest: rest)
            }
        default:
            return nil
        }
    }
}

extension PreviewSession {
    /// Evaluates a fast predicate with `PredicateEvaluator`'s semantics.
    func evaluate(_ predicate: FastPredicate) throws(EvaluationError) -> Bool {
        switch predicate {
        case .constant(let b): return b
        case .and(let items):
            for item in items where try !evaluate(item) { return false }
            return true
        case .or(let items):
            for item in items where try evaluate(item) { return true }
            return false
        case .not(let inner):
            return try !evaluate(inner)
        case .comparison(let op, let options, let left, let right):
            return try ComparisonEvaluation.evaluate(op, try value(left), try value(right), options, regex: evaluator.regex)
        }
    }

    private func value(_ operand: FastOperand) throws(EvaluationError) -> RuntimeValue? {
        switch operand {
        case .constant(let v):
            return v
        case .now:
            return .date(evaluator.now())
        case .rowValue(let reference, let rest):
            let head = try row(reference).value
            return rest.isEmpty ? head : try KeyValueCoding.value(of: head, keyPath: rest[...])
        case .row(let reference, let first, let rest):
            let head = try row(reference).value(forKey: first)
            return rest.isEmpty ? head : try KeyValueCoding.value(of: head, keyPath: rest[...])
        case .rowCondition(let reference, let kind):
            let row = try row(reference)
            return .bool(kind == .hidden ? try isHidden(row) : try isDisabled(row))
        }
    }

    /// `registeredRow(tag)`, by the position found when the form was compiled while the rows
    /// are registered as compiled (`PreviewPositionTests` checks both ways agree).
    private func row(_ reference: RowReference) throws(EvaluationError) -> RowState {
        let table = positionalRows
        if let p = reference.position, p.section < table.count {
            let rows = table[p.section]
            if p.row < rows.count { return rows[p.row] }
        }
        guard let row = registeredRow(reference.tag) else { throw .unknownVariable(reference.tag) }
        return row
    }
}

/// A `$tag` of a fast predicate with the position `Registrations` gives the tag in the
/// compiled form, set once while the form is compiled (a predicate belongs to one form).
final class RowReference: @unchecked Sendable {
    let tag: String
    private(set) var position: (section: Int, row: Int)?

    init(_ tag: String) { self.tag = tag }

    func resolve(in registrations: Registrations) { position = registrations.positionByTag[tag] }
}

extension FastPredicate {
    /// Every `$tag` reference, for resolving their positions.
    var references: [RowReference] {
        switch self {
        case .constant: return []
        case .and(let items), .or(let items): return items.flatMap(\.references)
        case .not(let inner): return inner.references
        case .comparison(_, _, let left, let right): return [left, right].compactMap(\.reference)
        }
    }
}

extension FastOperand {
    var reference: RowReference? {
        switch self {
        case .row(let reference, _, _), .rowValue(let reference, _), .rowCondition(let reference, _): return reference
        case .constant, .now: return nil
        }
    }
}
