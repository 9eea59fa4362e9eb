import FormSpecJSON

/// `predicate-untagged-row`: a row whose predicate depends on other rows but that has no tag
/// when XLForm registers it. XLForm records dependents by tag (`rowObservers`); a nil tag is
/// inserted into an NSMutableArray, which raises when the row is added to the form. Rows copied
/// into multivalued sections (the template, or the first row when there is none) never keep a
/// tag. An empty tag does not crash, but XLForm finds no row for it and never re-evaluates.
enum PredicateUntaggedRowRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.predicateUntaggedRow]

    static func check(_ context: AnalysisContext) {
        var taken: Set<String>?
        var derived: [RowPosition: String] = [:]  // one tag per row, for hidden and disabled alike
        var numbers: [String: Int] = [:]
        for site in context.predicates.rowsDependingOnTags {
            guard let row = site.row, let problem = problem(row, context) else { continue }
            let reads = site.facts.tags.first.map { "depends on $\($0.tag)" } ?? "depends on other rows"
            var data: JSONValue = ["reason": .string(problem.reason)]
            if problem.isFixedByTagging {
                // A tag to add, unique among the form's tags, for the quick fix.
                taken =
                    taken ?? Set(context.rowsByTag.tags).union(context.form?.allRows.compactMap(\.effectiveTag) ?? [])
                let tag =
                    derived[row.position]
                    ?? TagNaming.derive(
                        title: row.title?.value, rowType: row.rowType?.value, taken: taken!, numbers: &numbers)
                taken!.insert(tag)
                derived[row.position] = tag
                data = ["reason": .string(problem.reason), "suggestions": [.string(tag)]]
            }
            context.report(
                .predicateUntaggedRow, "\(site.subject) \(reads), \(problem.message)", at: site.literal.range,
                data: data)
        }
    }

    struct Problem {
        let reason: String
        let message: String
        let isFixedByTagging: Bool
    }

    static func problem(_ row: Row, _ context: AnalysisContext) -> Problem? {
        let section = context.form?.section(at: row.position.section)
        if row.isTemplate {
            return Problem(
                reason: "template",
                message:
                    "but XLForm copies the multivaluedRowTemplate without its tag for every inserted row, and registering the untagged copy raises: the app crashes on insert",
                isFixedByTagging: false)
        }
        if let section, row.position.row == 0, section.template == nil,
            section.canInsert
        {
            return Problem(
                reason: "copiedFirstRow",
                message:
                    "but \(section.displayName) has no multivaluedRowTemplate, so XLForm copies this row without its tag for every inserted row, and registering the untagged copy raises: the app crashes on insert",
                isFixedByTagging: false)
        }
        guard let tag = row.tagText else {
            return Problem(
                reason: "noTag",
                message:
                    "but the row has no tag: XLForm inserts nil into its observer lists when the row is added, which raises, and the app crashes",
                isFixedByTagging: true)
        }
        if tag.isEmpty {
            return Problem(
                reason: "emptyTag",
                message:
                    "but the row's tag is empty: XLForm finds no row for it when a dependency changes, so the predicate is never re-evaluated",
                isFixedByTagging: true)
        }
        return nil
    }
}
