import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Rename applied to the text and re-read: every reference still resolves, nothing else changed.
final class TagRenameTests: XCTestCase {
    private func renamed(_ f: NavigationFixture, to name: String, at offset: Int? = nil) throws -> String {
        let edits = try TagRename.edits(at: offset ?? f.cursor, to: name, in: f.index).get()
        return f.applying(edits)
    }

    /// Every reference names a declared tag, and the analysis finds nothing new.
    private func assertResolves(_ text: String, _ before: String, file: StaticString = #filePath, line: UInt = #line) {
        let document = SpecDocument(text: text)
        let index = TagIndex(document)
        let declared = Set(index.declarations.map(\.tag))
        let unresolved = index.references.map(\.tag).filter { !declared.contains($0) }
        let unresolvedBefore = TagIndex(SpecDocument(text: before)).references.map(\.tag).filter { tag in
            !TagIndex(SpecDocument(text: before)).declarations.contains { $0.tag == tag }
        }
        XCTAssertEqual(unresolved, unresolvedBefore, "references that lost their row", file: file, line: line)
        let codes = Analyzer.analyze(document).map(\.code)
        let codesBefore = Analyzer.analyze(SpecDocument(text: before)).map(\.code)
        XCTAssertEqual(codes, codesBefore, file: file, line: line)
    }

