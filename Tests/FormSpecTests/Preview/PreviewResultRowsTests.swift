import FormSpecJSON
import Foundation
import XCTest

@testable import FormSpec

/// `PreviewResult.Rows` keeps rows that hold their defaults as their compiled row and states,
/// and whole rows for the rest; read or changed, they must behave as an array of rows.
final class PreviewResultRowsTests: PreviewTestCase {
    private let spec = #"""
        {"addAsteriskToRequiredRowsTitle": true, "sections": [{"rows": [
          {"tag": "name", "rowType": "text", "title": "Name", "required": true, "value": "Ann"},
          {"tag": "when", "rowType": "dateInline", "title": "When", "value": "2026-11-21"},
          {"tag": "kind", "rowType": "selectorPush", "title": "Kind", "value": "a", "hidden": "$name == 'Bob'",
           "selectorOptions": [{"formValue": "a", "formDisplayText": "A"}, {"formValue": "b", "formDisplayText": "B"}]},
          {"tag": "note", "rowType": "textView", "title": "Note"}
        ]}]}
        """#

    func testRowsHoldingDefaultsAreKeptAsTheirCompiledRow() throws {
        let form = CompiledForm(SpecDocument(text: spec))
        let result = Preview.run(
            form, values: PreviewValues([("note", "hi")]), options: PreviewOptions(now: Self.fixedNow))
        let rows = result.sections[0].rows
        XCTAssertEqual(rows.storage.kept.map(\.position), [3], "only the row given a value is kept whole")
        XCTAssertEqual(rows.map(\.tag), ["name", "when", "kind", "note"])
        XCTAssertEqual(rows.map(\.label), ["Name*", "When", "Kind", "Note"])
        XCTAssertEqual(
            rows.map(\.value), ["Ann", "2026-11-21T00:00:00Z", ["formValue": "a", "formDisplayText": "A"], "hi"])
        XCTAssertEqual(rows.map(\.displayText), ["Ann", "Nov 21, 2026", "A", "hi"])

        // What the rows read is what a row given its default value (not holding it) shows.
        let given = Preview.run(
            form, values: PreviewValues([("name", "Ann"), ("when", "2026-11-21"), ("kind", "a"), ("note", "hi")]),
            options: PreviewOptions(now: Self.fixedNow))
        XCTAssertEqual(given.sections[0].rows.storage.kept.count, 4)
        XCTAssertEqual(given.sections[0].rows.map(\.displayText), rows.map(\.displayText))
        XCTAssertEqual(given.json, result.json, "as JSON too")
    }

    func testChangedRowsAreKeptAndCopiedOnWrite() {
        let result = Preview.run(CompiledForm(SpecDocument(text: spec)), options: PreviewOptions(now: Self.fixedNow))
        var changed = result
        changed.sections[0].rows[0].value = "Bob"
        changed.sections[0].rows[2].hidden = true
        XCTAssertEqual(changed.sections[0].rows[0].value, "Bob")
        XCTAssertEqual(changed.sections[0].rows[2].hidden, true)
        XCTAssertEqual(changed.sections[0].rows.storage.kept.map(\.position), [0])
        XCTAssertEqual(result.sections[0].rows[0].value, "Ann", "the result it was copied from is unchanged")
        XCTAssertEqual(result.sections[0].rows[2].hidden, false)

        changed.sections[0].rows[0].value = "Ann"
        XCTAssertEqual(
            changed.sections[0].rows.storage.kept.count, 0, "a row changed back to its defaults is plain again")
        changed.sections[0].rows[1] = result.sections[0].rows[3]
        XCTAssertEqual(changed.sections[0].rows[1].tag, "note", "a row from another position is kept whole")
        XCTAssertEqual(changed.sections[0].rows.map(\.tag), ["name", "note", "kind", "note"])
    }

    func testRowsMadeFromAnArrayReadBackTheSame() {
        let result = Preview.run(
            CompiledForm(SpecDocument(text: spec)), values: PreviewValues([("name", "Bob")]),
            options: PreviewOptions(now: Self.fixedNow))
        let array = Array(result.sections[0].rows)
        let rebuilt = PreviewResult.Rows(array)
        XCTAssertEqual(rebuilt.count, 4)
        for (a, b) in zip(array, rebuilt) {
            XCTAssertEqual(a.tag, b.tag)
            XCTAssertEqual(a.value, b.value)
            XCTAssertEqual(a.displayText, b.displayText)
            XCTAssertEqual(a.hidden, b.hidden)
            XCTAssertEqual(a.label, b.label)
        }
        XCTAssertEqual(
            rebuilt.storage.kept.map(\.position), [0, 1],
            "the given value and the date row (its text depends on the locale)")
        let empty: PreviewResult.Rows = []
        XCTAssertTrue(empty.isEmpty)
    }
}
