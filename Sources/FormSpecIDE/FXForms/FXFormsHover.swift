import FormSpec
import FormSpecJSON

/// Hover in a field file: on a field (its key, a key item, its opening brace) what FXForms
/// infers; on keys their meaning; on key path segments the property; on types, class names and
/// enum raw values what they stand for.
enum FXFormsHover {
    static func hover(_ document: SpecDocument, at offset: Int, project: ProjectConfiguration?) -> Hover? {
        guard let root = document.syntax.root else { return nil }
        let steps = root.path(to: offset)
        guard let last = steps.last else { return nil }
        let context = FXDocumentContext(document, project: project)
        let container = steps.count >= 2 ? steps[steps.count - 2].node ?? root : root
        switch last {
        case .member(let member):
            if member.key.range.touches(offset) { return keyHover(member, in: container, offset: offset, context) }
            guard let value = member.value, value.range.touches(offset), value.members == nil, value.elements == nil,
                case .field(let field) = context.role(of: container)
            else { return nil }
            return valueHover(member.key.value, value, field, context)
        case .element(_, let node):
            // A key item, or the opening brace of a dictionary item: the field itself.
            let isBrace = node.members != nil && offset == node.range.start
            guard node.string != nil || isBrace, let field = context.file?.allFields.first(where: { $0.node === node })
            else { return nil }
            let range = isBrace ? TextRange(node.range.start, node.range.start + 1) : node.range
            return Hover(markdown: summary(field, context), range: range)
        }
    }

    private static func keyHover(
        _ member: JSONMember, in container: JSONNode, offset: Int, _ context: FXDocumentContext
    ) -> Hover? {
        let key = member.key
        switch context.role(of: container) {
        case .field(let field):
            if let info = context.fx.fieldKey(key.value) {
                return Hover(markdown: FXMarkdown.fieldKey(info), range: key.range)
            }
            guard let root = context.root(field),
                let segment = HoveredSegment(
                    key, context.keyPaths.resolver.resolve(key.value, from: root), offset: offset)
            else { return nil }
            let markdown = memberMarkdown(
                segment.member, keyPath: segment.keyPath,
                direct: context.keyPaths.isDirect(segment.keyPath, cell: root), context)
            return Hover(markdown: markdown, range: segment.range)

        case .methods:
            let name = key.value
            if FieldFile.methodNames.contains(name) {
                return Hover(markdown: "**\(name)** · what the form's `-\(name)` returns", range: key.range)
            }
            if name.hasSuffix("Field") {
                return Hover(
                    markdown:
                        "**\(name)** · what the form's `-\(name)` returns: attributes merged over field '\(name.dropLast(5))'",
                    range: key.range)
            }
            return nil
        case .other:
            return nil
        }
    }

    private static func valueHover(
        _ name: String, _ value: JSONNode, _ field: Field, _ context: FXDocumentContext
    ) -> Hover? {
        func hover(_ markdown: String?) -> Hover? { markdown.map { Hover(markdown: $0, range: value.range) } }
        if name == "key" { return hover(summary(field, context)) }
        if let info = context.fx.fieldKey(name) {
            guard let text = value.stringValue else {
                if name == "style", let e = info.enumName, let n = value.number?.integer,
                    let cases = context.catalog.enums[e]
                {
                    return hover(FXMarkdown.rawValue(n, of: cases))
                }
                return nil
            }
            if name == "type" {
                if let type = context.fx.type(text) { return hover(FXMarkdown.type(type, catalog: context.catalog)) }
                return hover(context.classes.project?.fieldType(text).map(FXMarkdown.customType))
            }
            if info.role != nil { return hover(FXMarkdown.className(text, classes: context.classes)) }
            return nil
        }
        guard let root = context.root(field), let target = context.keyPaths.resolver.resolve(name, from: root).target,
            let e = target.property.type.enumName, let info = context.catalog.enums[e], let n = value.number?.integer
        else { return nil }
        return hover(FXMarkdown.rawValue(n, of: info))
    }

    static func summary(_ field: Field, _ context: FXDocumentContext) -> String {
        let facts = context.facts(field)
        var section: (Int, String?)?
        if let file = context.file {
            for (i, s) in FieldSections.sections(file, classes: context.classes).enumerated()
            where s.fields.contains(where: { $0 === field }) {
                section = (i, s.headerText)
                break
            }
        }
        return FXMarkdown.field(field, facts: facts, section: section)
    }

    /// A cell property reached by a key path, with how FXForms applies it and how to write its value.
    static func memberMarkdown(
        _ member: ClassMember, keyPath: String, direct: Bool, _ context: FXDocumentContext
    ) -> String {
        var notes: [String] = []
        if direct {
            notes.append("FXFormTextFieldCell applies it itself, reading the value with integerValue.")
        } else if member.property.isUnsafe {
            notes.append("⚠️ Set through KVC, which raises for text input traits on some iOS versions.")
        }
        if let e = member.property.type.enumName, let info = context.catalog.enums[e] {
            let raws = info.cases.compactMap { c in c.value.intValue.map { "\($0) `\(c.name)`" } }
            if !raws.isEmpty { notes.append("Write the raw value: " + raws.prefix(12).joined(separator: ", ")) }
        }
        let markdown = CatalogMarkdown.member(
            member, keyPath: keyPath, note: nil, catalog: context.catalog, classes: context.keyPaths.classes,
            xlformUnsafeNote: false)
        return ([markdown] + notes.map { "- \($0)" }).joined(separator: "\n")
    }
}
