import FormSpecJSON

/// `keypath-value`: a cell config value that does not fit the type of the property its key path
/// sets (wrong JSON type, unknown enum case, malformed colour, font or date, a readonly or
/// struct property, a CGColor).
enum KeyPathValueRule: RowRule {
    static let codes: [DiagnosticCode] = [.keyPathValue]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        let facts = context.keyPathFacts(rows)
        for entry in facts.entries {
            guard let target = entry.resolution.target, let value = entry.entry.value else { continue }
            guard
                let problem = KeyPathValueCheck.problem(
                    value, for: target, catalog: context.catalog, classes: facts.classes.classes)
            else { continue }
            context.report(
                .keyPathValue, "\(entry.row.displayName): '\(entry.keyPath)' \(problem.message)", at: problem.range,
                data: [
                    "keyPath": .string(entry.keyPath), "type": .string(target.property.type.name),
                    "suggestions": .array(problem.suggestions.map(JSONValue.string)),
                ])
        }
    }
}
