import FormSpecJSON
import XCTest

@testable import FormSpec

final class SupportTests: XCTestCase {
    func testDidYouMeanRanksByDistanceThenOrder() {
        XCTAssertEqual(DidYouMean.rank("titel", among: ["tag", "title", "tile"]), ["title", "tile"])
        XCTAssertEqual(
            DidYouMean.rank("ROWTYPE", among: ["rowType", "row"]), ["rowType"], "case differences rank first")
        XCTAssertEqual(DidYouMean.rank("zzzzzz", among: ["title"]), [])
        XCTAssertEqual(
            DidYouMean.rank("sel", among: ["selectorPush", "selectorTitle", "text"]),
            ["selectorPush", "selectorTitle"], "prefixes count")
        XCTAssertEqual(DidYouMean.phrase(["a", "b", "c"]), " Did you mean 'a', 'b' or 'c'?")
    }

    func testISO8601() throws {
        func date(_ s: String) throws -> ISO8601.Parsed { try ISO8601.parse(s).get() }
        XCTAssertEqual(try date("2026-11-21T09:00:00Z").date.timeIntervalSince1970, 1_795_251_600)
        XCTAssertEqual(try date("2026-11-21T10:00:00+01:00").date, try date("2026-11-21T09:00:00Z").date)
        XCTAssertEqual(
            try date("2026-11-21T09:00:00.250Z").date.timeIntervalSince1970, 1_795_251_600.25, accuracy: 0.0001)
        XCTAssertTrue(try date("2024-02-29").isDateOnly)
        XCTAssertEqual(ISO8601.parse("2023-02-29"), .failure(.outOfRange("day")))
        XCTAssertEqual(ISO8601.parse("2026-11-21T09:00"), .failure(.missingZone))
        XCTAssertEqual(ISO8601.parse("21/11/2026"), .failure(.malformed))
        XCTAssertEqual(ISO8601.parse("2026-11-21T24:00Z"), .failure(.outOfRange("hour")))
        XCTAssertEqual(ISO8601.format(try date("2026-11-21T10:00:00.5+01:00").date), "2026-11-21T09:00:00.500Z")
    }

    func testRegexSyntaxLocatesCommonMistakes() {
        XCTAssertNil(RegexSyntax.check("^(?=.*\\d)[A-Za-z]{2,4}$"))
        XCTAssertEqual(RegexSyntax.check("ab)")?.range, 2..<3)
        XCTAssertEqual(RegexSyntax.check("(ab")?.range, 0..<1)
        XCTAssertEqual(RegexSyntax.check("[ab")?.range, 0..<1)
        XCTAssertEqual(RegexSyntax.check("*a")?.range, 0..<1)
        XCTAssertEqual(RegexSyntax.check("a\\")?.range, 1..<2)
        XCTAssertEqual(RegexSyntax.check("a{2")?.range, 1..<3)
        XCTAssertNotNil(RegexSyntax.check("(?<n>a)\\k<m>"), "errors the scanner cannot place still fail")
    }

