import FormSpecJSON

/// `ineffective-config`: a key whose value is replaced before the cell is seen. In
/// `cellConfigAtConfigure`, keys the cell's -update sets (and the text traits the row type forces)
/// on every display; in `cellConfigForSelector`, the option cell's text and checkmark.
enum IneffectiveConfigRule: RowRule {
    static let codes: [DiagnosticCode] = [.ineffectiveConfig]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        let facts = context.keyPathFacts(rows)
        for entry in facts.entries {
            guard let key = facts.overwrittenKey(for: entry) else { continue }
            let owner = entry.row.displayName
            let message: String
            var data: JSONObject = ["keyPath": .string(entry.keyPath)]
            if entry.kind == .cellConfigForSelector {
                message =
                    "\(owner): XLForm sets '\(entry.keyPath)' on each option cell after applying cellConfigForSelector, so this value never shows"
                data["target"] = .null
            } else {
                if let rowType = key.rowType {
                    let forced = key.forcedValue.map { " to \($0.encodedString())" } ?? ""
                    message =
                        "\(owner): the \(rowType) row type sets '\(entry.keyPath)'\(forced) on every display, overwriting cellConfigAtConfigure; move it to cellConfig"
                    data["rowType"] = .string(rowType)
                } else {
                    message =
                        "\(owner): \(key.cell)'s update sets '\(entry.keyPath)' on every display, overwriting cellConfigAtConfigure; move it to cellConfig"
                }
                data["target"] = .string(CellConfigKind.cellConfig.rawValue)
            }
            data["cell"] = .string(key.cell)
            context.report(.ineffectiveConfig, message, at: entry.entry.keyPath.range, data: .object(data))
        }
    }
}
