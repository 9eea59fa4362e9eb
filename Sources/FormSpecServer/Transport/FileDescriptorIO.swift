import Foundation

/// Blocking POSIX I/O on one file descriptor, retrying interrupted and partial calls.
enum FileDescriptorIO {
    /// Reads up to `buffer.count` bytes; 0 at end of input, nil on error.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        while true {
            let n = Foundation.read(fd, buffer.baseAddress, buffer.count)
            if n >= 0 { return n }
            if errno != EINTR { return nil }
        }
    }

    /// Writes `parts` one after the other with `writev`, without joining them first (a
    /// preview response is tens of kilobytes); false when the descriptor is closed or broken.
    static func writeAll(_ fd: Int32, parts: [[UInt8]]) -> Bool {
        var (part, offset) = advance(over: 0, in: parts, from: (0, 0))
        while part < parts.count {
            let n = withIOVectors(parts[part...], skippingFirst: offset) { vectors in
                Foundation.writev(fd, vectors.baseAddress, Int32(vectors.count))
            }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            (part, offset) = advance(over: n, in: parts, from: (part, offset))
        }
        return true
    }

    /// Where writing resumes after `written` more bytes: a part with bytes left and an offset
    /// inside it, or the end (`parts.count`).
    static func advance(
        over written: Int, in parts: [[UInt8]], from position: (part: Int, offset: Int)
    ) -> (part: Int, offset: Int) {
        var (part, offset) = position
        var written = written
        while part < parts.count {
            let left = parts[part].count - offset
            if written < left { return (part, offset + written) }
            written -= left
            part += 1
            offset = 0
        }
        return (part, offset)
    }

    /// `body` with an iovec per part (at most IOV_MAX), the first starting `skippingFirst` bytes in.
    /// The parts are opened one inside the other: an array's address holds only inside its
    /// `withUnsafeBytes`, and all of them must hold until `writev` returns.
    private static func withIOVectors(
        _ parts: ArraySlice<[UInt8]>, skippingFirst skip: Int,
        _ body: (UnsafeBufferPointer<iovec>) -> Int
    ) -> Int {
        let count = min(parts.count, 1024)
        return withUnsafeTemporaryAllocation(of: iovec.self, capacity: count) { vectors in
            func fill(_ i: Int) -> Int {
                guard i < count else { return body(UnsafeBufferPointer(vectors)) }
                return parts[parts.startIndex + i].withUnsafeBytes { bytes in
                    let start = i == 0 ? skip : 0
                    vectors[i] = iovec(
                        iov_base: UnsafeMutableRawPointer(mutating: bytes.baseAddress.map { $0 + start }),
                        iov_len: bytes.count - start)
                    return fill(i + 1)
                }
            }
            return fill(0)
        }
    }
}
