import FormSpecJSON
import Foundation

/// The Foundation class a row's cell stores into `row.value` when the user edits it.
public enum RowValueKind: String, Sendable, Hashable, CaseIterable {
    /// NSString, nil when empty (text, name, email, url, textView, ...).
    case text
    /// NSNumber from `-integerValue` of the text (integer).
    case integer
    /// NSDecimalNumber, NaN for text that is not a number (number, decimal).
    case decimal
    /// NSNumber holding a double (slider, stepCounter).
    case double
    /// NSNumber BOOL (booleanSwitch, booleanCheck).
    case bool
    /// NSDate (date, time, datetime, countDownTimer and their inline forms, datePicker).
    case date
    /// One element of `selectorOptions` (the selector family, picker, segmented control).
    case option
    /// NSArray of options (multipleSelector, multipleSelectorPopover).
    case options
    /// No cell-produced value (button, info, image): the spec value is used as JSON gives it.
    case plain

    /// The kind for an XLForm row type string, nil for an unknown type.
    public static func forRowType(_ rowType: String) -> RowValueKind? {
        switch rowType {
        case "text", "name", "url", "email", "password", "phone", "twitter", "account", "zipCode", "textView":
            return .text
        case "integer":
            return .integer
        case "number", "decimal":
            return .decimal
        case "slider", "stepCounter":
            return .double
        case "booleanCheck", "booleanSwitch":
            return .bool
        case "dateInline", "datetimeInline", "timeInline", "countDownTimerInline", "date", "datetime", "time",
            "countDownTimer", "datePicker":
            return .date
        case "selectorPush", "selectorPopover", "selectorActionSheet", "selectorAlertView", "selectorPickerView",
            "selectorPickerViewInline", "selectorLeftRight", "selectorSegmentedControl", "picker":
            return .option
        case "multipleSelector", "multipleSelectorPopover":
            return .options
        case "button", "info", "image":
            return .plain
        default:
            return nil
        }
    }
}

/// A spec value that the row's kind cannot hold.
public struct RowValueConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    public var kind: RowValueKind
    public var message: String
    public var description: String { message }
}

extension RuntimeValue {
    /// The value a row of `kind` holds when its spec gives `json`, modelled on what the cell
    /// would store had the user entered it. `options` are the row's selector options (each an
    /// `.option` or a plain value); a selected value is matched against them by `formValue`.
    /// Returns nil for "no value" (JSON null, empty text).
    /// Text for a number or decimal row is read in `locale` (its decimal separator), as the text
    /// field reads what is typed; without one, with `.` as code would.
    public static func rowValue(
        fromSpec json: JSONValue, kind: RowValueKind, options: [RuntimeValue] = [], locale: Locale? = nil
    ) throws(RowValueConversionError) -> RuntimeValue? {
        if case .null = json { return nil }
        func fail(_ what: String) -> RowValueConversionError {
            RowValueConversionError(kind: kind, message: "a \(kind.rawValue) row cannot hold \(what)")
        }
        switch kind {
        case .plain:
            return RuntimeValue(json: json)
        case .text:
            switch json {
            case .string(let s): return s.isEmpty ? nil : .string(s)
            case .integer(let i): return .string(String(i))
            case .double(let d): return .string(NumberFormatting.description(d))
            default: throw fail("a JSON \(json.typeName)")
            }
        case .integer:
            switch json {
            case .integer(let i): return .integer(i)
            case .double(let d): return .integer(NumberValue.double(d).int64Value)
            case .string(let s): return s.isEmpty ? nil : .integer(StringNumberParsing.integerValue(s))
            default: throw fail("a JSON \(json.typeName)")
            }
        case .decimal:
            switch json {
            case .integer(let i): return .decimal(Decimal(i))
            case .double(let d):
                return .decimal(Decimal(string: String(d), locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(d))
            case .string(let s):
                if s.isEmpty { return nil }
                return .decimal(DecimalParsing.parse(s, locale: locale ?? DecimalParsing.posix))
            default: throw fail("a JSON \(json.typeName)")
            }
        case .double:
            // An integer default is the integer NSNumber the app writes (`@3`); the cell stores
            // a double only once the user moves it.
            switch json {
            case .integer(let i): return .integer(i)
            case .double(let d): return .double(d)
            case .string(let s): return s.isEmpty ? nil : .double(StringNumberParsing.doubleValue(s))
            default: throw fail("a JSON \(json.typeName)")
            }
        case .bool:
            // `@1` stays the number 1, `@YES` a BOOL: the row holds the NSNumber it is given.
            switch json {
            case .bool(let b): return .bool(b)
            case .integer(let i) where i == 0 || i == 1: return .integer(i)
            default: throw fail("\(json) (use true or false)")
            }
        case .date:
            switch json {
            case .integer(let i): return .date(Date(timeIntervalSince1970: Double(i)))
            case .double(let d): return .date(Date(timeIntervalSince1970: d))
            case .string(let s):
                guard let date = SpecDateParsing.parse(s) else {
                    throw fail("\"\(s)\" (expected an ISO 8601 date such as 2024-05-31 or 2024-05-31T09:30:00Z)")
                }
                return .date(date)
            default: throw fail("a JSON \(json.typeName)")
            }
        case .option:
            return matchOption(json, in: options)
        case .options:
            guard case .array(let items) = json else { throw fail("a JSON \(json.typeName) (expected an array)") }
            return .array(items.map { matchOption($0, in: options) })
        }
    }

    /// The option whose `formValue` (or plain value) equals the spec value; otherwise the value
    /// itself. `{"formValue": ..., "formDisplayText": ...}` is an option object as the spec
    /// writes one: the equal option when there is one (XLFormOptionObject's isEqual compares
    /// formValue only), else a new object.
    private static func matchOption(_ json: JSONValue, in options: [RuntimeValue]) -> RuntimeValue {
        if case .object(let o) = json, let formValue = o["formValue"] {
            let wanted = RuntimeValue(json: formValue)
            for case .option(let known) in options where known.formValue == wanted { return .option(known) }
            return .option(FormOption(formValue: wanted, displayText: o["formDisplayText"]?.stringValue))
        }
        let wanted = RuntimeValue(json: json)
        for option in options {
            switch option {
            case .option(let o) where o.formValue == wanted: return option
            case let plain where plain == wanted: return plain
            default: continue
            }
        }
        return wanted
    }
}

/// `+[NSDecimalNumber decimalNumberWithString:locale:]`: the number the text starts with
/// (after white space: a sign, digits, the locale's decimal separator, digits, an exponent), so
/// `"12abc"` is 12 and `"1,5"` is 1 in en_US and 1.5 in de_DE; NaN when it starts with none.
/// Without a locale the separator is `.` (`decimalNumberWithString:`).
enum DecimalParsing {
    static let posix = Locale(identifier: "en_US_POSIX")

    static func parse(_ s: String, locale: Locale = posix) -> Decimal {
        Decimal(string: s, locale: locale) ?? .nan
    }
}

/// Dates in a spec: ISO 8601 date-times (with zone) or plain dates (midnight UTC).
enum SpecDateParsing {
    static func parse(_ s: String) -> Date? {
        let full = ISO8601DateFormatter()
        full.formatOptions = [.withInternetDateTime]
        if let d = full.date(from: s) { return d }
        full.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let d = full.date(from: s) { return d }
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        day.timeZone = TimeZone(identifier: "UTC")
        return day.date(from: s)
    }
}
