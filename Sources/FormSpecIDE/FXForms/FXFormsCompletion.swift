import FormSpec
import FormSpecJSON

/// Completion in a field file: field keys and cell key paths (segment by segment, from the cell
/// the field gets), types with their cells, class names by role, enum raw values named by their
/// case, booleans, option values, and the members of the object form.
enum FXFormsCompletion {
    static func complete(
        in document: SpecDocument, at offset: Int, project: ProjectConfiguration?, eagerDocumentation: Bool
    ) -> CompletionList {
        guard let location = CursorLocator.locate(document, at: offset) else { return .empty }
        let context = FXDocumentContext(document, project: project)
        let request = CompletionRequest(
            location: location, context: DocumentContext(document, catalog: context.catalog, project: project),
            edits: EditBuilder(location: location), eagerDocumentation: eagerDocumentation)
        var list = ItemList(request)
        switch location.slot {
        case .key(let member):
            switch context.role(of: location.container) {
            case .field(let field):
                keys(field, typing: member, context, request, &list)
            case .methods:
                methods(location, typing: member, context, &list)
            case .other:
                break
            }
        case .value(let member):
            if case .field(let field) = context.role(of: location.container) {
                value(member, field, context, &list)
            }
        case .element:
            element(location, context, &list)
        }
        return CompletionList(items: list.items)
    }

    // MARK: keys

    private static func keys(
        _ field: Field, typing member: JSONMember?, _ context: FXDocumentContext, _ request: CompletionRequest,
        _ list: inout ItemList
    ) {
        let typed: String
        if case .string(let s) = request.location.token { typed = s.value } else { typed = "" }
        let present = Set(
            request.location.members.compactMap { $0.key.range == member?.key.range ? nil : $0.key.value })
        if !typed.contains(".") {
            for (index, info) in context.fx.fieldKeys.enumerated() where !present.contains(info.name) {
                list.items.append(
                    CompletionItem(
                        label: info.name, kind: .property, detail: info.constant ?? "field key",
                        documentation: request.eagerDocumentation ? FXMarkdown.fieldKey(info) : nil,
                        resolveKey: .fxFieldKey(info.name), edit: request.edits.key(info.name),
                        additionalEdits: request.edits.additionalEdits, sortText: SortText.make(group: 0, index)))
            }
        }
        keyPaths(field, context, request, &list)
    }

    /// The cell's properties after the segments typed so far; trait keys the cell does not
    /// apply itself sort last.
    private static func keyPaths(
        _ field: Field, _ context: FXDocumentContext, _ request: CompletionRequest, _ list: inout ItemList
    ) {
        guard let root = context.root(field) else { return }
        list.items += KeyPathCompletion.members(
            from: root, resolver: context.keyPaths.resolver, request, discouragedGroup: 3,
            discouraged: { member, keyPath in
                (member.property.isUnsafe && !context.keyPaths.isDirect(keyPath, cell: root))
                    || member.property.visibility == .deprecated
            },
            documentation: { member, keyPath in
                FXFormsHover.memberMarkdown(
                    member, keyPath: keyPath, direct: context.keyPaths.isDirect(keyPath, cell: root), context)
            },
            resolveKey: { className, member, keyPath in
                .keyPathMember(
                    className: className, property: member.name, keyPath: keyPath, config: .cellConfig, rowType: nil,
                    cellClass: root)
            })
    }

    private static func methods(
        _ location: CursorLocation, typing member: JSONMember?, _ context: FXDocumentContext, _ list: inout ItemList
    ) {
        let present = Set(location.members.compactMap { $0.key.range == member?.key.range ? nil : $0.key.value })
        let docs = [
            "fields": "What -fields returns: replaces the fields FXForms infers from the form's properties.",
            "extraFields": "What -extraFields returns: fields appended to the inferred (or listed) ones.",
            "excludedFields": "What -excludedFields returns: keys FXForms removes.",
        ]
        for name in ["fields", "extraFields", "excludedFields"] where !present.contains(name) {
            list.items.append(
                CompletionItem(
                    label: name, kind: .module, detail: "-\(name)", documentation: docs[name],
                    edit: list.request.edits.key(name), additionalEdits: list.request.edits.additionalEdits,
                    sortText: SortText.make(group: 0, list.items.count)))
        }
        for key in context.file?.listed.compactMap({ $0.key?.value }) ?? [] where !present.contains("\(key)Field") {
            list.items.append(
                CompletionItem(
                    label: "\(key)Field", kind: .field, detail: "-\(key)Field",
                    documentation: "Attributes merged over field '\(key)' (what the form's -\(key)Field returns).",
                    edit: list.request.edits.key("\(key)Field"), additionalEdits: list.request.edits.additionalEdits,
                    sortText: SortText.make(group: 1, list.items.count)))
        }
    }

