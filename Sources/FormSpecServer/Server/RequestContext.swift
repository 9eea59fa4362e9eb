import FormSpec
import FormSpecIDE
import FormSpecJSON

/// Everything a request handler may use: its params, the session, and the documents and
/// settings as they were when the request arrived (later edits do not show through).
struct RequestContext: Sendable {
    let id: RequestID
    let method: String
    let params: Params
    let session: Session
    let settings: ServerSettings
    /// Identifies `settings`; part of cache keys and result ids.
    let settingsGeneration: UInt64
    let log: Logger
    let documents: DocumentStore
    let specs: SpecCache

    /// An open form spec, or nil.
    func document(_ uri: String) -> TextDocument? { documents[uri] }

    /// The document named by `params.textDocument.uri`; InvalidParams when it is not an open form spec.
    func requireDocument() throws(ResponseError) -> TextDocument {
        let field = params["textDocument"]["uri"]
        let uri = try field.string()
        guard let document = documents[uri] else {
            throw .invalidParams("\(field.path): \(uri) is not an open form spec")
        }
        return document
    }

    /// The parsed model of a document snapshot (cached per revision), parsed on the analysis
    /// thread when the cache does not have it.
    func spec(_ document: TextDocument) async throws -> SpecDocument {
        let specs = self.specs
        return try await AnalysisWorker.run { _ in specs.spec(for: document) }
    }

    /// The model and its tag index (cached per revision), built on the analysis thread.
    func tags(_ document: TextDocument) async throws -> (spec: SpecDocument, tags: TagIndex) {
        let specs = self.specs
        return try await AnalysisWorker.run { _ in specs.tags(for: document) }
    }

    /// The model and its findings under the current settings.
    func analysis(_ document: TextDocument) async throws -> (spec: SpecDocument, diagnostics: [Diagnostic]) {
        let (specs, options, generation) = (self.specs, settings.analysis, settingsGeneration)
        return try await AnalysisWorker.run { cancelled in
            try specs.analysis(for: document, options: options, generation: generation, cancelled: cancelled)
        }
    }

    /// The document and byte offset of a `TextDocumentPositionParams` request.
    func documentAndOffset() throws(ResponseError) -> (document: TextDocument, offset: Int) {
        let document = try requireDocument()
        let position = try params["position"].position()
        return (document, document.offset(of: position, in: session.encoding))
    }
}
