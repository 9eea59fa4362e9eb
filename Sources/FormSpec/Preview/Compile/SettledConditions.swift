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
        // Passes until nothing more settles: a predicate reading `$tag.isHidden` settles once
        // that row's hidden predicate has, wherever the two rows are.
        var unsettled: [(position: SettledCondition, fast: FastPredicate)] = []
        for (s, section) in sections.enumerated() {
            for (r, row) in section.rows.enumerated() {
                if let fast = row.fastHidden { unsettled.append((SettledCondition(section: s, row: r, kind: .hidden), fast)) }
                if let fast = row.fastDisabled { unsettled.append((SettledCondition(section: s, row: r, kind: .disabled), fast)) }
            }
        }
        func row(_ reference: RowReference) -> CompiledRow? {
            reference.position.map { sections[$0.section].rows[$0.row] }
        }
        var settledAny = true
        while settledAny {
            settledAny = false
            unsettled.removeAll { condition, fast in
                guard let outcome = fast.settledOutcome else { return false }
                sections[condition.section].rows[condition.row].settle(condition.kind, outcome: outcome)
                for reference in fast.references { row(reference)?.addDependent(condition) }
                for reference in fast.hiddenReads { row(reference)?.addHiddenDependent(condition) }
                settledAny = true
                return true
            }
        }
    }
}
