import FormSpec
import Foundation

/// Objective-C spellings of literal values, as XLForm receives them: objects (`@YES`,
/// `@[…]`, `[UIColor …]`), since descriptors and KVC take `id`.
enum ObjCLiterals {
    /// `@"…"`: quotes, backslashes and control characters escaped (octal, which stops after
    /// three digits); other characters as UTF-8.
    static func string(_ s: String) -> String {
        "@"
            + QuotedText.quoted(s) { scalar in
                guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
                let octal = String(scalar.value, radix: 8)
                return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
    }

    static func optionalString(_ s: String?) -> String { s.map(string) ?? "nil" }

    static func bool(_ b: Bool) -> String { b ? "YES" : "NO" }

    /// An object expression for `value`.
    static func object(_ value: LiteralValue) -> String {
        switch value {
        case .null: return "[NSNull null]"
        case .bool(let b): return b ? "@YES" : "@NO"
        case .integer(let i): return "@\(i)"
        case .double(let d): return "@" + NumberText.floating(d)
        case .decimal(let d):
            guard let digits = DecimalDigits(d) else { return "[NSDecimalNumber notANumber]" }
            return
                "[NSDecimalNumber decimalNumberWithMantissa:\(digits.mantissa) exponent:\(digits.exponent) isNegative:\(bool(digits.isNegative))]"
        case .string(let s): return string(s)
        case .date(let date): return "[NSDate dateWithTimeIntervalSince1970:\(NumberText.seconds(date))]"
        case .relativeDate(let seconds):
            return seconds == 0 ? "[NSDate new]" : "[NSDate dateWithTimeIntervalSinceNow:\(NumberText.plain(seconds))]"
        case .array(let items): return "@[" + items.map(object).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return "@{" + entries.map { "\(string($0.key)): \(object($0.value))" }.joined(separator: ", ") + "}"
        case .option(let value, let text):
            return
                "[XLFormOptionsObject formOptionsObjectWithValue:\(object(value)) displayText:\(optionalString(text))]"
        case .color(.rgba(let c)):
            let alpha = c.alpha == 255 ? "1" : "\(c.alpha) / 255.0"
            return
                "[UIColor colorWithRed:\(c.red) / 255.0 green:\(c.green) / 255.0 blue:\(c.blue) / 255.0 alpha:\(alpha)]"
        case .color(.named(let name)): return "[UIColor \(name.hasSuffix("Color") ? name : name + "Color")]"
        case .font(let font): return self.font(font)
        case .enumCase(let enumName, let caseName):
            guard let spelling = EnumSpellings.spelling(enumName) else { return string(caseName) }
            let constant = spelling.objcConstant(caseName)
            return spelling.isStringBacked ? constant : "@(\(constant))"
        case .flags(let enumName, let caseNames):
            guard let spelling = EnumSpellings.spelling(enumName), !caseNames.isEmpty else { return "@0" }
            return "@(" + caseNames.map(spelling.objcConstant).joined(separator: " | ") + ")"
        case .image(let name): return "[UIImage imageNamed:\(string(name))]"
        case .locale(let id): return "[NSLocale localeWithLocaleIdentifier:\(string(id))]"
        case .timeZone(let id): return "[NSTimeZone timeZoneWithName:\(string(id))]"
        case .calendar(let caseName):
            let constant = EnumSpellings.spelling("NSCalendarIdentifier")!.objcConstant(caseName)
            return "[NSCalendar calendarWithIdentifier:\(constant)]"
        }
    }

    static func font(_ font: FontLiteral) -> String {
        switch font {
        case .named(let name, let size): return "[UIFont fontWithName:\(string(name)) size:\(NumberText.plain(size))]"
        case .system(let size): return "[UIFont systemFontOfSize:\(NumberText.plain(size))]"
        case .boldSystem(let size): return "[UIFont boldSystemFontOfSize:\(NumberText.plain(size))]"
        case .italicSystem(let size): return "[UIFont italicSystemFontOfSize:\(NumberText.plain(size))]"
        case .textStyle(let style):
            return
                "[UIFont preferredFontForTextStyle:\(EnumSpellings.spelling("UIFontTextStyle")!.objcConstant(style))]"
        }
    }

    /// `A | B`, or the enum's zero case when empty.
    static func options(_ enumName: String, _ caseNames: [String], none: String) -> String {
        guard let spelling = EnumSpellings.spelling(enumName), !caseNames.isEmpty else { return none }
        return caseNames.map(spelling.objcConstant).joined(separator: " | ")
    }

    static func constant(_ enumName: String, _ caseName: String) -> String {
        EnumSpellings.spelling(enumName)?.objcConstant(caseName) ?? caseName
    }

    /// `@selector(submit:)`, or `NSSelectorFromString(@"…")` for text that is no selector.
    static func selector(_ name: String) -> String {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        let valid =
            !name.isEmpty
            && (name.hasSuffix(":")
                ? parts.dropLast().allSatisfy { Identifiers.isASCIIIdentifier(String($0)) }
                : parts.count == 1 && Identifiers.isASCIIIdentifier(name))
        return valid ? "@selector(\(name))" : "NSSelectorFromString(\(string(name)))"
    }

    /// A class named by the spec: looked up at run time, so the file needs no app header.
    static func classNamed(_ name: String) -> String { "NSClassFromString(\(string(name)))" }

    /// `[[NSNumberFormatter alloc] init]`; an app's class through `NSClassFromString`.
    static func newObject(_ name: String) -> String {
        FoundationClasses.swiftNames[name] != nil ? "[[\(name) alloc] init]" : "[[\(classNamed(name)) alloc] init]"
    }
}
