import FormSpecJSON

/// `unknown-row-type`: a rowType neither built in nor declared in `customRowTypes`, on a row
/// without `cellClass`: `-cellForFormController:` uses `cellClass` before the registered type
/// and asserts only when both are missing (XLFormRowDescriptor.m, lines 134 and 141).
enum RowTypeRule: RowRule {
    static let codes: [DiagnosticCode] = [.unknownRowType]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        let table = context.rowTypes
        for row in rows {
            guard let type = row.rowType, table.info(type.value) == nil, row.cellClass?.value.isEmpty ?? true else {
                continue
            }
            let suggestions = DidYouMean.rank(type.value, among: table.allNames)
            context.report(
                .unknownRowType,
                "\(row.displayName): unknown row type '\(type.value)'; declare it in customRowTypes if the app registers it, or give the row a cellClass.\(DidYouMean.phrase(suggestions))",
                at: type.range,
                data: ["rowType": .string(type.value), "suggestions": .array(suggestions.map(JSONValue.string))])
        }
    }
}
