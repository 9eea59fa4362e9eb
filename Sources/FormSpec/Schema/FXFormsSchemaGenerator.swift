import FormSpecJSON

/// JSON Schemas (draft-07) of FXForms field files and of the project configuration, derived
/// from the catalog and the configuration format. `protocol/fxforms.schema.json` and
/// `protocol/configuration.schema.json` are this output; tests keep them identical.
public enum FXFormsSchemaGenerator {
    public static let id = "urn:formspec:fxforms-fields:1"
    public static let configurationID = "urn:formspec:configuration:1"

    public static func schema(_ fx: FXFormsCatalog = .standard) -> JSONValue {
        var definitions = JSONObject()
        definitions["fields"] = [
            "description": "What the form object's -fields (or -extraFields) returns: keys and field dictionaries.",
            "type": "array",
            "items": [
                "anyOf": [
                    ["type": "string", "description": "A property name: the field with every attribute inferred."],
                    ["$ref": "#/definitions/field"],
                ]
            ],
        ]
        definitions["field"] = field(fx)
        definitions["methods"] = [
            "description":
                "The form object's methods as data: fields, extraFields, excludedFields and one <key>Field dictionary per key to override.",
            "type": "object",
            "properties": [
                "fields": ["$ref": "#/definitions/fields"],
                "extraFields": ["$ref": "#/definitions/fields"],
                "excludedFields": [
                    "description": "Keys FXForms removes from the fields.", "type": "array",
                    "items": ["type": "string"],
                ],
            ],
            "patternProperties": ["^.+Field$": ["$ref": "#/definitions/field"]],
            "additionalProperties": false,
        ]
        var root: JSONObject = [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "$id": .string(id),
            "title": "FXForms field file (*.fxform.json)",
            "anyOf": [["$ref": "#/definitions/fields"], ["$ref": "#/definitions/methods"]],
        ]
        root["definitions"] = .object(definitions)
        return .object(root)
    }

    private static func field(_ fx: FXFormsCatalog) -> JSONValue {
        var properties = JSONObject()
        let index = FXClassIndex(fx)
        for key in fx.fieldKeys {
            var p = JSONObject()
            p["description"] = .string(key.doc)
            switch key.name {
            case "type": p["anyOf"] = [["enum": .array(fx.typeNames.map(JSONValue.string))], ["type": "string"]]
            case "template": p["$ref"] = "#/definitions/field"
            case "style":
                let cases = fx.catalog.enums[key.enumName ?? ""]?.cases.compactMap { $0.value.intValue } ?? []
                p["enum"] = .array(cases.map { JSONValue($0) })
            default:
                if let role = key.role, role != .view {
                    p["anyOf"] = [["enum": .array(index.names(for: role).map(JSONValue.string))], ["type": "string"]]
                } else {
                    p["type"] = .array(key.types.map(JSONValue.string))
                }
            }
            properties[key.name] = .object(p)
        }
        for name in fx.fieldProperties.keys.sorted() {
            let info = fx.fieldProperties[name]!
            properties[name] = [
                "description": .string(
                    "An FXFormField property, not a field key: FXForms \(info.effect).\(info.instead.map { " Use '\($0)'." } ?? "")"
                ),
                "not": [:],
            ]
        }
        properties["controller"] = [
            "description":
                "FXForms reads the view controller from 'viewController'; 'controller' becomes a cell key path.",
            "not": [:],
        ]
        return [
            "description":
                "A field dictionary. Keys other than FXForms' own are key paths FXForms sets on the cell (e.g. textField.autocapitalizationType), with values as NSJSONSerialization reads them: enums by raw integer.",
            "type": "object",
            "properties": .object(properties),
            "additionalProperties": true,
        ]
    }

    /// The schema of `formspec.config.json`.
    public static func configurationSchema(_ catalog: Catalog = .standard) -> JSONValue {
        func docs(_ members: [ProjectConfigurationFormat.Member]) -> [String: String] {
            Dictionary(uniqueKeysWithValues: members.map { ($0.name, $0.doc) })
        }
        let top = docs(ProjectConfigurationFormat.members)
        let app = docs(ProjectConfigurationFormat.appClassMembers)
        let fieldType = docs(ProjectConfigurationFormat.fieldTypeMembers)
        let levels: [JSONValue] = Severity.allCases.map { .string($0.name) } + ["off"]
        return [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "$id": .string(configurationID),
            "title": "formspec project configuration (formspec.config.json)",
            "type": "object",
            "properties": [
                "$schema": ["description": .string(top["$schema"]!), "type": "string"],
                "appClasses": [
                    "description": .string(top["appClasses"]!),
                    "type": "object",
                    "additionalProperties": [
                        "type": "object",
                        "required": ["kind"],
                        "properties": [
                            "kind": [
                                "description": .string(app["kind"]!),
                                "enum": .array(AppClass.Kind.allCases.map { .string($0.rawValue) }),
                            ],
                            "superclass": ["description": .string(app["superclass"]!), "type": "string"],
                            "keyPaths": [
                                "description": .string(app["keyPaths"]!), "type": "object",
                                "additionalProperties": ["type": "string"],
                            ],
                            "doc": ["description": .string(app["doc"]!), "type": "string"],
                        ],
                        "additionalProperties": false,
                    ],
                ],
                "customRowTypes": [
                    "description": .string(top["customRowTypes"]!),
                    "type": "object",
                    "additionalProperties": ["$ref": "#/definitions/customRowType"],
                ],
                "fieldTypes": [
                    "description": .string(top["fieldTypes"]!),
                    "type": "object",
                    "additionalProperties": [
                        "type": "object",
                        "properties": [
                            "cell": ["description": .string(fieldType["cell"]!), "type": "string"],
                            "class": ["description": .string(fieldType["class"]!), "type": "string"],
                            "doc": ["description": .string(fieldType["doc"]!), "type": "string"],
                        ],
                        "additionalProperties": false,
                    ],
                ],
                "severity": [
                    "description": .string(top["severity"]!),
                    "type": "object",
                    "propertyNames": ["enum": .array(DiagnosticCodeInfo.all.map { .string($0.code.rawValue) })],
                    "additionalProperties": ["enum": .array(levels)],
                ],
            ],
            "additionalProperties": false,
            "definitions": [
                "customRowType": JSONSchemaGenerator.schema(catalog)["definitions"]?["customRowType"] ?? [:]
            ],
        ]
    }
}
