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

    func testEditsOfTagsRowsAndSectionsMatchAFreshAnalysis() {
        var document = SpecDocument(text: Self.spec)
        XCTAssertGreaterThanOrEqual(document.form?.rows.count ?? 0, Analyzer.parallelRows)
        _ = Analyzer.analysis(of: document)
        let edits: [(String, String)] = [
            // A tag's type: what $on5 holds changes for the sections reading it.
            (#""tag": "on5", "rowType": "booleanSwitch""#, #""tag": "on5", "rowType": "text""#),
            (#""tag": "on5", "rowType": "text""#, #""tag": "on5", "rowType": "booleanSwitch""#),
            // A selector's options: the domain of $kind7.
            (#""tag": "kind7", "rowType": "selectorPush", "value": "a", "selectorOptions": ["a", "b"]"#,
             #""tag": "kind7", "rowType": "selectorPush", "value": "a", "selectorOptions": ["a", "c", 2]"#),
            // Renaming a tag makes its readers' tags unknown, and back.
            (#""tag": "name3""#, #""tag": "nameX""#),
            (#""tag": "nameX""#, #""tag": "name3""#),
            // A tag read as unknown comes into being, then goes.
            (#"{"tag": "name10", "#, #"{"tag": "missing2", "rowType": "text"}, {"tag": "name10", "#),
            (#"{"tag": "missing2", "rowType": "text"}, "#, ""),
            // A second row with a tag: XLForm keeps the last.
            (#"{"tag": "name12", "#, #"{"tag": "on20", "rowType": "text"}, {"tag": "name12", "#),
            // A template's tag becomes a row's.
            (#""multivaluedRowTemplate": {"tag": "item4", "rowType": "text"}"#, #""rows2": []"#),
            // A state read that closes a cycle is removed.
            ("$when\(6 % Self.sectionCount).isHidden", "$when6.value"),
            // Deleting and inserting rows and sections.
            (#"{"tag": "count8", "rowType": "stepCounter", "value": 1, "hidden": "$count8.value.foo == 1 OR $kind13 == 2"}"#, #"{"rowType": "info"}"#),
            (Self.section(2) + ",\n", ""),
            (Self.section(30) + ",\n", Self.section(30) + ",\n" + Self.section(40) + ",\n"),
            (#""sections": ["#, #""sections": [{"title": "New", "rows": [{"tag": "missing1", "rowType": "booleanCheck"}]}, "#),
            // Typing in a title and in a predicate.
            ("Name 17", "Name 17b"),
            ("$name19 == nil", "$name19 == nix"),
        ]
        for (old, new) in edits {
            document = Self.edited(document, old, new)
            IncrementalDocumentTests.assertAnalysesFollow([document])
        }
    }

    /// Versions made from the same version, analysed in turn: the facts one analysis leaves
    /// describe another version than the next one's predecessor.
    func testVersionsOfOneOriginInAnyOrderMatchAFreshAnalysis() {
        let origin = SpecDocument(text: Self.spec)
        _ = Analyzer.analysis(of: origin)
        let renamed = Self.edited(origin, #""tag": "on9""#, #""tag": "onX""#)
        let retyped = Self.edited(origin, #""tag": "kind11", "rowType": "selectorPush""#, #""tag": "kind11", "rowType": "text""#)
        IncrementalDocumentTests.assertAnalysesFollow([renamed, retyped, origin, Self.edited(retyped, "Name 1\"", "Name 1b\"")])
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
        // on5 is read by its own section and by section 5 - 7 (mod n): two sections.
        document = Self.edited(document, #""tag": "on5", "rowType": "booleanSwitch""#, #""tag": "on5", "rowType": "text""#)
        XCTAssertEqual(Analyzer.analysis(of: document).checkedSections, 2, "a tag read by two sections")
    }
}
