/// The analysis entry point shared by `formspec check`, the language server and tests.
public enum Analyzer {
    /// Every rule, in the order their findings are most useful when read top-down.
    static let rules: [any AnalysisRule.Type] = [
        SyntaxRule.self,
        SchemaRule.self,
        RowRules.self,
        DuplicateTagRule.self,
        MissingTagRule.self,
        PredicateSyntaxRule.self,
        UnknownTagRule.self,
        InvalidAttributeRule.self,
        PredicateUntaggedRowRule.self,
        PredicateCycleRule.self,
        PredicateTypeRule.self,
        UntrackedDependencyRule.self,
        ConstantPredicateRule.self,
        CustomKeyPathTypeRule.self,
    ]

    /// Codes some rule can report; a test checks this covers the whole code table.
    public static var reportableCodes: Set<DiagnosticCode> { Set(rules.flatMap { $0.codes }) }

    /// All findings for a document, sorted by position, with the user's severity settings applied.
    /// Forgets what analyses keep for the next one (row findings, predicate facts), so that the
    /// next analysis costs what a first one does: for benchmarks of a one-off `formspec check`.
    public static func forgetKeptWork(catalog: Catalog = .standard) {
        catalog.rowSchemaFindings.removeAll()
        catalog.rowRuleFindings.removeAll()
        PredicateFactsCache.shared.removeAll()
    }

    public static func analyze(_ document: SpecDocument, options: AnalysisOptions = .init(), catalog: Catalog = .standard) -> [Diagnostic] {
        analyze(document, options: options, catalog: catalog, discard: { _ in })
    }

    /// `analyze`, handing what the analysis built along the way (tag index, predicate sites, row
    /// type tables) to `discard` instead of freeing it on return: freeing it takes milliseconds
    /// on a large spec, which a server can spend after it has published the findings.
    public static func analyze(_ document: SpecDocument, options: AnalysisOptions = .init(), catalog: Catalog = .standard,
                               discard: (AnyObject) -> Void) -> [Diagnostic]
    {
        let context = AnalysisContext(document: document, catalog: catalog)
        for rule in rules { rule.check(context) }
        let found = context.diagnostics
            .compactMap(options.apply)
            .sorted { ($0.range.start, $0.range.end, $0.code.rawValue) < ($1.range.start, $1.range.end, $1.code.rawValue) }
        discard(context)
        return found
    }
}
