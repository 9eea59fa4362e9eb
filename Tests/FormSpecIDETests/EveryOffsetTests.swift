import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Completion and hover at every byte offset of a realistic spec, whole and cut off at the
/// cursor (as while typing): edits always cover the cursor, stay inside the document and
/// start and end on character boundaries; hovers cover the cursor.
final class EveryOffsetTests: XCTestCase {
    static let spec = #"""
        {
          "title": "Café 日本 👍",
          "customRowTypes": {"rating": {"cellClass": "RatingCell", "valueType": "number", "keyPaths": {"ratingView.rating": "number"}}},
          "sections": [
            {"title": "Ünïcødé", "sectionOptions": ["canInsert"], "rows": [
              {"tag": "name", "rowType": "text", "title": "Nom 👍", "required": true,
               "cellConfig": {"textField.placeholder": "é", "textLabel.textColor": "#FF0000", "textField.keyboardType": "emailAddress"},
               "cellConfigAtConfigure": {"textLabel.font": {"textStyle": "body"}},
               "validators": [{"type": "regex", "regex": "^[a-z]+$", "msg": "lettres"}]},
              {"tag": "kind", "rowType": "selectorPush", "selectorOptions": ["a", {"formValue": 2, "formDisplayText": "Deux"}], "value": "a",
               "hidden": "$name == nil", "cellConfigForSelector": {"textLabel.t\u0065xtColor": "systemBlue"}},
              {"tag": "stars", "rowType": "rating", "cellConfig": {"ratingView.rating": 3}}
            ]}
          ]
        }
        """#

    func testCompletionEditsCoverTheCursorAtEveryOffset() {
        XCTAssertGreaterThan(completeAtEveryOffset(EveryOffsetTests.spec, with: CompletionEngine()), 10_000)
    }

    func testHoversCoverTheCursorAtEveryOffset() {
        let engine = HoverEngine()
        let document = SpecDocument(text: EveryOffsetTests.spec)
        var hovers = 0
        for offset in 0...document.bytes.count {
            guard let hover = engine.hover(in: document, at: offset) else { continue }
            hovers += 1
            XCTAssertTrue(hover.range.touches(offset), "offset \(offset): \(hover.range)")
            XCTAssertFalse(hover.markdown.isEmpty)
        }
        XCTAssertGreaterThan(hovers, 200)
    }
}
