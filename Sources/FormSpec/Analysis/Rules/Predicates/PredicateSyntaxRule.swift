/// `predicate-syntax`: a predicate that XLForm cannot set. Either its textual `$tag` rewriting
/// breaks it (an empty tag crashes the rewrite itself; a tag that runs into `,` `*` `}`, a tag
/// split at `-` or a `$` inside a quoted string corrupts the text), or the rewritten text does
/// not parse and `predicateWithFormat:` raises from the setter.
enum PredicateSyntaxRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.predicateSyntax]

    static func check(_ context: AnalysisContext) {
        for site in context.predicates.withParseFindings {
            for finding in site.facts.rewriteFindings {
                context.report(.predicateSyntax, "\(site.subject): \(finding.message)", at: site.range(finding.range), data: finding.data)
            }
            for error in site.facts.syntaxErrors {
                context.report(.predicateSyntax, "\(site.subject) does not parse: \(error.message)", at: site.range(error.range), data: error.data)
            }
        }
    }
}
