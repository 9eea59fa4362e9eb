import FormSpecJSON

/// Font values: `{"name": "Helvetica", "size": 14}` (`system`, `boldSystem`, `italicSystem` name
/// the system fonts) or `{"textStyle": "body"}` for Dynamic Type.
enum FontValue {
    static let shape = "{\"name\": \"Helvetica\", \"size\": 14} or {\"textStyle\": \"body\"}"

    static func problem(_ value: JSONNode, catalog: Catalog) -> KeyPathValueProblem? {
        guard let members = value.members else {
            return KeyPathValueProblem("takes a font object, \(shape); found \(value.typeName)", value.range)
        }
        let schema = catalog.schema("font")
        for member in members where schema.property(member.key.value) == nil {
            let suggestions = DidYouMean.rank(member.key.value, among: schema.propertyNames)
            return KeyPathValueProblem(
                "takes a font, \(shape); a font has no '\(member.key.value)'.\(DidYouMean.phrase(suggestions))",
                member.key.range, suggestions: suggestions)
        }
        let name = value.value("name")
        let size = value.value("size")
        if let style = value.value("textStyle") {
            if name != nil || size != nil {
                return KeyPathValueProblem(
                    "takes either {\"textStyle\"} or {\"name\", \"size\"}, not both", value.range)
            }
            return KeyPathValueCheck.enumCase(style, enumName: "UIFontTextStyle", catalog: catalog)
        }
        guard let name, let size else {
            return KeyPathValueProblem(
                "takes a font with both \"name\" and \"size\", or a \"textStyle\": \(shape)", value.range)
        }
        guard let n = name.stringValue, !n.isEmpty else {
            return KeyPathValueProblem(
                "takes a PostScript font name (or system, boldSystem, italicSystem) in \"name\"", name.range)
        }
        guard let points = size.number?.double, points > 0 else {
            return KeyPathValueProblem("takes a point size above 0 in \"size\"", size.range)
        }
        return nil
    }
}
