import FormSpec
import FormSpecJSON

/// Completion inside `hidden` / `disabled` strings, from what the predicate parser expects at
/// the cursor:
///
/// - after `$`: tags, nearest rows first, with the row type and title as detail;
/// - after `$tag.`: `value`, `isHidden`, `isDisabled`; after `$tag.value.`: keys of the value;
/// - operators, `AND` / `OR`, `NOT` / `ANY` / `TRUEPREDICATE`..., literals, where they can go;
/// - right of a comparison whose left side reads a row: that row's option values (single
///   quoted, with `.formValue` added on the left when the options are objects, since an option
///   never equals a string), `YES` / `NO` / `1` / `0` for switches and `isHidden` / `isDisabled`.
///
/// Edits replace the word being typed (also its part after the cursor) and are escaped for
/// the JSON string. Lists are incomplete (`isIncomplete`) except tag lists that hold every
/// match and attribute lists: elsewhere the next character (an operator, a quote) changes what
/// fits, and tags are capped at `maximumTags`.
public struct PredicateCompletionSupport: PredicateCompletionProvider {
    public static let maximumTags = 50
    public let catalog: Catalog

    public init(catalog: Catalog = .standard) {
        self.catalog = catalog
    }

    public func completions(for request: PredicateRequest) -> CompletionList {
        let text = request.literal.value
        let cursor = request.valueOffset
        // Between the characters of an escape (`\|"`, `\u00|e9`) nothing can be inserted.
        guard request.literal.sourceOffset(forValueOffset: cursor) == request.offset else { return .empty }
        let context = PredicateCompletion.context(in: text, at: cursor)
        let items = PredicateItems(
            request: request, scope: TagScope(document: request.document, owner: request.owner, catalog: catalog))
        if context.insideString {
            guard let string = stringToken(in: text, around: cursor) else { return .empty }
            return CompletionList(
                items: items.rightHandValues(OpenComparison.before(string.start, in: text), replacing: string),
                isIncomplete: true)
        }
        if let options = openOptions(in: text, at: cursor) {
            return CompletionList(
                items: items.words(PredicateVocabulary.options, kind: .keyword, group: 0, replacing: options),
                isIncomplete: true)
        }
        let range = extendOverWord(context.replacementRange, in: text)
        if context.expected.contains(.variableName) {
            let (tags, truncated) = items.tags(matching: context.prefix, replacing: range, withDollar: false)
            return CompletionList(items: tags, isIncomplete: truncated)
        }
        if context.expected.contains(.keyPathComponent) {
            return CompletionList(items: items.keys(before: range.start, in: text, replacing: range))
        }
        var list: [CompletionItem] = []
        if context.expected.contains(.value) {
            list += items.rightHandValues(OpenComparison.before(range.start, in: text), replacing: range)
        }
        // A predicate starts with a value too: `$tag == ...`.
        if context.expected.contains(.value) || context.expected.contains(.predicate) {
            list += items.tags(matching: context.prefix, replacing: range, withDollar: true).items
        }
        if context.expected.contains(.value) {
            // Booleans for a switch are offered above, with what they mean for that row.
            let offered = Set(list.map(\.label))
            let literals = PredicateVocabulary.literals.filter { !offered.contains($0.text) }
            list += items.words(literals, kind: .constant, group: 3, replacing: range)
        }
        if context.expected.contains(.predicate) {
            list += items.words(PredicateVocabulary.predicateStarts, kind: .keyword, group: 2, replacing: range)
        }
        if context.expected.contains(.comparisonOperator) {
            list += items.words(PredicateVocabulary.comparisonOperators, kind: .operator, group: 0, replacing: range)
        }
        if context.expected.contains(.comparisonOptions), followsOperatorDirectly(range.start, in: text) {
            list += items.words(PredicateVocabulary.options, kind: .keyword, group: 1, replacing: range)
        }
        if context.expected.contains(.logicalOperator) {
            list += items.words(PredicateVocabulary.logicalOperators, kind: .keyword, group: 0, replacing: range)
        }
        return CompletionList(items: list, isIncomplete: true)
    }

    /// The quoted literal the cursor is in, from its opening quote to its closing one (or the end).
    private func stringToken(in text: String, around cursor: Int) -> TextRange? {
        PredicateFormat.parse(text).tokens.first {
            $0.kind == .string && $0.range.start < cursor && cursor <= $0.range.end
        }?.range
    }

    /// The word being typed, with the rest of it after the cursor, so accepting replaces it all.
    private func extendOverWord(_ range: TextRange, in text: String) -> TextRange {
        let bytes = Array(text.utf8)
        var end = range.end
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        return TextRange(range.start, end)
    }

    private func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
    }

    /// `CONTAINS[`, `==[c`: comparison options being typed right after an operator. The range
    /// runs from the `[` over the option letters and a `]` after the cursor.
    private func openOptions(in text: String, at cursor: Int) -> TextRange? {
        let bytes = Array(text.utf8)
        var start = cursor
        while start > 0, "cdnCDN".utf8.contains(bytes[start - 1]) { start -= 1 }
        guard start > 0, bytes[start - 1] == UInt8(ascii: "["), start - 1 > 0 else { return nil }
        let bracket = start - 1
        var wordStart = bracket
        while wordStart > 0, isWordByte(bytes[wordStart - 1]) || "=<>!".utf8.contains(bytes[wordStart - 1]) {
            wordStart -= 1
        }
        let word = String(decoding: bytes[wordStart..<bracket], as: UTF8.self).uppercased()
        let operators = Set(PredicateVocabulary.comparisonOperators.map(\.text)).union(["=", "<>", "=<", "=>"])
        guard operators.contains(word) else { return nil }
        var end = cursor
        while end < bytes.count, "cdnCDN".utf8.contains(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "]") { end += 1 }
        return TextRange(bracket, end)
    }

    /// `[c]` only attaches to an operator with no space between.
    private func followsOperatorDirectly(_ offset: Int, in text: String) -> Bool {
        guard offset > 0 else { return false }
        let previous = Array(text.utf8)[offset - 1]
        return previous != UInt8(ascii: " ") && previous != UInt8(ascii: "\t")
    }
}
