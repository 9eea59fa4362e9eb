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
        case .and(let items): return joined(items, decisive: false)
        case .or(let items): return joined(items, decisive: true)
        case .not(let inner): return make(inner).map(Negation.init)
        case .comparison(let c):
            guard c.modifier == .direct, let left = FastOperand.make(c.left), let right = FastOperand.make(c.right)
            else { return nil }
            return Comparison(c.op, c.options, left, right)
        case .invalid: return nil
        }
    }

    /// `a AND b AND c AND d` as `(a AND b) AND (c AND d)`: the same order, stopping at the same
    /// item, and a tree as deep as the logarithm of the items (the parser bounds nesting, not
    /// width: a chain as long as a 20,000-term OR would exhaust the stack walking it).
    ///
    /// `decisive`: the value that ends the list (false for AND, true for OR); an empty list
    /// is the other one.
    private static func joined(_ nodes: [PredicateNode], decisive: Bool) -> FastPredicate? {
        var items: [FastPredicate] = []
        for node in nodes {
            guard let fast = make(node) else { return nil }
            items.append(fast)
        }
        guard !items.isEmpty else { return Constant(!decisive) }
        func balanced(_ part: ArraySlice<FastPredicate>) -> FastPredicate {
            guard part.count > 1 else { return part.first! }
            let middle = part.startIndex + part.count / 2
            let (first, second) = (balanced(part[..<middle]), balanced(part[middle...]))
            return decisive ? Either(first, second) : Both(first, second)
        }
        return balanced(items[...])
    }

    /// Evaluating it may evaluate another condition (`$tag.isHidden`, a descriptor's key), and
    /// so re-enter an evaluation in progress; one that reads only values and constants cannot,
    /// and is evaluated without the cycle bookkeeping (`PreviewSession.evaluate(_:of:)`).
    let mayRecurse: Bool

    init(mayRecurse: Bool) { self.mayRecurse = mayRecurse }

    /// With `PredicateEvaluator`'s semantics.
    func evaluate(in session: PreviewSession) throws(EvaluationError) -> Bool {
        preconditionFailure("a FastPredicate subclass evaluates")
    }

    /// Every `$tag` reference, for resolving their positions.
    var references: [RowReference] {
        var found: [RowReference] = []
        collectReferences(into: &found)
        return found
    }

    func collectReferences(into found: inout [RowReference]) {}

    /// The rows whose hidden predicate's state it reads (`$tag.isHidden`).
    var hiddenReads: [RowReference] {
        var found: [RowReference] = []
        collectHiddenReads(into: &found)
        return found
    }

    func collectHiddenReads(into found: inout [RowReference]) {}

    /// Settles what can be settled once the references are resolved (`Comparison.shortcut`).
    func prepareShortcuts() {}

    /// How many comparisons have a shortcut.
    var shortcutCount: Int { 0 }

    /// The outcome while every row it reads holds its default value and every hidden predicate
    /// it reads is settled (`prepareShortcuts` first); nil when evaluating could raise, reads
    /// `now()`, a row's `isDisabled`, a regex, or anything else not settled.
    var settledOutcome: Bool? { nil }

    /// Levels of the tree, a comparison or constant being one.
    var depth: Int { 1 }

    private final class Constant: FastPredicate, @unchecked Sendable {
        let value: Bool
        init(_ value: Bool) {
            self.value = value
            super.init(mayRecurse: false)
        }
        override func evaluate(in session: PreviewSession) throws(EvaluationError) -> Bool { value }
        override var settledOutcome: Bool? { value }
    }

    /// Two predicates joined; `Both` and `Either` say how.
    private class Pair: FastPredicate, @unchecked Sendable {
        let first: FastPredicate, second: FastPredicate
        init(_ first: FastPredicate, _ second: FastPredicate) {
            (self.first, self.second) = (first, second)
            super.init(mayRecurse: first.mayRecurse || second.mayRecurse)
        }
        override func collectReferences(into found: inout [RowReference]) {
            first.collectReferences(into: &found)
            second.collectReferences(into: &found)
        }
        override func collectHiddenReads(into found: inout [RowReference]) {
            first.collectHiddenReads(into: &found)
            second.collectHiddenReads(into: &found)
        }
        override func prepareShortcuts() {
            first.prepareShortcuts()
            second.prepareShortcuts()
        }
        override var shortcutCount: Int { first.shortcutCount + second.shortcutCount }
        override var depth: Int { 1 + max(first.depth, second.depth) }
    }

    private final class Both: Pair, @unchecked Sendable {
        override func evaluate(in session: PreviewSession) throws(EvaluationError) -> Bool {
            guard try first.evaluate(in: session) else { return false }
            return try second.evaluate(in: session)
        }
        override var settledOutcome: Bool? {
            guard let outcome = first.settledOutcome else { return nil }
            return outcome ? second.settledOutcome : false
        }
    }

    private final class Either: Pair, @unchecked Sendable {
        override func evaluate(in session: PreviewSession) throws(EvaluationError) -> Bool {
            if try first.evaluate(in: session) { return true }
            return try second.evaluate(in: session)
        }
        override var settledOutcome: Bool? {
            guard let outcome = first.settledOutcome else { return nil }
            return outcome ? true : second.settledOutcome
        }
    }

    private final class Negation: FastPredicate, @unchecked Sendable {
        let inner: FastPredicate
        init(_ inner: FastPredicate) {
            self.inner = inner
            super.init(mayRecurse: inner.mayRecurse)
        }
        override func evaluate(in session: PreviewSession) throws(EvaluationError) -> Bool {
            try !inner.evaluate(in: session)
        }
        override func collectReferences(into found: inout [RowReference]) { inner.collectReferences(into: &found) }
        override func collectHiddenReads(into found: inout [RowReference]) { inner.collectHiddenReads(into: &found) }
        override func prepareShortcuts() { inner.prepareShortcuts() }
        override var shortcutCount: Int { inner.shortcutCount }
        override var settledOutcome: Bool? { inner.settledOutcome.map(!) }
        override var depth: Int { 1 + inner.depth }
    }

    private final class Comparison: FastPredicate, @unchecked Sendable {
        let op: ComparisonOperator
        let options: ComparisonOptions
        let left: FastOperand, right: FastOperand
        init(_ op: ComparisonOperator, _ options: ComparisonOptions, _ left: FastOperand, _ right: FastOperand) {
            (self.op, self.options, self.left, self.right) = (op, options, left, right)
            super.init(mayRecurse: left.mayRecurse || right.mayRecurse)
        }
        /// The outcome while the one row compared holds its default value, which most rows of
        /// most previews do: the comparison then needs neither the value nor the operators.
        /// Set once, while the form is compiled, for a row value against a constant.
        private(set) var shortcut: (row: RowReference, outcome: Bool)?

        override func evaluate(in session: PreviewSession) throws(EvaluationError) -> Bool {
            if let shortcut, session.holdsCompiledDefaults(shortcut.row) { return shortcut.outcome }
            return try ComparisonEvaluation.evaluate(
                op, try left.value(in: session), try right.value(in: session), options, regex: session.evaluator.regex)
        }
        override func collectReferences(into found: inout [RowReference]) {
            if let reference = left.reference { found.append(reference) }
            if let reference = right.reference { found.append(reference) }
        }

        override func prepareShortcuts() {
            guard let row = left.reference ?? right.reference, row.compiled != nil,
                left.reference == nil || right.reference == nil,
                // Values only: a shortcut holds while the one row read holds its default,
                // which says nothing of another row's `isHidden`.
                let outcome = outcome(try? left.settledValue(), try? right.settledValue())
            else { return }
            shortcut = (row, outcome)
        }
        override var shortcutCount: Int { shortcut == nil ? 0 : 1 }
        /// The shortcut's, or, for comparisons without one (two rows, `$tag.isHidden`), the
        /// outcome for what the operands hold while settled.
        override var settledOutcome: Bool? {
            if let shortcut { return shortcut.outcome }
            return outcome(left.valueWhileSettled(), right.valueWhileSettled())
        }

        /// The comparison of two settled values (nil: not settled); nil too for a regex, left to
        /// the preview's engine and its time budget, and for a comparison that raises.
        private func outcome(_ left: RuntimeValue??, _ right: RuntimeValue??) -> Bool? {
            guard op != .matches, op != .like, let l = left, let r = right else { return nil }
            return try? ComparisonEvaluation.evaluate(op, l, r, options, regex: .shared)
        }
        override func collectHiddenReads(into found: inout [RowReference]) {
            if let read = left.hiddenRead { found.append(read) }
            if let read = right.hiddenRead { found.append(read) }
        }
    }
}

