import FormSpecJSON
import Foundation
import XCTest

@testable import FormSpec

/// The shared parts behind the predicate rules: the facts cache, tag naming for the
/// untagged-row fix, and the strongly connected components behind cycle detection.
final class PredicateFactsTests: XCTestCase {
    func testTheCacheReturnsOneFactsObjectPerString() {
        let cache = PredicateFactsCache(limit: 16)
        let first = cache.facts(for: "$a == 1")
        XCTAssertTrue(cache.facts(for: "$a == 1") === first)
        XCTAssertFalse(cache.facts(for: "$a == 2") === first)
        XCTAssertEqual(cache.count, 2)
    }

    func testTheAnalysisTheEditorAndThePreviewReadOneParsePerText() {
        let text = "$t\(UUID().uuidString.prefix(8)) == 1"
        let document = SpecDocument(
            text:
                #"{"sections": [{"hidden": "\#(text)", "rows": [{"tag": "a", "rowType": "text", "disabled": "\#(text)"}]}]}"#
        )
        let context = AnalysisContext(document: document, catalog: .standard)
        let kept = PredicateFactsCache.shared.facts(for: text)
        XCTAssertEqual(context.predicates.sites.count, 2)
        XCTAssertTrue(context.predicates.sites.allSatisfy { $0.facts === kept }, "the analysis")
        XCTAssertTrue(PredicateSite.all(in: document.form).allSatisfy { $0.facts === kept }, "tags, tokens, hints")
        let offset = document.text.utf8.count - 10
        XCTAssertTrue(PredicateSite.at(offset, in: document)?.facts === kept, "selection ranges")
        XCTAssertEqual(
            XLFormPredicate.parsedOnce(text).tokens, XLFormPredicate.parse(text).tokens, "hover and the preview")
    }

