import FormSpecJSON

/// Checks every object against its schema in the catalog: `unknown-property` (ranked
/// did-you-mean), `duplicate-property`, `invalid-type`, `missing-property` and `invalid-value`
/// for enum and flag properties. Walks the syntax tree, not the model, so it also sees
/// properties the model had to drop.
enum SchemaRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.unknownProperty, .duplicateProperty, .invalidType, .missingProperty, .invalidValue]

    static func check(_ context: AnalysisContext) {
        guard let root = context.document.syntax.root else { return }
        guard root.members != nil else {
            context.report(.invalidType, "a spec must be a JSON object with a 'sections' array, found \(root.typeName)", at: root.range)
            return
        }
        Walker(context: context).object(root, kind: "form", owner: "form")
    }
}

private struct Walker {
    let context: AnalysisContext
    var catalog: Catalog { context.catalog }

    func object(_ node: JSONNode, kind: String, owner: String) {
        guard let members = node.members else {
            context.report(.invalidType, "\(owner) must be an object, found \(node.typeName)", at: node.range)
            return
        }
        let schema = catalog.schema(kind)
        var firstKey: [String: JSONString] = [:]
        for member in members {
            let name = member.key.value
            if let first = firstKey[name] {
                context.report(.duplicateProperty, "\(owner): property '\(name)' appears twice; JSON readers keep only one of them",
                               at: member.key.range, related: [RelatedLocation(first.range, "first '\(name)' is here")],
                               data: ["property": .string(name)])
                continue
            }
            firstKey[name] = member.key
            guard let property = schema.property(name) else {
                unknown(name, member.key, in: schema, present: Set(members.map(\.key.value)), owner: owner)
                continue
            }
            if let value = member.value { self.value(value, of: property, owner: owner) }
        }
        for property in schema.properties where property.isRequired && firstKey[property.name] == nil {
            missing(property.name, in: node, owner: owner)
        }
        if kind == "validator" { validatorSpecifics(node, owner: owner) }
    }

    private func unknown(_ name: String, _ key: JSONString, in schema: ObjectSchema, present: Set<String>, owner: String) {
        let candidates = schema.propertyNames.filter { !present.contains($0) }
        let suggestions = DidYouMean.rank(name, among: candidates)
        context.report(.unknownProperty, "\(owner): unknown property '\(name)'.\(DidYouMean.phrase(suggestions))", at: key.range,
                       data: ["property": .string(name), "suggestions": .array(suggestions.map(JSONValue.string))])
    }

    func missing(_ name: String, in node: JSONNode, owner: String) {
        context.report(.missingProperty, "\(owner) has no '\(name)'", at: TextRange(node.range.start, node.range.start + 1),
                       data: ["property": .string(name)])
    }

    private func value(_ node: JSONNode, of property: PropertySchema, owner: String) {
        let type = property.type
        if case .invalid = node.kind { return }  // already a syntax error
        guard type.jsonTypes.contains(node.typeName) else {
            context.report(.invalidType, "\(owner): '\(property.name)' must be \(type), found \(node.typeName)", at: node.range,
                           data: ["property": .string(property.name), "expected": .array(type.jsonTypes.map(JSONValue.string))])
            return
        }
        switch type {
        case .integer:
            if node.number?.integer == nil {
                context.report(.invalidType, "\(owner): '\(property.name)' must be an integer, found \(node.number?.text ?? "")", at: node.range)
            }
        case .enumeration(let name):
            if let s = node.string { enumCase(s, node, of: name, property: property.name, owner: owner) }
        case .flags(let name):
            for element in node.elements ?? [] {
                if let s = element.string {
                    enumCase(s, element, of: name, property: property.name, owner: owner)
                } else {
                    context.report(.invalidType, "\(owner): '\(property.name)' entries must be strings, found \(element.typeName)", at: element.range)
                }
            }
        case .object(let kind):
            object(node, kind: kind, owner: "\(owner), \(property.name)")
        case .array(let kind):
            for (i, element) in (node.elements ?? []).enumerated() {
                object(element, kind: kind, owner: Walker.name(of: element, kind: kind, index: i, in: owner))
            }
        case .map(let kind):
            for member in node.members ?? [] {
                guard let v = member.value else { continue }
                if catalog.objects[kind] != nil {
                    object(v, kind: kind, owner: "\(kind == "customRowType" ? "custom row type" : kind) '\(member.key.value)'")
                } else if v.string == nil {
                    context.report(.invalidType, "\(owner): '\(member.key.value)' must be a type name string, found \(v.typeName)", at: v.range)
                }
            }
        case .options:
            options(node, owner: owner, property: property.name)
        case .cellConfig:
            for member in node.members ?? [] where member.key.value.isEmpty {
                context.report(.invalidValue, "\(owner): '\(property.name)' has an empty key path", at: member.key.range)
            }
        default:
            break
        }
    }

