import FormSpecJSON

/// The result object as JSON text, written member by member with a `JSONWriter`: the same
/// bytes as `json(fields:).encoded()` (a test compares them), without the JSONValue tree and
/// jansson's own tree, which cost most of a full server request.
extension PreviewResult {
    public func encoded(fields: Set<Field>?) -> EncodedJSON {
        let writer = JSONWriter(capacity: fields?.contains(.sections) == false ? 4 << 10 : 64 << 10)
        writer.beginObject()
        for field in Field.allCases where fields?.contains(field) ?? true {
            writer.key(ResultKeys.fields[field]!)
            write(field, to: writer)
        }
        writer.endObject()
        return writer.finishValue()
    }

    /// The object's members before `sections`, into `head`, for a result whose sections
    /// `writer` holds (`PreviewSession.result(fields:sectionsWriter:)`); then the members after
    /// them into `writer`. The text is `head`'s followed by `writer`'s.
    func encoded(fields: Set<Field>?, head: JSONWriter, sectionsWrittenTo writer: JSONWriter) -> EncodedJSON {
        head.beginObject()
        for (part, target) in [(Field.beforeSections, head), (Field.afterSections, writer)] {
            for field in part where fields?.contains(field) ?? true {
                target.key(ResultKeys.fields[field]!)
                write(field, to: target)
            }
        }
        writer.endObject()
        return writer.finishValue(after: head)
    }

    /// Starts the `sections` member in `writer`, which continues the object `head` begins
    /// with the members before it.
    static func beginSections(fields: Set<Field>?, in writer: JSONWriter) {
        writer.continueObject(afterMembers: Field.beforeSections.contains { fields?.contains($0) ?? true })
        writer.key(ResultKeys.fields[.sections]!)
    }

    private func write(_ field: Field, to writer: JSONWriter) {
        switch field {
        case .title: writer.string(title)
        case .valid: writer.bool(valid)
        case .disabled: writer.bool(disabled)
        case .sections:
            writer.beginArray()
            for section in sections { section.write(to: writer) }
            writer.endArray()
        case .formValues: Self.write(formValuesStorage, to: writer)
        case .httpParameters: Self.write(httpParametersStorage, to: writer)
        case .validationErrors:
            writer.beginArray()
            for error in validationErrors { error.write(to: writer) }
            writer.endArray()
        case .warnings: PreviewWarning.write(warnings, to: writer)
        }
    }
}

extension PreviewResult {
    private static func write(_ storage: ValuesStorage, to writer: JSONWriter) {
        switch storage {
        case .object(let object): writer.value(.object(object))
        case .pending: writer.value(.object(storage.object))
        case .text(let text): writer.value(text)
        }
    }
}

extension PreviewResult.Field {
    /// The members written before and after `sections`, in order.
    fileprivate static let beforeSections = allCases.prefix { $0 != .sections }
    fileprivate static let afterSections = allCases.drop { $0 != .sections }.dropFirst()
}

/// Keys dumped once by jansson and reused for every result.
private enum ResultKeys {
    static let fields = Dictionary(
        uniqueKeysWithValues: PreviewResult.Field.allCases.map { ($0, JSONWriter.Key($0.rawValue)) })
    static let index = JSONWriter.Key("index"), title = JSONWriter.Key("title"),
        footerTitle = JSONWriter.Key("footerTitle")
    static let hidden = JSONWriter.Key("hidden"), multivaluedTag = JSONWriter.Key("multivaluedTag"),
        rows = JSONWriter.Key("rows")
    static let warnings = JSONWriter.Key("warnings"), tag = JSONWriter.Key("tag"), rowType = JSONWriter.Key("rowType")
    static let label = JSONWriter.Key("label"), path = JSONWriter.Key("path"), origin = JSONWriter.Key("origin")
    static let required = JSONWriter.Key("required"), disabled = JSONWriter.Key("disabled"),
        value = JSONWriter.Key("value")
    static let displayText = JSONWriter.Key("displayText"), errors = JSONWriter.Key("errors"),
        message = JSONWriter.Key("message")
    static let section = JSONWriter.Key("section"), row = JSONWriter.Key("row"), kind = JSONWriter.Key("kind")
    static let property = JSONWriter.Key("property"), crashes = JSONWriter.Key("crashes")
}