    func testRenameFromAReferenceChangesTheRowAndEveryReferenceOnly() throws {
        let f = NavigationFixture(
            NavigationSpecs.event.replacingOccurrences(of: "$allDay == 1 AND", with: "$all‸Day == 1 AND"))
        let result = try renamed(f, to: "wholeDay")
        XCTAssertEqual(
            result,
            NavigationSpecs.event
                .replacingOccurrences(of: #""tag": "allDay""#, with: #""tag": "wholeDay""#)
                .replacingOccurrences(of: "$allDay", with: "$wholeDay")
                .replacingOccurrences(of: #"$\u0061llDay"#, with: "$wholeDay")
                .replacingOccurrences(of: "'US$wholeDay'", with: "'US$allDay'"))
        // Not renamed: the title "All-day", the quoted 'US$allDay', the multivaluedTag.
        XCTAssertTrue(result.contains("'US$allDay'") && result.contains(#""title": "All-day""#))
        assertResolves(result, f.marked.text)
    }

    func testACleanFormStaysClean() throws {
        let f = NavigationFixture(
            #"""
            {"title": "Event", "disabled": "$locked == 1", "sections": [{"title": "When", "hidden": "$locked == 1", "rows": [
              {"tag": "allDay", "rowType": "booleanSwitch", "title": "All-day", "value": false},
              {"tag": "starts", "rowType": "dateInline", "title": "Starts", "hidden": "$all‸Day == 1"},
              {"tag": "locked", "rowType": "booleanCheck", "title": "Locked", "disabled": "$allDay.isHidden == YES"}
            ]}]}
            """#)
        XCTAssertEqual(Analyzer.analyze(f.document).map(\.code), [])
        let result = try renamed(f, to: "wholeDay")
        let document = SpecDocument(text: result)
        XCTAssertEqual(Analyzer.analyze(document).map(\.code), [])
        let index = TagIndex(document)
        XCTAssertTrue(index.references.allSatisfy { index.boundDeclaration(of: $0.tag) != nil })
        XCTAssertEqual(index.references(to: "wholeDay").count, 2)
    }

    func testRenameFromTheDeclarationAndPrepareGivesTheName() throws {
        let f = NavigationFixture(
            NavigationSpecs.event.replacingOccurrences(of: #""tag": "locked""#, with: #""tag": "lo‸cked""#))
        let target = try TagRename.prepare(at: f.cursor, in: f.index).get()
        XCTAssertEqual(target.tag, "locked")
        XCTAssertEqual(f.text(target.range), "locked")
        let result = try renamed(f, to: "frozen")
        XCTAssertEqual(result.components(separatedBy: "$frozen").count - 1, 2)
        XCTAssertFalse(result.contains("locked\""))
        assertResolves(result, f.marked.text)
        // From a reference, prepare gives the name under the cursor, not the declaration's.
        let reference = try TagRename.prepare(at: f.index.references[0].range.start, in: f.index).get()
        XCTAssertEqual(reference.range, f.index.references[0].nameRange)
    }

    func testNamesWrittenWithEscapesAreReplacedWhole() throws {
        let f = NavigationFixture(
            #"{"title": "👍", "sections": [{"rows": [{"tag": "\u0061‸", "rowType": "text"}, {"tag": "b", "rowType": "text", "hidden": "$\u0061 == \"x\""}]}]}"#
        )
        let result = try renamed(f, to: "a2")
        XCTAssertEqual(
            result,
            #"{"title": "👍", "sections": [{"rows": [{"tag": "a2", "rowType": "text"}, {"tag": "b", "rowType": "text", "hidden": "$a2 == \"x\""}]}]}"#
        )
    }

    func testDuplicateTagsRenameOneRowAndTheReferencesFollowIt() throws {
        let text =
            #"{"sections": [{"rows": [{"tag": "a", "rowType": "text"}, {"tag": "a", "rowType": "email"}, {"tag": "c", "rowType": "text", "hidden": "$a == nil"}]}]}"#
        // From the reference: the bound (last) row.
        let fromReference = NavigationFixture(text.replacingOccurrences(of: "$a", with: "$‸a"))
        XCTAssertEqual(
            try renamed(fromReference, to: "mail"),
            #"{"sections": [{"rows": [{"tag": "a", "rowType": "text"}, {"tag": "mail", "rowType": "email"}, {"tag": "c", "rowType": "text", "hidden": "$mail == nil"}]}]}"#
        )
        // From the first declaration: that row.
        let fromFirst = NavigationFixture(
            text.replacingOccurrences(
                of: #"{"tag": "a", "rowType": "text"}"#, with: #"{"tag": "‸a", "rowType": "text"}"#))
        let result = try renamed(fromFirst, to: "name")
        XCTAssertEqual(
            result,
            #"{"sections": [{"rows": [{"tag": "name", "rowType": "text"}, {"tag": "a", "rowType": "email"}, {"tag": "c", "rowType": "text", "hidden": "$name == nil"}]}]}"#
        )
        XCTAssertFalse(Analyzer.analyze(SpecDocument(text: result)).contains { $0.code == .duplicateTag })
    }

    func testRefusals() {
        let f = NavigationFixture(
            #"{"title": "T‸", "sections": [{"rows": [{"tag": "a‸", "rowType": "text"}, {"tag": "b", "rowType": "text", "hidden": "$a == 1 OR $gh‸ost == 2"}]}]}"#
        )
        let (title, tag, ghost) = (f.cursors[0], f.cursors[1], f.cursors[2])
        func refusal(_ offset: Int, _ name: String) -> String? {
            if case .failure(let r) = TagRename.edits(at: offset, to: name, in: f.index) { return r.message }
            return nil
        }
        XCTAssertTrue(refusal(title, "x")?.hasPrefix("Only tags can be renamed") ?? false)
        XCTAssertTrue(refusal(ghost, "x")?.contains("No row has the tag 'ghost'") ?? false)
        XCTAssertEqual(refusal(tag, "b"), "'b' is already the tag of row 2 of section 1; tags must be unique")
        XCTAssertEqual(
            refusal(tag, "all-day"),
            "'all-day' cannot be used as a tag: XLForm's rewrite ends the tag at '-', so `$all-day` refers to 'all'")
        XCTAssertEqual(refusal(tag, "two words")?.hasPrefix("'two words' cannot be used as a tag"), true)
        XCTAssertEqual(refusal(tag, "1st")?.contains("cannot start with a digit"), true)
        XCTAssertEqual(refusal(tag, ""), "A tag cannot be empty")
        for word in [
            "AND", "SELF", "nil", "YES", "TRUEPREDICATE", "ANY", "CONTAINS", "FIRST", "SIZE", "size", "between",
        ] {
            XCTAssertEqual(
                refusal(tag, word),
                "'\(word)' cannot be used as a tag: it is a reserved word of the predicate language, and Apple's parser may reject `$\(word)`"
            )
        }
        XCTAssertNotNil(try? TagRename.edits(at: tag, to: "sizes", in: f.index).get(), "only the words themselves")
        XCTAssertEqual(
            refusal(tag, "ghost"),
            "Predicates already refer to '$ghost', which no row declares; renaming to it would bind them to this row")
        if case .failure = TagRename.prepare(at: title, in: f.index) {
        } else {
            XCTFail("prepare at a title must be refused")
        }
        XCTAssertEqual(try TagRename.edits(at: tag, to: "a", in: f.index).get(), [])
    }

    func testUnreferenceableTagCanBeRenamedToAReferenceableOne() throws {
        let f = NavigationFixture(
            #"{"sections": [{"rows": [{"tag": "all-‸day", "rowType": "booleanSwitch"}, {"tag": "b", "rowType": "text", "hidden": "$all-day == 1"}]}]}"#
        )
        let result = try renamed(f, to: "allDay")
        // The row is renamed; `$all-day` is `$all` minus `day` for XLForm, not a reference to it.
        XCTAssertEqual(
            result,
            #"{"sections": [{"rows": [{"tag": "allDay", "rowType": "booleanSwitch"}, {"tag": "b", "rowType": "text", "hidden": "$all-day == 1"}]}]}"#
        )
        XCTAssertFalse(Analyzer.analyze(SpecDocument(text: result)).contains { $0.code == .unreferenceableTag })
    }
}
