import FormSpecJSON
import Foundation

/// Why a regular expression could not be used.
public struct RegexError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case invalidPattern
        case timeLimitExceeded
        /// The engine's overall budget (`limited(to:)`) was spent before or during the match.
        case budgetSpent
    }

    public var kind: Kind
    public var pattern: String
    public var message: String
    public var description: String { message }
}

/// ICU regular expressions (through `NSRegularExpression`, the engine iOS uses) with
/// whole-string matching as `MATCHES` and XLForm's regex validator need, a compile cache, and a
/// time budget: a pattern that backtracks catastrophically is stopped and reported instead of
/// hanging the caller, and an engine `limited(to:)` an overall budget starts no match once
/// that is spent. Thread-safe; share one instance.
public final class RegexEngine: Sendable {
    public static let shared = RegexEngine()

    /// Wall-clock budget for one match.
    public let timeLimit: TimeInterval
    /// The time all matches of this engine may take together (`limited(to:)`), nil for no limit.
    private let budget: Budget?
    private let memory: Memory

    public init(timeLimit: TimeInterval = 0.25, cacheCapacity: Int = 512) {
        self.timeLimit = timeLimit
        budget = nil
        memory = Memory(cacheCapacity: cacheCapacity)
    }

    private init(_ other: RegexEngine, budget: Budget) {
        timeLimit = other.timeLimit
        self.budget = budget
        memory = other.memory
    }

    /// This engine, sharing its compiled patterns and remembered answers, with `seconds` for
    /// all its matches together: once they are spent, or once `stop` answers true, a match is
    /// neither started nor continued, and `wholeMatch` throws `budgetSpent`.
    public func limited(
        to seconds: TimeInterval, stoppingWhen stop: (@Sendable () -> Bool)? = nil
    ) -> RegexEngine {
        RegexEngine(self, budget: Budget(seconds: seconds, stop: stop))
    }

    /// nil when `pattern` compiles, otherwise the reason it does not.
    public func validate(_ pattern: String) -> RegexError? { memory.validate(pattern) }

    /// True when the whole of `subject` matches `pattern` (ICU `matches()`, implicitly anchored
    /// at both ends).
    public func wholeMatch(_ subject: String, pattern: String, caseInsensitive: Bool = false) throws(RegexError) -> Bool
    {
        try memory.wholeMatch(subject, pattern: pattern, caseInsensitive: caseInsensitive, engine: self)
    }

    /// Nanoseconds the next match may take: the time limit, or less of the budget.
    fileprivate var nextMatchLimit: UInt64 {
        let limit = UInt64(max(timeLimit, 0) * 1e9)
        guard let budget else { return limit }
        return min(limit, budget.remaining)
    }

    /// The budget's caller asked to stop.
    fileprivate var isStopped: Bool { budget?.stop?() ?? false }

    fileprivate func spent(_ nanoseconds: UInt64) { budget?.spend(nanoseconds) }

    fileprivate func budgetSpent(_ pattern: String) -> RegexError {
        RegexError(
            kind: .budgetSpent, pattern: pattern,
            message: isStopped
                ? "regular expressions were stopped"
                : "the \(Int((budget?.seconds ?? 0) * 1000)) ms budget for regular expressions is spent")
    }

    fileprivate var isLimitedByBudget: Bool { budget.map { UInt64(max(timeLimit, 0) * 1e9) >= $0.remaining } ?? false }
}

/// What the matches of a limited engine may still take, and when to stop anyway.
private final class Budget: @unchecked Sendable {
    let seconds: TimeInterval
    let stop: (@Sendable () -> Bool)?
    private let lock = NSLock()
    private var left: UInt64  // guarded by lock

    init(seconds: TimeInterval, stop: (@Sendable () -> Bool)?) {
        self.seconds = seconds
        self.stop = stop
        left = UInt64(max(seconds, 0) * 1e9)
    }

    var remaining: UInt64 { lock.withLock { left } }

    func spend(_ nanoseconds: UInt64) { lock.withLock { left -= min(left, nanoseconds) } }
}

