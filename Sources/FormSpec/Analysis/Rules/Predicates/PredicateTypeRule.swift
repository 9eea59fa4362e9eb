/// `predicate-type`: a comparison that can never be true for what its sides hold, or that
/// NSPredicate rejects (raises, which XLForm swallows). Only sides whose values the spec fixes
/// take part (`OperandDomains`), and a finding is reported only when it holds for every value
/// those sides can take, nil included.
enum PredicateTypeRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.predicateType]

    static func check(_ context: AnalysisContext) {
        let domains = OperandDomains(context)
        for site in context.predicates.withComparisons {
            for comparison in site.facts.comparisons {
                guard let left = domains.domain(comparison.left), let right = domains.domain(comparison.right) else {
                    continue
                }
                let check = ComparisonTypeCheck(shape: comparison, left: left, right: right, holder: site.stateHolder)
                guard let finding = check.finding() else { continue }
                let hint = finding.hint.map { "; \($0)" } ?? ""
                context.report(
                    .predicateType,
                    "\(site.subject): \(site.text(comparison.range)) \(finding.verdict.rawValue): \(finding.reason)\(hint)",
                    at: site.range(comparison.range), data: ["verdict": .string(finding.verdict.name)])
            }
        }
    }
}
