import FormSpecJSON
import Foundation

/// A Chromium started with `--remote-debugging-pipe`, spoken to in the DevTools protocol:
/// JSON messages ended by a NUL byte, commands on the browser's descriptor 3, answers and
/// events on its descriptor 4. A shell hands it our standard input and output as those two,
/// so no descriptor juggling is needed here. Every wait has a deadline: a browser that hangs
/// is killed and reported, never waited for.
final class DevToolsPipe: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process = Process()
    private let commands = Pipe()
    private let replies = Pipe()
    private let errors = Pipe()
    private let timeout: TimeInterval
    private let lock = NSCondition()
    private var received: [UInt8] = []
    private var messages: [JSONValue] = []
    private var stderrTail: [UInt8] = []
    private var closed = false
    private var stderrClosed = false
    private var nextID = 1

    init(executable: String, arguments: [String], timeout: TimeInterval) throws {
        self.timeout = timeout
        // A browser that exits closes its end of the command pipe: writing must fail with an
        // error, not end this process.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            [
                "-c", #"exec "$0" "$@" 3<&0 4>&1 0</dev/null 1>/dev/null"#, executable, "--remote-debugging-pipe",
            ] + arguments
        process.standardInput = commands
        process.standardOutput = replies
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot start \(executable): \(error.localizedDescription)")
        }
        startReading(replies.fileHandleForReading, stderr: false)
        startReading(errors.fileHandleForReading, stderr: true)
    }

    private func startReading(_ handle: FileHandle, stderr: Bool) {
        let thread = Thread { [self] in
            while true {
                let data = handle.availableData
                lock.lock()
                if data.isEmpty {
                    if stderr { stderrClosed = true } else { closed = true }
                    lock.broadcast()
                    lock.unlock()
                    return
                }
                if stderr {
                    stderrTail.append(contentsOf: data)
                    if stderrTail.count > 4096 { stderrTail.removeFirst(stderrTail.count - 4096) }
                } else {
                    received.append(contentsOf: data)
                    splitMessages()
                }
                lock.broadcast()
                lock.unlock()
            }
        }
        thread.start()
    }

    /// Under the lock: moves each complete message out of `received`.
    private func splitMessages() {
        while let end = received.firstIndex(of: 0) {
            if let message = try? JSONValue(decoding: received[..<end]) { messages.append(message) }
            received.removeSubrange(...end)
        }
    }

    /// Sends a command and waits for its answer; a protocol error is thrown with its message.
    @discardableResult
    func send(_ method: String, _ params: JSONObject = JSONObject(), session: String? = nil) throws -> JSONValue {
        let id = nextID
        nextID += 1
        var command = JSONObject([
            ("id", .integer(Int64(id))), ("method", .string(method)), ("params", .object(params)),
        ])
        if let session { command["sessionId"] = .string(session) }
        var bytes = Array(JSONValue.object(command).encodedString().utf8)
        bytes.append(0)
        do {
            try commands.fileHandleForWriting.write(contentsOf: Data(bytes))
        } catch {
            lock.lock()
            defer { lock.unlock() }
            throw failure("the browser exited before answering \(method)")
        }
        let reply = try take(what: method) { $0["id"]?.intValue == id }
        if let error = reply["error"] {
            throw Failure(description: "\(method): \(error["message"]?.stringValue ?? error.encodedString())")
        }
        return reply["result"] ?? .null
    }

    /// Waits for an event (of a session, when given), and takes it.
    func event(_ method: String, session: String? = nil) throws -> JSONValue {
        try take(what: method) { $0["method"]?.stringValue == method && $0["sessionId"]?.stringValue == session }
    }

    /// Events received so far that match, without waiting or taking them.
    func events(_ method: String, session: String? = nil) -> [JSONValue] {
        lock.lock()
        defer { lock.unlock() }
        return messages.filter { $0["method"]?.stringValue == method && $0["sessionId"]?.stringValue == session }
    }

    private func take(what: String, _ matches: (JSONValue) -> Bool) throws -> JSONValue {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let index = messages.firstIndex(where: matches) {
                return messages.remove(at: index)
            }
            if closed { throw failure("the browser exited before answering \(what)") }
            if !lock.wait(until: deadline) {
                lock.unlock()
                terminate()
                lock.lock()
                throw failure("the browser did not answer \(what) within \(Int(timeout)) seconds")
            }
        }
    }

    /// Under the lock: the failure with the last lines the browser wrote to standard error,
    /// waiting a moment for them when it is exiting.
    private func failure(_ message: String) -> Failure {
        let deadline = Date().addingTimeInterval(2)
        while !stderrClosed && lock.wait(until: deadline) {}
        let tail = String(decoding: stderrTail, as: UTF8.self).split(separator: "\n").suffix(3).joined(separator: "\n")
        return Failure(description: message + (tail.isEmpty ? "" : "; it said:\n" + tail))
    }

    /// Asks the browser to close, and kills it if it has not exited five seconds later.
    func close() {
        _ = try? send("Browser.close")
        let process = self.process
        DispatchQueue.global().asyncAfter(deadline: .now() + 5) {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        try? commands.fileHandleForWriting.close()
    }

    private func terminate() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? commands.fileHandleForWriting.close()
    }

    deinit { terminate() }
}
