import FormSpecJSON

/// `formValues` and `httpParameters:` of XLFormDescriptor, over the visible sections and rows.
enum FormValues {
    /// `-[NSObject valueData]`: strings, numbers and dates themselves, arrays element by
    /// element, options their formValue, anything else nil. `raises` when an array holds an
    /// element without valueData (XLForm adds nil to an array).
    static func valueData(_ value: RuntimeValue?) -> (data: RuntimeValue?, raises: Bool) {
        switch value {
        case nil, .null?, .dictionary?, .object?: return (nil, false)
        case .string?, .number?, .decimal?, .date?: return (value, false)
        case .option(let o)?: return (o.formValue == .null ? nil : o.formValue, false)
        case .array(let items)?:
            var out: [RuntimeValue] = []
            for item in items {
                guard let data = valueData(item).data else { return (nil, true) }
                out.append(data)
            }
            return (.array(out), false)
        }
    }

    struct Output {
        var formValues: JSONObject
        var httpParameters: JSONObject
        /// The row of each member, by position (empty when keys repeat and members merged).
        var formValueSources: [CompiledRow?] = []
        var httpParameterSources: [CompiledRow?] = []
    }

    /// `httpParameters: false` leaves them empty (a caller asking for formValues only).
    static func compute(_ visible: [(section: SectionState, rows: [RowState])], keysAreUnique: Bool, httpParameters wanted: Bool = true) -> Output {
        var formValues: [(key: String, value: JSONValue)] = []
        var httpParameters: [(key: String, value: JSONValue)] = []
        var formValueSources: [CompiledRow?] = []
        var httpParameterSources: [CompiledRow?] = []
        let capacity = visible.reduce(0) { $0 + $1.rows.count }
        formValues.reserveCapacity(capacity)
        formValueSources.reserveCapacity(capacity)
        if wanted {
            httpParameters.reserveCapacity(capacity)
            httpParameterSources.reserveCapacity(capacity)
        }
        for (section, rows) in visible {
            if let tag = section.compiled.multivaluedTag {
                // formValues: the raw values (option objects stay objects); httpParameters: valueData.
                formValues.append((tag, .array(rows.compactMap { $0.value }.filter { $0 != .null }.map { PreviewJSON.value($0) })))
                formValueSources.append(nil)
                let items = rows.compactMap { row in data(row).map { PreviewJSON.value($0) } }
                if wanted {
                    httpParameters.append((tag, .array(items)))
                    httpParameterSources.append(nil)
                }
                continue
            }
            for row in rows {
                let compiled = row.compiled
                let json = row.holdsDefaults && !compiled.defaultOutputs.dataRaises ? compiled.defaultOutputs.data : data(row).map { PreviewJSON.value($0) }
                if let tag = row.tag, let json {
                    formValues.append((tag, json))
                    formValueSources.append(row.compiled)
                }
                if wanted, let key = httpKey(row) {
                    httpParameters.append((key, json ?? .null))
                    httpParameterSources.append(row.compiled)
                }
            }
        }
        // Repeated keys: the last value wins, at the first key's place (NSMutableDictionary).
        guard keysAreUnique else {
            return Output(formValues: JSONObject(formValues.map { ($0.key, $0.value) }), httpParameters: JSONObject(httpParameters.map { ($0.key, $0.value) }))
        }
        return Output(formValues: JSONObject(uniqueMembers: formValues), httpParameters: JSONObject(uniqueMembers: httpParameters),
                      formValueSources: formValueSources, httpParameterSources: httpParameterSources)
    }

    private static func data(_ row: RowState) -> RuntimeValue? {
        let (data, raises) = valueData(row.value)
        if raises {
            row.outputNotes.append(PreviewWarning(
                .crash, "the value is an array holding an element without valueData: formValues and httpParameters raise",
                tag: row.tag, property: "value", crashes: true))
        }
        return data
    }

    /// `httpParameterKeyForRow:cell:`: the tag, except for selectorLeftRight cells, which answer
    /// their left option's httpParameterKey.
    private static func httpKey(_ row: RowState) -> String? {
        guard row.compiled.cell == .leftRight else { return row.tag }
        guard let left = row.leftValue else {
            row.outputNotes.append(PreviewWarning(
                .crash, "no left option is selected: XLFormLeftRightSelectorCell raises NSInvalidArgumentException in httpParameters; the preview leaves the row out",
                tag: row.tag, property: "httpParameters", crashes: true))
            return nil
        }
        return row.compiled.leftOptions.first { $0.leftValue == left }?.httpParameterKey
    }
}
