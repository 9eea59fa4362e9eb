import FormSpecJSON
import XCTest

@testable import FormSpec

/// The row rules share what they read of a row (its validators, its row type, its key path
/// facts) through the analysis context, one row after another: what one row made must never
/// answer for another, even one with the same text, and a row's shortcut must agree with what
/// it stands for.
final class RowRuleSharingTests: AnalysisTestCase {
    func testRowsWithTheSameTextEachGetTheirOwnFindings() {
        let row = #"{"rowType": "text", "validators": [{"type": "regex", "regex": "^a$"}]}"#
        let spec = rows([row, row, #"{"rowType": "texxt"}"#, row].joined(separator: ", "))
        let missing = findings(spec, .missingValidatorMessage)
        XCTAssertEqual(missing.count, 3)
        XCTAssertEqual(Set(missing.map(\.range.start)).count, 3)
        // The unknown row type between them is reported on its own row only.
        let unknown = findings(spec, .unknownRowType)
        XCTAssertEqual(unknown.map { text($0, in: spec) }, [#""texxt""#])
    }

    func testAKnownRowTypeAfterAnUnknownOneIsNotReported() {
        let spec = rows(#"{"rowType": "nope"}, {"rowType": "text"}, {"rowType": "nope"}"#)
        XCTAssertEqual(findings(spec, .unknownRowType).count, 2)
    }

    func testHasCellConfigsIsWhetherCellConfigsHasAny() throws {
        let spec = rows(
            [
                #"{"rowType": "text"}"#,
                #"{"rowType": "text", "cellConfig": {"textField.placeholder": "a"}}"#,
                #"{"rowType": "text", "cellConfig": {}}"#,
                #"{"rowType": "text", "cellConfig": "textField"}"#,
                #"{"rowType": "text", "cellConfig": {"a": 1}, "cellConfig": 2}"#,
                #"{"rowType": "text", "cellConfig": 2, "cellConfig": {"a": 1}}"#,
                #"{"rowType": "text", "cellConfigAtConfigure": {"a": 1}}"#,
                #"{"rowType": "selectorPush", "cellConfigForSelector": {"textLabel.text": "x"}}"#,
                #"{"rowType": "text", "cellConfigIfDisabled": null}"#,
                #"{"rowType": "text", "cellConfig":}"#,
            ].joined(separator: ", "))
        let form = try XCTUnwrap(SpecDocument(text: spec).form)
        XCTAssertEqual(form.rows.count, 10)
        for (i, row) in form.rows.enumerated() {
            XCTAssertEqual(row.hasCellConfigs, !row.cellConfigs.isEmpty, "row \(i)")
        }
        XCTAssertEqual(form.rows.map(\.hasCellConfigs).filter { $0 }.count, 6)
    }

    func testKeyPathFindingsOfRowsWithAndWithoutConfigs() {
        let spec = rows(
            #"{"rowType": "text"}, {"rowType": "text", "cellConfig": {"textField.placeholdr": "a"}}, {"rowType": "text"}"#
        )
        let unknown = findings(spec, .unknownKeyPath)
        XCTAssertEqual(unknown.count, 1)
        XCTAssertEqual(unknown.first.map { text($0, in: spec) }, "placeholdr")
    }
}
