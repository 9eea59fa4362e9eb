import FormSpecJSON

/// Builds the typed model from a syntax tree, reading each property only if it has the type the
/// format wants. It never reports anything: the rules do, from the tree and the model.
enum ModelBuilder {
    static func form(_ root: JSONNode?) -> Form? {
        guard let root, root.members != nil else { return nil }
        let sections = (root.value("sections")?.elements ?? []).enumerated().compactMap { section($1, index: $0) }
        let custom = (root.value("customRowTypes")?.members ?? []).compactMap(customRowType)
        return Form(node: root, title: string(root, "title"), disabled: condition(root, "disabled"),
                    customRowTypes: custom, sections: sections)
    }

    private static func section(_ node: JSONNode, index: Int) -> Section? {
        guard node.members != nil else { return nil }
        let rows = (node.value("rows")?.elements ?? []).enumerated().compactMap {
            row($1, position: RowPosition(section: index, row: $0))
        }
        let template = node.value("multivaluedRowTemplate").flatMap { row($0, position: RowPosition(section: index, row: nil)) }
        let options = (node.value("sectionOptions")?.elements ?? []).compactMap { n in n.stringValue.map { Located($0, n) } }
        return Section(index: index, node: node, title: string(node, "title"), footerTitle: string(node, "footerTitle"),
                       hidden: condition(node, "hidden"), multivaluedTag: string(node, "multivaluedTag"),
                       sectionOptions: options, insertMode: string(node, "sectionInsertMode"), template: template, rows: rows)
    }

    private static func row(_ node: JSONNode, position: RowPosition) -> Row? {
        guard node.members != nil else { return nil }
        let configs = CellConfigKind.allCases.compactMap { kind -> CellConfig? in
            guard let dict = node.value(kind.rawValue), let members = dict.members else { return nil }
            return CellConfig(kind: kind, node: dict, entries: members.map { CellConfigEntry(keyPath: $0.key, value: $0.value) })
        }
        let validators = (node.value("validators")?.elements ?? []).compactMap(validator)
        return Row(
            position: position, node: node, tag: string(node, "tag"), rowType: string(node, "rowType"),
            title: string(node, "title"), value: node.value("value"), required: bool(node, "required"),
            requireMsg: string(node, "requireMsg"), hidden: condition(node, "hidden"), disabled: condition(node, "disabled"),
            validators: validators, selectorOptions: node.value("selectorOptions").flatMap(options),
            selectorTitle: string(node, "selectorTitle"), noValueDisplayText: string(node, "noValueDisplayText"),
            cellConfigs: configs, height: number(node, "height"), cellStyle: string(node, "cellStyle"),
            cellClass: string(node, "cellClass"), valueTransformer: string(node, "valueTransformer"),
            action: node.value("action").flatMap(action))
    }

    private static func validator(_ node: JSONNode) -> Validator? {
        guard node.members != nil else { return nil }
        let length = node.value("length").flatMap { n in n.number?.integer.flatMap { Int(exactly: $0) }.map { Located($0, n) } }
        return Validator(node: node, type: string(node, "type"), regex: string(node, "regex"), msg: string(node, "msg"),
                         length: length, min: number(node, "min"), max: number(node, "max"))
    }

    static func options(_ node: JSONNode) -> SelectorOptions? {
        guard let elements = node.elements else { return nil }
        return SelectorOptions(node: node, options: elements.map(option))
    }

    private static func option(_ node: JSONNode) -> SelectorOption {
        guard node.members != nil else {
            return SelectorOption(node: node, formValue: node, displayText: nil, isOptionObject: false, leftValue: nil, rightOptions: nil)
        }
        if node.member("leftValue") != nil || node.member("rightOptions") != nil {
            return SelectorOption(node: node, formValue: nil, displayText: nil, isOptionObject: false,
                                  leftValue: node.value("leftValue"), rightOptions: node.value("rightOptions").flatMap(options))
        }
        return SelectorOption(node: node, formValue: node.value("formValue"), displayText: string(node, "formDisplayText"),
                              isOptionObject: true, leftValue: nil, rightOptions: nil)
    }

    private static func action(_ node: JSONNode) -> Action? {
        guard let members = node.members else { return nil }
        return Action(node: node, members: members.compactMap { m in
            m.value.flatMap { v in v.stringValue.map { (m.key.value, Located($0, v)) } }
        })
    }

    private static func customRowType(_ member: JSONMember) -> CustomRowType? {
        guard let node = member.value, node.members != nil else { return nil }
        let keyPaths = (node.value("keyPaths")?.members ?? []).compactMap { m -> (JSONString, Located<String>)? in
            guard let v = m.value, let s = v.stringValue else { return nil }
            return (m.key, Located(s, v))
        }
        return CustomRowType(name: member.key, node: node, cellClass: string(node, "cellClass"), baseCell: string(node, "baseCell"),
                             valueType: string(node, "valueType"), keyPaths: keyPaths, doc: string(node, "doc"))
    }

    // MARK: typed reads

    static func string(_ object: JSONNode, _ key: String) -> Located<String>? {
        guard let node = object.value(key), let s = node.stringValue else { return nil }
        return Located(s, node)
    }

    static func bool(_ object: JSONNode, _ key: String) -> Located<Bool>? {
        guard let node = object.value(key), let b = node.boolValue else { return nil }
        return Located(b, node)
    }

    static func number(_ object: JSONNode, _ key: String) -> Located<Double>? {
        guard let node = object.value(key), let n = node.number else { return nil }
        return Located(n.double, node)
    }

    static func condition(_ object: JSONNode, _ key: String) -> Condition? {
        guard let node = object.value(key) else { return nil }
        switch node.kind {
        case .bool(let b): return .constant(b, node)
        case .string(let s): return .predicate(s, node)
        default: return nil
        }
    }
}
