import FormSpecJSON
import Foundation
import XCTest

@testable import FormSpec

final class RuntimeValueTests: XCTestCase {
    func testIsEqualAcrossNumberFlavours() {
        let one: [RuntimeValue] = [.integer(1), .double(1.0), .bool(true), .decimal(1)]
        for a in one {
            for b in one { XCTAssertEqual(a, b, "\(a) vs \(b)") }
        }
        XCTAssertEqual(Set(one).count, 1, "equal values hash alike")
        XCTAssertNotEqual(RuntimeValue.string("1"), .integer(1))
        XCTAssertNotEqual(RuntimeValue.bool(true), .integer(2))
        XCTAssertNotEqual(RuntimeValue.null, .integer(0))
        XCTAssertEqual(RuntimeValue.array([.integer(1), .string("x")]), .array([.double(1), .string("x")]))
        XCTAssertNotEqual(RuntimeValue.array([.integer(1)]), .array([.integer(1), .integer(1)]))
        XCTAssertEqual(RuntimeValue.dictionary(["k": .bool(false)]), .dictionary(["k": .integer(0)]))
        XCTAssertNotEqual(RuntimeValue.string("é"), .string("e\u{301}"), "NSString isEqual: is literal")
        XCTAssertEqual(
            RuntimeValue.date(Date(timeIntervalSinceReferenceDate: 5)), .date(Date(timeIntervalSinceReferenceDate: 5)))
    }

    func testCompareFollowsCFNumber() throws {
        XCTAssertEqual(try RuntimeValue.integer(2).compare(.double(2.5)), .orderedAscending)
        XCTAssertEqual(try RuntimeValue.double(-0.0).compare(.integer(0)), .orderedAscending, "-0.0 sorts before +0.0")
        XCTAssertNotEqual(RuntimeValue.double(-0.0), .double(0))
        XCTAssertEqual(try RuntimeValue.double(.nan).compare(.double(.nan)), .orderedSame)
        XCTAssertEqual(try RuntimeValue.double(.nan).compare(.integer(5)), .orderedAscending)
        XCTAssertEqual(try RuntimeValue.double(.nan).compare(.integer(-5)), .orderedDescending)
        XCTAssertEqual(try RuntimeValue.integer(Int64.max).compare(.integer(Int64.max - 1)), .orderedDescending)
        XCTAssertEqual(
            try RuntimeValue.decimal(Decimal(string: "0.1")!).compare(.decimal(Decimal(string: "0.10")!)), .orderedSame)
        XCTAssertEqual(try RuntimeValue.string("a").compare(.string("B"), options: .caseInsensitive), .orderedAscending)
        XCTAssertThrowsError(try RuntimeValue.string("1").compare(.integer(1)))
        XCTAssertThrowsError(try RuntimeValue.array([]).compare(.array([])))
    }

    func testKeyValueCodingOnValues() throws {
        XCTAssertEqual(try KeyValueCoding.value(of: .string("日本"), forKey: "length"), .integer(2))
        XCTAssertEqual(try KeyValueCoding.value(of: .string("  42abc"), forKey: "integerValue"), .integer(42))
        XCTAssertEqual(try KeyValueCoding.value(of: .string("2.5e1x"), forKey: "doubleValue"), .double(25))
        XCTAssertEqual(try KeyValueCoding.value(of: .string(" Yes"), forKey: "boolValue"), .bool(true))
        XCTAssertEqual(try KeyValueCoding.value(of: .double(2.5), forKey: "stringValue"), .string("2.5"))
        XCTAssertEqual(try KeyValueCoding.value(of: .bool(true), forKey: "description"), .string("1"))
        let people = RuntimeValue.array([.dictionary(["n": .string("a")]), .dictionary([:])])
        XCTAssertEqual(try KeyValueCoding.value(of: people, forKey: "n"), .array([.string("a"), .null]))
        XCTAssertEqual(try KeyValueCoding.value(of: people, keyPath: ["@count"]), .integer(2))
        XCTAssertEqual(try KeyValueCoding.value(of: nil, keyPath: ["a", "b"]), nil)
        XCTAssertThrowsError(try KeyValueCoding.value(of: .null, forKey: "x"))
        XCTAssertThrowsError(try KeyValueCoding.value(of: .integer(1), forKey: "nope"))
        XCTAssertThrowsError(try KeyValueCoding.value(of: people, keyPath: ["@median"]))
        XCTAssertEqual(try KeyValueCoding.value(of: .array([]), keyPath: ["@sum"]), .integer(0))
        XCTAssertEqual(try KeyValueCoding.value(of: .array([]), keyPath: ["@max"]), nil)
    }

