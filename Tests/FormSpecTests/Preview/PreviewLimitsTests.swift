import FormSpec
import FormSpecJSON
import Foundation
import XCTest

/// What bounds a preview whatever its spec and values: a time budget for all its regular
/// expressions, bounds on the values, and a caller that gives up on it.
final class PreviewLimitsTests: PreviewTestCase {
    /// A subject `(a+)+b` backtracks on until the engine's limit per match stops it.
    private static let catastrophic = String(repeating: "a", count: 40) + "!"

    /// `count` rows each with a regex validator that backtracks catastrophically on its value.
    private func slowValidators(_ count: Int) -> String {
        rows(
            (0..<count).map {
                #"{"tag": "r\#($0)", "rowType": "text", "value": "\#(Self.catastrophic)", "validators": [{"type": "regex", "regex": "(a+)+b", "msg": "m"}]}"#
            }.joined(separator: ", "))
    }

    private let slowOptions = PreviewOptions(now: fixedNow, regex: RegexEngine(timeLimit: 0.05), regexBudget: 0.2)

    /// Past the budget the remaining regex validators are not evaluated, each saying so.
    func testRegexValidatorsPastTheBudgetAreReportedNotEvaluated() {
        let result = preview(slowValidators(30), options: slowOptions)
        let messages = result.allWarnings.filter { $0.kind == .regex }
        let timedOut = messages.filter { $0.message.contains("took longer than 50 ms") }
        let skipped = messages.filter { $0.message.contains("was not evaluated: the 200 ms budget") }
        XCTAssertEqual(timedOut.count + skipped.count, 30, "\(messages.map(\.message))")
        XCTAssertLessThanOrEqual(timedOut.count, 5, "the budget holds four matches of the limit")
        XCTAssertGreaterThanOrEqual(skipped.count, 25)
        for warning in skipped {
            XCTAssertEqual(warning.property, "validators[0]")
            XCTAssertTrue(warning.tag?.hasPrefix("r") ?? false, "\(warning)")
            XCTAssertFalse(warning.crashes)
        }
        XCTAssertTrue(result.valid, "a validator not evaluated lets the value pass")
    }

