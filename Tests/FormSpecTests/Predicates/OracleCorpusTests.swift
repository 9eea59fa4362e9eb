import FormSpecJSON
import Foundation
import XCTest

@testable import FormSpec

/// Runs the differential corpus (Fixtures/predicates/corpus.jsonl) through our evaluator and
/// checks it against the GNUstep answers recorded by Tests/Oracle/run_oracle.py.
final class OracleCorpusTests: XCTestCase {
    struct Case {
        var id: String
        var predicate: String
        var vars: JSONValue
        var object: JSONValue?
        var expect: JSONValue
        var divergence: String?
        var gnustep: String?
    }

    static func fixtureLines(_ name: String) throws -> [JSONValue] {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures/predicates/\(name)", withExtension: "jsonl"))
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONValue(decoding: String($0)) }
    }

    static func corpus() throws -> [Case] {
        try fixtureLines("corpus").map { line in
            Case(
                id: try XCTUnwrap(line["id"]?.stringValue), predicate: try XCTUnwrap(line["predicate"]?.stringValue),
                vars: line["vars"] ?? [:], object: line["object"], expect: try XCTUnwrap(line["expect"]),
                divergence: line["divergence"]?.stringValue, gnustep: line["gnustep"]?.stringValue)
        }
    }

    /// Our answer in the corpus vocabulary: true, false, "parse-error" or "eval-error".
    static func answer(_ c: Case) -> JSONValue {
        let parsed = PredicateFormat.parse(c.predicate)
        guard let predicate = parsed.predicate, parsed.syntaxErrors.isEmpty else { return "parse-error" }
        var bindings: [String: RuntimeValue] = [:]
        for (name, value) in c.vars.objectValue ?? JSONObject() { bindings[name] = RuntimeValue(json: value) }
        let object = c.object.map(RuntimeValue.init(json:))
        do {
            return .bool(
                try PredicateEvaluator().evaluate(predicate, object: object, variables: VariableBindings(bindings)))
        } catch {
            return "eval-error"
        }
    }

    func testCorpusIsLargeAndCoversEveryOperator() throws {
        let cases = try Self.corpus()
        XCTAssertGreaterThanOrEqual(cases.count, 300)
        XCTAssertEqual(Set(cases.map(\.id)).count, cases.count, "case ids must be unique")
        let text = cases.map(\.predicate).joined(separator: "\n").uppercased()
        for op in ComparisonOperator.allCases where op != .utiConformsTo && op != .utiEquals {
            XCTAssertTrue(text.contains(op.rawValue), "no corpus case uses \(op.rawValue)")
        }
        for token in [
            "<>", "=<", "=>", "&&", "||", "!", "[C]", "[D]", "[CD]", "[N]", "ANY", "ALL", "NONE", "SOME", "**", "0X",
            "0O", "0B",
        ] {
            XCTAssertTrue(text.contains(token), "no corpus case uses \(token)")
        }
    }

    func testOurAnswersMatchTheExpectedAppleSemantics() throws {
        var failures: [String] = []
        for c in try Self.corpus() {
            let got = Self.answer(c)
            if got != c.expect {
                failures.append(
                    "\(c.id): \(c.predicate) expected \(c.expect.encodedString()) got \(got.encodedString())")
            }
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) corpus cases differ:\n" + failures.joined(separator: "\n"))
    }

    func testEveryDisagreementWithGNUstepIsDocumented() throws {
        let documented = try Self.documentedDivergences()
        let answers = Dictionary(
            uniqueKeysWithValues: try Self.fixtureLines("oracle-answers").map {
                ($0["id"]?.stringValue ?? "", $0["answer"] ?? .null)
            })
        var problems: [String] = []
        for c in try Self.corpus() {
            guard let answer = answers[c.id] else {
                problems.append("\(c.id): no recorded GNUstep answer (run Tests/Oracle/run_oracle.py)")
                continue
            }
            let agrees = Self.gnustepAgrees(answer, c.expect)
            if c.gnustep != (agrees ? "confirms" : "disagrees") {
                problems.append("\(c.id): corpus mark '\(c.gnustep ?? "none")' does not match the recorded answer")
            }
            if !agrees {
                if let id = c.divergence {
                    if !documented.contains(id) {
                        problems.append("\(c.id): divergence \(id) is not in protocol/predicates.md")
                    }
                } else {
                    problems.append("\(c.id): GNUstep answered \(answer.encodedString()) but no divergence is given")
                }
            } else if let id = c.divergence {
                problems.append("\(c.id): GNUstep agrees, yet the case claims divergence \(id)")
            }
        }
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }

    static func gnustepAgrees(_ answer: JSONValue, _ expect: JSONValue) -> Bool {
        if let result = answer["result"] { return result == expect }
        switch answer["error"]?.stringValue {
        case "parse": return expect == "parse-error"
        case "eval": return expect == "eval-error"
        default: return false
        }
    }

    /// Divergence ids listed in the table of protocol/predicates.md (rows starting `| \`D-`).
    static func documentedDivergences() throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("protocol/predicates.md"), encoding: .utf8)
        var ids = Set<String>()
        for line in doc.split(separator: "\n") where line.hasPrefix("| `D-") {
            let rest = line.dropFirst(3)
            if let end = rest.firstIndex(of: "`") { ids.insert(String(rest[..<end])) }
        }
        return ids
    }
}
