/// `predicate-unspecified`: the parser's warnings. Each marks text that parses but whose
/// meaning Apple's documentation leaves open: a backslash pair that is no escape, a reserved
/// word after `$`, bitwise operators mixed without parentheses, a function called with the
/// wrong number of arguments ("an exception may be raised").
enum PredicateUnspecifiedRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.predicateUnspecified]

    static func check(_ context: AnalysisContext) {
        for site in context.predicates.withParseFindings {
            for warning in site.facts.warnings {
                context.report(.predicateUnspecified, "\(site.subject): \(warning.message)", at: site.range(warning.range), data: warning.data)
            }
        }
    }
}