/// What every engine made from one (`RegexEngine.limited(to:)`) shares: compiled patterns
/// and remembered answers, behind a lock.
private final class Memory: @unchecked Sendable {
    private let cacheCapacity: Int
    private let lock = NSLock()
    private var cache: [Key: Result<NSRegularExpression, RegexError>] = [:]

    fileprivate struct Key: Hashable {
        var pattern: String
        var caseInsensitive: Bool
    }

    /// Answers of `wholeMatch` for short subjects: validators and predicates meet the same
    /// values preview after preview, and a match costs a thousand times a lookup. Only
    /// answers are kept; a match stopped by the time limit is tried again next time.
    ///
    /// Keyed by the bytes of the question (`questionBytes`: case flag, pattern, 0xFF, subject)
    /// in a `ByteKeyIndex`: patterns and subjects are told apart by their code points, as ICU
    /// sees them, not by String's canonical equivalence ("é" and "e\u{301}" match `.{1}`
    /// differently), and a lookup is one word-wise hash and one `memcmp` (a dictionary keyed by
    /// the strings hashed the subject with SipHash: about 1,600 instructions a lookup).
    private var answerIndex = ByteKeyIndex(capacity: 256)
    private var answers: [Bool] = []
    private var questionBytes: [UInt8] = []
    private static let answerCapacity = 4096
    private static let longestRememberedSubject = 256

    init(cacheCapacity: Int) {
        self.cacheCapacity = cacheCapacity
    }

    /// nil when `pattern` compiles, otherwise the reason it does not.
    func validate(_ pattern: String) -> RegexError? {
        if case .failure(let e) = compiled(pattern, caseInsensitive: false) { return e }
        return nil
    }

    func wholeMatch(
        _ subject: String, pattern: String, caseInsensitive: Bool, engine: RegexEngine
    ) throws(RegexError) -> Bool {
        let remembered = subject.utf8.count <= Self.longestRememberedSubject
        if remembered, let known = lock.withLock({ answer(subject, pattern, caseInsensitive) }) { return known }
        let matched = try match(subject, pattern: pattern, caseInsensitive: caseInsensitive, engine: engine)
        if remembered { lock.withLock { remember(matched, subject, pattern, caseInsensitive) } }
        return matched
    }

    /// Under `lock`.
    private func answer(_ subject: String, _ pattern: String, _ caseInsensitive: Bool) -> Bool? {
        setQuestion(subject, pattern, caseInsensitive)
        return questionBytes.withUnsafeBufferPointer { bytes in
            answerIndex.position(of: bytes, hash: ByteKeyIndex.hash(bytes)).map { answers[$0] }
        }
    }

    /// Under `lock`.
    private func remember(_ matched: Bool, _ subject: String, _ pattern: String, _ caseInsensitive: Bool) {
        if answers.count >= Self.answerCapacity {
            answerIndex = ByteKeyIndex(capacity: 256)
            answers.removeAll(keepingCapacity: true)
        }
        setQuestion(subject, pattern, caseInsensitive)
        let added = questionBytes.withUnsafeBufferPointer { answerIndex.add($0, hash: ByteKeyIndex.hash($0)) }
        if added.isNew { answers.append(matched) }
    }

    private func setQuestion(_ subject: String, _ pattern: String, _ caseInsensitive: Bool) {
        questionBytes.removeAll(keepingCapacity: true)
        questionBytes.append(caseInsensitive ? 1 : 0)
        Self.append(pattern, to: &questionBytes)
        questionBytes.append(0xFF)
        Self.append(subject, to: &questionBytes)
    }

