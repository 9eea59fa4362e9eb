/// `constant-predicate`: a predicate string that is always true or always false whatever the
/// rows hold (`ConstantFolding`: constants, `X == X`, contradictions, tautologies), and parts
/// of AND/OR that never change the result. JSON booleans (`"hidden": true`) are intentional
/// and are not predicates.
enum ConstantPredicateRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.constantPredicate]

    static func check(_ context: AnalysisContext) {
        for site in context.predicates.withConstants {
            if let whole = site.facts.constant {
                // Always false: the default, so the string can go. Always true: the owner is
                // dead, which fading the text would hide.
                context.report(
                    .constantPredicate,
                    "\(site.subject) is always \(whole.value) (\(whole.reason)): \(effect(site, whole.value))",
                    at: site.literal.range, data: ["value": .bool(whole.value)], isUnnecessary: !whole.value)
            }
            for part in site.facts.redundantParts {
                context.report(
                    .constantPredicate,
                    "\(site.subject): '\(site.text(part.range))' is always \(part.value) (\(part.reason)), so it does not change the result",
                    at: site.range(part.range), data: ["value": .bool(part.value)], isUnnecessary: true)
            }
        }
    }

    private static func effect(_ site: PredicateSite, _ value: Bool) -> String {
        switch (site.owner, site.property, value) {
        case (.form, _, true): return "every row is always disabled"
        case (.form, _, false): return "the form is never disabled; remove 'disabled'"
        case (.section, _, true): return "the section is never shown"
        case (.section, _, false): return "the section is always shown; remove 'hidden'"
        case (.row, .hidden, true): return "the row is never shown"
        case (.row, .hidden, false): return "the row is always shown; remove 'hidden'"
        case (.row, .disabled, true): return "the row is never enabled"
        case (.row, .disabled, false): return "the row is always enabled; remove 'disabled'"
        }
    }
}
