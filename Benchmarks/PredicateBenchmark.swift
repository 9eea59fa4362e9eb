import FormSpec
import FormSpecJSON
import Foundation

/// Evaluations per second for a generated 200-row form with 100 typical XLForm predicates,
/// next to the GNUstep NSPredicate oracle evaluating the same predicates and values.
enum PredicateBenchmark {
    struct Row {
        var tag: String
        var value: JSONValue
        var hidden: Bool
    }

    /// 200 rows of the usual kinds, with deterministic values.
    static func makeRows() -> [Row] {
        (0..<200).map { i in
            let value: JSONValue
            switch i % 8 {
            case 0: value = .bool(i % 16 == 0)
            case 1: value = .string(["Alice", "bob", "Émile", "Zoë", "x"][i % 5] + String(i))
            case 2: value = .integer(Int64(i % 90))
            case 3: value = .double(Double(i) / 7)
            case 4: value = ["formValue": .string(["US", "CA", "FR"][i % 3]), "formDisplayText": "Country"]
            case 5: value = .array([.string("a"), .string("b"), .string(String(i))])
            case 6: value = i % 3 == 0 ? .null : .string("user\(i)@example.com")
            default: value = .integer(Int64(i))
            }
            return Row(tag: "r\(i)", value: value, hidden: i % 5 == 0)
        }
    }

    /// 100 predicates as a spec would write them (XLForm `$tag` form).
    static func makePredicates() -> [String] {
        var out: [String] = []
        for k in 0..<100 {
            let b = 8 * (k % 25)  // a block of eight rows, one of each kind
            let p: String
            switch k % 10 {
            case 0: p = "$r\(b) == 1"
            case 1: p = "$r\(b + 1) contains[c] 'e' AND $r\(b) == 0"
            case 2: p = "$r\(b + 2) > 18 OR $r\(b + 2) < 5"
            case 3: p = "$r\(b + 4).value.formValue == 'US'"
            case 4: p = "$r\(b + 5).value.@count >= 2"
            case 5: p = "NOT ($r\(b + 6) == nil)"
            case 6: p = "$r\(b + 7).isHidden == 0 AND $r\(b + 3) >= 10.5"
            case 7: p = "$r\(b + 6) MATCHES '[a-z0-9.]+@[a-z]+\\\\.com'"
            case 8: p = "$r\(b + 1) BEGINSWITH 'A' OR $r\(b + 1) ENDSWITH 'z'"
            default: p = "$r\(b + 2) != $r\(b + 7) AND $r\(b) != 1 OR $r\(b + 3) <= 2"
            }
            out.append(p)
        }
        return out
    }

    static func run(arguments: [String]) {
        var iterations = 2000
        var oraclePath: String?
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--iterations" where index + 1 < arguments.count:
                iterations = Int(arguments[index + 1]) ?? iterations
                index += 1
            case "--oracle" where index + 1 < arguments.count:
                oraclePath = arguments[index + 1]
                index += 1
            default:
                break
            }
            index += 1
        }

        let rows = makeRows()
        let sources = makePredicates()
        var bindings: [String: RuntimeValue] = [:]
        for row in rows {
            bindings[row.tag] = .dictionary(["value": RuntimeValue(json: row.value), "isHidden": .bool(row.hidden)])
        }
        let variables = VariableBindings(bindings)
        let parsed = sources.map(XLFormPredicate.parse)
        let predicates = parsed.compactMap(\.predicate)
        precondition(
            predicates.count == sources.count && parsed.allSatisfy(\.isValid), "benchmark predicates must parse")
        let evaluator = PredicateEvaluator()

        var trueCount = 0
        var errorCount = 0
        let evalStart = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations {
            for p in predicates {
                do {
                    if try evaluator.evaluate(p, variables: variables) { trueCount += 1 }
                } catch {
                    errorCount += 1
                }
            }
        }
        let evalSeconds = seconds(since: evalStart)
        let evaluations = iterations * predicates.count
        let evalRate = Double(evaluations) / evalSeconds

        // Parse and evaluate every time, as the oracle does per request.
        let parseIterations = max(iterations / 10, 1)
        let parseStart = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<parseIterations {
            for source in sources {
                if let p = XLFormPredicate.parse(source).predicate {
                    _ = try? evaluator.evaluate(p, variables: variables)
                }
            }
        }
        let parseRate = Double(parseIterations * sources.count) / seconds(since: parseStart)

        print("formspec predicates: \(rows.count) rows, \(predicates.count) predicates")
        print(
            String(
                format: "  evaluate only:      %12.0f evaluations/s (%d in %.3f s, %d true, %d errors)",
                evalRate, evaluations, evalSeconds, trueCount, errorCount))
        print(String(format: "  parse + evaluate:   %12.0f evaluations/s", parseRate))

        guard let oraclePath = oraclePath ?? builtOracle(),
            FileManager.default.isExecutableFile(atPath: oraclePath)
        else {
            print("  GNUstep oracle not available (bash Tests/Oracle/build-oracle.sh, or --oracle PATH); skipped")
            return
        }
        guard let oracleRate = runOracle(oraclePath, sources: sources, rows: rows, repetitions: max(iterations / 20, 1))
        else {
            print("  GNUstep oracle failed; skipped")
            return
        }
        print(
            String(
                format:
                    "  GNUstep oracle:     %12.0f evaluations/s (JSON request in, parse, evaluate, JSON answer out)",
                oracleRate))
        print(
            String(
                format: "  ratio: evaluate only %.1fx, parse + evaluate %.1fx the oracle", evalRate / oracleRate,
                parseRate / oracleRate))
    }

    /// The project's oracle (Tests/Oracle), built by its script when missing or stale; nil when
    /// it cannot be built (no GNUstep).
    private static func builtOracle() -> String? {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot.appendingPathComponent("Tests/Oracle/build-oracle.sh").path]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? path.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    private static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Requests carry the rows a predicate names (as `{"tag": {"value": ..., "isHidden": ...}}`,
    /// evaluated with `vars_as_self` because GNUstep 1.28 cannot parse `$tag.value`).
    private static func runOracle(_ path: String, sources: [String], rows: [Row], repetitions: Int) -> Double? {
        let byTag = Dictionary(uniqueKeysWithValues: rows.map { ($0.tag, $0) })
        var lines: [String] = []
        for source in sources {
            let parsed = XLFormPredicate.parse(source)
            var vars = JSONObject()
            for ref in parsed.references {
                guard let row = byTag[ref.tag] else { continue }
                vars[ref.tag] = ["value": row.value, "isHidden": .bool(row.hidden)]
            }
            let request: JSONValue = [
                "predicate": .string(parsed.parsedText), "vars": .object(vars), "vars_as_self": true,
            ]
            lines.append(request.encodedString())
        }
        let input = Array(repeating: lines.joined(separator: "\n"), count: repetitions).joined(separator: "\n") + "\n"
        let inputURL = FileManager.default.temporaryDirectory.appendingPathComponent("formspec-bench-\(getpid()).jsonl")
        defer { try? FileManager.default.removeItem(at: inputURL) }
        do {
            try input.write(to: inputURL, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = DispatchTime.now().uptimeNanoseconds
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            return Double(lines.count * repetitions) / seconds(since: start)
        } catch {
            return nil
        }
    }
}
