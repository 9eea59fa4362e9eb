import FormSpec
import FormSpecJSON

/// Builds the completion items of one predicate request. Ranges given to it are ranges of the
/// decoded predicate text; items carry document ranges and JSON-escaped text.
struct PredicateItems {
    let request: PredicateRequest
    let scope: TagScope

    private var literal: JSONString { request.literal }

    private func edit(_ range: TextRange, _ predicateText: String) -> TextEdit {
        TextEdit(literal.sourceRange(forValueRange: range), EditBuilder.escape(predicateText))
    }

    /// Tags matching `prefix`, nearest rows first; `withDollar` where a whole `$tag` is inserted.
    func tags(
        matching prefix: String, replacing range: TextRange, withDollar: Bool
    ) -> (items: [CompletionItem], truncated: Bool) {
        let (candidates, truncated) = scope.candidates(matching: prefix, limit: PredicateCompletionSupport.maximumTags)
        let folded = prefix.lowercased()
        let items = candidates.enumerated().map { index, c in
            // Tags starting with what is typed rank before those that only contain its letters.
            let startsWith = c.tag.lowercased().hasPrefix(folded)
            return CompletionItem(
                label: (withDollar ? "$" : "") + c.tag, kind: .variable, detail: TagScope.summary(c.row),
                resolveKey: .tag(c.tag), edit: edit(range, (withDollar ? "$" : "") + c.tag), filterText: c.tag,
                sortText: SortText.make(group: withDollar ? 1 : 0, (startsWith ? 0 : 10_000) + index))
        }
        return (items, truncated)
    }

    /// After `$tag.`: the attributes XLForm keeps; after `$tag.value.`: keys of the row's value.
    func keys(before dotEnd: Int, in text: String, replacing range: TextRange) -> [CompletionItem] {
        let prefix = String(decoding: Array(text.utf8)[0..<dotEnd], as: UTF8.self)
        let tokens = PredicateFormat.parse(prefix).tokens
        let source = Array(prefix.utf8)
        func word(_ i: Int) -> String? {
            guard i >= 0, i < tokens.count else { return nil }
            return String(decoding: source[tokens[i].range.start..<tokens[i].range.end], as: UTF8.self)
        }
        let n = tokens.count
        // `$tag .` — the attribute position.
        if n >= 2, tokens[n - 2].kind == .variable, word(n - 1) == "." {
            return words(PredicateVocabulary.attributes, kind: .property, group: 0, replacing: range)
        }
        // `$tag . value .` — keys of the value, by row kind.
        if n >= 4, tokens[n - 4].kind == .variable, word(n - 3) == ".", word(n - 2) == "value", word(n - 1) == ".",
            let tag = word(n - 4).map({ String($0.dropFirst()) }), let row = scope.row(tagged: tag),
            let kind = scope.valueKind(of: row)
        {
            return words(ValueKeys.keys(for: kind), kind: .property, group: 0, replacing: range)
        }
        return []
    }

    func words(
        _ words: [PredicateWord], kind: CompletionItem.Kind, group: Int, replacing range: TextRange
    ) -> [CompletionItem] {
        words.enumerated().map { index, w in
            CompletionItem(
                label: w.text, kind: kind, detail: w.summary, documentation: w.semantics, edit: edit(range, w.text),
                sortText: SortText.make(group: group, index))
        }
    }

    /// Values that fit the row on the left of the comparison being typed.
    func rightHandValues(_ open: OpenComparison?, replacing range: TextRange) -> [CompletionItem] {
        guard let open, let row = scope.row(tagged: open.tag) else { return [] }
        if open.attribute == "isHidden" || open.attribute == "isDisabled" {
            return open.keyPath.isEmpty
                ? booleans(replacing: range, what: open.attribute == "isHidden" ? "hidden" : "disabled") : []
        }
        guard open.attribute == "value", let kind = scope.valueKind(of: row) else { return [] }
        switch kind {
        case .bool where open.keyPath.isEmpty:
            return booleans(replacing: range, what: "on")
        case .option, .options:
            return optionValues(of: row, open, replacing: range)
        default:
            return []
        }
    }

    private func booleans(replacing range: TextRange, what: String) -> [CompletionItem] {
        [("YES", "\(what)"), ("NO", "not \(what)"), ("1", "\(what) (same as YES)"), ("0", "not \(what) (same as NO)")]
            .enumerated().map { index, pair in
                CompletionItem(
                    label: pair.0, kind: .constant, detail: pair.1, edit: edit(range, pair.0),
                    sortText: SortText.make(group: 0, index))
            }
    }

    /// Option values of a selector row, quoted. An option object never equals a string, so for
    /// those `.formValue` (or `.value.formValue` after a bare tag) is added to the left side.
    private func optionValues(of row: Row, _ open: OpenComparison, replacing range: TextRange) -> [CompletionItem] {
        let readsFormValue = open.keyPath == ["formValue"]
        guard readsFormValue || open.keyPath.isEmpty else { return [] }
        let typed = String(
            decoding: Array(literal.value.utf8)[range.start..<min(range.end, literal.value.utf8.count)], as: UTF8.self)
        let inQuotes = typed.hasPrefix("'") || typed.hasPrefix("\"")
        var items: [CompletionItem] = []
        for option in row.selectorOptions?.options ?? [] {
            guard let value = option.formValue, let text = PredicateLiteral.text(of: value) else { continue }
            var additional: [TextEdit] = []
            if option.isOptionObject && !readsFormValue {
                let suffix = open.attribute == "value" && open.isBare ? ".value.formValue" : ".formValue"
                additional.append(edit(.empty(at: open.leftEnd), suffix))
            }
            let shown = option.shownText.map { "option “\($0)”" } ?? "option"
            let bare = value.stringValue ?? text
            // Typing the text the option shows finds it too.
            let written = inQuotes ? text : bare
            let filter = option.displayText.map { "\(written) \($0.value)" } ?? written
            items.append(
                CompletionItem(
                    label: text, kind: .value, detail: additional.isEmpty ? shown : "\(shown), compared by formValue",
                    edit: edit(range, text), additionalEdits: additional, filterText: filter,
                    sortText: SortText.make(group: 0, items.count)))
        }
        return items
    }
}

/// Keys of a row's value worth proposing after `$tag.value.`.
enum ValueKeys {
    static func keys(for kind: ValueKind) -> [PredicateWord] {
        switch kind {
        case .option:
            return [
                PredicateWord(
                    text: "formValue", summary: "the option's value",
                    semantics: "The selected option's `formValue`: what to compare with a literal."),
                PredicateWord(
                    text: "formDisplayText", summary: "the option's text",
                    semantics: "The selected option's display text."),
            ]
        case .options:
            return [
                PredicateWord(
                    text: "formValue", summary: "the options' values",
                    semantics: "The `formValue` of each selected option, as an array (`CONTAINS 'x'` tests membership)."
                ),
                PredicateWord(
                    text: "@count", summary: "how many are selected", semantics: "The number of selected options."),
            ]
        case .string:
            return [
                PredicateWord(
                    text: "length", summary: "number of characters", semantics: "The string's length in UTF-16 units.")
            ]
        default:
            return []
        }
    }
}
