import FormSpec
import FormSpecJSON
import XCTest

/// `predicate-cycle`: results that evaluate each other through `isHidden`, `isDisabled`, SELF
/// and the form's `disabled`.
final class PredicateCycleRuleTests: AnalysisTestCase {
    func cycles(_ spec: String) -> [Diagnostic] { findings(spec, .predicateCycle) }

    func testCycleOfOneThroughTheTagAndThroughSELF() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "text", "hidden": "$a.isHidden == 0"},
            {"tag": "b", "rowType": "text", "disabled": "SELF.isDisabled == 0"},
            {"tag": "c", "rowType": "text", "hidden": "isHidden == 1"}
            """#)
        let d = cycles(spec)
        XCTAssertEqual(
            d.map { $0.data?["cycle"]?.arrayValue?.compactMap(\.stringValue) },
            [["a.hidden", "a.hidden"], ["b.disabled", "b.disabled"], ["c.hidden", "c.hidden"]])
        XCTAssertEqual(d.map { text($0, in: spec) }, ["$a.isHidden", "SELF.isDisabled", "isHidden"])
        XCTAssertEqual(d.map(\.related.count), [1, 1, 1])
    }

    /// Rows with the same text are different rows: each identical row's cycle is its own.
    func testIdenticalRowsHaveCyclesOfTheirOwn() {
        let same = #"{"tag": "a", "rowType": "text", "disabled": "SELF.isDisabled == 0"}"#
        let spec = #"{"sections": [{"rows": [\#(same), \#(same)]}, {"rows": [\#(same)]}]}"#
        let d = cycles(spec)
        XCTAssertEqual(d.count, 3)
        XCTAssertEqual(Set(d.map(\.range.start)).count, 3, "one cycle at each row")
    }

    func testCycleOfTwoIsReportedOnceWithEveryStep() throws {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "text", "hidden": "$b.isHidden == 1"},
            {"tag": "b", "rowType": "text", "hidden": "$a.isHidden == 1"}
            """#)
        let d = try XCTUnwrap(cycles(spec).first)
        XCTAssertEqual(cycles(spec).count, 1)
        XCTAssertEqual(d.severity, .error)
        XCTAssertEqual(
            d.message,
            "row 'a': 'hidden' depends on itself: a.hidden → b.hidden → a.hidden; XLForm evaluates each step while the previous result is not cached yet, so the evaluation recurses without end and the app crashes"
        )
        XCTAssertEqual(
            d.related.map { text(Diagnostic(.predicateCycle, "", at: $0.range), in: spec) },
            ["$b.isHidden", "$a.isHidden"])
        XCTAssertEqual(d.related.map(\.message), ["a.hidden reads $b.isHidden", "b.hidden reads $a.isHidden"])
    }

    func testCycleOfThreeMixingHiddenAndDisabledAcrossSections() throws {
        let spec = #"""
            {"sections": [
              {"rows": [{"tag": "a", "rowType": "text", "hidden": "$b.isDisabled == 1 AND $z == nil"}, {"tag": "z", "rowType": "text"}]},
              {"rows": [{"tag": "b", "rowType": "text", "disabled": "$c.isHidden == 1"}]},
              {"rows": [{"tag": "c", "rowType": "text", "hidden": "$a.isHidden == 0", "disabled": "$a.isHidden == 0"}]}
            ]}
            """#
        let d = try XCTUnwrap(cycles(spec).first)
        XCTAssertEqual(cycles(spec).count, 1)
        XCTAssertEqual(
            d.data?["cycle"]?.arrayValue?.compactMap(\.stringValue), ["a.hidden", "b.disabled", "c.hidden", "a.hidden"])
        XCTAssertEqual(d.related.count, 3)
        XCTAssertEqual(text(d, in: spec), "$b.isDisabled")
    }

    func testTheFormsDisabledPredicateIsAskedByEveryIsDisabled() throws {
        let spec =
            #"{"disabled": "$lock.isDisabled == 1", "sections": [{"rows": [{"tag": "lock", "rowType": "booleanSwitch"}]}]}"#
        let d = try XCTUnwrap(cycles(spec).first)
        XCTAssertEqual(
            d.data?["cycle"]?.arrayValue?.compactMap(\.stringValue),
            ["form.disabled", "lock.disabled", "form.disabled"])
        XCTAssertEqual(d.related.last?.message, "lock.disabled first evaluates the form's disabled")
        XCTAssertTrue(d.message.hasPrefix("form: 'disabled' depends on itself"), d.message)
    }

    func testAFormDisabledByTrueNeverEvaluatesRowsDisabledPredicates() {
        let cyclic = #"""
            {"sections": [{"rows": [
              {"tag": "a", "rowType": "text", "disabled": "$b.isDisabled == 1"},
              {"tag": "b", "rowType": "text", "disabled": "$a.isDisabled == 1", "hidden": "$b.isHidden == 1"}
            ]}]}
            """#
        XCTAssertEqual(cycles(cyclic).count, 2)
        let disabledForm = cyclic.replacingOccurrences(of: #"{"sections""#, with: #"{"disabled": true, "sections""#)
        XCTAssertEqual(
            cycles(disabledForm).compactMap { $0.data?["cycle"]?.arrayValue?.first?.stringValue }, ["b.hidden"],
            "isDisabled answers YES at once; isHidden still recurses")
    }

    func testChainsUnknownTagsSectionsAndValuesAreNoCycles() {
        let spec = #"""
            {"sections": [
              {"hidden": "$a.isHidden == 1", "rows": [
                {"tag": "a", "rowType": "text", "hidden": "$b.isHidden == 1"},
                {"tag": "b", "rowType": "text", "hidden": "$c.isHidden == 1 OR $a == 'x'"},
                {"tag": "c", "rowType": "text", "hidden": "$ghost.isHidden == 1", "disabled": "$c.isHidden == 1"}
              ]}
            ]}
            """#
        XCTAssertEqual(cycles(spec), [])
    }

    func testSectionReadingItsOwnHidden() {
        let spec = #"{"sections": [{"hidden": "SELF.isHidden == 0", "rows": []}]}"#
        XCTAssertEqual(
            cycles(spec).map { $0.data?["cycle"]?.arrayValue?.compactMap(\.stringValue) },
            [["section 1.hidden", "section 1.hidden"]])
    }
}
