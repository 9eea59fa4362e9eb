import FormSpecJSON
import Foundation

/// The server's state and the dispatch of every message. An actor: the main loop hands it
/// one message at a time and waits, so messages are handled in arrival order and a didChange
/// is never reordered with what follows it. Work that takes time runs elsewhere on snapshots
/// (request handlers in detached tasks, analysis on the `AnalysisWorker` thread) and comes
/// back only through actor methods, so no state is shared without the actor's protection.
actor ServerCore {
    enum Lifecycle: Equatable {
        case uninitialized, running, shutDown
    }

    let configuration: ServerConfiguration
    let registry: FeatureRegistry
    let writer: MessageWriter
    nonisolated let log: Logger

    private(set) var lifecycle = Lifecycle.uninitialized
    /// Set by initialize.
    var session: Session?
    var documents = DocumentStore()
    /// Parsed models and findings of the open documents, shared by diagnostics and features.
    nonisolated let specs = SpecCache()
    var settings = SettingsStore()
    var publishing = PublishScheduler()
    var trace = TraceLevel.off
    var outgoing = OutgoingRequests()
    /// Requests being answered, for `$/cancelRequest`.
    private var inFlight: [RequestID: Task<Void, Never>] = [:]
    private var ignoredNotifications: Set<String> = []

    init(configuration: ServerConfiguration, registry: FeatureRegistry, writer: MessageWriter, log: Logger) {
        self.configuration = configuration
        self.registry = registry
        self.writer = writer
        self.log = log
    }

    /// Handles one event from the reader. Returns the process exit status once the server must stop.
    func receive(_ event: InboundEvent) -> Int32? {
        switch event {
        case .message(.request(let id, let method, let params)):
            log.debug("<- request \(method) id \(id)")
            handleRequest(id: id, method: method, params: Params(params))
        case .message(.notification(let method, let params)):
            log.debug("<- notification \(method)")
            return handleNotification(method: method, params: Params(params))
        case .message(.response(let id, let result)):
            handleResponse(id: id, result: result)
        case .malformed(let malformed):
            log.error("malformed message: \(malformed.error.message)")
            if !malformed.isResponse { reply(to: malformed.id, .failure(malformed.error)) }
        case .framingError(let error):
            log.error(error.description)
        case .endOfInput:
            log.info(lifecycle == .shutDown ? "input closed after shutdown" : "input closed without shutdown and exit")
            return lifecycle == .shutDown ? 0 : 1
        }
        return nil
    }

    // MARK: - Requests

    private func handleRequest(id: RequestID, method: String, params: Params) {
        switch method {
        case "initialize": return reply(to: id, initialize(params))
        case "shutdown": return reply(to: id, shutdown())
        default: break
        }
        switch lifecycle {
        case .uninitialized: return reply(to: id, .failure(.serverNotInitialized))
        case .shutDown:
            return reply(to: id, .failure(.invalidRequest("the server is shut down; only exit is accepted")))
        case .running: break
        }
        guard let session, let handler = registry.requestHandler(method, in: session) else {
            return reply(to: id, .failure(.methodNotFound(method)))
        }
        guard inFlight[id] == nil else {
            log.error("request id \(id) is already in use by a request in progress")
            return reply(
                to: id, .failure(.invalidRequest("request id \(id) is already in use by a request in progress")))
        }
        let context = RequestContext(
            id: id, method: method, params: params, session: session, settings: settings.effective,
            settingsGeneration: settings.generation, log: log, documents: documents, specs: specs)
        // Detached: the handler must not run on (and block) this actor.
        inFlight[id] = Task.detached { [self] in
            let result: Result<RequestAnswer, ResponseError>
            do {
                result = .success(try await handler(context))
            } catch let error as ResponseError {
                result = .failure(error)
            } catch is CancellationError {
                result = .failure(.requestCancelled)
            } catch {
                result = .failure(.internalError("\(method) failed: \(error)"))
            }
            await self.finishRequest(id: id, method: method, result: result)
        }
    }

    private func finishRequest(id: RequestID, method: String, result: Result<RequestAnswer, ResponseError>) {
        guard let task = inFlight.removeValue(forKey: id) else { return }
        // A cancelled request is answered RequestCancelled even if it got to finish its work.
        switch task.isCancelled ? .failure(.requestCancelled) : result {
        case .success(.value(let value)): reply(to: id, .success(value))
        case .success(.encoded(let json)): writer.write(parts: OutgoingMessage.responseFrame(id: id, result: json))
        case .failure(let error): reply(to: id, .failure(error))
        }
    }

    private func cancelRequest(_ params: Params) {
        guard let raw = params["id"].value, let id = RequestID(raw) else {
            return log.warn("$/cancelRequest without a valid id")
        }
        if let task = inFlight[id] {
            log.debug("cancelling request \(id)")
            task.cancel()
        }
    }

    func reply(to id: RequestID?, _ result: Result<JSONValue, ResponseError>) {
        if case .failure(let error) = result { log.debug("-> error \(error) for id \(id?.description ?? "null")") }
        writer.send(OutgoingMessage.response(id: id, result: result))
    }

    // MARK: - Notifications

    private func handleNotification(method: String, params: Params) -> Int32? {
        if method == "exit" {
            log.info("exit \(lifecycle == .shutDown ? "after" : "without") shutdown")
            return lifecycle == .shutDown ? 0 : 1
        }
        guard lifecycle == .running else {
            log.debug(
                "dropping \(method): the server is \(lifecycle == .uninitialized ? "not initialized" : "shut down")")
            return nil
        }
        if method == "$/cancelRequest" {
            cancelRequest(params)
            return nil
        }
        guard let handlers = registry.notifications[method] else {
            // `$/` notifications are optional by definition; others are worth a note, once.
            if !method.hasPrefix("$/"), ignoredNotifications.insert(method).inserted {
                log.info("ignoring unknown notification \(method)")
            }
            return nil
        }
        for handler in handlers {
            do {
                try handler(self, params)
            } catch let error as ResponseError {
                log.error("\(method): \(error.message)")
            } catch {
                log.error("\(method): \(error)")
            }
        }
        return nil
    }

    func sendNotification(_ method: String, _ params: JSONValue) {
        writer.send(OutgoingMessage.notification(method, params))
    }

    // MARK: - Server-to-client requests

    func sendRequest(_ method: String, _ params: JSONValue?, then handler: @escaping ResponseHandler) {
        let id = outgoing.register(method, handler)
        writer.send(OutgoingMessage.request(id: id, method, params))
    }

    private func handleResponse(id: RequestID, result: Result<JSONValue, ResponseError>) {
        guard let (method, handler) = outgoing.complete(id) else {
            return log.warn("response to unknown request id \(id)")
        }
        if case .failure(let error) = result { log.warn("client answered \(method) with error \(error)") }
        handler(self, result)
    }

    // MARK: - Lifecycle

    private func initialize(_ params: Params) -> Result<JSONValue, ResponseError> {
        guard lifecycle == .uninitialized else {
            return .failure(
                .invalidRequest(lifecycle == .running ? "initialize may only be sent once" : "the server is shut down"))
        }
        let capabilities = params["capabilities"]
        do throws(ResponseError) {
            _ = try capabilities.object()
            let clientName = try params["clientInfo"]["name"].optionalString()
            if let value = try params["trace"].optionalString() { trace = TraceLevel(rawValue: value) ?? .off }
            let session = Session(client: ClientCapabilities(capabilities.value), clientName: clientName)
            self.session = session
            // No event: nothing is open yet, and no request may go to the client before this answer.
            reportSettingsProblems(
                settings.setInitializationOptions(params["initializationOptions"].value).problems,
                source: "initializationOptions")
            lifecycle = .running
            log.info(
                "initialized for \(clientName ?? "an unnamed client"): positions in \(session.encoding.rawValue), \(session.diagnosticMode.rawValue) diagnostics"
            )
            return .success([
                "capabilities": .object(registry.serverCapabilities(for: session)),
                "serverInfo": ["name": .string(configuration.name), "version": .string(configuration.version)],
            ])
        } catch {
            return .failure(error)
        }
    }

    private func shutdown() -> Result<JSONValue, ResponseError> {
        switch lifecycle {
        case .uninitialized: return .failure(.serverNotInitialized)
        case .shutDown: return .failure(.invalidRequest("shutdown was already received"))
        case .running: break
        }
        lifecycle = .shutDown
        publishing.cancelAll()
        for task in inFlight.values { task.cancel() }
        log.info("shutdown")
        return .success(.null)
    }
}
