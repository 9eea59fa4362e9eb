import FormSpec
import FormSpecJSON
import XCTest

/// `constant-predicate`: whole predicates and AND/OR parts whose result no row can change.
final class ConstantPredicateRuleTests: AnalysisTestCase {
    func testWholePredicates() {
        let spec = #"""
            {"disabled": "1 == 1", "sections": [{"hidden": "FALSEPREDICATE", "rows": [
              {"tag": "a", "rowType": "integer", "hidden": "TRUEPREDICATE", "disabled": "$a == 1 AND $a != 1"},
              {"tag": "b", "rowType": "integer", "hidden": "$a == $a", "disabled": true}
            ]}]}
            """#
        let d = findings(spec, .constantPredicate)
        XCTAssertEqual(
            d.map { text($0, in: spec) },
            [#""1 == 1""#, #""FALSEPREDICATE""#, #""TRUEPREDICATE""#, #""$a == 1 AND $a != 1""#, #""$a == $a""#])
        XCTAssertEqual(
            d.map(\.isUnnecessary), [false, true, false, true, false],
            "an always-false condition can go; an always-true one makes its owner dead")
        XCTAssertEqual(
            d.map { $0.message.components(separatedBy: ": ").last! },
            [
                "every row is always disabled", "the section is always shown; remove 'hidden'",
                "the row is never shown",
                "the row is always enabled; remove 'disabled'", "the row is never shown",
            ])
        XCTAssertTrue(d.allSatisfy { $0.severity == .hint })
    }

    func testRedundantPartsOfAndAndOr() {
        let spec = rows(
            #"{"tag": "a", "rowType": "integer", "hidden": "$a > 1 AND TRUEPREDICATE", "disabled": "$a > 1 OR (2 < 1) OR NOT ($a < 0 AND 1 == 1)"}"#
        )
        let d = findings(spec, .constantPredicate)
        XCTAssertEqual(d.map { text($0, in: spec) }, ["TRUEPREDICATE", "(2 < 1)", "1 == 1"])
        XCTAssertTrue(d.allSatisfy(\.isUnnecessary))
        XCTAssertTrue(d[1].message.contains("'(2 < 1)' is always false"), d[1].message)
    }

    func testReasonsQuoteTheComparisonAsXLFormPrintsIt() {
        let spec = rows(
            #"{"tag": "a", "rowType": "integer", "hidden": "$a == $a", "disabled": "$a != $a"}, {"tag": "b", "rowType": "integer", "hidden": "1 == 1 AND $a == 1", "disabled": "$a == 'x'"}"#
        )
        let messages = findings(spec, .constantPredicate).map(\.message)
        XCTAssertEqual(messages.count, 3, "\(messages)")
        XCTAssertTrue(
            messages[0].contains("always true ('$a.value == $a.value' compares a value with itself)"), messages[0])
        XCTAssertTrue(
            messages[1].contains("always false ('$a.value != $a.value' compares a value with itself)"), messages[1])
        XCTAssertTrue(messages[2].contains("'1 == 1' is always true ('1 == 1' compares constants)"), messages[2])
    }

    func testBooleansAndRowDependentPredicatesAreNotReported() {
        let spec = rows(
            #"{"tag": "a", "rowType": "integer", "hidden": true, "disabled": false}, {"tag": "b", "rowType": "integer", "hidden": "$a > 1 AND $a < 5", "disabled": "now() > CAST(0, 'NSDate')"}"#
        )
        XCTAssertEqual(findings(spec, .constantPredicate), [])
    }
}
