import FormSpecJSON
import Foundation
import XCTest

@testable import FormSpec

/// A row descriptor for tests: `value`, `isHidden`, `tag`, and a key that fails.
final class TestRow: KeyValueObject, @unchecked Sendable {
    var value: RuntimeValue?
    var hidden: Bool
    let tag: String
    init(_ tag: String, value: RuntimeValue?, hidden: Bool = false) {
        self.tag = tag
        self.value = value
        self.hidden = hidden
    }

    var className: String { "XLFormRowDescriptor" }

    func value(forKey key: String) throws(EvaluationError) -> RuntimeValue? {
        switch key {
        case "value": return value
        case "isHidden": return .bool(hidden)
        case "tag": return .string(tag)
        case "isDisabled": throw EvaluationError(.cycle, "isDisabled of '\(tag)' depends on itself")
        default: throw .unknownKey(key, on: className)
        }
    }
}

final class PredicateEvaluatorTests: XCTestCase {
    func testNumbersBooleansAndStrings() throws {
        XCTAssertTrue(try evaluate("$sw == 1 AND $sw == YES AND $sw == TRUE", ["sw": .bool(true)]))
        XCTAssertFalse(try evaluate("$sw == 1", ["sw": .bool(false)]))
        XCTAssertFalse(try evaluate("$t == 1", ["t": .string("1")]))
        XCTAssertTrue(try evaluate("$t != 1", ["t": .string("1")]))
        XCTAssertEqual(evaluationError("$t > 18", ["t": .string("21")])?.kind, .typeMismatch)
        XCTAssertTrue(try evaluate("$n > 18 AND $n < 18.5", ["n": .integer(18) + 0.25]))
        XCTAssertTrue(try evaluate("'b' > 'a' AND 'B' < 'b' AND 'b' >[c] 'A'"))
    }

    func testDecimalNumbers() throws {
        let d = RuntimeValue.decimal(Decimal(string: "18.5")!)
        XCTAssertTrue(try evaluate("$d == 18.5 AND $d > 18 AND $d < 19", ["d": d]))
        XCTAssertTrue(try evaluate("$d + 1 == 19.5 AND $d * 2 == 37", ["d": d]))
        XCTAssertTrue(try evaluate("$d IN {18.5, 20}", ["d": d]))
        let nan = RuntimeValue.decimal(.nan)
        XCTAssertTrue(try evaluate("$n == $n", ["n": nan]), "NaN equals NaN (CFNumberCompare)")
        XCTAssertFalse(try evaluate("$n == 0", ["n": nan]))
        XCTAssertFalse(try evaluate("$n > 0", ["n": nan]), "NaN sorts below positive numbers")
        XCTAssertTrue(try evaluate("$n > -1", ["n": nan]), "and above negative ones")
        XCTAssertEqual(evaluationError("$d / 0 > 1", ["d": d])?.kind, .arithmetic)
    }

    func testDates() throws {
        let clock = Date(timeIntervalSinceReferenceDate: 1000)
        let evaluator = PredicateEvaluator(now: { clock })
        let past = RuntimeValue.date(Date(timeIntervalSinceReferenceDate: 10))
        XCTAssertTrue(try evaluate("$d < now() AND $d > CAST(0, 'NSDate')", ["d": past], evaluator: evaluator))
        XCTAssertTrue(try evaluate("now() == CAST(1000, 'NSDate')", evaluator: evaluator))
        XCTAssertTrue(try evaluate("CAST(now(), 'NSNumber') == 1000", evaluator: evaluator))
        XCTAssertTrue(try evaluate("$d BETWEEN {CAST(0, 'NSDate'), now()}", ["d": past], evaluator: evaluator))
        XCTAssertEqual(evaluationError("$d > 5", ["d": past])?.kind, .typeMismatch)
        XCTAssertFalse(try evaluate("$d == 10", ["d": past]), "a date never equals a number")
    }

