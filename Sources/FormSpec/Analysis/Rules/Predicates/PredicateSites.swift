import FormSpecJSON

/// One `hidden`/`disabled` predicate string in the document: whose it is, where it is, and what
/// is known about it. A class: rules pass thousands of them around on every analysis.
final class PredicateSite {
    enum Owner {
        case form(Form)
        case section(Section)
        case row(Row)
    }

    let owner: Owner
    let property: ConditionKind
    let facts: PredicateFacts

    init(owner: Owner, property: ConditionKind, facts: PredicateFacts) {
        self.owner = owner
        self.property = property
        self.facts = facts
    }

    /// The JSON string, read back from the model only when a finding needs its ranges (most
    /// sites report nothing, and copying thousands of literals shows in the analysis time).
    var literal: JSONString {
        let condition: Condition?
        switch owner {
        case .form(let form): condition = form.disabled
        case .section(let section): condition = section.hidden
        case .row(let row): condition = row.condition(property)
        }
        guard case .predicate(let literal, _)? = condition else { preconditionFailure("a predicate site without a predicate") }
        return literal
    }

    /// Document range of a range of the predicate text (exact through JSON escapes).
    func range(_ r: TextRange) -> TextRange { literal.sourceRange(forValueRange: r) }

    /// The predicate text a range covers, as the author wrote it (escapes decoded).
    func text(_ r: TextRange) -> String {
        let bytes = literal.value.utf8
        let start = bytes.index(bytes.startIndex, offsetBy: min(r.start, bytes.count))
        let end = bytes.index(bytes.startIndex, offsetBy: min(r.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    var row: Row? {
        if case .row(let row) = owner { return row }
        return nil
    }

    /// "row 'email'", "section 2 'Details'", "form".
    var ownerName: String {
        switch owner {
        case .form: return "form"
        case .section(let section): return section.displayName
        case .row(let row): return row.displayName
        }
    }

    /// What keeps its state when evaluation raises: "row", "section" or "form".
    var stateHolder: String {
        switch owner {
        case .form: return "form"
        case .section: return "section"
        case .row: return "row"
        }
    }

    /// "row 'email': 'hidden'", how messages about this predicate begin.
    var subject: String { "\(ownerName): '\(property.rawValue)'" }
}

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

    private let rowsByTag: [String: [Row]]
    private let formRows: [Row]
    /// Tags that only a `multivaluedRowTemplate` has: XLForm never registers them.
    let templateTags: Set<String>
    /// What `$tag.value` can hold, per tag.
    let rowDomains: RowValueDomains

    init(_ context: AnalysisContext, cache: PredicateFactsCache = .shared) {
        rowsByTag = context.rowsByTag
        formRows = context.form?.rows ?? []
        var sites: [PredicateSite] = []
        var templateTags = Set<String>()
        func add(_ owner: PredicateSite.Owner, _ property: ConditionKind, _ condition: Condition?) {
            guard case .predicate(let literal, _)? = condition else { return }
            sites.append(PredicateSite(owner: owner, property: property, facts: cache.facts(for: literal.value)))
        }
        if let form = context.form {
            sites.reserveCapacity(form.allRows.count)
            add(.form(form), .disabled, form.disabled)
            for section in form.sections {
                add(.section(section), .hidden, section.hidden)
                if let template = section.template {
                    if let tag = template.effectiveTag { templateTags.insert(tag) }
                    add(.row(template), .hidden, template.hidden)
                    add(.row(template), .disabled, template.disabled)
                }
                for row in section.rows {
                    add(.row(row), .hidden, row.hidden)
                    add(.row(row), .disabled, row.disabled)
                }
            }
        }
        self.sites = sites
        formSite = sites.first.flatMap { if case .form = $0.owner { return $0 } else { return nil } }
        self.templateTags = templateTags.subtracting(rowsByTag.keys)
        rowDomains = RowValueDomains(rowsByTag: rowsByTag, rowTypes: context.rowTypes)
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
    func row(tagged tag: String) -> Row? { rowsByTag[tag]?.last }

    /// Whether a form row has the tag (without reading the row).
    func isRegistered(_ tag: String) -> Bool { rowsByTag[tag] != nil }

    /// The tags `$tag` can name, in document order (repeats included), for suggestions.
    lazy var referenceableTags: [String] = formRows.compactMap { row in row.effectiveTag.flatMap { TagSyntax.isReferenceable($0) ? $0 : nil } }
}
