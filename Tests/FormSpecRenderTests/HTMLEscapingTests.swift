import FormSpecJSON
import FormSpecRender
import Foundation
import TestSupport
import XCTest

/// Nothing from a spec reaches the page as markup: every text and attribute is escaped.
/// (BrowserRenderTests checks the same page in a real browser.)
final class HTMLEscapingTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws { directory = try TestSupport.temporaryDirectory() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func testEscapeReplacesEveryCharacterThatCanOpenMarkup() {
        XCTAssertEqual(Markup.escape(#"<a href="x">&'</a>"#), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;")
        XCTAssertEqual(Markup.escape("plain é 日本"), "plain é 日本")
        XCTAssertEqual(
            Markup.element("p", ["title": #"" onload="x"#], [.text("<i>")]).html,
            "<p title=\"&quot; onload=&quot;x\">&lt;i&gt;</p>")
    }

    func testEverySpecTextIsEscaped() throws {
        let page = try HTMLEscapingTests.hostilePage(in: directory)
        XCTAssertFalse(page.lowercased().contains("<script"), "no script element")
        XCTAssertFalse(page.contains("<b>"), "no element from the spec")
        XCTAssertFalse(page.contains("<img"), "no element from the spec")
        let escaped = Markup.escape(RenderFixtures.hostile)
        // Title, header, footer, row label, placeholder, segment, detail, condition, class, note.
        XCTAssertGreaterThanOrEqual(page.components(separatedBy: escaped).count - 1, 9, page)
        XCTAssertTrue(page.contains(#"data-hidden-by="$t == nil OR $t == &#39;&lt;img src=x&gt;&#39;""#), page)
    }

    /// A spec with the hostile text in every place a page shows text from the spec, drawn
    /// with its hidden rows.
    static func hostilePage(in directory: URL) throws -> String {
        let h = JSONValue.string(RenderFixtures.hostile).encodedString()
        let path = try RenderFixtures.spec(
            """
            {"title": \(h), "addAsteriskToRequiredRowsTitle": true,
             "customRowTypes": {"odd": {"cellClass": \(h)}},
             "sections": [{"title": \(h), "footerTitle": \(h), "rows": [
               {"tag": "t", "rowType": "text", "title": \(h), "required": true,
                "cellConfig": {"textField.placeholder": \(h)}},
               {"tag": "s", "rowType": "selectorSegmentedControl", "title": "S", "value": "x",
                "selectorOptions": [{"formValue": "x", "formDisplayText": \(h)}]},
               {"tag": "p", "rowType": "selectorPush", "title": "P", "value": "x",
                "selectorOptions": [{"formValue": "x", "formDisplayText": \(h)}]},
               {"tag": "o", "rowType": "odd", "title": "O"},
               {"tag": "g", "rowType": "text", "title": "G", "hidden": "$t == nil OR $t == '<img src=x>'"}
             ]}]}
            """, in: directory)
        let previewed = try RenderFixtures.previewed(path: path, values: #"{"<b>x</b>": 1}"#)
        return HTMLRenderer.page(previewed.form, showHidden: true)
    }
}
