import FormSpecJSON

/// `unknown-tag`: `$x` where no row is tagged `x`. XLForm binds only the tags of the form's rows
/// (not templates, not empty tags), so evaluation raises "Can't get value for 'x' in bindings",
/// which XLForm swallows: the owner keeps its previous state.
enum UnknownTagRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.unknownTag]

    static func check(_ context: AnalysisContext) {
        let predicates = context.predicates
        var ranking: TagSuggestions.Ranking?
        for site in predicates.withTags {
            for use in site.facts.tags where !predicates.isRegistered(use.tag) {
                let tags = ranking ?? TagSuggestions.shared.ranking(among: predicates.referenceableTags)
                ranking = tags
                let suggestions = tags.rank(use.tag)
                let why =
                    predicates.templateTags.contains(use.tag)
                    ? "only a multivaluedRowTemplate is tagged '\(use.tag)', and XLForm does not register templates"
                    : "no row is tagged '\(use.tag)'"
                context.report(
                    .unknownTag,
                    "\(site.subject) reads $\(use.tag), but \(why); evaluating it raises and XLForm keeps the \(site.stateHolder)'s previous state.\(suggestions.phrase)",
                    at: site.range(use.nameRange),
                    data: ["tag": .string(use.tag), "suggestions": suggestions.json])
            }
        }
    }
}
