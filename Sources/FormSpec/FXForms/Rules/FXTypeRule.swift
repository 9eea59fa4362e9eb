import FormSpecJSON

/// `type`: one of FXForms' types, a type the project registers a cell for, or any string with
/// a `cell`; and a written type FXForms throws away (options, view controller or template
/// without `inline`).
enum FXTypeRule: FXRule {
    static let codes: [DiagnosticCode] = [.unknownFieldType, .typeReset]

    static func check(_ a: FXAnalysis) {
        for field in a.file?.allFields ?? [] {
            guard let type = field.string("type") else { continue }
            let facts = a.facts(field)
            if case .reset(let because) = facts.typeSource, type.value != "default" {
                a.report(
                    .typeReset,
                    "\(field.displayName): FXForms resets type '\(type.value)' to 'default' because \(because) and it is not inline: the field pushes a new screen with the default cell; remove 'type', or add \"inline\": true",
                    at: type.range, data: ["type": .string(type.value)])
                continue
            }
            guard a.fx.type(type.value) == nil, a.project?.fieldType(type.value) == nil, field.value("cell") == nil
            else { continue }
            let names = a.fx.typeNames + (a.project?.fieldTypes.map(\.name.value) ?? [])
            let suggestions = a.suggestions("type \(type.value)") { DidYouMean.rank(type.value, among: names) }
            a.report(
                .unknownFieldType,
                "\(field.displayName): '\(type.value)' is not an FXForms field type, and no 'cell' says how to show it; FXForms falls back to the default cell. Declare it in fieldTypes of \(ProjectConfiguration.fileName) if the app registers a cell for it.\(DidYouMean.phrase(suggestions))",
                at: type.range, data: FXAnalysis.data(suggestions, ["type": .string(type.value)]))
        }
    }
}
