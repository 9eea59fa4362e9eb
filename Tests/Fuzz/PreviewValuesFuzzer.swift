// libFuzzer entry point for the preview's values; built by run-libfuzzer.sh, not by SwiftPM.
// Every input is a values file (`formspec preview --values`). Read as the command line reads
// it, it previews every example spec of protocol/examples: values past the bounds must be
// refused by name before any row is touched, and every other object must give a result whose
// JSON text parses back, in a time the regex budget and the bounds keep small.
import FormSpec
import FormSpecJSON
import Foundation

func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}

/// The examples, compiled once: the values vary, the forms do not.
let forms: [CompiledForm] = {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../protocol/examples").standardized
    let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
    let specs = names.filter { $0.hasSuffix(".form.json") }.sorted()
    require(!specs.isEmpty, "no example specs in \(examples.path)")
    return specs.map { name in
        let bytes = FileManager.default.contents(atPath: examples.appendingPathComponent(name).path) ?? Data()
        return CompiledForm(SpecDocument(name: name, bytes: [UInt8](bytes)))
    }
}()

// A fixed clock and a small regex budget: a preview's time must not depend on the day or on
// how many catastrophic patterns the values meet.
let options = PreviewOptions(now: Date(timeIntervalSinceReferenceDate: 0), regexBudget: 0.2)

/// Every string of a JSON value, walked with a work list.
func strings(in value: JSONValue) -> [String] {
    var found: [String] = []
    var pending = [value]
    while let next = pending.popLast() {
        switch next {
        case .string(let s): found.append(s)
        case .array(let items): pending += items
        case .object(let members): pending += members.map(\.value)
        default: break
        }
    }
    return found
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let json = try? JSONValue(decoding: bytes), case .object(let object) = json else { return 0 }
    let values = PreviewValues(object)
    if let problem = values.boundsProblem {
        require(!problem.place.isEmpty && !problem.message.isEmpty, "a bounds problem without its place")
        // The engine refuses them too, with a note, and applies none.
        let result = Preview.run(forms[0], values: values, options: options).json(fields: nil)
        require(strings(in: result).contains { $0.contains(problem.place) }, "values past the bounds were not named")
        return 0
    }
    for form in forms {
        let result = Preview.run(form, values: values, options: options)
        let text = result.encoded(fields: nil)
        guard (try? JSONValue(decoding: text.bytes)) != nil else {
            fatalError("the preview's JSON does not parse: \(String(decoding: text.bytes.prefix(200), as: UTF8.self))")
        }
    }
    return 0
}
