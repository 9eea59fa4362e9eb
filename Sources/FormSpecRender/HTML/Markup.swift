/// HTML built from elements and text only: every text and attribute value passes through
/// `escape`, so nothing from a spec can open a tag, close an attribute or start a script.
public struct Markup: Sendable, Equatable {
    public private(set) var html: String

    private init(raw: String) { html = raw }

    /// Text content, escaped.
    public static func text(_ text: String) -> Markup { Markup(raw: escape(text)) }

    /// The stylesheet, which is the renderer's own constant text.
    static func style(_ css: String) -> Markup { Markup(raw: "<style>" + css + "</style>") }

    public static let empty = Markup(raw: "")

    /// `<name a="v">children</name>`; attributes with a nil value are left out, names are the
    /// renderer's own.
    public static func element(
        _ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], _ children: [Markup] = []
    ) -> Markup {
        var html = startTag(name, attributes)
        for child in children { html += child.html }
        html += "</\(name)>"
        return Markup(raw: html)
    }

    /// An element without content or end tag (`meta`).
    static func void(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?>) -> Markup {
        Markup(raw: startTag(name, attributes))
    }

    private static func startTag(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?>) -> String {
        var html = "<\(name)"
        for (key, value) in attributes {
            guard let value else { continue }
            html += " \(key)=\"\(escape(value))\""
        }
        return html + ">"
    }

    public static func + (lhs: Markup, rhs: Markup) -> Markup { Markup(raw: lhs.html + rhs.html) }

    /// Escapes the five characters that can change the meaning of HTML text or a quoted
    /// attribute value.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
