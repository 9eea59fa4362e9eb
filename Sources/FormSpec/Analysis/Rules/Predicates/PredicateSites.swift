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
    let withParseFindings: [PredicateSite]
    /// Reading `$tag`s the lexer and the rewrite leave whole.
    let withTags: [PredicateSite]
    let withUntrackedTags: [PredicateSite]
    let withAttributes: [PredicateSite]
    let withComparisons: [PredicateSite]
    let withStateReads: [PredicateSite]
    /// Constant, or with constant parts.
    let withConstants: [PredicateSite]
    /// Rows' and templates' predicates that make XLForm register observers.
    let rowsDependingOnTags: [PredicateSite]

    private let rowsByTag: TaggedRows
    private let form: Form?
    private let tagList: KeptTagList?
    /// What `$tag.value` can hold, per tag.
    let rowDomains: RowValueDomains

    /// `sites`: those of the whole form (`PredicateSite.all(in:)`) or, for rules that check
    /// only some sections (`PredicateChecks`), of those sections, in document order.
    init(_ context: AnalysisContext, sites: [PredicateSite], formSite: PredicateSite?) {
        rowsByTag = context.rowsByTag
        form = context.form
        tagList = context.tagList
        self.sites = sites
        self.formSite = formSite
        rowDomains = context.rowDomains
        // Sorted into local lists, stored once (each append to a property is an access to it).
        var withParseFindings: [PredicateSite] = [], withTags: [PredicateSite] = []
        var withUntrackedTags: [PredicateSite] = [], withAttributes: [PredicateSite] = []
        var withComparisons: [PredicateSite] = [], withStateReads: [PredicateSite] = []
        var withConstants: [PredicateSite] = [], rowsDependingOnTags: [PredicateSite] = []
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
        (self.withParseFindings, self.withTags, self.withUntrackedTags, self.withAttributes) = (
            withParseFindings, withTags, withUntrackedTags, withAttributes
        )
        (self.withComparisons, self.withStateReads, self.withConstants, self.rowsDependingOnTags) = (
            withComparisons, withStateReads, withConstants, rowsDependingOnTags
        )
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
    lazy var referenceableTags: [String] =
        tagList?.value { Self.referenceableTags(of: form) } ?? Self.referenceableTags(of: form)

    /// Read section by section: the form's flat list of rows, once made, lives as long as the form.
    static func referenceableTags(of form: Form?) -> [String] {
        var tags: [String] = []
        for section in form?.sections ?? [] {
            for row in section.rows {
                if let tag = row.effectiveTag, TagSyntax.isReferenceable(tag) { tags.append(tag) }
            }
        }
        // The list is kept between versions (`KeptTagList`): no room beyond what it holds.
        return tags.capacity > tags.count + tags.count / 8 ? Array(tags[...]) : tags
    }
}
