import FormSpec
import FormSpecJSON

/// Replaces the part of a predicate a diagnostic points at (a tag, an attribute) with each of
/// its ranked suggestions. Only those bytes change, so the rest of the string keeps its escapes.
enum PredicateTextReplacement {
    /// `expected` is what the diagnostic says the bytes decode to; anything else means the
    /// document moved on and no fix is offered.
    static func actions(
        _ d: Diagnostic, _ document: SpecDocument, expected: String?, title: (String) -> String
    ) -> [CodeAction] {
        guard let expected, let found = CodeActions.node(at: d.range, in: document), let literal = found.node.string,
            literal.contentRange.contains(d.range), decoded(d.range, in: literal) == expected
        else { return [] }
        return d.suggestions.enumerated().map { i, suggestion in
            let escaped = String(JSONValue.string(suggestion).encodedString().dropFirst().dropLast())
            return CodeAction(
                title: title(suggestion), edits: [TextEdit(d.range, escaped)], diagnostic: d, isPreferred: i == 0)
        }
    }

    /// The decoded text of a document range inside a string literal.
    private static func decoded(_ range: TextRange, in literal: JSONString) -> String {
        let bytes = Array(literal.value.utf8)
        let start = literal.valueOffset(forSourceOffset: range.start)
        let end = literal.valueOffset(forSourceOffset: range.end)
        guard start <= end, end <= bytes.count else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// `$nmae` → `$name`: the tag's bytes replaced by a tag the form has.
enum UnknownTagFix: QuickFix {
    static let code = DiagnosticCode.unknownTag
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        PredicateTextReplacement.actions(d, document, expected: d.data?["tag"]?.stringValue) { "Change to '$\($0)'" }
    }
}

/// `$a.hidden` → `$a.isHidden`: the attribute XLForm keeps.
enum InvalidAttributeFix: QuickFix {
    static let code = DiagnosticCode.invalidAttribute
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        let tag = d.data?["tag"]?.stringValue ?? ""
        return PredicateTextReplacement.actions(d, document, expected: d.data?["attribute"]?.stringValue) {
            "Change to '$\(tag).\($0)'"
        }
    }
}

/// Gives a row whose predicate depends on other rows the tag XLForm needs to register it (a
/// new `tag`, or the content of an empty one).
enum PredicateUntaggedRowFix: QuickFix {
    static let code = DiagnosticCode.predicateUntaggedRow
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        guard let tag = d.suggestions.first, let found = CodeActions.node(at: d.range, in: document),
            found.node.range == d.range, let row = found.parent, row.members != nil
        else { return [] }
        let edit: TextEdit?
        if let existing = row.member("tag")?.value?.string {
            edit = JSONEdits.replaceContent(of: existing, with: tag)
        } else {
            edit = JSONEdits.add(key: "tag", valueJSON: JSONValue.string(tag).encodedString(), to: row, in: document)
        }
        guard let edit else { return [] }
        return [CodeAction(title: "Tag the row '\(tag)'", edits: [edit], diagnostic: d, isPreferred: true)]
    }
}
