/// Every predicate string of a document in document order (the form's `disabled`, then per
/// section its `hidden`, its template's and its rows' predicates), each parsed once per distinct
/// string, and the tag lookups the predicate rules share.
final class PredicateSites {
    let sites: [PredicateSite]
    /// The form's `disabled` predicate, if it has one.
    let formSite: PredicateSite?
    // The sites each rule looks at, sorted out in one pass: most predicates give most rules
    // nothing to do, and walking every site for every rule costs more than the rules.
    /// With rewrite findings, syntax errors or parser warnings.
    private(set) var withParseFindings: [PredicateSite] = []
    /// Reading `$tag`s the lexer and the rewrite leave whole.
    private(set) var withTags: [PredicateSite] = []
    private(set) var withUntrackedTags: [PredicateSite] = []
    private(set) var withAttributes: [PredicateSite] = []
    private(set) var withComparisons: [PredicateSite] = []
    private(set) var withStateReads: [PredicateSite] = []
    /// Constant, or with constant parts.
    private(set) var withConstants: [PredicateSite] = []
    /// Rows' and templates' predicates that make XLForm register observers.
    private(set) var rowsDependingOnTags: [PredicateSite] = []

    private let rowsByTag: TaggedRows
    private let formRows: [Row]
    /// Tags that only a `multivaluedRowTemplate` has: XLForm never registers them.
    let templateTags: Set<String>
    /// What `$tag.value` can hold, per tag.
    let rowDomains: RowValueDomains

    init(_ context: AnalysisContext) {
        rowsByTag = context.rowsByTag
        formRows = context.form?.rows ?? []
        let sites = PredicateSite.all(in: context.form)
        var templateTags = Set<String>()
        for case let tag? in (context.form?.sections ?? []).map({ $0.template?.effectiveTag }) {
            templateTags.insert(tag)
        }
        self.sites = sites
        formSite = sites.first.flatMap { if case .form = $0.owner { return $0 } else { return nil } }
        let tagged = rowsByTag
        self.templateTags = templateTags.filter { tagged[$0] == nil }
        rowDomains = RowValueDomains(
            rowsByTag: rowsByTag, rowTypes: context.rowTypes, key: context.keptKey(owner: ""))
        for site in sites {
            let content = site.facts.content
            if content.isEmpty { continue }
            if content.contains(.parseFindings) { withParseFindings.append(site) }
            if content.contains(.tags) { withTags.append(site) }
            if content.contains(.untrackedTags) { withUntrackedTags.append(site) }
            if content.contains(.attributes) { withAttributes.append(site) }
            if content.contains(.comparisons) { withComparisons.append(site) }
            if content.contains(.stateReads) { withStateReads.append(site) }
            if content.contains(.constants) { withConstants.append(site) }
            if content.contains(.observesTags), case .row = site.owner { rowsDependingOnTags.append(site) }
        }
    }

    /// The row `$tag` reads at run time: XLForm keeps the last row registered under a tag.
    func row(tagged tag: String) -> Row? { rowsByTag[tag] }

    /// Whether a form row has the tag (without reading the row).
    func isRegistered(_ tag: String) -> Bool { rowsByTag[tag] != nil }

    /// The tags `$tag` can name, in document order (repeats included), for suggestions.
    lazy var referenceableTags: [String] = formRows.compactMap { row in
        row.effectiveTag.flatMap { TagSyntax.isReferenceable($0) ? $0 : nil }
    }
}
