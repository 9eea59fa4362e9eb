import FormSpecJSON

/// Checks every object against its schema in the catalog: `unknown-property` (ranked
/// did-you-mean), `duplicate-property`, `invalid-type`, `missing-property` and `invalid-value`
/// for enum and flag properties. Walks the syntax tree, not the model, so it also sees
/// properties the model had to drop. Owners ("row 'email'") are named only when reporting.
enum SchemaRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [
        .unknownProperty, .duplicateProperty, .invalidType, .missingProperty, .invalidValue,
    ]

    static func check(_ context: AnalysisContext) {
        guard let root = context.document.syntax.root else { return }
        // A root that is no JSON value at all is the syntax rule's finding alone.
        if case .invalid = root.kind { return }
        guard root.members != nil else {
            context.report(
                .invalidType, "a spec must be a JSON object with a 'sections' array, found \(root.typeName)",
                at: root.range)
            return
        }
        Walker(context: context, root: root).object(root, kind: "form")
    }
}

private struct Walker {
    let context: AnalysisContext
    let root: JSONNode
    /// Copied once: reading it through the context copies the whole struct at every use.
    let catalog: Catalog

    init(context: AnalysisContext, root: JSONNode) {
        self.context = context
        self.root = root
        catalog = context.catalog
    }

    func owner(_ node: JSONNode) -> String { SpecLocation.owner(of: node, in: root) }

    func object(_ node: JSONNode, kind: String) {
        guard let members = node.members else {
            context.report(.invalidType, "\(owner(node)) must be an object, found \(node.typeName)", at: node.range)
            return
        }
        let schema = catalog.schema(kind)
        // Objects are checked on every keystroke: one hash lookup per member, the known
        // properties present as a bit set, duplicates searched only when there are some.
        var present: UInt64 = 0
        var hasDuplicates = false
        var unknownCount = 0
        let indices = members.indices.map { i -> Int in
            guard let index = schema.index(of: members.key(at: i)) else {
                unknownCount += 1
                return -1
            }
            let bit: UInt64 = 1 << UInt64(index)
            if present & bit != 0 { hasDuplicates = true }
            present |= bit
            return index
        }
        if unknownCount > 1 { hasDuplicates = true }
        for (i, member) in members.enumerated() {
            let name = member.key.value
            // Like JSON readers, the last of duplicated keys wins; earlier ones are reported.
            if hasDuplicates, let later = members[(i + 1)...].lastIndex(where: { $0.key.value == name }) {
                context.report(
                    .duplicateProperty,
                    "\(owner(node)): property '\(name)' appears again later, which overrides this one",
                    at: member.key.range,
                    related: [RelatedLocation(members[later].key.range, "the '\(name)' that takes effect")],
                    data: ["property": .string(name)])
                continue
            }
            guard indices[i] >= 0 else {
                unknown(name, member.key, in: schema, present: present, owner: node)
                continue
            }
            if let value = member.value {
                // The type and the name, not a copy of the whole property.
                let p = indices[i]
                self.value(value, type: schema.properties[p].type, name: schema.properties[p].name, in: node)
            }
        }
        let missingMask = schema.requiredMask & ~present
        if missingMask != 0 {
            for (i, property) in schema.properties.enumerated() where missingMask & (1 << UInt64(i)) != 0 {
                missing(property.name, in: node)
            }
        }
        if kind == "validator" { validatorSpecifics(node) }
    }

    private func unknown(
        _ name: String, _ key: JSONString, in schema: ObjectSchema, present: UInt64, owner node: JSONNode
    ) {
        let candidates = schema.properties.indices.filter { present & (1 << UInt64($0)) == 0 }.map {
            schema.properties[$0].name
        }
        let suggestions = DidYouMean.rank(name, among: candidates)
        context.report(
            .unknownProperty, "\(owner(node)): unknown property '\(name)'.\(DidYouMean.phrase(suggestions))",
            at: key.range,
            data: ["property": .string(name), "suggestions": .array(suggestions.map(JSONValue.string))])
    }

    func missing(_ name: String, in node: JSONNode, detail: String = "") {
        context.report(
            .missingProperty, "\(owner(node))\(detail) has no '\(name)'",
            at: TextRange(node.range.start, node.range.start + 1),
            data: ["property": .string(name)])
    }

