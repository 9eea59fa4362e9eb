import FormSpecJSON

/// The domain of `$tag.value` for each tag: what the row type's cell stores (text rows a
/// string, nil when empty; switches NSNumber 0/1; selectors one of their options or the spec's
/// default value), or nothing when the row type says nothing (buttons, info rows, custom types
/// without `valueType`, selectors whose options come from the app).
final class RowValueDomains {
    private let rowsByTag: TaggedRows
    private let rowTypes: RowTypeTable
    /// What a row type says about its value, by name: `RowTypeTable.info` copies a large
    /// struct, and thousands of rows share a handful of types.
    private var typeMemo: [String: (kind: ValueKind, isCustom: Bool)?] = [:]

    /// What the domains kept with rows' contents are keyed by.
    private let key: KeptWork.Key

    init(rowsByTag: TaggedRows, rowTypes: RowTypeTable, key: KeptWork.Key) {
        self.rowsByTag = rowsByTag
        self.rowTypes = rowTypes
        self.key = key
    }

    /// nil for a tag no row has (XLForm reads the last row registered under a tag).
    ///
    /// A row's domain depends only on its content (its tag included) and `customRowTypes`;
    /// on a keystroke nearly every row predicates read is unchanged, only moved. Only a
    /// selector's domain reads more of the row than its type (its options and value) and is
    /// kept with the row; the others cost a lookup of the row type to make, and are made
    /// again when asked for: kept, or remembered by tag for the analysis, they held 2.2 MB and
    /// 4.5 MB at 50,000 rows.
    func domain(tagged tag: String) -> ValueDomain? {
        guard let row = rowsByTag[tag], let rowType = row.rowTypeName, let (kind, isCustom) = valueKind(of: rowType)
        else { return nil }
        let make = { self.compute(row, tag, rowType, kind, isCustom) }
        if kind != .option, kind != .options { return make() }
        return row.content.domain(key, make: make)
    }

    private func valueKind(of rowType: String) -> (kind: ValueKind, isCustom: Bool)? {
        if let known = typeMemo[rowType] { return known }
        let info = rowTypes.info(rowType)
        let summary = info.flatMap { $0.declaresValueKind ? ($0.valueKind, $0.isCustom) : nil }
        typeMemo[rowType] = summary
        return summary
    }

    /// The domain of a row whose type `domain(tagged:)` has looked up.
    private func compute(
        _ row: Row, _ tag: String, _ rowType: String, _ kind: ValueKind, _ isCustom: Bool
    ) -> ValueDomain? {
        func label(_ holds: String) -> ValueDomain.Label { .row(tag: tag, rowType: rowType, holds: holds) }
        switch kind {
        case .string:
            // Every built-in text row stores nil for empty text; a custom cell might not.
            let dropsEmpty = !isCustom
            return ValueDomain(
                classes: .string, mayBeNil: true, neverEmptyString: dropsEmpty,
                label: label(dropsEmpty ? "a string, nil when empty" : "a string or nil"))
        case .number:
            return ValueDomain(classes: .number, mayBeNil: true, label: label("a number or nil"))
        case .bool:
            return ValueDomain(
                classes: .number, mayBeNil: true, values: ValueDomain.bools, label: label("NSNumber 0/1 or nil"))
        case .date:
            return ValueDomain(classes: .date, mayBeNil: true, label: label("an NSDate or nil"))
        case .option:
            guard let choices = choices(of: row, rowType) else { return nil }
            var values = choices
            if let spec = row.value,
                let initial = try? RuntimeValue.rowValue(fromSpec: spec.jsonValue, kind: .option, options: choices),
                !values.contains(where: { ComparisonEvaluation.equal($0, initial, []) })
            {
                values.append(initial)
            }
            return ValueDomain(
                classes: ValueDomain.classes(of: values), mayBeNil: true, values: values, options: choices,
                label: label("one of its options or nil"))
        case .options:
            guard let choices = choices(of: row, rowType) else { return nil }
            var elements = choices
            if let spec = row.value,
                case .array(let items)? = try? RuntimeValue.rowValue(
                    fromSpec: spec.jsonValue, kind: .options, options: choices)
            {
                elements += items
            }
            return ValueDomain(
                classes: .array, mayBeNil: true, elementValues: elements, options: choices,
                label: label("an array of its options or nil"))
        case .image:
            return ValueDomain(classes: .other, mayBeNil: true, label: label("a UIImage or nil"))
        case .display, .none:
            return nil
        }
    }

    /// The options the user can pick, as XLForm holds them: plain values, or option objects
    /// compared by `formValue`. nil when the app supplies the list (or none is given).
    private func choices(of row: Row, _ rowType: String) -> [RuntimeValue]? {
        guard !OptionsRule.customSelectorKeys.contains(where: { row.action?.value($0) != nil }),
            let options = row.selectorOptions?.choices(forRowType: rowType), !options.isEmpty
        else { return nil }
        var values: [RuntimeValue] = []
        for option in options {
            guard let formValue = option.formValue else { return nil }
            let value = RuntimeValue(json: formValue.jsonValue)
            values.append(
                option.isOptionObject
                    ? .option(FormOption(formValue: value, displayText: option.displayText?.value)) : value)
        }
        return values
    }
}
