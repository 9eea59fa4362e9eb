import Foundation

/// The `[cdnl]` modifiers of a comparison (`NSComparisonPredicateOptions`).
public struct ComparisonOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `[c]`
    public static let caseInsensitive = ComparisonOptions(rawValue: 1)
    /// `[d]`
    public static let diacriticInsensitive = ComparisonOptions(rawValue: 2)
    /// `[n]`: the caller promises pre-normalised strings; it changes no result.
    public static let normalized = ComparisonOptions(rawValue: 4)

    /// The options that change which strings are equal.
    var folding: ComparisonOptions { intersection([.caseInsensitive, .diacriticInsensitive]) }

    var stringCompareOptions: String.CompareOptions {
        var o: String.CompareOptions = []
        if contains(.caseInsensitive) { o.insert(.caseInsensitive) }
        if contains(.diacriticInsensitive) { o.insert(.diacriticInsensitive) }
        return o
    }

    /// The letters as written between the brackets, in canonical order (`cd`).
    public var letters: String {
        var s = ""
        if contains(.caseInsensitive) { s += "c" }
        if contains(.diacriticInsensitive) { s += "d" }
        if contains(.normalized) { s += "n" }
        return s
    }
}

enum StringFolding {
    /// Case and/or diacritic folding the way CFString folds for `[c]` and `[d]`.
    static func fold(_ s: String, _ options: ComparisonOptions) -> String {
        var o: String.CompareOptions = []
        if options.contains(.caseInsensitive) { o.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { o.insert(.diacriticInsensitive) }
        if o.isEmpty { return s }
        return s.folding(options: o, locale: nil)
    }

    /// `-isEqual:` on strings is a literal comparison of UTF-16 code units: a precomposed `é`
    /// and `e` + combining acute are different strings.
    /// UTF-8 and UTF-16 both encode scalars one to one, so comparing the UTF-8 bytes (which a
    /// native string holds contiguously) answers the same.
    static func literallyEqual(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8)
    }

    /// Equality under `==[c]`, `==[d]`: `compare:options:` reports NSOrderedSame.
    static func equal(_ a: String, _ b: String, _ options: ComparisonOptions) -> Bool {
        let folding = options.folding
        if folding.isEmpty { return literallyEqual(a, b) }
        return a.compare(b, options: folding.stringCompareOptions) == .orderedSame
    }
}
