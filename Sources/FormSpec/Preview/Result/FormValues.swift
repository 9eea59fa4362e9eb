import FormSpecJSON

/// `formValues` and `httpParameters:` of XLFormDescriptor, collected over the visible rows of
/// the visible sections in table order; a multivalued section's rows go under its tag.
struct FormValues {
    private var formMembers: [JSONObject.Member] = []
    private var httpMembers: [JSONObject.Member] = []
    /// No key can repeat (`CompiledForm.outputKeysAreUnique`); otherwise a repeated key keeps
    /// the last value at the first key's place, as NSMutableDictionary does.
    let keysAreUnique: Bool

    init(keysAreUnique: Bool) {
        self.keysAreUnique = keysAreUnique
    }

    var formValues: JSONObject { Self.object(formMembers, keysAreUnique) }
    var httpParameters: JSONObject { Self.object(httpMembers, keysAreUnique) }

    private static func object(_ members: [JSONObject.Member], _ keysAreUnique: Bool) -> JSONObject {
        keysAreUnique ? JSONObject(uniqueMembers: members) : JSONObject(members.map { ($0.key, $0.value) })
    }

    /// A visible row of a section without multivaluedTag, whose value is `json` as JSON:
    /// `tag: valueData` in formValues when it has valueData, `tag: valueData or null` in
    /// httpParameters (a left-right selector's under its left option's key). Warnings about
    /// its output go to `notes`.
    mutating func add(_ row: RowState, json: JSONValue, notes: inout [PreviewWarning]) {
        let compiled = row.compiled
        guard compiled.fx == nil else {
            // A field file: the form object's property as it holds it; FXForms sends nothing.
            if let tag = compiled.tag, json != .null { formMembers.append(JSONObject.Member(key: tag, value: json)) }
            return
        }
        let data = Self.dataJSON(row.value, json: json, tag: compiled.tag, notes: &notes)
        if let tag = compiled.tag, let data { formMembers.append(JSONObject.Member(key: tag, value: data)) }
        let key = compiled.cell == .leftRight ? Self.leftRightKey(row, notes: &notes) : compiled.tag
        if let key { httpMembers.append(JSONObject.Member(key: key, value: data ?? .null)) }
    }

    /// A visible multivalued section: formValues holds its rows' values (option objects stay
    /// objects), httpParameters their valueData.
    mutating func add(_ items: Items, as tag: String) {
        formMembers.append(JSONObject.Member(key: tag, value: .array(items.values)))
        httpMembers.append(JSONObject.Member(key: tag, value: .array(items.data)))
    }

    /// The values of a multivalued section's visible rows.
    struct Items {
        var values: [JSONValue] = []
        var data: [JSONValue] = []

        mutating func add(_ row: RowState, json: JSONValue, notes: inout [PreviewWarning]) {
            if let value = row.value, value != .null { values.append(json) }
            if let item = FormValues.dataJSON(row.value, json: json, tag: row.compiled.tag, notes: &notes) {
                data.append(item)
            }
        }
    }

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

    /// `valueData` of `value` as JSON, given `value` as JSON (a string, number or date is its
    /// own valueData), noting in `notes` when formValues and httpParameters would raise for it.
    private static func dataJSON(
        _ value: RuntimeValue?, json: JSONValue, tag: String?, notes: inout [PreviewWarning]
    ) -> JSONValue? {
        switch value {
        case .string?, .number?, .decimal?, .date?: return json
        default: return data(value, tag: tag, notes: &notes).map { PreviewJSON.value($0) }
        }
    }

    /// `valueData`, noting in `notes` when formValues and httpParameters would raise for it.
    private static func data(_ value: RuntimeValue?, tag: String?, notes: inout [PreviewWarning]) -> RuntimeValue? {
        let (data, raises) = valueData(value)
        if raises {
            notes.append(
                PreviewWarning(
                    .crash,
                    "the value is an array holding an element without valueData: formValues and httpParameters raise",
                    tag: tag, property: "value", crashes: true))
        }
        return data
    }

    /// `httpParameterKeyForRow:cell:` of a selectorLeftRight cell: its left option's
    /// httpParameterKey (every other cell answers the tag).
    private static func leftRightKey(_ row: RowState, notes: inout [PreviewWarning]) -> String? {
        guard let left = row.leftValue else {
            notes.append(
                PreviewWarning(
                    .crash,
                    "no left option is selected: XLFormLeftRightSelectorCell raises NSInvalidArgumentException in httpParameters; the preview leaves the row out",
                    tag: row.compiled.tag, property: "httpParameters", crashes: true))
            return nil
        }
        return row.compiled.leftOptions.first { $0.leftValue == left }?.httpParameterKey
    }
}
