import FormSpec
import Foundation

/// Swift spellings shared by the XLForm and Eureka targets.
enum SwiftLiterals {
    /// `"…"` with quotes, backslashes and control characters escaped.
    static func string(_ s: String) -> String {
        QuotedText.quoted(s) { scalar in
            if scalar == "\0" { return "\\0" }
            guard scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) else {
                return nil
            }
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    static func optionalString(_ s: String?) -> String { s.map(string) ?? "nil" }

    /// An identifier, in backticks when it is a keyword.
    static func identifier(_ name: String) -> String {
        Identifiers.swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    /// `X.self`: a class of the app, which the generated file is compiled with.
    static func classNamed(_ name: String) -> String { name + ".self" }

    /// `Date(timeIntervalSince1970: 1795338000)`.
    static func date(_ date: Date) -> String { "Date(timeIntervalSince1970: \(NumberText.seconds(date)))" }

    /// `UIColor(red: 0 / 255, …)` or `UIColor.systemBlue`.
    static func color(_ color: ColorLiteral) -> String {
        switch color {
        case .rgba(let c):
            let alpha = c.alpha == 255 ? "1" : "\(c.alpha) / 255"
            return "UIColor(red: \(c.red) / 255, green: \(c.green) / 255, blue: \(c.blue) / 255, alpha: \(alpha))"
        case .named(let name): return "UIColor.\(identifier(name))"
        }
    }

    static func font(_ font: FontLiteral) -> String {
        switch font {
        case .named(let name, let size): return "UIFont(name: \(string(name)), size: \(NumberText.plain(size)))"
        case .system(let size): return "UIFont.systemFont(ofSize: \(NumberText.plain(size)))"
        case .boldSystem(let size): return "UIFont.boldSystemFont(ofSize: \(NumberText.plain(size)))"
        case .italicSystem(let size): return "UIFont.italicSystemFont(ofSize: \(NumberText.plain(size)))"
        case .textStyle(let style):
            return "UIFont.preferredFont(forTextStyle: .\(enumCase("UIFontTextStyle", style)))"
        }
    }

    static func decimal(_ d: Decimal) -> String {
        guard let digits = DecimalDigits(d) else { return "NSDecimalNumber.notANumber" }
        return
            "NSDecimalNumber(mantissa: \(digits.mantissa), exponent: \(digits.exponent), isNegative: \(digits.isNegative))"
    }

    /// The member after the dot, in backticks if needed: `emailAddress`, `URL`.
    static func enumCase(_ enumName: String, _ caseName: String) -> String {
        identifier(EnumSpellings.spelling(enumName)?.swiftCase(caseName) ?? caseName)
    }

    static func qualifiedCase(_ enumName: String, _ caseName: String) -> String {
        (EnumSpellings.spelling(enumName)?.swiftType ?? enumName) + "." + enumCase(enumName, caseName)
    }

    /// `[.a, .b]` for an OptionSet.
    static func optionSet(_ enumName: String, _ caseNames: [String]) -> String {
        "[" + caseNames.map { "." + enumCase(enumName, $0) }.joined(separator: ", ") + "]"
    }

    /// A class as Swift names it: Foundation's formatters lose their prefix.
    static func className(_ objcName: String) -> String {
        FoundationClasses.swiftNames[objcName] ?? objcName
    }

    /// `Date()` for now, else `Date(timeIntervalSinceNow: 3600)`.
    static func relativeDate(_ seconds: Double) -> String {
        seconds == 0 ? "Date()" : "Date(timeIntervalSinceNow: \(NumberText.plain(seconds)))"
    }

    static func calendar(_ caseName: String) -> String {
        "Calendar(identifier: .\(enumCase("NSCalendarIdentifier", caseName)))"
    }

    /// What Swift infers for a literal, to tell when a collection needs `as [Any]`.
    static func inferredType(_ value: LiteralValue) -> String {
        switch value {
        case .null: return "NSNull"
        case .bool: return "Bool"
        case .integer: return "Int"
        case .double: return "Double"
        case .decimal: return "NSDecimalNumber"
        case .string: return "String"
        case .date, .relativeDate: return "Date"
        case .array(let items):
            let types = Set(items.map(inferredType))
            return types.count == 1 ? "[\(types.first!)]" : "[Any]"
        case .dictionary(let entries):
            let types = Set(entries.map { inferredType($0.value) })
            return types.count == 1 ? "[String: \(types.first!)]" : "[String: Any]"
        case .option: return "XLFormOptionsObject"
        case .color: return "UIColor"
        case .font: return "UIFont?"
        case .enumCase(let name, _), .flags(let name, _): return name
        case .image: return "UIImage?"
        case .locale: return "Locale"
        case .timeZone: return "TimeZone?"
        case .calendar: return "Calendar"
        }
    }
}

/// Values as XLForm's Swift API takes them: `Any` for values and cell configs, whose
/// enums KVC receives as raw values.
enum XLFormSwiftLiterals {
    static func object(_ value: LiteralValue, inCollection: Bool = false) -> String {
        switch value {
        case .null: return "NSNull()"
        case .bool(let b): return b ? "true" : "false"
        case .integer(let i): return String(i)
        case .double(let d): return NumberText.floating(d)
        case .decimal(let d): return SwiftLiterals.decimal(d)
        case .string(let s): return SwiftLiterals.string(s)
        case .date(let date): return SwiftLiterals.date(date)
        case .relativeDate(let seconds): return SwiftLiterals.relativeDate(seconds)
        case .array(let items):
            let list = "[" + items.map { object($0, inCollection: true) }.joined(separator: ", ") + "]"
            return Set(items.map(SwiftLiterals.inferredType)).count > 1 || items.isEmpty ? list + " as [Any]" : list
        case .dictionary(let entries):
            let list =
                entries.isEmpty
                ? "[:]"
                : "["
                    + entries.map { "\(SwiftLiterals.string($0.key)): \(object($0.value, inCollection: true))" }
                    .joined(separator: ", ") + "]"
            return Set(entries.map { SwiftLiterals.inferredType($0.value) }).count > 1 || entries.isEmpty
                ? list + " as [String: Any]" : list
        case .option(let value, let text):
            let made =
                "XLFormOptionsObject(value: \(object(value, inCollection: true)), displayText: \(SwiftLiterals.optionalString(text)))"
            return inCollection ? made + "!" : made
        case .color(let color): return SwiftLiterals.color(color)
        case .font(let font): return SwiftLiterals.font(font)
        case .enumCase(let enumName, let caseName):
            return SwiftLiterals.qualifiedCase(enumName, caseName) + ".rawValue"
        case .flags(let enumName, let caseNames):
            guard !caseNames.isEmpty else { return "0" }
            let type = EnumSpellings.spelling(enumName)?.swiftType ?? enumName
            return "\(type)(\(SwiftLiterals.optionSet(enumName, caseNames))).rawValue"
        case .image(let name): return "UIImage(named: \(SwiftLiterals.string(name)))"
        case .locale(let id): return "Locale(identifier: \(SwiftLiterals.string(id)))"
        case .timeZone(let id): return "TimeZone(identifier: \(SwiftLiterals.string(id)))"
        case .calendar(let caseName): return SwiftLiterals.calendar(caseName)
        }
    }
}
