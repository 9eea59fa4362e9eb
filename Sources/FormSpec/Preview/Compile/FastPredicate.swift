/// A predicate made only of comparisons between row properties (`$tag.value…`,
/// `$tag.isHidden`) and constants, joined by AND, OR and NOT: the shape nearly every XLForm
/// predicate has. A session evaluates it with the same comparison, key-value coding and
/// variable rules as `PredicateEvaluator`, but reaches the rows by position instead of looking
/// each `$tag` up by name, which makes the evaluation several times cheaper. Any other shape
/// is left to the general evaluator (`make(_:)` returns nil).
///
/// A tree of objects rather than an enum: evaluating reads each node's fields in place, where
/// an enum's payloads would be copied, and their references counted, at every step.
class FastPredicate: @unchecked Sendable {
    static func make(_ node: PredicateNode) -> FastPredicate? {
        switch node.kind {
        case .truePredicate: return Constant(true)
        case .falsePredicate: return Constant(false)
        case .and(let items): return joined(items, empty: true, Both.init)
        case .or(let items): return joined(items, empty: false, Either.init)
        case .not(let inner): return make(inner).map(Negation.init)
        case .comparison(let c):
            guard c.modifier == .direct, let left = FastOperand.make(c.left), let right = FastOperand.make(c.right) else { return nil }
            return Comparison(c.op, c.options, left, right)
        case .invalid: return nil
        }
    }

    /// `a AND b AND c` as `a AND (b AND c)`: the same order, stopping at the same item.
    private static func joined(_ nodes: [PredicateNode], empty: Bool, _ join: (FastPredicate, FastPredicate) -> FastPredicate) -> FastPredicate? {
        var items: [FastPredicate] = []
        for node in nodes {
            guard let fast = make(node) else { return nil }
            items.append(fast)
        }
        guard var joined = items.popLast() else { return Constant(empty) }
        while let item = items.popLast() { joined = join(item, joined) }
        return joined
    }

    /// With `PredicateEvaluator`'s semantics.
    func evaluate(in session: PreviewSession) throws(EvaluationError) -> Bool { preconditionFailure("a FastPredicate subclass evaluates") }

    /// Every `$tag` reference, for resolving their positions.
    var references: [RowReference] { [] }

    private final class Constant: FastPredicate, @unchecked Sendable {
        let value: Bool
        init(_ value: Bool) { self.value = value }
        override func evaluate(in session: PreviewSession) throws(EvaluationError) -> Bool { value }
    }

    private final class Both: FastPredicate, @unchecked Sendable {
        let first: FastPredicate, second: FastPredicate
        init(_ first: FastPredicate, _ second: FastPredicate) { (self.first, self.second) = (first, second) }
        override func evaluate(in session: PreviewSession) throws(EvaluationError) -> Bool {
            guard try first.evaluate(in: session) else { return false }
            return try second.evaluate(in: session)
        }
        override var references: [RowReference] { first.references + second.references }
    }

    private final class Either: FastPredicate, @unchecked Sendable {
        let first: FastPredicate, second: FastPredicate
        init(_ first: FastPredicate, _ second: FastPredicate) { (self.first, self.second) = (first, second) }
        override func evaluate(in session: PreviewSession) throws(EvaluationError) -> Bool {
            if try first.evaluate(in: session) { return true }
            return try second.evaluate(in: session)
        }
        override var references: [RowReference] { first.references + second.references }
    }

    private final class Negation: FastPredicate, @unchecked Sendable {
        let inner: FastPredicate
        init(_ inner: FastPredicate) { self.inner = inner }
        override func evaluate(in session: PreviewSession) throws(EvaluationError) -> Bool { try !inner.evaluate(in: session) }
        override var references: [RowReference] { inner.references }
    }

    private final class Comparison: FastPredicate, @unchecked Sendable {
        let op: ComparisonOperator
        let options: ComparisonOptions
        let left: FastOperand, right: FastOperand
        init(_ op: ComparisonOperator, _ options: ComparisonOptions, _ left: FastOperand, _ right: FastOperand) {
            (self.op, self.options, self.left, self.right) = (op, options, left, right)
        }
        override func evaluate(in session: PreviewSession) throws(EvaluationError) -> Bool {
            try ComparisonEvaluation.evaluate(op, try left.value(in: session), try right.value(in: session), options, regex: session.evaluator.regex)
        }
        override var references: [RowReference] { [left.reference, right.reference].compactMap { $0 } }
    }
}

extension PreviewSession {
    func evaluate(_ predicate: FastPredicate) throws(EvaluationError) -> Bool { try predicate.evaluate(in: self) }

    /// `registeredRow(tag)`, by the position found when the form was compiled while the rows
    /// are registered as compiled (`PreviewPositionTests` checks both ways agree).
    func row(_ reference: RowReference) throws(EvaluationError) -> RowState {
        if let p = reference.position, let row = positionalRow(section: p.section, row: p.row) { return row }
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
