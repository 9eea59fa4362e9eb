import Foundation

/// What the reader hands to the server, in stream order.
enum InboundEvent: Sendable {
    case message(IncomingMessage)
    /// A body that is not a valid JSON-RPC message; answered with `error` unless it was a response.
    case malformed(MalformedMessage)
    /// Bytes between messages that were skipped; logged only.
    case framingError(FramingError)
    case endOfInput
}

/// Reads and decodes messages on a dedicated thread, so that a blocking `read` never occupies
/// one of the few threads of Swift's cooperative pool, and so that decoding a large didOpen
/// overlaps with analysis. Events are delivered in order through `deliver`.
enum MessageReader {
    static func start(
        fd: Int32, limits: FrameParser.Limits, log: Logger, deliver: @escaping @Sendable (InboundEvent) -> Void
    ) {
        let thread = Thread {
            run(fd: fd, limits: limits, log: log, deliver: deliver)
        }
        thread.name = "formspec-lsp-reader"
        thread.start()
    }

    private static func run(
        fd: Int32, limits: FrameParser.Limits, log: Logger, deliver: @Sendable (InboundEvent) -> Void
    ) {
        var parser = FrameParser(limits: limits)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            guard let count = FileDescriptorIO.read(fd, into: chunk) else {
                log.error("cannot read from the client (errno \(errno))")
                break
            }
            if count == 0 {
                if case .error(let error)? = parser.finish() { deliver(.framingError(error)) }
                break
            }
            parser.append(UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
            while let event = parser.next() {
                // The frame goes before the message is handed on: for a large didOpen, before
                // the document's parse begins on another thread. Consumed, the event keeps no
                // second reference to it.
                switch consume event {
                case .message(var body):
                    let decoded = IncomingMessage.decode(body)
                    body = []
                    switch decoded {
                    case .success(let message): deliver(.message(message))
                    case .failure(let malformed): deliver(.malformed(malformed))
                    }
                case .error(let error):
                    deliver(.framingError(error))
                }
            }
        }
        deliver(.endOfInput)
    }
}
