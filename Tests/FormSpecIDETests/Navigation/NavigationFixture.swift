import FormSpec
import FormSpecIDE
import FormSpecJSON
import TestSupport
import XCTest

/// A spec with `‸` cursors and `‹…›` ranges (both removed before parsing), its tag index, and
/// helpers to read ranges back as text.
struct NavigationFixture {
    let marked: MarkedText
    let document: SpecDocument
    let index: TagIndex

    init(_ text: String) {
        marked = MarkedText(text)
        document = SpecDocument(text: marked.text)
        index = TagIndex(document)
    }

    var cursor: Int { marked.cursor }
    var cursors: [Int] { marked.cursors }
    /// The marked ranges, in the order their `‹` appear.
    var ranges: [TextRange] {
        marked.ranges.map { TextRange($0.lowerBound, $0.upperBound) }.sorted { $0.start < $1.start }
    }

    func text(_ range: TextRange) -> String { document.text(in: range) }

    /// The document after applying edits.
    func applying(_ edits: [TextEdit]) -> String { TextEdit.apply(edits, to: marked.text) }
}

/// A form exercising every place a tag can be written: the form's `disabled`, a section's
/// `hidden`, rows' `hidden`/`disabled`, a multivalued template, non-ASCII text before
/// positions, an escaped tag, a quoted `$` and a broken predicate.
enum NavigationSpecs {
    static let event = #"""
        {"title": "Événement 日本 👍", "disabled": "$locked == 1",
         "sections": [
          {"title": "Main 👍", "hidden": "$mode.value.formValue == 'off'", "rows": [
            {"tag": "allDay", "rowType": "booleanSwitch", "title": "All-day", "value": true},
            {"tag": "mode", "rowType": "selectorPush", "title": "Mode", "selectorOptions": [{"formValue": "on", "formDisplayText": "On"}, "off"]},
            {"tag": "starts", "rowType": "dateInline", "title": "Starts 👍", "hidden": "$allDay == 1 AND $mode.value.formValue != 'on'"},
            {"tag": "locked", "rowType": "booleanCheck", "title": "Locked", "disabled": "$allDay.isHidden == YES OR 'US$allDay' == $starts"}
          ]},
          {"multivaluedTag": "guests", "multivaluedRowTemplate": {"rowType": "name", "hidden": "$locked == 1"}, "rows": [
            {"tag": "note", "rowType": "textView", "title": "Note", "hidden": "$\u0061llDay == 0 OR $ghost != nil"}
          ]}
         ]}
        """#
}
