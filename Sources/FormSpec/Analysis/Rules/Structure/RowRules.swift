import FormSpecJSON

/// A rule that looks at one row at a time: what it finds in a row depends only on the row's
/// text, its name in messages (`Row.displayName`), whether it is a template, and the document's
/// `customRowTypes` (row type table, cell classes). `RowRules` runs these rules row by row and
/// keeps their findings between analyses.
protocol RowRule: Sendable {
    static var codes: [DiagnosticCode] { get }
    /// Reports what the rule finds in `rows`, and nowhere else.
    static func check(_ rows: [Row], _ context: AnalysisContext)
}

/// Runs the row rules on every row and template, taking a row's findings from what its content
/// kept when it was checked before under the same name and the same `customRowTypes`: an edit
/// re-checks the rows it changed, not the 5,000 it moved.
enum RowRules: AnalysisRule {
    /// In the order their findings were reported when each rule walked the whole document.
    static let rules: [any RowRule.Type] = [
        RowTypeRule.self,
        UnreferenceableTagRule.self,
        OptionsRule.self,
        LeftRightSelectorRule.self,
        ValueTypeRule.self,
        ValidatorRule.self,
        ValidatorMessageRule.self,
        RequireMessageFormatRule.self,
        ConflictingActionRule.self,
        ValueFormatterRule.self,
        IPadOnlyRowRule.self,
        UnknownKeyPathRule.self,
        KeyPathValueRule.self,
        IneffectiveConfigRule.self,
        UnsafeKeyPathRule.self,
        ClassNameRule.self,
    ]

    static let codes: [DiagnosticCode] = rules.flatMap { $0.codes }

    static func check(_ context: AnalysisContext) {
        guard let form = context.form else { return }
        // A section whose content is unchanged since it was checked under the same place keeps
        // its rows' findings; otherwise each row may have kept its own.
        for section in form.sections {
            let key = context.keptKey(owner: "section \(section.index)")
            section.content.report(.rules, key, at: section.node.start, to: context) {
                if let template = section.template { check(template, context) }
                for row in section.rows { check(row, context) }
            }
        }
    }

    private static func check(_ row: Row, _ context: AnalysisContext) {
        row.content.report(.rules, context.keptKey(owner: owner(row)), at: row.node.start, to: context) {
            let single = [row]
            for rule in rules { rule.check(single, context) }
        }
    }

    /// What, besides its content, tells rows apart in messages: a tagged row is named by its tag
    /// (in the content), others by their position; templates are skipped by the tag rules.
    private static func owner(_ row: Row) -> String {
        if row.isTemplate { return "template: " + row.displayName }
        return row.effectiveTag == nil ? row.displayName : ""
    }
}