    // MARK: values

    private static func value(
        _ member: JSONMember, _ field: Field, _ context: FXDocumentContext, _ list: inout ItemList
    ) {
        let name = member.key.value
        if let info = context.fx.fieldKey(name) {
            if name == "type" {
                for type in context.fx.types {
                    list.add(
                        type.name, .enumMember, detail: "\(type.cell)\(type.valueClass.map { " · \($0)" } ?? "")",
                        value: .string(type.name), key: .fxType(type.name))
                }
                for type in context.classes.project?.fieldTypes ?? [] {
                    list.add(
                        type.name.value, .enumMember, detail: "\(type.cell?.value ?? "app") · app",
                        value: .string(type.name.value), key: .fxType(type.name.value))
                }
            } else if let role = info.role, role != .view {
                for className in classNames(for: role, context) {
                    list.add(
                        className, .class, detail: context.classes.framework(className), value: .string(className),
                        key: .fxClass(className))
                }
            } else if name == "inline" || name == "sortable" {
                list.addBooleans()
            } else if name == "style", let e = info.enumName, let cases = context.catalog.enums[e]?.cases {
                rawValues(cases, enumName: e, &list)
            } else if name == "default" {
                defaults(field, context, &list)
            } else if name == "header" || name == "footer" {
                list.add("null", .keyword, detail: "a section without \(name)", value: .literal("null"))
            }
            return
        }
        guard let root = context.root(field),
            let target = context.keyPaths.resolver.resolve(name, from: root).target, !target.property.isReadonly
        else { return }
        switch target.property.type {
        case .enumeration(let e), .flags(let e):
            if let cases = context.catalog.enums[e]?.cases { rawValues(cases, enumName: e, &list) }
        case .bool:
            list.addBooleans()
        default:
            break
        }
    }

    /// The classes offered for a key: FXForms' and the app's first, then Foundation's and UIKit's.
    static func classNames(for role: FXClassRole, _ context: FXDocumentContext) -> [String] {
        let names = context.classes.names(for: role)
        if role == .value {
            // Every class fits; offer the value classes FXForms reasons about and the app's.
            let app = context.classes.project?.appClasses.map(\.name.value) ?? []
            return app + context.fx.valueClassNames
        }
        return names
    }

    /// Raw values, labelled and documented by their case names.
    private static func rawValues(_ cases: [EnumCase], enumName: String, _ list: inout ItemList) {
        for c in cases {
            guard let raw = c.value.intValue else { continue }
            list.add(
                "\(raw)", .enumMember, detail: "\(c.name) · \(enumName)", value: .literal("\(raw)"),
                key: .enumCase(enumName: enumName, caseName: c.name), filter: "\(raw) \(c.name)")
        }
    }

    private static func defaults(_ field: Field, _ context: FXDocumentContext, _ list: inout ItemList) {
        let facts = context.facts(field)
        if let options = field.options {
            for (i, option) in options.enumerated() {
                let shown = FieldValues.shown(option)
                if facts.storesIndex {
                    list.add(
                        "\(i)", .value, detail: "index of '\(shown)'", value: .literal("\(i)"), filter: "\(i) \(shown)")
                } else if let s = option.stringValue {
                    list.add(s, .value, detail: "option", value: .string(s))
                } else if case .number(let n) = option.kind {
                    list.add(n.text, .value, detail: "option", value: .literal(n.text))
                }
            }
        } else if facts.type == "boolean" || facts.type == "option" {
            list.addBooleans()
        }
    }

    // MARK: elements

    private static func element(_ location: CursorLocation, _ context: FXDocumentContext, _ list: inout ItemList) {
        guard let file = context.file, file.shape == .methods,
            let excluded = file.node.value("excludedFields"), excluded === location.container
        else { return }
        let present = Set(
            (excluded.elements ?? []).compactMap { element -> String? in
                if case .element(let node?) = location.slot, node === element { return nil }
                return element.stringValue
            })
        for key in file.listed.compactMap({ $0.key?.value }) where !present.contains(key) {
            list.add(key, .field, detail: "listed field", value: .string(key))
        }
    }
}
