import FormSpecJSON
import TestSupport
import XCTest

@testable import FormSpec

/// The predicate rules check again only the sections an edit can change the findings of
/// (`PredicateChecks`, `DocumentFacts`): edits of a large spec that change what tags hold,
/// which rows have them and which sections exist give the findings of a fresh analysis, and
/// an edit of one row checks one section again.
final class IncrementalPredicateTests: XCTestCase {
    static let sectionCount = 36

    /// Rows reading tags of their own and of other sections: comparisons whose type depends on
    /// the row read, state reads that chain into cycles, unknown tags, an untagged row XLForm
    /// cannot register, attributes of values, a template.
    static func section(_ s: Int) -> String {
        let n = sectionCount
        return """
                {"title": "Section \(s)", "rows": [
                  {"tag": "name\(s)", "rowType": "text", "title": "Name \(s)"},
                  {"tag": "kind\(s)", "rowType": "selectorPush", "value": "a", "selectorOptions": ["a", "b"], "hidden": "$name\(s) == nil"},
                  {"tag": "on\(s)", "rowType": "booleanSwitch", "disabled": "$kind\(s) == 'c' OR $on\((s + 7) % n) == 'x'"},
                  {"tag": "when\(s)", "rowType": "dateInline", "hidden": "$on\(s) == 0 AND $when\((s + 3) % n).isHidden == 1"},
                  {"rowType": "text", "title": "Free", "hidden": "$missing\(s % 4) == 1"},
                  {"tag": "count\(s)", "rowType": "stepCounter", "value": 1, "hidden": "$count\(s).value.foo == 1 OR $kind\((s + 5) % n) == 2"}
                ]\(s % 9 == 4 ? #", "multivaluedRowTemplate": {"tag": "item\#(s)", "rowType": "text"}"# : "")}
            """
    }

    static var spec: String {
        "{\n  \"title\": \"Large\",\n  \"sections\": [\n"
            + (0..<sectionCount).map(section).joined(separator: ",\n") + "\n  ]\n}\n"
    }

    static let edited = IncrementalDocumentTests.edited

    /// `document` with the first `old` after `anchor` replaced by `new` (`old` empty: `new`
    /// inserted after `anchor`): inside one literal, the document is made as typing makes it.
    static func edited(_ document: SpecDocument, after anchor: String, _ old: String, _ new: String) -> SpecDocument {
        let bytes = document.bytes
        let text = document.text
        guard let found = text.range(of: anchor),
            let at = old.isEmpty ? found.upperBound..<found.upperBound : text[found.upperBound...].range(of: old)
        else { preconditionFailure("no \(old) after \(anchor)") }
        let start = text.utf8.distance(from: text.startIndex, to: at.lowerBound)
        let edited = Array(bytes[..<start]) + Array(new.utf8) + Array(bytes[(start + old.utf8.count)...])
        let edit = ByteEdit(range: TextRange(start, start + old.utf8.count), newLength: new.utf8.count)
        return SpecDocument(lines: LineIndex(edited), previous: document, edit: edit)
    }

