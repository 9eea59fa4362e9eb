import FormSpecJSON

/// A consequence of XLForm's textual `$tag` rewriting that the author probably did not intend.
public struct RewriteFinding: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// `$` with no tag after it (`$` at the end, `$$`, `$ `, `$(`, `$.value`): XLForm raises
        /// NSRangeException while rewriting and the app crashes.
        case emptyTag
        /// The tag runs into characters that do not end a tag (`,` `*` `/` `}` `'` ...).
        case tagSwallowsCharacters
        /// A `$` inside a quoted string is rewritten like any other.
        case dollarInString
        /// `$a.hidden`, `$a.Value`: an attribute XLForm does not keep, so it reads a key of the
        /// row's value instead of the row property that was probably meant.
        case unknownAttribute
        /// `$a.` or `$a..b`: nothing between the dots.
        case emptyAttribute
        /// `$all-day`: the tag ends at `-`, so the rest is read as subtraction.
        case tagSplitAtHyphen
    }

    public var kind: Kind
    /// Range in the original string.
    public var range: TextRange
    public var message: String
    /// Replacement text for `range` that fixes the finding, when one is obvious.
    public var suggestion: String?

    public var description: String { "\(range): \(message)" }
}

/// `-[NSString formPredicate]` from XLForm, reproduced byte for byte, with a map from the
/// rewritten text back to the original and findings for its pitfalls.
///
/// The algorithm: split on `$`; copy the first piece; for every later piece cut it at the first
/// of ` <>!=+-&|()`, split that prefix at `.`: the first part is the tag, the second the
/// attribute. Emit `$` + tag, then `.value` unless the attribute is exactly `value`, `isHidden`
/// or `isDisabled`, then the rest of the piece.
public struct XLFormRewrite: Sendable {
    public let original: String
    public let rewritten: String
    public let findings: [RewriteFinding]
    let map: OffsetMap

    /// True when XLForm itself throws while rewriting (an empty tag): the predicate never
    /// reaches NSPredicate and the app crashes.
    public var crashesXLForm: Bool { findings.contains { $0.kind == .emptyTag } }

