import FormSpecJSON

/// `untracked-dependency`: a `$tag` that XLForm's dependency extraction does not register, so a
/// change of that row never re-evaluates the predicate. XLForm only takes, from each side of a
/// comparison, the tag its description starts with: `$a + $b > 1` observes `a` only, and
/// `lowercase($a) == 'x'`, `1 IN {$a, $b}` observe nothing.
enum UntrackedDependencyRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.untrackedDependency]

    static func check(_ context: AnalysisContext) {
        let predicates = context.predicates
        for site in predicates.withUntrackedTags {
            // An unknown tag is reported as such.
            for use in site.facts.untrackedTags {
                guard let row = predicates.row(tagged: use.tag) else { continue }
                context.report(
                    .untrackedDependency,
                    "\(site.subject) reads $\(use.tag) \(place(use.context)), where XLForm's dependency tracking does not see it: changing \(row.displayName) never re-evaluates this predicate",
                    at: site.range(TextRange(use.nameRange.start - 1, use.nameRange.end)),
                    data: ["tag": .string(use.tag)])
            }
        }
    }

    private static func place(_ context: PredicateReference.Context) -> String {
        switch context {
        case .comparisonOperand: return "in a comparison"
        case .arithmetic: return "inside arithmetic"
        case .functionArgument: return "as a function argument"
        case .aggregate: return "inside a {...} collection"
        case .index: return "in an index expression"
        case .subquery: return "inside a SUBQUERY"
        }
    }
}
