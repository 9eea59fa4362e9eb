import CMallocInfo
import FormSpecJSON
import Foundation
import XCTest

@testable import FormSpecServer

/// The reader lets go of a message's frame before it hands the message on: for a large
/// didOpen, the frame's bytes are freed before the document's parse begins on another thread.
final class MessageReaderReleaseTests: XCTestCase {
    private final class Delivered: @unchecked Sendable {
        let lock = NSLock()
        var inUseAtMessage: [Int] = []
        let ended = DispatchSemaphore(value: 0)
    }

    /// In use by malloc in the heap and in chunks it maps on their own.
    private static func inUse() -> Int {
        let info = mallinfo2()
        return Int(info.uordblks + info.hblkhd)
    }

    func testTheFrameIsFreedBeforeTheMessageIsHandedOn() throws {
        let text = String(repeating: "x", count: 8 << 20)
        var message: [UInt8]? = JSONValue.object([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": "file:///t/a.form.json", "text": .string(text)]],
        ]).encoded()
        var frame: [UInt8]? = Array("Content-Length: \(message!.count)\r\n\r\n".utf8) + message!
        message = nil
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let delivered = Delivered()
        let before = MessageReaderReleaseTests.inUse()
        MessageReader.start(fd: fds[0], limits: .init(), log: Logger(level: .error)) { event in
            switch event {
            case .message:
                let now = MessageReaderReleaseTests.inUse()
                delivered.lock.withLock { delivered.inUseAtMessage.append(now) }
            case .endOfInput: delivered.ended.signal()
            default: break
            }
        }
        try frame!.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(fds[1], bytes.baseAddress! + offset, bytes.count - offset)
                guard n > 0 else { throw POSIXError(.EIO) }
                offset += n
            }
        }
        close(fds[1])
        XCTAssertEqual(delivered.ended.wait(timeout: .now() + 20), .success)
        close(fds[0])
        frame = nil
        let rises = delivered.lock.withLock { delivered.inUseAtMessage.map { $0 - before } }
        XCTAssertEqual(rises.count, 1)
        // The message holds the text (8 MiB); with its frame still alive, twice that.
        for rise in rises {
            XCTAssertGreaterThan(rise, 8 << 20, "the message holds its text")
            XCTAssertLessThan(rise, 12 << 20, "in use when the message was handed on: \(rise) bytes")
        }
    }
}
