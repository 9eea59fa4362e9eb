import FormSpec
import FormSpecJSON

/// Did-you-mean replacements of a string from the diagnostic's ranked suggestions.
enum SuggestionReplacement {
    static func actions(_ d: Diagnostic, _ document: SpecDocument, describe: (String) -> String) -> [CodeAction] {
        guard let found = CodeActions.node(at: d.range, in: document) else { return [] }
        let literal: JSONString?
        if let member = found.member, member.key.range == d.range {
            literal = member.key
        } else {
            literal = found.node.range == d.range ? found.node.string : nil
        }
        guard let literal else { return [] }
        return d.suggestions.enumerated().map { i, suggestion in
            CodeAction(
                title: describe(suggestion), edits: [JSONEdits.replaceContent(of: literal, with: suggestion)],
                diagnostic: d, isPreferred: i == 0)
        }
    }
}

enum UnknownPropertyFix: QuickFix {
    static let code = DiagnosticCode.unknownProperty
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        SuggestionReplacement.actions(d, document) { "Change to '\($0)'" }
    }
}

enum UnknownRowTypeFix: QuickFix {
    static let code = DiagnosticCode.unknownRowType
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        SuggestionReplacement.actions(d, document) { "Change row type to '\($0)'" }
    }
}

enum InvalidValueFix: QuickFix {
    static let code = DiagnosticCode.invalidValue
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        SuggestionReplacement.actions(d, document) { "Change to '\($0)'" }
    }
}

/// Declares an unknown row type in `customRowTypes`, for a type the app registers itself.
enum DeclareCustomRowTypeFix: QuickFix {
    static let code = DiagnosticCode.unknownRowType
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        guard let name = d.data?["rowType"]?.stringValue, !name.isEmpty, let root = document.syntax.root,
            root.members != nil
        else { return [] }
        let declaration = "{\"cellClass\": \(JSONValue.string(cellClass(for: name)).encodedString())}"
        let edit: TextEdit?
        if let custom = root.member("customRowTypes")?.value, custom.members != nil {
            edit = JSONEdits.add(key: name, valueJSON: declaration, to: custom, in: document)
        } else {
            edit = JSONEdits.add(
                key: "customRowTypes", valueJSON: "{\(JSONValue.string(name).encodedString()): \(declaration)}",
                to: root, in: document)
        }
        guard let edit else { return [] }
        return [CodeAction(title: "Declare '\(name)' in customRowTypes", edits: [edit], diagnostic: d)]
    }

    /// `XLFormRowDescriptorTypeRating` → `RatingCell`, `rating` → `RatingCell`: a start the
    /// author corrects to the class the app registers.
    static func cellClass(for rowType: String) -> String {
        var base = rowType
        for prefix in ["XLFormRowDescriptorType", "RowType"] where base.hasPrefix(prefix) && base.count > prefix.count {
            base = String(base.dropFirst(prefix.count))
        }
        let words = base.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return (joined.isEmpty ? "Custom" : joined) + "Cell"
    }
}
