/// The predicate rules on one version of a document, checking again only the sections whose
/// findings can differ from the last check: those whose content changed, and those whose
/// predicates read a tag whose rows changed (`DocumentFacts.Changes`). The rules about single
/// predicates (`localRules`) keep their findings with the section's content; the rules that
/// relate predicates across the form (`globalRules`) run on every section holding what they
/// look at (reads of `isHidden`/`isDisabled`, rows XLForm cannot register), few in most forms.
enum PredicateChecks {
    static let localRules: [any AnalysisRule.Type] = [
        PredicateSyntaxRule.self,
        UnknownTagRule.self,
        InvalidAttributeRule.self,
        PredicateTypeRule.self,
        UntrackedDependencyRule.self,
        ConstantPredicateRule.self,
    ]
    static let globalRules: [any AnalysisRule.Type] = [PredicateUntaggedRowRule.self, PredicateCycleRule.self]

    /// Runs the rules; returns how many sections were checked again.
    @discardableResult
    static func run(_ context: AnalysisContext) -> Int {
        guard let form = context.form else {
            for rule in localRules + globalRules { rule.check(context) }
            return 0
        }
        let key = context.keptKey(owner: "")
        let changes = context.changes
        let formSite = PredicateSite.formSite(of: form)
        var local: [PredicateSite] = formSite.map { [$0] } ?? []
        var global = local
        // Each checked section's sites as a range of `local`: a slice would hold the array's
        // buffer, and every later append would copy the whole array.
        var checked: [(index: Int, section: Section, sites: Range<Int>, global: Bool)] = []
        var kept: [(section: Section, findings: KeptPredicateFindings)] = []
        for (i, section) in form.sections.enumerated() {
            let content = section.content
            if let changes, !changes.sections.contains(i), let known = content.predicateFindings(),
                known.isValid(key: key, after: changes)
            {
                content.keepPredicateFindings(known.validated(at: context.stamp))
                kept.append((section, known))
                if known.global { global += PredicateSite.all(in: section) }
                continue
            }
            let start = local.count
            local += PredicateSite.all(in: section)
            let isGlobal = local[start...].contains { Self.isGlobal($0, context) }
            if isGlobal { global += local[start...] }
            checked.append((i, section, start..<local.count, isGlobal))
        }
        context.predicates = PredicateSites(context, sites: local, formSite: formSite)
        let first = context.diagnostics.count
        for rule in localRules { rule.check(context) }
        if context.keepsWork { keep(context.diagnostics[first...], of: checked, sites: local, key: key, context) }
        for (section, known) in kept {
            for finding in known.findings(at: section.node.range.start) { context.report(finding) }
        }
        context.predicates = PredicateSites(context, sites: global, formSite: formSite)
        for rule in globalRules { rule.check(context) }
        return checked.count
    }

    /// Whether a global rule looks at the site.
    private static func isGlobal(_ site: PredicateSite, _ context: AnalysisContext) -> Bool {
        let content = site.facts.content
        if content.contains(.stateReads) { return true }
        // Only templates, untagged rows and first rows can have a problem: most rows are none.
        guard content.contains(.observesTags), let row = site.row,
            row.isTemplate || row.effectiveTag == nil || row.position.row == 0
        else { return false }
        return PredicateUntaggedRowRule.problem(row, context) != nil
    }

    /// Keeps the findings of each section checked again with its content.
    private static func keep(
        _ findings: ArraySlice<Diagnostic>,
        of checked: [(index: Int, section: Section, sites: Range<Int>, global: Bool)], sites: [PredicateSite],
        key: KeptWork.Key, _ context: AnalysisContext
    ) {
        var bySection = [[Diagnostic]](repeating: [], count: checked.count)
        for finding in findings {
            let at = checked.partitionPoint { $0.section.node.range.end > finding.range.start }
            if at < checked.count, checked[at].section.node.range.contains(finding.range) {
                bySection[at].append(finding)
            }
        }
        for (i, entry) in checked.enumerated() {
            var reads = Set<String>()
            for site in sites[entry.sites] { site.facts.forEachTagRead { reads.insert($0) } }
            entry.section.content.keepPredicateFindings(
                KeptPredicateFindings(
                    key: key, findings: bySection[i], at: entry.section.node.range.start, reads: reads,
                    global: entry.global, validAt: context.stamp))
        }
    }
}

/// The findings of the rules about single predicates on a section, kept with its content, with
/// what they read besides it.
struct KeptPredicateFindings {
    let key: KeptWork.Key
    /// Relative to the section's start.
    private let relative: [Diagnostic]
    /// The tags the section's predicates read.
    let reads: Set<String>
    /// Whether an `unknown-tag` finding is among them: its suggestions come from every tag.
    let readsTagList: Bool
    /// Whether a global rule looks at one of its predicates.
    let global: Bool
    /// The version of the document's facts the findings hold for.
    let validAt: DocumentFacts.Stamp?

    init(
        key: KeptWork.Key, findings: [Diagnostic], at start: Int, reads: Set<String>, global: Bool,
        validAt: DocumentFacts.Stamp?
    ) {
        self.key = key
        relative = KeptWork.placed(findings, at: -start)
        self.reads = reads
        readsTagList = findings.contains { $0.code == .unknownTag }
        self.global = global
        self.validAt = validAt
    }

    private init(_ other: KeptPredicateFindings, validAt: DocumentFacts.Stamp?) {
        key = other.key
        relative = other.relative
        reads = other.reads
        readsTagList = other.readsTagList
        global = other.global
        self.validAt = validAt
    }

    func findings(at start: Int) -> [Diagnostic] { KeptWork.placed(relative, at: start) }

    /// Whether the findings still hold after `changes`, for a section whose content did not change.
    func isValid(key: KeptWork.Key, after changes: DocumentFacts.Changes) -> Bool {
        guard let validAt, validAt === changes.since, self.key == key, !(readsTagList && changes.tagList) else {
            return false
        }
        if changes.tags.count <= reads.count { return !changes.tags.contains(where: reads.contains) }
        return !reads.contains(where: changes.tags.contains)
    }

    func validated(at stamp: DocumentFacts.Stamp?) -> KeptPredicateFindings {
        KeptPredicateFindings(self, validAt: stamp)
    }
}

extension PredicateFacts {
    /// Every tag the predicate reads, in any way (repeats included).
    func forEachTagRead(_ body: (String) -> Void) {
        for use in tags { body(use.tag) }
        for use in untrackedTags { body(use.tag) }
        for use in attributes { body(use.tag) }
        for read in stateReads { if let tag = read.tag { body(tag) } }
        func operand(_ operand: ComparisonFacts.Operand) {
            switch operand {
            case .rowValue(let tag, _), .rowState(let tag, _): body(tag)
            default: break
            }
        }
        for comparison in comparisons {
            operand(comparison.left)
            operand(comparison.right)
        }
    }
}

extension PredicateSite {
    /// The form's `disabled` predicate, if it is one.
    static func formSite(of form: Form) -> PredicateSite? {
        let owner = PredicateOwner.form(form)
        guard let text = owner.predicateText(.disabled) else { return nil }
        return PredicateSite(owner: owner, property: .disabled, facts: facts(of: owner, .disabled, text))
    }

    /// The predicate strings of a section in the order XLForm meets them
    /// (`Section.forEachPredicate`).
    static func all(in section: Section) -> [PredicateSite] {
        var sites: [PredicateSite] = []
        section.forEachPredicate { owner, property, text in
            sites.append(PredicateSite(owner: owner, property: property, facts: facts(of: owner, property, text)))
        }
        return sites
    }
}
