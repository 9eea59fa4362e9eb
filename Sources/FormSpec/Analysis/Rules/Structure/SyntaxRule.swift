/// `json-syntax`: every error the tolerant parser recovered from, each at its own place.
enum SyntaxRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.jsonSyntax]

    static func check(_ context: AnalysisContext) {
        for error in context.document.syntax.errors {
            let related = error.related.map { [RelatedLocation($0, "opened here")] } ?? []
            context.report(.jsonSyntax, error.message, at: error.range, related: related)
        }
    }
}
