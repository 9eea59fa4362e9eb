import FormSpec
import FormSpecJSON

/// Removes a property that a later duplicate overrides.
enum DuplicatePropertyFix: QuickFix {
    static let code = DiagnosticCode.duplicateProperty
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        guard let found = CodeActions.node(at: d.range, in: document), let member = found.member,
            member.key.range == d.range,
            let edit = JSONEdits.remove(member, from: found.node, in: document.bytes)
        else { return [] }
        return [
            CodeAction(
                title: "Remove the overridden '\(member.key.value)'", edits: [edit], diagnostic: d, isPreferred: true)
        ]
    }
}

/// Adds the `msg` a regex validator needs.
enum MissingValidatorMessageFix: QuickFix {
    static let code = DiagnosticCode.missingValidatorMessage
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        guard let root = document.syntax.root else { return [] }
        // The innermost object around the finding is the validator.
        let validator = root.path(to: d.range.start).compactMap(\.node).last {
            $0.members != nil && $0.range.contains(d.range)
        }
        guard let validator,
            let edit = JSONEdits.add(key: "msg", valueJSON: "\"Invalid value\"", to: validator, in: document)
        else { return [] }
        return [CodeAction(title: "Add a 'msg' to the validator", edits: [edit], diagnostic: d, isPreferred: true)]
    }
}

/// Replaces a selector's default value with one of its options.
enum ValueNotInOptionsFix: QuickFix {
    static let code = DiagnosticCode.valueNotInOptions
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        // Options are equally likely: none is preferred.
        ValueReplacement.actions(d, document) { "Use option \($0)" }.map {
            CodeAction(title: $0.title, edits: $0.edits, diagnostic: $0.diagnostic)
        }
    }
}

/// Removes a property XLForm never reads where it is (`has no effect`).
enum IneffectivePropertyFix: QuickFix {
    static let code = DiagnosticCode.unknownProperty
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        guard d.data?["hasNoEffect"] == true, let found = CodeActions.node(at: d.range, in: document),
            let member = found.member, member.key.range == d.range,
            let edit = JSONEdits.remove(member, from: found.node, in: document.bytes)
        else { return [] }
        return [CodeAction(title: "Remove '\(member.key.value)'", edits: [edit], diagnostic: d, isPreferred: true)]
    }
}
