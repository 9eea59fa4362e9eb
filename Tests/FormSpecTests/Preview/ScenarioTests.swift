import FormSpec
import FormSpecJSON
import TestSupport
import XCTest

/// Scenario files: parsing, the replay of value changes as XLForm re-evaluates them, and the
/// expectation checks.
final class ScenarioTests: PreviewTestCase {
    func run(_ scenario: String, spec: String) throws -> [ScenarioRunner.StepOutcome] {
        let parsed = try Scenario(bytes: Array(scenario.utf8))
        return ScenarioRunner.run(parsed, form: CompiledForm(SpecDocument(text: spec)))
    }

    func testTheBundledSignupScenarioPasses() throws {
        let url = TestSupport.repositoryFile("protocol/examples/signup.scenario.json")
        let scenario = try Scenario(bytes: Array(try Data(contentsOf: url)))
        XCTAssertEqual(scenario.spec, "signup.form.json")
        let specURL = url.deletingLastPathComponent().appendingPathComponent(scenario.spec)
        let form = CompiledForm(SpecDocument(name: specURL.path, bytes: Array(try Data(contentsOf: specURL))))
        let outcomes = ScenarioRunner.run(scenario, form: form)
        XCTAssertEqual(outcomes.count, 4)
        for outcome in outcomes { XCTAssertEqual(outcome.mismatches.map(\.message), [], outcome.title) }
        XCTAssertEqual(outcomes.last?.result.valid, true)
    }

