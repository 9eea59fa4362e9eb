import FormSpec
import FormSpecJSON

/// Replaces a value with each JSON value of the finding's `suggestions`, in their order.
enum ValueReplacement {
    static func actions(
        _ d: Diagnostic, _ document: SpecDocument, limit: Int = 8, title: (String) -> String
    ) -> [CodeAction] {
        guard let found = CodeActions.node(at: d.range, in: document), found.node.range == d.range,
            let values = d.data?["suggestions"]?.arrayValue
        else { return [] }
        return values.prefix(limit).enumerated().map { i, value in
            let json = value.encodedString()
            return CodeAction(
                title: title(json), edits: [JSONEdits.replace(found.node, withJSON: json)], diagnostic: d,
                isPreferred: i == 0)
        }
    }
}

/// `"yes"` → `true` on a switch, `"12"` → `12` on a number row: the value the string spells
/// (the rule puts it in `data.suggestions`).
enum ValueTypeFix: QuickFix {
    static let code = DiagnosticCode.valueType
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        ValueReplacement.actions(d, document) { "Change to \($0)" }
    }
}

/// A cell config value replaced with the replacement the finding ranks first: an enum case
/// (`"rigth"` → `"right"`, a raw number → its case name), a colour name (`"redd"` → `"red"`),
/// a number written as a string (`"12"` → `12`), a font's property name.
enum KeyPathValueFix: QuickFix {
    static let code = DiagnosticCode.keyPathValue
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        // Field files write enum cases as raw values: their own fix (FieldKeyPathValueFix) serves them.
        guard document.dialect == .xlform, let found = CodeActions.node(at: d.range, in: document) else { return [] }
        let isNumber = ["number", "integer"].contains(d.data?["type"]?.stringValue ?? "")
        return d.suggestions.enumerated().compactMap { i, suggestion in
            let edit: TextEdit
            if let member = found.member, member.key.range == d.range {
                edit = JSONEdits.replaceContent(of: member.key, with: suggestion)
            } else if found.node.range == d.range {
                let json = isNumber ? suggestion : JSONValue.string(suggestion).encodedString()
                edit = JSONEdits.replace(found.node, withJSON: json)
            } else {
                return nil
            }
            return CodeAction(
                title: "Change to \(isNumber ? suggestion : "'\(suggestion)'")", edits: [edit], diagnostic: d,
                isPreferred: i == 0)
        }
    }
}
