import FormSpec
import FormSpecJSON

/// A quick fix the editor can apply: a title, the edits, and the diagnostic it resolves.
public struct CodeAction: Sendable {
    public let title: String
    public let edits: [TextEdit]
    public let diagnostic: Diagnostic
    /// The one most likely intended (the best-ranked suggestion).
    public let isPreferred: Bool

    public init(title: String, edits: [TextEdit], diagnostic: Diagnostic, isPreferred: Bool = false) {
        self.title = title
        self.edits = edits
        self.diagnostic = diagnostic
        self.isPreferred = isPreferred
    }
}

/// A quick fix for one diagnostic code. One file per fix under `CodeActions/Fixes/`.
protocol QuickFix: Sendable {
    static var code: DiagnosticCode { get }
    static func fixes(for diagnostic: Diagnostic, in document: SpecDocument) -> [CodeAction]
}

/// Quick fixes for diagnostics, by code; a code may have several kinds of fix.
public enum CodeActions {
    static let fixes: [any QuickFix.Type] = [
        UnknownPropertyFix.self,
        IneffectivePropertyFix.self,
        UnknownRowTypeFix.self,
        DeclareCustomRowTypeFix.self,
        InvalidValueFix.self,
        DuplicatePropertyFix.self,
        MissingValidatorMessageFix.self,
        ValueNotInOptionsFix.self,
        ValueTypeFix.self,
        UnknownKeyPathFix.self,
        KeyPathValueFix.self,
        IneffectiveConfigFix.self,
        UnknownTagFix.self,
        InvalidAttributeFix.self,
        PredicateUntaggedRowFix.self,
        UnreferenceableTagFix.self,
        MissingTagFix.self,
        DuplicateTagFix.self,
        UnknownFieldTypeFix.self,
        UnknownClassFix.self,
        ControllerKeyFix.self,
        FieldPropertyFix.self,
        IneffectiveAttributeFix.self,
        FieldKeyPathValueFix.self,
        DefaultValueFix.self,
    ]

    static let byCode: [DiagnosticCode: [any QuickFix.Type]] = Dictionary(grouping: fixes, by: { $0.code })

    /// Codes that have a fix, for tests and capability documentation.
    public static var fixableCodes: Set<DiagnosticCode> { Set(byCode.keys) }

    /// Fixes for the given diagnostics (usually those overlapping the editor's selection).
    public static func fixes(for diagnostics: [Diagnostic], in document: SpecDocument) -> [CodeAction] {
        diagnostics.flatMap { d in (byCode[d.code] ?? []).flatMap { $0.fixes(for: d, in: document) } }
    }

    /// The innermost node whose range is exactly `range`, or the innermost one containing it.
    static func node(
        at range: TextRange, in document: SpecDocument
    ) -> (node: JSONNode, parent: JSONNode?, member: JSONMember?)? {
        guard let root = document.syntax.root else { return nil }
        var parent: JSONNode?
        var current = root
        var member: JSONMember?
        for step in root.path(to: range.start) {
            guard let child = step.node, child.range.contains(range) else {
                if case .member(let m) = step, m.key.range == range { return (current, parent, m) }
                break
            }
            parent = current
            current = child
            if case .member(let m) = step { member = m } else { member = nil }
        }
        return (current, parent, member)
    }
}
