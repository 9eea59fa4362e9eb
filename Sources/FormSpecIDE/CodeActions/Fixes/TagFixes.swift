import FormSpec
import FormSpecJSON

/// `all-day` → `allDay` through the rename machinery (the declaration and every `$allDay`), and
/// predicates that wrote `$all-day` for it follow.
enum UnreferenceableTagFix: QuickFix {
    static let code = DiagnosticCode.unreferenceableTag
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        guard let old = d.data?["tag"]?.stringValue, let name = d.suggestions.first,
            let found = CodeActions.node(at: d.range, in: document), let literal = found.node.string,
            literal.contentRange.start <= d.range.end,
            case .success(var edits) = TagRename.edits(at: literal.contentRange.start, to: name, in: TagIndex(document))
        else { return [] }
        edits += writtenReferences(to: old, in: document).map { TextEdit($0, EditBuilder.escape(name)) }
        return [
            CodeAction(
                title: "Rename the tag to '\(name)'", edits: edits.sorted { $0.range.start < $1.range.start },
                diagnostic: d, isPreferred: true)
        ]
    }

    /// Where predicates write `$old` for a tag the lexer cannot read whole: the name's bytes.
    private static func writtenReferences(to old: String, in document: SpecDocument) -> [TextRange] {
        var ranges: [TextRange] = []
        let needle = Array(("$" + old).utf8)
        document.form?.forEachPredicate { owner, property, text in
            guard let literal = owner.condition(property)?.predicateSource else { return }
            let bytes = Array(text.utf8)
            var i = 0
            while i + needle.count <= bytes.count {
                let end = i + needle.count
                if bytes[i..<end].elementsEqual(needle), end == bytes.count || !isNameByte(bytes[end]) {
                    ranges.append(literal.sourceRange(forValueRange: TextRange(i + 1, i + needle.count)))
                    i += needle.count
                } else {
                    i += 1
                }
            }
        }
        return ranges
    }

    /// A byte that continues a variable name: `$old` followed by one is another variable.
    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
    }
}

/// A tag for a value row without one, or the `multivaluedTag` a section that inserts rows needs.
enum MissingTagFix: QuickFix {
    static let code = DiagnosticCode.missingTag
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        guard let name = d.suggestions.first, let property = d.data?["property"]?.stringValue else { return [] }
        let json = JSONValue.string(name).encodedString()
        if property == "multivaluedTag" {
            guard let index = d.data?["section"]?.intValue, let section = document.form?.section(at: index),
                let edit = JSONEdits.add(key: "multivaluedTag", valueJSON: json, to: section.node, in: document)
            else { return [] }
            return [
                CodeAction(title: "Add multivaluedTag '\(name)'", edits: [edit], diagnostic: d, isPreferred: true)
            ]
        }
        guard let row = document.form?.rows.first(where: { $0.node.range.contains(d.range) }) else { return [] }
        let edit: TextEdit?
        if let existing = row.node.member("tag")?.value?.string {
            edit = JSONEdits.replaceContent(of: existing, with: name)
        } else {
            edit = JSONEdits.add(key: "tag", valueJSON: json, to: row.node, in: document)
        }
        guard let edit else { return [] }
        return [CodeAction(title: "Tag the row '\(name)'", edits: [edit], diagnostic: d, isPreferred: true)]
    }
}

/// A later row sharing a tag gets a tag of its own. The row predicates bind to (the last) is
/// renamed with its references, so they keep reading it; an earlier one alone.
enum DuplicateTagFix: QuickFix {
    static let code = DiagnosticCode.duplicateTag
    static func fixes(for d: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        guard let name = d.suggestions.first, let found = CodeActions.node(at: d.range, in: document),
            let literal = found.node.string, found.node.range == d.range
        else { return [] }
        let edits: [TextEdit]
        if d.data?["boundRow"] == true {
            guard
                case .success(let renamed) = TagRename.edits(
                    at: literal.contentRange.start, to: name, in: TagIndex(document))
            else { return [] }
            edits = renamed
        } else {
            edits = [JSONEdits.replaceContent(of: literal, with: name)]
        }
        return [CodeAction(title: "Tag this row '\(name)'", edits: edits, diagnostic: d, isPreferred: true)]
    }
}
