/// Splits a byte stream into LSP base-protocol messages: header fields ending in `\r\n`, an
/// empty line, then exactly `Content-Length` bytes of body.
///
/// Bad input never stops the stream. A header without a usable `Content-Length`, a header or
/// declared body beyond the limits, or bytes that are no header at all produce one `.error`,
/// and parsing resumes at the next `Content-Length:` in the stream (case-insensitive; usually
/// the next message). A body that is shorter than declared cannot be detected until EOF: it
/// swallows the start of the next message, which then fails to decode and is skipped the same
/// way. Pure and synchronous so that it can be tested byte by byte.
public struct FrameParser: Sendable {
    public struct Limits: Sendable {
        /// Longest header block accepted; real ones are under 100 bytes.
        public var maxHeaderBytes: Int
        /// Largest body accepted. The spec parser refuses documents over 64 MiB; JSON escaping
        /// of such a document in didOpen can double it.
        public var maxContentLength: Int

        public init(maxHeaderBytes: Int = 8 << 10, maxContentLength: Int = 160 << 20) {
            self.maxHeaderBytes = maxHeaderBytes
            self.maxContentLength = maxContentLength
        }
    }

    public enum Event: Equatable, Sendable {
        case message([UInt8])
        case error(FramingError)
    }

    public let limits: Limits
    private var buffer: [UInt8] = []
    /// Bytes before this index are consumed.
    private var start = 0
    /// Where the search for the end of the current header resumes.
    private var headerScan = 0
    /// Declared length of the body being read, once its header is complete.
    private var bodyLength: Int?
    /// After an error, until the next `Content-Length`: the bytes are junk already reported.
    private var discarding = false

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Bytes received and not yet returned in an event.
    public var bufferedByteCount: Int { buffer.count - start }

    /// A body of this many bytes or more is large: it gets room of its own, and the text it
    /// carries is let go of as soon as it has been handled (`InboundEvent.carriesLargeText`).
    static let largeBody = 1 << 20

