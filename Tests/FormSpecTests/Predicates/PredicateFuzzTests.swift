import FormSpecJSON
import Foundation
import TestSupport
import XCTest

@testable import FormSpec

/// Properties every parse must have, whatever the input.
enum FuzzInvariants {
    static let vocabulary: [String] = [
        "$a", "$b", "$sw", "$", "$$", "$1", "SELF", "a", "value", "isHidden", ".", "..", "@count", "@sum", "#size",
        "==", "=", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>", "&&", "||", "!", "+", "-", "*", "/", "**", "&", "|",
        "^", "~", "<<", ">>", ":=", "(", ")", "{", "}", "[", "]", ",", "AND", "OR", "NOT", "and", "or", "not", "ANY",
        "ALL", "NONE", "SOME", "IN", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "BETWEEN", "[c]",
        "[cd]", "[x]", "TRUEPREDICATE", "FALSEPREDICATE", "TRUE", "NO", "nil", "NULL", "FIRST", "LAST", "SIZE", "0",
        "1", "-1", "2.5", "1e3", ".5", "0x1F", "0b2", "0o8", "99999999999999999999", "'x'", "'é'", "\"日本\"", "'👍'",
        "''", "'", "\"", "'\\n'", "'\\u00e9'", "'\\d'", "'\\", "lowercase", "now", "sum", "modulus:by:", "CAST",
        "SUBQUERY", "FUNCTION", "%@", "%K", "%%", "%", ";", "?", "é", "👍", "\t", "\n", " ", "UTI-EQUALS",
    ]

    static func check(_ p: ParsedPredicate, file: StaticString = #filePath, line: UInt = #line) {
        let length = p.source.utf8.count
        func inBounds(_ r: TextRange) -> Bool { r.start >= 0 && r.end <= length && r.start <= r.end }
        for e in p.syntaxErrors where !inBounds(e.range) {
            XCTFail("error range \(e.range) outside \(length) for \(p.source.debugDescription)", file: file, line: line)
        }
        for w in p.warnings where !inBounds(w.range) {
            XCTFail("warning range \(w.range) outside for \(p.source.debugDescription)", file: file, line: line)
        }
        for f in p.rewriteFindings where !inBounds(f.range) {
            XCTFail("finding range \(f.range) outside for \(p.source.debugDescription)", file: file, line: line)
        }
        var previousEnd = 0
        for t in p.tokens {
            if !inBounds(t.range) || t.range.start < previousEnd || t.range.isEmpty {
                XCTFail("bad token \(t) for \(p.source.debugDescription)", file: file, line: line)
                return
            }
            previousEnd = t.range.end
        }
        guard let predicate = p.predicate else { return }
        if !inBounds(predicate.range) {
            XCTFail("tree range outside for \(p.source.debugDescription)", file: file, line: line)
        }
        // A clean parse prints to text that parses, and printing is stable from then on (the
        // first print may normalise, e.g. `-NO` prints as `-0`, which parses as `0`).
        if p.syntaxErrors.isEmpty {
            let printed = predicate.formatDescription
            let reparsed = PredicateFormat.parse(printed)
            guard reparsed.syntaxErrors.isEmpty, let second = reparsed.predicate else {
                XCTFail(
                    "printed text does not parse: \(p.parsedText.debugDescription) as \(printed.debugDescription): \(reparsed.syntaxErrors)",
                    file: file, line: line)
                return
            }
            let third = PredicateFormat.parse(second.formatDescription).predicate
            if third.map(SExpression.of) != SExpression.of(second) {
                XCTFail("printing is not stable for \(printed.debugDescription)", file: file, line: line)
            }
        }
    }

    static let evaluator = PredicateEvaluator(
        now: { Date(timeIntervalSinceReferenceDate: 0) }, random: { 0.5 }, regex: RegexEngine(timeLimit: 0.01))
    static let variables = VariableBindings([
        "a": .integer(1), "b": .string("é👍"), "sw": .bool(true), "list": .array([.integer(1), .string("x"), .null]),
        "d": .dictionary(["value": .decimal(.nan)]), "n": .null,
    ])

    /// Evaluation must return or throw, never trap.
    static func evaluate(_ p: ParsedPredicate) {
        guard let predicate = p.predicate else { return }
        _ = try? evaluator.evaluate(predicate, object: .dictionary(["value": .integer(2)]), variables: variables)
        _ = ConstantFolding.evaluate(predicate)
        _ = PredicateShapes.comparisons(in: predicate)
    }
}

