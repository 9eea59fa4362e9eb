import Foundation

/// How much the server writes to stderr, from least to most.
public enum LogLevel: String, Comparable, CaseIterable, Sendable {
    case error, warn, info, debug, trace

    public var name: String { rawValue }

    public init?(name: String) { self.init(rawValue: name) }

    private var rank: Int { LogLevel.allCases.firstIndex(of: self)! }

    public static func < (a: LogLevel, b: LogLevel) -> Bool { a.rank < b.rank }
}

/// Writes log lines to stderr, never stdout (stdout carries the protocol). Sendable without a
/// lock: the level is immutable and each line goes out in one `write`, which POSIX keeps whole
/// for pipes up to PIPE_BUF bytes and which does not interleave within a line in practice.
public final class Logger: Sendable {
    public let level: LogLevel
    private let fd: Int32

    public init(level: LogLevel, fd: Int32 = 2) {
        self.level = level
        self.fd = fd
    }

    public func isEnabled(_ level: LogLevel) -> Bool { level <= self.level }

    public func error(_ message: @autoclosure () -> String) { log(.error, message) }
    public func warn(_ message: @autoclosure () -> String) { log(.warn, message) }
    public func info(_ message: @autoclosure () -> String) { log(.info, message) }
    public func debug(_ message: @autoclosure () -> String) { log(.debug, message) }
    public func trace(_ message: @autoclosure () -> String) { log(.trace, message) }

    private func log(_ level: LogLevel, _ message: () -> String) {
        guard isEnabled(level) else { return }
        var line = Array("formspec-lsp \(level.name): \(message())\n".utf8)
        line.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return }
                offset += n
            }
        }
    }
}
