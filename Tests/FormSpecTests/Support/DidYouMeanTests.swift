import TestSupport
import XCTest

@testable import FormSpec

/// What "did you mean" offers for the usual slips of the keyboard, and how much of the names'
/// trie a ranking looks at.
final class DidYouMeanTests: XCTestCase {
    static let tags = [
        "firstName", "lastName", "email", "emailConfirmation", "phone", "mobilePhone", "allDay", "startDate",
        "endDate", "repeatCount", "notes", "country", "city", "zipCode", "title", "subtitle",
    ]

    /// Suggestions are at most three names within the threshold (1 edit up to 3 letters, 2 up
    /// to 6, 3 up to 9, else 4; a swap of neighbours is one edit, case is free), nearest first,
    /// else names that start with the word.
    func testTypicalMisspellingsOfTags() {
        let cases: [(typo: String, suggestions: [String])] = [
            ("fristName", ["firstName", "lastName"]),  // neighbours swapped
            ("phnoe", ["phone"]),
            ("zipcdoe", ["zipCode"]),
            ("repeatCuont", ["repeatCount"]),
            ("lastNme", ["lastName"]),  // a letter left out
            ("strtDate", ["startDate"]),
            ("endDat", ["endDate"]),
            ("emal", ["email"]),
            ("emaill", ["email"]),  // a letter too many
            ("citty", ["city"]),
            ("contry", ["country"]),
            ("tilte", ["title"]),
            ("nots", ["notes"]),
            ("FIRSTNAME", ["firstName", "lastName"]),  // case
            ("allday", ["allDay"]),
            ("Email", ["email", "emailConfirmation"]),
            ("startdates", ["startDate"]),
            ("ema", ["email", "emailConfirmation"]),  // the start of longer names
            ("mail", ["email"]),
            ("xyz", []),
        ]
        let candidates = DidYouMean.Candidates(Self.tags)
        for (typo, suggestions) in cases {
            XCTAssertEqual(DidYouMean.rank(typo, among: candidates), suggestions, typo)
        }
        XCTAssertEqual(
            DidYouMean.rank("nmae", among: ["name1", "name", "nmae"]), ["name", "name1"],
            "the word itself is no suggestion")
    }

    /// Candidates lowercase a name as `String.lowercased()` does, whether the name is ASCII
    /// (read byte by byte) or not: non-ASCII letters of every case, mixed with ASCII ones, and
    /// the ASCII neighbours of the letters' ranges.
    func testCandidatesLowercaseLikeTheStandardLibrary() {
        let names = [
            "firstName", "FIRST_NAME", "@[`{~", "Zz09", "ÉcoleÀ", "straße", "İstanbul", "ΣΟΦΙΑ",
            "mixedÄscii", "DŽungla", "ﬁeld", "\u{7F}X", "K",
        ]
        for name in names {
            var scalars: [Unicode.Scalar] = []
            DidYouMean.appendLowercased(name, to: &scalars)
            XCTAssertEqual(scalars, Array(name.lowercased().unicodeScalars), name)
        }
        let candidates = DidYouMean.Candidates(names)
        for word in ["ecoleà", "FIRST_NAMEE", "σοφια", "mixedascii", "kk", "fieldf"] {
            let plain = names.map {
                (
                    name: $0,
                    distance: DidYouMean.distance(
                        Array(word.lowercased().unicodeScalars), Array($0.lowercased().unicodeScalars))
                )
            }
            let within = plain.filter { $0.distance <= DidYouMean.threshold(word.unicodeScalars.count) }
            let expected = within.enumerated().sorted { ($0.1.distance, $0.0) < ($1.1.distance, $1.0) }
                .prefix(3).map(\.1.name)
            XCTAssertEqual(DidYouMean.rank(word, among: candidates), expected, word)
        }
    }

    /// The sweep's misspelt tags: `fiedlN` for `fieldN` among `field0` … The cells of the
    /// distance table a ranking computes per word grow with the digits of the crowd, not with
    /// the tags: a walk that computed every child of a prefix it entered, or met every name
    /// within the threshold, grows with them.
    func testRankingsAmongManySimilarTagsComputeBoundedCells() {
        var cellsPerWord: [Int: Double] = [:]
        for count in [1_000, 16_000] {
            let candidates = DidYouMean.Candidates((0..<count).map { "field\($0)" })
            let words = stride(from: 3, to: count, by: count / 250).map { "fiedl\($0 - 1)" }
            var cells = 0
            for word in words {
                let ranked = DidYouMean.rank(word, among: candidates, limit: 3, cells: &cells)
                XCTAssertEqual(ranked.first, "field" + word.dropFirst(5), word)
            }
            cellsPerWord[count] = Double(cells) / Double(words.count)
        }
        // 169 and 267 cells a word; 647 and 2,017 when every child of a prefix was computed and
        // the lengths of the names below were not weighed.
        XCTAssertLessThanOrEqual(cellsPerWord[1_000]!, 250)
        XCTAssertLessThanOrEqual(cellsPerWord[16_000]!, 2 * cellsPerWord[1_000]!, "sixteen times the tags")
        let crowd = DidYouMean.Candidates((0..<10_000).map { "field\($0)" })
        XCTAssertEqual(DidYouMean.rank("fiedl9998", among: crowd), ["field9998", "field998", "field999"])
        XCTAssertEqual(DidYouMean.rank("fiedl41", among: crowd), ["field41", "field1", "field4"])
    }

    func testCandidatesShareTheStorageOfAListWithoutRepeats() {
        // A large form's tags are held once, by the list they are asked among.
        func storage(_ names: [String]) -> UnsafeRawPointer? {
            names.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let unique = (0..<100).map { "name\($0)" }
        XCTAssertEqual(storage(DidYouMean.Candidates(unique).names), storage(unique))
        let repeated = unique + ["name3"]
        let candidates = DidYouMean.Candidates(repeated)
        XCTAssertEqual(candidates.names, unique, "repeats dropped, order kept")
        XCTAssertNotEqual(storage(candidates.names), storage(repeated))
    }

    func testPreparingCandidatesTakesRoomForTheTrieNotForEveryScalar() throws {
        // 100,000 tags of 4–8 scalars sharing their prefixes: about 111,000 nodes among
        // 789,000 scalars. With room for a node per scalar (a table of children, the nodes and
        // their orders by length) the resident set rose by 42 MB on the way; with room for a
        // node per name, grown as needed, by 20 MB.
        let tags = (0..<100_000).map { "row\($0)" }
        var candidates: DidYouMean.Candidates?
        let rise = try XCTUnwrap(PeakResident.rise { candidates = DidYouMean.Candidates(tags) })
        XCTAssertEqual(candidates?.count, tags.count)
        XCTAssertLessThan(rise, 30_000_000, "resident set rose by \(rise) bytes")
    }
}
