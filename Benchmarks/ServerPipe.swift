import FormSpecJSON
import FormSpecServer
import Foundation

/// A `formspec lsp` process (or the same server on a task of this process) and a blocking,
/// single-threaded client for it.
final class ServerPipe {
    let process = Process()
    private let input = Pipe(), output = Pipe()
    private var parser = FrameParser()
    private var lastID = 0
    /// Set when the server runs in this process; signalled when it returns.
    private var served: DispatchSemaphore?

    init(_ binary: String) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        // FORMSPEC_BENCH_SERVER_LOG=debug: the server's own timings on this process's stderr.
        process.arguments = [
            "lsp", "--log-level", ProcessInfo.processInfo.environment["FORMSPEC_BENCH_SERVER_LOG"] ?? "error",
        ]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    /// The server in this process, for tools that cannot follow a child process (valgrind
    /// fails on `formspec lsp`'s dispatch main queue); same code, same pipes.
    init(inProcess: Void) {
        let done = DispatchSemaphore(value: 0)
        served = done
        let (input, output) = (input.fileHandleForReading.fileDescriptor, output.fileHandleForWriting.fileDescriptor)
        Task.detached {
            _ = await LanguageServer.serve(
                configuration: ServerConfiguration(version: "bench", logLevel: .error), input: input, output: output)
            done.signal()
        }
    }

    func send(_ message: JSONValue) {
        let body = message.encoded()
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + Data(body))
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    @discardableResult
    func request(_ method: String, _ params: JSONValue?) -> JSONValue {
        lastID += 1
        let id = JSONValue(lastID)
        var message: JSONObject = ["jsonrpc": "2.0", "id": id, "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
        return next { $0["id"] == id && $0["method"] == nil }
    }

    /// Sends all requests before reading any answer (as a busy editor does) and returns the
    /// response bodies undecoded, in arrival order: decoding large results with jansson would
    /// measure this client rather than the server. The server sends nothing else meanwhile.
    func pipelined(_ method: String, _ params: [JSONValue]) -> [[UInt8]] {
        pipelined(
            params.map { p in
                lastID += 1
                return JSONValue.object([
                    "jsonrpc": "2.0", "id": JSONValue(lastID), "method": .string(method), "params": p,
                ]).encoded()
            })
    }

    /// The next request id, for callers that encode requests themselves.
    func nextID() -> Int {
        lastID += 1
        return lastID
    }

    /// `pipelined(_:_:)` for requests already encoded, written in one go.
    func pipelined(_ requests: [[UInt8]]) -> [[UInt8]] {
        var frames: [UInt8] = []
        for body in requests {
            frames.append(contentsOf: "Content-Length: \(body.count)\r\n\r\n".utf8)
            frames.append(contentsOf: body)
        }
        input.fileHandleForWriting.write(Data(frames))
        var bodies: [[UInt8]] = []
        let fd = output.fileHandleForReading.fileDescriptor
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bodies.count < requests.count {
            while bodies.count < requests.count, let event = parser.next() {
                if case .message(let body) = event { bodies.append(body) }
            }
            guard bodies.count < requests.count else { break }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { fatalError("the server closed its output") }
            chunk.withUnsafeBytes { parser.append(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        }
        return bodies
    }

    /// `count` requests with `window` of them in flight all the time: a request is sent as soon
    /// as an answer arrives, from a thread of its own, while this one reads (a client that sent
    /// batches and waited for each to drain would leave the server's cores idle at every batch's
    /// tail). `request(i, id)` encodes the i-th request. Returns each request's time from being
    /// written to its answer's last byte, in nanoseconds, in the order the answers came; as for
    /// `pipelined`, the server must send nothing else meanwhile.
    func streamed(
        count: Int, window: Int, request: @escaping @Sendable (_ index: Int, _ id: Int) -> [UInt8]
    ) -> [UInt64] {
        let slots = DispatchSemaphore(value: window)
        let writer = input.fileHandleForWriting.fileDescriptor
        let firstID = lastID + 1
        lastID += count
        let sent = SendTimes(count: count)
        let sender = Thread {
            for index in 0..<count {
                slots.wait()
                let body = request(index, firstID + index)
                let frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
                sent.set(index, DispatchTime.now().uptimeNanoseconds)
                var written = 0
                while written < frame.count {
                    let n = frame.withUnsafeBytes { write(writer, $0.baseAddress! + written, $0.count - written) }
                    guard n > 0 else { fatalError("the server closed its input") }
                    written += n
                }
            }
        }
        sender.start()
        let fd = output.fileHandleForReading.fileDescriptor
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var latencies: [UInt64] = []
        latencies.reserveCapacity(count)
        while latencies.count < count {
            while latencies.count < count, let event = parser.next() {
                if case .message(let body) = event {
                    let now = DispatchTime.now().uptimeNanoseconds
                    let index = Self.responseID(body) - firstID
                    latencies.append(index >= 0 && index < count ? now - sent.get(index) : 0)
                    slots.signal()
                }
            }
            guard latencies.count < count else { break }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { fatalError("the server closed its output") }
            chunk.withUnsafeBytes { parser.append(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        }
        return latencies
    }

    /// The integer id of a response, which the server writes first after `"jsonrpc":"2.0"`.
    private static func responseID(_ body: [UInt8]) -> Int {
        let prefix = Array(#"{"jsonrpc":"2.0","id":"#.utf8)
        guard body.starts(with: prefix) else { return -1 }
        var id = 0
        for byte in body[prefix.count...] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
            id = id * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return id
    }

    /// Waits for the publication of `version`; returns its number of diagnostics and when its
    /// last byte arrived (uptime nanoseconds), before this client spent time decoding it.
    func waitForPublish(uri: String, version: Int) -> (count: Int, arrival: UInt64) {
        var arrival: UInt64 = 0
        let message = next(arrival: &arrival) {
            $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri)
                && $0["params"]?["version"]?.intValue == version
        }
        return (message["params"]?["diagnostics"]?.arrayValue?.count ?? 0, arrival)
    }

    private func next(where matches: (JSONValue) -> Bool) -> JSONValue {
        var arrival: UInt64 = 0
        return next(arrival: &arrival, where: matches)
    }

    /// Reads messages until one matches; the others are dropped. `arrival`: when the matching
    /// message was complete.
    private func next(arrival: inout UInt64, where matches: (JSONValue) -> Bool) -> JSONValue {
        let fd = output.fileHandleForReading.fileDescriptor
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            while let event = parser.next() {
                let now = DispatchTime.now().uptimeNanoseconds
                if case .message(let body) = event, let message = try? JSONValue(decoding: body), matches(message) {
                    arrival = now
                    return message
                }
            }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { fatalError("the server closed its output") }
            chunk.withUnsafeBytes { parser.append(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        }
    }

    /// VmHWM from /proc, in KiB.
    func peakRSS() -> Int? { status("VmHWM") }

    /// VmRSS from /proc, in KiB.
    func currentRSS() -> Int? { status("VmRSS") }

    private func status(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
        else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    func shutdown() {
        request("shutdown", nil)
        send(["jsonrpc": "2.0", "method": "exit"])
        if let served { served.wait() } else { process.waitUntilExit() }
    }
}

/// When each request of `ServerPipe.streamed` was written, shared by its sender and reader.
private final class SendTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var times: [UInt64]

    init(count: Int) { times = Array(repeating: 0, count: count) }

    func set(_ index: Int, _ time: UInt64) { lock.withLock { times[index] = time } }
    func get(_ index: Int) -> UInt64 { lock.withLock { times[index] } }
}
