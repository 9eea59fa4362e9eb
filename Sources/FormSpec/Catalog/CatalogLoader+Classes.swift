import FormSpecJSON

/// Typed tables for the `classes` and `colors` sections (XLFormCells, UIKitClasses, Colors).
extension CatalogLoader {
    static func classTable(_ merged: JSONObject, enums: [String: EnumInfo]) -> ClassTable {
        let infos = (merged["classes"]?.objectValue ?? JSONObject()).map { classInfo($0.key, $0.value, enums: enums) }
        let table = ClassTable(infos)
        for info in infos {
            for name in [info.superclass].compactMap({ $0 }) + info.protocols {
                precondition(
                    table.contains(name), "catalog: class \(info.name) names unknown superclass or protocol \(name)")
            }
        }
        return table
    }

    private static func classInfo(_ name: String, _ v: JSONValue, enums: [String: EnumInfo]) -> ClassInfo {
        let properties = (v["properties"]?.arrayValue ?? []).map { property($0, in: name, enums: enums) }
        return ClassInfo(
            name: name, superclass: v["superclass"]?.stringValue, protocols: strings(v["protocols"]),
            isProtocol: v["kind"]?.stringValue == "protocol", framework: v["framework"]?.stringValue ?? "",
            doc: v["doc"]?.stringValue ?? "", isCell: v["cell"]?.boolValue ?? false, properties: properties,
            updateSets: strings(v["updateSets"]), traitsTarget: v["traitsTarget"]?.stringValue)
    }

    private static func property(_ p: JSONValue, in owner: String, enums: [String: EnumInfo]) -> PropertyInfo {
        guard let name = p["name"]?.stringValue, let typeText = p["type"]?.stringValue else {
            preconditionFailure("catalog: a property of \(owner) needs a name and a type")
        }
        guard let type = KeyPathType(typeText) else {
            preconditionFailure("catalog: \(owner).\(name) has an unknown type \(typeText)")
        }
        if let e = type.enumName { precondition(enums[e] != nil, "catalog: \(owner).\(name) names unknown enum \(e)") }
        let visibility = p["visibility"]?.stringValue.map { text -> PropertyInfo.Visibility in
            guard let v = PropertyInfo.Visibility(rawValue: text) else {
                preconditionFailure("catalog: \(owner).\(name) visibility \(text)")
            }
            return v
        }
        return PropertyInfo(
            name: name, type: type, isReadonly: p["readonly"]?.boolValue ?? false, visibility: visibility ?? .public,
            doc: p["doc"]?.stringValue ?? "", defaultValue: p["default"]?.stringValue,
            availability: p["availability"]?.stringValue,
            minimum: p["min"]?.doubleValue, maximum: p["max"]?.doubleValue,
            exclusiveMinimum: p["exclusiveMin"]?.boolValue ?? false,
            isUnsafe: p["unsafe"]?.boolValue ?? false, alternatives: strings(p["alternatives"]))
    }

    static func colors(_ merged: JSONObject) -> [ColorInfo] {
        (merged["colors"]?.arrayValue ?? []).map { c in
            guard let name = c["name"]?.stringValue, let rgba = c["rgba"]?.stringValue.flatMap(RGBA.init(hex:)) else {
                preconditionFailure("catalog: a colour needs a name and an #RRGGBBAA rgba")
            }
            let dark = c["dark"].map { d -> RGBA in
                guard let parsed = d.stringValue.flatMap(RGBA.init(hex:)) else {
                    preconditionFailure("catalog: colour \(name) has a bad dark value")
                }
                return parsed
            }
            return ColorInfo(
                name: name, rgba: rgba, dark: dark, availability: c["availability"]?.stringValue,
                doc: c["doc"]?.stringValue ?? "")
        }
    }
}