extension PreviewResult.Section {
    fileprivate func write(to writer: JSONWriter) {
        writeHead(to: writer)
        for row in rows { row.write(to: writer) }
        writeTail(to: writer)
    }

    /// The members before the rows' elements, which a caller writing rows as it makes them
    /// writes next.
    func writeHead(to writer: JSONWriter) {
        writer.beginObject()
        Self.writeLeadingMembers(
            index: index, title: title, footerTitle: footerTitle, hidden: hidden, multivaluedTag: multivaluedTag,
            to: writer)
        Self.beginRows(in: writer)
    }

    /// `writeHead(to:)` from the members made once (`encodedHeads`).
    static func writeHead(_ head: JSONWriter.ObjectHead, to writer: JSONWriter) {
        writer.beginObject(head)
        beginRows(in: writer)
    }

    /// The members before `rows` of a section that is shown and of one that is hidden, made
    /// once per compiled section: every result writes them.
    static func encodedHeads(
        index: Int, title: String?, footerTitle: String?, multivaluedTag: String?
    ) -> (shown: JSONWriter.ObjectHead, hidden: JSONWriter.ObjectHead) {
        func head(hidden: Bool) -> JSONWriter.ObjectHead {
            JSONWriter.ObjectHead {
                writeLeadingMembers(
                    index: index, title: title, footerTitle: footerTitle, hidden: hidden,
                    multivaluedTag: multivaluedTag, to: $0)
            }
        }
        return (head(hidden: false), head(hidden: true))
    }

    private static func writeLeadingMembers(
        index: Int, title: String?, footerTitle: String?, hidden: Bool, multivaluedTag: String?,
        to writer: JSONWriter
    ) {
        writer.key(ResultKeys.index)
        writer.integer(index)
        writer.key(ResultKeys.title)
        writer.string(title)
        writer.key(ResultKeys.footerTitle)
        writer.string(footerTitle)
        writer.key(ResultKeys.hidden)
        writer.bool(hidden)
        writer.key(ResultKeys.multivaluedTag)
        writer.string(multivaluedTag)
    }

    private static func beginRows(in writer: JSONWriter) {
        writer.key(ResultKeys.rows)
        writer.beginArray()
    }

    /// The members after the rows' elements.
    func writeTail(to writer: JSONWriter) {
        writer.endArray()
        writer.key(ResultKeys.warnings)
        PreviewWarning.write(warnings, to: writer)
        writer.endObject()
    }
}

extension PreviewResult.Row {
    func write(to writer: JSONWriter) {
        if let whole = wholeRow() { return writer.value(whole) }
        writeMembers(to: writer)
    }

    /// The row's text kept by its compiled row, when every member but `hidden`, `disabled` and
    /// the label's variant is the compiled one, byte for byte: default value and display text,
    /// no errors, no warnings.
    private func wholeRow() -> EncodedJSON? {
        let defaults = source.defaultOutputs
        guard described == nil, errors.isEmpty, warnings.isEmpty,
            let encodedValue = defaults.encodedJSON, let encodedDisplayText = defaults.encodedDisplayText,
            encodedValue.isMade(from: value), encodedDisplayText.isMade(from: displayText)
        else { return nil }
        return source.fragments.wholeRow(starred: starred, hidden: hidden, disabled: disabled) { writeMembers(to: $0) }
    }

    func writeMembers(to writer: JSONWriter) {
        writer.beginObject()
        let fragments = source.fragments
        writer.key(ResultKeys.tag)
        writer.string(tag, cached: fragments.tag)
        writer.key(ResultKeys.rowType)
        writer.string(rowType, cached: fragments.rowType)
        writer.key(ResultKeys.title)
        writer.string(title, cached: fragments.title)
        writer.key(ResultKeys.label)
        writer.string(label, cached: fragments.label(label))
        writer.key(ResultKeys.path)
        writer.string(path, cached: fragments.path)
        writer.key(ResultKeys.origin)
        writer.string(origin.rawValue, cached: fragments.origin)
        writer.key(ResultKeys.required)
        writer.bool(required)
        Self.writeStates(hidden: hidden, disabled: disabled, to: writer)
        writer.key(ResultKeys.value)
        writer.value(value, cached: source.defaultOutputs.encodedJSON)
        writer.key(ResultKeys.displayText)
        writer.string(displayText, cached: source.defaultOutputs.encodedDisplayText)
        Self.writeOutcome(errors: errors, warnings: warnings, to: writer)
    }

