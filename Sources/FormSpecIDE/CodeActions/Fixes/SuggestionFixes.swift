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
