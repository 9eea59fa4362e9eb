import Foundation
import XCTest

@testable import FormSpecServer

/// `FileDescriptorIO.writeAll(_:parts:)`: the parts arrive whole and in order, however many
/// there are and however `writev` splits them.
final class FileDescriptorIOTests: XCTestCase {
    func testPartsArriveJoinedThroughAPipe() throws {
        let cases: [[[UInt8]]] = [
            [],
            [[], [], []],
            [Array("Content-Length: 3\r\n\r\n".utf8), Array("{}".utf8), [], Array("\n".utf8)],
            // Larger than a pipe's buffer: writev blocks until the reader drains it.
            (0..<3).map { p in (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ p) } },
            // More parts than one writev takes.
            (0..<2_500).map { p in Array(repeating: UInt8(truncatingIfNeeded: p), count: p % 5) },
        ]
        for parts in cases {
            XCTAssertEqual(try throughPipe(parts), Array(parts.joined()), "\(parts.count) parts")
        }
    }

    func testWritingResumesInsideThePartItStoppedIn() {
        let parts: [[UInt8]] = [[1, 2, 3], [], [4, 5], [6]]
        XCTAssertTrue(FileDescriptorIO.advance(over: 0, in: parts, from: (0, 0)) == (0, 0))
        XCTAssertTrue(
            FileDescriptorIO.advance(over: 0, in: [[], [], [7]], from: (0, 0)) == (2, 0), "empty parts first")
        XCTAssertTrue(FileDescriptorIO.advance(over: 0, in: [[], []], from: (0, 0)) == (2, 0), "nothing to write")
        XCTAssertTrue(FileDescriptorIO.advance(over: 2, in: parts, from: (0, 0)) == (0, 2))
        XCTAssertTrue(
            FileDescriptorIO.advance(over: 3, in: parts, from: (0, 0)) == (2, 0), "an empty part is stepped over")
        XCTAssertTrue(FileDescriptorIO.advance(over: 2, in: parts, from: (0, 2)) == (2, 1))
        XCTAssertTrue(FileDescriptorIO.advance(over: 6, in: parts, from: (0, 0)) == (4, 0))
        XCTAssertTrue(FileDescriptorIO.advance(over: 1, in: parts, from: (3, 0)) == (4, 0))
    }

    func testAClosedReaderFailsTheWrite() {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        close(fds[0])
        signal(SIGPIPE, SIG_IGN)
        XCTAssertFalse(FileDescriptorIO.writeAll(fds[1], parts: [[1], [2]]))
        close(fds[1])
    }

    private func throughPipe(_ parts: [[UInt8]]) throws -> [UInt8] {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let (readEnd, writeEnd) = (fds[0], fds[1])
        let received = Received()
        let reader = Thread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                guard n > 0 else { break }
                received.append(chunk[0..<n])
            }
            received.finish()
        }
        reader.start()
        XCTAssertTrue(FileDescriptorIO.writeAll(writeEnd, parts: parts))
        close(writeEnd)
        received.wait()
        close(readEnd)
        return received.bytes
    }
}

private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var collected: [UInt8] = []

    func append(_ bytes: ArraySlice<UInt8>) { lock.withLock { collected += bytes } }
    func finish() { done.signal() }
    func wait() { done.wait() }
    var bytes: [UInt8] { lock.withLock { collected } }
}
