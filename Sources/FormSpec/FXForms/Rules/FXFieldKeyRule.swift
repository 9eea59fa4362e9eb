import FormSpecJSON

/// Every key of every field dictionary. FXForms' own keys must have the JSON type it reads;
/// keys naming internal FXFormField properties and the README's `controller` are pitfalls;
/// everything else FXForms applies to the cell by key path, so it is checked as one against
/// the cell the field gets (unknown keys, values, trait keys applied through KVC).
enum FXFieldKeyRule: FXRule {
    static let codes: [DiagnosticCode] = [
        .invalidType, .invalidValue, .fieldProperty, .controllerKey, .unknownKeyPath, .keyPathValue, .unsafeKeyPath,
    ]

    static func check(_ a: FXAnalysis) {
        for field in a.file?.allFields ?? [] {
            let facts = a.facts(field)
            for attribute in field.attributes {
                if let info = a.fx.fieldKey(attribute.name) {
                    fieldKey(attribute, info, field, a)
                } else if let property = a.fx.fieldProperties[attribute.name] {
                    let instead = property.instead.map { " Use '\($0)'." } ?? ""
                    a.report(
                        .fieldProperty,
                        "\(field.displayName): '\(attribute.name)' is an FXFormField property: FXForms \(property.effect).\(instead)",
                        at: attribute.nameRange, data: FXAnalysis.data(property.instead.map { [$0] } ?? []))
                } else if attribute.name == "controller" {
                    a.report(
                        .controllerKey,
                        "\(field.displayName): FXForms reads the view controller from 'viewController'; 'controller' (the README's name) becomes a key path on the cell, which raises NSUnknownKeyException",
                        at: attribute.nameRange, data: FXAnalysis.data(["viewController"]))
                } else {
                    keyPath(attribute, field, facts, a)
                }
            }
        }
    }

    private static func fieldKey(_ attribute: FieldAttribute, _ info: FXFieldKeyInfo, _ field: Field, _ a: FXAnalysis) {
        let value = attribute.value
        if case .invalid = value.kind { return }
        // header and footer take any value (FXForms shows its description): FXSectionHeaderRule.
        guard attribute.name != "header", attribute.name != "footer" else { return }
        guard info.types.contains(value.typeName) else {
            a.report(
                .invalidType,
                "\(field.displayName): '\(attribute.name)' must be \(describe(info.types)), found \(value.typeName)",
                at: value.range, data: ["property": .string(attribute.name)])
            return
        }
        switch attribute.name {
        case "key", "action":
            guard value.stringValue == "", field.value("title") == nil else { return }
            if attribute.name == "action", field.key != nil { return }
            a.report(
                .invalidValue,
                "\(field.displayName): an empty '\(attribute.name)' with no 'title': FXForms raises deriving the title from it (substringToIndex: 1 of an empty string)",
                at: value.range, data: ["property": .string(attribute.name)])
        case "style":
            guard let name = info.enumName,
                let problem = FXKeyPathValueCheck.enumValue(
                    value, enumName: name, isFlags: false, a.catalog)
            else { return }
            a.report(
                .invalidValue, "\(field.displayName): 'style' \(problem.message)", at: problem.range,
                data: FXAnalysis.data(problem.suggestions, ["property": "style"]))
        default:
            break
        }
    }

    private static func describe(_ types: [String]) -> String {
        let words = types.map { type -> String in
            switch type {
            case "boolean": return "true or false"
            case "array", "object": return "an \(type)"
            default: return "a \(type)"
            }
        }
        return words.count == 1 ? words[0] : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    private static func keyPath(_ attribute: FieldAttribute, _ field: Field, _ facts: FieldFacts, _ a: FXAnalysis) {
        guard let member = attribute.member, !member.key.value.isEmpty else {
            if let member = attribute.member {
                a.report(.invalidValue, "\(field.displayName): an empty key", at: member.key.range)
            }
            return
        }
        guard let root = a.keyPaths.root(facts.cell) else { return }
        let key = member.key
        let resolution = a.keyPaths.resolver.resolve(key.value, from: root)
        let cellName = facts.cellSource == .written ? root : "\(root) (the \(facts.type) cell)"
        switch resolution.status {
        case .unknown(let index):
            let segment = resolution.segments[index]
            guard let className = segment.searchedClass else { return }
            var suggestions = a.suggestions("member \(className) \(segment.name)") {
                KeyPathSuggestions.rank(segment.name, among: a.keyPaths.classes.members(of: className))
            }
            var replacements = suggestions.map { UnknownKeyPathRule.replace(segment: index, of: resolution, with: $0) }
            var message: String
            if index == 0 {
                let keys = a.suggestions("key \(key.value)") { DidYouMean.rank(key.value, among: a.fx.fieldKeyNames) }
                replacements = keys + replacements.filter { !keys.contains($0) }
                suggestions = keys + suggestions.filter { !keys.contains($0) }
                message =
                    "\(field.displayName): '\(key.value)' is neither an FXForms field key nor a property of \(cellName); FXForms applies it to the cell by key path, which raises NSUnknownKeyException."
            } else {
                message =
                    "\(field.displayName): \(className) has no property '\(segment.name)' (in key path '\(key.value)'); setting it raises NSUnknownKeyException."
            }
            replacements = Array(replacements.prefix(3))
            a.report(
                .unknownKeyPath, message + DidYouMean.phrase(replacements),
                at: key.sourceRange(forValueRange: segment.range),
                data: FXAnalysis.data(
                    Array(suggestions.prefix(3)),
                    [
                        "keyPath": .string(key.value), "segment": .string(segment.name), "class": .string(className),
                        "replacements": .array(replacements.map(JSONValue.string)),
                    ]))
        case .emptySegment:
            a.report(
                .unknownKeyPath, "\(field.displayName): key path '\(key.value)' has an empty segment", at: key.range,
                data: ["keyPath": .string(key.value)])
        case .notAnObject(let index):
            let previous = resolution.segments[index - 1]
            a.report(
                .unknownKeyPath,
                "\(field.displayName): '\(previous.name)' is \(previous.member?.property.type.objcName ?? "a value"), not an object: key path '\(key.value)' cannot set something inside it",
                at: key.sourceRange(forValueRange: resolution.segments[index].range),
                data: ["keyPath": .string(key.value), "suggestions": []])
        case .resolved:
            guard let target = resolution.target else { return }
            let direct = a.keyPaths.isDirect(key.value, cell: root)
            if let problem = FXKeyPathValueCheck.problem(
                attribute.value, for: target, direct: direct, catalog: a.catalog)
            {
                a.report(
                    .keyPathValue, "\(field.displayName): '\(key.value)' \(problem.message)", at: problem.range,
                    data: FXAnalysis.data(
                        problem.suggestions,
                        [
                            "keyPath": .string(key.value), "type": .string(target.property.type.name),
                        ]))
            }
            if target.property.isUnsafe, !direct {
                let owner =
                    resolution.segments.count > 1 ? resolution.segments[resolution.segments.count - 2].name : root
                a.report(
                    .unsafeKeyPath,
                    "\(field.displayName): '\(key.value)' is set through KVC, which raises for \(owner)'s text input traits on some iOS versions; FXFormTextFieldCell applies only its textField traits itself",
                    at: key.range, data: ["keyPath": .string(key.value), "suggestions": []])
            }
        case .opaque:
            return
        }
    }
}
