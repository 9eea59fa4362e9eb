import FormSpecJSON

/// Builds the field file model from a syntax tree. Like `ModelBuilder` it never reports: the
/// FXForms rules read the tree and the model.
enum FieldFileBuilder {
    /// Templates nest (a template may have a template); deeper ones are not modelled.
    static let maxTemplateDepth = 32

    static func file(_ root: JSONNode?) -> FieldFile? {
        guard let root else { return nil }
        if let elements = root.elements {
            return FieldFile(
                node: root, shape: .fields, listed: fields(elements, overrides: [:], origin: FieldOrigin.fields),
                excluded: [], overrides: [])
        }
        guard let members = root.members else { return nil }
        var overrides: [FieldOverride] = []
        for member in members where !FieldFile.methodNames.contains(member.key.value) {
            let name = member.key.value
            guard name.hasSuffix("Field"), name.count > "Field".count, let value = member.value,
                value.members != nil
            else { continue }
            overrides.append(FieldOverride(member: member, key: String(name.dropLast("Field".count)), node: value))
        }
        var byKey: [String: JSONNode] = [:]
        for o in overrides { byKey[o.key] = o.node }
        let listed =
            fields(root.value("fields")?.elements ?? [], overrides: byKey, origin: FieldOrigin.fields)
            + fields(root.value("extraFields")?.elements ?? [], overrides: byKey, origin: FieldOrigin.extraFields)
        let excluded = (root.value("excludedFields")?.elements ?? []).compactMap { n in
            n.stringValue.map { Located($0, n) }
        }
        return FieldFile(node: root, shape: .methods, listed: listed, excluded: excluded, overrides: overrides)
    }

    private static func fields(
        _ items: JSONElements, overrides: [String: JSONNode], origin: (Int) -> FieldOrigin
    ) -> [Field] {
        items.enumerated().compactMap { index, item in
            field(item, origin: origin(index), overrides: overrides, parentName: nil, depth: 0)
        }
    }

    /// A string item is a key; an object item a dictionary; anything else is no field.
    static func field(
        _ item: JSONNode, origin: FieldOrigin, overrides: [String: JSONNode], parentName: String?, depth: Int
    ) -> Field? {
        var attributes: [FieldAttribute] = []
        var positions: [String: Int] = [:]
        func add(_ attribute: FieldAttribute) {
            if let i = positions[attribute.name] {
                attributes[i] = attribute
            } else {
                positions[attribute.name] = attributes.count
                attributes.append(attribute)
            }
        }
        if item.string != nil {
            add(FieldAttribute(name: "key", member: nil, value: item, isOverride: false))
        } else if let members = item.members {
            for member in members {
                guard let value = member.value else { continue }
                add(FieldAttribute(name: member.key.value, member: member, value: value, isOverride: false))
            }
        } else {
            return nil
        }
        // FXForms merges `-<key>Field` over the dictionary (FXFormField +fieldsWithForm:).
        if origin != .template, let key = attributes.first(where: { $0.name == "key" })?.value.stringValue,
            let override = overrides[key]?.members
        {
            for member in override {
                guard let value = member.value else { continue }
                add(FieldAttribute(name: member.key.value, member: member, value: value, isOverride: true))
            }
        }
        var template: Field?
        if depth + 1 < maxTemplateDepth, let i = positions["template"], attributes[i].value.members != nil {
            let key = positions["key"].flatMap { attributes[$0].value.stringValue }
            template = field(
                attributes[i].value, origin: .template, overrides: [:],
                parentName: Field.displayName(origin: origin, key: key, parentName: parentName), depth: depth + 1)
        }
        return Field(node: item, origin: origin, attributes: attributes, template: template, parentName: parentName)
    }
}

extension Field {
    /// A dictionary read as a field on its own (a `<key>Field` override of no listed field).
    public static func standalone(_ node: JSONNode) -> Field? {
        FieldFileBuilder.field(node, origin: .fields(0), overrides: [:], parentName: nil, depth: 0)
    }
}