    /// The text's UTF-8 bytes, copied at once where the string stores them contiguously
    /// (appending the UTF-8 view went byte by byte: most of a remembered answer's cost).
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    private func match(
        _ subject: String, pattern: String, caseInsensitive: Bool, engine: RegexEngine
    ) throws(RegexError) -> Bool {
        let regex: NSRegularExpression
        switch compiled(pattern, caseInsensitive: caseInsensitive) {
        case .success(let r): regex = r
        case .failure(let e): throw e
        }
        let length = subject.utf16.count
        let timeLimit = engine.timeLimit
        let byBudget = engine.isLimitedByBudget
        let limit = engine.nextMatchLimit
        if (byBudget && limit == 0) || engine.isStopped { throw engine.budgetSpent(pattern) }
        let start = DispatchTime.now().uptimeNanoseconds
        let deadline = start + limit
        defer { engine.spent(DispatchTime.now().uptimeNanoseconds - start) }
        var matched = false
        var timedOut = false
        regex.enumerateMatches(
            in: subject, options: [.anchored, .reportProgress], range: NSRange(location: 0, length: length)
        ) { result, _, stop in
            if result != nil {
                matched = true
                stop.pointee = true
            } else if DispatchTime.now().uptimeNanoseconds > deadline || engine.isStopped {
                timedOut = true
                stop.pointee = true
            }
        }
        if timedOut && !matched {
            if byBudget || engine.isStopped { throw engine.budgetSpent(pattern) }
            throw RegexError(
                kind: .timeLimitExceeded, pattern: pattern,
                message:
                    "the regular expression '\(pattern)' took longer than \(Int(timeLimit * 1000)) ms on a \(length)-character string (catastrophic backtracking?)"
            )
        }
        return matched
    }

    private func compiled(_ pattern: String, caseInsensitive: Bool) -> Result<NSRegularExpression, RegexError> {
        let key = Key(pattern: pattern, caseInsensitive: caseInsensitive)
        lock.lock()
        if let hit = cache[key] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let result = Self.compile(pattern, caseInsensitive: caseInsensitive)
        lock.lock()
        if cache.count >= cacheCapacity { cache.removeAll(keepingCapacity: true) }
        cache[key] = result
        lock.unlock()
        return result
    }

    private static func compile(_ pattern: String, caseInsensitive: Bool) -> Result<NSRegularExpression, RegexError> {
        if pattern.isEmpty {
            return .failure(
                RegexError(
                    kind: .invalidPattern, pattern: pattern, message: "an empty regular expression is not valid in ICU")
            )
        }
        let options: NSRegularExpression.Options = caseInsensitive ? [.caseInsensitive] : []
        // Validate the pattern as written first: wrapping could balance a stray parenthesis.
        do {
            _ = try NSRegularExpression(pattern: pattern, options: options)
            return .success(try NSRegularExpression(pattern: anchoredAtEnd(pattern), options: options))
        } catch {
            return .failure(
                RegexError(
                    kind: .invalidPattern, pattern: pattern,
                    message: "'\(pattern)' is not a valid ICU regular expression"))
        }
    }

    /// `(?:pattern)\z`, so an anchored search only succeeds on a whole-string match. A comment
    /// in free-spacing mode would swallow the closing parenthesis, hence the newline, and an
    /// unterminated `\Q` quote would swallow it too, hence the `\E`.
    static func anchoredAtEnd(_ pattern: String) -> String {
        var body = pattern
        if let q = body.range(of: "\\Q", options: .backwards),
            body.range(of: "\\E", range: q.upperBound..<body.endIndex) == nil
        {
            body += "\\E"
        }
        if usesFreeSpacing(body) { body += "\n" }
        return "(?:" + body + ")\\z"
    }

    private static func usesFreeSpacing(_ pattern: String) -> Bool {
        let b = Array(pattern.utf8)
        var i = 0
        while i + 2 < b.count {
            if b[i] == UInt8(ascii: "("), b[i + 1] == UInt8(ascii: "?") {
                var j = i + 2
                while j < b.count, (b[j] >= 0x61 && b[j] <= 0x7A) || (b[j] >= 0x41 && b[j] <= 0x5A) {
                    if b[j] == UInt8(ascii: "x") { return true }
                    j += 1
                }
            }
            i += 1
        }
        return false
    }
}

// Patterns and subjects are told apart by their code points, as ICU sees them, not by
// String's canonical equivalence: "é" and "e\u{301}" match `.{1}` differently. Same code
// points are the same UTF-8 bytes, which one memcmp compares (an email pattern is long).
extension Memory.Key {
    static func == (a: Self, b: Self) -> Bool {
        a.caseInsensitive == b.caseInsensitive && ExactJSON.same(a.pattern, b.pattern)
    }
}
