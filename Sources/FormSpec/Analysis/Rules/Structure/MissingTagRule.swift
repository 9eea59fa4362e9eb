import FormSpecJSON

/// `missing-tag`: a value-bearing row whose value can never reach formValues because it has no
/// tag, and a section that can insert rows without `multivaluedTag`: an inserted row is a copy,
/// and `-copyWithZone:` gives it no tag (XLFormRowDescriptor.m, line 298), so only a
/// `multivaluedTag` collects its value (XLFormDescriptor.m, lines 307-315). A section that can
/// only delete or reorder has the rows the spec gives it, checked as in any other section.
enum MissingTagRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.missingTag]

    static func check(_ context: AnalysisContext) {
        // Names for the quick fixes, unique among tags and multivalued tags (formValues keys).
        var taken: Set<String>?
        var numbers: [String: Int] = [:]
        func name(_ title: String?, _ fallback: String) -> String {
            let form = context.form
            taken =
                taken
                ?? Set(form?.allRows.compactMap(\.effectiveTag) ?? []).union(
                    form?.sections.compactMap { $0.multivaluedTag?.value } ?? [])
            let derived = TagNaming.derive(title: title, rowType: fallback, taken: taken!, numbers: &numbers)
            taken!.insert(derived)
            return derived
        }
        // Whether a row type bears a value, by name: thousands of rows share a handful of types.
        var bearsValue: [String: RowTypeInfo?] = [:]
        for section in context.form?.sections ?? [] {
            if section.collectsValuesByMultivaluedTag { continue }
            if let canInsert = section.sectionOptions.first(where: { $0.value == Section.canInsertOption }) {
                context.report(
                    .missingTag,
                    "\(section.displayName) can insert rows but has no multivaluedTag: an inserted row is a copy without a tag, so its value never reaches formValues",
                    at: canInsert.range,
                    data: [
                        "section": JSONValue(section.index), "property": "multivaluedTag",
                        "suggestions": [.string(name(section.title?.value, "values"))],
                    ])
                continue
            }
            for row in section.rows where row.effectiveTag == nil {
                guard let typeName = row.rowTypeName else { continue }
                let known =
                    bearsValue[typeName]
                    ?? context.rowTypes.info(typeName).flatMap { $0.valueKind.bearsValue ? $0 : nil }
                bearsValue[typeName] = known
                guard let info = known else { continue }
                context.report(
                    .missingTag,
                    "\(row.displayName) (\(info.name)) has no tag: its value never reaches formValues or httpParameters",
                    at: row.tag?.range ?? row.rowType?.range ?? row.node.range,
                    data: ["property": "tag", "suggestions": [.string(name(row.title?.value, info.name))]])
            }
        }
    }
}
