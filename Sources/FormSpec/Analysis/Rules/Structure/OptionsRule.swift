import FormSpecJSON

/// `missing-options` and `value-not-in-options` for rows that pick from `selectorOptions`.
enum OptionsRule: RowRule {
    static let codes: [DiagnosticCode] = [.missingOptions, .valueNotInOptions]

    /// Action properties that replace the options list with the app's own view controller. On
    /// selectorPush and selectorPopover rows a `formSegueIdentifier` does too: the cell performs
    /// the segue instead of pushing the options (XLFormSelectorCell.m, lines 150-153).
    static let customSelectorKeys = ["viewControllerClass", "viewControllerStoryboardId", "viewControllerNibName"]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        for row in rows {
            guard let info = context.rowTypeInfo(for: row), info.needsOptions else { continue }
            let isCustomSelector =
                customSelectorKeys.contains { row.action?.value($0) != nil }
                || (info.segueReplacesOptions && !(row.action?.value("formSegueIdentifier")?.value.isEmpty ?? true))
            guard let options = row.selectorOptions, !options.options.isEmpty else {
                if !isCustomSelector {
                    context.report(
                        .missingOptions,
                        "\(row.displayName): \(info.name) row has no selectorOptions, so it offers nothing to choose (give options, or an action view controller for a custom selector)",
                        at: row.node.member("selectorOptions")?.key.range ?? row.rowType?.range ?? row.node.range)
                }
                continue
            }
            guard let value = row.value, !value.isNull, !isCustomSelector else { continue }
            let choices = options.choices(of: row, rowType: info.name)
            let candidates = choices.compactMap(\.formValue)
            let values: [JSONNode] = info.valueKind == .options ? Array(value.elements ?? []) : [value]
            if info.valueKind == .options, value.elements == nil { continue }  // value-type reports it
            for v in values where v.members == nil || v.member("formValue") != nil {
                guard !candidates.contains(where: { SpecValueEquality.isEqual($0, v) }) else { continue }
                let shown = SpecValueEquality.selectionKey(v).encodedString()
                let choicesText = candidates.prefix(6).map { $0.jsonValue.encodedString() }.joined(separator: ", ")
                context.report(
                    .valueNotInOptions,
                    "\(row.displayName): value \(shown) is not among its options (\(choicesText)\(candidates.count > 6 ? ", ..." : "")); XLForm shows it but selects nothing",
                    at: v.range, data: ["suggestions": .array(candidates.map(\.jsonValue))])
            }
        }
    }
}
