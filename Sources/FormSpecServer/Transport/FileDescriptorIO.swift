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

    /// Writes all bytes; false when the descriptor is closed or broken.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
    }
}
