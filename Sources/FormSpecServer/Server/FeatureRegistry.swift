import FormSpecJSON

/// # How features plug into the server
///
/// Every editor feature is one file under `Sources/FormSpecServer/Features/`: a type
/// conforming to `ServerFeature` that registers, in `register(in:)`,
///
/// - its **capability contribution**: the members it adds to `ServerCapabilities` in the
///   `initialize` result, decided from the negotiated `Session` (client capabilities,
///   position encoding, diagnostic mode). Advertise only what the handler really answers.
/// - its **request handlers**: `async` functions from a `RequestContext` to a result. They
///   run concurrently off the server actor, on a snapshot of the documents and settings
///   taken when the request arrived; they are cancelled by `$/cancelRequest` (check with
///   `try Task.checkCancellation()` between steps; run CPU-heavy work with
///   `AnalysisWorker.run`, on the analysis thread, not on the cooperative pool) and answer errors by throwing
///   `ResponseError` (`Params` accessors already throw InvalidParams naming the field).
///   `enabled` hides a handler (MethodNotFound) for sessions where it is not advertised.
/// - its **notification handlers**: synchronous functions isolated to the server actor, run
///   in arrival order, so they may change state (documents, settings). Keep them cheap and
///   move work to tasks.
/// - optionally an **observer** of `ServerEvent`s (a document changed, settings changed).
///
/// Then add the type to `FeatureRegistry.standard`. Positions in params are read with
/// `Params.position()` and converted with `TextDocument.offset(of:in:)`; results convert back
/// with `TextDocument.lspRange(_:in:)`. Editor logic itself (completion items, hover text)
/// belongs in `FormSpecIDE`, on byte offsets; the feature file only adapts it. A hover
/// feature, for example:
///
///     enum Hover: ServerFeature {
///         static func register(in registry: inout FeatureRegistry) {
///             registry.capabilities { _, capabilities in capabilities["hoverProvider"] = true }
///             registry.request("textDocument/hover") { request in
///                 let (document, offset) = try request.documentAndOffset()
///                 guard let hover = HoverProvider.hover(document.bytes, at: offset) else { return .null }
///                 return ["contents": ["kind": "markdown", "value": .string(hover.markdown)],
///                         "range": document.lspRange(hover.range, in: request.session.encoding)]
///             }
///         }
///     }
protocol ServerFeature {
    static func register(in registry: inout FeatureRegistry)
}

/// Answers one request. Runs off the server actor; see `FeatureRegistry`.
typealias RequestHandler = @Sendable (RequestContext) async throws -> JSONValue

/// Answers one request with JSON it encoded itself: large results are written straight to
/// text where they are computed, instead of as a JSONValue the server actor then encodes.
typealias EncodedRequestHandler = @Sendable (RequestContext) async throws -> EncodedJSON

/// A request handler's result, either way.
enum RequestAnswer: Sendable {
    case value(JSONValue)
    case encoded(EncodedJSON)
}
/// Handles one notification on the server actor, in arrival order.
typealias NotificationHandler = @Sendable (isolated ServerCore, Params) throws -> Void
/// Reacts to a change of server state, on the server actor.
typealias EventObserver = @Sendable (isolated ServerCore, ServerEvent) -> Void
/// Adds members to the `capabilities` of the initialize result.
typealias CapabilityContribution = @Sendable (Session, inout JSONObject) -> Void

/// Changes of server state that features may react to.
enum ServerEvent: Sendable, Equatable {
    /// Opened or edited; the store holds the new text.
    case documentChanged(uri: String)
    case documentClosed(uri: String)
    /// The effective settings changed.
    case settingsChanged
}

/// Methods, capabilities and observers of all features; built once, read-only afterwards.
struct FeatureRegistry: Sendable {
    struct RequestEntry: Sendable {
        let handler: @Sendable (RequestContext) async throws -> RequestAnswer
        let enabled: @Sendable (Session) -> Bool
    }

    private(set) var requests: [String: RequestEntry] = [:]
    private(set) var notifications: [String: [NotificationHandler]] = [:]
    private(set) var observers: [EventObserver] = []
    private var contributions: [CapabilityContribution] = []

    /// The features the server ships.
    static let standard = FeatureRegistry(features: [
        TextSynchronization.self,
        DocumentDiagnostics.self,
        Configuration.self,
        WatchedFiles.self,
        Trace.self,
        Completion.self,
        Hover.self,
        Symbols.self,
        Structure.self,
        Formatting.self,
        CodeActionsFeature.self,
        Navigation.self,
        Rename.self,
        SemanticTokens.self,
        InlayHints.self,
        PreviewFeature.self,
        GenerateFeature.self,
    ])

    init(features: [any ServerFeature.Type]) {
        for feature in features { feature.register(in: &self) }
    }

    mutating func capabilities(_ contribution: @escaping CapabilityContribution) {
        contributions.append(contribution)
    }

    mutating func request(
        _ method: String, enabled: @escaping @Sendable (Session) -> Bool = { _ in true },
        _ handler: @escaping RequestHandler
    ) {
        precondition(requests[method] == nil, "two features answer \(method)")
        requests[method] = RequestEntry(handler: { .value(try await handler($0)) }, enabled: enabled)
    }

    mutating func encodedRequest(
        _ method: String, enabled: @escaping @Sendable (Session) -> Bool = { _ in true },
        _ handler: @escaping EncodedRequestHandler
    ) {
        precondition(requests[method] == nil, "two features answer \(method)")
        requests[method] = RequestEntry(handler: { .encoded(try await handler($0)) }, enabled: enabled)
    }

    /// Several features may handle the same notification; they run in registration order.
    mutating func notification(_ method: String, _ handler: @escaping NotificationHandler) {
        notifications[method, default: []].append(handler)
    }

    mutating func observe(_ observer: @escaping EventObserver) {
        observers.append(observer)
    }

    /// The `capabilities` member of the initialize result for a session.
    func serverCapabilities(for session: Session) -> JSONObject {
        var capabilities: JSONObject = ["positionEncoding": .string(session.encoding.rawValue)]
        for contribute in contributions { contribute(session, &capabilities) }
        return capabilities
    }

    /// The handler for a request method in this session, nil when it is unknown or not advertised.
    func requestHandler(
        _ method: String, in session: Session
    ) -> (@Sendable (RequestContext) async throws -> RequestAnswer)? {
        guard let entry = requests[method], entry.enabled(session) else { return nil }
        return entry.handler
    }
}
