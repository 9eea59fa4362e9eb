import FormSpec
import FormSpecJSON

/// Quick fixes for the findings of FXForms field files that carry ranked suggestions: a
/// misspelt type or class name, a key FXForms reads under another name, an override for a
/// misspelt key.
enum UnknownFieldTypeFix: QuickFix {
    static let code = DiagnosticCode.unknownFieldType
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        SuggestionReplacement.actions(d, document) { "Change type to '\($0)'" }
    }
}

enum UnknownClassFix: QuickFix {
    static let code = DiagnosticCode.unknownClass
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        SuggestionReplacement.actions(d, document) { "Change to '\($0)'" }
    }
}

enum ControllerKeyFix: QuickFix {
    static let code = DiagnosticCode.controllerKey
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        SuggestionReplacement.actions(d, document) { "Rename to '\($0)'" }
    }
}

enum FieldPropertyFix: QuickFix {
    static let code = DiagnosticCode.fieldProperty
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        SuggestionReplacement.actions(d, document) { "Rename to '\($0)'" }
    }
}

enum IneffectiveAttributeFix: QuickFix {
    static let code = DiagnosticCode.ineffectiveAttribute
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        SuggestionReplacement.actions(d, document) { "Rename to '\($0)'" }
    }
}

/// A value to write instead: a raw enum value for a case name (FXForms), an option's index
/// for an option. A suggestion that is a number replaces a string with the number.
enum ValueSuggestionFix {
    static func actions(_ d: Diagnostic, _ document: SpecDocument) -> [CodeAction] {
        guard document.dialect == .fxforms, let found = CodeActions.node(at: d.range, in: document),
            found.node.range == d.range
        else { return [] }
        let node = found.node
        return d.suggestions.enumerated().map { i, suggestion in
            let edit =
                node.string != nil && Int64(suggestion) != nil
                ? JSONEdits.replace(node, withJSON: suggestion)
                : node.string.map { JSONEdits.replaceContent(of: $0, with: suggestion) }
                    ?? JSONEdits.replace(node, withJSON: JSONValue.string(suggestion).encodedString())
            return CodeAction(title: "Change to \(suggestion)", edits: [edit], diagnostic: d, isPreferred: i == 0)
        }
    }
}

enum FieldKeyPathValueFix: QuickFix {
    static let code = DiagnosticCode.keyPathValue
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        ValueSuggestionFix.actions(d, document)
    }
}

enum DefaultValueFix: QuickFix {
    static let code = DiagnosticCode.defaultValue
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        ValueSuggestionFix.actions(d, document)
    }
}