    static let keptAttributes: Set<String> = ["value", "isHidden", "isDisabled"]
    static let tagTerminators = Set(" <>!=+-&|()".utf8)
    /// `tagTerminators.contains(byte)` without hashing (the rewrite asks it for every byte of a tag).
    static func isTagTerminator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "="),
            UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "("),
            UInt8(ascii: ")"):
            return true
        default:
            return false
        }
    }
    /// Row descriptor properties that `$tag.property` would read from the value instead.
    static let rowProperties: Set<String> = [
        "hidden", "disabled", "title", "tag", "rowType", "required", "isRequired", "selectorOptions",
        "selectorTitle", "noValueDisplayText", "sectionDescriptor",
    ]

    public static func apply(_ source: String) -> XLFormRewrite {
        let bytes = Array(source.utf8)
        let quoted = dollarsInQuotes(bytes)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var map = OffsetMap()
        var findings: [RewriteFinding] = []
        let dollar = UInt8(ascii: "$")

        var pieceStart = 0
        var firstPiece = true
        var i = 0
        while i <= bytes.count {
            guard i == bytes.count || bytes[i] == dollar else {
                i += 1
                continue
            }
            let piece = pieceStart..<i
            if firstPiece {
                out.append(contentsOf: bytes[piece])
                map.copy(from: piece.lowerBound, length: piece.count)
                firstPiece = false
            } else {
                let dollarOffset = pieceStart - 1
                out.append(dollar)
                map.copy(from: dollarOffset, length: 1)
                rewritePiece(
                    bytes, piece, dollarOffset: dollarOffset, inQuotes: quoted.contains(dollarOffset), &out, &map,
                    &findings)
            }
            pieceStart = i + 1
            i += 1
        }
        map.finish(originalLength: bytes.count)
        return XLFormRewrite(
            original: source, rewritten: String(decoding: out, as: UTF8.self), findings: findings, map: map)
    }

    private static func rewritePiece(
        _ bytes: [UInt8], _ piece: Range<Int>, dollarOffset: Int, inQuotes: Bool,
        _ out: inout [UInt8], _ map: inout OffsetMap, _ findings: inout [RewriteFinding]
    ) {
        var cut = piece.lowerBound
        while cut < piece.upperBound, !isTagTerminator(bytes[cut]) { cut += 1 }
        let dot = UInt8(ascii: ".")
        var tagEnd = piece.lowerBound
        while tagEnd < cut, bytes[tagEnd] != dot { tagEnd += 1 }
        let tag = String(decoding: bytes[piece.lowerBound..<tagEnd], as: UTF8.self)
        var attribute: String?
        var attributeEnd = tagEnd
        if tagEnd < cut {
            attributeEnd = tagEnd + 1
            while attributeEnd < cut, bytes[attributeEnd] != dot { attributeEnd += 1 }
            attribute = String(decoding: bytes[(tagEnd + 1)..<attributeEnd], as: UTF8.self)
        }

        out.append(contentsOf: bytes[piece.lowerBound..<tagEnd])
        map.copy(from: piece.lowerBound, length: tagEnd - piece.lowerBound)
        if attribute.map({ !keptAttributes.contains($0) }) ?? true {
            out.append(contentsOf: Array(".value".utf8))
            map.insert(length: 6, at: tagEnd)
        }
        out.append(contentsOf: bytes[tagEnd..<piece.upperBound])
        map.copy(from: tagEnd, length: piece.upperBound - tagEnd)

        let tagRange = TextRange(dollarOffset, tagEnd)
        if tag.isEmpty {
            findings.append(emptyTagFinding(bytes, dollarOffset))
        } else if inQuotes {
            findings.append(
                RewriteFinding(
                    kind: .dollarInString, range: tagRange,
                    message:
                        "XLForm rewrites every \"$\", even inside a quoted string: \"$\(tag)\" becomes \"$\(tag)\(attribute == nil ? ".value" : "")\" and the string changes"
                ))
        } else if let finding = swallowedFinding(tag, tagRange) {
            findings.append(finding)
        } else if cut == tagEnd, cut + 1 < piece.upperBound, bytes[cut] == UInt8(ascii: "-"),
            PredicateLexer.isIdentifierStart(bytes[cut + 1])
        {
            var wordEnd = cut + 1
            while wordEnd < piece.upperBound, PredicateLexer.isIdentifierBody(bytes[wordEnd]) { wordEnd += 1 }
            let word = String(decoding: bytes[(cut + 1)..<wordEnd], as: UTF8.self)
            findings.append(
                RewriteFinding(
                    kind: .tagSplitAtHyphen, range: TextRange(dollarOffset, wordEnd),
                    message:
                        "XLForm ends a tag at '-': '$\(tag)-\(word)' is the row '\(tag)' minus the key '\(word)'; a tag containing '-' cannot be referenced"
                ))
        }
        if !inQuotes, !tag.isEmpty, let attribute,
            let finding = attributeFinding(tag, attribute, TextRange(tagEnd, attributeEnd))
        {
            findings.append(finding)
        }
    }

    private static func emptyTagFinding(_ bytes: [UInt8], _ dollarOffset: Int) -> RewriteFinding {
        let next = dollarOffset + 1 < bytes.count ? bytes[dollarOffset + 1] : nil
        let what: String
        switch next {
        case nil: what = "'$' at the end of the predicate"
        case UInt8(ascii: "$"): what = "'$$'"
        case let c?: what = "'$' followed by '\(String(decoding: [c], as: UTF8.self))'"
        }
        let end = next == nil ? dollarOffset + 1 : dollarOffset + 2
        return RewriteFinding(
            kind: .emptyTag, range: TextRange(dollarOffset, min(end, bytes.count)),
            message: "\(what) has no tag: XLForm's rewriting raises NSRangeException and the app crashes")
    }

    private static func swallowedFinding(_ tag: String, _ range: TextRange) -> RewriteFinding? {
        // The usual tag, ASCII letters, digits and '_' only, swallows nothing.
        if tag.utf8.allSatisfy(PredicateLexer.isIdentifierBody) { return nil }
        var odd: [Character] = []
        for ch in tag where !(ch.isASCII && (ch.isLetter || ch.isNumber || ch == "_")) && !odd.contains(ch) {
            odd.append(ch)
        }
        guard !odd.isEmpty else { return nil }
        let shown = odd.map { $0 == "\n" ? "newline" : ($0 == "\t" ? "tab" : "'\($0)'") }.joined(separator: ", ")
        let clean = String(tag.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        return RewriteFinding(
            kind: .tagSwallowsCharacters, range: range,
            message:
                "XLForm ends a tag only at a space, one of < > ! = + - & | ( ) or '.', so the tag here is '\(tag)' (it runs into \(shown))",
            suggestion: clean.isEmpty ? nil : "$\(clean) \(tag.dropFirst(clean.count))")
    }

    private static func attributeFinding(_ tag: String, _ attribute: String, _ range: TextRange) -> RewriteFinding? {
        if attribute.isEmpty {
            return RewriteFinding(
                kind: .emptyAttribute, range: TextRange(range.start, range.start + 1),
                message: "nothing follows the '.' after '$\(tag)'")
        }
        if keptAttributes.contains(attribute) { return nil }
        let suggestion: String?
        if attribute == "hidden" {
            suggestion = "isHidden"
        } else if attribute == "disabled" {
            suggestion = "isDisabled"
        } else {
            suggestion = keptAttributes.first { $0.lowercased() == attribute.lowercased() }
        }
        guard suggestion != nil || rowProperties.contains(attribute) else { return nil }
        let fix = suggestion.map { "; use '$\(tag).\($0)'" } ?? "; XLForm only keeps value, isHidden and isDisabled"
        return RewriteFinding(
            kind: .unknownAttribute, range: TextRange(range.start, range.end),
            message:
                "'$\(tag).\(attribute)' is rewritten to '$\(tag).value.\(attribute)' and reads '\(attribute)' of the row's value, not of the row\(fix)",
            suggestion: suggestion.map { "." + $0 })
    }

    /// Offsets of `$` bytes inside quoted literals (honouring backslash escapes, as the
    /// predicate lexer reads them).
    static func dollarsInQuotes(_ bytes: [UInt8]) -> Set<Int> {
        var result = Set<Int>()
        var quote: UInt8?
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            if let q = quote {
                if c == UInt8(ascii: "\\") {
                    i += 2
                    continue
                }
                if c == q { quote = nil } else if c == UInt8(ascii: "$") { result.insert(i) }
            } else if c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") {
                quote = c
            }
            i += 1
        }
        return result
    }

    /// The original range of a range of the rewritten text.
    public func originalRange(_ rewrittenRange: TextRange) -> TextRange { map.originalRange(rewrittenRange) }

    /// The original offset of a rewritten offset.
    public func originalOffset(_ rewrittenOffset: Int) -> Int { map.originalStart(rewrittenOffset) }
}
