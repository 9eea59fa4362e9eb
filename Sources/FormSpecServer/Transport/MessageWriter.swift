import FormSpecJSON
import Foundation

/// Frames and writes messages to the client. Called from the server actor and from background
/// tasks alike, so a lock serialises whole frames; encoding happens before taking the lock.
final class MessageWriter: @unchecked Sendable {
    private let fd: Int32
    private let log: Logger
    private let lock = NSLock()
    /// Guarded by `lock`. Set after the first failed write: the client is gone.
    private var broken = false

    init(fd: Int32, log: Logger) {
        self.fd = fd
        self.log = log
    }

    func send(_ message: JSONValue) {
        write(MessageWriter.frame(message))
    }

    /// Writes an already framed message (see `frame`), so that expensive encoding can happen
    /// off the server actor.
    func write(_ frame: [UInt8]) {
        write(parts: [frame])
    }

    /// Writes a message framed in parts (`framed(parts:)`), without joining them.
    func write(parts frame: [[UInt8]]) {
        lock.lock()
        defer { lock.unlock() }
        guard !broken else { return }
        if !FileDescriptorIO.writeAll(fd, parts: frame) {
            broken = true
            log.error("cannot write to the client (errno \(errno)); dropping further output")
        }
    }

    /// Header and body of one message, ready for `write`.
    static func frame(_ message: JSONValue) -> [UInt8] {
        frame(body: message.encoded())
    }

    static func frame(body: [UInt8]) -> [UInt8] {
        var frame = header(length: body.count)
        frame.reserveCapacity(frame.count + body.count)
        frame.append(contentsOf: body)
        return frame
    }

    /// A message whose body is `parts` one after the other, left in parts, the header first,
    /// for `write(parts:)`: a large body is written where it lies instead of being copied into
    /// the frame.
    static func framed(parts: [[UInt8]]) -> [[UInt8]] {
        [header(length: parts.reduce(0) { $0 + $1.count })] + parts
    }

    private static func header(length: Int) -> [UInt8] { Array("Content-Length: \(length)\r\n\r\n".utf8) }
}
