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
        var formValues = JSONObject()
        var httpParameters = JSONObject()
        /// Per row (by object identity) warnings about these computations.
        var warnings: [ObjectIdentifier: [PreviewWarning]] = [:]
    }

    static func compute(_ visible: [(section: SectionState, rows: [RowState])]) -> Output {
        var output = Output()
        for (section, rows) in visible {
            if let tag = section.compiled.multivaluedTag {
                // formValues: the raw values (option objects stay objects); httpParameters: valueData.
                output.formValues[tag] = .array(rows.compactMap { $0.value }.filter { $0 != .null }.map { PreviewJSON.value($0) })
                output.httpParameters[tag] = .array(rows.compactMap { row in data(row, &output).map { PreviewJSON.value($0) } })
                continue
            }
            for row in rows {
                let value = data(row, &output)
                if let tag = row.tag, let value { output.formValues[tag] = PreviewJSON.value(value) }
                if let key = httpKey(row, &output) { output.httpParameters[key] = PreviewJSON.value(value) }
            }
        }
        return output
    }

    private static func data(_ row: RowState, _ output: inout Output) -> RuntimeValue? {
        let (data, raises) = valueData(row.value)
        if raises {
            note(row, PreviewWarning(.crash, "the value is an array holding an element without valueData: formValues and httpParameters raise",
                                     tag: row.tag, property: "value", crashes: true), &output)
        }
        return data
    }

    /// `httpParameterKeyForRow:cell:`: the tag, except for selectorLeftRight cells, which answer
    /// their left option's httpParameterKey.
    private static func httpKey(_ row: RowState, _ output: inout Output) -> String? {
        guard row.compiled.cell == .leftRight else { return row.tag }
        guard let left = row.leftValue else {
            note(row, PreviewWarning(.crash, "no left option is selected: XLFormLeftRightSelectorCell raises NSInvalidArgumentException in httpParameters; the preview leaves the row out",
                                     tag: row.tag, property: "httpParameters", crashes: true), &output)
            return nil
        }
        return row.compiled.leftOptions.first { $0.leftValue == left }?.httpParameterKey
    }

    private static func note(_ row: RowState, _ warning: PreviewWarning, _ output: inout Output) {
        output.warnings[ObjectIdentifier(row), default: []].append(warning)
    }
}