    /// The buffer's room, for tests.
    var bufferCapacity: Int { buffer.capacity }

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
    }

    public mutating func append(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message or error, or nil when more bytes are needed.
    public mutating func next() -> Event? {
        if let length = bodyLength {
            guard buffer.count - start >= length else {
                // Room for the whole body at once: grown by doubling, the buffer of a large
                // didOpen would take up to twice its size, and both while it grows.
                if buffer.capacity < start + length { buffer.reserveCapacity(start + length) }
                return nil
            }
            let body: [UInt8]
            if start == 0, buffer.count == length {
                // The buffer holds the body alone: handed out, not copied.
                body = buffer
                buffer = []
            } else {
                body = Array(buffer[start..<start + length])
            }
            consume(upTo: start + length)
            bodyLength = nil
            return .message(body)
        }
        if discarding {
            resynchronize(from: start)
            if discarding { return nil }
        }
        guard let end = findHeaderEnd() else {
            guard buffer.count - start > limits.maxHeaderBytes else { return nil }
            resynchronize(from: start + 1)
            return .error(.headerTooLarge(limit: limits.maxHeaderBytes))
        }
        switch parseHeader(buffer[start..<end]) {
        case .success(let length):
            consume(upTo: end + 4)
            bodyLength = length
            if length >= FrameParser.largeBody, start > 0 {
                // A large body then starts the buffer, which can be handed out whole.
                buffer.removeFirst(start)
                start = 0
                headerScan = 0
            }
            return next()
        case .failure(let error):
            switch error {
            case .invalidContentLength, .contentTooLarge:
                // A well-formed header with an unusable length: its body, if any, follows it.
                resynchronize(from: end + 4)
            default:
                // Probably not a header at all; a real one may start right inside it.
                resynchronize(from: start + 1)
            }
            return .error(error)
        }
    }

    /// Call at end of input: an error when a message was cut off, nil when the stream ended cleanly.
    public mutating func finish() -> Event? {
        defer {
            consume(upTo: buffer.count)
            bodyLength = nil
            discarding = false
        }
        if discarding { return nil }
        if let length = bodyLength {
            return .error(.truncatedBody(expected: length, received: buffer.count - start))
        }
        let rest = buffer[start...]
        guard rest.contains(where: { !FrameParser.isWhitespace($0) }) else { return nil }
        return .error(.truncatedHeader(Array(rest.prefix(80))))
    }

    // MARK: - Header

    private static let headerEnd: [UInt8] = Array("\r\n\r\n".utf8)
    private static let contentLength = Array("content-length".utf8)

    /// Index of the `\r\n\r\n` ending the header, searched no further than the size limit.
    private mutating func findHeaderEnd() -> Int? {
        var i = max(headerScan, start)
        let last = min(buffer.count - 4, start + limits.maxHeaderBytes)
        while i <= last {
            if buffer[i] == 0x0D, buffer[i + 1] == 0x0A, buffer[i + 2] == 0x0D, buffer[i + 3] == 0x0A { return i }
            i += 1
        }
        headerScan = max(start, i)
        return nil
    }

    private func parseHeader(_ block: ArraySlice<UInt8>) -> Result<Int, FramingError> {
        var length: Int?
        for rawLine in block.split(separator: 0x0D, omittingEmptySubsequences: false) {
            var line = rawLine
            if line.first == 0x0A { line = line.dropFirst() }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")),
                colon > line.startIndex,
                line[..<colon].allSatisfy(FrameParser.isTokenByte)
            else { return .failure(.invalidHeaderLine(FrameParser.printable(line))) }
            let name = line[..<colon].map(FrameParser.lowercased)
            let value = line[line.index(after: colon)...].drop(while: FrameParser.isWhitespace)
            let trimmed = value.reversed().drop(while: FrameParser.isWhitespace).reversed()
            guard name == FrameParser.contentLength else { continue }
            guard let parsed = FrameParser.decimal(trimmed) else {
                return .failure(.invalidContentLength(FrameParser.printable(value)))
            }
            if let length, length != parsed {
                return .failure(.invalidContentLength("conflicting values \(length) and \(parsed)"))
            }
            length = parsed
        }
        guard let length else { return .failure(.missingContentLength(FrameParser.printable(block.prefix(80)))) }
        guard length <= limits.maxContentLength else {
            return .failure(.contentTooLarge(length: length, limit: limits.maxContentLength))
        }
        return .success(length)
    }

    /// Skips to the next `Content-Length` at or after `index`; keeps a tail that might be the
    /// start of one when none is buffered yet.
    private mutating func resynchronize(from index: Int) {
        let needle = FrameParser.contentLength
        var i = index
        let last = buffer.count - needle.count
        while i <= last {
            if FrameParser.lowercased(buffer[i]) == needle[0],
                zip(buffer[i..<i + needle.count], needle).allSatisfy({ FrameParser.lowercased($0) == $1 })
            {
                consume(upTo: i)
                discarding = false
                return
            }
            i += 1
        }
        consume(upTo: max(min(index, buffer.count), buffer.count - (needle.count - 1)))
        discarding = true
    }

    private mutating func consume(upTo index: Int) {
        start = min(index, buffer.count)
        headerScan = start
        // Compact once the consumed prefix dominates, so memory stays proportional to one message.
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
            start = 0
            headerScan = 0
        } else if start > 64 << 10, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
            headerScan = 0
        }
    }

    // MARK: - Bytes

    private static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A }

    private static func lowercased(_ b: UInt8) -> UInt8 { (b >= 0x41 && b <= 0x5A) ? b + 0x20 : b }

    /// RFC 7230 token characters, the only ones allowed in a header name.
    private static func isTokenByte(_ b: UInt8) -> Bool {
        switch b {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        default: return tokenPunctuation.contains(b)
        }
    }

    private static let tokenPunctuation: Set<UInt8> = Set("!#$%&'*+-.^_`|~".utf8)

    private static func decimal(_ digits: some Collection<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var n = 0
        for d in digits {
            guard d >= 0x30, d <= 0x39 else { return nil }
            n = n * 10 + Int(d - 0x30)
        }
        return n
    }

    private static func printable(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes.prefix(80), as: UTF8.self).unicodeScalars
            .map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
    }
}

/// What was wrong with the bytes between messages.
public enum FramingError: Error, Equatable, Sendable, CustomStringConvertible {
    case missingContentLength(String)
    case invalidContentLength(String)
    case invalidHeaderLine(String)
    case headerTooLarge(limit: Int)
    case contentTooLarge(length: Int, limit: Int)
    case truncatedBody(expected: Int, received: Int)
    case truncatedHeader([UInt8])

    public var description: String {
        switch self {
        case .missingContentLength(let header):
            return "header without Content-Length: \"\(header)\"; skipping to the next header"
        case .invalidContentLength(let value): return "invalid Content-Length \"\(value)\"; skipping to the next header"
        case .invalidHeaderLine(let line): return "not a header line: \"\(line)\"; skipping to the next header"
        case .headerTooLarge(let limit): return "no end of header within \(limit) bytes; skipping to the next header"
        case .contentTooLarge(let length, let limit):
            return "Content-Length \(length) exceeds the limit of \(limit) bytes; skipping to the next header"
        case .truncatedBody(let expected, let received):
            return "input ended inside a message: \(received) of \(expected) bytes"
        case .truncatedHeader(let bytes):
            return "input ended inside a header: \"\(String(decoding: bytes, as: UTF8.self))\""
        }
    }
}
