import FormSpec
import FormSpecJSON
import XCTest

/// `predicate-syntax` and `predicate-unspecified`: where the findings land in the document
/// and which of the parser's and the rewrite's findings are reported.
final class PredicateSyntaxRuleTests: AnalysisTestCase {
    func testParseErrorRangeIsExactThroughEscapesAndNonASCII() {
        // `\u00e9`, `\"` and `é` before the error: the range must still cover the ')' only.
        let spec = rows(#"{"tag": "a", "rowType": "text", "hidden": "$a == \"\u00e9t\u00e9\" OR 'é' == $a)"}"#)
        let d = findings(spec, .predicateSyntax)
        XCTAssertEqual(d.map { text($0, in: spec) }, [")"])
        XCTAssertEqual(d.first?.severity, .error)
        XCTAssertTrue(d.first?.message.hasPrefix("row 'a': 'hidden' does not parse: ") ?? false, d.first?.message ?? "")
    }

    func testExpectedTokensTravelInData() throws {
        let spec = rows(#"{"tag": "a", "rowType": "text", "disabled": "$a == 1 AND"}"#)
        let d = try XCTUnwrap(findings(spec, .predicateSyntax).first)
        XCTAssertEqual(d.message, "row 'a': 'disabled' does not parse: expected a predicate after 'AND'")
        XCTAssertEqual(d.data?["expected"]?.arrayValue?.compactMap(\.stringValue).contains("a predicate"), true)
    }

    func testRewritePitfalls() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "text", "hidden": "$a == 1 OR $"},
            {"tag": "b", "rowType": "text", "hidden": "$$b == 1"},
            {"tag": "c", "rowType": "text", "hidden": "{$a,$b} CONTAINS 1"},
            {"tag": "d", "rowType": "text", "hidden": "$all-day == 1"},
            {"tag": "e", "rowType": "text", "hidden": "$e == 'US$'"}
            """#)
        let d = findings(spec, .predicateSyntax)
        XCTAssertEqual(d.map { text($0, in: spec) }, ["$", "$$", "$a,", "$b}", "$all-day", "$'"])
        XCTAssertEqual(
            d.map { $0.data?["kind"]?.stringValue },
            [
                "emptyTag", "emptyTag", "tagSwallowsCharacters", "tagSwallowsCharacters",
                "tagSplitAtHyphen", "dollarInString",
            ])
        XCTAssertTrue(d[0].message.contains("NSRangeException"), d[0].message)
        // The corrupted tags explain everything: no parse error, reserved-word warning or
        // unknown tag is reported on top of them.
        XCTAssertEqual(findings(spec, .predicateUnspecified), [])
        XCTAssertEqual(findings(spec, .unknownTag), [])
    }

    func testAnEmptyTagCrashesBeforeParsingSoOnlyTheRewriteIsReported() {
        let spec = rows(#"{"tag": "a", "rowType": "text", "hidden": "$ == 1 AND ("}"#)
        XCTAssertEqual(
            findings(spec, .predicateSyntax).map(\.message),
            [
                "row 'a': 'hidden': '$' followed by ' ' has no tag: XLForm's rewriting raises NSRangeException and the app crashes"
            ])
    }

    func testFormatSpecifiers() {
        let spec = rows(#"{"tag": "a", "rowType": "text", "hidden": "$a == %@ OR $a == 5 %"}"#)
        XCTAssertEqual(findings(spec, .predicateSyntax).map { text($0, in: spec) }, ["%@", "%"])
    }

    func testSectionAndFormPredicatesAreChecked() {
        let spec = #"{"disabled": "$a >", "sections": [{"hidden": "NOT", "rows": [{"tag": "a", "rowType": "text"}]}]}"#
        XCTAssertEqual(
            findings(spec, .predicateSyntax).map { $0.message.components(separatedBy: " does not parse").first! },
            ["form: 'disabled'", "section 1: 'hidden'"])
    }

    func testBooleansAndValidPredicatesAreClean() {
        let spec = rows(
            #"{"tag": "a", "rowType": "booleanSwitch", "hidden": true, "disabled": false}, {"tag": "b", "rowType": "text", "hidden": "$a == 1 AND NOT ($b CONTAINS[cd] 'x')"}"#
        )
        XCTAssertEqual(findings(spec).filter { $0.code == .predicateSyntax || $0.code == .predicateUnspecified }, [])
    }

    func testParserWarningsAreUnspecifiedWarnings() {
        let spec = rows(
            #"""
            {"tag": "size", "rowType": "integer"},
            {"tag": "b", "rowType": "text", "hidden": "$size == 1 OR $b MATCHES '\\w+' OR 6 & 1 + 2 == 3 OR sum(1, 2) == 3"}
            """#)
        let d = findings(spec, .predicateUnspecified)
        XCTAssertEqual(
            d.map { $0.data?["kind"]?.stringValue },
            ["reservedWordVariable", "unknownEscape", "undocumentedPrecedence", "functionArity"])
        XCTAssertEqual(d.map { text($0, in: spec) }, ["$size", #"\\w"#, "6 & 1 + 2", "sum(1, 2)"])
        XCTAssertTrue(d.allSatisfy { $0.severity == .warning })
        XCTAssertEqual(findings(spec, .unknownTag), [], "a reserved word is still a usable tag")
    }
}
