import FormSpecJSON

/// `unknown-row-type` on a custom row type's `inlineRowType`: the cell makes a row of that type
/// when it becomes first responder, and `-cellForFormController:` asserts when no cell class is
/// registered for it (XLFormRowDescriptor.m, line 141; the inline cells of XLForm's examples do
/// so, e.g. XLFormInlineSegmentedCell.m, line 34).
enum InlineRowTypeRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.unknownRowType]

    static func check(_ context: AnalysisContext) {
        for type in context.form?.customRowTypes ?? [] {
            guard let inline = type.inlineRowType, context.rowTypes.info(inline.value) == nil else { continue }
            RowTypeRule.report(
                inline, context,
                "custom row type '\(type.name.value)': inline row type '\(inline.value)' is neither built in nor declared in customRowTypes; XLForm asserts when the row opens it."
            )
        }
    }
}
