import FormSpecJSON

/// Runs a scenario the way a user drives the form: it is shown with the initial values
/// (`forceEvaluate`), then each step sets its values one at a time, and XLForm re-evaluates
/// only the predicates that observe the changed row. After each step the expectations are
/// checked against the preview of that state.
public enum ScenarioRunner {
    public struct StepOutcome: Sendable {
        public var index: Int
        public var title: String
        public var result: PreviewResult
        public var mismatches: [Mismatch]
    }

    public struct Mismatch: Sendable {
        public var message: String
        /// Where the expectation is written in the scenario file.
        public var range: TextRange
    }

    public static func run(
        _ scenario: Scenario, form: CompiledForm, options: PreviewOptions = PreviewOptions()
    ) -> [StepOutcome] {
        var options = options
        if let now = scenario.now { options.now = now }
        if let locale = scenario.locale { options.locale = locale }
        if let zone = scenario.timeZone { options.timeZone = zone }
        let state = FormState(form, options: options)
        state.apply(scenario.values)
        state.show()
        var outcomes: [StepOutcome] = []
        for (index, step) in scenario.steps.enumerated() {
            state.renewRegexBudget()
            state.apply(step.set)
            noteStaleState(state)
            guard let result = PreviewResult(state) else { break }
            let mismatches = step.expectations.compactMap { expectation in
                ScenarioCheck.mismatch(expectation.value, in: result).map {
                    Mismatch(message: $0, range: expectation.range)
                }
            }
            outcomes.append(
                StepOutcome(index: index, title: step.title(index: index), result: result, mismatches: mismatches))
        }
        return outcomes
    }

    /// Compares each condition with what a freshly shown form with the same values computes
    /// and notes where XLForm, which re-evaluates only observed predicates, stays behind.
    static func noteStaleState(_ state: FormState) {
        let fresh = FormState(freshCopyOf: state)
        for s in state.sections.indices {
            let now = state.sections[s].hidden.bool
            state.sections[s].notes.removeAll { $0.kind == .stale }
            if now != fresh.sections[s].hidden.bool {
                state.sections[s].notes.append(stale(.hidden, state.sections[s].compiled.hidden, now: now, tag: nil))
            }
            for id in state.sections[s].rows {
                let row = state.rows[id]
                state.rows[id].notes.removeAll { $0.kind == .stale }
                for kind in ConditionKind.allCases where row[cache: kind].bool != fresh.rows[id][cache: kind].bool {
                    state.rows[id].notes.append(
                        stale(kind, row.compiled.condition(kind), now: row[cache: kind].bool, tag: row.compiled.tag))
                }
            }
        }
    }

    private static func stale(
        _ kind: ConditionKind, _ condition: CompiledCondition, now: Bool, tag: String?
    ) -> PreviewWarning {
        let observed = condition.observedTags.filter { !$0.isEmpty }
        let trigger =
            observed.isEmpty
            ? "never re-evaluates it"
            : "re-evaluates it only when \(observed.map { "'\($0)'" }.joined(separator: ", ")) change\(observed.count == 1 ? "s" : "")"
        return PreviewWarning(
            .stale,
            "\(kind.rawValue) is still \(now ? "YES" : "NO") after these changes: XLForm \(trigger), while a form shown with these values computes \(now ? "NO" : "YES")",
            tag: tag, property: kind.rawValue)
    }
}
