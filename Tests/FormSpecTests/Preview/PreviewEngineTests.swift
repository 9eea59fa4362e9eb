import FormSpecJSON
import Foundation
import XCTest

@testable import FormSpec

/// Pieces of the engine checked against a reference: the fast predicate path against
/// `PredicateEvaluator`, date printing against Calendar, trimming against Foundation.
final class PreviewEngineTests: PreviewTestCase {
    /// Every comparison shape compiled into a `RowPredicate` (its `$tag`s read by slot) gives
    /// what the general evaluator gives, errors included.
    func testCompiledPredicatesAgreeWithTheEvaluator() {
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
            "$d < 3 OR $d > 2.49 AND $d != 2.5", "$h.title == 'H'", "$h.sectionDescriptor.isHidden == NO",
            "$w < now()",
        ]
        let checked = predicates.enumerated().map { i, source in
            #"{"tag": "p\#(i)", "rowType": "text", "hidden": "\#(source.replacingOccurrences(of: "'", with: "'"))"}"#
        }
        let spec = rows(
            #"""
            {"tag": "t", "rowType": "text"}, {"tag": "n", "rowType": "integer"}, {"tag": "d", "rowType": "decimal"},
            {"tag": "b", "rowType": "booleanSwitch"}, {"tag": "w", "rowType": "datetime"},
            {"tag": "o", "rowType": "selectorPush", "selectorOptions": [{"formValue": "a", "formDisplayText": "A"}, {"formValue": 2, "formDisplayText": "Two"}]},
            {"tag": "m", "rowType": "multipleSelector", "selectorOptions": ["x", "y"]},
            {"tag": "h", "rowType": "text", "title": "H", "hidden": "$b == 1"},
            """# + checked.joined(separator: ", "))
        let valueSets: [JSONValue] = [
            [:],
            ["t": "abc", "n": 4, "d": "2.5", "b": true, "w": "2026-01-01T00:00:00Z", "o": "a", "m": ["x", "y"]],
            ["t": "Éa", "n": 0, "d": "x", "b": false, "o": 2, "m": []],
        ]
        let form = CompiledForm(SpecDocument(text: spec))
        for values in valueSets {
            let state = FormState(form, options: PreviewOptions(now: Self.fixedNow))
            state.apply(PreviewValues(values.objectValue!))
            state.show()
            for (i, source) in predicates.enumerated() {
                guard let id = state.registeredRow("p\(i)"),
                    case .predicate(let compiled) = state.rows[id].compiled.hidden
                else { return XCTFail("\(source) is no predicate") }
                if case .general = compiled.predicate { XCTFail("\(source) is not compiled") }
                let general = Result { () throws(EvaluationError) in
                    try state.evaluator.evaluate(
                        XLFormPredicate.parse(source).predicate!, object: .object(state.object(for: .row(id))),
                        variables: state)
                }
                let notes = state.rows[id].notes.map(\.message)
                switch general {
                case .success(let outcome):
                    XCTAssertEqual(state.rows[id].hidden.bool, outcome, "\(source) with \(values)")
                    XCTAssertEqual(notes, [], "\(source) with \(values)")
                case .failure(let error):
                    XCTAssertEqual(notes.count, 1, "\(source) with \(values)")
                    XCTAssertTrue(notes.first?.contains("raised: \(error.message);") ?? false, "\(source): \(notes)")
                }
            }
        }
    }

    /// Shapes the compiled form does not take go to the general evaluator whole.
    func testOtherShapesAreLeftToTheEvaluator() {
        for source in ["lowercase($t) == 'a'", "ANY $m.value == 'x'", "SELF.title == 'x'", "$a + 1 > 2 AND $t == 'x'"] {
            var tags = TagSlots()
            guard case .general = RowPredicate(XLFormPredicate.parse(source).predicate!, tags: &tags) else {
                return XCTFail("\(source) compiled")
            }
        }
    }

    /// A 4,000-term OR (the parser bounds nesting, not width) compiles into a tree as deep as
    /// the logarithm of its terms and evaluates like the general evaluator; so does an AND.
    func testVeryWidePredicatesStayShallow() {
        func depth(_ p: RowPredicate) -> Int {
            switch p {
            case .and(let a, let b), .or(let a, let b): return 1 + max(depth(a), depth(b))
            case .not(let a): return 1 + depth(a)
            default: return 1
            }
        }
        for (joiner, op) in [(" OR ", "=="), (" AND ", "!=")] {
            let terms = (0..<4_000).map { "$n \(op) \($0)" }.joined(separator: joiner)
            let spec = rows(
                #"{"tag": "n", "rowType": "integer", "value": 7}, {"tag": "w", "rowType": "text", "hidden": "\#(terms)"}"#
            )
            let form = CompiledForm(SpecDocument(text: spec))
            guard case .predicate(let compiled) = form.sections[0].rows[1].hidden else {
                return XCTFail("no predicate")
            }
            XCTAssertEqual(depth(compiled.predicate), 13, joiner)
            let node = XLFormPredicate.parse(terms).predicate!
            for value: JSONValue in [7, 3_999, 4_001] {
                let state = FormState(form, options: PreviewOptions(now: Self.fixedNow))
                state.apply(PreviewValues([("n", value)]))
                state.show()
                let general = try? state.evaluator.evaluate(
                    node, object: .object(state.object(for: .row(1))), variables: state)
                XCTAssertEqual(state.rows[1].hidden.bool, general, "\(joiner) with \(value)")
            }
        }
    }

    /// Tags are numbered byte for byte, as `NSDictionary` compares `NSString` keys.
    func testTagSlotsMatchByteForByte() {
        var tags = TagSlots()
        XCTAssertEqual(tags.slot("caf\u{e9}"), 0)
        XCTAssertEqual(tags.slot("plain"), 1)
        XCTAssertEqual(tags.slot("cafe\u{301}"), 2)
        XCTAssertEqual(tags.slot("caf\u{e9}"), 0)
        XCTAssertEqual(tags.slot(of: "cafe\u{301}"), 2)
        XCTAssertNil(tags.slot(of: "nope"))
        XCTAssertEqual(tags.count, 3)
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
