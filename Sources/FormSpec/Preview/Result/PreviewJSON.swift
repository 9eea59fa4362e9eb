import FormSpecJSON
import Foundation

/// How runtime values appear in preview JSON. NSDate becomes an ISO 8601 string in UTC,
/// NSNumber BOOL a JSON boolean, an option object `{"formValue": …, "formDisplayText": …}` (the
/// form a spec writes it in), and a NaN decimal (non-numeric text in a number row) the string
/// `"NaN"`, which JSON has no number for.
public enum PreviewJSON {
    public static func value(_ value: RuntimeValue?) -> JSONValue {
        guard let value else { return .null }
        switch value {
        case .null: return .null
        case .number(.bool(let b)): return .bool(b)
        case .number(.integer(let i)): return .integer(i)
        case .number(.double(let d)): return d.isFinite ? .double(d) : .string(NumberFormatting.description(d))
        case .decimal(let d): return decimal(d)
        case .string(let s): return .string(s)
        case .date(let d): return .string(ISO8601.format(d))
        case .array(let items): return .array(items.map { self.value($0) })
        case .dictionary(let entries):
            return .object(JSONObject(entries.keys.sorted().map { ($0, self.value(entries[$0])) }))
        case .option(let o):
            // Two keys known distinct: no check for repeated keys.
            return .object(
                JSONObject(uniqueMembers: [
                    JSONObject.Member(key: "formValue", value: self.value(o.formValue)),
                    JSONObject.Member(key: "formDisplayText", value: JSONValue(o.displayText)),
                ]))
        case .object(let o):
            return .string("<\(o.className)>")
        }
    }

    static func decimal(_ d: Decimal) -> JSONValue {
        if d.isNaN { return "NaN" }
        if let i = d.exactInt64 { return .integer(i) }
        return .double(NSDecimalNumber(decimal: d).doubleValue)
    }
}
