import FormSpecJSON

/// `{"timeIntervalSinceNow": seconds}`: a date relative to the moment the form is built, as
/// `+[NSDate dateWithTimeIntervalSinceNow:]` makes it; `[NSDate new]` is an offset of 0.
/// Accepted wherever a date is (row values, date key paths such as `minimumDate`).
public enum RelativeDate {
    public static let key = "timeIntervalSinceNow"

    /// How a spec writes a date, for messages.
    public static let forms = "an ISO-8601 string or {\"timeIntervalSinceNow\": seconds}"

    /// The offset in seconds when `node` is such an object; nil otherwise.
    public static func offset(_ node: JSONNode) -> Double? {
        guard let members = node.members, members.count == 1, members[0].key.value == key,
            let n = members[0].value?.number, n.double.isFinite
        else { return nil }
        return n.double
    }

    /// The offset of a date given as a JSON value (preview values, scenarios).
    public static func offset(_ value: JSONValue) -> Double? {
        guard let object = value.objectValue, object.count == 1, let n = object[key]?.doubleValue, n.isFinite
        else { return nil }
        return n
    }

    /// Why an object is not a relative date, or nil when it is one.
    public static func problem(_ node: JSONNode) -> String? {
        guard let members = node.members else { return nil }
        if offset(node) != nil { return nil }
        if let other = members.first(where: { $0.key.value != key }) {
            return "a relative date has only '\(key)', found '\(other.key.value)'"
        }
        if members.isEmpty { return "a relative date needs '\(key)': seconds from now" }
        return "'\(key)' takes a number of seconds"
    }
}
