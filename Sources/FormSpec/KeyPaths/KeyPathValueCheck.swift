import FormSpecJSON

/// Why a cell config value does not fit its key path: the message (without the owner), where,
/// and replacement values ranked best first.
public struct KeyPathValueProblem: Sendable, Equatable {
    public let message: String
    public let range: TextRange
    public let suggestions: [String]

    init(_ message: String, _ range: TextRange, suggestions: [String] = []) {
        self.message = message
        self.range = range
        self.suggestions = suggestions
    }
}

/// Checks a value against the type of the property its key path sets, following the value
/// conventions of protocol/catalog.md.
public enum KeyPathValueCheck {
    public static func problem(
        _ value: JSONNode, for member: ClassMember, catalog: Catalog, classes: ClassTable
    ) -> KeyPathValueProblem? {
        let property = member.property
        let type = property.type
        if case .invalid = value.kind { return nil }  // a syntax error already
        if property.isReadonly {
            if let className = type.className, let example = settableExample(in: className, classes: classes) {
                return KeyPathValueProblem(
                    "is readonly (\(type.objcName)); set its properties instead, e.g. '\(property.name).\(example)'",
                    value.range)
            }
            return KeyPathValueProblem("is readonly", value.range)
        }
        if value.isNull {
            if type.acceptsNull { return nil }
            return KeyPathValueProblem(
                "is \(type.objcName), not an object: null would make KVC raise (setNilValueForKey:)", value.range)
        }
        switch type {
        case .string: return expect(value.string != nil, value, "a string")
        case .image:
            guard let s = value.stringValue else { return mismatch(value, "an image name (a string)") }
            return s.isEmpty ? KeyPathValueProblem("needs an image name, found an empty string", value.range) : nil
        case .number, .integer: return number(value, property)
        case .bool:
            if value.boolValue != nil { return nil }
            if let n = value.number, n.double == 0 || n.double == 1 { return nil }
            return mismatch(value, "true or false")
        case .enumeration(let name): return enumCase(value, enumName: name, catalog: catalog)
        case .calendar: return enumCase(value, enumName: "NSCalendarIdentifier", catalog: catalog)
        case .flags(let name):
            guard let elements = value.elements else {
                if value.string != nil {
                    return KeyPathValueProblem(
                        "takes an array of \(name) case names: write [\(value.stringValue.map { "\"\($0)\"" } ?? "")]",
                        value.range)
                }
                return mismatch(value, "an array of \(name) case names")
            }
            for element in elements {
                if let problem = enumCase(element, enumName: name, catalog: catalog) { return problem }
            }
            return nil
        case .color: return ColorValue.problem(value, catalog: catalog)
        case .cgColor:
            return KeyPathValueProblem(
                "is a CGColorRef: a spec colour becomes a UIColor, which this property cannot take; set it in code",
                value.range)
        case .font: return FontValue.problem(value, catalog: catalog)
        case .date:
            if value.members != nil {
                return RelativeDate.problem(value).map { KeyPathValueProblem("takes a date: \($0)", value.range) }
            }
            guard let s = value.stringValue else { return mismatch(value, RelativeDate.forms) }
            if case .failure(let failure) = ISO8601.parse(s) {
                return KeyPathValueProblem("takes an ISO-8601 date; \"\(s)\": \(failure.message)", value.range)
            }
            return nil
        case .locale:
            guard let s = value.stringValue else { return mismatch(value, "a locale identifier such as \"en_US\"") }
            return isLocaleIdentifier(s)
                ? nil
                : KeyPathValueProblem(
                    "takes a locale identifier such as \"en_US\" or \"pt-BR\", found \"\(s)\"", value.range)
        case .timeZone:
            guard let s = value.stringValue else {
                return mismatch(value, "a time zone identifier such as \"Europe/Paris\"")
            }
            return isTimeZoneIdentifier(s)
                ? nil
                : KeyPathValueProblem(
                    "takes a time zone identifier such as \"UTC\" or \"Europe/Paris\", found \"\(s)\"", value.range)
        case .structure(let name):
            return KeyPathValueProblem(
                "is a \(name) struct, which a spec value cannot express; set it in code", value.range)
        case .object(let className):
            return KeyPathValueProblem(
                "is a \(className) object, which a spec value cannot create; only null (nil) can be given", value.range)
        }
    }

    private static func expect(_ ok: Bool, _ value: JSONNode, _ what: String) -> KeyPathValueProblem? {
        ok ? nil : mismatch(value, what)
    }

    private static func mismatch(_ value: JSONNode, _ what: String) -> KeyPathValueProblem {
        KeyPathValueProblem("takes \(what), found \(value.typeName)", value.range)
    }

    static func number(_ value: JSONNode, _ property: PropertyInfo) -> KeyPathValueProblem? {
        guard let n = value.number else {
            if let s = value.stringValue, Double(s) != nil {
                return KeyPathValueProblem(
                    "takes a number, found the string \"\(s)\"; write \(s) without quotes", value.range,
                    suggestions: [s])
            }
            return mismatch(value, property.type == .integer ? "an integer" : "a number")
        }
        if property.type == .integer, n.integer == nil {
            return KeyPathValueProblem("takes an integer, found \(n.text)", value.range)
        }
        if let min = property.minimum, n.double < min || (property.exclusiveMinimum && n.double == min) {
            return KeyPathValueProblem(
                "must be \(property.exclusiveMinimum ? "above" : "at least") \(format(min)), found \(n.text)",
                value.range)
        }
        if let max = property.maximum, n.double > max {
            return KeyPathValueProblem("must be at most \(format(max)), found \(n.text)", value.range)
        }
        return nil
    }

    /// `1`, `0.5`: numbers in messages and documentation, without a trailing `.0`.
    public static func format(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
    }

    /// A case name of the enum. A raw number is refused with the name to write instead.
    static func enumCase(_ value: JSONNode, enumName: String, catalog: Catalog) -> KeyPathValueProblem? {
        guard let info = catalog.enums[enumName] else { return nil }
        guard let s = value.stringValue else {
            if let n = value.number, let match = info.cases.first(where: { $0.value.doubleValue == n.double }) {
                return KeyPathValueProblem(
                    "takes the case name \"\(match.name)\", not its raw value \(n.text)", value.range,
                    suggestions: [match.name])
            }
            return mismatch(value, "a case name of \(enumName)")
        }
        guard info.enumCase(s) == nil else { return nil }
        let suggestions = DidYouMean.rank(s, among: info.caseNames)
        let allowed = info.caseNames.count <= 8 ? " (\(info.caseNames.map { "'\($0)'" }.joined(separator: ", ")))" : ""
        return KeyPathValueProblem(
            "takes a case of \(enumName)\(allowed); '\(s)' is not one.\(DidYouMean.phrase(suggestions))", value.range,
            suggestions: suggestions)
    }

    /// The first property of a class a spec can set, for "set its properties instead" hints.
    private static func settableExample(in className: String, classes: ClassTable) -> String? {
        classes.members(of: className).first { !$0.property.isReadonly && $0.property.type.className == nil }?.name
    }

    /// `en`, `en_US`, `pt-BR`, `zh_Hant_TW`, `sr-Latn`: a language code and optional subtags.
    static func isLocaleIdentifier(_ s: String) -> Bool {
        let parts = s.split(separator: "_", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "-", omittingEmptySubsequences: false)
        }
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isASCIILetter) else {
            return false
        }
        return parts.dropFirst().allSatisfy {
            (2...8).contains($0.count) && $0.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
        }
    }

    /// `UTC`, `GMT+2`, `Europe/Paris`, `America/Argentina/Buenos_Aires`.
    static func isTimeZoneIdentifier(_ s: String) -> Bool {
        !s.isEmpty && s.first!.isASCIILetter
            && s.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || "/_+-".contains($0) }
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
