@testable import FormSpec
import TestSupport
import XCTest

/// `TagTable` answers what a dictionary of the same entries answers.
final class TagTableTests: XCTestCase {
    func testLookupsAgreeWithADictionary() {
        var g = SeededGenerator(seed: 5)
        let alphabet = Array("abcxyz019_éß👍")
        func word() -> String { String((0..<(1 + g.below(12))).map { _ in alphabet[g.below(alphabet.count)] }) }
        for size in [0, 1, 2, 7, 8, 9, 100, 1_000] {
            var entries: [String: Int] = [:]
            while entries.count < size { entries[word()] = g.below(1_000_000) }
            let table = TagTable(entries)
            for (tag, value) in entries { XCTAssertEqual(table[tag], value, tag) }
            for _ in 0..<500 {
                let probe = word()
                XCTAssertEqual(table[probe], entries[probe], probe)
            }
            XCTAssertEqual(table[""], entries[""])
        }
    }

    /// Byte for byte, as NSDictionary compares NSString keys: a decomposed "é" is another tag.
    func testTagsMatchByteForByte() {
        let table = TagTable(["caf\u{e9}": 1, "plain": 2])
        XCTAssertEqual(table["caf\u{e9}"], 1)
        XCTAssertNil(table["cafe\u{301}"])
        XCTAssertEqual(table["plain"], 2)
    }
}
