import FormSpecJSON

/// Builds the typed model from a syntax tree, reading each property only if it has the type the
/// format wants. It never reports anything: the rules do, from the tree and the model.
enum ModelBuilder {
    /// `previous`: the model of an earlier tree of the same document. Its sections and rows
    /// whose nodes this tree still has are taken over as they are (a model object depends only
    /// on its node and its position).
    static func form(_ root: JSONNode?, reusing previous: Form? = nil) -> Form? {
        guard let root, root.members != nil else { return nil }
        let reuse = Reuse(previous)
        let sections = (root.value("sections")?.elements ?? []).enumerated().compactMap { index, node in
            reuse.section(node, index: index) ?? section(node, index: index, reuse: reuse)
        }
        let custom = (root.value("customRowTypes")?.members ?? []).compactMap(customRowType)
        return Form(
            node: root, title: string(root, "title"), disabled: condition(root, "disabled"),
            customRowTypes: custom, sections: sections)
    }

    private static func section(_ node: JSONNode, index: Int, reuse: Reuse) -> Section? {
        guard node.members != nil else { return nil }
        let rows = (node.value("rows")?.elements ?? []).enumerated().compactMap { i, rowNode in
            let position = RowPosition(section: index, row: i)
            return reuse.row(rowNode, at: position) ?? row(rowNode, position: position)
        }
        let template = node.value("multivaluedRowTemplate").flatMap {
            row($0, position: RowPosition(section: index, row: nil))
        }
        let options = (node.value("sectionOptions")?.elements ?? []).compactMap { n in
            n.stringValue.map { Located($0, n) }
        }
        return Section(
            index: index, node: node, title: string(node, "title"), footerTitle: string(node, "footerTitle"),
            hidden: condition(node, "hidden"), multivaluedTag: string(node, "multivaluedTag"),
            sectionOptions: options, insertMode: string(node, "sectionInsertMode"), template: template, rows: rows,
            addButtonTitle: node.value("multivaluedAddButton").flatMap { string($0, "title") })
    }

    /// One pass over the members (rows are most of a spec); a later duplicate key wins.
    private static func row(_ node: JSONNode, position: RowPosition) -> Row? {
        guard let members = node.members else { return nil }
        var tag, rowType, title, requireMsg, selectorTitle, noValueDisplayText, cellStyle, cellClass,
            valueTransformer: Located<String>?
        var value: JSONNode?
        var required: Located<Bool>?
        var hidden, disabled: Condition?
        var validators: [Validator] = []
        var selectorOptions: SelectorOptions?
        var configs: [CellConfig] = []
        var height: Located<Double>?
        var action: Action?
        var leftOption: JSONNode?
        var formatter: ValueFormatter?
        var formatsInput: Located<Bool>?
        for member in members {
            guard let v = member.value else { continue }
            switch member.key.value {
            case "tag": tag = string(v)
            case "rowType": rowType = string(v)
            case "title": title = string(v)
            case "value": value = v
            case "required": required = v.boolValue.map { Located($0, v) }
            case "requireMsg": requireMsg = string(v)
            case "hidden": hidden = condition(v)
            case "disabled": disabled = condition(v)
            case "validators": validators = (v.elements ?? []).compactMap(validator)
            case "selectorOptions": selectorOptions = options(v)
            case "selectorTitle": selectorTitle = string(v)
            case "noValueDisplayText": noValueDisplayText = string(v)
            case "height": height = v.number.map { Located($0.double, v) }
            case "cellStyle": cellStyle = string(v)
            case "cellClass": cellClass = string(v)
            case "valueTransformer": valueTransformer = string(v)
            case "action": action = self.action(v)
            case "leftRightSelectorLeftOptionSelected": leftOption = v
            case "valueFormatter": formatter = valueFormatter(v)
            case "useValueFormatterDuringInput": formatsInput = v.boolValue.map { Located($0, v) }
            default:
                if let kind = CellConfigKind(rawValue: member.key.value), let entries = v.members {
                    // A later duplicate replaces an earlier one, as everywhere else.
                    configs.removeAll { $0.kind == kind }
                    configs.append(
                        CellConfig(
                            kind: kind, node: v,
                            entries: entries.map { CellConfigEntry(keyPath: $0.key, value: $0.value) }))
                }
            }
        }
        return Row(
            position: position, node: node, tag: tag, rowType: rowType, title: title, value: value, required: required,
            requireMsg: requireMsg, hidden: hidden, disabled: disabled, validators: validators,
            selectorOptions: selectorOptions,
            selectorTitle: selectorTitle, noValueDisplayText: noValueDisplayText,
            cellConfigs: CellConfigKind.allCases.compactMap { kind in configs.first { $0.kind == kind } },
            height: height, cellStyle: cellStyle,
            cellClass: cellClass, valueTransformer: valueTransformer, action: action, leftOption: leftOption,
            valueFormatter: formatter, useValueFormatterDuringInput: formatsInput)
    }

