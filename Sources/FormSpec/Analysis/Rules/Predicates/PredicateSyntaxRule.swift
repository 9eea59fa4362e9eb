/// What parsing a predicate finds, as XLForm would meet it.
///
/// `predicate-syntax`: a predicate that XLForm cannot set. Either its textual `$tag` rewriting
/// breaks it (an empty tag crashes the rewrite itself; a tag that runs into `,` `*` `}`, a tag
/// split at `-` or a `$` inside a quoted string corrupts the text), or the rewritten text does
/// not parse and `predicateWithFormat:` raises from the setter.
///
/// `predicate-unspecified`: the parser's warnings. Each marks text that parses but whose
/// meaning Apple's documentation leaves open: a backslash pair that is no escape, a reserved
/// word after `$`, bitwise operators mixed without parentheses, a function called with the
/// wrong number of arguments ("an exception may be raised").
enum PredicateSyntaxRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.predicateSyntax, .predicateUnspecified]

    static func check(_ context: AnalysisContext) {
        for site in context.predicates.withParseFindings {
            let facts = site.facts
            report(facts.rewriteFindings, as: .predicateSyntax, "\(site.subject): ", site, context)
            report(facts.syntaxErrors, as: .predicateSyntax, "\(site.subject) does not parse: ", site, context)
            report(facts.warnings, as: .predicateUnspecified, "\(site.subject): ", site, context)
        }
    }

    private static func report(
        _ findings: [PredicateFacts.Finding], as code: DiagnosticCode, _ prefix: String,
        _ site: PredicateSite, _ context: AnalysisContext
    ) {
        for finding in findings {
            context.report(code, prefix + finding.message, at: site.range(finding.range), data: finding.data)
        }
    }
}
