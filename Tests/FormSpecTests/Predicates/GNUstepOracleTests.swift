import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// The differential corpus through the project's GNUstep NSPredicate oracle (Tests/Oracle,
/// built here with Debian's gobjc and GNUstep base): every case gets the answer recorded in
/// oracle-answers.jsonl, which OracleCorpusTests compares with ours. So the recording is what
/// GNUstep says today, and a change to the corpus without running run_oracle.py fails here.
final class GNUstepOracleTests: XCTestCase {
    /// The oracle's path, built by Tests/Oracle/build-oracle.sh when missing or stale.
    static func oracle() throws -> URL {
        let built = try TestSupport.run(
            URL(fileURLWithPath: "/bin/bash"), [TestSupport.repositoryFile("Tests/Oracle/build-oracle.sh").path],
            timeout: 300)
        guard built.status == 0 else { throw OracleUnavailable(description: built.stdout + built.stderr) }
        return URL(fileURLWithPath: built.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The oracle's answers to `requests`, one per request, from one oracle process.
    static func answers(_ requests: [JSONValue]) throws -> [JSONValue] {
        let input = requests.map { $0.encodedString() + "\n" }.joined()
        let result = try TestSupport.run(try oracle(), [], stdin: Data(input.utf8), timeout: 60)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try result.stdout.split(separator: "\n").map { try JSONValue(decoding: String($0)) }
    }

    /// A corpus case as the oracle's request (see predicate-oracle.m).
    static func request(_ line: JSONValue) -> JSONValue {
        var request: JSONObject = ["predicate": line["predicate"] ?? .null, "vars": line["vars"] ?? [:]]
        if let object = line["object"] { request["object"] = object }
        if line["vars_as_self"] == true { request["vars_as_self"] = true }
        return .object(request)
    }

    /// The oracle's own work: key paths after variables (which GNUstep 1.28 cannot parse) through
    /// vars_as_self, quoted `$` left alone, and a clear answer to a line that is no request.
    func testTheOracleAnswersWhatItDocuments() throws {
        let answers = try Self.answers([
            ["predicate": "$a.value == 1", "vars": ["a": ["value": true]]],
            ["predicate": "$a.value == 1", "vars": ["a": ["value": true]], "vars_as_self": true],
            ["predicate": "$a.value == '$b'", "vars": ["a": ["value": "$b"]], "vars_as_self": true],
            ["predicate": "SELF == 3", "object": 3],
            ["predicate": "$a < 5", "vars": ["a": [1]]],
            ["vars": [:]],
        ])
        XCTAssertEqual(answers.count, 6)
        XCTAssertEqual(answers.first?["error"], "parse", "GNUstep 1.28 does not parse $a.value")
        XCTAssertEqual(answers.dropFirst().prefix(3).map { $0["result"] }, [true, true, true])
        XCTAssertEqual(answers.dropFirst(4).first?["error"], "eval")
        XCTAssertEqual(answers.last?["error"], "input")
    }

    func testEveryCaseGetsTheRecordedAnswer() throws {
        let corpus = try OracleCorpusTests.fixtureLines("corpus")
        let recorded = Dictionary(
            uniqueKeysWithValues: try OracleCorpusTests.fixtureLines("oracle-answers").map {
                ($0["id"]?.stringValue ?? "", $0["answer"] ?? .null)
            })
        let answers = try Self.answers(corpus.map(Self.request))
        XCTAssertEqual(answers.count, corpus.count, "one answer per case")
        var differences: [String] = []
        for (line, answer) in zip(corpus, answers) {
            let id = line["id"]?.stringValue ?? "?"
            if recorded[id] != answer {
                differences.append(
                    "\(id): GNUstep now answers \(answer.encodedString()), recorded \(recorded[id]?.encodedString() ?? "nothing")"
                )
            }
        }
        XCTAssertTrue(
            differences.isEmpty,
            "run python3 Tests/Oracle/run_oracle.py to record the oracle's answers:\n"
                + differences.joined(separator: "\n"))
    }
}

struct OracleUnavailable: Error, CustomStringConvertible {
    let description: String
}
