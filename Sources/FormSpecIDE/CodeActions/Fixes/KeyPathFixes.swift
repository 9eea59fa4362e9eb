import FormSpec
import FormSpecJSON

/// Replaces an unknown key path with a ranked suggestion (the whole path, rebuilt around the
/// segment that failed).
enum UnknownKeyPathFix: QuickFix {
    static let code = DiagnosticCode.unknownKeyPath
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        guard let root = document.syntax.root,
            let replacements = d.data?["replacements"]?.arrayValue?.compactMap(\.stringValue),
            case .member(let member)? = root.path(to: d.range.start).last, member.key.range.contains(d.range)
        else { return [] }
        return replacements.enumerated().map { i, path in
            CodeAction(
                title: "Change to '\(path)'", edits: [JSONEdits.replaceContent(of: member.key, with: path)],
                diagnostic: d, isPreferred: i == 0)
        }
    }
}

/// Moves a key the cell's update overwrites from `cellConfigAtConfigure` to `cellConfig`, where
/// it is applied after the update on every display.
enum IneffectiveConfigFix: QuickFix {
    static let code = DiagnosticCode.ineffectiveConfig
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        guard d.data?["target"]?.stringValue == CellConfigKind.cellConfig.rawValue, let root = document.syntax.root
        else { return [] }
        let path = root.path(to: d.range.start)
        // ... row object, member "cellConfigAtConfigure", member "<key path>"
        guard path.count >= 3, case .member(let entry) = path[path.count - 1],
            case .member(let config) = path[path.count - 2],
            config.key.value == CellConfigKind.cellConfigAtConfigure.rawValue, let dictionary = config.value,
            let row = path[path.count - 3].node, let value = entry.value
        else { return [] }
        let keyJSON = JSONValue.string(entry.key.value).encodedString()
        let valueText = document.text(in: value.range)
        var edits: [TextEdit] = []
        if (dictionary.members?.count ?? 0) == 1 {
            if let edit = JSONEdits.remove(config, from: row, in: document.bytes) { edits.append(edit) }
        } else if let edit = JSONEdits.remove(entry, from: dictionary, in: document.bytes) {
            edits.append(edit)
        }
        if let target = row.member(CellConfigKind.cellConfig.rawValue)?.value, target.members != nil {
            if target.member(entry.key.value) == nil,
                let add = JSONEdits.add(key: entry.key.value, valueJSON: valueText, to: target, in: document)
            {
                edits.append(add)
            }
        } else if let add = JSONEdits.add(
            key: CellConfigKind.cellConfig.rawValue, valueJSON: "{\(keyJSON): \(valueText)}", to: row, in: document)
        {
            edits.append(add)
        }
        return [
            CodeAction(title: "Move '\(entry.key.value)' to cellConfig", edits: edits, diagnostic: d, isPreferred: true)
        ]
    }
}
