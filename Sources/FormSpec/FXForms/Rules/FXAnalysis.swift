import FormSpecJSON

/// What the FXForms rules share while analysing one field file: the document, its model, the
/// classes it may name, what FXForms infers per field (computed once), and the findings.
final class FXAnalysis {
    let document: SpecDocument
    let file: FieldFile?
    let classes: FXClassIndex
    let keyPaths: FXKeyPathClasses
    private(set) var diagnostics: [Diagnostic] = []
    private var factsCache: [ObjectIdentifier: FieldFacts] = [:]

    init(document: SpecDocument, fx: FXFormsCatalog, project: ProjectConfiguration?) {
        self.document = document
        file = document.fields
        classes = FXClassIndex(fx, project: project)
        keyPaths = FXKeyPathClasses(classes)
    }

    var fx: FXFormsCatalog { classes.fx }
    var catalog: Catalog { fx.catalog }
    var project: ProjectConfiguration? { classes.project }

    /// Did-you-mean answers by question: a file repeats its mistakes (a misspelt key copied
    /// into many fields), and ranking is the costly part of a finding.
    private var suggestionMemo: [String: [String]] = [:]

    func suggestions(_ question: String, _ rank: () -> [String]) -> [String] {
        if let known = suggestionMemo[question] { return known }
        let answer = rank()
        suggestionMemo[question] = answer
        return answer
    }

    func facts(_ field: Field) -> FieldFacts {

        let id = ObjectIdentifier(field)
        if let known = factsCache[id] { return known }
        let facts = FieldFacts.of(field, classes: classes)
        factsCache[id] = facts
        return facts
    }

    func report(
        _ code: DiagnosticCode, _ message: String, at range: TextRange, severity: Severity? = nil,
        related: [RelatedLocation] = [], data: JSONValue? = nil
    ) {
        diagnostics.append(Diagnostic(code, message, at: range, severity: severity, related: related, data: data))
    }

    /// Ranked suggestions as carried in `data`.
    static func data(_ suggestions: [String], _ extra: [String: JSONValue] = [:]) -> JSONValue {
        var object = JSONObject(extra.map { ($0.key, $0.value) })
        object["suggestions"] = .array(suggestions.map(JSONValue.string))
        return .object(object)
    }
}

/// One FXForms check, in its own file under `FXForms/Rules/`.
protocol FXRule: Sendable {
    static var codes: [DiagnosticCode] { get }
    static func check(_ analysis: FXAnalysis)
}

/// The FXForms analysis entry point; `Analyzer.analyze` sends field files here.
enum FXFormsAnalyzer {
    static let rules: [any FXRule.Type] = [
        FXStructureRule.self,
        FXFieldKeyRule.self,
        FXTypeRule.self,
        FXClassNameRule.self,
        FXOptionsRule.self,
        FXDefaultRule.self,
        FXEffectRule.self,
        FXSectionHeaderRule.self,
        FXKeylessFieldRule.self,
    ]

    static var codes: [DiagnosticCode] { rules.flatMap { $0.codes } }

    static func analyze(
        _ document: SpecDocument, project: ProjectConfiguration?, fx: FXFormsCatalog = .standard
    ) -> [Diagnostic] {
        let analysis = FXAnalysis(document: document, fx: fx, project: project)
        for error in document.syntax.errors {
            let related = error.related.map { [RelatedLocation($0, "opened here")] } ?? []
            analysis.report(.jsonSyntax, error.message, at: error.range, related: related)
        }
        for rule in rules { rule.check(analysis) }
        return analysis.diagnostics
    }
}
