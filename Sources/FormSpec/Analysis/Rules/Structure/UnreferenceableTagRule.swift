/// `unreferenceable-tag`: a tag that XLForm's textual `$tag` rewriting cannot reference.
/// `-formRowWithTag:` and formValues take any tag, so the finding is a hint; row by row, kept
/// between analyses like the other row rules. `UnreferenceableTagReferences` then makes it a
/// warning where a predicate writes `$tag` for it.
enum UnreferenceableTagRule: RowRule {
    static let codes: [DiagnosticCode] = [.unreferenceableTag]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        for row in rows where !row.isTemplate {
            guard let tag = row.tag, !tag.value.isEmpty, let problem = TagSyntax.problem(tag.value) else { continue }
            context.report(
                .unreferenceableTag, "tag '\(tag.value)' cannot be referenced from predicates: \(problem)",
                at: tag.range, data: ["tag": .string(tag.value), "referenced": false])
        }
    }
}

/// The document's side of `unreferenceable-tag`: a finding whose tag some predicate writes
/// (`$all-day`) becomes a warning that says so, and every finding gets a name `$` can reach,
/// unique in the form, for the quick fix that renames the row. Only the findings are looked
/// at, and the predicates in one pass (`TagWrites`).
enum UnreferenceableTagReferences: AnalysisRule {
    static let codes: [DiagnosticCode] = []

    static func check(_ context: AnalysisContext) {
        guard let form = context.form else { return }
        let tags = context.diagnostics.compactMap { d in
            d.code == .unreferenceableTag ? d.data?["tag"]?.stringValue : nil
        }
        guard !tags.isEmpty else { return }
        let written = TagWrites(tags).written(in: form)
        var taken = Set(form.allRows.compactMap(\.effectiveTag))
        var numbers: [String: Int] = [:]
        context.revise(.unreferenceableTag) { d in
            guard let tag = d.data?["tag"]?.stringValue, var data = d.data?.objectValue else { return }
            let name = TagNaming.derive(title: tag, rowType: nil, taken: taken, numbers: &numbers)
            taken.insert(name)
            data["suggestions"] = [.string(name)]
            if written.contains(tag) {
                d.severity = .warning
                d.message += "; a predicate writes `$\(tag)`"
                data["referenced"] = true
            }
            d.data = .object(data)
        }
    }
}

/// What a tag must look like to survive `-[NSString formPredicate]` and NSPredicate's parser.
/// The predicate lexer decides what a variable name is (`PredicateLexer.isVariableName`), so a
/// tag this accepts is exactly one that `$tag` reads whole.
public enum TagSyntax {
    /// Characters at which XLForm's rewrite ends a tag (plus `.`, which starts an attribute).
    public static let rewriteSeparators: Set<Character> =
        Set(XLFormRewrite.tagTerminators.map { Character(Unicode.Scalar($0)) } + ["."])

    /// Why `$tag` cannot name this tag, or nil when it can. Reserved words (`$size`) can: the
    /// lexer reads them as variables and warns where they are used.
    public static func problem(_ tag: String) -> String? {
        if PredicateLexer.isVariableName(tag) { return nil }
        if tag.isEmpty { return "XLForm's rewrite cannot read an empty tag" }
        if let c = tag.first(where: { rewriteSeparators.contains($0) }) {
            let shown = c == " " ? "a space" : "'\(c)'"
            let prefix = tag.prefix { $0 != c }
            return "XLForm's rewrite ends the tag at \(shown), so `$\(tag)` refers to '\(prefix)'"
        }
        if let first = tag.utf8.first, PredicateLexer.isDigit(first) {
            return "NSPredicate variable names cannot start with a digit"
        }
        if let c = tag.first(where: { !$0.utf8.allSatisfy(PredicateLexer.isIdentifierBody) }) {
            return
                "'\(c)' is not allowed in an NSPredicate variable name (ASCII letters, digits and '_'), so `$\(tag)` does not parse"
        }
        return nil
    }

    /// Is `tag` usable as `$tag`?
    public static func isReferenceable(_ tag: String) -> Bool { PredicateLexer.isVariableName(tag) }

    /// A reserved word of the predicate language, which `$tag` reads with a warning.
    public static func isReservedWord(_ tag: String) -> Bool { PredicateLexer.isReservedWord(tag) }
}
