/// Values as the round trip prints them, so that what generated code built can be compared
/// with the spec it came from: dates as `{"$date": seconds}`, colours as `#RRGGBBAA` or their
/// name, fonts as the spec's font objects, images, locales, time zones and calendars tagged.
public protocol SpecValueConvertible {
    var specValue: Any { get }
}

public enum SpecValues {
    public static func value(_ any: Any?) -> Any {
        guard let any else { return NSNull() }
        switch any {
        case let convertible as SpecValueConvertible: return convertible.specValue
        case is NSNull: return NSNull()
        case let decimal as NSDecimalNumber:
            return decimal.doubleValue.isNaN ? ["$decimal": "NaN"] : decimal.doubleValue
        case let b as Bool where type(of: any) == Bool.self: return b
        case let number as NSNumber where type(of: any) is NSNumber.Type:
            // A number stored in an NSDictionary: its encoding tells a BOOL from an integer.
            switch String(cString: number.objCType) {
            case "c", "B": return number.boolValue
            case "f", "d": return number.doubleValue
            default: return number.int64Value
            }
        case let i as Int: return i
        case let u as UInt: return Double(u)
        case let d as Double: return d
        case let s as String: return s
        case let date as Date: return ["$date": date.timeIntervalSince1970]
        case let color as UIColor: return self.color(color)
        case let font as UIFont: return self.font(font)
        case let image as UIImage: return ["$image": image.name]
        case let locale as Locale: return ["$locale": locale.identifier]
        case let zone as TimeZone: return ["$timeZone": zone.identifier]
        case let calendar as Calendar: return ["$calendar": "\(calendar.identifier)"]
        case let items as [Any]: return items.map(value)
        case let dictionary as [String: Any]: return dictionary.mapValues(value)
        case let dictionary as NSDictionary:
            var result: [String: Any] = [:]
            for (key, item) in dictionary { result["\(key)"] = value(item) }
            return result
        case let number as NSNumber: return number.doubleValue
        case let float as Float: return Double(float)
        case let float as CGFloat: return Double(float)
        case let raw as any RawRepresentable: return value(raw.rawValue)
        case let url as URL: return url.absoluteString
        default: return ["$unknown": "\(type(of: any))"]
        }
    }

    static func color(_ color: UIColor) -> Any {
        switch color.made {
        case .named(let name): return name
        case .components(let r, let g, let b, let a):
            return "#"
                + [r, g, b, a].map { c in
                    let byte = Int((c * 255).rounded())
                    return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }.joined()
        }
    }

    static func font(_ font: UIFont) -> Any {
        switch font.made {
        case .named(let name, let size): return ["name": name, "size": Double(size)]
        case .system(let size): return ["name": "system", "size": Double(size)]
        case .boldSystem(let size): return ["name": "boldSystem", "size": Double(size)]
        case .italicSystem(let size): return ["name": "italicSystem", "size": Double(size)]
        case .textStyle(let style):
            let name = style.rawValue.dropFirst("UIFontTextStyle".count)
            return ["textStyle": name.prefix(1).lowercased() + name.dropFirst()]
        }
    }
}