    /// Every row keeps its predicates' facts (`KeptWork`): they hold what the rules read, not
    /// the parse (tokens, tree, offset map), which the editor's features make again.
    func testTheFactsARowKeepsHoldNoParse() throws {
        let text = "$t\(UUID().uuidString.prefix(8)) == 1 AND ($b contains[c] 'x' OR $c.hidden == 1)"
        let document = SpecDocument(
            text: #"{"sections": [{"rows": [{"tag": "a", "rowType": "text", "hidden": "\#(text)"}]}]}"#)
        _ = Analyzer.analyze(document)
        let row = try XCTUnwrap(document.form?.rows.first)
        let kept = row.content.facts(.hidden) {
            XCTFail("kept by the analysis")
            return PredicateFacts(source: "")
        }
        XCTAssertFalse(kept.comparisons.isEmpty, "the facts hold what the rules read")
        XCTAssertEqual(kept.tagTokens.count, 3)
        let held = Self.typesHeld(by: kept)
        for parse in ["ParsedPredicate", "PredicateNode", "OffsetMap", "ExpressionNode", "RewriteFinding"] {
            XCTAssertFalse(held.contains { $0.contains(parse) }, "\(parse) held by the facts: \(held.sorted())")
        }
        let site = try XCTUnwrap(PredicateSite.all(in: document.form).first)
        XCTAssertTrue(site.facts === kept)
        XCTAssertEqual(site.parsed.tokens, XLFormPredicate.parse(text).tokens, "the editor parses again")
    }

    /// The names of the types of every value reachable from `value` (classes included).
    private static func typesHeld(by value: Any, depth: Int = 0) -> Set<String> {
        var names: Set<String> = [String(describing: type(of: value))]
        guard depth < 12 else { return names }
        for child in Mirror(reflecting: value).children {
            names.formUnion(typesHeld(by: child.value, depth: depth + 1))
        }
        return names
    }

    /// Highlighting reads the facts' tokens and the tag index their `$tag` tokens: the parse's
    /// tokens and its variable tokens (a lone `$` left out), through escapes, non-ASCII tags,
    /// rewrites XLForm corrupts and broken texts.
    func testTheFactsKeepTheParsesTokens() {
        let texts = [
            "$a == 1", "$a == $a AND $b.isHidden == 0", "$ == 1", "$a-b == 1", "$é1 == 'x$y'", "'\u{E9}' == $a",
            "$a.value.length > 2 OR SELF.isHidden == 1", "$a == ", "($a == 1", "$a $b", "",
            "SUBQUERY($items, $x, $x.value == 1).@count > 0", "$a.hidden == 1 AND $b.foo == 2",
        ]
        let cache = PredicateFactsCache(limit: 64)
        for text in texts {
            let expected = XLFormPredicate.parse(text).tokens.filter { $0.kind == .variable && $0.range.length > 1 }
            XCTAssertEqual(cache.facts(for: text).tagTokens, expected.map(\.range), text)
            XCTAssertEqual(cache.facts(for: text).tokens, XLFormPredicate.parse(text).tokens, text)
        }
    }

    func testTheParseCacheIsBoundedAndAnswersAsAFreshParse() {
        let kept = "$kept\(UUID().uuidString.prefix(8)) == 1"
        for i in 0..<1_100 {
            let text = "$a\(i) == \(i) OR $b contains[c] 'x\(UUID().uuidString.prefix(8))'"
            if i % 100 == 0 {
                XCTAssertEqual(XLFormPredicate.parsedOnce(text).tokens, XLFormPredicate.parse(text).tokens)
                XCTAssertEqual(XLFormPredicate.parsedOnce(kept).references.count, 1)
            } else {
                _ = XLFormPredicate.parsedOnce(text)
            }
            XCTAssertLessThanOrEqual(XLFormPredicate.parses.count, 1_024)
        }
        XCTAssertEqual(XLFormPredicate.parsedOnce(kept).tokens, XLFormPredicate.parse(kept).tokens)
    }

    func testTheEditorReadsTheFactsARowKeepsWithItsContent() {
        let text = "$t\(UUID().uuidString.prefix(8)) == 1"
        let document = SpecDocument(
            text: #"{"sections": [{"rows": [{"tag": "a", "rowType": "text", "hidden": "\#(text)"}]}]}"#)
        let analysed = AnalysisContext(document: document, catalog: .standard).predicates.sites
        XCTAssertEqual(analysed.count, 1)
        // Kept with the row, they outlive the shared cache's generations.
        PredicateFactsCache.shared.removeAll()
        XCTAssertTrue(
            PredicateSite.all(in: document.form).first?.facts === analysed.first?.facts, "tags, tokens, hints")
        let offset = document.text.utf8.count - 10
        XCTAssertTrue(PredicateSite.at(offset, in: document)?.facts === analysed.first?.facts, "selection ranges")
        XCTAssertFalse(PredicateFactsCache.shared.facts(for: text) === analysed.first?.facts)
    }

    func testCanonicallyEquivalentSourcesHaveTheirOwnFacts() {
        // The same text to Swift's String ==, but "e\u{301}" is a byte longer, so the tag
        // after it starts a byte later.
        let cache = PredicateFactsCache(limit: 16)
        let composed = cache.facts(for: "'\u{E9}' == $a")
        let decomposed = cache.facts(for: "'e\u{301}' == $a")
        XCTAssertFalse(composed === decomposed)
        XCTAssertEqual(cache.count, 2)
    }

    func testTheCacheIsBoundedAndKeepsWhatIsStillUsed() {
        let cache = PredicateFactsCache(limit: 4)
        let kept = cache.facts(for: "$kept == 1")
        for i in 0..<100 {
            _ = cache.facts(for: "$a == \(i)")
            if i % 3 == 0 {
                XCTAssertTrue(cache.facts(for: "$kept == 1") === kept, "used in every generation, never dropped")
            }
            XCTAssertLessThanOrEqual(cache.count, 8)
        }
        XCTAssertFalse(cache.facts(for: "$a == 0") === cache.facts(for: "$a == 99"))
    }

    func testTheCacheIsSafeAcrossThreads() {
        let cache = PredicateFactsCache(limit: 64)
        let sources = (0..<200).map { "$row\($0 % 50) == \($0 % 7)" }
        let tags = Collected()
        DispatchQueue.concurrentPerform(iterations: sources.count) { i in
            tags.add(i, cache.facts(for: sources[i]).tags.map(\.tag))
        }
        XCTAssertEqual(tags.sorted, sources.indices.map { ["row\($0 % 50)"] })
        XCTAssertLessThanOrEqual(cache.count, 128)
    }

    func testFactsKeepOnlyWhatTheRulesRead() {
        let facts = PredicateFactsCache(limit: 4).facts(
            for: "$a + $b > 1 AND $a.isHidden == 0 AND $c.hidden == 1 AND SELF.isDisabled == 0")
        XCTAssertTrue(facts.isValid)
        XCTAssertEqual(facts.tags.map(\.tag), ["a", "b", "c"])
        XCTAssertEqual(facts.untrackedTags.map(\.tag), ["b"])
        XCTAssertEqual(facts.stateReads.map(\.text), ["$a.isHidden", "SELF.isDisabled"])
        XCTAssertEqual(facts.attributes.map(\.attribute), ["hidden"])
        XCTAssertEqual(facts.attributes.first?.rewriteSuggestion, "isHidden")
        XCTAssertTrue(facts.content.contains(.observesTags))
        XCTAssertEqual(
            XLFormPredicate.parse("$a + $b > 1 AND $a.isHidden == 0 AND $c.hidden == 1 AND SELF.isDisabled == 0")
                .dependencyTags, ["a", "a", "c"], "XLForm's extraction: SELF key paths are no function expressions")
        XCTAssertFalse(PredicateFactsCache(limit: 4).facts(for: "SELF.isDisabled == 0").content.contains(.observesTags))
    }

    /// The lists most predicates leave empty are held apart: a plain comparison's facts hold
    /// none of them, and answer as empty.
    func testFactsOfAPlainComparisonHoldNoRareLists() {
        let cache = PredicateFactsCache(limit: 4)
        let plain = cache.facts(for: "$kind1 == 'c'")
        XCTAssertFalse(Self.typesHeld(by: plain).contains("Rare"))
        XCTAssertTrue(plain.syntaxErrors.isEmpty && plain.stateReads.isEmpty && plain.constant == nil)
        XCTAssertEqual(plain.tagTokens, [TextRange(0, 6)])
        let twice = cache.facts(for: "$a == 1 OR $a == 2")
        XCTAssertEqual(twice.tags.count, 1)
        XCTAssertEqual(twice.tagTokens, [TextRange(0, 2), TextRange(11, 13)])
        let constant = cache.facts(for: "1 == 1 AND $a == 1")
        XCTAssertTrue(Self.typesHeld(by: constant).contains("Rare"))
        XCTAssertNotNil(constant.constant ?? constant.redundantParts.first)
    }

    /// Every row keeps its facts: a constant written alike in many predicates is one domain.
    func testPredicatesShareTheDomainsOfConstantsWrittenAlike() {
        let cache = PredicateFactsCache(limit: 16)
        func constant(_ text: String) -> ValueDomain? {
            guard case .constant(let domain)? = cache.facts(for: text).comparisons.first?.right else { return nil }
            return domain
        }
        let c = constant("$a == 'c'")
        XCTAssertNotNil(c)
        XCTAssertTrue(constant("$b == 'c'") === c)
        XCTAssertEqual(c?.values?.count, 1)
        XCTAssertFalse(constant("$a == 'd'") === c)
        XCTAssertFalse(constant("$a == \"c\"") === c, "written otherwise: its own, equal")
        XCTAssertFalse(constant("$a == '\u{E9}'") === constant("$a == 'e\u{301}'"), "compared by bytes")
        XCTAssertFalse(constant("$a > 1") === constant("$a > 1.0"))
    }

    func testComparisonsNoDocumentCanMakeWrongAreDropped() {
        let facts = PredicateFactsCache(limit: 4).facts(
            for:
                "$a == nil AND $b != NIL AND 1 == 1 AND $c.isHidden.foo == 1 AND lowercase($c) == max($f) AND $d > 1 AND $e.isHidden == nil"
        )
        XCTAssertEqual(facts.comparisons.count, 2, "only `$d > 1` and `$e.isHidden == nil` can be wrong for some row")
    }

    func testTagSuggestionsAreKeptPerListOfTags() {
        let suggestions = TagSuggestions(lists: 2)
        let tags = ["name", "email", "name", "emails"]
        XCTAssertEqual(suggestions.rank("emial", among: tags), ["email", "emails"])
        XCTAssertEqual(suggestions.rank("nmae", among: tags), ["name"])
        XCTAssertEqual(suggestions.rank("emial", among: ["mail"]), ["mail"], "another form, another ranking")
        XCTAssertEqual(suggestions.rank("emial", among: tags), ["email", "emails"])
        _ = suggestions.rank("x", among: ["a"])
        _ = suggestions.rank("x", among: ["b"])
        XCTAssertEqual(suggestions.rank("emial", among: tags), ["email", "emails"], "a dropped list is prepared again")
    }

    /// However many unknown tags an analysis ranks, the next analysis of the same tags ranks
    /// none of them again (a keystroke in a form whose predicates read 5,000 misspelt tags).
    func testRankingsSurviveUntilTheNextAnalysis() {
        let suggestions = TagSuggestions(lists: 2)
        let tags = (0..<200).map { "name\($0)" }
        let unknown = (0..<4_500).map { "zz\($0)" }
        for analysis in 0..<3 {
            let ranking = suggestions.ranking(among: tags)
            for tag in unknown { _ = ranking.rank(tag) }
            XCTAssertEqual(suggestions.rankingsMade(among: tags), unknown.count, "analysis \(analysis)")
        }
        _ = suggestions.ranking(among: tags)  // an analysis that ranks nothing
        XCTAssertEqual(suggestions.ranking(among: tags).rank("nmae12").names, ["name12", "name1", "name2"])
        XCTAssertEqual(
            suggestions.rankingsMade(among: tags), unknown.count + 1,
            "a ranking the last analysis did not use is made again: memory holds what is used")
    }

    /// A form of random six-letter tags, a quarter of its rows reading an earlier row's tag
    /// with two letters swapped. A keystroke outside the tags ranks no unknown tag again; one
    /// that changes a tag ranks again only the words that tag could be suggested for; the
    /// findings stay those of a fresh ranking.
    func testKeystrokesRankAgainOnlyWhatTheyCouldChange() {
        var seed: UInt64 = 0x5EED
        var tags: [String] = []
        var seen = Set<String>()
        while tags.count < 400 {
            let tag = String(
                (0..<6).map { _ -> Character in
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return Character(Unicode.Scalar(UInt8(97 + (seed >> 33) % 26)))
                })
            if seen.insert(tag).inserted { tags.append(tag) }
        }
        func misspelt(_ tag: String) -> String {
            var letters = Array(tag)
            letters.swapAt(1, 2)
            return String(letters)
        }
        func spec(_ tags: [String], title: String = "") -> SpecDocument {
            let rows = tags.indices.map { i in
                let reads =
                    i % 4 == 3 && misspelt(tags[i - 1]) != tags[i - 1]
                    ? #", "hidden": "$\#(misspelt(tags[i - 1])) == 1""# : ""
                return #"{"tag": "\#(tags[i])", "rowType": "text", "title": "\#(i == 0 ? title : "")"\#(reads)}"#
            }
            return SpecDocument(text: #"{"sections": [{"rows": ["# + rows.joined(separator: ",\n") + "]}]}")
        }
        func unknown(_ document: SpecDocument) -> [Diagnostic] {
            Analyzer.analyze(document).filter { $0.code == .unknownTag }
        }
        func word(_ finding: Diagnostic) -> String { finding.data?["tag"]?.stringValue ?? "" }
        func checkAgainstFreshRankings(_ findings: [Diagnostic], _ tags: [String]) {
            let candidates = DidYouMean.Candidates(tags)
            for finding in findings {
                XCTAssertEqual(finding.suggestions, DidYouMean.rank(word(finding), among: candidates), word(finding))
            }
        }
        let first = unknown(spec(tags))
        let words = first.count
        XCTAssertGreaterThan(words, 90)
        XCTAssertEqual(TagSuggestions.shared.rankingsMade(among: tags), words)
        checkAgainstFreshRankings(first, tags)

        XCTAssertEqual(unknown(spec(tags, title: "Name")).map(\.message), first.map(\.message))
        XCTAssertEqual(TagSuggestions.shared.rankingsMade(among: tags), words, "a title typed: nothing ranked again")

        var renamed = tags
        renamed[201] += "x"
        let afterRename = unknown(spec(renamed))
        checkAgainstFreshRankings(afterRename, renamed)
        let couldChange = afterRename.filter { finding in
            [tags[201], renamed[201]].contains { DidYouMean.couldSuggest($0, for: word(finding)) }
        }
        XCTAssertEqual(TagSuggestions.shared.rankingsMade(among: renamed), couldChange.count, "a tag typed")
        XCTAssertLessThan(couldChange.count, 5)
    }

    /// An editor prepares the suggestions when it opens a form, so the keystroke typing the
    /// first unknown tag ranks among candidates made before it; its findings are a fresh ranking's.
    func testPreparedSuggestionsServeTheFirstUnknownTag() {
        Analyzer.forgetKeptWork()
        defer { Analyzer.forgetKeptWork() }
        let tags = (0..<300).map { "name\($0)" }
        func spec(hidden: String) -> SpecDocument {
            let rows = tags.map { #"{"tag": "\#($0)", "rowType": "text", "hidden": "\#(hidden)"}"# }
            return SpecDocument(text: #"{"sections": [{"rows": ["# + rows.joined(separator: ",") + "]}]}")
        }
        let opened = spec(hidden: "$name1 == 1")
        XCTAssertFalse(Analyzer.analyze(opened).contains { $0.code == .unknownTag })
        XCTAssertFalse(Analyzer.hasPreparedTagSuggestions(for: opened), "an analysis prepares none unasked")
        Analyzer.prepareTagSuggestions(for: opened)
        XCTAssertTrue(TagSuggestions.shared.isPrepared(among: tags))
        XCTAssertEqual(TagSuggestions.shared.rankingsMade(among: tags), 0)

        let typed = spec(hidden: "$nme1 == 1")
        let found = Analyzer.analyze(typed).filter { $0.code == .unknownTag }
        XCTAssertEqual(found.count, tags.count)
        XCTAssertEqual(TagSuggestions.shared.rankingsMade(among: tags), 1, "ranked among the prepared entry")
        Analyzer.forgetKeptWork()
        XCTAssertEqual(Analyzer.analyze(typed).filter { $0.code == .unknownTag }, found, "as a fresh analysis")
    }

    func testTagNaming() {
        XCTAssertEqual(TagNaming.derive(title: "Phone number (home)", rowType: "phone", taken: []), "phoneNumberHome")
        XCTAssertEqual(TagNaming.derive(title: "URL", rowType: "url", taken: []), "url")
        XCTAssertEqual(TagNaming.derive(title: "iPhone model", rowType: "text", taken: []), "iPhoneModel")
        XCTAssertEqual(TagNaming.derive(title: "2FA code", rowType: "text", taken: []), "row2faCode")
        XCTAssertEqual(TagNaming.derive(title: "Café ☕️", rowType: "text", taken: []), "caf")
        XCTAssertEqual(
            TagNaming.derive(title: nil, rowType: "booleanSwitch", taken: ["booleanSwitch"]), "booleanSwitch2")
        XCTAssertEqual(
            TagNaming.derive(title: "In", rowType: "text", taken: []), "in2", "a reserved word would draw a warning")
        XCTAssertEqual(TagNaming.derive(title: "Name", rowType: "name", taken: ["name", "name2"]), "name3")
        XCTAssertEqual(TagNaming.derive(title: "", rowType: nil, taken: []), "row")
        for title in ["Phone number", "2FA", "é", "In", "a-b c"] {
            XCTAssertTrue(TagSyntax.isReferenceable(TagNaming.derive(title: title, rowType: nil, taken: [])), title)
        }
    }

    func testStronglyConnectedComponentsWithCycles() {
        let graph: [Int: [Int]] = [1: [2], 2: [3], 3: [1, 4], 4: [5], 5: [], 6: [6], 7: [8], 8: [7]]
        let components = StronglyConnected.components(of: Array(1...8), edges: { graph[$0] ?? [] }).map { Set($0) }
        XCTAssertEqual(Set(components), [[1, 2, 3], [6], [7, 8]])
        let chain = StronglyConnected.components(of: Array(0..<20_000), edges: { $0 < 19_999 ? [$0 + 1] : [] })
        XCTAssertEqual(chain.count, 0, "a long chain has no cycle and does not exhaust the stack")
    }
}

/// Results written from several threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var byIndex: [Int: [String]] = [:]

    func add(_ index: Int, _ value: [String]) {
        lock.lock()
        byIndex[index] = value
        lock.unlock()
    }

    var sorted: [[String]] { byIndex.keys.sorted().map { byIndex[$0]! } }
}
