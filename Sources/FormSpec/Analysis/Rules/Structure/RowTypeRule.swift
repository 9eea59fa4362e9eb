import FormSpecJSON

/// `unknown-row-type`: a rowType neither built in nor declared in `customRowTypes`, on a row
/// without `cellClass`: `-cellForFormController:` uses `cellClass` before the registered type
/// and asserts only when both are missing (XLFormRowDescriptor.m, lines 134 and 141).
enum RowTypeRule: RowRule {
    static let codes: [DiagnosticCode] = [.unknownRowType]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        for row in rows {
            guard let type = row.rowType, context.rowTypeInfo(for: row) == nil, row.cellClass?.value.isEmpty ?? true
            else { continue }
            report(
                type, context,
                "\(row.displayName): unknown row type '\(type.value)'; declare it in customRowTypes if the app registers it, or give the row a cellClass."
            )
        }
    }

    /// Reports a row type name no table has, with the names it may have meant.
    static func report(_ type: Located<String>, _ context: AnalysisContext, _ message: String) {
        let suggestions = DidYouMean.rank(type.value, among: context.rowTypes.allNames)
        context.report(
            .unknownRowType, message + DidYouMean.phrase(suggestions), at: type.range,
            data: ["rowType": .string(type.value), "suggestions": .array(suggestions.map(JSONValue.string))])
    }
}
