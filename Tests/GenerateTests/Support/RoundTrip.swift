import FormSpec
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

@testable import FormSpecGenerate

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
        let calls = specs.map {
            "    (\(SwiftText.string($0.name.value)), { XLFormDescriptor.\($0.name.methodName)() }),"
        }
        let main = """
            import XLForm

            let built: [(String, () -> XLFormDescriptor)] = [
            \(calls.joined(separator: "\n"))
            ]
            for (name, make) in built {
                let spec = XLFormDump.spec(make())
                XLFormDump.reset()
                print(json(["name": name, "spec": spec]))
            }
            """
        var dumps: [String: JSONValue] = [:]
        for line in try run(specs, target: .xlformSwift, main: main, libraries: ["XLForm", "UIKit"], arguments: []) {
            guard let name = line["name"]?.stringValue, let spec = line["spec"] else { continue }
            dumps[name] = CanonicalSpec.normalized(spec)
        }
        return dumps
    }

    struct EurekaResult {
        var dumps: [String: JSONValue] = [:]
        /// Per spec, the condition states for each assignment of values, in order.
        var states: [String: [JSONValue]] = [:]
    }

    /// The Eureka forms of `specs` printed back, and their conditions evaluated for each of
    /// `assignments[name]` (tag → JSON value), in one program.
    static func eureka(_ specs: [Spec], assignments: [String: [JSONValue]]) throws -> EurekaResult {
        let calls = specs.map { spec -> String in
            let title =
                spec.document.form?.title == nil ? "nil" : "Form.\(Identifiers.lowerCamel(spec.name.value))FormTitle"
            return "    (\(SwiftText.string(spec.name.value)), { Form.\(spec.name.methodName)() }, \(title)),"
        }
        let main = """
            import Eureka

            let built: [(String, () -> Form, String?)] = [
            \(calls.joined(separator: "\n"))
            ]
            let data = FileManager.default.contents(atPath: CommandLine.arguments[1])!
            let assignments = try! JSONSerialization.jsonObject(with: data) as! [String: [[String: Any]]]
            for (name, make, title) in built {
                print(json(["name": name, "spec": EurekaDump.spec(make(), title: title)]))
                let states = (assignments[name] ?? []).map { EurekaDump.states(make(), values: $0) }
                print(json(["name": name, "states": states]))
            }
            """
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("assignments.json")
        try Data(JSONValue.object(JSONObject(assignments.map { ($0.key, .array($0.value)) })).encoded()).write(to: file)
        var result = EurekaResult()
        for line in try run(specs, target: .eureka, main: main, libraries: ["Eureka", "UIKit"], arguments: [file.path])
        {
            guard let name = line["name"]?.stringValue else { continue }
            if let spec = line["spec"] { result.dumps[name] = CanonicalSpec.normalized(spec) }
            if let states = line["states"]?.arrayValue { result.states[name] = states }
        }
        return result
    }

    /// The states of `spec`'s conditions for each assignment, with `source` as its Eureka file.
    static func eureka(source: String, spec: Spec, assignments: [JSONValue]) throws -> [JSONValue] {
        let main = """
            import Eureka

            let data = FileManager.default.contents(atPath: CommandLine.arguments[1])!
            let assignments = try! JSONSerialization.jsonObject(with: data) as! [[String: Any]]
            for values in assignments { print(json(EurekaDump.states(Form.\(spec.name.methodName)(), values: values))) }
            """
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("assignments.json")
        try Data(JSONValue.array(assignments).encoded()).write(to: file)
        return try run(
            [(spec.name.typeName + ".swift", source)], main: main, libraries: ["Eureka", "UIKit"],
            arguments: [file.path]
        ).map(CanonicalSpec.normalized)
    }

    /// Generates every spec for `target`, compiles the files with `main` and the stubs, runs
    /// the program and decodes each line it prints.
    private static func run(
        _ specs: [Spec], target: GenerateTarget, main: String, libraries: [String], arguments: [String]
    ) throws -> [JSONValue] {
        let sources = try specs.map { spec -> (String, String) in
            let output = Generator.generate(spec.document, target: target, name: spec.name)
            guard let file = output.mainFile else {
                throw RoundTripError(message: "\(spec.name) was refused: \(output.diagnostics.map(\.message))")
            }
            return (file.name, file.contents)
        }
        return try run(sources, main: main, libraries: libraries, arguments: arguments)
    }

    private static func run(
        _ sources: [(name: String, text: String)], main: String, libraries: [String], arguments: [String]
    ) throws -> [JSONValue] {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for source in sources {
            let url = folder.appendingPathComponent(source.name)
            try source.text.write(to: url, atomically: true, encoding: .utf8)
            files.append(url)
        }
        let program =
            main + """

                \(appClasses(in: files))
                func json(_ object: [String: Any]) -> String {
                    String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
                }
                """
        let mainURL = folder.appendingPathComponent("main.swift")
        try program.write(to: mainURL, atomically: true, encoding: .utf8)
        let result = try SwiftStubs.run(files + [mainURL], libraries: libraries, arguments: arguments)
        guard result.status == 0 else {
            throw RoundTripError(message: "the round-trip program failed (\(result.status)):\n\(result.stderr)")
        }
        return try result.stdout.split(separator: "\n").map { try JSONValue(decoding: Array($0.utf8)) }
    }

    /// Declarations of the app's classes the generated code names (`RatingCell.self`, and
    /// Eureka's `.callback { DetailViewController() }`, XLForm's `addValidator(ZipValidator())`
    /// and `valueFormatter = InitialsFormatter()`).
    static func appClasses(in files: [URL]) -> String {
        var names: Set<String> = []
        let patterns = [
            "\\b([A-Z][A-Za-z0-9_]*)(?:\\.self\\b|\\(\\) \\})",
            "(?:addValidator\\(|valueFormatter = )([A-Z][A-Za-z0-9_]*)\\(\\)",
        ]
        for file in files {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for pattern in patterns {
                let regex = try! NSRegularExpression(pattern: pattern)
                for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    names.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        // Foundation's formatters are made the same way.
        names.subtract(["NumberFormatter", "ByteCountFormatter"])
        return names.sorted().map { name in
            if name.hasSuffix("ViewController") { return "final class \(name): UIViewController {}" }
            if name.hasSuffix("Segue") { return "final class \(name): UIStoryboardSegue {}" }
            if name.hasSuffix("Formatter") { return "final class \(name): Formatter {}" }
            if name.hasSuffix("Validator") {
                return """
                    final class \(name): NSObject, XLFormValidatorProtocol {
                        func isValid(_ row: XLFormRowDescriptor!) -> XLFormValidationStatus! { nil }
                    }
                    """
            }
            return "final class \(name): NSObject {}"
        }.joined(separator: "\n")
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
