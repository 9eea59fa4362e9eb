import FormSpecJSON

/// Turns the catalog's JSON sources into typed tables. The data is compiled in, so a malformed
/// entry is a programming error: it stops with the source and path named (a test loads it).
enum CatalogLoader {
    static func load(_ sources: [CatalogSource]) -> Catalog {
        var merged = JSONObject()
        for source in sources {
            let value: JSONValue
            do {
                value = try JSONValue(decoding: source.json)
            } catch {
                preconditionFailure("catalog source \(source.name) is not valid JSON: \(error)")
            }
            guard let object = value.objectValue else {
                preconditionFailure("catalog source \(source.name) is not an object")
            }
            for (key, part) in object {
                merged[key] = merge(merged[key], part, at: "\(source.name).\(key)")
            }
        }
        let enums = Dictionary(
            uniqueKeysWithValues: (merged["enums"]?.objectValue ?? JSONObject()).map {
                ($0.key, enumInfo($0.key, $0.value))
            })
        return Catalog(
            rowTypes: (merged["rowTypes"]?.arrayValue ?? []).map(rowType),
            objects: Dictionary(
                uniqueKeysWithValues: (merged["objects"]?.objectValue ?? JSONObject()).map {
                    ($0.key, objectSchema($0.key, $0.value))
                }),
            validatorTypes: (merged["validatorTypes"]?.arrayValue ?? []).map(validatorType),
            enums: enums,
            classes: classTable(merged, enums: enums),
            colors: colors(merged),
            merged: merged
        )
    }

    /// Arrays concatenate and objects take the union; a key defined twice is a data error.
    private static func merge(_ old: JSONValue?, _ new: JSONValue, at path: String) -> JSONValue {
        switch (old, new) {
        case (nil, _): return new
        case (.array(let a)?, .array(let b)): return .array(a + b)
        case (.object(var a)?, .object(let b)):
            for (k, v) in b {
                precondition(a[k] == nil, "catalog defines \(path).\(k) twice")
                a[k] = v
            }
            return .object(a)
        default: preconditionFailure("catalog sources disagree on the type of \(path)")
        }
    }

    private static func string(_ v: JSONValue, _ key: String, _ path: String) -> String {
        guard let s = v[key]?.stringValue else { preconditionFailure("catalog: \(path) needs a string '\(key)'") }
        return s
    }

    static func strings(_ v: JSONValue?) -> [String] { v?.arrayValue?.compactMap(\.stringValue) ?? [] }

    private static func rowType(_ v: JSONValue) -> RowTypeInfo {
        let name = string(v, "name", "rowTypes[]")
        guard let kind = ValueKind(rawValue: string(v, "valueKind", name)) else {
            preconditionFailure("catalog: row type \(name) has an unknown valueKind")
        }
        return RowTypeInfo(
            name: name, constant: v["constant"]?.stringValue, cell: string(v, "cell", name), valueKind: kind,
            inlineRowType: v["inlineRowType"]?.stringValue, height: v["height"]?.doubleValue,
            traits: (v["traits"]?.objectValue ?? JSONObject()).map { ($0.key, $0.value) },
            produces: v["produces"]?.stringValue ?? "", doc: v["doc"]?.stringValue ?? "",
            segueReplacesOptions: v["segueReplacesOptions"]?.boolValue ?? false,
            isIPadOnly: v["iPadOnly"]?.boolValue ?? false,
            valueFormatterUse: ValueFormatterUse(rawValue: v["valueFormatter"]?.stringValue ?? "none") ?? .none)
    }

    private static func objectSchema(_ kind: String, _ v: JSONValue) -> ObjectSchema {
        let properties = (v["properties"]?.arrayValue ?? []).map { p -> PropertySchema in
            let name = string(p, "name", "objects.\(kind)")
            guard let type = PropertyType(string(p, "type", "\(kind).\(name)")) else {
                preconditionFailure("catalog: \(kind).\(name) has an unknown type")
            }
            return PropertySchema(
                name: name, type: type, doc: p["doc"]?.stringValue ?? "",
                isRequired: p["required"]?.boolValue ?? false, defaultValue: p["default"],
                isCopied: p["copied"]?.boolValue ?? true)
        }
        return ObjectSchema(kind: kind, doc: v["doc"]?.stringValue ?? "", properties: properties)
    }

    private static func validatorType(_ v: JSONValue) -> ValidatorTypeInfo {
        ValidatorTypeInfo(
            name: string(v, "name", "validatorTypes[]"), required: strings(v["required"]),
            requiredAny: strings(v["requiredAny"]),
            allowed: strings(v["allowed"]), defaultMessage: v["defaultMessage"]?.stringValue,
            regex: v["regex"]?.stringValue,
            doc: v["doc"]?.stringValue ?? "")
    }

    private static func enumInfo(_ name: String, _ v: JSONValue) -> EnumInfo {
        let cases = (v["cases"]?.arrayValue ?? []).map { c in
            EnumCase(name: string(c, "name", "enums.\(name)"), value: c["value"] ?? .null, doc: c["doc"]?.stringValue)
        }
        return EnumInfo(name: name, doc: v["doc"]?.stringValue ?? "", cases: cases)
    }
}