final class PredicateFuzzTests: XCTestCase {
    func testRandomTokenSoup() {
        var rng = SeededGenerator(seed: 0xF0F0_1234)
        let vocabulary = FuzzInvariants.vocabulary
        for _ in 0..<6000 {
            let count = Int.random(in: 1...14, using: &rng)
            var text = ""
            for _ in 0..<count {
                text += vocabulary.randomElement(using: &rng)!
                if Int.random(in: 0..<3, using: &rng) > 0 { text += " " }
            }
            for parsed in [XLFormPredicate.parse(text), PredicateFormat.parse(text)] {
                FuzzInvariants.check(parsed)
                FuzzInvariants.evaluate(parsed)
            }
            _ = PredicateCompletion.context(in: text, at: Int.random(in: 0...text.utf8.count, using: &rng))
        }
    }

    func testMutatedCorpusPredicates() throws {
        var rng = SeededGenerator(seed: 42)
        let seeds =
            try OracleCorpusTests.corpus().map(\.predicate) + [
                "$allDay == 1", "$name contains[c] 'x'", "$a.isHidden == 0 AND NOT ($b.value BEGINSWITH 'é')",
                "$price.value ENDSWITH 'US$'", "{$a,$b} CONTAINS 1", "$all-day == 1", "$dden =- NO",
            ]
        for _ in 0..<8000 {
            var chars = Array(seeds.randomElement(using: &rng)!)
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let at = chars.isEmpty ? 0 : Int.random(in: 0..<chars.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0 where !chars.isEmpty:
                    chars.removeSubrange(at..<min(chars.count, at + Int.random(in: 1...4, using: &rng)))
                case 1:
                    chars.insert(contentsOf: FuzzInvariants.vocabulary.randomElement(using: &rng)!, at: at)
                case 2 where !chars.isEmpty:
                    let slice = chars[at..<min(chars.count, at + Int.random(in: 1...8, using: &rng))]
                    chars.insert(contentsOf: slice, at: Int.random(in: 0...chars.count, using: &rng))
                default:
                    if !chars.isEmpty { chars[at] = Character(UnicodeScalar(UInt8.random(in: 32...126, using: &rng))) }
                }
            }
            let text = String(chars)
            for parsed in [XLFormPredicate.parse(text), PredicateFormat.parse(text)] {
                FuzzInvariants.check(parsed)
                FuzzInvariants.evaluate(parsed)
            }
        }
    }

    /// Each pathological shape at an eighth of its size and at full size: a linear walk takes
    /// about eight times as long, a quadratic one sixty-four. Comparing the two sizes within
    /// one run keeps the bound independent of how busy the machine is.
    func testPathologicalInputsStayBounded() {
        let shapes: [(Int) -> String] = [
            { String(repeating: "(", count: $0) },
            { String(repeating: "{", count: $0) + "1" },
            { "$a" + String(repeating: "[", count: $0) },
            { String(repeating: "NOT ", count: $0 / 4) + "TRUEPREDICATE" },
            { String(repeating: "-", count: $0) + "1 == 1" },
            { String(repeating: "lowercase(", count: $0 / 10) + "'x'" },
            { "$a" + String(repeating: ".k", count: $0) + " == 1" },
            { "$a == '" + String(repeating: "é", count: $0 * 5) + "'" },
            { "$a == " + String(repeating: "9", count: $0) },
            { "$a == '" + String(repeating: "\\", count: $0) },
            { String(repeating: "$", count: $0) },
            { String(repeating: "%@", count: $0) },
            { (0..<($0 / 5)).map { "$a == \($0)" }.joined(separator: " OR ") },
            { "1" + String(repeating: " ** 2", count: $0 / 5) + " > 0" },
        ]
        func seconds(_ text: String) -> TimeInterval {
            let start = Date()
            let parsed = XLFormPredicate.parse(text)
            XCTAssertLessThanOrEqual(parsed.syntaxErrors.count, 64)
            FuzzInvariants.evaluate(parsed)
            return Date().timeIntervalSince(start)
        }
        let n = 100_000
        for (index, shape) in shapes.enumerated() {
            let small = seconds(shape(n / 8))
            let large = seconds(shape(n))
            XCTAssertLessThan(large, 24 * small + 0.5, "shape \(index) grows faster than its length")
        }
    }
}
