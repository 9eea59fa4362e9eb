import FormSpecJSON

/// `leftRightSelectorLeftOptionSelected`, the left option a selectorLeftRight row starts with.
/// XLFormLeftRightSelectorCell finds the option by `isEqual:` on the left values
/// (`-leftOptionForOption:`, XLFormLeftRightSelectorCell.m, lines 87-96): with none selected it
/// shows "(null)" on the left button, does nothing on a tap and raises in httpParameters
/// (`-formDescriptorHttpParameterName`, line 170, through the `@throw` of line 95).
enum LeftRightSelectorRule: RowRule {
    static let codes: [DiagnosticCode] = [.valueNotInOptions, .missingProperty, .unknownProperty]
    static let property = "leftRightSelectorLeftOptionSelected"

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        for row in rows {
            guard let info = context.rowTypeInfo(for: row) else { continue }
            let isLeftRight = info.name == RowTypeInfo.leftRightSelector
            guard isLeftRight else {
                if row.leftOption != nil, let key = row.node.member(property)?.key {
                    context.report(
                        .unknownProperty,
                        "\(row.displayName): '\(property)' has no effect on a \(info.name) row; only selectorLeftRight rows have a left option",
                        at: key.range, data: ["property": .string(property), "suggestions": [], "hasNoEffect": true])
                }
                continue
            }
            guard let left = row.leftOption, !left.isNull else {
                guard !row.isTemplate, let options = row.selectorOptions, !options.options.isEmpty else { continue }
                context.report(
                    .missingProperty,
                    "\(row.displayName): selectorLeftRight row has no '\(property)': its left button shows (null), tapping the row opens nothing and httpParameters raises until the user picks a left option",
                    at: row.rowType?.range ?? row.node.range, severity: .warning,
                    data: [
                        "property": .string(property),
                        "suggestions": .array(
                            options.options.compactMap { $0.leftValue.map(SpecValueEquality.selectionKey) }),
                    ])
                continue
            }
            guard let options = row.selectorOptions else { continue }
            let lefts = options.options.compactMap(\.leftValue)
            guard !lefts.isEmpty, !lefts.contains(where: { SpecValueEquality.isEqual($0, left) }) else { continue }
            let shown = SpecValueEquality.selectionKey(left).encodedString()
            let choices = lefts.prefix(6).map { SpecValueEquality.selectionKey($0).encodedString() }.joined(
                separator: ", ")
            context.report(
                .valueNotInOptions,
                "\(row.displayName): left option \(shown) is not among its left values (\(choices)\(lefts.count > 6 ? ", ..." : "")); XLForm shows it but finds no left option: no right options, no httpParameters key",
                at: left.range, data: ["suggestions": .array(lefts.map(SpecValueEquality.selectionKey))])
        }
    }
}
