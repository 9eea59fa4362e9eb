import Dispatch

/// The analysis entry point shared by `formspec check`, the language server and tests.
public enum Analyzer {
    /// Rules about the document's structure: syntax, schema, rows, tags, key paths.
    static let structureRules: [any AnalysisRule.Type] = [
        SyntaxRule.self,
        SchemaRule.self,
        RowRules.self,
        UnreferenceableTagReferences.self,
        DuplicateTagRule.self,
        MissingTagRule.self,
        MultivaluedSectionRule.self,
        CustomKeyPathTypeRule.self,
        InlineRowTypeRule.self,
    ]

    /// Rules about predicate strings, run by `PredicateChecks` on the sections that need it.
    /// They share nothing with the structure rules but the facts
    /// `AnalysisContext(sharingFactsOf:)` computes first, so on a large document the two groups
    /// run at once, on two threads.
    static var predicateRules: [any AnalysisRule.Type] { PredicateChecks.localRules + PredicateChecks.globalRules }

    /// Every rule.
    static var rules: [any AnalysisRule.Type] { structureRules + predicateRules }

    /// From this many rows on, the two groups of rules run on two threads: below it, handing
    /// work to another thread costs more than it saves.
    static let parallelRows = 200

    /// Codes some rule can report; a test checks this covers the whole code table.
    public static var reportableCodes: Set<DiagnosticCode> {
        Set(rules.flatMap { $0.codes } + FXFormsAnalyzer.codes + [.convertUnsupported])
    }

    /// Forgets the predicate facts and tag suggestions analyses share (what they keep per row
    /// goes with the document), so that the next analysis of a new document costs what a first
    /// one does: for benchmarks of a one-off `formspec check`.
    public static func forgetKeptWork() {
        PredicateFactsCache.shared.removeAll()
        TagSuggestions.shared.removeAll()
    }

    /// Prepares now what suggesting replacements for unknown tags among the document's tags
    /// needs, which analyses otherwise prepare when they first meet one: for an editor that has
    /// just opened the document, so that the keystroke typing the first unknown tag (`$n` on
    /// the way to `$name`) does not pay for every tag of the form.
    public static func prepareTagSuggestions(for document: SpecDocument) {
        guard let form = document.form else { return }
        TagSuggestions.shared.prepare(among: PredicateSites.referenceableTags(of: form))
    }

    /// Whether suggestions among the document's tags are prepared, for tests.
    public static func hasPreparedTagSuggestions(for document: SpecDocument) -> Bool {
        TagSuggestions.shared.isPrepared(among: PredicateSites.referenceableTags(of: document.form))
    }

    /// All findings for a document, sorted by position, with the user's severity settings applied.
    public static func analyze(
        _ document: SpecDocument, options: AnalysisOptions = .init(), catalog: Catalog = .standard
    ) -> [Diagnostic] {
        analysis(of: document, options: options, catalog: catalog).diagnostics
    }

    /// The analysis itself, holding what it built along the way until it is dropped.
    public static func analysis(
        of document: SpecDocument, options: AnalysisOptions = .init(), catalog: Catalog = .standard
    ) -> Analysis {
        if document.dialect == .fxforms {
            return Analysis(ordered(FXFormsAnalyzer.analyze(document, project: options.project), options), built: [])
        }
        return analysis(
            of: document, options: options, catalog: catalog,
            parallel: (document.form?.rowCount ?? 0) >= parallelRows)
    }

    /// Findings with the user's severities applied, sorted by position.
    private static func ordered(_ reported: [Diagnostic], _ options: AnalysisOptions) -> [Diagnostic] {
        reported
            .compactMap(options.apply)
            .sorted {
                ($0.range.start, $0.range.end, $0.code.rawValue) < ($1.range.start, $1.range.end, $1.code.rawValue)
            }
    }

    /// `parallel`: the structure and the predicate rules on two threads (tests compare it with
    /// one thread).
    static func analysis(
        of document: SpecDocument, options: AnalysisOptions, catalog: Catalog, parallel: Bool
    ) -> Analysis {
        let structure = AnalysisContext(
            document: document, catalog: catalog, project: options.project, keepsWork: options.keepsWork)
        // Without a next version to describe changes to, the rows by tag are all there is to know.
        var keptRows: TaggedRows?
        if let form = document.form, options.keepsWork {
            let facts = DocumentFacts.update(form)
            keptRows = facts.rows
            structure.rowsByTag = facts.rows
            structure.changes = facts.changes
            structure.stamp = facts.stamp
            structure.tagList = facts.tagList
        }
        let predicates: AnalysisContext
        nonisolated(unsafe) var checkedSections = 0
        if parallel {
            predicates = AnalysisContext(sharingFactsOf: structure)
            // Each thread uses only its own context; what they share was computed before.
            nonisolated(unsafe) let contexts = [structure, predicates]
            DispatchQueue.concurrentPerform(iterations: 2) { i in
                if i == 0 {
                    for rule in structureRules { rule.check(contexts[0]) }
                } else {
                    checkedSections = PredicateChecks.run(contexts[1])
                }
            }
        } else {
            predicates = structure
            for rule in structureRules { rule.check(structure) }
            checkedSections = PredicateChecks.run(structure)
        }
        let reported = parallel ? structure.diagnostics + predicates.diagnostics : structure.diagnostics
        // What the analysis keeps until it is freed must not hold the places the next version's
        // analysis changes: holding them would make it copy them whole.
        keptRows?.release()
        let built = parallel ? [structure, predicates] : [structure]
        for context in built { context.letGoOfText() }
        return Analysis(ordered(reported, options), built: built, checkedSections: checkedSections)
    }
}

/// One analysis of a document: its findings, and what the rules built on the way (row type
/// tables, rows by tag, predicate sites), freed with it. Freeing that takes milliseconds on a
/// large spec: whoever holds the analysis chooses when, as the language server does after it
/// has published the findings.
public final class Analysis {
    /// Sorted by position, with the user's severity settings applied.
    public let diagnostics: [Diagnostic]
    let built: [AnalysisContext]
    /// How many sections the predicate rules checked again (`PredicateChecks`): the others'
    /// findings were kept from an earlier analysis.
    let checkedSections: Int

    init(_ diagnostics: [Diagnostic], built: [AnalysisContext], checkedSections: Int = 0) {
        self.diagnostics = diagnostics
        self.built = built
        self.checkedSections = checkedSections
    }
}
