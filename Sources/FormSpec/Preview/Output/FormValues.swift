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
        /// The row of each member, by position; empty when keys repeat and members merged, and
        /// when the builder was not asked to keep them (`keepingSources`).
        var formValueSources: [MemberSource?] = []
        var httpParameterSources: [MemberSource?] = []
    }

    /// Where a member of formValues or httpParameters came from, for writing it as text.
    enum MemberSource {
        /// The row's tag is the key.
        case tag(of: CompiledRow)
        /// The row held its default: the member is the one its `DefaultOutputs` keeps.
        case defaults(of: CompiledRow)
    }

    /// Collects the members row by row, in table order, as the result is built: the visible
    /// rows of visible sections, a multivalued section's rows under its tag.
    struct Builder {
        private var formValues: [JSONObject.Member] = []
        private var httpParameters: [JSONObject.Member] = []
        private var formValueSources: [MemberSource?] = []
        private var httpParameterSources: [MemberSource?] = []
        /// `false` leaves httpParameters empty (a caller asking for formValues only).
        let wantsHTTPParameters: Bool
        /// Record the row of each member, for a result about to be written as text.
        let keepsSources: Bool

        init(httpParameters wanted: Bool, keepingSources: Bool, capacity: Int) {
            wantsHTTPParameters = wanted
            keepsSources = keepingSources
            formValues.reserveCapacity(capacity)
            if keepingSources { formValueSources.reserveCapacity(capacity) }
            if wanted {
                httpParameters.reserveCapacity(capacity)
                if keepingSources { httpParameterSources.reserveCapacity(capacity) }
            }
        }

        /// A visible row of a section without multivaluedTag; warnings about its output go to `notes`.
        mutating func add(_ row: RowState, notes: inout [PreviewWarning]) {
            let compiled = row.compiled
            let json: JSONValue?
            let isDefault: Bool
            if row.holdsDefaults, case let defaults = compiled.defaultOutputs, !defaults.dataRaises {
                json = defaults.data
                isDefault = true
            } else {
                json = FormValues.data(row.value, tag: compiled.tag, notes: &notes).map { PreviewJSON.value($0) }
                isDefault = false
            }
            if let tag = compiled.tag, let json {
                formValues.append(JSONObject.Member(key: tag, value: json))
                if keepsSources { formValueSources.append(isDefault ? .defaults(of: compiled) : .tag(of: compiled)) }
            }
            guard wantsHTTPParameters else { return }
            if compiled.cell == .leftRight {
                if let key = FormValues.leftRightKey(compiled, leftValue: row.leftValue, notes: &notes) {
                    httpParameters.append(JSONObject.Member(key: key, value: json ?? .null))
                    if keepsSources { httpParameterSources.append(nil) }
                }
            } else if let tag = compiled.tag {
                httpParameters.append(JSONObject.Member(key: tag, value: json ?? .null))
                if keepsSources { httpParameterSources.append(isDefault ? .defaults(of: compiled) : .tag(of: compiled)) }
            }
        }

        /// A visible multivalued section: formValues holds the raw values (option objects stay
        /// objects), httpParameters their valueData.
        mutating func add(multivaluedTag tag: String, formItems: [JSONValue], httpItems: [JSONValue]) {
            formValues.append(JSONObject.Member(key: tag, value: .array(formItems)))
            if keepsSources { formValueSources.append(nil) }
            if wantsHTTPParameters {
                httpParameters.append(JSONObject.Member(key: tag, value: .array(httpItems)))
                if keepsSources { httpParameterSources.append(nil) }
            }
        }

        /// A multivalued section's visible row: its items for `add(multivaluedTag:…)`.
        static func items(of row: RowState, formItems: inout [JSONValue], httpItems: inout [JSONValue],
                          notes: inout [PreviewWarning])
        {
            let value = row.value
            if let value, value != .null { formItems.append(PreviewJSON.value(value)) }
            if let item = FormValues.data(value, tag: row.compiled.tag, notes: &notes) { httpItems.append(PreviewJSON.value(item)) }
        }

        /// Repeated keys: the last value wins, at the first key's place (NSMutableDictionary).
        func output(keysAreUnique: Bool) -> Output {
            guard keysAreUnique else {
                return Output(formValues: JSONObject(formValues.map { ($0.key, $0.value) }), httpParameters: JSONObject(httpParameters.map { ($0.key, $0.value) }))
            }
            return Output(formValues: JSONObject(uniqueMembers: formValues), httpParameters: JSONObject(uniqueMembers: httpParameters),
                          formValueSources: formValueSources, httpParameterSources: httpParameterSources)
        }
    }

    private static func data(_ value: RuntimeValue?, tag: String?, notes: inout [PreviewWarning]) -> RuntimeValue? {
        let (data, raises) = valueData(value)
        if raises {
            notes.append(PreviewWarning(
                .crash, "the value is an array holding an element without valueData: formValues and httpParameters raise",
                tag: tag, property: "value", crashes: true))
        }
        return data
    }

    /// `httpParameterKeyForRow:cell:` of a selectorLeftRight cell: its left option's
    /// httpParameterKey (every other cell answers the tag).
    private static func leftRightKey(_ row: CompiledRow, leftValue: RuntimeValue?, notes: inout [PreviewWarning]) -> String? {
        guard let left = leftValue else {
            notes.append(PreviewWarning(
                .crash, "no left option is selected: XLFormLeftRightSelectorCell raises NSInvalidArgumentException in httpParameters; the preview leaves the row out",
                tag: row.tag, property: "httpParameters", crashes: true))
            return nil
        }
        return row.leftOptions.first { $0.leftValue == left }?.httpParameterKey
    }
}
