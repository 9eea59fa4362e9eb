import FormSpec
import FormSpecGenerate
import FormSpecJSON
import Foundation

/// `workspace/executeCommand` `formspec.generate`: what `formspec generate` does, for a spec
/// the editor has open (its text as edited, saved or not) or one on disk (protocol/generate.md).
///
/// Arguments: one object, `uri` (the spec), `target` (`xlform-objc`, `xlform-swift`, `eureka`),
/// optionally `name` (default from the file name), `output` (a folder, relative to the spec's;
/// default the spec's folder) and `write` (default true; false only answers the files' text).
/// The result lists the files (`uri`, `path`, `changed`, and `text` when not written). A spec
/// with errors, or with something the target cannot express, fails with RequestFailed and its
/// diagnostics in `data.diagnostics`; nothing is written.
enum GenerateFeature: ServerFeature {
    static let command = "formspec.generate"

    static func register(in registry: inout FeatureRegistry) {
        registry.capabilities { _, capabilities in
            capabilities["executeCommandProvider"] = ["commands": [.string(command)]]
        }
        registry.request("workspace/executeCommand") { request in
            let commandName = try request.params["command"].string()
            guard commandName == command else {
                throw ResponseError.invalidParams(
                    "\(request.params["command"].path): unknown command \"\(commandName)\"; the server runs \(command)")
            }
            let arguments = request.params["arguments"][0]
            let uri = try arguments["uri"].string()
            let target = GenerateTarget(
                rawValue: try arguments["target"].oneOf(GenerateTarget.allCases.map(\.rawValue)))!
            guard let path = FileURI.path(of: uri) else {
                throw ResponseError.invalidParams("\(arguments["uri"].path): \(uri) is not a file URI")
            }
            let name = try formName(arguments["name"], path: path)
            let write = try arguments["write"].optionalBool() ?? true
            let folder = (path as NSString).deletingLastPathComponent
            let directory =
                try arguments["output"].optionalString().map {
                    $0.hasPrefix("/") ? $0 : GeneratedFileWriter.join(folder, $0)
                } ?? folder
            let spec = try await specification(request, uri: uri, path: path)
            let encoding = request.session.encoding
            try Task.checkCancellation()
            let options = AnalysisOptions(project: request.specs.project(for: uri))
            let output = try await AnalysisWorker.run { _ in
                Generator.generate(spec, target: target, name: name, options: options)
            }
            if output.isRefused {
                let errors = output.diagnostics.filter { $0.severity == .error }
                throw ResponseError(
                    code: ResponseError.requestFailedCode,
                    message:
                        "\(path): not generated: \(errors.first?.message ?? "the spec has errors")\(errors.count > 1 ? " (and \(errors.count - 1) more)" : "")",
                    data: [
                        "diagnostics": .array(
                            output.diagnostics.map {
                                LSPDiagnostic.encode($0, lines: spec.lines, encoding: encoding, uri: uri)
                            })
                    ])
            }
            let stale = Set(GeneratedFileWriter.stale(output.files, in: directory))
            if write {
                do {
                    try GeneratedFileWriter.write(output.files, to: directory)
                } catch {
                    throw ResponseError(code: ResponseError.requestFailedCode, message: "\(error)")
                }
            }
            return [
                "target": .string(target.rawValue), "name": .string(name.value),
                "files": .array(
                    output.files.map { file in
                        let filePath = GeneratedFileWriter.join(directory, file.name)
                        var entry: JSONObject = [
                            "uri": .string(FileURI.from(path: filePath)), "path": .string(filePath),
                            "changed": .bool(stale.contains(filePath)),
                        ]
                        if !write { entry["text"] = .string(file.contents) }
                        return .object(entry)
                    }),
            ]
        }
    }

    private static func formName(_ field: Params, path: String) throws(ResponseError) -> FormName {
        if let given = try field.optionalString() {
            guard let name = FormName(given) else {
                throw .invalidParams(
                    "\(field.path): \"\(given)\" is not an identifier (ASCII letters, digits and _, not starting with a digit)"
                )
            }
            return name
        }
        guard let name = FormName.derived(fromPath: path) else {
            throw .invalidParams("\(field.path): no identifier can be made from \(path); give a name")
        }
        return name
    }

    /// The open document's text, or the file's.
    private static func specification(_ request: RequestContext, uri: String, path: String) async throws -> SpecDocument
    {
        if let document = request.document(uri) { return try await request.spec(document) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ResponseError.invalidParams("\(uri) is neither open nor readable")
        }
        return SpecDocument(name: path, bytes: [UInt8](data))
    }
}
