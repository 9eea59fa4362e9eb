import FormSpecJSON

/// `unknown-row-type`: a rowType neither built in nor declared in `customRowTypes`.
enum RowTypeRule: RowRule {
    static let codes: [DiagnosticCode] = [.unknownRowType]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        let table = context.rowTypes
        for row in rows {
            guard let type = row.rowType, table.info(type.value) == nil else { continue }
            let suggestions = DidYouMean.rank(type.value, among: table.allNames)
            context.report(
                .unknownRowType,
                "\(row.displayName): unknown row type '\(type.value)'; declare it in customRowTypes if the app registers it.\(DidYouMean.phrase(suggestions))",
                at: type.range,
                data: ["rowType": .string(type.value), "suggestions": .array(suggestions.map(JSONValue.string))])
        }
    }
}
