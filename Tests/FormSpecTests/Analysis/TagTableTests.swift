import XCTest

@testable import FormSpec

/// `TagTable`, the compact table of the rows by tag, answers as a dictionary does through
/// insertions, replacements and removals in any order, growing as it fills.
final class TagTableTests: XCTestCase {
    /// A fixed sequence of numbers, so that a failure repeats.
    private struct SplitMix {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    func testAnswersAsADictionaryThroughRandomChanges() {
        for (seed, tagCount) in [(1, 5), (2, 40), (3, 600), (4, 3_000)] {
            var random = SplitMix(state: UInt64(seed))
            var table = TagTable<Int>(capacity: seed == 4 ? 0 : tagCount / 2)
            var model: [String: Int] = [:]
            // Tags that differ only in their last characters, as generated forms' do.
            let tags = (0..<tagCount).map { "row\($0)" } + ["", "é", "e\u{301}"]
            for step in 0..<(tagCount * 12) {
                let tag = tags[random.next(tags.count)]
                switch random.next(3) {
                case 0, 1:
                    XCTAssertEqual(
                        table.updateValue(step, for: tag), model.updateValue(step, forKey: tag), "\(seed) \(step)")
                default:
                    table[tag] = nil
                    model[tag] = nil
                }
                if step % 97 == 0 || tagCount <= 40 {
                    XCTAssertEqual(table.count, model.count, "\(seed) \(step)")
                    for tag in tags { XCTAssertEqual(table[tag], model[tag], "\(seed) \(step) \(tag)") }
                }
            }
            XCTAssertEqual(Set(table.tags), Set(model.keys), "\(seed)")
            XCTAssertEqual(table.tags.count, model.count, "\(seed): every tag once")
            for tag in Array(model.keys) {
                table.remove(tag)
                model[tag] = nil
                XCTAssertNil(table[tag])
            }
            XCTAssertEqual(table.count, 0)
        }
    }

    func testCanonicallyEquivalentTagsAreOneTagAsInADictionary() {
        // Swift's strings compare by canonical equivalence: the table finds tags as the
        // dictionary it replaced did.
        var table = TagTable<Int>()
        var model: [String: Int] = [:]
        table["é"] = 1
        model["é"] = 1
        table["e\u{301}"] = 2
        model["e\u{301}"] = 2
        XCTAssertEqual(table.count, model.count)
        XCTAssertEqual(table["é"], model["é"])
    }
}
