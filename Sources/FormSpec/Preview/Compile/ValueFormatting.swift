import Foundation

/// A row's `valueFormatter` as the preview can run it: Foundation's NSNumberFormatter with a
/// `numberStyle` and NSByteCountFormatter with a `countStyle`, formatting in the preview's
/// locale as the app's formatter formats in the device's. An app class is known by name only.
enum ValueFormatting: Sendable {
    /// `NSNumberFormatterStyle` raw value.
    case number(style: UInt)
    /// `NSByteCountFormatterCountStyle` raw value.
    case byteCount(style: Int)
    /// The app's NSFormatter subclass: its text cannot be known.
    case app(className: String)

    init(_ formatter: ValueFormatter, catalog: Catalog) {
        func raw(_ enumName: String, _ caseName: String?) -> Int {
            guard let caseName, let value = catalog.enums[enumName]?.enumCase(caseName)?.value.intValue else {
                return 0
            }
            return value
        }
        switch formatter.effectiveClass {
        case ValueFormatter.numberFormatter:
            self = .number(style: UInt(raw("NSNumberFormatterStyle", formatter.numberStyle?.value)))
        case ValueFormatter.byteCountFormatter:
            self = .byteCount(style: raw("NSByteCountFormatterCountStyle", formatter.countStyle?.value))
        case let name:
            self = .app(className: name)
        }
    }

    /// `-stringForObjectValue:` of a value, nil when the formatter answers nil (anything but a
    /// number) or is the app's.
    func text(_ value: RuntimeValue, locale: Locale) -> String? {
        let number: NSNumber
        switch value {
        case .number(.integer(let i)): number = NSNumber(value: i)
        case .number(let n): number = NSNumber(value: n.doubleValue)
        case .decimal(let d): number = NSDecimalNumber(decimal: d)
        default: return nil
        }
        switch self {
        case .number(let style):
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = NumberFormatter.Style(rawValue: style) ?? .none
            return formatter.string(from: number)
        case .byteCount(let style):
            let formatter = ByteCountFormatter()
            formatter.countStyle = ByteCountFormatter.CountStyle(rawValue: style) ?? .file
            return formatter.string(fromByteCount: number.int64Value)
        case .app:
            return nil
        }
    }

    var isApp: Bool {
        if case .app = self { return true }
        return false
    }
}

/// What a cell formats its text with besides the value.
struct CellFormatting: Sendable {
    /// The row's `valueFormatter`, for the cells that read it (`RowTypeInfo.valueFormatterUse`).
    var valueFormatter: ValueFormatting?
    /// XLFormDateCell's `locale` set through `cellConfigAtConfigure` (XLFormDateCell.m, lines
    /// 262-265, hand it to the cell's date formatter).
    var locale: Locale?

    static let none = CellFormatting()
}
