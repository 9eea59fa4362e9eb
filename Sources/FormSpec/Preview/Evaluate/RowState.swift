/// An XLFormRowDescriptor during a preview: what it was built from and everything a preview
/// changes in it. A plain value, held by `FormState.rows` under the row's id.
struct RowState: Sendable {
    /// The spec row, copy or Add button it was built from.
    let compiled: CompiledRow
    /// Index of its section in `FormState.sections`.
    let section: Int
    var value: RuntimeValue?
    /// `leftRightSelectorLeftOptionSelected` (selectorLeftRight rows).
    var leftValue: RuntimeValue?
    var hidden: ConditionCache
    var disabled: ConditionCache
    /// Why an evaluation of its conditions went wrong, and stale states (scenarios).
    var notes: [PreviewWarning] = []
    /// Warnings about the values given to it.
    var valueNotes: [PreviewWarning] = []

    /// The row as the app builds it: its default value, constant conditions set, predicates
    /// not yet evaluated (no cached value, dirty).
    init(_ compiled: CompiledRow, section: Int) {
        self.compiled = compiled
        self.section = section
        value = compiled.defaultValue
        leftValue = compiled.defaultLeftValue
        hidden = compiled.hidden.initialCache(unevaluated: ConditionCache())
        disabled = compiled.disabled.initialCache(unevaluated: ConditionCache())
    }

    subscript(cache kind: ConditionKind) -> ConditionCache {
        get { kind == .hidden ? hidden : disabled }
        set { if kind == .hidden { hidden = newValue } else { disabled = newValue } }
    }

    /// The title as the cell leaves it: a selectorLeftRight cell sets the row's title to its
    /// left option's display text on every update.
    var title: String? {
        guard compiled.cell == .leftRight else { return compiled.title }
        return leftValue.flatMap(CellDisplay.displayText)
    }

    /// "row 'email'", or for a row without a tag, its type and section.
    var name: String {
        compiled.tag.map { "row '\($0)'" } ?? "an untagged \(compiled.rowType ?? "") row of section \(section + 1)"
    }
}

/// An XLFormSectionDescriptor during a preview.
struct SectionState: Sendable {
    let compiled: CompiledSection
    /// Its rows in table order, by id (`FormState.rows`).
    var rows: [Int]
    /// A section's cache starts at NO (XLFormSectionDescriptor init), dirty; sections have no
    /// `disabled`.
    var hidden: ConditionCache
    var notes: [PreviewWarning] = []

    init(_ compiled: CompiledSection, rows: [Int]) {
        self.compiled = compiled
        self.rows = rows
        hidden = compiled.hidden.initialCache(unevaluated: ConditionCache(value: false))
    }
}