    private func options(_ node: JSONNode, owner: String, property: String) {
        for (i, element) in (node.elements ?? []).enumerated() {
            switch element.kind {
            case .string, .number, .bool:
                continue
            case .object:
                let isLeftRight = element.member("leftValue") != nil || element.member("rightOptions") != nil
                object(element, kind: isLeftRight ? "leftRightOption" : "option", owner: "\(owner), option \(i + 1)")
            case .invalid:
                continue
            default:
                context.report(.invalidType, "\(owner): option \(i + 1) must be a string, number, boolean or {formValue, formDisplayText} object, found \(element.typeName)",
                               at: element.range)
            }
        }
    }

    private func enumCase(_ s: JSONString, _ node: JSONNode, of name: String, property: String, owner: String) {
        guard let info = catalog.enums[name], info.enumCase(s.value) == nil else { return }
        let suggestions = DidYouMean.rank(s.value, among: info.caseNames)
        let allowed = info.caseNames.count <= 8 ? " (one of \(info.caseNames.map { "'\($0)'" }.joined(separator: ", ")))" : ""
        context.report(.invalidValue, "\(owner): '\(s.value)' is not a valid \(property)\(allowed).\(DidYouMean.phrase(suggestions))",
                       at: node.range, data: ["property": .string(property), "suggestions": .array(suggestions.map(JSONValue.string))])
    }

    /// Per validator type: properties it needs and properties it ignores.
    private func validatorSpecifics(_ node: JSONNode, owner: String) {
        guard let type = node.value("type")?.stringValue, let info = catalog.validatorType(type) else { return }
        for name in info.required where node.member(name) == nil && name != "msg" {
            missing(name, in: node, owner: "\(owner) (\(type))")
        }
        if !info.requiredAny.isEmpty, !info.requiredAny.contains(where: { node.member($0) != nil }) {
            missing(info.requiredAny.joined(separator: "' or '"), in: node, owner: "\(owner) (\(type))")
        }
        for member in node.members ?? [] where member.key.value != "type" && !info.allowed.contains(member.key.value)
            && catalog.schema("validator").property(member.key.value) != nil
        {
            context.report(.unknownProperty, "\(owner): '\(member.key.value)' has no effect on a '\(type)' validator", at: member.key.range,
                           data: ["property": .string(member.key.value), "suggestions": []])
        }
    }

    /// "row 'email'", "section 2", "validator 1 of row 'email'" for messages.
    static func name(of node: JSONNode, kind: String, index: Int, in owner: String) -> String {
        switch kind {
        case "section":
            if let title = node.value("title")?.stringValue, !title.isEmpty { return "section \(index + 1) '\(title)'" }
            return "section \(index + 1)"
        case "row":
            if let tag = node.value("tag")?.stringValue, !tag.isEmpty { return "row '\(tag)'" }
            return "row \(index + 1) of \(owner)"
        default:
            return "\(kind) \(index + 1) of \(owner)"
        }
    }
}
