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
    private let form: Form?
    /// What `$tag.value` can hold, per tag.
    let rowDomains: RowValueDomains

    /// `sites`: those of the whole form (`PredicateSite.all(in:)`) or, for rules that check
    /// only some sections (`PredicateChecks`), of those sections, in document order.
    init(_ context: AnalysisContext, sites: [PredicateSite], formSite: PredicateSite?) {
        rowsByTag = context.rowsByTag
        form = context.form
        self.sites = sites
        self.formSite = formSite
        rowDomains = context.rowDomains
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

    convenience init(_ context: AnalysisContext) {
        let sites = PredicateSite.all(in: context.form)
        self.init(context, sites: sites, formSite: context.form.flatMap(PredicateSite.formSite))
    }

    /// Tags that only a `multivaluedRowTemplate` has: XLForm never registers them.
    lazy var templateTags: Set<String> = {
        var tags = Set<String>()
        for case let tag? in (form?.sections ?? []).map({ $0.template?.effectiveTag }) where rowsByTag[tag] == nil {
            tags.insert(tag)
        }
        return tags
    }()

    /// The row `$tag` reads at run time: XLForm keeps the last row registered under a tag.
    func row(tagged tag: String) -> Row? { rowsByTag[tag] }

    /// Whether a form row has the tag (without reading the row).
    func isRegistered(_ tag: String) -> Bool { rowsByTag[tag] != nil }

    /// The tags `$tag` can name, in document order (repeats included), for suggestions.
    lazy var referenceableTags: [String] = Self.referenceableTags(of: form)

    static func referenceableTags(of form: Form?) -> [String] {
        (form?.rows ?? []).compactMap { row in row.effectiveTag.flatMap { TagSyntax.isReferenceable($0) ? $0 : nil } }
    }
}
