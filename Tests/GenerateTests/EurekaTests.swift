import FormSpec
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

@testable import FormSpecGenerate

/// The eureka target: every example and corpus spec is generated or refused with ranged
/// generate-unsupported diagnostics; what is generated type-checks against the Eureka stub,
/// runs, and prints back as the spec (in Eureka's terms); and every compiled predicate gives
/// what the preview (XLForm's semantics) gives, for many values of the rows it reads.
final class EurekaTests: XCTestCase {
    struct Run {
        var generated: [RoundTrip.Spec] = []
        var refused: [(RoundTrip.Spec, GeneratedOutput)] = []
        var assignments: [String: [JSONValue]] = [:]
        var result = RoundTrip.EurekaResult()
    }

    nonisolated(unsafe) private static var shared: Result<Run, Error>?
    private static let lock = NSLock()

    /// Examples and corpus through the eureka target, once per test run.
    static func everything() throws -> Run {
        try lock.withLock {
            if shared == nil { shared = Result { try run(RoundTrip.everything) } }
            return try shared!.get()
        }
    }

    static func run(_ specs: [RoundTrip.Spec]) throws -> Run {
        var run = Run()
        for spec in specs {
            let output = Generator.generate(spec.document, target: .eureka, name: spec.name)
            if output.isRefused {
                run.refused.append((spec, output))
            } else {
                run.generated.append(spec)
                run.assignments[spec.name.value] = PredicateValues.assignments(spec.document)
            }
        }
        run.result = try RoundTrip.eureka(run.generated, assignments: run.assignments)
        return run
    }

    func testRefusalsAreRangedGenerateUnsupported() throws {
        let run = try Self.everything()
        XCTAssertFalse(run.refused.isEmpty)
        for (spec, output) in run.refused {
            let errors = output.diagnostics.filter { $0.severity == .error }
            XCTAssertFalse(errors.isEmpty, "\(spec.name)")
            for error in errors {
                XCTAssertEqual(error.code, .generateUnsupported, "\(spec.name): \(error.message)")
                XCTAssertTrue(
                    error.range.start >= 0 && error.range.end <= spec.document.bytes.count
                        && error.range.end > error.range.start, "\(spec.name): \(error.message) at \(error.range)")
            }
        }
    }

    /// Every row type Eureka has a row for generates (its corpus spec is not refused).
    func testEveryMappedRowTypeGenerates() throws {
        let run = try Self.everything()
        let generated = Set(run.generated.map(\.name.value))
        for rowType in EurekaRows.table.keys {
            XCTAssertTrue(generated.contains("RowType" + Corpus.upper(rowType)), rowType)
        }
        for rowType in EurekaRows.missing.keys {
            let refused = run.refused.first { $0.0.name.value == "RowType" + Corpus.upper(rowType) }
            XCTAssertNotNil(refused, rowType)
        }
    }

    func testGeneratedFormsRoundTrip() throws {
        let run = try Self.everything()
        XCTAssertEqual(run.result.dumps.count, run.generated.count)
        for spec in run.generated {
            let expected = CanonicalSpec(spec.document).eureka()
            XCTAssertNil(
                CanonicalSpec.difference(run.result.dumps[spec.name.value], expected), "\(spec.name): built vs spec")
        }
    }

    func testConditionsEvaluateAsXLFormDoes() throws {
        let run = try Self.everything()
        var compared = 0
        for spec in run.generated {
            let assignments = run.assignments[spec.name.value] ?? []
            let states = run.result.states[spec.name.value] ?? []
            XCTAssertEqual(states.count, assignments.count, "\(spec.name)")
            let form = CompiledForm(spec.document)
            for (values, eureka) in zip(assignments, states) {
                let expected = PredicateValues.states(
                    Preview.run(form, values: PreviewValues(values.objectValue ?? [:])))
                if let difference = CanonicalSpec.difference(eureka, expected) {
                    XCTFail("\(spec.name) with \(values.encodedString()): \(difference) (Eureka vs XLForm)")
                    break
                }
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 500, "value assignments compared")
    }

    /// A wrongly compiled condition must show in the comparison, so we know it can fail.
    func testAWronglyCompiledConditionIsCaught() throws {
        let predicates = try XCTUnwrap(Corpus.specs.first { $0.name.value == "Predicates" })
        let spec = RoundTrip.Spec(name: predicates.name, document: predicates.document)
        let good = try XCTUnwrap(Generator.generate(spec.document, target: .eureka, name: spec.name).mainFile)
        XCTAssertTrue(good.contents.contains("return sw == true"))
        let broken = good.contents.replacingOccurrences(of: "return sw == true", with: "return sw != false")
        let assignments = PredicateValues.assignments(spec.document)
        let result = try RoundTrip.eureka(source: broken, spec: spec, assignments: assignments)
        let form = CompiledForm(spec.document)
        let differences = zip(assignments, result).filter { values, eureka in
            let expected = PredicateValues.states(Preview.run(form, values: PreviewValues(values.objectValue ?? [:])))
            return CanonicalSpec.difference(eureka, expected) != nil
        }
        XCTAssertFalse(differences.isEmpty, "nil differs: `sw != false` holds for nil, `$sw == 1` does not")
    }

    /// A bad member and a wrong value type fail `swiftc -typecheck` against the Eureka stub.
    func testWronglyGeneratedFilesFail() throws {
        let calendar = try XCTUnwrap(try Examples.valid().first { $0.name.value == "CalendarEvent" })
        let good = try XCTUnwrap(Generator.generate(calendar.document, target: .eureka, name: calendar.name).mainFile)
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mutations: [(String, String, String)] = [
            ("$0.value = 0\n", "$0.value = \"Never\"\n", "cannot assign value of type 'String'"),
            ("$0.placeholder = \"Title\"", "$0.placeholder = 5", "cannot assign value of type 'Int'"),
            ("$0.selectorTitle = \"Repeat\"", "$0.selectorTitel = \"Repeat\"", "has no member 'selectorTitel'"),
        ]
        let url = folder.appendingPathComponent("CalendarEventForm.swift")
        try good.contents.write(to: url, atomically: true, encoding: .utf8)
        XCTAssertEqual(try SwiftStubs.typecheck([url]).status, 0)
        for (original, broken, expected) in mutations {
            XCTAssertTrue(good.contents.contains(original), original)
            try good.contents.replacingOccurrences(of: original, with: broken).write(
                to: url, atomically: true, encoding: .utf8)
            let result = try SwiftStubs.typecheck([url])
            XCTAssertNotEqual(result.status, 0, "\(broken) passed the check")
            XCTAssertTrue(result.stderr.contains(expected), "\(broken): \(result.stderr)")
        }
    }
}
