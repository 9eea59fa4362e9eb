import FormSpecJSON
import Foundation

/// The language server's entry point.
public enum LanguageServer {
    /// Serves LSP over `input` and `output` until `exit` or end of input; returns the exit
    /// status (0 after shutdown, 1 otherwise, as LSP asks).
    public static func serve(configuration: ServerConfiguration, input: Int32, output: Int32) async -> Int32 {
        let log = Logger(level: configuration.logLevel)
        let writer = MessageWriter(fd: output, log: log)
        let core = ServerCore(configuration: configuration, registry: .standard, writer: writer, log: log)
        let (events, continuation) = AsyncStream.makeStream(of: InboundEvent.self, bufferingPolicy: .unbounded)
        MessageReader.start(fd: input, limits: configuration.framing, log: log) { event in
            continuation.yield(event)
        }
        log.info("\(configuration.name) \(configuration.version) language server started (pid \(getpid()))")
        // One message at a time, in order; see ServerCore.
        var inbox = events.makeAsyncIterator()
        while let handled = await receive(from: &inbox, core) {
            if let status = handled.status { return status }
            if handled.releasedLargeText { configuration.largeTextReleased?() }
        }
        return 1
    }

    /// Handles the next event; the event itself is let go of when this returns. nil at the end.
    private static func receive(
        from inbox: inout AsyncStream<InboundEvent>.Iterator, _ core: ServerCore
    ) async -> (status: Int32?, releasedLargeText: Bool)? {
        guard let event = await inbox.next() else { return nil }
        let large = event.carriesLargeText
        return (await core.receive(event), large)
    }
}

extension InboundEvent {
    /// Whether the event carries a document's text of a megabyte or more: a didOpen, or a
    /// didChange replacing the whole text.
    var carriesLargeText: Bool {
        guard case .message(.notification(let method, let params?)) = self else { return false }
        func large(_ text: JSONValue?) -> Bool { (text?.stringValue?.utf8.count ?? 0) >= FrameParser.largeBody }
        switch method {
        case "textDocument/didOpen": return large(params["textDocument"]?["text"])
        case "textDocument/didChange":
            return params["contentChanges"]?.arrayValue?.contains { large($0["text"]) } ?? false
        default: return false
        }
    }
}
