import FormSpecJSON

/// Members with distinct keys, in order (the result's objects are built once per row, so
/// they skip the key checks of a dictionary literal).
private func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
    .object(JSONObject(uniqueMembers: members.map { JSONObject.Member(key: $0.key, value: $0.value) }))
}

extension PreviewResult {
    /// The members of the result object, which a caller may ask for by name.
    public enum Field: String, Sendable, CaseIterable {
        case title, valid, disabled, sections, formValues, httpParameters, validationErrors, warnings
    }

    /// The result object of `formspec/preview` and `formspec preview --format json`.
    public var json: JSONValue { json(fields: nil) }

    /// Only the members in `fields` (all when nil), in the documented order: a caller that
    /// needs validity or values does not pay for encoding every row.
    public func json(fields: Set<Field>?) -> JSONValue {
        var members: [JSONObject.Member] = []
        for field in Field.allCases where fields?.contains(field) ?? true {
            members.append(JSONObject.Member(key: field.rawValue, value: member(field)))
        }
        return .object(JSONObject(uniqueMembers: members))
    }

    private func member(_ field: Field) -> JSONValue {
        switch field {
        case .title: return JSONValue(title)
        case .valid: return .bool(valid)
        case .disabled: return .bool(disabled)
        case .sections: return .array(sections.map(\.json))
        case .formValues: return .object(formValues)
        case .httpParameters: return .object(httpParameters)
        case .validationErrors: return .array(validationErrors.map(\.json))
        case .warnings: return .array(warnings.map(\.json))
        }
    }
}

extension PreviewResult.Section {
    var json: JSONValue {
        object([
            "index": JSONValue(index),
            "title": JSONValue(title),
            "footerTitle": JSONValue(footerTitle),
            "hidden": .bool(hidden),
            "multivaluedTag": JSONValue(multivaluedTag),
            "rows": .array(rows.map(\.json)),
            "warnings": .array(warnings.map(\.json)),
        ])
    }
}

extension PreviewResult.Row {
    var json: JSONValue {
        object([
            "tag": JSONValue(tag),
            "rowType": JSONValue(rowType),
            "title": JSONValue(title),
            "label": JSONValue(label),
            "path": .string(path),
            "origin": .string(origin.rawValue),
            "required": .bool(required),
            "hidden": .bool(hidden),
            "disabled": .bool(disabled),
            "value": value,
            "displayText": JSONValue(displayText),
            "errors": .array(errors.map { JSONValue($0) }),
            "warnings": .array(warnings.map(\.json)),
        ])
    }
}

extension PreviewResult.ValidationError {
    var json: JSONValue {
        object([
            "tag": JSONValue(tag), "message": JSONValue(message), "section": JSONValue(section), "row": JSONValue(row),
        ])
    }
}

extension PreviewWarning {
    public var json: JSONValue {
        var object: JSONObject = ["kind": .string(kind.rawValue), "message": .string(message)]
        if let tag { object["tag"] = .string(tag) }
        if let property { object["property"] = .string(property) }
        object["crashes"] = .bool(crashes)
        return .object(object)
    }
}
