/// `unreferenceable-tag`: a tag that XLForm's textual `$tag` rewriting cannot reference.
enum UnreferenceableTagRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.unreferenceableTag]

    static func check(_ context: AnalysisContext) {
        for row in context.form?.rows ?? [] {
            guard let tag = row.tag, !tag.value.isEmpty, let problem = TagSyntax.problem(tag.value) else { continue }
            context.report(.unreferenceableTag, "tag '\(tag.value)' cannot be referenced from predicates: \(problem)",
                           at: tag.range, data: ["tag": .string(tag.value)])
        }
    }
}

/// What a tag must look like to survive `-[NSString formPredicate]` and NSPredicate's parser.
public enum TagSyntax {
    /// Characters at which XLForm's rewrite ends a tag (plus `.`, which starts an attribute).
    public static let rewriteSeparators: Set<Character> = [" ", "<", ">", "!", "=", "+", "-", "&", "|", "(", ")", "."]

    /// Why `$tag` cannot name this tag, or nil when it can.
    public static func problem(_ tag: String) -> String? {
        if isPlainIdentifier(tag) { return nil }
        if let c = tag.first(where: { rewriteSeparators.contains($0) }) {
            let shown = c == " " ? "a space" : "'\(c)'"
            let prefix = tag.prefix { $0 != c }
            return "XLForm's rewrite ends the tag at \(shown), so `$\(tag)` refers to '\(prefix)'"
        }
        if let first = tag.unicodeScalars.first, ("0"..."9").contains(first) {
            return "NSPredicate variable names cannot start with a digit"
        }
        if let c = tag.first(where: { !isIdentifierCharacter($0) }) {
            return "'\(c)' is not allowed in an NSPredicate variable name, so `$\(tag)` does not parse"
        }
        return nil
    }

    /// Is `tag` usable as `$tag`?
    public static func isReferenceable(_ tag: String) -> Bool { !tag.isEmpty && problem(tag) == nil }

    /// ASCII letters, digits and `_`, not starting with a digit: the common case, checked on bytes.
    static func isPlainIdentifier(_ tag: String) -> Bool {
        var first = true
        for b in tag.utf8 {
            let letter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
            let digit = b >= 0x30 && b <= 0x39
            guard letter || (digit && !first) else { return false }
            first = false
        }
        return !first
    }

    static func isIdentifierCharacter(_ c: Character) -> Bool {
        c == "_" || c.isLetter || c.isNumber
    }
}
