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
        for await event in events {
            if let status = await core.receive(event) { return status }
        }
        return 1
    }
}
