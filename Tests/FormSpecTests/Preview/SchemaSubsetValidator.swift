import FormSpecJSON

/// Checks a JSON value against the part of JSON Schema draft-07 the protocol's schemas use:
/// type, enum, const, properties, required, additionalProperties, items, maxItems, minimum,
/// anyOf and local `$ref`s. A keyword outside that set is reported, so a schema cannot
/// silently rely on something this does not check.
struct SchemaSubsetValidator {
    let root: JSONValue
    static let keywords: Set<String> = [
        "$schema", "$id", "title", "description", "default", "definitions", "type", "enum", "const", "properties",
        "required",
        "additionalProperties", "items", "maxItems", "minimum", "anyOf", "$ref",
    ]

    /// Every violation, as "path: what".
    func errors(_ value: JSONValue) -> [String] {
        var out: [String] = []
        check(value, against: root, at: "$", &out)
        return out
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String, _ out: inout [String]) {
        guard case .object(let s) = schema else { return out.append("\(path): schema is not an object") }
        for key in s.keys where !SchemaSubsetValidator.keywords.contains(key) {
            out.append("\(path): unsupported keyword \(key)")
        }
        if let ref = s["$ref"]?.stringValue {
            guard ref.hasPrefix("#/definitions/"), let target = root["definitions"]?[String(ref.dropFirst(14))] else {
                return out.append("\(path): unresolved \(ref)")
            }
            check(value, against: target, at: path, &out)
        }
        if let type = s["type"] {
            let allowed = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
            if !allowed.contains(where: { matches(value, type: $0) }) {
                out.append("\(path): expected \(allowed), got \(value.typeName)")
            }
        }
        if let choices = s["enum"]?.arrayValue, !choices.contains(value) {
            out.append("\(path): \(value.encodedString()) is not one of \(choices)")
        }
        if let constant = s["const"], constant != value { out.append("\(path): expected \(constant.encodedString())") }
        if let minimum = s["minimum"]?.doubleValue, let number = value.doubleValue, number < minimum {
            out.append("\(path): below \(minimum)")
        }
        if let anyOf = s["anyOf"]?.arrayValue {
            let passes = anyOf.contains { branch in
                var branchErrors: [String] = []
                check(value, against: branch, at: path, &branchErrors)
                return branchErrors.isEmpty
            }
            if !passes { out.append("\(path): matches none of anyOf") }
        }
        if case .array(let items) = value {
            if let max = s["maxItems"]?.intValue, items.count > max { out.append("\(path): more than \(max) items") }
            if let itemSchema = s["items"] {
                for (i, item) in items.enumerated() { check(item, against: itemSchema, at: "\(path)[\(i)]", &out) }
            }
        }
        if case .object(let members) = value {
            let properties = s["properties"]?.objectValue ?? [:]
            for name in s["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where members[name] == nil {
                out.append("\(path): missing \(name)")
            }
            for (name, member) in members {
                if let property = properties[name] {
                    check(member, against: property, at: "\(path).\(name)", &out)
                } else if let additional = s["additionalProperties"] {
                    if additional == false { out.append("\(path): unexpected member \(name)") }
                    if case .object = additional { check(member, against: additional, at: "\(path).\(name)", &out) }
                }
            }
        }
    }

    private func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object):
            return true
        case ("number", .integer), ("number", .double), ("integer", .integer): return true
        case ("integer", .double(let d)): return d == d.rounded()
        default: return false
        }
    }
}
