/// Everything a preview changes in a row, held behind `RowState`'s pointer: read member by
/// member in place (a copy would count and release its values), reset whole from the compiled
/// row's `initialData`.
struct RowData {
    var value: RuntimeValue?
    /// `leftRightSelectorLeftOptionSelected` (selectorLeftRight rows).
    var leftValue: RuntimeValue?
    /// `value` and `leftValue` are still the compiled defaults, so the outputs computed once
    /// for them (`CompiledRow.defaultOutputs`) apply.
    var holdsDefaults = true
    /// The row's `notes` or `valueNotes` have been set (they are kept apart: they are rare,
    /// and copying them with every read of the rest would cost more).
    var hasNotes = false
    var hiddenCache: ConditionCache
    var disabledCache: ConditionCache
    /// A date cell's text for its default value and the display that wrote it: date texts
    /// depend on the preview's locale and zone, so the compiled row cannot keep them. Kept
    /// across previews while the row holds its defaults.
    var defaultDateText: (display: DateDisplay, text: String?)?

    /// The state a row starts in (`CompiledRow.initialData`): the default values, constant
    /// conditions settled, predicates dirty.
    init(value: RuntimeValue?, leftValue: RuntimeValue?, hidden: CompiledCondition, disabled: CompiledCondition) {
        self.value = value
        self.leftValue = leftValue
        hiddenCache = ConditionCache.settled(hidden) ?? ConditionCache()
        disabledCache = ConditionCache.settled(disabled) ?? ConditionCache()
    }

    /// Back to `compiled.initialData`, copying it whole only when the values were set;
    /// answers whether notes were set.
    mutating func reset(to compiled: CompiledRow) -> Bool {
        let hadNotes = hasNotes
        if holdsDefaults {
            hiddenCache = compiled.initialHiddenCache
            disabledCache = compiled.initialDisabledCache
            hasNotes = false
        } else {
            self = compiled.initialData
        }
        return hadNotes
    }

    subscript(cache kind: ConditionKind) -> ConditionCache {
        get { kind == .hidden ? hiddenCache : disabledCache }
        set { if kind == .hidden { hiddenCache = newValue } else { disabledCache = newValue } }
    }

    mutating func setValue(_ newValue: RuntimeValue?) {
        value = newValue
        holdsDefaults = false
    }

    mutating func setLeftValue(_ newValue: RuntimeValue?) {
        leftValue = newValue
        holdsDefaults = false
    }
}
