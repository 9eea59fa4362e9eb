import FormSpecJSON

/// The result object of `formspec/preview` and `formspec preview --format json`, written by
/// one streaming `JSONWriter`. The members are written in the documented order.
extension PreviewResult {
    /// The object with only the members in `fields` (all when nil), as JSON text.
    public func encoded(fields: Set<Field>? = nil) -> EncodedJSON {
        var writer = JSONWriter(capacity: fields?.contains(.sections) == false ? 4 << 10 : 64 << 10)
        writer.beginObject()
        for field in Field.allCases where fields?.contains(field) ?? true {
            writer.key(field.rawValue)
            write(field, to: &writer)
        }
        writer.endObject()
        return writer.finishValue()
    }

    /// `encoded(fields:)` as a tree.
    public func json(fields: Set<Field>? = nil) -> JSONValue {
        do {
            return try JSONValue(decoding: encoded(fields: fields).bytes)
        } catch {
            preconditionFailure("a preview result encoded as invalid JSON: \(error)")
        }
    }

    /// The whole result object as a tree.
    public var json: JSONValue { json(fields: nil) }

    private func write(_ field: Field, to writer: inout JSONWriter) {
        switch field {
        case .title: writer.string(title)
        case .valid: writer.bool(valid)
        case .disabled: writer.bool(disabled)
        case .sections:
            writer.beginArray()
            for section in sections { section.write(to: &writer) }
            writer.endArray()
        case .formValues: writer.value(.object(formValues))
        case .httpParameters: writer.value(.object(httpParameters))
        case .validationErrors:
            writer.beginArray()
            for error in validationErrors { error.write(to: &writer) }
            writer.endArray()
        case .warnings: PreviewWarning.write(warnings, to: &writer)
        }
    }
}

extension PreviewResult.Section {
    fileprivate func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(Keys.index)
        writer.integer(index)
        writer.key(Keys.title)
        writer.string(title)
        writer.key(Keys.footerTitle)
        writer.string(footerTitle)
        writer.key(Keys.hidden)
        writer.bool(hidden)
        writer.key(Keys.multivaluedTag)
        writer.string(multivaluedTag)
        writer.key(Keys.rows)
        writer.beginArray()
        for row in rows { row.write(to: &writer) }
        writer.endArray()
        writer.key(Keys.warnings)
        PreviewWarning.write(warnings, to: &writer)
        writer.endObject()
    }
}

extension PreviewResult.Row {
    fileprivate func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(Keys.tag)
        writer.string(tag)
        writer.key(Keys.rowType)
        writer.string(rowType)
        if let type {
            writer.key(Keys.type)
            writer.string(type)
        }
        if let cell {
            writer.key(Keys.cell)
            writer.string(cell)
        }
        writer.key(Keys.title)
        writer.string(title)
        writer.key(Keys.label)
        writer.string(label)
        writer.key(Keys.path)
        writer.string(path)
        writer.key(Keys.origin)
        writer.string(origin.rawValue)
        writer.key(Keys.required)
        writer.bool(required)
        writer.key(Keys.hidden)
        writer.bool(hidden)
        writer.key(Keys.disabled)
        writer.bool(disabled)
        writer.key(Keys.value)
        writer.value(value)
        if let leftValue {
            writer.key(Keys.leftValue)
            writer.value(leftValue)
        }
        writer.key(Keys.displayText)
        writer.string(displayText)
        writer.key(Keys.errors)
        writer.beginArray()
        for error in errors { writer.string(error) }
        writer.endArray()
        writer.key(Keys.warnings)
        PreviewWarning.write(warnings, to: &writer)
        writer.endObject()
    }
}

extension PreviewResult.ValidationError {
    fileprivate func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(Keys.tag)
        writer.string(tag)
        writer.key(Keys.message)
        writer.string(message)
        writer.key(Keys.section)
        writer.integer(section)
        writer.key(Keys.row)
        writer.integer(row)
        writer.endObject()
    }
}

extension PreviewWarning {
    fileprivate static func write(_ warnings: [PreviewWarning], to writer: inout JSONWriter) {
        writer.beginArray()
        for warning in warnings {
            writer.beginObject()
            writer.key(Keys.kind)
            writer.string(warning.kind.rawValue)
            writer.key(Keys.message)
            writer.string(warning.message)
            if let tag = warning.tag {
                writer.key(Keys.tag)
                writer.string(tag)
            }
            if let property = warning.property {
                writer.key(Keys.property)
                writer.string(property)
            }
            writer.key(Keys.crashes)
            writer.bool(warning.crashes)
            writer.endObject()
        }
        writer.endArray()
    }
}

/// The result's keys, written once.
private enum Keys {
    static let cell = JSONWriter.Key("cell")
    static let crashes = JSONWriter.Key("crashes")
    static let disabled = JSONWriter.Key("disabled")
    static let displayText = JSONWriter.Key("displayText")
    static let errors = JSONWriter.Key("errors")
    static let footerTitle = JSONWriter.Key("footerTitle")
    static let hidden = JSONWriter.Key("hidden")
    static let index = JSONWriter.Key("index")
    static let kind = JSONWriter.Key("kind")
    static let label = JSONWriter.Key("label")
    static let leftValue = JSONWriter.Key("leftValue")
    static let message = JSONWriter.Key("message")
    static let multivaluedTag = JSONWriter.Key("multivaluedTag")
    static let origin = JSONWriter.Key("origin")
    static let path = JSONWriter.Key("path")
    static let property = JSONWriter.Key("property")
    static let required = JSONWriter.Key("required")
    static let row = JSONWriter.Key("row")
    static let rowType = JSONWriter.Key("rowType")
    static let rows = JSONWriter.Key("rows")
    static let section = JSONWriter.Key("section")
    static let tag = JSONWriter.Key("tag")
    static let title = JSONWriter.Key("title")
    static let type = JSONWriter.Key("type")
    static let value = JSONWriter.Key("value")
    static let warnings = JSONWriter.Key("warnings")
}
