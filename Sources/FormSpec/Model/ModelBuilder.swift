import FormSpecJSON

/// Builds the typed model from a syntax tree, reading each property only if it has the type the
/// format wants. It never reports anything: the rules do, from the tree and the model.
enum ModelBuilder {
    /// `previous`: the model of an earlier tree of the same document. Its sections whose nodes
    /// this tree still has at the same place are taken over as they are, those an edit before
    /// them only moved are moved (`Section.moved`), and the rows whose nodes have the same
    /// content share it (`RowContent`), wherever they now are.
    static func form(_ root: JSONNode?, reusing previous: Form? = nil) -> Form? {
        guard let root, root.members != nil else { return nil }
        let reuse = Reuse(previous)
        let sections = (root.value("sections")?.elements ?? []).enumerated().compactMap { index, node in
            reuse.section(node, index: index) ?? reuse.movedSection(node, index: index)
                ?? section(node, index: index, reuse: reuse)
        }
        let custom = (root.value("customRowTypes")?.members ?? []).compactMap(customRowType)
        return Form(
            node: root, title: string(root, "title"), disabled: condition(root, "disabled"),
            customRowTypes: custom, sections: sections, lineage: previous?.lineage ?? DocumentLineage())
    }

    private static func section(_ node: JSONNode, index: Int, reuse: Reuse) -> Section? {
        guard node.members != nil else { return nil }
        let rows = (node.value("rows")?.elements ?? []).enumerated().compactMap { i, rowNode in
            row(
                rowNode, in: node, index: i, content: reuse.rowContent(rowNode, at: RowPosition(section: index, row: i))
            )
        }
        let template = node.value("multivaluedRowTemplate").flatMap { row($0, in: node, index: nil) }
        let options = (node.value("sectionOptions")?.elements ?? []).compactMap { n in
            n.stringValue.map { Located($0, n) }
        }
        return Section(
            index: index, node: node, title: string(node, "title"), footerTitle: string(node, "footerTitle"),
            hidden: condition(node, "hidden"), multivaluedTag: string(node, "multivaluedTag"),
            sectionOptions: options, insertMode: string(node, "sectionInsertMode"), template: template, rows: rows,
            addButtonTitle: node.value("multivaluedAddButton").flatMap { string($0, "title") },
            content: reuse.sectionContent(node, index: index) ?? SectionContent())
    }

    private static func row(
        _ node: JSONNode, in section: JSONNode, index: Int?, content: RowContent? = nil
    )
        -> RowRecord?
    {
        guard node.members != nil else { return nil }
        return RowRecord(content: content ?? RowContent(node), offset: node.start - section.start, index: index)
    }

    static func valueFormatter(_ node: JSONNode) -> ValueFormatter? {
        guard node.members != nil else { return nil }
        return ValueFormatter(
            node: node, className: string(node, "class"), numberStyle: string(node, "numberStyle"),
            countStyle: string(node, "countStyle"))
    }

    static func validator(_ node: JSONNode) -> Validator? {
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

    static func action(_ node: JSONNode) -> Action? {
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

    /// The previous model's sections and row contents, found by position.
    private struct Reuse {
        let sections: [Section]

        init(_ form: Form?) { sections = form?.sections ?? [] }

        /// The previous section at this index, if it was made from this very node.
        func section(_ node: JSONNode, index: Int) -> Section? {
            guard let old = previousSection(index), old.node === node else { return nil }
            return old
        }

        /// The previous section at this index moved to `node`, if it was made from the same
        /// content elsewhere.
        func movedSection(_ node: JSONNode, index: Int) -> Section? {
            guard let old = previousSection(index), old.node.hasSameContent(as: node) else { return nil }
            return old.moved(to: node)
        }

        /// The content of the previous section at this index, if its node had the same content.
        func sectionContent(_ node: JSONNode, index: Int) -> SectionContent? {
            guard let old = previousSection(index), old.node.hasSameContent(as: node) else { return nil }
            return old.content
        }

        /// The content of the previous row at this position, if its node had the same content.
        func rowContent(_ node: JSONNode, at position: RowPosition) -> RowContent? {
            guard let old = previousSection(position.section), let index = position.row, index < old.rows.count,
                old.rows[index].position == position, old.rows[index].node.hasSameContent(as: node)
            else { return nil }
            return old.rows[index].content
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