    private func value(_ node: JSONNode, type: PropertyType, name propertyName: String, in parent: JSONNode) {
        if case .invalid = node.kind { return }  // already a syntax error
        guard type.accepts(node) else {
            context.report(
                .invalidType, "\(owner(parent)): '\(propertyName)' must be \(type), found \(node.typeName)",
                at: node.range,
                data: ["property": .string(propertyName), "expected": .array(type.jsonTypes.map(JSONValue.string))])
            return
        }
        switch type {
        case .integer:
            if node.number?.integer == nil {
                context.report(
                    .invalidType,
                    "\(owner(parent)): '\(propertyName)' must be an integer, found \(node.number?.text ?? "")",
                    at: node.range)
            }
        case .enumeration(let name):
            if let s = node.string { enumCase(s, node, of: name, property: propertyName, parent: parent) }
        case .flags(let name):
            for element in node.elements ?? [] {
                if let s = element.string {
                    enumCase(s, element, of: name, property: propertyName, parent: parent)
                } else {
                    context.report(
                        .invalidType,
                        "\(owner(parent)): '\(propertyName)' entries must be strings, found \(element.typeName)",
                        at: element.range)
                }
            }
        case .object(let kind):
            object(node, kind: kind)
        case .array(let kind):
            if kind == "row", propertyName == "rows" {
                let section = place(of: parent).flatMap { place in
                    context.form?.section(at: place.index).map { (model: $0, name: place.name) }
                }
                for (index, element) in (node.elements ?? []).enumerated() {
                    row(element, index: index, in: section)
                }
            } else if kind == "section", propertyName == "sections" {
                for (index, element) in (node.elements ?? []).enumerated() { section(element, index: index) }
            } else {
                for element in node.elements ?? [] { object(element, kind: kind) }
            }
        case .map(let kind):
            for member in node.members ?? [] {
                guard let v = member.value else { continue }
                if catalog.objects[kind] != nil {
                    object(v, kind: kind)
                } else if v.string == nil {
                    context.report(
                        .invalidType,
                        "\(owner(parent)): '\(member.key.value)' must be a type name string, found \(v.typeName)",
                        at: v.range)
                }
            }
        case .options:
            options(node, property: propertyName, parent: parent)
        case .cellConfig:
            for member in node.members ?? [] where member.key.value.isEmpty {
                context.report(
                    .invalidValue, "\(owner(parent)): '\(propertyName)' has an empty key path", at: member.key.range)
            }
        default:
            break
        }
    }

    /// A section of the form's `sections`: its findings, its rows' included, come from what its
    /// content kept when it was checked before at the same place.
    private func section(_ node: JSONNode, index: Int) {
        guard let section = context.form?.section(at: index), section.node === node else {
            return object(node, kind: "section")
        }
        section.content.report(.schema, context.keptKey(owner: "section \(index)"), at: node.start, to: context) {
            object(node, kind: "section")
        }
    }

    /// A row of a section's `rows`: its findings come from what its content kept when it was
    /// checked before under the same name.
    private func row(_ node: JSONNode, index: Int, in section: (model: Section, name: String)?) {
        guard let section, let row = section.model.row(at: index), row.node === node else {
            return object(node, kind: "row")
        }
        // A tagged row's name is in its content; other rows are named by their position.
        let owner = row.content.namedByTag ? "" : SpecLocation.rowDisplayName(node, index, section: section.name)
        row.content.report(.schema, context.keptKey(owner: owner), at: node.start, to: context) {
            object(node, kind: "row")
        }
    }

    /// The index of a section of the form's `sections` and what messages call it
    /// (`SpecLocation.owner`), found by a binary search instead of a walk from the root.
    private func place(of section: JSONNode) -> (index: Int, name: String)? {
        guard let sections = root.value("sections")?.elements, !sections.isEmpty else { return nil }
        let low = sections.partitionPoint { $0.range.start > section.range.start }
        guard low > 0, sections[low - 1] === section else { return nil }
        return (low - 1, SpecLocation.sectionName(section, low - 1))
    }

    private func options(_ node: JSONNode, property: String, parent: JSONNode) {
        for (i, element) in (node.elements ?? []).enumerated() {
            switch element.kind {
            case .string, .number, .bool, .invalid:
                continue
            case .object:
                let isLeftRight = element.member("leftValue") != nil || element.member("rightOptions") != nil
                object(element, kind: isLeftRight ? "leftRightOption" : "option")
            default:
                context.report(
                    .invalidType,
                    "\(owner(parent)): option \(i + 1) must be a string, number, boolean or {formValue, formDisplayText} object, found \(element.typeName)",
                    at: element.range)
            }
        }
    }

    private func enumCase(_ s: JSONString, _ node: JSONNode, of name: String, property: String, parent: JSONNode) {
        guard let info = catalog.enums[name], info.enumCase(s.value) == nil else { return }
        let suggestions = DidYouMean.rank(s.value, among: info.caseNames)
        let allowed =
            info.caseNames.count <= 8 ? " (one of \(info.caseNames.map { "'\($0)'" }.joined(separator: ", ")))" : ""
        context.report(
            .invalidValue,
            "\(owner(parent)): '\(s.value)' is not a valid \(property)\(allowed).\(DidYouMean.phrase(suggestions))",
            at: node.range,
            data: ["property": .string(property), "suggestions": .array(suggestions.map(JSONValue.string))])
    }

    /// Per validator type: properties it needs and properties it ignores.
    private func validatorSpecifics(_ node: JSONNode) {
        guard let type = node.value("type")?.stringValue, let info = catalog.validatorType(type) else { return }
        for name in info.required where node.member(name) == nil && name != "msg" {
            missing(name, in: node, detail: " (\(type))")
        }
        if !info.requiredAny.isEmpty, !info.requiredAny.contains(where: { node.member($0) != nil }) {
            missing(info.requiredAny.joined(separator: "' or '"), in: node, detail: " (\(type))")
        }
        for member in node.members ?? []
        where member.key.value != "type" && !info.allowed.contains(member.key.value)
            && catalog.schema("validator").property(member.key.value) != nil
        {
            context.report(
                .unknownProperty, "\(owner(node)): '\(member.key.value)' has no effect on a '\(type)' validator",
                at: member.key.range,
                data: ["property": .string(member.key.value), "suggestions": [], "hasNoEffect": true])
        }
    }
}
