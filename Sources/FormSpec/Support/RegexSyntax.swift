import Foundation

/// Compile checks for ICU regular expressions with a best-effort place for the error:
/// NSRegularExpression reports that a pattern is invalid but not where, so common mistakes
/// (unbalanced groups or classes, a quantifier with nothing to repeat, a trailing backslash)
/// are located by a scan of our own; anything else points at the whole pattern.
public enum RegexSyntax {
    public struct Problem: Equatable, Sendable {
        public let message: String
        /// UTF-8 offsets inside the pattern.
        public let range: Range<Int>
    }

    /// nil when ICU compiles the pattern. Results are cached: the server re-checks the same
    /// patterns on every keystroke.
    public static func check(_ pattern: String) -> Problem? {
        if let cached = cache.lookup(pattern) { return cached }
        let result: Problem?
        if (try? NSRegularExpression(pattern: pattern)) != nil {
            result = nil
        } else {
            result =
                locate(pattern)
                ?? Problem(message: "ICU cannot compile this regular expression", range: 0..<pattern.utf8.count)
        }
        cache.store(pattern, result)
        return result
    }

    private static let cache = CheckCache()

    private final class CheckCache: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: Problem?] = [:]

        func lookup(_ pattern: String) -> Problem?? { lock.withLock { entries[pattern] } }

        func store(_ pattern: String, _ result: Problem?) {
            lock.withLock {
                if entries.count >= 4096 { entries.removeAll(keepingCapacity: true) }
                // `.some`: assigning a bare nil (a valid pattern) would remove the key instead.
                entries[pattern] = .some(result)
            }
        }
    }

    static func locate(_ pattern: String) -> Problem? {
        let b = Array(pattern.utf8)
        var groups: [Int] = []
        var i = 0
        var canRepeat = false
        while i < b.count {
            let c = b[i]
            switch c {
            case UInt8(ascii: "\\"):
                guard i + 1 < b.count else {
                    return Problem(message: "the pattern ends with a lone backslash", range: i..<(i + 1))
                }
                if b[i + 1] == UInt8(ascii: "Q") {
                    // \Q...\E quotes everything up to \E.
                    i += 2
                    while i + 1 < b.count, !(b[i] == UInt8(ascii: "\\") && b[i + 1] == UInt8(ascii: "E")) { i += 1 }
                    i += 2
                } else {
                    i += 2
                }
                canRepeat = true
                continue
            case UInt8(ascii: "["):
                let start = i
                i += 1
                if i < b.count, b[i] == UInt8(ascii: "^") { i += 1 }
                if i < b.count, b[i] == UInt8(ascii: "]") { i += 1 }
                var depth = 1
                while i < b.count, depth > 0 {
                    if b[i] == UInt8(ascii: "\\") {
                        i += 2
                        continue
                    }
                    if b[i] == UInt8(ascii: "[") { depth += 1 }
                    if b[i] == UInt8(ascii: "]") { depth -= 1 }
                    i += 1
                }
                if depth > 0 {
                    return Problem(message: "character class '[' is never closed with ']'", range: start..<(start + 1))
                }
                canRepeat = true
                continue
            case UInt8(ascii: "("):
                groups.append(i)
                canRepeat = false
                i += 1
                if i < b.count, b[i] == UInt8(ascii: "?") {
                    // (?: (?= (?! (?<= (?<! (?<name> (?i) ... — skip the marker.
                    i += 1
                }
                continue
            case UInt8(ascii: ")"):
                guard groups.popLast() != nil else {
                    return Problem(message: "')' has no matching '('", range: i..<(i + 1))
                }
                canRepeat = true
            case UInt8(ascii: "|"):
                canRepeat = false
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"):
                guard canRepeat else {
                    return Problem(message: "'\(Unicode.Scalar(c))' has nothing to repeat", range: i..<(i + 1))
                }
                // A lazy or possessive suffix may follow once; then nothing more can be repeated.
                if i + 1 < b.count, b[i + 1] == UInt8(ascii: "?") || b[i + 1] == UInt8(ascii: "+") { i += 1 }
                canRepeat = false
            case UInt8(ascii: "{"):
                guard canRepeat else { break }
                var j = i + 1
                while j < b.count, b[j] != UInt8(ascii: "}") { j += 1 }
                let body = j < b.count ? String(decoding: b[(i + 1)..<j], as: UTF8.self) : ""
                if j >= b.count || !isInterval(body) {
                    return Problem(message: "'{' starts an interval like {2} or {2,5}", range: i..<min(j + 1, b.count))
                }
                i = j
                canRepeat = false
            default:
                canRepeat = true
            }
            i += 1
        }
        if let open = groups.last {
            return Problem(message: "group '(' is never closed with ')'", range: open..<(open + 1))
        }
        return nil
    }

    private static func isInterval(_ body: String) -> Bool {
        let parts = body.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let first = parts.first, !first.isEmpty, first.allSatisfy(\.isNumber)
        else { return false }
        if parts.count == 2 {
            guard parts[1].allSatisfy(\.isNumber) else { return false }
            if let lo = Int(first), let hi = Int(parts[1]), hi < lo { return false }
        }
        return true
    }
}