    func testEditsOfTagsRowsAndSectionsMatchAFreshAnalysis() {
        var document = SpecDocument(text: Self.spec)
        XCTAssertGreaterThanOrEqual(document.form?.rows.count ?? 0, Analyzer.parallelRows)
        _ = Analyzer.analysis(of: document)
        // Inside one literal, as typing does: sections keep their content and kept findings.
        let typed: [(String, String, String)] = [
            // A tag's type: what $on5 holds changes for the sections reading it.
            (#""tag": "on5", "rowType": ""#, "booleanSwitch", "text"),
            (#""tag": "on5", "rowType": ""#, "text", "booleanSwitch"),
            // A selector's options: the domain of $kind7.
            (#""tag": "kind7", "rowType": "selectorPush", "value": "a", "selectorOptions": ["a", ""#, "b", "c"),
            // Renaming a tag makes its readers' tags unknown, and back.
            (#""tag": "name3"#, "", "X"),
            (#""tag": "name3"#, "X", ""),
            // A tag read as unknown comes into being, then goes.
            (#""Section 10""#, "name10", "missing2"),
            (#""Section 10""#, "missing2", "name10"),
            // A later row with a tag: XLForm keeps the last, a text row.
            (#""Section 25""#, "name25", "on20"),
            // A predicate comes to read a tag only a template has; the template's tag changes.
            (#""Section 7""#, "$name7 == nil", "$item4 == nil"),
            (#""multivaluedRowTemplate": {"tag": "#, "item4", "item5"),
            (#""Section 6""#, "name6", "item4"),
            // A state read that closes a cycle is removed.
            ("$when6.", "isHidden", "value"),
            // Typing in a title and in a predicate.
            ("Name 17", "", "b"),
            ("$name19 == ", "nil", "nix"),
        ]
        for (anchor, old, new) in typed {
            document = Self.edited(document, after: anchor, old, new)
            IncrementalDocumentTests.assertAnalysesFollow([document])
        }
        // Edits across tokens parse the whole text again.
        let rewritten: [(String, String)] = [
            (
                #"{"tag": "count8", "rowType": "stepCounter", "value": 1, "hidden": "$count8.value.foo == 1 OR $kind13 == 2"}"#,
                #"{"rowType": "info"}"#
            ),
            (Self.section(2) + ",\n", ""),
            (Self.section(30) + ",\n", Self.section(30) + ",\n" + Self.section(40) + ",\n"),
            (
                #""sections": ["#,
                #""sections": [{"title": "New", "rows": [{"tag": "missing1", "rowType": "booleanCheck"}]}, "#
            ),
        ]
        for (old, new) in rewritten {
            document = Self.edited(document, old, new)
            IncrementalDocumentTests.assertAnalysesFollow([document])
            // And typing after it.
            document = Self.edited(document, after: #""tag": "on11", "rowType": ""#, "booleanSwitch", "text")
            IncrementalDocumentTests.assertAnalysesFollow([document])
            document = Self.edited(document, after: #""tag": "on11", "rowType": ""#, "text", "booleanSwitch")
            IncrementalDocumentTests.assertAnalysesFollow([document])
        }
    }

    /// Versions made from the same version, analysed in turn: the facts one analysis leaves
    /// describe another version than the next one's predecessor.
    func testVersionsOfOneOriginInAnyOrderMatchAFreshAnalysis() {
        let origin = SpecDocument(text: Self.spec)
        _ = Analyzer.analysis(of: origin)
        let renamed = Self.edited(origin, #""tag": "on9""#, #""tag": "onX""#)
        let retyped = Self.edited(
            origin, #""tag": "kind11", "rowType": "selectorPush""#, #""tag": "kind11", "rowType": "text""#)
        IncrementalDocumentTests.assertAnalysesFollow([
            renamed, retyped, origin, Self.edited(retyped, "Name 1\"", "Name 1b\""),
        ])
    }

    /// A one-off analysis (`keepsWork: false`, as `formspec check`) reports what an analysis
    /// that keeps its work reports, and leaves nothing for the next one to take over.
    func testAOneOffAnalysisFindsTheSameAndKeepsNothing() {
        let once = SpecDocument(text: Self.spec)
        let oneOff = Analyzer.analysis(of: once, options: AnalysisOptions(keepsWork: false))
        XCTAssertEqual(oneOff.checkedSections, Self.sectionCount)
        let kept = Analyzer.analysis(of: SpecDocument(text: Self.spec))
        XCTAssertEqual(oneOff.diagnostics, kept.diagnostics)
        XCTAssertFalse(kept.diagnostics.isEmpty)
        let form = once.form!
        XCTAssertNil(form.lineage.take(), "no document facts")
        XCTAssertFalse(form.sections.contains { $0.content.keepsFindings })
        XCTAssertFalse(form.allRows.contains { $0.content.keepsFindings })
        // Nothing was kept: the next analysis of the same version checks every section again.
        XCTAssertEqual(Analyzer.analysis(of: once).checkedSections, Self.sectionCount)
        XCTAssertEqual(Analyzer.analysis(of: once).checkedSections, 0)
    }

    /// A finished analysis lets go of the rows by tag it shares with the document's facts, in
    /// each of its contexts (`TaggedRows.release`): the next version's analysis then changes
    /// them in place instead of copying every tag. A one-off analysis keeps its own.
    func testAFinishedAnalysisHoldsNoRowsByTag() {
        let document = SpecDocument(text: Self.spec)
        let kept = Analyzer.analysis(of: document)
        XCTAssertEqual(kept.built.count, 2, "the structure and the predicate rules on two threads")
        XCTAssertEqual(kept.built.map(\.rowsByTag.count), [0, 0])
        // Nor does it hold the text, which the next edit then changes in place.
        XCTAssertEqual(kept.built.map(\.document.bytes.count), [0, 0])
        XCTAssertTrue(kept.built.allSatisfy { $0.form === document.form })
        let oneOff = Analyzer.analysis(of: document, options: AnalysisOptions(keepsWork: false))
        XCTAssertEqual(oneOff.built.first?.rowsByTag.count, 5 * Self.sectionCount, "the tagged rows, templates aside")
        let next = Self.edited(document, after: #"{"tag": "name17"#, "", "b")
        XCTAssertEqual(
            Analyzer.analysis(of: next).diagnostics, Analyzer.analysis(of: SpecDocument(text: next.text)).diagnostics)
    }

    /// The next version parses from a previous version that let go of its text
    /// (`SpecDocument.withoutText`): the tree and the model are all the parse reads.
    func testTheNextVersionParsesFromAPreviousVersionWithoutText() {
        let document = SpecDocument(text: Self.spec)
        _ = Analyzer.analysis(of: document)
        let textless = document.withoutText
        XCTAssertTrue(textless.bytes.isEmpty)
        XCTAssertTrue(textless.form === document.form)
        let text = document.text
        for (old, new) in [("Name 17", "Name 17b"), ("$count19", "$count19x"), ("\"on5\"", "\"on5b\"")] {
            let start = text.utf8.distance(from: text.startIndex, to: text.range(of: old)!.lowerBound)
            let bytes = document.bytes
            let edited = Array(bytes[..<start]) + Array(new.utf8) + Array(bytes[(start + old.utf8.count)...])
            let edit = ByteEdit(range: TextRange(start, start + old.utf8.count), newLength: new.utf8.count)
            let next = SpecDocument(lines: LineIndex(edited), previous: textless, edit: edit)
            let fresh = SpecDocument(bytes: edited)
            XCTAssertEqual(next.bytes, edited)
            XCTAssertEqual(Analyzer.analysis(of: next).diagnostics, Analyzer.analyze(fresh), new)
            XCTAssertEqual(next.form?.rowCount, fresh.form?.rowCount)
        }
    }

    /// Checking every section again would give the same findings, only slower: the number of
    /// sections checked again follows the edit.
    func testAnEditChecksAgainOnlyTheSectionsItCanChange() {
        var document = SpecDocument(text: Self.spec)
        XCTAssertEqual(Analyzer.analysis(of: document).checkedSections, Self.sectionCount)
        XCTAssertEqual(Analyzer.analysis(of: document).checkedSections, 0, "nothing changed")
        document = Self.edited(document, "Name 17", "Name 17b")
        XCTAssertEqual(Analyzer.analysis(of: document).checkedSections, 1, "a title of one section")
        document = Self.edited(document, "$count19.value.foo", "$count19.value.fox")
        XCTAssertEqual(Analyzer.analysis(of: document).checkedSections, 1, "a predicate no other section reads")
        // kind19 is read by its own section and by section 14 ((14 + 5) mod n).
        document = Self.edited(document, "$name19 == nil", "$name19 == nix")
        XCTAssertEqual(Analyzer.analysis(of: document).checkedSections, 2, "a predicate of a row another section reads")
        // on5 is read by its own section and by section 5 - 7 (mod n): two sections. The edit
        // stays inside the literal, as typing does (else the whole text is parsed again).
        document = Self.edited(document, after: #""tag": "on5", "rowType": ""#, "booleanSwitch", "text")
        XCTAssertEqual(Analyzer.analysis(of: document).checkedSections, 2, "a tag read by two sections")
    }

    /// The form's list of tags (for suggestions for unknown tags) is made once for the versions
    /// whose rows have the same tags in the same order (`KeptTagList`): a keystroke that changes
    /// no tag does not walk every row for it, and the suggestions find their list by its
    /// storage. An edit of a tag makes it anew.
    func testTheListOfTagsIsKeptUntilATagChanges() {
        func tags(_ analysis: Analysis) -> [String] { analysis.built.last!.predicates.referenceableTags }
        func storage(_ tags: [String]) -> UnsafePointer<String>? { tags.withUnsafeBufferPointer { $0.baseAddress } }
        var document = SpecDocument(text: Self.spec)
        let first = tags(Analyzer.analysis(of: document))
        XCTAssertTrue(first.contains("name17"))
        document = Self.edited(document, "Name 17", "Name 17b")
        let afterTitle = tags(Analyzer.analysis(of: document))
        XCTAssertEqual(storage(afterTitle), storage(first), "a title changes no tag")
        document = Self.edited(document, "$count19.value.foo", "$count19x.value.foo")
        let afterPredicate = tags(Analyzer.analysis(of: document))
        XCTAssertEqual(storage(afterPredicate), storage(first), "a predicate changes no tag")
        document = Self.edited(document, after: #"{"tag": "name17"#, "", "b")
        let analysis = Analyzer.analysis(of: document)
        let afterTag = tags(analysis)
        XCTAssertNotEqual(storage(afterTag), storage(first))
        XCTAssertEqual(afterTag, PredicateSites.referenceableTags(of: document.form))
        XCTAssertTrue(afterTag.contains("name17b"))
        XCTAssertFalse(afterTag.contains("name17"))
        XCTAssertEqual(analysis.diagnostics, Analyzer.analysis(of: SpecDocument(text: document.text)).diagnostics)
        XCTAssertTrue(
            analysis.diagnostics.contains { $0.code == .unknownTag && $0.message.contains("$count19x") },
            "the new unknown tag is reported with suggestions from the new list")
    }

    /// The list prepared when the document opened and the list the analyses then keep are equal
    /// but not the same storage: the suggestions adopt the list they are asked with, so that
    /// later analyses find it without comparing every tag.
    func testSuggestionsAdoptTheStorageOfTheListTheyAreAskedWith() {
        let suggestions = TagSuggestions(lists: 2)
        let prepared = (0..<100).map { "field\($0)" }
        suggestions.prepare(among: prepared)
        XCTAssertTrue(suggestions.keepsStorage(of: prepared))
        let asked = prepared.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        XCTAssertEqual(asked, prepared)
        XCTAssertFalse(suggestions.keepsStorage(of: asked), "other storage")
        XCTAssertEqual(suggestions.ranking(among: asked).rank("fild7").names.first, "field7")
        XCTAssertTrue(suggestions.keepsStorage(of: asked))
        XCTAssertTrue(suggestions.isPrepared(among: asked), "the prepared candidates are kept with it")
    }
}