    /// The length and letter bounds only skip names the distance would reject: rankings of
    /// random words among random tags equal those of the plain definition (full distance to
    /// every name, then threshold, prefix rule, order).
    func testRankingBoundsSkipOnlyNamesBeyondTheThreshold() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdeNAME_0123é")
        func word(_ length: Int) -> String {
            String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
        }
        func reference(_ word: String, _ names: [String]) -> [String] {
            let w = Array(word.lowercased().unicodeScalars)
            guard !w.isEmpty else { return [] }
            let threshold = max(1, min(4, (w.count + 2) / 3))
            var seen = Set<String>()
            var scored: [(Int, Int, String)] = []
            for (order, name) in names.filter({ seen.insert($0).inserted }).enumerated() where name != word {
                let c = Array(name.lowercased().unicodeScalars)
                if abs(c.count - w.count) > threshold {
                    if c.count > w.count, c.starts(with: w), w.count >= 3 {
                        scored.append((threshold * 2 + 1, order, name))
                    }
                    continue
                }
                let d = DidYouMean.distance(w, c)
                if d <= threshold { scored.append((d == 0 ? 0 : d * 2, order, name)) }
            }
            return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(3).map(\.2)
        }
        var suggested = 0
        for _ in 0..<400 {
            let names = (0..<30).map { _ in word(Int.random(in: 1...9, using: &generator)) }
            let candidates = DidYouMean.Candidates(names)
            for _ in 0..<5 {
                let typo =
                    Bool.random(using: &generator)
                    ? names.randomElement(using: &generator)! + word(1) : word(Int.random(in: 1...9, using: &generator))
                let ranked = DidYouMean.rank(typo, among: candidates)
                XCTAssertEqual(ranked, reference(typo, names), "\(typo) among \(names)")
                suggested += ranked.isEmpty ? 0 : 1
            }
        }
        XCTAssertGreaterThan(suggested, 500, "the random words must exercise the ranking, not only reject")
        // Names of three letters and many lengths, so that many lie within the threshold, tie,
        // and are told apart by their order and by the lengths below a prefix.
        let few = Array("ab1")
        for _ in 0..<100 {
            let names = (0..<60).map { _ in
                String(
                    (0..<Int.random(in: 1...11, using: &generator)).map { _ in few.randomElement(using: &generator)! })
            }
            let candidates = DidYouMean.Candidates(names)
            for _ in 0..<5 {
                let typo = String(
                    (0..<Int.random(in: 1...12, using: &generator)).map { _ in few.randomElement(using: &generator)! })
                XCTAssertEqual(
                    DidYouMean.rank(typo, among: candidates), reference(typo, names), "\(typo) among \(names)")
            }
        }
        // A crowd of similar names, where many lie within the threshold and the nearest few
        // are found before the cutoff reaches it.
        let crowd = (0..<1000).map { "field\($0)" }
        let crowdCandidates = DidYouMean.Candidates(crowd)
        for typo in ["fiedl999", "field12x", "feild7", "fild42", "FIELD5", "fieldd100", "xfield3", "fi"] {
            XCTAssertEqual(DidYouMean.rank(typo, among: crowdCandidates), reference(typo, crowd), typo)
        }
    }

    /// A node of the trie costs the band around the table's diagonal, not the word's length: a
    /// values file's key of half a megabyte once took seconds to rank among a form's tags. The
    /// rankings still equal the plain distance's, long names included.
    func testRankingALongWordCostsTheBandNotItsLength() {
        let long = String(repeating: "ab", count: 500)
        let names = ["email", "password", "age", String(long.dropLast()) + "x", long + "yz", "abab"]
        let candidates = DidYouMean.Candidates(names)
        let word = Array(long.unicodeScalars)
        for cutoff in 1...4 {
            var cells = 0
            let found = candidates.trie.nearest(
                word, cutoff: cutoff, limit: names.count, skip: { _ in false }, cells: &cells
            ).map { ($0.order, $0.distance) }
            XCTAssertLessThanOrEqual(cells, candidates.trie.nodes.count * (2 * cutoff + 1), "cutoff \(cutoff)")
            let expected = names.indices.compactMap { i -> (Int32, Int)? in
                DidYouMean.distance(word, Array(names[i].unicodeScalars), cutoff: cutoff).map { (Int32(i), $0) }
            }
            XCTAssertEqual(found.map(\.0).sorted(), expected.map(\.0), "cutoff \(cutoff)")
            XCTAssertEqual(found.sorted { $0.0 < $1.0 }.map(\.1), expected.map(\.1), "cutoff \(cutoff)")
        }
        XCTAssertEqual(DidYouMean.rank(long, among: candidates), [String(long.dropLast()) + "x", long + "yz"])
        let huge = Array(String(repeating: "q", count: 500_000).unicodeScalars)
        var cells = 0
        XCTAssertTrue(candidates.trie.nearest(huge, cutoff: 4, limit: 3, skip: { _ in false }, cells: &cells).isEmpty)
        XCTAssertLessThanOrEqual(cells, candidates.trie.nodes.count * 9)
        XCTAssertEqual(DidYouMean.rank(String(repeating: "q", count: 500_000), among: candidates), [])
    }

    func testDistanceWithACutoffAgreesWithTheFullDistance() {
        let words = [
            "", "a", "ab", "ba", "abc", "acb", "kitten", "sitting", "name12", "nmae12", "name21", "kind3", "allDay",
            "alday", "ISHIDDEN", "ishiden",
        ]
        for a in words {
            for b in words {
                let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
                let full = DidYouMean.distance(x, y)
                for cutoff in 0...4 {
                    XCTAssertEqual(
                        DidYouMean.distance(x, y, cutoff: cutoff), full <= cutoff ? full : nil,
                        "\(a) / \(b) / \(cutoff)")
                }
            }
        }
        XCTAssertEqual(
            DidYouMean.distance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)), 1,
            "a transposition is one edit")
    }

    func testTagSyntax() {
        XCTAssertNil(TagSyntax.problem("allDay_2"))
        XCTAssertNil(TagSyntax.problem("_x9"))
        XCTAssertNil(TagSyntax.problem("size"), "a reserved word is read as a variable (with a warning where used)")
        XCTAssertEqual(
            TagSyntax.problem("日本"),
            "'日' is not allowed in an NSPredicate variable name (ASCII letters, digits and '_'), so `$日本` does not parse"
        )
        XCTAssertNotNil(TagSyntax.problem("café"), "the predicate lexer is ASCII-only")
        XCTAssertEqual(TagSyntax.problem("2fa"), "NSPredicate variable names cannot start with a digit")
        XCTAssertEqual(
            TagSyntax.problem("a*b"),
            "'*' is not allowed in an NSPredicate variable name (ASCII letters, digits and '_'), so `$a*b` does not parse"
        )
        XCTAssertNotNil(TagSyntax.problem(""))
        XCTAssertFalse(TagSyntax.isReferenceable(""))
        XCTAssertNotNil(TagSyntax.problem("all-day"))
        XCTAssertNotNil(TagSyntax.problem("a b"))
        XCTAssertNotNil(TagSyntax.problem("2fa"))
        XCTAssertNotNil(TagSyntax.problem("a,b"))
        XCTAssertNotNil(TagSyntax.problem("a.b"))
    }

    /// A tag is referenceable exactly when `$tag` parses to that one variable, with no rewrite
    /// finding and no lexical error.
    func testTagSyntaxAgreesWithThePredicateLexer() {
        let samples = [
            "a", "A_1", "_", "__x", "size", "first", "1", "a1", "1a", "é", "aé", "a-b", "a b", "a.b", "a,b", "a$", "a'",
            "a\tb", "ab\u{0}", "x y", "ß", "a\u{301}", "Z9_z", "a(b", "a|b", "a~b", "a@b", "a#b", "%@", "a%",
        ]
        for tag in samples {
            let parsed = XLFormPredicate.parse("$\(tag) == 1")
            let readWhole =
                parsed.rewriteFindings.isEmpty && parsed.syntaxErrors.isEmpty && parsed.references.map(\.tag) == [tag]
            XCTAssertEqual(TagSyntax.isReferenceable(tag), readWhole, tag)
            XCTAssertEqual(TagSyntax.problem(tag) == nil, readWhole, tag)
        }
    }

    func testSpecValueEquality() throws {
        func node(_ s: String) -> FormSpecJSON.JSONNode { JSONParser.parse(s).root! }
        XCTAssertTrue(SpecValueEquality.isEqual(node("1"), node("true")))
        XCTAssertTrue(SpecValueEquality.isEqual(node("1.0"), node("1")))
        XCTAssertFalse(SpecValueEquality.isEqual(node("\"1\""), node("1")))
        XCTAssertTrue(SpecValueEquality.isEqual(node(#"{"formValue": "a", "formDisplayText": "A"}"#), node("\"a\"")))
        XCTAssertFalse(SpecValueEquality.isEqual(node("\"é\""), node("\"e\u{301}\"")), "isEqual: compares code units")
    }
}