extension PreviewSession {
    func evaluate(_ predicate: FastPredicate) throws(EvaluationError) -> Bool { try predicate.evaluate(in: self) }

    /// `registeredRow(tag)`, by the position found when the form was compiled while the rows
    /// are registered as compiled (`PreviewFastPathTests.testRowsReachedByPositionAreTheRowsFoundByTag` checks both ways agree).
    func row(_ reference: RowReference) throws(EvaluationError) -> RowState {
        if let p = reference.position, let row = positionalRow(section: p.section, row: p.row) { return row }
        guard let row = registeredRow(reference.tag) else { throw .unknownVariable(reference.tag) }
        return row
    }

    /// The row found by position holds its default values, and is the compiled row the
    /// reference was resolved to (a row inserted in its place is not). false where the row is
    /// not found by position: the caller then evaluates in full.
    func holdsCompiledDefaults(_ reference: RowReference) -> Bool {
        guard let p = reference.position, let row = positionalRowReference(section: p.section, row: p.row) else {
            return false
        }
        return row._withUnsafeGuaranteedRef { $0.holdsDefaults && $0.compiled === reference.compiled }
    }

    /// `row(reference).value`, read in place where the row is found by position: the operand
    /// every comparison reads, without counting a reference to its row.
    func rowValue(_ reference: RowReference) throws(EvaluationError) -> RuntimeValue? {
        if let p = reference.position, let value = positionalRowValue(section: p.section, row: p.row) { return value }
        return try row(reference).value
    }
}

/// A `$tag` of a fast predicate with the position `Registrations` gives the tag in the
/// compiled form, set once while the form is compiled (a predicate belongs to one form).
final class RowReference: @unchecked Sendable {
    let tag: String
    private(set) var position: (section: Int, row: Int)?
    /// The compiled row at `position`; owned by the form, which outlives its sessions.
    private(set) unowned(unsafe) var compiled: CompiledRow?

    init(_ tag: String) { self.tag = tag }

    func resolve(in registrations: Registrations, rows: [[CompiledRow]]) {
        position = registrations.positionByTag[tag]
        compiled = position.map { rows[$0.section][$0.row] }
    }
}
