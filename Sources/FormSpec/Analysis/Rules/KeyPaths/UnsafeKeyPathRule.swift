import FormSpecJSON

/// `unsafe-keypath`: a UITextInputTraits key path (`textField.returnKeyType`, ...) that raised
/// NSUnknownKeyException through KVC in XLForm. Suggests the cell's own property for it, or the
/// row types that set the same trait value themselves.
enum UnsafeKeyPathRule: RowRule {
    static let codes: [DiagnosticCode] = [.unsafeKeyPath]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        let facts = context.keyPathFacts(rows)
        for entry in facts.entries {
            guard let target = entry.resolution.target, target.property.isUnsafe else { continue }
            let property = target.property
            let alternatives = property.alternatives.filter {
                facts.classes.classes.member($0, of: entry.rootClass) != nil
            }
            let input = entry.resolution.segments.first?.name ?? ""
            let rowTypes = rowTypesForcing(
                property.name, to: entry.entry.value?.jsonValue, on: input, catalog: context.catalog)
            var message =
                "\(entry.row.displayName): '\(entry.keyPath)' sets a \(target.owner) property through KVC, which raises NSUnknownKeyException in XLForm on some iOS versions; "
            if !alternatives.isEmpty {
                message += "use the cell's \(alternatives.map { "'\($0)'" }.joined(separator: " or ")) instead"
            } else if !rowTypes.isEmpty {
                message += "use a row type that sets it: \(rowTypes.map { "'\($0)'" }.joined(separator: ", "))"
            } else {
                message += "set it in code"
            }
            context.report(
                .unsafeKeyPath, message, at: entry.entry.keyPath.range,
                data: [
                    "keyPath": .string(entry.keyPath), "alternatives": .array(alternatives.map(JSONValue.string)),
                    "rowTypes": .array(rowTypes.map(JSONValue.string)),
                ])
        }
    }

    /// Built-in row types whose cell forces this trait to this value on the same input
    /// (`textField` rows for `textField.keyboardType`).
    static func rowTypesForcing(_ trait: String, to value: JSONValue?, on input: String, catalog: Catalog) -> [String] {
        guard let value else { return [] }
        return catalog.rowTypes.filter { type in
            catalog.classes.traitsTarget(of: type.cell) == input
                && type.traits.contains { $0.key == trait && SpecValueEquality.isEqual($0.value, value) }
        }.map(\.name)
    }
}
