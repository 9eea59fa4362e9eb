import FormSpec

/// A word or operator of the predicate language with what it means at run time, shared by
/// completion (detail and documentation) and hover.
struct PredicateWord: Sendable {
    /// As inserted by completion.
    let text: String
    /// One line, for a completion item's detail.
    let summary: String
    /// A short paragraph of semantics (markdown).
    let semantics: String
}

/// The vocabulary completion offers where the parser expects it, and hover explains. The
/// semantics follow `protocol/predicates.md` (§5, evaluation).
enum PredicateVocabulary {
    private static let ordering =
        "Ordering: numbers with numbers, strings with strings (`compare:`), dates with dates. False when either side is `nil`; any other pair raises."

    static let comparisonOperators: [PredicateWord] = [
        PredicateWord(
            text: "==", summary: "equal",
            semantics:
                "Equal, by `-isEqual:`. Numbers compare numerically, so `0`/`1` agree with `NO`/`YES` and `FALSE`/`TRUE`; `nil` equals only `nil`; strings compare exactly unless `[c]`/`[d]` fold them."
        ),
        PredicateWord(
            text: "!=", summary: "not equal",
            semantics: "Not equal: the negation of `==` (same number and `nil` rules)."),
        PredicateWord(
            text: "<", summary: "less than",
            semantics: ordering),
        PredicateWord(
            text: "<=", summary: "less than or equal",
            semantics: ordering),
        PredicateWord(
            text: ">", summary: "greater than",
            semantics: ordering),
        PredicateWord(
            text: ">=", summary: "greater than or equal",
            semantics: ordering),
        PredicateWord(
            text: "CONTAINS", summary: "substring or member",
            semantics:
                "On a string: substring search; on a collection (a multiple selector's options): membership, with `==` semantics. `nil` gives false; `CONTAINS ''` is false."
        ),
        PredicateWord(
            text: "CONTAINS[c]", summary: "case-insensitive substring",
            semantics: "Case-insensitive substring search (`[c]`); on a collection, case-insensitive membership."),
        PredicateWord(
            text: "BEGINSWITH", summary: "string prefix",
            semantics: "The left string starts with the right one. Both sides must be strings; `nil` gives false."),
        PredicateWord(
            text: "BEGINSWITH[c]", summary: "case-insensitive prefix",
            semantics: "Case-insensitive prefix test (`[c]`)."),
        PredicateWord(
            text: "ENDSWITH", summary: "string suffix",
            semantics: "The left string ends with the right one. Both sides must be strings; `nil` gives false."),
        PredicateWord(
            text: "ENDSWITH[c]", summary: "case-insensitive suffix",
            semantics: "Case-insensitive suffix test (`[c]`)."),
        PredicateWord(
            text: "LIKE", summary: "wildcard match",
            semantics: "Whole-string wildcard match: `*` any run, `?` exactly one character, `\\` escapes."),
        PredicateWord(
            text: "LIKE[c]", summary: "case-insensitive wildcard match",
            semantics: "Whole-string wildcard match ignoring case (`[c]`)."),
        PredicateWord(
            text: "MATCHES", summary: "regular expression",
            semantics: "Whole-string ICU regular expression match; an invalid pattern raises."),
        PredicateWord(
            text: "IN", summary: "member of",
            semantics:
                "The left value is among the right collection (`{'a', 'b'}`), or a substring of the right string."),
        PredicateWord(
            text: "BETWEEN", summary: "within bounds",
            semantics: "`x BETWEEN {low, high}`: `low <= x <= high` with the ordering rules; `nil` gives false."),
    ]

    static let logicalOperators: [PredicateWord] = [
        PredicateWord(
            text: "AND", summary: "both hold",
            semantics:
                "Both sides hold; evaluated left to right, stopping at the first false one. Binds tighter than `OR`."),
        PredicateWord(
            text: "OR", summary: "either holds",
            semantics: "Either side holds; evaluated left to right, stopping at the first true one."),
    ]

    static let predicateStarts: [PredicateWord] = [
        PredicateWord(
            text: "NOT", summary: "negation",
            semantics: "Negates the predicate that follows; binds tighter than `AND` and `OR`."),
        PredicateWord(
            text: "ANY", summary: "some element",
            semantics:
                "`ANY c op x`: true when the comparison holds for some element of the collection `c` (`SOME` is the same)."
        ),
        PredicateWord(
            text: "ALL", summary: "every element",
            semantics: "`ALL c op x`: true when the comparison holds for every element (true for an empty collection)."),
        PredicateWord(
            text: "NONE", summary: "no element",
            semantics: "`NONE c op x`: true when the comparison holds for no element."),
        PredicateWord(text: "TRUEPREDICATE", summary: "always true", semantics: "Always true."),
        PredicateWord(text: "FALSEPREDICATE", summary: "always false", semantics: "Always false."),
    ]