    private static func valueFormatter(_ node: JSONNode) -> ValueFormatter? {
        guard node.members != nil else { return nil }
        return ValueFormatter(
            node: node, className: string(node, "class"), numberStyle: string(node, "numberStyle"),
            countStyle: string(node, "countStyle"))
    }

    private static func validator(_ node: JSONNode) -> Validator? {
        guard node.members != nil else { return nil }
        let length = node.value("length").flatMap { n in
            n.number?.integer.flatMap { Int(exactly: $0) }.map { Located($0, n) }
        }
        return Validator(
            node: node, type: string(node, "type"), regex: string(node, "regex"), msg: string(node, "msg"),
            length: length, min: number(node, "min"), max: number(node, "max"), className: string(node, "class"))
    }

    static func options(_ node: JSONNode) -> SelectorOptions? {
        guard let elements = node.elements else { return nil }
        return SelectorOptions(node: node, options: elements.map(option))
    }

    private static func option(_ node: JSONNode) -> SelectorOption {
        guard node.members != nil else {
            return SelectorOption(
                node: node, formValue: node, displayText: nil, isOptionObject: false, leftValue: nil, rightOptions: nil)
        }
        if node.member("leftValue") != nil || node.member("rightOptions") != nil {
            return SelectorOption(
                node: node, formValue: nil, displayText: nil, isOptionObject: false,
                leftValue: node.value("leftValue"), rightOptions: node.value("rightOptions").flatMap(options))
        }
        return SelectorOption(
            node: node, formValue: node.value("formValue"), displayText: string(node, "formDisplayText"),
            isOptionObject: true, leftValue: nil, rightOptions: nil)
    }

    private static func action(_ node: JSONNode) -> Action? {
        guard let members = node.members else { return nil }
        return Action(
            node: node,
            members: members.compactMap { m in
                m.value.flatMap { v in v.stringValue.map { (m.key.value, Located($0, v)) } }
            })
    }

    static func customRowType(_ member: JSONMember) -> CustomRowType? {
        guard let node = member.value, node.members != nil else { return nil }
        let keyPaths = (node.value("keyPaths")?.members ?? []).compactMap { m -> (JSONString, Located<String>)? in
            guard let v = m.value, let s = v.stringValue else { return nil }
            return (m.key, Located(s, v))
        }
        return CustomRowType(
            name: member.key, node: node, cellClass: string(node, "cellClass"), baseCell: string(node, "baseCell"),
            valueType: string(node, "valueType"), inlineRowType: string(node, "inlineRowType"), keyPaths: keyPaths,
            doc: string(node, "doc"))
    }

    /// The previous model's sections and rows by node, found by position.
    private struct Reuse {
        let sections: [Section]

        init(_ form: Form?) { sections = form?.sections ?? [] }

        /// The previous section at this index, if it was made from this very node.
        func section(_ node: JSONNode, index: Int) -> Section? {
            guard let old = previousSection(index), old.node === node else { return nil }
            return old
        }

        func row(_ node: JSONNode, at position: RowPosition) -> Row? {
            guard let old = previousSection(position.section), let index = position.row, index < old.rows.count,
                old.rows[index].node === node, old.rows[index].position == position
            else { return nil }
            return old.rows[index]
        }

        /// Elements that are not objects make no section (or row), so after one the array
        /// position and the index differ, and nothing further is reused: rare, and still correct.
        private func previousSection(_ index: Int) -> Section? {
            index < sections.count && sections[index].index == index ? sections[index] : nil
        }
    }

    // MARK: typed reads

    static func string(_ object: JSONNode, _ key: String) -> Located<String>? {
        object.value(key).flatMap(string)
    }

    static func string(_ node: JSONNode) -> Located<String>? {
        node.stringValue.map { Located($0, node) }
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
        object.value(key).flatMap(condition)
    }

    static func condition(_ node: JSONNode) -> Condition? {
        switch node.kind {
        case .bool(let b): return .constant(b, node)
        case .string(let s): return .predicate(s, node)
        default: return nil
        }
    }
}
