import FormSpecJSON
import Foundation
import TestSupport
import XCTest

@testable import FormSpec

/// The language server previews on several threads at once, on one compiled form: every
/// concurrent preview must give the bytes the same preview gives alone (they share the form,
/// the regex engine's answers and the date texts).
final class PreviewConcurrencyTests: PreviewTestCase {
    func testConcurrentPreviewsOfOneFormGiveWhatEachGivesAlone() throws {
        var generator = SeededGenerator(seed: 41)
        for spec in try PreviewTestSpecs.all() {
            try check(CompiledForm(SpecDocument(text: spec)), spec, &generator)
        }
    }

    private func check(_ form: CompiledForm, _ spec: String, _ generator: inout SeededGenerator) throws {
        let cases = (0..<24).map { i in
            (
                values: i == 0 ? PreviewValues() : RandomPreviewValues.make(for: form, &generator),
                options: PreviewOptions(now: Self.fixedNow, locale: Locale(identifier: i % 2 == 0 ? "en_US" : "de_DE")),
                fields: i % 3 == 0 ? Set([PreviewResult.Field.valid, .formValues]) : nil
            )
        }
        // Alone, on a form of its own.
        let expected = cases.map { c in
            Preview.encoded(
                CompiledForm(SpecDocument(text: spec)), values: c.values, options: c.options, fields: c.fields
            ).bytes
        }
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<(cases.count * 4) {
                let i = (round * (thread + 1) + thread) % cases.count
                let c = cases[i]
                let bytes = Preview.encoded(form, values: c.values, options: c.options, fields: c.fields).bytes
                if bytes != expected[i] { mismatches.add(i) }
            }
        }
        XCTAssertEqual(mismatches.cases, [], String(spec.prefix(80)))
    }
}

private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var found: Set<Int> = []

    func add(_ i: Int) { lock.withLock { _ = found.insert(i) } }
    var cases: [Int] { lock.withLock { found.sorted() } }
}
