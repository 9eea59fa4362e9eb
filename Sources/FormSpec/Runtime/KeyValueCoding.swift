import Foundation

/// Key-value coding over runtime values: `-valueForKey:` and `-valueForKeyPath:` including the
/// collection operators (`@count`, `@sum`, ...), for the classes a form holds.
public enum KeyValueCoding {
    /// `-valueForKeyPath:` with the path already split at dots. nil propagates as nil.
    public static func value(
        of root: RuntimeValue?, keyPath: ArraySlice<String>,
        in context: some KeyValueContext = ObjectsAnswerThemselves()
    ) throws(EvaluationError) -> RuntimeValue? {
        var current = root
        var index = keyPath.startIndex
        while index < keyPath.endIndex {
            guard let value = current else { return nil }
            let key = keyPath[index]
            if key.hasPrefix("@"), case .array(let elements) = value {
                return try CollectionOperators.apply(key, to: elements, rest: keyPath[(index + 1)...], in: context)
            }
            current = try self.value(of: value, forKey: key, in: context)
            index += 1
        }
        return current
    }

    /// `-valueForKey:`.
    public static func value(
        of value: RuntimeValue, forKey key: String, in context: some KeyValueContext = ObjectsAnswerThemselves()
    ) throws(EvaluationError) -> RuntimeValue? {
        if key == "self" { return value }
        switch value {
        case .null:
            // NSNull has no keys: KVC raises, as for any object.
            throw .unknownKey(key, on: value.className)
        case .array(let elements):
            if key.hasPrefix("@") {
                return try CollectionOperators.apply(key, to: elements, rest: [], in: context)
            }
            // NSArray maps the key over its elements; nil results become NSNull.
            var mapped: [RuntimeValue] = []
            mapped.reserveCapacity(elements.count)
            for element in elements {
                mapped.append(try self.value(of: element, forKey: key, in: context) ?? .null)
            }
            return .array(mapped)
        case .dictionary(let entries):
            // NSDictionary sends "@key" to NSObject's implementation, e.g. "@count".
            if key.hasPrefix("@") {
                if key == "@count" { return .integer(entries.count) }
                throw .unknownKey(String(key.dropFirst()), on: value.className)
            }
            return entries[key]
        case .string(let s):
            return try stringProperty(s, key)
        case .number(let n):
            return try numberProperty(
                .number(n), doubleValue: n.doubleValue, int64Value: n.int64Value, boolValue: n.boolValue, key)
        case .decimal(let d):
            let double = Numeric.decimal(d).doubleValue
            let int = NumberValue.double(double).int64Value
            return try numberProperty(value, doubleValue: double, int64Value: int, boolValue: !d.isZero, key)
        case .date(let d):
            switch key {
            case "timeIntervalSinceReferenceDate": return .double(d.timeIntervalSinceReferenceDate)
            case "timeIntervalSince1970": return .double(d.timeIntervalSince1970)
            case "description": return .string(value.description)
            default: throw .unknownKey(key, on: value.className)
            }
        case .option(let o):
            switch key {
            case "formValue": return o.formValue
            case "formDisplayText", "formDisplaytext": return o.displayText.map { .string($0) }
            case "description": return .string(value.description)
            default: throw .unknownKey(key, on: value.className)
            }
        case .object(let object):
            return try context.value(of: object, forKey: key)
        }
    }

    private static func stringProperty(_ s: String, _ key: String) throws(EvaluationError) -> RuntimeValue? {
        switch key {
        case "length": return .integer(s.utf16.count)
        case "uppercaseString": return .string(s.uppercased())
        case "lowercaseString": return .string(s.lowercased())
        case "capitalizedString": return .string(s.capitalized)
        case "description": return .string(s)
        case "doubleValue", "floatValue": return .double(StringNumberParsing.doubleValue(s))
        case "intValue", "integerValue", "longLongValue": return .integer(StringNumberParsing.integerValue(s))
        case "boolValue": return .bool(StringNumberParsing.boolValue(s))
        default: throw .unknownKey(key, on: "NSString")
        }
    }

    private static func numberProperty(
        _ value: RuntimeValue, doubleValue: Double, int64Value: Int64, boolValue: Bool, _ key: String
    ) throws(EvaluationError) -> RuntimeValue? {
        switch key {
        case "doubleValue", "floatValue": return .double(doubleValue)
        case "intValue", "integerValue", "longLongValue": return .integer(int64Value)
        case "boolValue": return .bool(boolValue)
        case "stringValue", "description": return .string(value.description)
        default: throw .unknownKey(key, on: value.className)
        }
    }
}
