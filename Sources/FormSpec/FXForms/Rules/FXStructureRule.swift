import FormSpecJSON

/// The file's shape: an array of fields or the object of form methods; items that are neither a
/// key nor a dictionary (FXForms raises "Unsupported field type"); keys written twice in one
/// dictionary; listed fields `excludedFields` removes.
enum FXStructureRule: FXRule {
    static let codes: [DiagnosticCode] = [.invalidType, .unknownProperty, .duplicateProperty, .excludedField]

    static func check(_ a: FXAnalysis) {
        guard let root = a.document.syntax.root else { return }
        if let elements = root.elements {
            items(elements, list: "fields", a)
        } else if let members = root.members {
            methods(root, members, a)
        } else {
            a.report(
                .invalidType,
                "a field file must be an array of fields (what -fields returns) or an object of fields, extraFields, excludedFields and <key>Field dictionaries, found \(root.typeName)",
                at: root.range)
        }
        for field in a.file?.allFields ?? [] { duplicates(field.node, a) }
        for o in a.file?.overrides ?? [] { duplicates(o.node, a) }
        excluded(a)
    }

    private static func methods(_ root: JSONNode, _ members: JSONMembers, _ a: FXAnalysis) {
        duplicates(root, a)
        for member in members {
            let name = member.key.value
            guard let value = member.value else { continue }
            switch name {
            case "fields", "extraFields":
                guard let elements = value.elements else {
                    a.report(
                        .invalidType, "'\(name)' must be an array of fields, found \(value.typeName)", at: value.range)
                    continue
                }
                items(elements, list: name, a)
            case "excludedFields":
                guard let elements = value.elements else {
                    a.report(
                        .invalidType, "'excludedFields' must be an array of keys, found \(value.typeName)",
                        at: value.range)
                    continue
                }
                for element in elements where element.string == nil {
                    a.report(
                        .invalidType, "excludedFields: entries must be key strings, found \(element.typeName)",
                        at: element.range)
                }
            default:
                if name.hasSuffix("Field"), name.count > "Field".count {
                    if value.members == nil {
                        a.report(
                            .invalidType,
                            "'\(name)' (the -\(name) dictionary) must be an object, found \(value.typeName)",
                            at: value.range)
                    }
                    continue
                }
                let suggestions = DidYouMean.rank(name, among: Array(FieldFile.methodNames).sorted())
                a.report(
                    .unknownProperty,
                    "unknown member '\(name)': a field file object has fields, extraFields, excludedFields and <key>Field dictionaries.\(DidYouMean.phrase(suggestions))",
                    at: member.key.range, data: FXAnalysis.data(suggestions, ["property": .string(name)]))
            }
        }
    }

    private static func items(_ elements: JSONElements, list: String, _ a: FXAnalysis) {
        for (i, element) in elements.enumerated() {
            switch element.kind {
            case .string, .object, .invalid: continue
            default:
                a.report(
                    .invalidType,
                    "\(list) item \(i + 1) must be a key string or a field dictionary, found \(element.typeName): FXForms raises \"Unsupported field type\"",
                    at: element.range)
            }
        }
    }

    /// NSJSONSerialization keeps the last of duplicated keys; earlier ones are reported.
    private static func duplicates(_ node: JSONNode, _ a: FXAnalysis) {
        guard let members = node.members, members.count > 1 else { return }
        var last: [String: Int] = [:]
        for (i, m) in members.enumerated() { last[m.key.value] = i }
        guard last.count < members.count else { return }
        for (i, m) in members.enumerated() where last[m.key.value] != i {
            let later = members[last[m.key.value]!]
            a.report(
                .duplicateProperty, "'\(m.key.value)' appears again later in this dictionary, which overrides this one",
                at: m.key.range, related: [RelatedLocation(later.key.range, "the '\(m.key.value)' that takes effect")],
                data: ["property": .string(m.key.value)])
        }
    }

    private static func excluded(_ a: FXAnalysis) {
        guard let file = a.file, !file.excluded.isEmpty else { return }
        var byKey: [String: Located<String>] = [:]
        for e in file.excluded where byKey[e.value] == nil { byKey[e.value] = e }
        for field in file.listed {
            guard let key = field.key, let entry = byKey[key.value] else { continue }
            a.report(
                .excludedField,
                "\(field.displayName) is listed, but excludedFields removes '\(key.value)': FXForms drops the field",
                at: key.range, related: [RelatedLocation(entry.range, "excluded here")],
                data: ["key": .string(key.value)])
        }
    }
}
