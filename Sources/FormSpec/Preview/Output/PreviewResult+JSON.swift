import FormSpecJSON

extension PreviewResult {
    /// The result object of `formspec/preview` and `formspec preview --format json`.
    public var json: JSONValue {
        [
            "title": JSONValue(title),
            "valid": .bool(valid),
            "disabled": .bool(disabled),
            "sections": .array(sections.map(\.json)),
            "formValues": .object(formValues),
            "httpParameters": .object(httpParameters),
            "validationErrors": .array(validationErrors.map(\.json)),
            "warnings": .array(warnings.map(\.json)),
        ]
    }
}

extension PreviewResult.Section {
    var json: JSONValue {
        [
            "index": JSONValue(index),
            "title": JSONValue(title),
            "footerTitle": JSONValue(footerTitle),
            "hidden": .bool(hidden),
            "multivaluedTag": JSONValue(multivaluedTag),
            "rows": .array(rows.map(\.json)),
            "warnings": .array(warnings.map(\.json)),
        ]
    }
}

extension PreviewResult.Row {
    var json: JSONValue {
        [
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
        ]
    }
}

extension PreviewResult.ValidationError {
    var json: JSONValue {
        ["tag": JSONValue(tag), "message": JSONValue(message), "section": JSONValue(section), "row": JSONValue(row)]
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
