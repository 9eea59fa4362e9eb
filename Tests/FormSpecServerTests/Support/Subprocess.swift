import Foundation

/// Runs a program to completion (or kills it after `timeout`), collecting its output.
enum Subprocess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        let timedOut: Bool

        var summary: String {
            "exit \(status)\(timedOut ? " (timed out)" : "")\n--- stdout ---\n\(stdout.suffix(4000))\n--- stderr ---\n\(stderr.suffix(4000))"
        }
    }

    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        directory: URL? = nil, timeout: TimeInterval = 120
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Drained concurrently so that a full pipe never blocks the child.
        let stdout = Drain(out.fileHandleForReading), stderr = Drain(err.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
            }
            usleep(10_000)
        }
        return Result(
            status: process.terminationStatus, stdout: stdout.text(), stderr: stderr.text(), timedOut: timedOut)
    }

    /// Reads a pipe to its end on a thread.
    private final class Drain: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }.start()
        }

        func text() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }
}
