import FormSpecJSON

/// `invalid-attribute`: `$a.hidden`, `$a.foo`. XLForm keeps only `value`, `isHidden` and
/// `isDisabled` after a tag and inserts `.value` before anything else, so `$a.hidden` reads the
/// key `hidden` of the row's value. Reported when the attribute names a row property or is a
/// near miss of a kept one, or when the row's value (a string, number, boolean or date) has no
/// such key, so that evaluating it raises.
enum InvalidAttributeRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.invalidAttribute]

    static func check(_ context: AnalysisContext) {
        for site in context.predicates.withAttributes {
            for use in site.facts.attributes {
                if let message = use.rewriteMessage {
                    report(context, site, message, use, suggestions: use.rewriteSuggestion.map { [$0] } ?? [])
                    continue
                }
                guard let problem = problem(use.attribute, tag: use.tag, context) else { continue }
                let suggestions = DidYouMean.rank(use.attribute, among: keptAttributes)
                report(
                    context, site,
                    "'$\(use.tag).\(use.attribute)' is rewritten to '$\(use.tag).value.\(use.attribute)' and reads '\(use.attribute)' of \(problem)\(DidYouMean.phrase(suggestions))",
                    use, suggestions: suggestions)
            }
        }
    }

    private static func report(
        _ context: AnalysisContext, _ site: PredicateSite, _ message: String, _ use: PredicateFacts.AttributeUse,
        suggestions: [String]
    ) {
        context.report(
            .invalidAttribute, "\(site.subject): \(message)", at: site.range(use.range),
            data: [
                "tag": .string(use.tag), "attribute": .string(use.attribute),
                "suggestions": .array(suggestions.map(JSONValue.string)),
            ])
    }

    /// Why reading `key` of the row's value is wrong, or nil when it may be right: the value
    /// has no such key (for rows holding one class of scalar, which key-value coding knows), or
    /// the key is a near miss of a kept attribute on a row whose value says nothing.
    private static func problem(_ key: String, tag: String, _ context: AnalysisContext) -> String? {
        if let domain = context.predicates.rowDomains.domain(tagged: tag),
            let sample = ValueDomain.sample(of: domain.classes)
        {
            do {
                _ = try KeyValueCoding.value(of: sample, forKey: key)
                return nil
            } catch {
                return error.kind == .unknownKey
                    ? "the row's value: \(domain.description), which has no key '\(key)', so evaluating it raises" : nil
            }
        }
        let word = Array(key.lowercased().unicodeScalars)
        let nearMiss = keptAttributes.contains { DidYouMean.distance(word, Array($0.lowercased().unicodeScalars)) <= 1 }
        return nearMiss ? "the row's value, not of the row" : nil
    }

    static let keptAttributes = ["isHidden", "isDisabled", "value"]
}
