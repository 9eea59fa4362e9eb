import FormSpecJSON

/// Checks a field's key path value the way FXForms applies it: the object NSJSONSerialization
/// made (NSString, NSNumber, NSArray, NSDictionary, NSNull) goes to `setValue:forKeyPath:`
/// unchanged, so enums take their raw integer, colours and fonts cannot be written, and null
/// is NSNull, not nil. FXFormTextFieldCell's own trait keys read the value with integerValue.
public enum FXKeyPathValueCheck {
    public static func problem(
        _ value: JSONNode, for member: ClassMember, direct: Bool, catalog: Catalog
    ) -> KeyPathValueProblem? {
        let property = member.property
        if case .invalid = value.kind { return nil }  // a syntax error already
        if direct { return directProblem(value, property, catalog) }
        if property.isReadonly {
            return KeyPathValueProblem(
                "is readonly: KVC would set its instance variable to the JSON value (\(className(value)))", value.range)
        }
        if value.isNull {
            return KeyPathValueProblem(
                "null reaches FXForms as NSNull, not nil: \(property.type.acceptsNull ? "the property would hold an NSNull object" : "KVC raises for a scalar property")",
                value.range)
        }
        switch property.type {
        case .string:
            return value.string != nil ? nil : mismatch(value, "a string")
        case .number, .integer:
            return number(value, property)
        case .bool:
            return value.boolValue != nil || value.number != nil ? nil : mismatch(value, "true, false or a number")
        case .enumeration(let name), .flags(let name):
            return enumValue(value, enumName: name, isFlags: isFlags(property.type), catalog)
        default:
            return KeyPathValueProblem(
                "is \(property.type.objcName), which JSON cannot express: FXForms would hand the property \(className(value)); set it in code",
                value.range)
        }
    }

    /// The trait keys FXFormTextFieldCell applies with `[value integerValue]`.
    private static func directProblem(
        _ value: JSONNode, _ property: PropertyInfo, _ catalog: Catalog
    )
        -> KeyPathValueProblem?
    {
        switch value.kind {
        case .number, .bool:
            guard case .enumeration(let name) = property.type, let n = value.number else { return nil }
            return enumValue(value, enumName: name, isFlags: false, catalog)
                ?? (n.integer == nil ? fraction(n, value) : nil)
        case .string(let s):
            if let n = Int64(s.value) {
                return KeyPathValueProblem(
                    "is read with integerValue: write \(n) without quotes", value.range, suggestions: [String(n)])
            }
            let raw = rawValue(named: s.value, property, catalog)
            return KeyPathValueProblem(
                "is read with integerValue, which makes \"\(s.value)\" 0\(raw.map { ": write \($0.value) (\($0.name))" } ?? "")",
                value.range, suggestions: raw.map { [$0.value] } ?? [])
        default:
            return KeyPathValueProblem(
                "is read with integerValue, which \(className(value)) does not answer: FXForms raises", value.range)
        }
    }

    private static func isFlags(_ type: KeyPathType) -> Bool {
        if case .flags = type { return true } else { return false }
    }

    private static func fraction(_ n: JSONNumber, _ value: JSONNode) -> KeyPathValueProblem {
        KeyPathValueProblem("takes an integer, found \(n.text)", value.range)
    }

    /// Numbers as XLForm specs take them (KeyPathValueCheck), booleans too: NSNumber either way.
    private static func number(_ value: JSONNode, _ property: PropertyInfo) -> KeyPathValueProblem? {
        value.boolValue != nil ? nil : KeyPathValueCheck.number(value, property)
    }

    /// A raw value of the enum (an integer; for flags an OR of case values). Case names are not
    /// understood by KVC: they are refused with the number to write.
    static func enumValue(
        _ value: JSONNode, enumName: String, isFlags: Bool, _ catalog: Catalog
    ) -> KeyPathValueProblem? {
        guard let info = catalog.enums[enumName] else { return nil }
        let integers = info.cases.compactMap { $0.value.intValue }
        guard integers.count == info.cases.count else {
            // String-backed (UITextContentType): the constants' values are not in the catalog.
            return value.string != nil ? nil : mismatch(value, "a \(enumName) string")
        }
        if let n = value.number {
            guard let raw = n.integer else { return fraction(n, value) }
            if isFlags {
                let known = integers.reduce(Int64(0)) { $0 | Int64($1) }
                return raw & ~known == 0 && raw >= 0
                    ? nil : KeyPathValueProblem("has bits no \(enumName) option has (\(n.text))", value.range)
            }
            if integers.contains(Int(raw)) { return nil }
            let listed =
                info.cases.count <= 8
                ? " (\(info.cases.map { "\($0.value.intValue!) \($0.name)" }.joined(separator: ", ")))" : ""
            return KeyPathValueProblem("takes a raw value of \(enumName)\(listed); \(n.text) is none", value.range)
        }
        if let s = value.stringValue {
            if let c = info.enumCase(s), let raw = c.value.intValue {
                return KeyPathValueProblem(
                    "takes the raw value, not the case name: FXForms hands \"\(s)\" to KVC unchanged; write \(raw) (\(c.name))",
                    value.range, suggestions: [String(raw)])
            }
            let names = DidYouMean.rank(s, among: info.caseNames)
            let raws = names.compactMap { info.enumCase($0)?.value.intValue.map(String.init) }
            return KeyPathValueProblem(
                "takes a raw value of \(enumName) (an integer); \"\(s)\" is a string.\(names.first.map { " Did you mean \(raws.first ?? "") (\($0))?" } ?? "")",
                value.range, suggestions: raws)
        }
        if isFlags, value.elements != nil {
            return KeyPathValueProblem(
                "takes one integer, the OR of \(enumName) raw values: FXForms hands an array to KVC unchanged",
                value.range)
        }
        return mismatch(value, "a raw value of \(enumName)")
    }

    private static func rawValue(
        named name: String, _ property: PropertyInfo, _ catalog: Catalog
    ) -> (
        name: String, value: String
    )? {
        guard let enumName = property.type.enumName, let info = catalog.enums[enumName] else { return nil }
        let match = info.enumCase(name) ?? DidYouMean.rank(name, among: info.caseNames).first.flatMap(info.enumCase)
        guard let c = match, let raw = c.value.intValue else { return nil }
        return (c.name, String(raw))
    }

    private static func mismatch(_ value: JSONNode, _ what: String) -> KeyPathValueProblem {
        KeyPathValueProblem("takes \(what), found \(value.typeName)", value.range)
    }

    /// The class NSJSONSerialization gives the value.
    static func className(_ value: JSONNode) -> String {
        switch value.kind {
        case .string: return "an NSString"
        case .number, .bool: return "an NSNumber"
        case .array: return "an NSArray"
        case .object: return "an NSDictionary"
        case .null: return "NSNull"
        case .invalid: return "nothing"
        }
    }
}
