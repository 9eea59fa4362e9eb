import FormSpec
import FormSpecJSON
import XCTest

/// The rules about what `$tag` names: `unknown-tag`, `invalid-attribute`,
/// `untracked-dependency` and `predicate-untagged-row`.
final class PredicateReferenceRuleTests: AnalysisTestCase {
    // MARK: unknown-tag

    func testUnknownTagRangeCoversTheNameThroughEscapes() {
        // `\u0024` is the `$`, `\u00e9` and `é` come before it.
        let spec = rows(
            #"{"tag": "name", "rowType": "text"}, {"tag": "b", "rowType": "text", "hidden": "'\u00e9é' == \u0024nmae OR $name == nil"}"#
        )
        let d = findings(spec, .unknownTag)
        XCTAssertEqual(d.map { text($0, in: spec) }, ["nmae"])
        XCTAssertEqual(d.first?.suggestions, ["name"])
        XCTAssertEqual(d.first?.data?["tag"]?.stringValue, "nmae")
    }

    func testSuggestionsAreRankedAndReferenceable() {
        let spec = rows(
            #"""
            {"tag": "city-name", "rowType": "text"}, {"tag": "cityName", "rowType": "text"}, {"tag": "cityNames", "rowType": "text"},
            {"tag": "x", "rowType": "text", "hidden": "$cityNam == nil"}
            """#)
        XCTAssertEqual(findings(spec, .unknownTag).first?.suggestions, ["cityName", "cityNames"])
        // The second analysis takes the ranking, its phrase and its data as the first left them.
        for _ in 0..<2 {
            let d = findings(spec, .unknownTag)
            XCTAssertTrue(
                d.first?.message.hasSuffix("previous state. Did you mean 'cityName' or 'cityNames'?") ?? false, "\(d)")
            XCTAssertEqual(d.first?.data?["suggestions"], ["cityName", "cityNames"])
        }
    }

    func testRegisteredTagsExcludeTemplatesAndEmptyTags() {
        let spec = #"""
            {"sections": [
              {"multivaluedTag": "phones", "sectionOptions": ["canInsert"], "multivaluedRowTemplate": {"tag": "phone", "rowType": "phone"}, "rows": []},
              {"rows": [{"tag": "", "rowType": "text"}, {"tag": "x", "rowType": "text", "hidden": "$phone == nil OR $x == nil"}]}
            ]}
            """#
        let d = findings(spec, .unknownTag)
        XCTAssertEqual(d.map { text($0, in: spec) }, ["phone"])
        XCTAssertTrue(d[0].message.contains("only a multivaluedRowTemplate is tagged 'phone'"), d[0].message)
    }

    func testEachUnknownTagOncePerPredicateAndNotForUnreadableNames() {
        let spec = rows(
            #"{"tag": "x", "rowType": "text", "hidden": "$zz == 1 OR $zz == 2", "disabled": "$zz == 3 OR $1a == 1"}"#)
        XCTAssertEqual(findings(spec, .unknownTag).count, 2)
        XCTAssertEqual(findings(spec, .predicateSyntax).map { text($0, in: spec) }, ["$1a"])
    }

    // MARK: invalid-attribute

    func testAttributesXLFormDoesNotKeep() {
        let spec = rows(
            #"""
            {"tag": "vat", "rowType": "text"}, {"tag": "on", "rowType": "booleanSwitch"}, {"tag": "pay", "rowType": "button"},
            {"tag": "kind", "rowType": "selectorPush", "selectorOptions": [{"formValue": 1, "formDisplayText": "One"}]},
            {"tag": "x", "rowType": "info", "hidden": "$vat.hidden == 1 OR $on.Value == 1 OR $vat.title == 'a' OR $vat.foo == 1 OR $pay.isHiden == 1"},
            {"tag": "y", "rowType": "info", "hidden": "$vat.length > 3 OR $on.intValue == 1 OR $kind.formValue == 1 OR $pay.foo == 1 OR $vat.value.length > 1"}
            """#)
        let d = findings(spec, .invalidAttribute)
        XCTAssertEqual(d.map { text($0, in: spec) }, ["hidden", "Value", "title", "foo", "isHiden"])
        XCTAssertEqual(d.map(\.suggestions), [["isHidden"], ["value"], [], [], ["isHidden"]])
        XCTAssertEqual(d.map { $0.data?["tag"]?.stringValue }, ["vat", "on", "vat", "vat", "pay"])
        XCTAssertTrue(
            d[3].message.contains("row 'vat' (text) holds a string, nil when empty, which has no key 'foo'"),
            d[3].message)
    }

    // MARK: untracked-dependency

    func testTagsXLFormDoesNotObserve() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "integer"}, {"tag": "b", "rowType": "integer"}, {"tag": "c", "rowType": "text"},
            {"tag": "x", "rowType": "info", "hidden": "$a + $b > 3", "disabled": "lowercase($c) == 'x' OR 1 IN { $a }"},
            {"tag": "y", "rowType": "info", "hidden": "$a + $b > 3 AND $b > 0", "disabled": "$nope + $a > 1"}
            """#)
        let d = findings(spec, .untrackedDependency)
        XCTAssertEqual(d.map { text($0, in: spec) }, ["$b", "$c", "$a", "$a"])
        XCTAssertEqual(d.map { $0.data?["tag"]?.stringValue }, ["b", "c", "a", "a"])
        XCTAssertTrue(d[0].message.contains("inside arithmetic"), d[0].message)
        XCTAssertTrue(d[1].message.contains("as a function argument"), d[1].message)
        XCTAssertTrue(d[2].message.contains("inside a {...} collection"), d[2].message)
        XCTAssertTrue(
            d[3].message.hasPrefix("row 'y': 'disabled'"), "an unknown tag is not also untracked: \(d[3].message)")
    }

    // MARK: predicate-untagged-row

    func testRowsXLFormRegistersWithoutATag() {
        let spec = #"""
            {"sections": [
              {"rows": [
                {"tag": "name", "rowType": "name"},
                {"rowType": "info", "title": "Name", "hidden": "$name == nil", "disabled": "$name == 'x'"},
                {"tag": "", "rowType": "info", "title": "Hint", "hidden": "lowercase($name) == 'x'"},
                {"rowType": "info", "hidden": "TRUEPREDICATE", "disabled": "SELF.title == 'x'"}
              ]},
              {"sectionOptions": ["canInsert"], "multivaluedTag": "a", "multivaluedRowTemplate": {"tag": "t", "rowType": "phone", "hidden": "$name == nil"}, "rows": []},
              {"sectionOptions": ["canInsert", "canDelete"], "multivaluedTag": "b", "rows": [{"tag": "first", "rowType": "phone", "hidden": "$name == nil"}, {"tag": "second", "rowType": "phone", "hidden": "$name == nil"}]},
              {"hidden": "$name == nil", "rows": []}
            ]}
            """#
        let d = findings(spec, .predicateUntaggedRow)
        XCTAssertEqual(
            d.map { $0.data?["reason"]?.stringValue }, ["noTag", "noTag", "emptyTag", "template", "copiedFirstRow"])
        XCTAssertEqual(
            d.map(\.suggestions), [["name2"], ["name2"], ["hint"], [], []], "one tag per row, unique and never taken")
        XCTAssertEqual(text(d[0], in: spec), #""$name == nil""#)
        XCTAssertTrue(d[2].message.contains("never re-evaluated"), d[2].message)
        XCTAssertTrue(d[4].message.contains("section 3 has no multivaluedRowTemplate"), d[4].message)
    }

    /// Rows with the same text are different rows: one suggested tag each, for both of its
    /// predicates.
    func testIdenticalUntaggedRowsGetATagEach() {
        let same = #"{"rowType": "info", "title": "Name", "hidden": "$name == nil", "disabled": "$name == 'x'"}"#
        let spec =
            #"{"sections": [{"rows": [{"tag": "name", "rowType": "name"}, \#(same), \#(same)]}, {"rows": [{"tag": "x", "rowType": "name"}, \#(same)]}]}"#
        let d = findings(spec, .predicateUntaggedRow)
        XCTAssertEqual(d.map(\.suggestions), [["name2"], ["name2"], ["name3"], ["name3"], ["name4"], ["name4"]])
    }

    func testStrayTokenBeforeASectionDoesNotTrap() {
        // Regression: a non-object element before a section (a stray token, a form feed, U+2028)
        // shifted section indices, and the untagged-row rule read past the end of `sections`.
        for stray in ["x", "@", "1", "true", "\u{0C}", "\u{2028}", "\"s\","] {
            let spec = #"{"sections": ["# + stray + #"{"rows": [{"rowType": "info", "hidden": "$a == 1"}]}]}"#
            let untagged = findings(spec, .predicateUntaggedRow)
            XCTAssertEqual(untagged.count, 1, stray)
            XCTAssertTrue(
                untagged.first?.message.hasPrefix("row 1 of section 2:") ?? false, untagged.first?.message ?? stray)
        }
    }
}
