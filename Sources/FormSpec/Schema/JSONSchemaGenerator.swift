import FormSpecJSON

/// Derives a JSON Schema (draft-07, which every mainstream JSON editor understands) from the
/// catalog, so generic JSON tools validate and complete specs too. `protocol/formspec.schema.json`
/// is this output; a test keeps the two identical.
public enum JSONSchemaGenerator {
    public static let id = "urn:formspec:form-spec:1"

    public static func schema(_ catalog: Catalog = .standard) -> JSONValue {
        var definitions = JSONObject()
        for kind in catalog.objects.keys.sorted() {
            definitions[kind] = object(catalog.schema(kind), catalog)
        }
        definitions["condition"] = [
            "description":
                "true, false, or an NSPredicate format string over $tags (XLForm rewrites $tag to $tag.value).",
            "type": ["boolean", "string"],
        ]
        definitions["cellConfig"] = [
            "description": "Key path on the cell (e.g. textField.placeholder) -> value. null applies nil.",
            "type": "object",
            "propertyNames": ["minLength": 1],
        ]
        definitions["options"] = [
            "description": "Selector options: scalars or {formValue, formDisplayText} objects.",
            "type": "array",
            "items": [
                "anyOf": [
                    ["type": ["string", "number", "boolean"]],
                    ["$ref": "#/definitions/option"],
                    ["$ref": "#/definitions/leftRightOption"],
                ]
            ],
        ]
        var root: JSONObject = [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "$id": .string(id),
            "title": "formspec form spec (*.form.json)",
        ]
        for (key, value) in definitions["form"]!.objectValue! { root[key] = value }
        root["definitions"] = .object(definitions)
        return .object(root)
    }

    private static func object(_ schema: ObjectSchema, _ catalog: Catalog) -> JSONValue {
        var properties = JSONObject()
        for p in schema.properties {
            var property = type(p.type, catalog).objectValue ?? JSONObject()
            property["description"] = .string(p.doc)
            if let value = p.defaultValue { property["default"] = value }
            properties[p.name] = .object(property)
        }
        var object: JSONObject = [
            "description": .string(schema.doc),
            "type": "object",
            "properties": .object(properties),
            "additionalProperties": false,
        ]
        let required = schema.properties.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { object["required"] = .array(required) }
        if schema.kind == "validator" { object["allOf"] = .array(validatorRules(catalog)) }
        return .object(object)
    }

    /// Per validator type, the properties it requires.
    private static func validatorRules(_ catalog: Catalog) -> [JSONValue] {
        catalog.validatorTypes.compactMap { info in
            var then = JSONObject()
            if !info.required.isEmpty { then["required"] = .array(info.required.map(JSONValue.string)) }
            if !info.requiredAny.isEmpty {
                then["anyOf"] = .array(info.requiredAny.map { ["required": [.string($0)]] })
            }
            guard !then.isEmpty else { return nil }
            return [
                "if": ["properties": ["type": ["const": .string(info.name)]], "required": ["type"]],
                "then": .object(then),
            ]
        }
    }

    private static func type(_ type: PropertyType, _ catalog: Catalog) -> JSONValue {
        switch type {
        case .string, .fontName: return ["type": "string"]
        case .boolean: return ["type": "boolean"]
        case .number: return ["type": "number"]
        case .integer: return ["type": "integer"]
        case .any, .value, .leftOption: return [:]
        case .condition: return ["$ref": "#/definitions/condition"]
        case .rowType:
            // Custom row types are any string declared in customRowTypes; the enum feeds completion.
            return ["anyOf": [["enum": .array(catalog.rowTypes.map { .string($0.name) })], ["type": "string"]]]
        case .options: return ["$ref": "#/definitions/options"]
        case .cellConfig: return ["$ref": "#/definitions/cellConfig"]
        case .enumeration(let name):
            return ["type": "string", "enum": .array((catalog.enums[name]?.caseNames ?? []).map(JSONValue.string))]
        case .flags(let name):
            return [
                "type": "array",
                "items": [
                    "type": "string", "enum": .array((catalog.enums[name]?.caseNames ?? []).map(JSONValue.string)),
                ],
            ]
        case .object(let kind): return ["$ref": .string("#/definitions/\(kind)")]
        case .array(let kind): return ["type": "array", "items": ["$ref": .string("#/definitions/\(kind)")]]
        case .map(let kind):
            let values: JSONValue =
                catalog.objects[kind] != nil ? ["$ref": .string("#/definitions/\(kind)")] : ["type": "string"]
            return ["type": "object", "additionalProperties": values]
        }
    }
}
