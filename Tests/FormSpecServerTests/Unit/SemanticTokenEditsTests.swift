import TestSupport
import XCTest

@testable import FormSpecServer

final class SemanticTokenEditsTests: XCTestCase {
    private func apply(_ edits: [SemanticTokenResults.Edit], to data: [Int]) -> [Int] {
        var data = data
        for edit in edits.reversed() {
            data.replaceSubrange(edit.start..<(edit.start + edit.deleteCount), with: edit.data)
        }
        return data
    }

    func testEqualDataNeedsNoEdit() {
        XCTAssertEqual(SemanticTokenResults.edits(from: [1, 2, 3], to: [1, 2, 3]), [])
        XCTAssertEqual(SemanticTokenResults.edits(from: [], to: []), [])
    }

    func testOneEditBetweenCommonPrefixAndSuffix() {
        XCTAssertEqual(
            SemanticTokenResults.edits(from: [0, 1, 2, 3, 4], to: [0, 1, 9, 9, 3, 4]),
            [SemanticTokenResults.Edit(start: 2, deleteCount: 1, data: [9, 9])])
        // The suffix never overlaps the prefix: [1, 1] → [1, 1, 1] inserts one number.
        XCTAssertEqual(
            SemanticTokenResults.edits(from: [1, 1], to: [1, 1, 1]),
            [SemanticTokenResults.Edit(start: 2, deleteCount: 0, data: [1])])
        XCTAssertEqual(
            SemanticTokenResults.edits(from: [1, 1, 1], to: [1]),
            [SemanticTokenResults.Edit(start: 1, deleteCount: 2, data: [])])
    }

    func testRandomDataRoundTrips() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let old = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0...3, using: &random) }
            var new = old
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let at = Int.random(in: 0...new.count, using: &random)
                if Bool.random(using: &random), at < new.count {
                    new.remove(at: at)
                } else {
                    new.insert(Int.random(in: 0...3, using: &random), at: at)
                }
            }
            let edits = SemanticTokenResults.edits(from: old, to: new)
            XCTAssertEqual(apply(edits, to: old), new, "\(old) → \(new)")
            XCTAssertLessThanOrEqual(edits.count, 1)
        }
    }

    func testResultIDsNameTheLatestResultOnly() {
        let results = SemanticTokenResults()
        let first = results.store([1], uri: "a")
        XCTAssertEqual(results.data(uri: "a", id: first), [1])
        let second = results.store([2], uri: "a")
        XCTAssertNil(results.data(uri: "a", id: first))
        XCTAssertEqual(results.data(uri: "a", id: second), [2])
        XCTAssertNil(results.data(uri: "b", id: second))
        results.forget("a")
        XCTAssertNil(results.data(uri: "a", id: second))
    }
}