    func testJSONConversion() throws {
        let json = try JSONValue(
            decoding: #"{"s": "x", "i": 3, "d": 2.5, "b": true, "n": null, "a": [1, "y"], "o": {"k": false}}"#)
        guard case .dictionary(let d) = RuntimeValue(json: json) else { return XCTFail() }
        XCTAssertEqual(d["s"], .string("x"))
        guard case .number(.integer(3))? = d["i"], case .number(.double(2.5))? = d["d"],
            case .number(.bool(true))? = d["b"],
            case .null? = d["n"]
        else { return XCTFail("number flavours are kept: \(d)") }
        XCTAssertEqual(d["a"], .array([.integer(1), .string("y")]))
        XCTAssertEqual(d["o"], .dictionary(["k": .bool(false)]))
    }

    func testRowValueKinds() {
        XCTAssertEqual(RowValueKind.forRowType("email"), .text)
        XCTAssertEqual(RowValueKind.forRowType("integer"), .integer)
        XCTAssertEqual(RowValueKind.forRowType("decimal"), .decimal)
        XCTAssertEqual(RowValueKind.forRowType("number"), .decimal)
        XCTAssertEqual(RowValueKind.forRowType("booleanSwitch"), .bool)
        XCTAssertEqual(RowValueKind.forRowType("datetimeInline"), .date)
        XCTAssertEqual(RowValueKind.forRowType("selectorSegmentedControl"), .option)
        XCTAssertEqual(RowValueKind.forRowType("multipleSelectorPopover"), .options)
        XCTAssertEqual(RowValueKind.forRowType("stepCounter"), .double)
        XCTAssertEqual(RowValueKind.forRowType("info"), .plain)
        XCTAssertNil(RowValueKind.forRowType("nonsense"))
    }

    func testRowValuesFromSpec() throws {
        XCTAssertNil(try RuntimeValue.rowValue(fromSpec: "", kind: .text), "empty text is nil")
        XCTAssertNil(try RuntimeValue.rowValue(fromSpec: .null, kind: .bool))
        XCTAssertEqual(try RuntimeValue.rowValue(fromSpec: 7, kind: .text), .string("7"))
        XCTAssertEqual(try RuntimeValue.rowValue(fromSpec: "12abc", kind: .integer), .integer(12))
        XCTAssertEqual(try RuntimeValue.rowValue(fromSpec: "abc", kind: .integer), .integer(0))
        guard case .decimal(let d)? = try RuntimeValue.rowValue(fromSpec: "18.50", kind: .decimal) else {
            return XCTFail()
        }
        XCTAssertEqual(d, Decimal(string: "18.5"))
        guard case .decimal(let nan)? = try RuntimeValue.rowValue(fromSpec: "abc", kind: .decimal) else {
            return XCTFail()
        }
        XCTAssertTrue(nan.isNaN, "non-numeric text becomes NaN")
        XCTAssertEqual(try RuntimeValue.rowValue(fromSpec: true, kind: .bool), .bool(true))
        XCTAssertEqual(try RuntimeValue.rowValue(fromSpec: 0, kind: .bool), .bool(false))
        XCTAssertThrowsError(try RuntimeValue.rowValue(fromSpec: "yes", kind: .bool))
        XCTAssertEqual(
            try RuntimeValue.rowValue(fromSpec: "2001-01-02", kind: .date),
            .date(Date(timeIntervalSinceReferenceDate: 86400)))
        XCTAssertEqual(
            try RuntimeValue.rowValue(fromSpec: "2001-01-01T00:01:00Z", kind: .date),
            .date(Date(timeIntervalSinceReferenceDate: 60)))
        XCTAssertThrowsError(try RuntimeValue.rowValue(fromSpec: "tomorrow", kind: .date))
        let options: [RuntimeValue] = [
            .option(FormOption(formValue: .integer(1), displayText: "One")),
            .option(FormOption(formValue: .integer(2), displayText: "Two")),
        ]
        guard case .option(let picked)? = try RuntimeValue.rowValue(fromSpec: 2, kind: .option, options: options) else {
            return XCTFail()
        }
        XCTAssertEqual(picked.displayText, "Two")
        // An option object as the spec writes it: the equal option, or a new one with its text.
        guard
            case .option(let equal)? = try RuntimeValue.rowValue(
                fromSpec: ["formValue": 1, "formDisplayText": "Uno"], kind: .option, options: options),
            case .option(let unknown)? = try RuntimeValue.rowValue(
                fromSpec: ["formValue": 3, "formDisplayText": "Three"], kind: .option, options: options)
        else { return XCTFail() }
        XCTAssertEqual(equal.displayText, "One")
        XCTAssertEqual(unknown.formValue, .integer(3))
        XCTAssertEqual(unknown.displayText, "Three")
        XCTAssertEqual(
            try RuntimeValue.rowValue(fromSpec: "plain", kind: .option, options: [.string("plain")]), .string("plain"))
        XCTAssertEqual(try RuntimeValue.rowValue(fromSpec: [1, 2], kind: .options, options: options), .array(options))
        XCTAssertThrowsError(try RuntimeValue.rowValue(fromSpec: 1, kind: .options, options: options))
    }

    func testDescriptions() {
        XCTAssertEqual(RuntimeValue.double(2).description, "2")
        XCTAssertEqual(RuntimeValue.double(0.1).description, "0.1")
        XCTAssertEqual(RuntimeValue.bool(false).description, "0")
        XCTAssertEqual(RuntimeValue.decimal(.nan).description, "NaN")
        XCTAssertEqual(
            RuntimeValue.date(Date(timeIntervalSinceReferenceDate: 0)).description, "2001-01-01 00:00:00 +0000")
        XCTAssertEqual(RuntimeValue.array([.integer(1), .string("a")]).description, "(\n    1,\n    a\n)")
    }

    func testRegexEngine() throws {
        let engine = RegexEngine(timeLimit: 0.5)
        XCTAssertTrue(try engine.wholeMatch("ab", pattern: "a|ab"), "alternation must reach the end of the string")
        XCTAssertFalse(try engine.wholeMatch("abc", pattern: "ab"))
        XCTAssertTrue(try engine.wholeMatch("ABC", pattern: "abc", caseInsensitive: true))
        XCTAssertTrue(try engine.wholeMatch("ab", pattern: "(?x) a b # comment"))
        XCTAssertTrue(try engine.wholeMatch("a)b", pattern: "\\Qa)b"))
        XCTAssertTrue(try engine.wholeMatch("日本👍", pattern: "..."))
        XCTAssertEqual(
            engine.validate("a)(b")?.kind, .invalidPattern, "a stray parenthesis is not balanced by the wrapping")
        XCTAssertEqual(engine.validate("")?.kind, .invalidPattern)
        XCTAssertNil(engine.validate("[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,4}"))
        XCTAssertThrowsError(try engine.wholeMatch("x", pattern: "(")) { error in
            XCTAssertEqual((error as? RegexError)?.kind, .invalidPattern)
        }
        // Concurrent use of one engine.
        let failures = ManagedCounter()
        DispatchQueue.concurrentPerform(iterations: 200) { i in
            let ok = (try? engine.wholeMatch("x\(i)", pattern: "x\\d+")) == true
            if !ok { failures.increment() }
        }
        XCTAssertEqual(failures.value, 0)
    }
}

final class ManagedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
