import FormSpecJSON

/// Colour values: `#RRGGBB`, `#RRGGBBAA` or the name of a UIColor class property.
public enum ColorValue {
    /// The components a colour value stands for (light appearance for adaptive names).
    public static func rgba(_ text: String, catalog: Catalog) -> RGBA? {
        if text.hasPrefix("#") { return RGBA(hex: text) }
        return catalog.color(named: text)?.rgba
    }

    static func problem(_ value: JSONNode, catalog: Catalog) -> KeyPathValueProblem? {
        guard let s = value.stringValue else {
            return KeyPathValueProblem(
                "takes a colour (\"#RRGGBB\", \"#RRGGBBAA\" or a UIColor name such as \"systemBlue\"), found \(value.typeName)",
                value.range)
        }
        if s.hasPrefix("#") {
            return RGBA(hex: s) == nil
                ? KeyPathValueProblem(
                    "takes #RRGGBB or #RRGGBBAA with hexadecimal digits; \"\(s)\" is malformed", value.range)
                : nil
        }
        if catalog.color(named: s) != nil { return nil }
        // Objective-C spellings: `redColor`, `UIColor.redColor`.
        var bare = s.hasPrefix("UIColor.") ? String(s.dropFirst(8)) : s
        if bare.hasSuffix("Color"), bare.count > 5 { bare = String(bare.dropLast(5)) }
        let suggestions =
            catalog.color(named: bare) != nil ? [bare] : DidYouMean.rank(s, among: catalog.colors.map(\.name))
        return KeyPathValueProblem(
            "takes #RRGGBB, #RRGGBBAA or a UIColor name; \"\(s)\" is none of them.\(DidYouMean.phrase(suggestions))",
            value.range, suggestions: suggestions)
    }
}
