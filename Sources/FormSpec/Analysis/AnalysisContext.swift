import FormSpecJSON
import Foundation

/// What rules share while analysing one document: the document, the catalog, facts derived
/// once (row types resolved, tags indexed) and the diagnostics reported so far.
final class AnalysisContext {
    private(set) var document: SpecDocument
    let catalog: Catalog
    /// The project configuration: shared custom row types and app classes.
    let project: ProjectConfiguration?
    private(set) var diagnostics: [Diagnostic] = []

    /// Whether work is kept for the document's next version (`AnalysisOptions.keepsWork`).
    let keepsWork: Bool

    init(document: SpecDocument, catalog: Catalog, project: ProjectConfiguration? = nil, keepsWork: Bool = true) {
        self.document = document
        self.catalog = catalog
        self.project = project
        self.keepsWork = keepsWork
    }

    /// A context for other rules of the same analysis, on another thread: the facts both
    /// groups of rules read are computed here, once, before either starts (lazy properties are
    /// not safe to fill from two threads); what only one group reads stays lazy in its context.
    init(sharingFactsOf other: AnalysisContext) {
        document = other.document
        catalog = other.catalog
        project = other.project
        keepsWork = other.keepsWork
        rowTypes = other.rowTypes
        declarations = other.declarations
        rowsByTag = other.rowsByTag
        changes = other.changes
        stamp = other.stamp
        tagList = other.tagList
    }

    var form: Form? { document.form }

    /// Lets go of the document's text once the rules are done: a finished analysis may wait to
    /// be freed (the server frees it after publishing), and meanwhile the next edit changes the
    /// text in place only if nothing else holds it (`LineIndex.replace`).
    func letGoOfText() { document = document.withoutText }

    func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// Changes the findings of one code reported so far, for a rule whose findings depend on
    /// the whole document where a row rule (kept between analyses) found them.
    func revise(_ code: DiagnosticCode, _ change: (inout Diagnostic) -> Void) {
        for i in diagnostics.indices where diagnostics[i].code == code { change(&diagnostics[i]) }
    }

    func report(
        _ code: DiagnosticCode, _ message: String, at range: TextRange, severity: Severity? = nil,
        related: [RelatedLocation] = [], data: JSONValue? = nil, isUnnecessary: Bool = false
    ) {
        diagnostics.append(
            Diagnostic(
                code, message, at: range, severity: severity, related: related, data: data,
                isUnnecessary: isUnnecessary))
    }

    /// Row types of this document: the catalog's plus `customRowTypes`.
    lazy var rowTypes: RowTypeTable = RowTypeTable(catalog: catalog, form: form, project: project)

    /// The text the model reads `customRowTypes` from (empty when the spec has none) and the
    /// project configuration's, as one object for every analysis while it stays the same: with a
    /// row's content, what work kept per row is keyed by.
    final class Declarations: @unchecked Sendable {
        let bytes: [UInt8]

        private init(_ bytes: [UInt8]) { self.bytes = bytes }

        private static let lock = NSLock()
        nonisolated(unsafe) private static var recent: [Declarations] = []  // guarded by lock

        static func of(_ bytes: ArraySlice<UInt8>) -> Declarations {
            lock.withLock {
                if let known = recent.first(where: { TextBytes.equal($0.bytes, bytes) }) { return known }
                let made = Declarations(Array(bytes))
                recent = [made] + recent.prefix(3)
                return made
            }
        }
    }

    lazy var declarations: Declarations = {
        let fromProject = project?.declarationBytes ?? []
        guard let range = form?.node.value("customRowTypes")?.range else { return Declarations.of(fromProject) }
        let bytes = document.bytes
        return Declarations.of(bytes[max(0, range.start)..<min(bytes.count, range.end)] + fromProject)
    }()

    /// What work kept for a row read besides its content, for a row messages call `owner`.
    func keptKey(owner: String) -> KeptWork.Key {
        KeptWork.Key(owner: owner, declarations: declarations, catalog: catalog.identity)
    }

    /// Cell classes of this document: the catalog's plus those `customRowTypes` declare (key path rules).
    lazy var documentClasses: DocumentClasses = DocumentClasses(catalog: catalog, form: form, project: project)

    /// Key path resolutions the key path rules share.
    let keyPathResolutions = KeyPathResolutions()
    private var lastKeyPathFacts: (rows: [Row], facts: KeyPathFacts)?
    private var noKeyPaths: KeyPathFacts?

    /// The cell config entries of `rows` resolved, made once for the key path rules that check
    /// the same rows one after another.
    func keyPathFacts(_ rows: [Row]) -> KeyPathFacts {
        // Most rows set no key paths: one empty set of facts serves them all.
        if !rows.contains(where: \.hasCellConfigs) {
            if let noKeyPaths { return noKeyPaths }
            let facts = KeyPathFacts(self, rows: [])
            noKeyPaths = facts
            return facts
        }
        if let last = lastKeyPathFacts, last.rows.count == rows.count,
            zip(last.rows, rows).allSatisfy({ $0.position == $1.position })
        {
            return last.facts
        }
        let facts = KeyPathFacts(self, rows: rows)
        lastKeyPathFacts = (rows, facts)
        return facts
    }

    private var lastRowType: (row: Row, info: RowTypeInfo?)?

    /// `rowTypes.info(for: row)`, looked up once for the rules that ask about one row after another.
    func rowTypeInfo(for row: Row) -> RowTypeInfo? {
        if let last = lastRowType, last.row.position == row.position { return last.info }
        let info = rowTypes.info(for: row)
        lastRowType = (row, info)
        return info
    }

    private var lastValidators: (row: Row, validators: [Validator])?

    /// A row's validators, made once for the row rules that read them one after another.
    func validators(of row: Row) -> [Validator] {
        if let last = lastValidators, last.row.position == row.position { return last.validators }
        let validators = row.validators
        lastValidators = (row, validators)
        return validators
    }

    /// The predicate strings the predicate rules look at, each parsed once per distinct string:
    /// every one of the form, or those `PredicateChecks` gives the rules it runs.
    lazy var predicates: PredicateSites = PredicateSites(self)

    /// Rows by non-empty tag (templates are not registered by XLForm).
    lazy var rowsByTag: TaggedRows = TaggedRows(form)

    /// What changed since the version of the document an analysis last described, and the
    /// version this one describes (`DocumentFacts`): nil when nothing is known of earlier ones.
    var changes: DocumentFacts.Changes?
    var stamp: DocumentFacts.Stamp?
    /// The form's referenceable tags as the document's earlier versions found them, if kept.
    var tagList: KeptTagList?

    /// What `$tag.value` can hold, per tag (predicate rules).
    lazy var rowDomains = RowValueDomains(rowsByTag: rowsByTag, rowTypes: rowTypes, key: keptKey(owner: ""))
}
