import FormSpec
import FormSpecIDE
import FormSpecJSON
import TestSupport
import XCTest

/// Row type and title after each `$tag`, at the exact offset, within the requested range.
final class TagInlayHintTests: XCTestCase {
    func testHintsAfterEachKnownTag() {
        let marked = MarkedText(
            #"""
            {"title": "日本 👍", "sections": [{"title": "Event", "rows": [
              {"tag": "allDay", "rowType": "booleanSwitch", "title": "All-day"},
              {"tag": "notes", "rowType": "textView"},
              {"tag": "b", "rowType": "text", "hidden": "$allDay‸ == 1 AND $notes‸.value != nil OR $ghost == 1 OR $\u0061llDay‸==0"}
            ]}]}
            """#)
        let document = SpecDocument(text: marked.text)
        let hints = TagInlayHints.hints(
            in: TagIndex(document), document: document, within: TextRange(0, marked.text.utf8.count))
        XCTAssertEqual(hints.map(\.offset), marked.cursors)
        XCTAssertEqual(hints.map(\.label), [": booleanSwitch “All-day”", ": textView", ": booleanSwitch “All-day”"])
        XCTAssertEqual(hints.map(\.paddingRight), [false, true, true])
        XCTAssertEqual(hints[0].tooltip, "row 1 of section 1 'Event'")
        // Only the hints inside the range.
        let some = TagInlayHints.hints(
            in: TagIndex(document), document: document, within: TextRange(marked.cursors[1], marked.cursors[2] - 1))
        XCTAssertEqual(some.map(\.offset), [marked.cursors[1]])
    }

    func testDuplicatesDescribeTheBoundRow() {
        let text =
            #"{"sections": [{"rows": [{"tag": "a", "rowType": "text"}, {"tag": "a", "rowType": "email", "title": "Mail"}, {"tag": "c", "rowType": "text", "hidden": "$a == nil"}]}]}"#
        let document = SpecDocument(text: text)
        let hints = TagInlayHints.hints(
            in: TagIndex(document), document: document, within: TextRange(0, text.utf8.count))
        XCTAssertEqual(hints.map(\.label), [": email “Mail”"])
    }
}
