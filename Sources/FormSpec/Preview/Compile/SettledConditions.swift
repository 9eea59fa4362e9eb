/// A row's hidden or disabled predicate, by the row's position in the compiled form.
struct SettledCondition: Hashable, Sendable {
    let section: Int
    let row: Int
    let kind: ConditionKind
}

extension CompiledForm {
    /// Most rows of most previews hold their default values, and a predicate reading only
    /// such rows has the outcome it has for the defaults. Where the comparisons' shortcuts
    /// decide that outcome (`FastPredicate.settledOutcome`: no regex, no `now()`, no
    /// `isHidden`, nothing that could raise), a row starts with the predicate evaluated and
    /// clean, and every row it reads lists it (`CompiledRow.dependents`): a value given to such
    /// a row makes its dependents dirty again before the form is shown
    /// (`PreviewSession.unsettleDependents`). Only predicates that are dirty are evaluated when
    /// the form is shown.
    ///
    /// Sections' hidden predicates and the form's disabled are left to be evaluated: a form has
    /// few of them.
    static func settlePredicates(in sections: [CompiledSection]) {
        for (s, section) in sections.enumerated() {
            for (r, row) in section.rows.enumerated() {
                for kind in ConditionKind.allCases {
                    guard let fast = kind == .hidden ? row.fastHidden : row.fastDisabled, let outcome = fast.settledOutcome else { continue }
                    row.settle(kind, outcome: outcome)
                    for reference in fast.references {
                        guard let position = reference.position else { continue }
                        sections[position.section].rows[position.row].addDependent(SettledCondition(section: s, row: r, kind: kind))
                    }
                }
            }
        }
    }
}
