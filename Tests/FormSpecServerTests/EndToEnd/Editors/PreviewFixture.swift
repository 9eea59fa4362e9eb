import Foundation
import XCTest

/// A spec, values and an unsaved edit for the editors' preview commands, and what the
/// readable preview of Neovim and Emacs (the same layout) shows for them.
enum PreviewFixture {
    /// Kind "b" shows the required, empty company row (a validation error) and hides the
    /// private-customer row; the plan row is disabled; the title needs escaping in HTML.
    static let spec = """
        {"title": "Sign up <beta>", "sections": [
          {"title": "Account", "rows": [
            {"tag": "kind", "rowType": "selectorSegmentedControl", "title": "Kind", "value": "a",
             "selectorOptions": [{"formValue": "a", "formDisplayText": "Person"}, {"formValue": "b", "formDisplayText": "Company"}]},
            {"tag": "company", "rowType": "name", "title": "Company", "required": true, "hidden": "$kind.value.formValue != 'b'"},
            {"tag": "birthday", "rowType": "date", "title": "Birthday", "hidden": "$kind.value.formValue == 'b'"},
            {"tag": "plan", "rowType": "text", "title": "Plan", "value": "basic", "disabled": true},
            {"tag": "news", "rowType": "booleanSwitch", "title": "News", "value": true}
          ]}
        ]}
        """

    static let values = #"{"kind": "b"}"#

    /// Renames the company row in the buffer without saving: the preview must follow.
    static let edit = #""title": "Company", "required"=>"title": "Firm", "required""#

    static let expectedLines = [
        "Sign up <beta>",
        "",
        "Account",
        "  Kind             Company",
        "  Firm [required]",
        "    x Firm can't be empty",
        "  Plan [disabled]  basic",
        "  News             on",
        "  (1 hidden row)",
        "",
        "1 validation error",
        "  company: Firm can't be empty",
        "",
        "Form values",
        "  kind = \"b\"",
        "  news = true",
        "  plan = \"basic\"",
    ]

    /// The page the server draws for the spec with the values and the edit, as an editor
    /// writes it for a browser.
    static func assertPage(_ html: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"), html, file: file, line: line)
        XCTAssertTrue(html.contains(#"<h1 class="nav-title">Sign up &lt;beta&gt;</h1>"#), html, file: file, line: line)
        XCTAssertTrue(html.contains(#"<span class="label">Firm</span>"#), "the unsaved edit", file: file, line: line)
        XCTAssertTrue(
            html.contains(#"<li class="note error">Firm can&#39;t be empty</li>"#), html, file: file, line: line)
        XCTAssertFalse(html.contains("Birthday"), "hidden rows are left out", file: file, line: line)
        XCTAssertFalse(html.contains("<script"), "the page runs no scripts", file: file, line: line)
    }
}
