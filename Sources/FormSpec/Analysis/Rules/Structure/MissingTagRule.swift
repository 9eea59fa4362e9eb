/// `missing-tag`: a value-bearing row whose value can never reach formValues because it has no
/// tag, and a multivalued section without `multivaluedTag`, whose inserted rows are tagless.
enum MissingTagRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.missingTag]

    static func check(_ context: AnalysisContext) {
        for section in context.form?.sections ?? [] {
            if section.isMultivalued, !section.collectsValuesByMultivaluedTag {
                context.report(
                    .missingTag,
                    "\(section.displayName) is multivalued but has no multivaluedTag: rows inserted by the user have no tag, so their values never reach formValues",
                    at: section.sectionOptions.first?.range ?? section.node.range)
            }
            guard !section.isMultivalued, !section.collectsValuesByMultivaluedTag else { continue }
            for row in section.rows where row.effectiveTag == nil {
                guard let info = context.rowTypes.info(for: row), info.valueKind.bearsValue else { continue }
                context.report(
                    .missingTag,
                    "\(row.displayName) (\(info.name)) has no tag: its value never reaches formValues or httpParameters",
                    at: row.tag?.range ?? row.rowType?.range ?? row.node.range)
            }
        }
    }
}
