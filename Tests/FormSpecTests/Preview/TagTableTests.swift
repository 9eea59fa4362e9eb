import TestSupport
import XCTest

@testable import FormSpec

/// `TagTable` answers what a dictionary of the same entries answers.
final class TagTableTests: XCTestCase {
    func testLookupsAgreeWithADictionary() {
        var g = SeededGenerator(seed: 5)
        let alphabet = Array("abcxyz019_éß👍")
        func word() -> String { String((0..<(1 + g.below(12))).map { _ in alphabet[g.below(alphabet.count)] }) }
        for size in [0, 1, 2, 7, 8, 9, 100, 1_000] {
            var entries: [String: Int] = [:]
            while entries.count < size { entries[word()] = g.below(1_000_000) }
            let table = TagTable(entries.map { ($0.key, $0.value) } + entries.map { ($0.key, $0.value) })
            for (tag, value) in entries { XCTAssertEqual(table[tag], value, tag) }
            for _ in 0..<500 {
                let probe = word()
                XCTAssertEqual(table[probe], entries[probe], probe)
            }
            XCTAssertEqual(table[""], entries[""])
        }
    }

    /// Byte for byte, as NSDictionary compares NSString keys: a decomposed "é" is another tag;
    /// a tag given twice keeps its last value.
    func testTagsMatchByteForByte() {
        let table = TagTable<Int>([("caf\u{e9}", 1), ("plain", 2), ("cafe\u{301}", 3), ("plain", 4)])
        XCTAssertEqual(table["caf\u{e9}"], 1)
        XCTAssertEqual(table["cafe\u{301}"], 3)
        XCTAssertEqual(table["plain"], 4)
        XCTAssertNil(TagTable<Int>([("caf\u{e9}", 1)])["cafe\u{301}"])
    }
}
