import FormSpec
import FormSpecJSON
import Foundation

/// `formspec/preview`: what the form does with given values (protocol/preview.md).
///
/// Params: `textDocument: {uri}` (an open document, unsaved text included) or `spec` (a spec as
/// JSON, or its text as a string, read as `dialect`: `xlform` unless given), `values` (tag or
/// key → value), and optionally `now`, `locale`,
/// `timeZone` and `fields` (the result members wanted). The result is `PreviewResult.json`,
/// written as text on a preview thread (`PreviewResult.encoded`, `PreviewWorkers`); a
/// `$/cancelRequest` stops the preview there. With `format: "html"` it is `{"html": page}`,
/// the form drawn (`PreviewPage`).
/// Compiled forms are cached per document revision (and for the last few inline specs), so a
/// preview only evaluates.
enum PreviewFeature: ServerFeature {
    static let method = "formspec/preview"

    static func register(in registry: inout FeatureRegistry) {
        // A custom request is no LSP capability; clients can find it under `experimental`.
        registry.capabilities { _, capabilities in
            var experimental = capabilities["experimental"]?.objectValue ?? [:]
            experimental["preview"] = true
            capabilities["experimental"] = .object(experimental)
        }
        // Evaluated and encoded on a preview thread: a full result is ~50 KB of JSON.
        registry.encodedRequest(method) { request in
            let form = try await compiledForm(request)
            let values = try previewValues(request.params["values"])
            let options = try previewOptions(request.params)
            if try PreviewPage.wanted(request.params) {
                return try await PreviewPage.render(
                    request, form: form, document: try await specDocument(request), values: values, options: options)
            }
            let fields = try resultFields(request.params["fields"])
            return try await PreviewWorkers.cancellable { isCancelled in
                try Preview.run(form, values: values, options: options, isCancelled: isCancelled)
                    .encoded(fields: fields)
            }
        }
        registry.observe { _, event in
            if case .documentClosed(let uri) = event { cache.remove(uri: uri) }
        }
    }

    private static let cache = CompiledFormCache()

    private static func compiledForm(_ request: RequestContext) async throws -> CompiledForm {
        let params = request.params
        switch (params["textDocument"].isAbsent, params["spec"].isAbsent) {
        case (false, false):
            throw ResponseError.invalidParams("params: give either textDocument or spec, not both")
        case (true, true):
            throw ResponseError.invalidParams(
                "params.textDocument: expected an object with the uri of an open spec (or give params.spec), but it is missing"
            )
        case (false, true):
            let document = try request.requireDocument()
            if let hit = cache.form(uri: document.uri, revision: document.revision) { return hit }
            let spec = try await request.spec(document)
            let project = request.specs.project(for: document.uri)
            let form = try await AnalysisWorker.run { _ in CompiledForm(spec, project: project) }
            cache.store(form, uri: document.uri, revision: document.revision)
            return form
        case (true, false):
            // The spec as JSON, or its text as a string (which may have syntax errors); a
            // field file (`dialect: "fxforms"`) may be an array.
            let dialect =
                try params["dialect"].isAbsent
                ? SpecDialect.xlform
                : SpecDialect(rawValue: params["dialect"].oneOf(SpecDialect.allCases.map(\.rawValue)))!
            let bytes: [UInt8]
            if case .string(let text)? = params["spec"].value {
                bytes = Array(text.utf8)
            } else if dialect == .fxforms, case .array(let fields)? = params["spec"].value {
                bytes = JSONValue.array(fields).encoded()
            } else {
                bytes = JSONValue.object(try params["spec"].object()).encoded()
            }
            // The dialect is part of what the cache tells apart.
            let key = Array(dialect.rawValue.utf8) + [0] + bytes
            if let hit = cache.form(inline: key) { return hit }
            let form = try await AnalysisWorker.run { _ in
                CompiledForm(SpecDocument(name: "<params.spec>", bytes: bytes, dialect: dialect))
            }
            cache.store(form, inline: key)
            return form
        }
    }

    /// The parsed spec a preview is drawn from (what only the spec knows: placeholders,
    /// options, the conditions that hide).
    private static func specDocument(_ request: RequestContext) async throws -> SpecDocument {
        if request.params["spec"].isAbsent { return try await request.spec(try request.requireDocument()) }
        if case .string(let text)? = request.params["spec"].value {
            return SpecDocument(name: "<params.spec>", text: text)
        }
        return SpecDocument(
            name: "<params.spec>", bytes: JSONValue.object(try request.params["spec"].object()).encoded())
    }

    private static func previewValues(_ field: Params) throws(ResponseError) -> PreviewValues {
        guard !field.isAbsent else { return PreviewValues() }
        let values = PreviewValues(try field.object())
        if let problem = values.boundsProblem {
            throw .invalidParams("\(field.path).\(problem.place): \(problem.message)")
        }
        return values
    }

    /// `fields`: the result members to send (all when absent).
    private static func resultFields(_ field: Params) throws(ResponseError) -> Set<PreviewResult.Field>? {
        guard let items = try field.optionalArray() else { return nil }
        var fields: Set<PreviewResult.Field> = []
        for item in items {
            fields.insert(try PreviewResult.Field(rawValue: item.oneOf(PreviewResult.Field.allCases.map(\.rawValue)))!)
        }
        return fields
    }

    private static func previewOptions(_ params: Params) throws(ResponseError) -> PreviewOptions {
        var options = PreviewOptions()
        if let now = try params["now"].optionalString() {
            guard case .success(let parsed) = ISO8601.parse(now) else {
                throw .invalidParams(
                    "\(params["now"].path): expected an ISO 8601 date-time with a zone, got \"\(now)\"")
            }
            options.now = parsed.date
        }
        if let identifier = try params["locale"].optionalString() {
            guard let locale = PreviewOptions.locale(named: identifier) else {
                throw .invalidParams("\(params["locale"].path): unknown locale \"\(identifier)\"")
            }
            options.locale = locale
        }
        if let identifier = try params["timeZone"].optionalString() {
            guard let zone = TimeZone(identifier: identifier) else {
                throw .invalidParams("\(params["timeZone"].path): unknown time zone \"\(identifier)\"")
            }
            options.timeZone = zone
        }
        return options
    }
}

/// Compiled forms of open documents (newest revision per URI) and of the last inline specs.
private final class CompiledFormCache: @unchecked Sendable {
    private let lock = NSLock()
    private var documents: [String: (revision: UInt64, form: CompiledForm)] = [:]
    private var inline: [(bytes: [UInt8], form: CompiledForm)] = []
    private let inlineCapacity = 8

    func form(uri: String, revision: UInt64) -> CompiledForm? {
        lock.withLock { documents[uri].flatMap { $0.revision == revision ? $0.form : nil } }
    }

    func store(_ form: CompiledForm, uri: String, revision: UInt64) {
        lock.withLock {
            if let current = documents[uri], current.revision > revision { return }
            documents[uri] = (revision, form)
        }
    }

    func remove(uri: String) { lock.withLock { _ = documents.removeValue(forKey: uri) } }

    func form(inline bytes: [UInt8]) -> CompiledForm? {
        lock.withLock { inline.first { $0.bytes == bytes }?.form }
    }

    func store(_ form: CompiledForm, inline bytes: [UInt8]) {
        lock.withLock {
            inline.removeAll { $0.bytes == bytes }
            inline.insert((bytes, form), at: 0)
            if inline.count > inlineCapacity { inline.removeLast() }
        }
    }
}
