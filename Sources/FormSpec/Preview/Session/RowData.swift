/// Everything a preview changes in a row, held in one stored property of `RowState`: a class
/// property is checked for exclusive access at run time on every read and write, so a row
/// whose members live together costs one check where it would cost one per member.
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
            hiddenCache = compiled.initialData.hiddenCache
            disabledCache = compiled.initialData.disabledCache
            hasNotes = false
        } else {
            self = compiled.initialData
        }
        return hadNotes
    }

    mutating func setValue(_ newValue: RuntimeValue?) {
        value = newValue
        holdsDefaults = false
    }

    mutating func setLeftValue(_ newValue: RuntimeValue?) {
        leftValue = newValue
        holdsDefaults = false
    }

    subscript(cache kind: ConditionKind) -> ConditionCache {
        get { kind == .hidden ? hiddenCache : disabledCache }
        set { if kind == .hidden { hiddenCache = newValue } else { disabledCache = newValue } }
    }

    /// Stores a cache and answers the one it replaces.
    mutating func exchange(_ cache: ConditionCache, _ kind: ConditionKind) -> ConditionCache {
        let old = self[cache: kind]
        self[cache: kind] = cache
        return old
    }
}
