import FormSpecJSON
import TestSupport
import XCTest

@testable import FormSpec

/// Large documents are analysed by two groups of rules on two threads: the findings must be
/// those of one thread running every rule, in the same order, over documents with findings of
/// every group and after random edits.
final class ParallelAnalysisTests: XCTestCase {
    private func analyze(_ document: SpecDocument, parallel: Bool) -> [Diagnostic] {
        Analyzer.analysis(of: document, options: AnalysisOptions(), catalog: .standard, parallel: parallel).diagnostics
    }

    func testTwoThreadsFindWhatOneFinds() throws {
        var texts = try [
            "calendar-event.form.json", "every-row-type.form.json", "signup.form.json", "broken.form.json",
        ].map {
            try String(contentsOf: TestSupport.repositoryFile("protocol/examples/\($0)"), encoding: .utf8)
        }
        texts.append(IncrementalDocumentTests.spec)
        var found = 0
        for text in texts {
            let document = SpecDocument(text: text)
            let one = analyze(document, parallel: false)
            found += one.count
            for _ in 0..<5 { XCTAssertEqual(analyze(document, parallel: true), one, String(text.prefix(60))) }
        }
        XCTAssertGreaterThan(found, 10)
    }

    func testTwoThreadsFindWhatOneFindsAfterRandomEdits() {
        var rng = SeededGenerator(seed: 77)
        var document = SpecDocument(text: IncrementalDocumentTests.spec)
        var codes = Set<DiagnosticCode>()
        for step in 0..<300 {
            if step % 100 == 99 { document = SpecDocument(text: IncrementalDocumentTests.spec) }
            let (bytes, edit) = IncrementalDocumentTests.randomEdit(document, &rng)
            document = SpecDocument(lines: LineIndex(bytes), previous: document, edit: edit)
            let one = analyze(document, parallel: false)
            codes.formUnion(one.map(\.code))
            XCTAssertEqual(
                analyze(document, parallel: true), one, "step \(step): \(String(decoding: bytes, as: UTF8.self))")
        }
        // Both groups had findings to merge.
        XCTAssertTrue(codes.contains(.missingTag) && codes.contains(.unknownTag), "\(codes)")
    }

    func testLargeDocumentsTakeTheParallelPath() {
        XCTAssertEqual(Analyzer.parallelRows, 200)
        XCTAssertEqual(
            Set(Analyzer.rules.map { ObjectIdentifier($0) }).count,
            Analyzer.structureRules.count + Analyzer.predicateRules.count)
    }
}
