import FormSpecJSON

/// What a result shows for a row that still holds its default value, computed once per
/// compiled row: most rows of a preview keep their defaults, and turning values into JSON and
/// display text is much of the cost of a result. Rows whose value was given compute the same
/// things afresh (`PreviewDefaultsTests` checks both ways agree). A class: reading it from a
/// row costs one reference count, not a copy of every member.
final class DefaultOutputs: Sendable {
    /// `PreviewJSON.value` of the default (the row's `value` in a result).
    let json: JSONValue
    /// `PreviewJSON.value` of its valueData (formValues, httpParameters); nil without one.
    let data: JSONValue?
    /// The valueData raises (an array element without one): the slow path adds the warning.
    let dataRaises: Bool
    /// The cell's display text; nil (not computed) for date cells, whose text depends on the
    /// preview's locale and time zone.
    let displayText: String??
    /// `json` as jansson dumps it, for the result's text.
    let encodedJSON: JSONWriter.CachedValue?
    /// `displayText` as jansson dumps it; nil when not computed.
    let encodedDisplayText: JSONWriter.Fragment?
    /// The row's members of formValues (`"tag":data`) and httpParameters (`"tag":data` or
    /// `"tag":null`) as text; nil where it has no such member (no tag, no valueData for
    /// formValues, raising valueData) and for a left-right selector's httpParameters, keyed by
    /// its left option.
    let formValueMember: JSONWriter.CachedMember?
    let httpParameterMember: JSONWriter.CachedMember?
    /// The same members as objects' members, for results that keep the objects.
    let formValueEntry: JSONObject.Member?
    let httpParameterEntry: JSONObject.Member?
    /// Either entry exists: read for every row of every result, where testing an optional
    /// member copies it.
    let hasEntries: Bool

    static let none = DefaultOutputs()

    private init() {
        json = .null
        data = nil
        dataRaises = false
        displayText = nil
        encodedJSON = nil
        encodedDisplayText = nil
        formValueMember = nil
        httpParameterMember = nil
        formValueEntry = nil
        httpParameterEntry = nil
        hasEntries = false
    }

    init(of row: CompiledRow) {
        let (data, raises) = FormValues.valueData(row.defaultValue)
        json = PreviewJSON.value(row.defaultValue)
        let dataJSON = data.map { PreviewJSON.value($0) }
        self.data = dataJSON
        dataRaises = raises
        displayText =
            row.cell == .date
            ? nil
            : .some(CellDisplay.text(of: row, value: row.defaultValue, leftValue: row.defaultLeftValue, dates: nil))
        encodedJSON = JSONWriter.CachedValue(json)
        encodedDisplayText = displayText.map { JSONWriter.Fragment($0) }
        let tag = raises ? nil : row.tag
        formValueEntry = tag.flatMap { tag in dataJSON.map { JSONObject.Member(key: tag, value: $0) } }
        httpParameterEntry =
            row.cell == .leftRight ? nil : tag.map { JSONObject.Member(key: $0, value: dataJSON ?? .null) }
        hasEntries = formValueEntry != nil || httpParameterEntry != nil
        formValueMember = formValueEntry.map { JSONWriter.CachedMember(key: $0.key, value: $0.value) }
        httpParameterMember = httpParameterEntry.map { JSONWriter.CachedMember(key: $0.key, value: $0.value) }
    }
}