    func testOptionObjects() throws {
        let us = RuntimeValue.option(FormOption(formValue: .string("US"), displayText: "United States"))
        let usAgain = RuntimeValue.option(FormOption(formValue: .string("US"), displayText: "USA"))
        XCTAssertFalse(try evaluate("$c == 'US'", ["c": us]), "an option object is not its formValue")
        XCTAssertTrue(try evaluate("$c.formValue == 'US' AND $c.formDisplayText BEGINSWITH 'United'", ["c": us]))
        XCTAssertTrue(try evaluate("$c == $d AND $c IN $all", ["c": us, "d": usAgain, "all": .array([usAgain])]))
        XCTAssertTrue(try evaluate("ANY $m.formValue == 'US'", ["m": .array([us])]))
    }

    func testRowObjectsThroughKeyValueCoding() throws {
        let row = TestRow("a", value: .integer(3), hidden: true)
        let other = TestRow("b", value: nil)
        let vars: [String: RuntimeValue] = ["a": .object(row), "b": .object(other)]
        XCTAssertTrue(try evaluate("$a.value == 3 AND $a.isHidden == YES AND $b.value == nil", vars))
        XCTAssertTrue(try evaluate("SELF.value > 2 AND SELF.tag == 'a'", object: .object(row), vars))
        XCTAssertTrue(try evaluate("$a == $a AND $a != $b", vars), "rows compare by identity")
        XCTAssertEqual(evaluationError("$a.title == 'x'", vars)?.kind, .unknownKey)
        let cycle = evaluationError("$a.isDisabled == NO", vars)
        XCTAssertEqual(cycle?.kind, .cycle)
        XCTAssertEqual(cycle?.range, TextRange(0, 13))
    }

    func testNilAndNull() throws {
        XCTAssertTrue(try evaluate("$a == nil AND $b == nil AND $a == $b", ["a": .null, "b": .null]))
        XCTAssertFalse(try evaluate("$a < 1 OR $a > 1 OR $a <= 1 OR $a >= 1", ["a": .null]))
        XCTAssertFalse(try evaluate("SELF CONTAINS 'x' OR SELF BEGINSWITH 'x' OR SELF LIKE '*' OR SELF MATCHES '.*'"))
        XCTAssertTrue(try evaluate("SELF.anything.at.every == nil"))
    }

    func testErrorsCarryTheirRange() {
        let e = evaluationError("$a == 1 AND $missing > 2", ["a": .integer(1)])
        XCTAssertEqual(e?.kind, .unknownVariable)
        XCTAssertEqual(e?.message, "Can't get value for 'missing' in bindings")
        XCTAssertEqual(e?.range, TextRange(12, 20))
        let contains = evaluationError("$n CONTAINS 'x'", ["n": .integer(5)])
        XCTAssertEqual(
            contains?.message, "Can't do a substring operation with something that isn't a string (lhs = 5 rhs = x)")
        XCTAssertEqual(
            evaluationError("$a[3] == 1", ["a": .array([.integer(1)])])?.message, "index 3 beyond bounds [0 .. 0]")
        XCTAssertEqual(evaluationError("ANY $a == 1", ["a": .string("x")])?.kind, .typeMismatch)
        XCTAssertEqual(evaluationError("$a UTI-EQUALS 'public.text'", ["a": .string("x")])?.kind, .unsupported)
        XCTAssertEqual(evaluationError("FUNCTION(SELF, 'length') == 1", object: .string("x"))?.kind, .unsupported)
    }

    func testStringOperatorsWithUnicode() throws {
        let s: [String: RuntimeValue] = ["s": .string("ÉCOLE 👍 日本")]
        XCTAssertTrue(try evaluate("$s CONTAINS[c] 'école' AND $s CONTAINS '👍' AND $s ENDSWITH '日本'", s))
        XCTAssertFalse(try evaluate("$s CONTAINS[c] 'ecole'", s))
        XCTAssertTrue(try evaluate("$s CONTAINS[cd] 'ecole'", s))
        XCTAssertTrue(try evaluate("$s LIKE 'ÉCOLE ? ??'", s), "? is one character: the emoji, then each CJK character")
        XCTAssertTrue(try evaluate("$s MATCHES '.{5} . ..'", s))
        XCTAssertTrue(try evaluate("'a*b' LIKE 'a\\\\*b' AND NOT ('axb' LIKE 'a\\\\*b')"))
        XCTAssertFalse(try evaluate("'abc' CONTAINS '' OR 'abc' BEGINSWITH '' OR '' IN 'abc'"))
    }

