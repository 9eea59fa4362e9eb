import Foundation

/// How far the resident set of this process rose while a block ran (Linux): malloc's free
/// pages are handed back first and the kernel's record of the peak is reset
/// (`/proc/self/clear_refs`), so memory a block takes and frees on the way counts. Nil where
/// the kernel does not allow it.
public enum PeakResident {
    public static func rise(during block: () -> Void) -> Int? {
        #if os(Linux)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        if let trim = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(trim, to: MallocTrim.self)(0) }
        guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil,
            let before = status("VmRSS")
        else { return nil }
        block()
        return status("VmHWM").map { $0 - before }
        #else
        return nil
        #endif
    }

    /// A size in /proc/self/status, in bytes.
    private static func status(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }
}