    /// `tag` … `required` from a compiled row's fragments (`RowFragments.head`).
    static func writeHead(
        tag: JSONWriter.Fragment, rowType: JSONWriter.Fragment, title: JSONWriter.Fragment, label: JSONWriter.Fragment,
        path: JSONWriter.Fragment, origin: JSONWriter.Fragment, required: Bool, to writer: JSONWriter
    ) {
        for (key, fragment) in [
            (ResultKeys.tag, tag), (ResultKeys.rowType, rowType), (ResultKeys.title, title), (ResultKeys.label, label),
            (ResultKeys.path, path), (ResultKeys.origin, origin),
        ] {
            writer.key(key)
            writer.string(cached: fragment)
        }
        writer.key(ResultKeys.required)
        writer.bool(required)
    }

    static func writeStates(hidden: Bool, disabled: Bool, to writer: JSONWriter) {
        writer.key(ResultKeys.hidden)
        writer.bool(hidden)
        writer.key(ResultKeys.disabled)
        writer.bool(disabled)
    }

    /// `value` and `displayText`, each either a compiled row's default (`cached…`) or written.
    static func writeContent(
        cachedValue: JSONWriter.CachedValue?, value: () -> JSONValue, cachedDisplayText: JSONWriter.Fragment?,
        displayText: () -> String?, to writer: JSONWriter
    ) {
        writer.key(ResultKeys.value)
        if let cachedValue { writer.value(cached: cachedValue) } else { writer.value(value()) }
        writer.key(ResultKeys.displayText)
        if let cachedDisplayText { writer.string(cached: cachedDisplayText) } else { writer.string(displayText()) }
    }

    /// `errors` and `warnings`, and the end of the object.
    static func writeOutcome(errors: [String?], warnings: [PreviewWarning], to writer: JSONWriter) {
        if errors.isEmpty, warnings.isEmpty { return writer.endObject(quietOutcome) }
        writer.key(ResultKeys.errors)
        writer.beginArray()
        for error in errors { writer.string(error) }
        writer.endArray()
        writer.key(ResultKeys.warnings)
        PreviewWarning.write(warnings, to: writer)
        writer.endObject()
    }
}

extension PreviewResult.Row {
    /// No errors, no warnings: how nearly every row ends.
    private static let quietOutcome = JSONWriter.ObjectTail { writer in
        writer.key(ResultKeys.errors)
        writer.beginArray()
        writer.endArray()
        writer.key(ResultKeys.warnings)
        PreviewWarning.write([], to: writer)
    }
}

extension PreviewResult.ValidationError {
    fileprivate func write(to writer: JSONWriter) {
        writer.beginObject()
        writer.key(ResultKeys.tag)
        writer.string(tag)
        writer.key(ResultKeys.message)
        writer.string(message)
        writer.key(ResultKeys.section)
        writer.integer(section)
        writer.key(ResultKeys.row)
        writer.integer(row)
        writer.endObject()
    }
}

extension PreviewWarning {
    fileprivate static func write(_ warnings: [PreviewWarning], to writer: JSONWriter) {
        writer.beginArray()
        for warning in warnings {
            writer.beginObject()
            writer.key(ResultKeys.kind)
            writer.string(warning.kind.rawValue)
            writer.key(ResultKeys.message)
            writer.string(warning.message)
            if let tag = warning.tag {
                writer.key(ResultKeys.tag)
                writer.string(tag)
            }
            if let property = warning.property {
                writer.key(ResultKeys.property)
                writer.string(property)
            }
            writer.key(ResultKeys.crashes)
            writer.bool(warning.crashes)
            writer.endObject()
        }
        writer.endArray()
    }
}