    func testMismatchesSayWhatDiffersAndWhere() throws {
        let spec = rows(
            #"""
            {"tag": "on", "rowType": "booleanSwitch", "value": false},
            {"tag": "extra", "rowType": "text", "title": "Extra", "required": true, "hidden": "$on == 0"}
            """#)
        let scenario = """
            {"spec": "x.form.json", "steps": [
              {"name": "off", "expect": {"visible": ["extra"], "valid": false}},
              {"set": {"on": true}, "expect": {"hidden": ["extra"], "errors": {"extra": "Extra is required"},
                                               "formValues": {"on": false, "extra": null}, "displayText": {"nope": "x"}}}
            ]}
            """
        let outcomes = try run(scenario, spec: spec)
        XCTAssertEqual(outcomes[0].title, "step 1 'off'")
        XCTAssertEqual(
            outcomes[0].mismatches.map(\.message),
            [
                "row 'extra': expected visible, but it is hidden", "expected validation to fail, but the form is valid",
            ])
        XCTAssertEqual(
            outcomes[1].mismatches.map(\.message),
            [
                "row 'extra': expected hidden, but it shows",
                "row 'extra': expected the validation error \"Extra is required\", got \"Extra can't be empty\"",
                "formValues.on: expected false, got true",
                "no row has the tag 'nope'",
            ])
        let parsed = try Scenario(bytes: Array(scenario.utf8))
        XCTAssertEqual(
            parsed.location(outcomes[1].mismatches[0].range).line, 3, "the location of the expectation in the file")
    }

    func testXLFormReEvaluatesOnlyWhatItObserves() throws {
        // `$a.value + $b.value` only registers an observer for a: changing b leaves it stale.
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "integer", "value": 1},
            {"tag": "b", "rowType": "integer", "value": 1},
            {"tag": "sum", "rowType": "text", "hidden": "$a.value + $b.value > 5"}
            """#)
        let scenario = #"""
            {"spec": "x", "steps": [
              {"set": {"b": 10}, "expect": {"visible": ["sum"]}},
              {"set": {"a": 2}, "expect": {"hidden": ["sum"]}}
            ]}
            """#
        let outcomes = try run(scenario, spec: spec)
        XCTAssertEqual(outcomes.flatMap(\.mismatches).map(\.message), [])
        let stale = outcomes[0].result.allWarnings.filter { $0.kind == .stale }
        XCTAssertEqual(stale.count, 1)
        XCTAssertEqual(stale.first?.tag, "sum")
        XCTAssertTrue(stale.first?.message.contains("only when 'a' changes") ?? false, "\(stale)")
        XCTAssertTrue(outcomes[1].result.allWarnings.filter { $0.kind == .stale }.isEmpty, "a change of a catches up")
        XCTAssertEqual(row(preview(spec, ["b": 10]), "sum")?.hidden, true, "a freshly shown form computes it")
    }

    func testAnEvaluationErrorKeepsThePreviousStateNotTheInitialOne() throws {
        let spec = rows(
            #"""
            {"tag": "info", "rowType": "info", "value": "ab"},
            {"tag": "long", "rowType": "text", "hidden": "$info.value.length > 3"}
            """#)
        let scenario = #"""
            {"spec": "x", "steps": [
              {"set": {"info": "abcd"}, "expect": {"hidden": ["long"]}},
              {"set": {"info": 5}, "expect": {"hidden": ["long"]}}
            ]}
            """#
        let outcomes = try run(scenario, spec: spec)
        XCTAssertEqual(outcomes.flatMap(\.mismatches).map(\.message), [])
        XCTAssertTrue(
            outcomes[1].result.allWarnings.contains {
                $0.kind == .evaluation && $0.message.contains("keeps the previous state (YES)")
            })
        XCTAssertEqual(row(preview(spec, ["info": 5]), "long")?.hidden, false, "a fresh form starts visible")
    }

    func testChainsCascadeThroughIsHiddenAfterAChange() throws {
        let spec = rows(
            #"""
            {"tag": "top", "rowType": "booleanSwitch", "value": false},
            {"tag": "middle", "rowType": "text", "hidden": "$top == 1"},
            {"tag": "bottom", "rowType": "text", "hidden": "$middle.isHidden == 1"},
            {"tag": "section", "rowType": "text", "disabled": "$bottom.isHidden == 1"}
            """#)
        let scenario = #"""
            {"spec": "x", "steps": [
              {"set": {"top": true}, "expect": {"hidden": ["middle", "bottom"], "disabled": ["section"]}},
              {"set": {"top": false}, "expect": {"visible": ["middle", "bottom"], "enabled": ["section"]}}
            ]}
            """#
        let outcomes = try run(scenario, spec: spec)
        XCTAssertEqual(outcomes.flatMap(\.mismatches).map(\.message), [])
        XCTAssertTrue(outcomes.flatMap { $0.result.allWarnings }.isEmpty)
    }

    func testMultivaluedChangesInsertCopiesAndCrashesAreExpectations() throws {
        let spec = #"""
            {"sections": [{"multivaluedTag": "tags", "sectionOptions": ["canInsert"],
              "multivaluedRowTemplate": {"rowType": "text", "hidden": "$x == 1"}, "rows": []}]}
            """#
        let scenario = #"""
            {"spec": "x", "steps": [
              {"expect": {"noCrashes": true, "formValues": {"tags": []}}},
              {"set": {"tags": ["a", "b"]}, "expect": {"noCrashes": true, "formValues": {"tags": ["a", "b"]}}}
            ]}
            """#
        let outcomes = try run(scenario, spec: spec)
        XCTAssertEqual(outcomes[0].mismatches.map(\.message), [])
        XCTAssertEqual(outcomes[1].mismatches.count, 1)
        XCTAssertTrue(
            outcomes[1].mismatches[0].message.hasPrefix("expected no crash, but XLForm would crash: "),
            outcomes[1].mismatches[0].message)
    }

    func testValuesPastTheirBoundsInAScenarioPointAtTheValue() {
        let many = Array(repeating: "1", count: 10_001).joined(separator: ",")
        let before = #"{"spec": "x", "steps": [{"set": {"a": 1, "m": "#
        let text = before + "[\(many)]}}]}"
        XCTAssertThrowsError(try Scenario(bytes: Array(text.utf8))) { error in
            let error = error as? Scenario.FormatError
            XCTAssertEqual(error?.range.start, before.utf8.count, "the array, not the step's values")
            XCTAssertEqual(error?.message.hasPrefix("m: 10001 elements"), true, error?.message ?? "")
        }
    }

    func testScenarioFormatErrorsPointAtTheProblem() {
        let cases: [(String, String)] = [
            (#"{"steps": []}"#, "'spec' is required"),
            (#"{"spec": "x", "steps": [{"expect": {"visibel": ["a"]}}]}"#, "unknown expectation 'visibel'"),
            (#"{"spec": "x", "steps": [{"expect": {"visible": "a"}}]}"#, "'visible' must be an array of tags"),
            (#"{"spec": "x", "now": "soon", "steps": []}"#, "'now' must be an ISO 8601 date-time"),
            (#"{"spec": "x", "steps": [{"set": [1]}]}"#, "values must be an object"),
            (#"{"spec": "x", "steps": [], "extra": 1}"#, "unknown property 'extra'"),
            (
                #"{"spec": "x", "steps": [{"expect": {"hiddenSections": [true]}}]}"#,
                "a section is named by its title or its index"
            ),
            (#"{"spec": "x", "steps": [}"#, "not valid JSON"),
            (
                #"{"spec": "x", "steps": [{"set": {"m": [\#(Array(repeating: "1", count: 10_001).joined(separator: ","))]}}]}"#,
                "m: 10001 elements; a preview takes at most 10000"
            ),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try Scenario(bytes: Array(text.utf8)), text) { error in
                let message = (error as? Scenario.FormatError)?.message ?? ""
                XCTAssertTrue(message.contains(expected), "\(message) should contain \(expected)")
            }
        }
    }
}
