import FormSpec
import FormSpecJSON

/// Property names of the spec object under the cursor, those not yet present, required first
/// and otherwise in catalog order.
enum PropertyCompletion {
    static func items(kind: String, excluding present: Set<String>, _ request: CompletionRequest) -> [CompletionItem] {
        guard let schema = request.catalog.objects[kind] else { return [] }
        let edits = request.edits
        let allowed = allowedByValidatorType(kind, request)
        return schema.properties.enumerated().compactMap { index, property in
            guard !present.contains(property.name), allowed?.contains(property.name) ?? true else { return nil }
            let key = CompletionResolveKey.property(object: kind, name: property.name)
            return CompletionItem(
                label: property.name, kind: .property, detail: property.type.description,
                documentation: request.docs(key),
                resolveKey: key,
                edit: edits.key(
                    property.name,
                    placeholder: EditBuilder.placeholder(
                        jsonTypes: property.type.jsonTypes, default: property.defaultValue)),
                additionalEdits: edits.additionalEdits,
                sortText: SortText.make(group: property.isRequired ? 0 : 1, index),
                snippet: snippet(for: property, edits))
        }
    }

    /// A validator whose type is known takes only that type's properties.
    private static func allowedByValidatorType(_ kind: String, _ request: CompletionRequest) -> Set<String>? {
        guard kind == "validator", let type = request.location.container.value("type")?.stringValue,
            let info = request.catalog.validatorType(type)
        else { return nil }
        return Set(info.allowed + ["type"])
    }

    /// `"title": "$1"`, `"rows": [$1]`, ... when nothing of the key is typed yet.
    private static func snippet(for property: PropertySchema, _ edits: EditBuilder) -> String? {
        guard case .none = edits.location.token else { return nil }
        let body: String
        switch property.type.jsonTypes {
        case ["string"]: body = "\"$1\""
        case ["array"]: body = "[$1]"
        case ["object"]: body = "{$1}"
        case ["boolean"]: body = "${1|true,false|}"
        default: body = "$1"
        }
        return snippetEscaped(EditBuilder.quote(property.name)) + ": " + body
    }

    /// `$`, `}` and `\` are syntax in snippets (`$schema` is a property name).
    static func snippetEscaped(_ text: String) -> String {
        var out = ""
        for c in text {
            if c == "$" || c == "}" || c == "\\" { out.append("\\") }
            out.append(c)
        }
        return out
    }
}
