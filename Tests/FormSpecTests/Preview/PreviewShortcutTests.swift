@testable import FormSpec
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

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
                let session = PreviewSession(form: form, values: RandomPreviewValues.make(for: form, &g), options: PreviewOptions(now: Self.fixedNow))
                for row in session.sections.flatMap(\.rows) {
                    let validation = RowValidation(row.compiled, row.data, regex: .shared)
                    if row.compiled.validates { continue }
                    skipped += 1
                    XCTAssertNil(validation.failure, row.compiled.path)
                    XCTAssertEqual(validation.warnings, [], row.compiled.path)
                }
            }
        }
        XCTAssertGreaterThan(skipped, 100)
    }

    /// A reset row holds what a new row holds, whatever a preview changed in it.
    func testResetRowsHoldWhatNewRowsHold() throws {
        var g = SeededGenerator(seed: 37)
        for spec in try PreviewFastPathTests.specs() {
            let form = CompiledForm(SpecDocument(text: spec))
            for _ in 0..<10 {
                let session = PreviewSession(form: form, values: RandomPreviewValues.make(for: form, &g), options: PreviewOptions(now: Self.fixedNow))
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
