import FormSpecJSON
import Foundation
import XCTest

@testable import FormSpec

/// Pieces of the engine checked against a reference: the fast predicate path against
/// `PredicateEvaluator`, date printing against Calendar, trimming against Foundation.
final class PreviewEngineTests: PreviewTestCase {
    /// Every comparison shape the fast path takes, over values of every kind, gives what the
    /// general evaluator gives, errors included.
    func testTheFastPathAgreesWithTheEvaluator() {
        let spec = rows(
            #"""
            {"tag": "t", "rowType": "text"}, {"tag": "n", "rowType": "integer"}, {"tag": "d", "rowType": "decimal"},
            {"tag": "b", "rowType": "booleanSwitch"}, {"tag": "w", "rowType": "datetime"},
            {"tag": "o", "rowType": "selectorPush", "selectorOptions": [{"formValue": "a", "formDisplayText": "A"}, {"formValue": 2, "formDisplayText": "Two"}]},
            {"tag": "m", "rowType": "multipleSelector", "selectorOptions": ["x", "y"]},
            {"tag": "h", "rowType": "text", "hidden": "$b == 1"}
            """#)
        let predicates = [
            "$t == 'abc'", "$t ==[c] 'ABC'", "$t != nil", "$t == nil", "$t > 'b'", "$t < 5", "$t BEGINSWITH 'a'",
            "$t CONTAINS[cd] 'É'",
            "$t LIKE 'a*'", "$t MATCHES '[a-c]+'", "$t IN {'abc', 'x'}", "$n > 3", "$n BETWEEN {1, 5}", "$n == 4.0",
            "$d >= 2.5",
            "$d == 'x'", "$b == YES", "$b == 1 AND $n < 10", "NOT ($b == 0) OR $t == 'q'", "$w > 1",
            "$o.value.formValue == 'a'",
            "$o == 'a'", "$o.value.formDisplayText ==[c] 'two'", "$m.value.@count == 2", "$m CONTAINS 'x'",
            "$h.isHidden == 1",
            "$h.isDisabled == NO", "$missing == 1", "$t.value.length > 2", "$n.value.nope == 1",
            "TRUEPREDICATE AND $t != 'z'",
            "$t.value.formValue == 'abc'", "$m.value.formValue CONTAINS 'x'", "$d.value.formValue == 2.5",
            "$o.value.formValue == 2",
            "$d < 3 OR $d > 2.49 AND $d != 2.5",
        ]
        let valueSets: [JSONValue] = [
            [:],
            ["t": "abc", "n": 4, "d": "2.5", "b": true, "w": "2026-01-01T00:00:00Z", "o": "a", "m": ["x", "y"]],
            ["t": "Éa", "n": 0, "d": "x", "b": false, "o": 2, "m": []],
        ]
        let form = CompiledForm(SpecDocument(text: spec))
        var fastCount = 0
        for values in valueSets {
            let session = PreviewSession(
                form: form, values: PreviewValues(values.objectValue!), options: PreviewOptions(now: Self.fixedNow))
            let selfRow = session.sections[0].rows[0]
            for source in predicates {
                let parsed = XLFormPredicate.parse(source)
                guard let node = parsed.predicate, parsed.isValid else { return XCTFail("\(source) does not parse") }
                guard let fast = FastPredicate.make(node) else { continue }
                fastCount += 1
                let general = Result { () throws(EvaluationError) in
                    try session.evaluator.evaluate(node, object: .object(selfRow), variables: session)
                }
                let quick = Result { () throws(EvaluationError) in try session.evaluate(fast) }
                switch (general, quick) {
                case (.success(let a), .success(let b)): XCTAssertEqual(a, b, "\(source) with \(values)")
                case (.failure(let a), .failure(let b)):
                    XCTAssertEqual(a.message, b.message, "\(source) with \(values)")
                default: XCTFail("\(source) with \(values): \(general) vs \(quick)")
                }
            }
        }
        XCTAssertEqual(fastCount, predicates.count * valueSets.count, "every shape above takes the fast path")
        XCTAssertNil(
            FastPredicate.make(XLFormPredicate.parse("lowercase($t) == 'a'").predicate!),
            "functions go to the evaluator")
        XCTAssertNil(FastPredicate.make(XLFormPredicate.parse("ANY $m.value == 'x'").predicate!), "so do ANY/ALL")
        XCTAssertNil(FastPredicate.make(XLFormPredicate.parse("SELF.title == 'x'").predicate!), "and SELF")
    }

    /// Only predicates reading another condition can re-enter an evaluation; the others skip the
    /// cycle bookkeeping.
    func testPredicatesReadingOnlyValuesCannotRecurse() {
        func mayRecurse(_ source: String) -> Bool? {
            FastPredicate.make(XLFormPredicate.parse(source).predicate!)?.mayRecurse
        }
        XCTAssertEqual(
            mayRecurse(
                "$a == 1 AND NOT ($b.value.formValue == 'x' OR $c.value.length > 2) OR $d < now() OR TRUEPREDICATE"),
            false)
        XCTAssertEqual(mayRecurse("$a == 1 OR $b.isHidden == 1"), true)
        XCTAssertEqual(mayRecurse("NOT ($a.isDisabled == 0)"), true)
        XCTAssertEqual(mayRecurse("$b == 2 AND ($c == 1 OR NOT ($a.isHidden == 1))"), true)
        XCTAssertEqual(
            mayRecurse("$a.sectionDescriptor.isHidden == 1"), false,
            "rewritten to $a.value.sectionDescriptor…, a value's key")
    }

    /// A comparison of one row's value with a constant is settled for the row's default value
    /// when the form is compiled; comparisons that need a regex, two rows, a condition or the
    /// clock are not.
    func testComparisonsWithConstantsAreSettledForDefaults() {
        let spec = rows(
            #"""
            {"tag": "t", "rowType": "text", "value": "abc"}, {"tag": "n", "rowType": "integer", "value": 4},
            {"tag": "o", "rowType": "selectorPush", "value": "a", "selectorOptions": [{"formValue": "a", "formDisplayText": "A"}]},
            {"tag": "w", "rowType": "datetime"},
            {"tag": "s1", "rowType": "text", "hidden": "$t == 'abc' AND $n > 3 OR NOT ($o.value.formValue == 'a')"},
            {"tag": "s2", "rowType": "text", "hidden": "'x' IN $t.value.uppercaseString OR $missing == 1"},
            {"tag": "s3", "rowType": "text", "hidden": "$t MATCHES 'a.*' OR $t LIKE 'a*' OR $t == $n OR $s1.isHidden == 1 OR $w < now()"}
            """#)
        let form = CompiledForm(SpecDocument(text: spec))
        let counts = form.sections[0].rows.suffix(3).map { $0.fastHidden?.shortcutCount }
        XCTAssertEqual(counts, [3, 1, 0])
        let session = PreviewSession(form: form, options: PreviewOptions(now: Self.fixedNow))
        XCTAssertEqual(session.sections[0].rows.suffix(3).map(\.hiddenCache.bool), [true, false, true])
    }

    /// A 4,000-term OR (the parser bounds nesting, not width) compiles into a tree as deep as
    /// the logarithm of its terms and evaluates like the general evaluator; so does an AND.
    func testVeryWidePredicatesStayShallow() {
        for (joiner, op) in [(" OR ", "=="), (" AND ", "!=")] {
            let terms = (0..<4_000).map { "$n \(op) \($0)" }.joined(separator: joiner)
            let spec = rows(
                #"{"tag": "n", "rowType": "integer", "value": 7}, {"tag": "w", "rowType": "text", "hidden": "\#(terms)"}"#
            )
            let form = CompiledForm(SpecDocument(text: spec))
            let fast = form.sections[0].rows[1].fastHidden
            XCTAssertEqual(fast?.references.count, 4_000)
            XCTAssertEqual(fast?.shortcutCount, 4_000)
            XCTAssertEqual(fast?.depth, 13, joiner)
            let node = XLFormPredicate.parse(terms).predicate!
            for value: JSONValue in [7, 3_999, 4_001] {
                let session = PreviewSession(
                    form: form, values: PreviewValues([("n", value)]), options: PreviewOptions(now: Self.fixedNow))
                let general = try? session.evaluator.evaluate(
                    node, object: .object(session.sections[0].rows[1]), variables: session)
                XCTAssertEqual(session.sections[0].rows[1].hiddenCache.bool, general, "\(joiner) with \(value)")
            }
        }
    }

    /// Tags are matched byte for byte, as `formRowWithTag:` matches them: a precomposed and a
    /// decomposed "é" name two rows.
    func testTagsThatDifferOnlyInNormalisationAreTwoRows() {
        let spec = rows(#"{"tag": "caf\u00e9", "rowType": "text"}, {"tag": "cafe\u0301", "rowType": "text"}"#)
        let values = PreviewValues([("cafe\u{301}", "decomposed"), ("caf\u{e9}", "precomposed")])
        let result = Preview.run(CompiledForm(SpecDocument(text: spec)), values: values)
        XCTAssertEqual(result.sections[0].rows.map(\.value), ["precomposed", "decomposed"])
        XCTAssertEqual(warnings(result, .unknownTag), [])
    }

    func testDatesPrintLikeCalendarDoes() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        var generator = SystemRandomNumberGenerator()
        // From 1600 on: Foundation's Gregorian calendar turns Julian before 1582, ISO 8601 does not.
        let samples: [Double] =
            [0, -1, -86_400, 951_782_400, 4_107_542_399, 1_767_225_600.5, -11_676_096_000]
            + (0..<500).map { _ in
                Double(Int64.random(in: -11_676_096_000_000...250_000_000_000_000, using: &generator)) / 1000
            }
        for seconds in samples {
            let date = Date(timeIntervalSince1970: seconds)
            let millis = Int64((seconds * 1000).rounded())
            let whole = Date(
                timeIntervalSince1970: Double(
                    millis.quotientAndRemainder(dividingBy: 1000).quotient - (millis % 1000 < 0 ? 1 : 0)))
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: whole)
            let fraction = ((millis % 1000) + 1000) % 1000
            let expected =
                String(
                    format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
                + (fraction == 0 ? "" : String(format: ".%03d", fraction)) + "Z"
            XCTAssertEqual(ISO8601.format(date), expected, "\(seconds)")
        }
    }

    func testDecimalsPrintAsFoundationPrintsThem() {
        let texts = [
            "0", "7", "-7", "10.0", "3.25", "-0.5", "1e3", "123456789012345678", "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775808", "1e30", "0.000001", "42.000",
        ]
        for text in texts {
            let d = Decimal(string: text)!
            XCTAssertEqual(RuntimeValue.decimal(d).description, d.description, text)
            XCTAssertEqual(PreviewJSON.value(.decimal(d)).doubleValue, NSDecimalNumber(decimal: d).doubleValue, text)
        }
        XCTAssertEqual(PreviewJSON.value(.decimal(Decimal(string: "12")!)), 12, "whole decimals are JSON integers")
        XCTAssertEqual(PreviewJSON.value(.decimal(.nan)), "NaN")
    }

    func testTrimmingMatchesWhitespaceCharacterSet() {
        for text in [
            "  a b\t", "\u{00A0}\u{2003}x\u{3000}", "\n a \n", "\t", "é", " 👍 ", "a\u{200B}", "\u{1680}b\u{205F}",
            "\u{2028}c",
        ] {
            XCTAssertEqual(
                RowValidation.trimmingWhitespace(text), text.trimmingCharacters(in: .whitespaces), text.debugDescription
            )
        }
    }
}
