/// The type of a property reached by a cell config key path, as the catalog and `customRowTypes`
/// spell it: `string`, `number`, `integer`, `bool`, `color`, `cgColor`, `font`, `date`, `image`,
/// `locale`, `timeZone`, `calendar`, `enum:Name`, `flags:Name`, `struct:Name` or a class name.
public enum KeyPathType: Sendable, Hashable, CustomStringConvertible {
    case string, number, integer, bool
    /// UIColor: `#RRGGBB`, `#RRGGBBAA` or a UIColor name.
    case color
    /// CGColorRef (CALayer colours): a spec colour is a UIColor, which such a property cannot take.
    case cgColor
    /// UIFont: `{"name", "size"}` or `{"textStyle"}`.
    case font
    /// NSDate: an ISO-8601 string.
    case date
    /// UIImage: the name of an image in the app's asset catalog.
    case image
    /// NSLocale: a locale identifier such as `en_US`.
    case locale
    /// NSTimeZone: a time zone identifier such as `Europe/Paris` or `UTC`.
    case timeZone
    /// NSCalendar: a case of `NSCalendarIdentifier`.
    case calendar
    /// A scalar enum: one case name of the catalog enum.
    case enumeration(String)
    /// A bitmask: an array of case names of the catalog enum.
    case flags(String)
    /// A C struct (CGRect, UIEdgeInsets, ...), which JSON cannot express.
    case structure(String)
    /// An object of the named class: key paths continue into it when the catalog knows the class.
    case object(String)

    private static let scalarNames: [String: KeyPathType] = [
        "string": .string, "number": .number, "integer": .integer, "bool": .bool, "color": .color, "cgColor": .cgColor,
        "font": .font, "date": .date, "image": .image, "locale": .locale, "timeZone": .timeZone, "calendar": .calendar,
    ]

    /// Names a custom key path may use besides `enum:`, `flags:` and class names, for completion.
    public static var scalarTypeNames: [String] {
        ["string", "number", "integer", "bool", "color", "font", "date", "image", "locale", "timeZone", "calendar"]
    }

    public init?(_ text: String) {
        if let scalar = KeyPathType.scalarNames[text] {
            self = scalar
            return
        }
        if let colon = text.firstIndex(of: ":") {
            let prefix = text[..<colon]
            let name = String(text[text.index(after: colon)...])
            guard !name.isEmpty else { return nil }
            switch prefix {
            case "enum": self = .enumeration(name)
            case "flags": self = .flags(name)
            case "struct": self = .structure(name)
            default: return nil
            }
            return
        }
        // A class name: an identifier starting with a capital letter (protocol-typed delegates too).
        guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first),
            text.unicodeScalars.allSatisfy({
                $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            })
        else { return nil }
        self = .object(text)
    }

    /// The catalog spelling.
    public var name: String {
        switch self {
        case .string: return "string"
        case .number: return "number"
        case .integer: return "integer"
        case .bool: return "bool"
        case .color: return "color"
        case .cgColor: return "cgColor"
        case .font: return "font"
        case .date: return "date"
        case .image: return "image"
        case .locale: return "locale"
        case .timeZone: return "timeZone"
        case .calendar: return "calendar"
        case .enumeration(let e): return "enum:\(e)"
        case .flags(let e): return "flags:\(e)"
        case .structure(let s): return "struct:\(s)"
        case .object(let c): return c
        }
    }

    /// The Objective-C type the property has, for hover and completion details.
    public var objcName: String {
        switch self {
        case .string: return "NSString"
        case .number: return "CGFloat"
        case .integer: return "NSInteger"
        case .bool: return "BOOL"
        case .color: return "UIColor"
        case .cgColor: return "CGColorRef"
        case .font: return "UIFont"
        case .date: return "NSDate"
        case .image: return "UIImage"
        case .locale: return "NSLocale"
        case .timeZone: return "NSTimeZone"
        case .calendar: return "NSCalendar"
        case .enumeration(let e), .flags(let e): return e
        case .structure(let s): return s
        case .object(let c): return c
        }
    }

    /// True for object pointers, to which `null` applies nil; KVC raises for nil on scalars and structs.
    public var acceptsNull: Bool {
        switch self {
        case .number, .integer, .bool, .enumeration, .flags, .structure: return false
        default: return true
        }
    }

    public var className: String? { if case .object(let c) = self { return c } else { return nil } }

    public var enumName: String? {
        switch self {
        case .enumeration(let e), .flags(let e): return e
        case .calendar: return "NSCalendarIdentifier"
        default: return nil
        }
    }

    /// What a spec writes for it, for messages and hover.
    public var description: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .integer: return "an integer"
        case .bool: return "true or false"
        case .color: return "a colour (#RRGGBB, #RRGGBBAA or a UIColor name)"
        case .cgColor: return "a CGColor (not settable from a spec)"
        case .font: return "a font ({\"name\", \"size\"} or {\"textStyle\"})"
        case .date: return "an ISO-8601 date"
        case .image: return "an image name"
        case .locale: return "a locale identifier such as \"en_US\""
        case .timeZone: return "a time zone identifier such as \"Europe/Paris\""
        case .calendar: return "a calendar identifier such as \"gregorian\""
        case .enumeration(let e): return "a case name of \(e)"
        case .flags(let e): return "an array of \(e) case names"
        case .structure(let s): return "a \(s) struct (not expressible in a spec)"
        case .object(let c): return "a \(c) object"
        }
    }
}