    /// MATCHES shares the budget: past it, the predicate raises and keeps its state.
    func testMatchesPastTheBudgetRaises() {
        let spec = rows(
            #"{"tag": "s", "rowType": "text", "value": "\#(Self.catastrophic)"}, "#
                + (0..<30).map { #"{"tag": "h\#($0)", "rowType": "text", "hidden": "$s MATCHES '(a+)+b'"}"# }
                .joined(separator: ", "))
        let result = preview(spec, options: slowOptions)
        let spent = result.allWarnings.filter {
            $0.kind == .evaluation && $0.message.contains("the 200 ms budget for regular expressions is spent")
        }
        XCTAssertGreaterThanOrEqual(spent.count, 25, "\(result.allWarnings.map(\.message))")
    }

    /// Each scenario step is a preview of its own, with a budget of its own.
    func testEachScenarioStepHasABudgetOfItsOwn() throws {
        let scenario = try Scenario(bytes: Array(#"{"spec": "x", "steps": [{}, {}]}"#.utf8))
        let form = CompiledForm(SpecDocument(text: slowValidators(6)))
        let steps = ScenarioRunner.run(scenario, form: form, options: slowOptions)
        XCTAssertEqual(steps.count, 2)
        for step in steps {
            let timedOut = step.result.allWarnings.filter { $0.message.contains("took longer than") }
            XCTAssertGreaterThanOrEqual(timedOut.count, 2, "\(step.title): \(step.result.allWarnings.map(\.message))")
        }
    }

    func testValuesPastTheirBoundsNameTheirPlace() {
        let many = JSONValue.array((0...PreviewValues.maxArrayCount).map { .integer(Int64($0)) })
        let cases: [(PreviewValues, String, String)] = [
            (PreviewValues([("phones", many)]), "phones", "10001 elements"),
            (PreviewValues([("a", 1), ("m", [["x": many]])]), "m[0].x", "10001 elements"),
            (
                PreviewValues((0..<11).map { ("t\($0)", .array(Array(repeating: 1, count: 10_000))) }), "t9[9990]",
                "more than 100000 values"
            ),
        ]
        for (values, place, message) in cases {
            let problem = values.boundsProblem
            XCTAssertEqual(problem?.place, place)
            XCTAssertEqual(problem.map { placeText($0.path) }, place, "the path is the same place")
            XCTAssertTrue(problem?.message.contains(message) ?? false, "\(problem?.message ?? "none")")
        }
        XCTAssertNil(PreviewValues([("phones", .array(Array(repeating: "x", count: 10_000)))]).boundsProblem)
    }

    /// A preview given values past their bounds applies none of them and says where.
    func testAPreviewIgnoresValuesPastTheirBounds() {
        let spec = #"""
            {"sections": [{"multivaluedTag": "phones", "sectionOptions": ["canInsert"],
              "multivaluedRowTemplate": {"rowType": "phone"}, "rows": []},
             {"rows": [{"tag": "name", "rowType": "text"}]}]}
            """#
        let result = preview(
            spec, ["name": "Ann", "phones": .array(Array(repeating: "1", count: PreviewValues.maxArrayCount + 1))])
        XCTAssertEqual(result.sections[0].rows.count, 0)
        XCTAssertEqual(row(result, "name")?.value, .null)
        XCTAssertEqual(
            result.warnings.map(\.message),
            ["phones: 10001 elements; a preview takes at most 10000 in an array; no value is applied"])
    }

    /// A cancelled preview stops at its next check, regular expressions under way included,
    /// instead of running to the end (here 12 matches of 50 ms).
    func testACancelledPreviewStopsAtItsNextCheck() {
        let form = CompiledForm(SpecDocument(text: slowValidators(12)))
        let options = PreviewOptions(now: Self.fixedNow, regex: RegexEngine(timeLimit: 0.05), regexBudget: 10)
        let asked = Counter()
        let start = Date()
        XCTAssertThrowsError(
            try Preview.run(form, options: options) { asked.increment() > 1 }, "cancelled after its first check")
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.3)
        XCTAssertGreaterThan(asked.value, 1)
        // Not cancelled, the same preview runs every validator.
        let whole = try? Preview.run(form, options: options) { false }
        XCTAssertEqual(whole?.allWarnings.filter { $0.kind == .regex }.count, 12)
    }

    private func placeText(_ path: [PreviewValues.PlaceStep]) -> String {
        path.enumerated().map { i, step in
            switch step {
            case .key(let key): i == 0 ? key : "." + key
            case .index(let index): "[\(index)]"
            }
        }.joined()
    }

    func testAPlaceIsFoundInTheTextOfTheValues() throws {
        let text = #"{"a": 1, "m": [{"y": 2}, {"x": [true, "here"]}], "m": [{"x": [false, "last"]}]}"#
        let root = try XCTUnwrap(JSONParser.parse(Array(text.utf8)).root)
        func found(_ path: [PreviewValues.PlaceStep]) -> String {
            let range = PreviewValues.node(at: path, in: root).range
            return String(decoding: Array(text.utf8)[range.start..<range.end], as: UTF8.self)
        }
        // A repeated key is read as the decoded values read it: the last one.
        XCTAssertEqual(found([.key("m"), .index(0), .key("x"), .index(1)]), #""last""#)
        XCTAssertEqual(found([.key("a")]), "1")
        // Steps the text does not have stop at the last node on the way.
        XCTAssertEqual(found([.key("m"), .index(5)]), #"[{"x": [false, "last"]}]"#)
        XCTAssertEqual(found([.key("nope")]), text)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// The count after this increment.
    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
    var value: Int { lock.withLock { count } }
}