    static let literals: [PredicateWord] = [
        PredicateWord(
            text: "nil", summary: "no value",
            semantics:
                "No value: an empty row holds `nil`. Only `==` and `!=` match it; ordering against `nil` is false."),
        PredicateWord(
            text: "YES", summary: "boolean true",
            semantics: "An NSNumber BOOL, equal to `1` and `TRUE`: what a switch or check row holds when on."),
        PredicateWord(
            text: "NO", summary: "boolean false",
            semantics: "An NSNumber BOOL, equal to `0` and `FALSE`: what a switch or check row holds when off."),
        PredicateWord(text: "TRUE", summary: "boolean true", semantics: "An NSNumber BOOL, equal to `1` and `YES`."),
        PredicateWord(text: "FALSE", summary: "boolean false", semantics: "An NSNumber BOOL, equal to `0` and `NO`."),
    ]

    /// `value`, `isHidden`, `isDisabled`: the attributes XLForm's rewrite keeps after `$tag.`.
    static let attributes: [PredicateWord] = [
        PredicateWord(
            text: "value", summary: "the row's value",
            semantics:
                "The row's value (`-value` of the row descriptor). XLForm writes `.value` itself after a bare `$tag`."),
        PredicateWord(
            text: "isHidden", summary: "whether the row is hidden (BOOL)",
            semantics:
                "The row's current hidden state, an NSNumber BOOL. A change re-evaluates predicates that read it."),
        PredicateWord(
            text: "isDisabled", summary: "whether the row is disabled (BOOL)",
            semantics: "The row's current disabled state, an NSNumber BOOL (YES whenever the form is disabled)."),
    ]

    static let options: [PredicateWord] = [
        PredicateWord(text: "[c]", summary: "case-insensitive", semantics: "`[c]`: the comparison ignores case."),
        PredicateWord(
            text: "[d]", summary: "diacritic-insensitive",
            semantics: "`[d]`: the comparison ignores diacritics (`é` matches `e`)."),
        PredicateWord(
            text: "[cd]", summary: "case- and diacritic-insensitive",
            semantics: "`[cd]`: the comparison ignores case and diacritics."),
    ]

    /// Hover text for a reserved word or operator as written (any case, `=`, `<>`, `&&`, ...).
    static func word(for written: String) -> PredicateWord? {
        let upper = written.uppercased()
        let canonical = aliases[upper] ?? upper
        let all = comparisonOperators + logicalOperators + predicateStarts + literals
        if let word = all.first(where: { $0.text.uppercased() == canonical }) { return word }
        return extra.first { $0.text == canonical }
    }

    private static let aliases: [String: String] = [
        "=": "==", "<>": "!=", "=<": "<=", "=>": ">=", "&&": "AND", "||": "OR", "!": "NOT", "SOME": "ANY",
        "NULL": "NIL",
    ]

    private static let extra: [PredicateWord] = [
        PredicateWord(
            text: "SELF", summary: "the evaluated object",
            semantics: "The row (or section) whose `hidden`/`disabled` is being evaluated."),
        PredicateWord(text: "FIRST", summary: "first element", semantics: "`x[FIRST]`: the first element of an array."),
        PredicateWord(text: "LAST", summary: "last element", semantics: "`x[LAST]`: the last element of an array."),
        PredicateWord(text: "SIZE", summary: "element count", semantics: "`x[SIZE]`: the number of elements."),
        PredicateWord(
            text: "SUBQUERY", summary: "filtered collection",
            semantics:
                "`SUBQUERY(collection, $x, predicate)`: the elements for which the predicate holds. XLForm's rewrite turns `$x` into `$x.value`, so subqueries rarely work in a spec."
        ),
        PredicateWord(
            text: "CAST", summary: "type conversion",
            semantics: "`CAST(x, 'NSString' / 'NSNumber' / 'NSDecimalNumber' / 'NSDate')`."),
    ]

    /// Markdown for comparison options written after an operator.
    static func optionsNote(_ options: ComparisonOptions) -> String? {
        var parts: [String] = []
        if options.contains(.caseInsensitive) { parts.append("case-insensitive") }
        if options.contains(.diacriticInsensitive) { parts.append("diacritic-insensitive") }
        if options.contains(.normalized) { parts.append("normalized (no effect on results)") }
        return parts.isEmpty ? nil : "Options: " + parts.joined(separator: ", ") + "."
    }
}
