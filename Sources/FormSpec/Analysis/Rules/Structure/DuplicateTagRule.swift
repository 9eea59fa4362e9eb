import FormSpecJSON

/// `duplicate-tag`: XLForm keeps only the last row registered under a tag.
enum DuplicateTagRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.duplicateTag]

    static func check(_ context: AnalysisContext) {
        for (tag, rows) in context.rowsByTag where rows.count > 1 {
            guard let first = rows.first?.tag else { continue }
            for row in rows.dropFirst() {
                guard let located = row.tag else { continue }
                context.report(
                    .duplicateTag,
                    "tag '\(tag)' is already used by \(first.node === located.node ? "another row" : "an earlier row"); XLForm keeps only the last row with a tag, so predicates and formValues see one of them",
                    at: located.range, related: [RelatedLocation(first.range, "first row tagged '\(tag)'")],
                    data: ["tag": .string(tag)])
            }
        }
    }
}