    func testCollectionsAndFunctions() throws {
        let a: [String: RuntimeValue] = ["a": .array([.integer(1), .integer(2), .integer(3)])]
        XCTAssertTrue(try evaluate("$a.@count == 3 AND $a.@sum == 6 AND $a.@avg == 2 AND $a.@max == 3", a))
        XCTAssertTrue(try evaluate("count($a) == 3 AND sum($a) == 6 AND median($a) == 2 AND mode({1, 1, 2}) == {1}", a))
        XCTAssertTrue(try evaluate("$a[FIRST] == 1 AND $a[LAST] == 3 AND $a[SIZE] == 3 AND $a[1] == 2", a))
        XCTAssertTrue(try evaluate("SUBQUERY($a, $x, $x >= 2).@count == 2", a))
        XCTAssertTrue(try evaluate("ALL $a BETWEEN {1, 3} AND NONE $a > 3", a))
        XCTAssertTrue(
            try evaluate(
                "abs(-2) == 2 AND trunc(2.9) == 2 AND floor(-0.5) == -1 AND ceiling(0.2) == 1 AND sqrt(9) == 3"))
        XCTAssertTrue(try evaluate("uppercase('é') == 'É' AND lowercase('ÀB') == 'àb'"))
        XCTAssertTrue(
            try evaluate("bitwiseAnd:with:(6, 3) == 2 AND leftshift:by:(1, 4) == 16 AND onesComplement(0) == -1"))
        XCTAssertTrue(
            try evaluate("raise:toPower:(2, 10) == 1024 AND divide:by:(1, 4) == 0.25 AND from:subtract:(5, 7) == -2"))
        let fixed = PredicateEvaluator(random: { 0.35 })
        XCTAssertTrue(
            try evaluate("randomn(10) == 3 AND random() == 0.35 AND random:({7, 8, 9}) == 8", evaluator: fixed))
        XCTAssertEqual(evaluationError("sum(1, 2) == 3")?.message, "'sum' takes 1 argument, not 2")
    }

    func testRememberedRegexAnswersTellCanonicallyEquivalentTextsApart() throws {
        let engine = RegexEngine()
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        // ICU counts code points: four in one spelling, five in the other.
        XCTAssertTrue(try engine.wholeMatch(composed, pattern: ".{0,4}"))
        XCTAssertFalse(try engine.wholeMatch(decomposed, pattern: ".{0,4}"))
        XCTAssertTrue(try engine.wholeMatch(composed, pattern: ".{0,4}"))
        // Equivalent patterns are compiled apart too.
        XCTAssertTrue(try engine.wholeMatch("e\u{301}", pattern: "e\u{301}"))
        XCTAssertFalse(try engine.wholeMatch("e\u{301}", pattern: "\u{E9}"))
        // Answers are remembered by the question's bytes: the case flag and where the pattern ends count.
        XCTAssertTrue(try engine.wholeMatch("A", pattern: "a", caseInsensitive: true))
        XCTAssertFalse(try engine.wholeMatch("A", pattern: "a"))
        XCTAssertTrue(try engine.wholeMatch("bb", pattern: "b+"))
        XCTAssertFalse(try engine.wholeMatch("b", pattern: "b+b"))
    }

    func testCatastrophicRegexStopsWithinTheBudget() {
        let engine = RegexEngine(timeLimit: 0.2)
        let evaluator = PredicateEvaluator(regex: engine)
        let subject = RuntimeValue.string(String(repeating: "a", count: 40) + "c")
        let start = Date()
        XCTAssertThrowsError(try evaluate("$s MATCHES '(a+)+b'", ["s": subject], evaluator: evaluator)) { error in
            XCTAssertEqual((error as? EvaluationError)?.kind, .regexTimeout)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        // The same engine still matches ordinary input.
        XCTAssertTrue(try evaluate("$s MATCHES '(a+)+c'", ["s": subject], evaluator: evaluator))
    }
}

private func + (a: RuntimeValue, b: Double) -> RuntimeValue {
    .double(Numeric(a)!.doubleValue + b)
}
