import FormSpecJSON

/// What rules share while analysing one document: the document, the catalog, facts derived
/// once (row types resolved, tags indexed) and the diagnostics reported so far.
final class AnalysisContext {
    let document: SpecDocument
    let catalog: Catalog
    private(set) var diagnostics: [Diagnostic] = []

    init(document: SpecDocument, catalog: Catalog) {
        self.document = document
        self.catalog = catalog
    }

    var form: Form? { document.form }

    func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    func report(_ code: DiagnosticCode, _ message: String, at range: TextRange, severity: Severity? = nil,
                related: [RelatedLocation] = [], data: JSONValue? = nil, isUnnecessary: Bool = false)
    {
        diagnostics.append(Diagnostic(code, message, at: range, severity: severity, related: related, data: data,
                                      isUnnecessary: isUnnecessary))
    }

    /// Row types of this document: the catalog's plus `customRowTypes`.
    lazy var rowTypes: RowTypeTable = RowTypeTable(catalog: catalog, form: form)

    /// Cell config entries resolved against the rows' cell classes (key path rules).
    lazy var keyPaths: KeyPathFacts = KeyPathFacts(self)

    /// Every hidden/disabled predicate string, parsed once per distinct string (predicate rules).
    lazy var predicates: PredicateSites = PredicateSites(self)

    /// Rows by non-empty tag, in document order (templates are not registered by XLForm).
    lazy var rowsByTag: [String: [Row]] = {
        let rows = form?.rows ?? []
        var index: [String: [Row]] = [:]
        index.reserveCapacity(rows.count)
        for row in rows {
            if let tag = row.effectiveTag { index[tag, default: []].append(row) }
        }
        return index
    }()
}
