import FormSpecJSON
import Foundation
import TestSupport
import XCTest

@testable import FormSpecServer

/// Where the package and the built binary are.
typealias TestPaths = TestSupport

/// A `formspec lsp` process driven over pipes, as an editor would. A reader thread collects
/// every message; tests take what they wait for. Requests from the server are answered by
/// `answerServerRequest` (null unless a test sets it) and kept in `serverRequests`.
final class ServerProcess: @unchecked Sendable {
    static let timeout: TimeInterval = 20

    let process = Process()
    private let stdinPipe = Pipe(), stdoutPipe = Pipe(), stderrPipe = Pipe()
    /// Guards every mutable property below.
    private let condition = NSCondition()
    /// Keeps frames from the test thread and the reader thread (answers) from interleaving.
    private let writeLock = NSLock()
    private var queue: [JSONValue] = []
    private var stderrBytes: [UInt8] = []
    private var outputClosed = false
    private var stderrClosed = false
    private var lastID = 0
    private var _serverRequests: [JSONValue] = []
    private var _answer: @Sendable (String, JSONValue?) -> JSONValue = { _, _ in .null }

    init(arguments: [String] = ["lsp", "--log-level", "debug"]) throws {
        signal(SIGPIPE, SIG_IGN)
        let binary = TestPaths.formspecBinary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw ServerProcessError(
                description:
                    "formspec binary not found at \(binary.path); build it with `swift build --product formspec`")
        }
        process.executableURL = binary
        process.arguments = arguments
        process.standardInput = stdinPipe
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        try process.run()
        startReading(stdoutPipe.fileHandleForReading.fileDescriptor)
        startCollectingStderr(stderrPipe.fileHandleForReading.fileDescriptor)
    }

    /// A server that has been through initialize and initialized.
    static func started(
        _ capabilities: JSONValue = [:], arguments: [String] = ["lsp", "--log-level", "debug"]
    ) throws -> ServerProcess {
        let server = try ServerProcess(arguments: arguments)
        try server.initialize(capabilities: capabilities)
        return server
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    // MARK: Sending

    func sendRaw(_ bytes: [UInt8]) {
        writeLock.lock()
        defer { writeLock.unlock() }
        let fd = stdinPipe.fileHandleForWriting.fileDescriptor
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { return }
                offset += n
            }
        }
    }

    static func frame(_ message: JSONValue) -> [UInt8] {
        let body = message.encoded()
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    func send(_ message: JSONValue) { sendRaw(ServerProcess.frame(message)) }

    func notify(_ method: String, _ params: JSONValue?) {
        var message: JSONObject = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
    }

    /// Sends a request and returns its id without waiting.
    @discardableResult
    func sendRequest(_ method: String, _ params: JSONValue?) -> JSONValue {
        let id = nextID()
        var message: JSONObject = ["jsonrpc": "2.0", "id": id, "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
        return id
    }

    /// Sends a request and waits for its response message (with `result` or `error`).
    func request(_ method: String, _ params: JSONValue?) throws -> JSONValue {
        let id = sendRequest(method, params)
        return try response(to: id)
    }

    func nextID() -> JSONValue {
        condition.lock()
        defer { condition.unlock() }
        lastID += 1
        return JSONValue(lastID)
    }

    /// `initialize` then `initialized`; returns the initialize result.
    @discardableResult
    func initialize(capabilities: JSONValue = [:], initializationOptions: JSONValue? = nil) throws -> JSONValue {
        var params: JSONObject = [
            "processId": .null, "rootUri": .null, "capabilities": capabilities,
            "clientInfo": ["name": "formspec-tests"],
        ]
        if let initializationOptions { params["initializationOptions"] = initializationOptions }
        let response = try request("initialize", .object(params))
        guard let result = response["result"] else { throw failure("initialize failed: \(response.encodedString())") }
        notify("initialized", [:])
        return result
    }

    func open(_ uri: String, _ text: String, languageId: String = "json", version: Int = 1) {
        notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": .string(uri), "languageId": .string(languageId),
                    "version": JSONValue(version), "text": .string(text),
                ]
            ])
    }

    func change(_ uri: String, version: Int, _ changes: [JSONValue]) {
        notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": JSONValue(version)],
                "contentChanges": .array(changes),
            ])
    }

    func shutdownAndExit() throws -> Int32 {
        _ = try request("shutdown", nil)
        notify("exit", nil)
        return try waitForExit()
    }

    func closeInput() { try? stdinPipe.fileHandleForWriting.close() }

    // MARK: Receiving

    /// Removes and returns the first received message satisfying `matches`, waiting for it.
    func take(
        _ what: String,
        timeout: TimeInterval = ServerProcess.timeout, where matches: (JSONValue) -> Bool
    ) throws -> JSONValue {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = queue.firstIndex(where: matches) { return queue.remove(at: index) }
            if outputClosed { throw failure("server closed its output while waiting for \(what)", locked: true) }
            if !condition.wait(until: deadline) { throw failure("timed out waiting for \(what)", locked: true) }
        }
    }

    func response(to id: JSONValue) throws -> JSONValue {
        try take("response to \(id.encodedString())") { $0["id"] == id && $0["method"] == nil }
    }

    func notification(
        _ method: String,
        where matches: @escaping (JSONValue) -> Bool = { _ in true }
    ) throws -> JSONValue {
        try take(method) { $0["method"] == .string(method) && $0["id"] == nil && matches($0["params"] ?? .null) }
    }

    /// The params of the publishDiagnostics for `uri` (and `version`, when given).
    func published(_ uri: String, version: Int? = nil) throws -> JSONValue {
        let message = try notification("textDocument/publishDiagnostics") { params in
            params["uri"] == .string(uri) && (version == nil || params["version"]?.intValue == version)
        }
        return message["params"] ?? .null
    }

    /// Messages received and not taken yet.
    var pending: [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return queue
    }

    var serverRequests: [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return _serverRequests
    }

    /// Answers requests from the server: (method, params) -> result.
    func answerServerRequests(_ answer: @escaping @Sendable (String, JSONValue?) -> JSONValue) {
        condition.lock()
        _answer = answer
        condition.unlock()
    }

    var stderr: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: stderrBytes, as: UTF8.self)
    }

    /// Waits until stderr contains `text`.
    func waitForStderr(containing text: String, timeout: TimeInterval = ServerProcess.timeout) throws {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !String(decoding: stderrBytes, as: UTF8.self).contains(text) {
            if !condition.wait(until: deadline) { throw failure("stderr never contained \"\(text)\"", locked: true) }
        }
    }

    /// Waits for the process to end and for both readers to reach end of file, so that
    /// `pending` and `stderr` hold everything it wrote.
    func waitForExit(timeout: TimeInterval = ServerProcess.timeout) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                throw failure("server did not exit")
            }
            usleep(2000)
        }
        condition.lock()
        defer { condition.unlock() }
        while !(outputClosed && stderrClosed) {
            if !condition.wait(until: deadline) { throw failure("server output still open after exit", locked: true) }
        }
        return process.terminationStatus
    }

    private func failure(_ message: String, locked: Bool = false) -> Error {
        let log = locked ? String(decoding: stderrBytes, as: UTF8.self) : stderr
        return ServerProcessError(description: "\(message)\n--- server stderr (tail) ---\n\(log.suffix(3000))")
    }

    // MARK: Reader threads

    private func startReading(_ fd: Int32) {
        let thread = Thread { [self] in
            var parser = FrameParser()
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }
                parser.append(Array(chunk[0..<n]))
                while let event = parser.next() {
                    guard case .message(let body) = event, let message = try? JSONValue(decoding: body) else {
                        continue
                    }
                    deliver(message)
                }
            }
            condition.lock()
            outputClosed = true
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    private func deliver(_ message: JSONValue) {
        condition.lock()
        let isServerRequest = message["method"] != nil && message["id"] != nil
        let answer = _answer
        if isServerRequest { _serverRequests.append(message) } else { queue.append(message) }
        condition.broadcast()
        condition.unlock()
        if isServerRequest, let method = message["method"]?.stringValue, let id = message["id"] {
            send(["jsonrpc": "2.0", "id": id, "result": answer(method, message["params"])])
        }
    }

    private func startCollectingStderr(_ fd: Int32) {
        let thread = Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 16384)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }
                condition.lock()
                stderrBytes.append(contentsOf: chunk[0..<n])
                condition.broadcast()
                condition.unlock()
            }
            condition.lock()
            stderrClosed = true
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }
}

struct ServerProcessError: Error, CustomStringConvertible {
    let description: String
}

/// Client capabilities of a client that takes pushed diagnostics.
enum ClientProfile {
    static func push(
        encodings: [String]? = nil, relatedInformation: Bool = true, configuration: Bool = false
    ) -> JSONValue {
        var capabilities: JSONObject = [
            "textDocument": [
                "publishDiagnostics": [
                    "relatedInformation": .bool(relatedInformation), "tagSupport": ["valueSet": [1, 2]],
                ]
            ],
            "workspace": ["configuration": .bool(configuration)],
        ]
        if let encodings { capabilities["general"] = ["positionEncodings": .array(encodings.map(JSONValue.string))] }
        return .object(capabilities)
    }

    static func pull(refresh: Bool = false, configuration: Bool = false) -> JSONValue {
        [
            "textDocument": [
                "diagnostic": ["dynamicRegistration": false], "publishDiagnostics": ["relatedInformation": true],
            ],
            "workspace": ["configuration": .bool(configuration), "diagnostics": ["refreshSupport": .bool(refresh)]],
        ]
    }
}
