/// A row's hidden or disabled predicate, by the row's position in the compiled form.
struct SettledCondition: Hashable, Sendable {
    let section: Int
    let row: Int
    let kind: ConditionKind
}

extension CompiledForm {
    /// Most rows of most previews hold their default values, and a predicate reading only
    /// such rows has the outcome it has for the defaults. Where the comparisons decide that
    /// outcome at compile time (`FastPredicate.settledOutcome`: no regex, no `now()`, no
    /// `isDisabled`, nothing that could raise), a row starts with the predicate evaluated and
    /// clean, and every row it reads lists it (`CompiledRow.dependents`): a value given to such
    /// a row makes its dependents dirty again before the form is shown
    /// (`PreviewSession.unsettleDependents`). A predicate reading `$tag.isHidden` of a row whose
    /// hidden predicate settled settles too, and is listed by that row
    /// (`CompiledRow.hiddenDependents`), dirty again when that predicate is. Only predicates
    /// that are dirty are evaluated when the form is shown.
    ///
    /// Sections' hidden predicates and the form's disabled are left to be evaluated: a form has
    /// few of them.
    static func settlePredicates(in sections: [CompiledSection]) {
        var conditions: [(position: SettledCondition, fast: FastPredicate)] = []
        for (s, section) in sections.enumerated() {
            for (r, row) in section.rows.enumerated() {
                if let fast = row.fastHidden {
                    conditions.append((SettledCondition(section: s, row: r, kind: .hidden), fast))
                }
                if let fast = row.fastDisabled {
                    conditions.append((SettledCondition(section: s, row: r, kind: .disabled), fast))
                }
            }
        }
        func rows(_ references: [RowReference]) -> [CompiledRow] {
            var seen = Set<ObjectIdentifier>()
            return references.compactMap { reference in
                guard let p = reference.position, case let row = sections[p.section].rows[p.row],
                    seen.insert(ObjectIdentifier(row)).inserted
                else { return nil }
                return row
            }
        }
        // A predicate reading `$tag.isHidden` settles once that row's hidden predicate has,
        // wherever the two rows are: it is tried again when that one settles (a work list, so
        // that a chain running backwards through the form costs its length, not its square).
        var readers: [ObjectIdentifier: [Int]] = [:]
        for (i, condition) in conditions.enumerated() {
            for row in rows(condition.fast.hiddenReads) { readers[ObjectIdentifier(row), default: []].append(i) }
        }
        var pending = Array(conditions.indices.reversed())
        var settled = [Bool](repeating: false, count: conditions.count)
        while let i = pending.popLast() {
            let (condition, fast) = conditions[i]
            guard !settled[i], let outcome = fast.settledOutcome else { continue }
            settled[i] = true
            let holder = sections[condition.section].rows[condition.row]
            holder.settle(condition.kind, outcome: outcome)
            for row in rows(fast.references) { row.addDependent(condition) }
            for row in rows(fast.hiddenReads) { row.addHiddenDependent(condition) }
            if condition.kind == .hidden, let waiting = readers[ObjectIdentifier(holder)] { pending += waiting }
        }
    }
}
