import FormSpecJSON
import Foundation
import TestSupport
import XCTest

@testable import FormSpec

/// Work a result skips must be work that would change nothing.
final class PreviewShortcutTests: PreviewTestCase {
    /// Rows that are not `validates` are not validated; validating them anyway finds no failure
    /// and no warning, whatever the value.
    func testRowsWithNothingToCheckPassValidation() throws {
        var g = SeededGenerator(seed: 31)
        var skipped = 0
        for spec in try PreviewFastPathTests.specs() {
            let form = CompiledForm(SpecDocument(text: spec))
            for _ in 0..<20 {
                let session = PreviewSession(
                    form: form, values: RandomPreviewValues.make(for: form, &g),
                    options: PreviewOptions(now: Self.fixedNow))
                for row in session.sections.flatMap(\.rows) {
                    let validation = RowValidation(
                        row.compiled, value: row.value, leftValue: row.leftValue, regex: .shared)!
                    if row.compiled.validates { continue }
                    skipped += 1
                    XCTAssertNil(validation.failure, row.compiled.path)
                    XCTAssertEqual(validation.warnings, [], row.compiled.path)
                }
            }
        }
        XCTAssertGreaterThan(skipped, 100)
    }

    /// A row holding its default values takes the validation its compiled row made, which must
    /// be what validating those values finds; only a regex match is left to the preview.
    func testRowsHoldingDefaultsValidateAsTheirCompiledRow() throws {
        var decided = 0, failing = 0, undecided = 0
        let extra = rows(
            #"""
            {"tag": "code", "rowType": "text", "value": "ab", "validators": [{"type": "regex", "regex": "[a-z]+", "msg": "m"}]},
            {"tag": "empty", "rowType": "text", "validators": [{"type": "regex", "regex": "[a-z]+", "msg": "m"}]},
            {"tag": "req", "rowType": "text", "title": "", "required": true, "requireMsg": "%@ %d"}
            """#)
        for spec in try PreviewFastPathTests.specs() + [extra] {
            let form = CompiledForm(SpecDocument(text: spec))
            let session = PreviewSession(form: form, options: PreviewOptions(now: Self.fixedNow))
            for row in session.sections.flatMap(\.rows) where row.holdsDefaults {
                let fresh = RowValidation(
                    row.compiled, value: row.compiled.defaultValue, leftValue: row.compiled.defaultLeftValue,
                    regex: .shared)!
                guard let kept = row.compiled.defaultValidation else {
                    undecided += 1
                    guard case .string(let text)? = row.compiled.defaultValue, !text.isEmpty else {
                        return XCTFail("\(row.compiled.path) left undecided")
                    }
                    continue
                }
                decided += 1
                if kept.failure != nil { failing += 1 }
                XCTAssertEqual(String(describing: kept), String(describing: fresh), row.compiled.path)
                XCTAssertEqual(
                    String(describing: RowValidation(row, regex: .shared)), String(describing: fresh), row.compiled.path
                )
            }
        }
        XCTAssertGreaterThan(decided, 50)
        XCTAssertGreaterThan(failing, 2)
        XCTAssertGreaterThan(undecided, 0)
    }

    /// A reset row holds what a new row holds, whatever a preview changed in it.
    func testResetRowsHoldWhatNewRowsHold() throws {
        var g = SeededGenerator(seed: 37)
        for spec in try PreviewFastPathTests.specs() {
            let form = CompiledForm(SpecDocument(text: spec))
            for _ in 0..<10 {
                let session = PreviewSession(
                    form: form, values: RandomPreviewValues.make(for: form, &g),
                    options: PreviewOptions(now: Self.fixedNow))
                for row in session.sections.flatMap(\.rows) {
                    if g.below(4) == 0 { row.notes.append(PreviewWarning(.evaluation, "note")) }
                    row.reset()
                    let new = RowState(session: session, compiled: row.compiled, section: row.section)
                    XCTAssertEqual(String(describing: row.data), String(describing: new.data), row.compiled.path)
                    XCTAssertEqual(row.notes, new.notes)
                    XCTAssertEqual(row.valueNotes, new.valueNotes)
                }
            }
        }
    }
}
