import FormSpec
import FormSpecGenerate
import Foundation
import TestSupport

/// The bundled examples (protocol/examples), read once.
enum Examples {
    struct Example {
        let path: String
        let name: FormName
        let document: SpecDocument
    }

    static let folder = TestSupport.repositoryFile("protocol/examples")

    static func all() throws -> [Example] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".form.json") }.sorted()
            .map { file in
                let url = folder.appendingPathComponent(file)
                return Example(
                    path: url.path, name: FormName.derived(fromPath: file)!,
                    document: SpecDocument(name: file, bytes: Array(try Data(contentsOf: url))))
            }
    }

    /// The examples without errors (all but broken.form.json).
    static func valid() throws -> [Example] {
        try all().filter { example in !Analyzer.analyze(example.document).contains { $0.severity == .error } }
    }
}
