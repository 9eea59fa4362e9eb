import FormSpec
import FormSpecJSON

/// The markdown of predicate hovers, for one parsed predicate.
struct PredicateHoverText {
    let parsed: ParsedPredicate
    let scope: TagScope

    func variable(_ token: SemanticToken, name: String) -> String? {
        guard !name.isEmpty else { return nil }
        let reference = parsed.references.first { $0.variableRange == token.range }
        return PredicateHoverText.tag(name, scope: scope, reading: reference.map(reads))
    }

    /// What `$name` names: the row XLForm binds it to (or that none has it), with `reading`
    /// saying what the reference reads. Hover on a `$tag` and completion of tags share it.
    static func tag(_ name: String, scope: TagScope, reading: String? = nil) -> String {
        let describe = PredicateHoverText(parsed: XLFormPredicate.parse(""), scope: scope)
        let rows = scope.form?.rows.filter { $0.effectiveTag == name } ?? []
        guard let row = rows.last else { return describe.unknownTag(name) }
        return describe.known(name, row: row, count: rows.count, reading: reading)
    }

    private func known(_ name: String, row: Row, count: Int, reading: String?) -> String {
        var lines = ["**$\(name)** · \(rowHeading(row))", "In \(RowPlace.describe(row, in: scope.form))."]
        if let reading { lines.append(reading) }
        lines.append(value(of: row))
        for kind in ConditionKind.allCases {
            if let condition = row.condition(kind) {
                lines.append("\(kind.rawValue): \(code(conditionText(condition)))")
            }
        }
        if count > 1 {
            lines.append(
                "\(count) rows have this tag; XLForm binds the last one, so this is \(RowPlace.describe(row, in: scope.form))."
            )
        }
        return lines.joined(separator: "\n\n")
    }

    private func unknownTag(_ name: String) -> String {
        var text =
            "**$\(name)** · no row has the tag \(code(name)). Evaluating raises “Can't get value for '\(name)' in bindings”, "
            + "which XLForm catches: the row keeps its previous state."
        let known = (scope.form?.rows ?? []).compactMap(\.effectiveTag)
        let suggestions = DidYouMean.rank(name, among: known)
        let quoted = suggestions.map { code("$" + $0) }
        if let last = quoted.last {
            text +=
                "\n\nDid you mean "
                + (quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last) + "?"
        }
        return text
    }

    private func rowHeading(_ row: Row) -> String {
        var heading = row.rowType.map { "\(code($0.value)) row" } ?? "row"
        if let title = row.title?.value, !title.isEmpty { heading += " “\(title)”" }
        return heading
    }

    private func reads(_ reference: PredicateReference) -> String {
        guard let attribute = reference.attribute else { return "Reads the row itself." }
        if reference.attributeIsSynthesized, let key = reference.keyPath.first {
            return "Reads \(code(key)) of the row's value: XLForm rewrites `$tag.\(key)` to `$tag.value.\(key)`."
        }
        if reference.attributeIsSynthesized { return "Reads `value`: XLForm writes `.value` after a bare `$tag`." }
        if XLFormAttribute.known.contains(attribute) { return "Reads \(code(attribute))." }
        return
            "Reads \(code(attribute)) of the row's value: XLForm rewrites `$tag.\(attribute)` to `$tag.value.\(attribute)`."
    }

    private func value(of row: Row) -> String {
        var text = "Value: " + (scope.valueKind(of: row)?.summary ?? "unknown (the row type is not known)")
        if let node = row.value {
            let json = node.jsonValue.encodedString()
            text += "; in the spec: " + code(json.count > 60 ? String(json.prefix(57)) + "..." : json)
        }
        return text + "."
    }

    private func conditionText(_ condition: Condition) -> String {
        switch condition {
        case .constant(let b, _): return b ? "true" : "false"
        case .predicate(let s, _): return s.value
        }
    }

    func attribute(_ token: SemanticToken, name: String) -> String {
        if let word = PredicateVocabulary.attributes.first(where: { $0.text == name }) {
            return "**\(name)** · \(word.summary)\n\n\(word.semantics)"
        }
        return
            "**\(name)** · a key of the row's value\n\nXLForm keeps only `value`, `isHidden` and `isDisabled` after `$tag.`; "
            + "anything else is read from the value (`$tag.value.\(name)`)."
    }

    func word(_ token: SemanticToken, text: String) -> String? {
        guard let word = PredicateVocabulary.word(for: text) else { return nil }
        guard let comparison = comparison(where: { $0.operatorRange == token.range }) else {
            return "**\(word.text)** · \(word.summary)\n\n\(word.semantics)"
        }
        // `CONTAINS[c]` has its own entry; other option sets add a note to the operator's.
        let written = comparison.optionsRange.map {
            word.text + String(decoding: Array(parsed.source.utf8)[$0.start..<$0.end], as: UTF8.self)
        }
        if let written,
            let combined = PredicateVocabulary.comparisonOperators.first(where: {
                $0.text.uppercased() == written.uppercased()
            })
        {
            return "**\(combined.text)** · \(combined.summary)\n\n\(combined.semantics)"
        }
        var lines = ["**\(word.text)** · \(word.summary)", word.semantics]
        if let options = PredicateVocabulary.optionsNote(comparison.options) { lines.append(options) }
        if comparison.op == .equal || comparison.op == .notEqual, let note = booleanNote(comparison) {
            lines.append(note)
        }
        return lines.joined(separator: "\n\n")
    }

    /// `$on == 1`: a switch holds NSNumber 0/1, the same numbers as NO/YES and FALSE/TRUE.
    private func booleanNote(_ comparison: ComparisonPredicate) -> String? {
        for side in [comparison.left, comparison.right] {
            let shape = PredicateShapes.shape(side)
            guard let reference = shape.rowReference else { continue }
            let isBool =
                reference.attribute != "value"
                || scope.row(tagged: reference.tag).flatMap(scope.valueKind(of:)) == .bool
            if isBool {
                return "\(code("$" + reference.tag + "." + reference.attribute)) is a boolean (NSNumber 0/1): "
                    + "`1`, `YES` and `TRUE` are the same value, as are `0`, `NO` and `FALSE`."
            }
        }
        return nil
    }

    func function(_ token: SemanticToken) -> String? {
        var call: FunctionCall?
        if let root = parsed.predicate {
            PredicateTree.walk(root) { node in
                if case .expression(let e) = node, case .function(let c) = e.kind, c.nameRange == token.range {
                    call = c
                }
            }
        }
        guard let call else { return nil }
        if let builtin = BuiltinFunction(rawValue: call.name) {
            let plural = builtin.arity == 1 ? "argument" : "arguments"
            return
                "**\(builtin.shortName ?? builtin.rawValue)** · NSExpression function \(code(builtin.rawValue)), \(builtin.arity) \(plural)"
        }
        return PredicateVocabulary.word(for: call.name).map { "**\($0.text)** · \($0.summary)\n\n\($0.semantics)" }
    }

    /// The first comparison of the tree satisfying `matches`.
    func comparison(where matches: (ComparisonPredicate) -> Bool) -> ComparisonPredicate? {
        guard let root = parsed.predicate else { return nil }
        var found: ComparisonPredicate?
        PredicateTree.walk(root) { node in
            if found == nil, case .predicate(let p) = node, case .comparison(let c) = p.kind, matches(c) { found = c }
        }
        return found
    }

    /// Inline code that survives backticks in the text.
    private func code(_ s: String) -> String {
        s.contains("`") ? "`` \(s) ``" : "`\(s)`"
    }
}
