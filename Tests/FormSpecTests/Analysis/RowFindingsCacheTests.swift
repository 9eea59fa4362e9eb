import FormSpecJSON
import XCTest

@testable import FormSpec

final class RowFindingsCacheTests: XCTestCase {
    func testFindingsComeBackPlacedAtTheRowsNewStart() {
        let cache = RowFindingsCache(limit: 16)
        let row = Array(#"{"rowType": "txt"}"#.utf8)
        let document = Array("    ".utf8) + row
        let finding = Diagnostic(.unknownRowType, "unknown", at: TextRange(16, 21))
        cache.store(owner: "row 1", text: document[4...], findings: [finding])
        let moved = Array("  ".utf8) + row
        XCTAssertEqual(cache.findings(owner: "row 1", text: moved[2...])?.map(\.range), [TextRange(14, 19)])
        XCTAssertNil(cache.findings(owner: "row 2", text: moved[2...]))
    }

    func testLargeRowsAreBoundedByBytesNotOnlyByCount() {
        let cache = RowFindingsCache(limit: 1_000, byteLimit: 10_000)
        for i in 0..<200 {
            let text = Array(repeating: UInt8(ascii: "a"), count: 3_000) + Array("\(i)".utf8)
            cache.store(owner: "row", text: text[...], findings: [])
        }
        // Two generations of at most about 10,000 bytes each.
        XCTAssertLessThanOrEqual(cache.count, 10)
    }

    func testOwnerNamesAreComparedByTheirBytes() {
        let cache = RowFindingsCache(limit: 16)
        let text = Array(#"{"rowType": "text"}"#.utf8)
        cache.store(owner: "Caf\u{E9}", text: text[...], findings: [])
        XCTAssertNotNil(cache.findings(owner: "Caf\u{E9}", text: text[...]))
        XCTAssertNil(
            cache.findings(owner: "Cafe\u{301}", text: text[...]), "the other Unicode form is written differently")
    }
}
