import FormSpec
import FormSpecJSON

/// Cell config values as the property their key path sets takes them (protocol/catalog.md's
/// conventions): a colour string becomes a UIColor, a case name the enum's value, `null` nil.
enum ConfigValues {
    static func literal(_ node: JSONNode, type: KeyPathType?) -> LiteralValue {
        if node.isNull { return .null }
        let plain = LiteralValue(json: node.jsonValue)
        guard let type else { return plain }
        let text = node.stringValue
        switch type {
        case .bool:
            if let b = node.boolValue { return .bool(b) }
            return node.number.map { .bool($0.double != 0) } ?? plain
        case .color:
            guard let text else { return plain }
            if text.hasPrefix("#"), let rgba = RGBA(hex: text) { return .color(.rgba(rgba)) }
            return .color(.named(text))
        case .font:
            return font(node).map(LiteralValue.font) ?? plain
        case .date:
            if let offset = RelativeDate.offset(node) { return .relativeDate(offset) }
            guard let text, case .success(let parsed) = ISO8601.parse(text) else { return plain }
            return .date(parsed.date)
        case .image: return text.map(LiteralValue.image) ?? plain
        case .locale: return text.map(LiteralValue.locale) ?? plain
        case .timeZone: return text.map(LiteralValue.timeZone) ?? plain
        case .calendar: return text.map(LiteralValue.calendar) ?? plain
        case .enumeration(let name): return text.map { .enumCase(enumName: name, caseName: $0) } ?? plain
        case .flags(let name):
            guard let items = node.elements else { return plain }
            return .flags(enumName: name, caseNames: items.compactMap(\.stringValue))
        case .string, .number, .integer, .cgColor, .structure, .object:
            return plain
        }
    }

    private static func font(_ node: JSONNode) -> FontLiteral? {
        if let style = node.value("textStyle")?.stringValue { return .textStyle(style) }
        guard let name = node.value("name")?.stringValue, let size = node.value("size")?.number?.double else {
            return nil
        }
        switch name {
        case "system": return .system(size: size)
        case "boldSystem": return .boldSystem(size: size)
        case "italicSystem": return .italicSystem(size: size)
        default: return .named(name, size: size)
        }
    }
}
