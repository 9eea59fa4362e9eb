/// A self-contained page: one file with its style inline, no script, and a Content Security
/// Policy that lets it load nothing (`default-src 'none'`), so it displays the same offline,
/// in a browser, in an editor's web view and in a CI artifact.
enum HTMLPage {
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

    static func document(title: String, bodyClass: String? = nil, _ body: [Markup]) -> String {
        let head = Markup.element(
            "head", [:],
            [
                .void("meta", ["charset": "utf-8"]),
                .void("meta", ["http-equiv": "Content-Security-Policy", "content": contentSecurityPolicy]),
                .void("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
                .void("meta", ["name": "color-scheme", "content": "light dark"]),
                .element("title", [:], [.text(title)]),
                .style(Stylesheet.css),
            ])
        let page = Markup.element("html", ["lang": "en"], [head, .element("body", ["class": bodyClass], body)])
        return "<!DOCTYPE html>\n" + page.html + "\n"
    }
}

/// The public face of the HTML output.
public enum HTMLRenderer {
    /// The form as one self-contained page. `showHidden` draws hidden sections and rows too,
    /// ghosted, each with the condition that hides it.
    public static func page(_ form: RenderForm, showHidden: Bool = false) -> String {
        HTMLPage.document(
            title: (form.title.map { $0.isEmpty ? "" : $0 + " — " } ?? "") + "formspec preview",
            [FormHTML(showHidden: showHidden).screen(form)])
    }
}
