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
    /// `json` and `data` as jansson dumps them, for the result's text.
    let encodedJSON: JSONWriter.CachedValue?
    let encodedData: JSONWriter.CachedValue?
    /// `displayText` as jansson dumps it; nil when not computed.
    let encodedDisplayText: JSONWriter.Fragment?

    static let none = DefaultOutputs()

    /// `value`, from `encodedData` when that was made from it. Unwrapped here, where the
    /// cached value lies: handed to the writer's optional overload, it was copied first (1.5%
    /// more instructions for a result written as text).
    func write(data value: JSONValue, to writer: JSONWriter) {
        switch encodedData {
        case .some(let cached): writer.value(value, cached: cached)
        case .none: writer.value(value)
        }
    }

    private init() {
        json = .null
        data = nil
        dataRaises = false
        displayText = nil
        encodedJSON = nil
        encodedData = nil
        encodedDisplayText = nil
    }

    init(of row: CompiledRow) {
        let (data, raises) = FormValues.valueData(row.defaultValue)
        json = PreviewJSON.value(row.defaultValue)
        self.data = data.map { PreviewJSON.value($0) }
        dataRaises = raises
        displayText = row.cell == .date ? nil : .some(CellDisplay.text(of: row, value: row.defaultValue, leftValue: row.defaultLeftValue, dates: nil))
        encodedJSON = JSONWriter.CachedValue(json)
        encodedData = self.data.map(JSONWriter.CachedValue.init)
        encodedDisplayText = displayText.map { JSONWriter.Fragment($0) }
    }
}
