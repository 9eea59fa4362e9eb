import FormSpec
import FormSpecGenerate
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// Generated Swift run on Linux against the recording stubs: every spec's factory is called in
/// one program (one compiler run for all of them), and what it built is printed back as a spec.
enum RoundTrip {
    struct Spec {
        let name: FormName
        let document: SpecDocument
    }

    /// The examples and the corpus, whose xlform-swift round trip is one program.
    static let everything: [Spec] =
        ((try? Examples.valid()) ?? []).map { Spec(name: $0.name, document: $0.document) }
        + Corpus.specs.map { Spec(name: $0.name, document: $0.document) }

    nonisolated(unsafe) private static var everythingDumps: Result<[String: JSONValue], Error>?
    private static let lock = NSLock()

    /// `xlformSwift(everything)`, run once per test process.
    static func xlformSwiftEverything() throws -> [String: JSONValue] {
        try lock.withLock {
            if everythingDumps == nil { everythingDumps = Result { try xlformSwift(everything) } }
            return try everythingDumps!.get()
        }
    }

    /// The dump of each spec's form, by NAME; the generated files are compiled together.
    static func xlformSwift(_ specs: [Spec]) throws -> [String: JSONValue] {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        var calls: [String] = []
        for spec in specs {
            let output = Generator.generate(spec.document, target: .xlformSwift, name: spec.name)
            guard let file = output.mainFile else {
                throw RoundTripError(message: "\(spec.name) was refused: \(output.diagnostics.map(\.message))")
            }
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            files.append(url)
            calls.append("    (\(SwiftText.string(spec.name.value)), { XLFormDescriptor.\(spec.name.methodName)() }),")
        }
        let main = """
            import XLForm

            \(appClasses(in: files))
            let built: [(String, () -> XLFormDescriptor)] = [
            \(calls.joined(separator: "\n"))
            ]
            for (name, make) in built {
                let spec = XLFormDump.spec(make())
                XLFormDump.reset()
                let data = try! JSONSerialization.data(withJSONObject: ["name": name, "spec": spec], options: [.sortedKeys])
                print(String(decoding: data, as: UTF8.self))
            }
            """
        let mainURL = folder.appendingPathComponent("main.swift")
        try main.write(to: mainURL, atomically: true, encoding: .utf8)
        let result = try SwiftStubs.run(files + [mainURL], libraries: ["XLForm", "UIKit"])
        guard result.status == 0 else {
            throw RoundTripError(message: "the round-trip program failed (\(result.status)):\n\(result.stderr)")
        }
        var dumps: [String: JSONValue] = [:]
        for line in result.stdout.split(separator: "\n") {
            let value = try JSONValue(decoding: Array(line.utf8))
            guard let name = value["name"]?.stringValue, let spec = value["spec"] else { continue }
            dumps[name] = CanonicalSpec.normalized(spec)
        }
        return dumps
    }

    /// Declarations of the app's classes the generated code names (`RatingCell.self`).
    static func appClasses(in files: [URL]) -> String {
        var names: Set<String> = []
        for file in files {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            let regex = try! NSRegularExpression(pattern: "\\b([A-Z][A-Za-z0-9_]*)\\.self\\b")
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return names.sorted().map { "final class \($0): NSObject {}" }.joined(separator: "\n")
    }

    struct RoundTripError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

/// Swift string literals for generated test programs.
enum SwiftText {
    static func string(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
