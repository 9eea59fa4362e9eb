import FormSpec
import Foundation

/// Typed Swift values for Eureka: a row's `value` in its value type, an option in the option
/// type, a cell property in the property's type (`.emailAddress`, not a raw value).
enum EurekaLiterals {
    /// The option type of a selector row's options: one scalar type for all of them.
    static func optionType(_ options: [LiteralValue]) -> EurekaOperandRow.ScalarType? {
        let types = Set(
            options.compactMap { option -> String? in
                switch scalar(option) {
                case .string?: return "String"
                case .integer?: return "Int"
                case .double?: return "Double"
                case .bool?: return "Bool"
                default: return nil
                }
            })
        guard types.count == 1, options.allSatisfy({ scalar($0) != nil }) else { return nil }
        switch types.first! {
        case "String": return .string
        case "Int": return .int
        case "Double": return .double
        default: return .bool
        }
    }

    /// The scalar an option stands for: itself, or an option object's formValue.
    static func scalar(_ option: LiteralValue) -> LiteralValue? {
        let value: LiteralValue
        if case .option(let formValue, _) = option { value = formValue } else { value = option }
        switch value {
        case .string, .integer, .double, .bool: return value
        default: return nil
        }
    }

    static func swiftType(_ type: EurekaOperandRow.ScalarType) -> String {
        switch type {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        }
    }

    /// A scalar in the option type (`1` as a Double option is `1.0`).
    static func option(_ value: LiteralValue, as type: EurekaOperandRow.ScalarType) -> String? {
        switch (scalar(value), type) {
        case (.string(let s)?, .string): return SwiftLiterals.string(s)
        case (.integer(let i)?, .int): return String(i)
        case (.double(let d)?, .double): return NumberText.floating(d)
        case (.bool(let b)?, .bool): return b ? "true" : "false"
        default: return nil
        }
    }

    /// A row's value in the row's value type; nil when it has none of that type.
    static func value(_ value: LiteralValue, _ type: EurekaValueType) -> String? {
        switch (type, value) {
        case (.string, .string(let s)): return SwiftLiterals.string(s)
        case (.string, .integer(let i)): return SwiftLiterals.string(String(i))
        case (.string, .double(let d)): return SwiftLiterals.string(NumberText.plain(d))
        case (.url, .string(let s)): return "URL(string: \(SwiftLiterals.string(s)))"
        case (.int, .integer(let i)): return String(i)
        case (.double, .decimal(let d)):
            let double = NSDecimalNumber(decimal: d).doubleValue
            return double.isNaN ? ".nan" : NumberText.floating(double)
        case (.double, .double(let d)), (.float, .double(let d)): return NumberText.floating(d)
        case (.double, .integer(let i)), (.float, .integer(let i)): return NumberText.floating(Double(i))
        case (.bool, .bool(let b)): return b ? "true" : "false"
        case (.date, .date(let date)): return SwiftLiterals.date(date)
        case (.date, .relativeDate(let seconds)): return SwiftLiterals.relativeDate(seconds)
        default: return nil
        }
    }

    /// A cell property's value in its type; nil for values Eureka code cannot spell.
    static func property(_ value: LiteralValue, _ type: KeyPathType) -> String? {
        switch (value, type) {
        case (.null, _): return type.acceptsNull ? "nil" : nil
        case (.string(let s), .string): return SwiftLiterals.string(s)
        case (.integer(let i), .number), (.integer(let i), .integer): return String(i)
        case (.double(let d), .number): return NumberText.plain(d)
        case (.bool(let b), .bool): return b ? "true" : "false"
        case (.color(let c), .color): return SwiftLiterals.color(c)
        case (.font(let f), .font): return SwiftLiterals.font(f)
        case (.date(let d), .date): return SwiftLiterals.date(d)
        case (.relativeDate(let seconds), .date): return SwiftLiterals.relativeDate(seconds)
        case (.image(let name), .image): return "UIImage(named: \(SwiftLiterals.string(name)))"
        case (.locale(let id), .locale): return "Locale(identifier: \(SwiftLiterals.string(id)))"
        case (.timeZone(let id), .timeZone): return "TimeZone(identifier: \(SwiftLiterals.string(id)))"
        case (.calendar(let name), .calendar): return SwiftLiterals.calendar(name)
        case (.enumCase(let enumName, let caseName), .enumeration):
            return "." + SwiftLiterals.enumCase(enumName, caseName)
        case (.flags(let enumName, let caseNames), .flags): return SwiftLiterals.optionSet(enumName, caseNames)
        default: return nil
        }
    }
}
