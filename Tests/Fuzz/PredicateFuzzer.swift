// libFuzzer entry point for the predicate engine; built by run-libfuzzer.sh, not by SwiftPM.
// Every input is parsed as an XLForm string and as a plain format string; each parse must
// keep its ranges inside the input and its tokens ordered, print to re-parseable stable text,
// and evaluate (or throw) without trapping.
import FormSpec
import FormSpecJSON
import Foundation

let regex = RegexEngine(timeLimit: 0.01)

// Built per input: values held by globals look leaked to LeakSanitizer at exit.
func fixtures() -> (VariableBindings, PredicateEvaluator) {
    let variables = VariableBindings([
        "a": .integer(1), "b": .string("é👍"), "sw": .bool(true), "list": .array([.integer(1), .string("x"), .null]),
        "d": .dictionary(["value": .decimal(.nan)]), "n": .null,
    ])
    return (
        variables, PredicateEvaluator(now: { Date(timeIntervalSinceReferenceDate: 0) }, random: { 0.5 }, regex: regex)
    )
}

func check(_ p: ParsedPredicate) {
    let n = p.source.utf8.count
    func ok(_ r: TextRange) -> Bool { r.start >= 0 && r.end <= n && r.start <= r.end }
    for e in p.syntaxErrors where !ok(e.range) { fatalError("error range \(e.range) for \(p.source.debugDescription)") }
    for w in p.warnings where !ok(w.range) { fatalError("warning range for \(p.source.debugDescription)") }
    for f in p.rewriteFindings where !ok(f.range) { fatalError("finding range for \(p.source.debugDescription)") }
    var last = 0
    for t in p.tokens {
        if !ok(t.range) || t.range.start < last || t.range.isEmpty {
            fatalError("token \(t) for \(p.source.debugDescription)")
        }
        last = t.range.end
    }
    guard let predicate = p.predicate else { return }
    if p.syntaxErrors.isEmpty {
        // Printing gives text that parses, and printing that again is stable.
        let printed = predicate.formatDescription
        let again = PredicateFormat.parse(printed)
        guard again.syntaxErrors.isEmpty, let second = again.predicate?.formatDescription else {
            fatalError(
                "printed text does not parse: \(p.parsedText.debugDescription) -> \(printed.debugDescription) \(again.syntaxErrors)"
            )
        }
        if PredicateFormat.parse(second).predicate?.formatDescription != second {
            fatalError("printing is not stable: \(printed.debugDescription) -> \(second.debugDescription)")
        }
    }
    let (variables, evaluator) = fixtures()
    _ = try? evaluator.evaluate(predicate, object: .dictionary(["value": .integer(2)]), variables: variables)
    _ = ConstantFolding.evaluate(predicate)
    _ = PredicateShapes.comparisons(in: predicate)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    check(XLFormPredicate.parse(text))
    check(PredicateFormat.parse(text))
    _ = PredicateCompletion.context(in: text, at: size / 2)
    return 0
}
