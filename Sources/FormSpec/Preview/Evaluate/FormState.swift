import Foundation

/// One form being shown: its rows and sections as XLForm holds them for some values, with
/// their cached hidden/disabled results. `init` builds the form as the app does, `apply(_:)`
/// gives it values and `show()` evaluates it as `-[XLFormDescriptor forceEvaluate]` does when
/// the form is assigned to its view controller; after that, `apply(_:)` changes values as a
/// user would, re-evaluating only what XLForm re-evaluates (scenarios).
///
/// Plain values by index: `rows[id]` and `sections[s]`, rows named by their id everywhere
/// (`Holder`, `Registry`, `SectionState.rows`). Used on one thread.
final class FormState {
    let form: CompiledForm
    let options: PreviewOptions
    /// The predicate evaluator, with the preview's regular-expression budget.
    private(set) var evaluator: PredicateEvaluator
    /// By id: the spec rows and Add buttons in table order, then rows inserted for
    /// multivalued values. A deleted row keeps its id but leaves its section.
    var rows: [RowState]
    var sections: [SectionState]
    /// `allRowsByTag` and `rowObservers`: the compiled form's until a multivalued change
    /// deletes a tagged row.
    var registry: Registry
    /// The form's `disabled`: every row reports isDisabled = YES without evaluating.
    private(set) var formDisabled = false
    /// Warnings about the form or the values that belong to no row.
    var formNotes: [PreviewWarning]
    /// The form is shown: a changed condition or value re-evaluates its observers (XLForm's KVO).
    private(set) var isShown = false
    /// Conditions being evaluated, innermost last, for finding a predicate that needs itself.
    private var evaluating: [(holder: Holder, kind: ConditionKind)] = []
    /// Depth in `evaluating` of the evaluation a detected cycle re-entered.
    private var cycleOrigin: Int?
    /// Tags whose row changed, for `cascade()`; `changedTags[nextChange...]` are waiting.
    var changedTags: [String] = []
    private var nextChange = 0
    /// The objects standing for rows, sections and the form in general predicates, one per
    /// descriptor (`DescriptorObject`).
    var objects: [Descriptor: DescriptorObject] = [:]
    /// Asked every few steps, and by the regular expressions under way; once it answers true,
    /// the work stops (`isStopped`).
    private let isCancelled: (@Sendable () -> Bool)?
    private var steps = 0
    private(set) var isStopped = false

    /// The instant the form is built: relative dates (`{"timeIntervalSinceNow": s}`) are made from it.
    let now: Date

    init(_ form: CompiledForm, options: PreviewOptions, isCancelled: (@Sendable () -> Bool)? = nil) {
        self.form = form
        self.options = options
        self.isCancelled = isCancelled
        evaluator = options.evaluator
        now = options.now ?? Date()
        rows = form.initialRows
        for id in form.relativeDateRows {
            rows[id].value = .date(now.addingTimeInterval(rows[id].compiled.defaultDateOffset ?? 0))
        }
        sections = form.initialSections
        registry = form.registry
        formNotes = form.warnings
        renewRegexBudget()
    }

    /// A state over the same rows and values, evaluated afresh: what a newly shown form with
    /// these values computes (scenarios compare it with what XLForm kept).
    init(freshCopyOf other: FormState) {
        form = other.form
        options = other.options
        isCancelled = nil
        evaluator = other.options.evaluator
        now = other.now
        rows = other.rows.map { old in
            var row = RowState(old.compiled, section: old.section)
            row.value = old.value
            row.leftValue = old.leftValue
            return row
        }
        sections = other.sections.map { SectionState($0.compiled, rows: $0.rows) }
        registry = other.registry
        formNotes = []
        renewRegexBudget()
        show()
    }

    /// A fresh budget for the regular expressions of the next preview of this state
    /// (`PreviewOptions.regexBudget`).
    func renewRegexBudget() {
        evaluator.regex = options.regex.limited(to: options.regexBudget, stoppingWhen: isCancelled)
    }

    /// Evaluates as `forceEvaluate` does: per section, each row's disabled then hidden, then
    /// the section's hidden. The tags are registered beforehand (`registry`). A condition read
    /// by an earlier one (`$tag.isHidden`) is already clean and is not evaluated again.
    func show() {
        evaluateFormDisabled()
        for s in sections.indices {
            for id in sections[s].rows {
                if keepsGoing() == false { return }
                if rows[id].compiled.disabled.isPredicate, rows[id].disabled.isDirty {
                    _ = try? evaluate(.disabled, of: .row(id))
                }
                if rows[id].compiled.hidden.isPredicate, rows[id].hidden.isDirty {
                    _ = try? evaluate(.hidden, of: .row(id))
                }
            }
            if sections[s].hidden.isDirty { _ = try? evaluate(.hidden, of: .section(s)) }
        }
        isShown = true
    }

    /// `formRowWithTag:`: the id of the row registered under the tag.
    func registeredRow(_ tag: String) -> Int? {
        form.tags.slot(of: tag).flatMap { registry.rowBySlot[$0] }
    }

    /// formspec's form-level `disabled` may be a predicate (SELF is the form); it is evaluated
    /// when the form is shown and after every change.
    func evaluateFormDisabled() {
        switch form.disabled {
        case .constant(let b): formDisabled = b
        case .unparsable: formDisabled = false
        case .predicate(let compiled):
            do {
                formDisabled = try evaluate(compiled.predicate, on: .form)
            } catch {
                formDisabled = false
                let warning = PreviewWarning(
                    .evaluation,
                    "the form's disabled predicate '\(compiled.source)' raised: \(error.message); XLForm keeps the form enabled",
                    property: "disabled")
                if !formNotes.contains(warning) { formNotes.append(warning) }
            }
        }
    }

    /// False once `isCancelled` has answered true; asks it on the first call and every 64th.
    func keepsGoing() -> Bool {
        guard let isCancelled, !isStopped else { return !isStopped }
        if steps % 64 == 0, isCancelled() { isStopped = true }
        steps += 1
        return !isStopped
    }
}

/// A row or section: what a hidden/disabled condition belongs to.
enum Holder: Equatable {
    /// By id (`FormState.rows`).
    case row(Int)
    /// By index (`FormState.sections`).
    case section(Int)

    var descriptor: Descriptor {
        switch self {
        case .row(let id): return .row(id)
        case .section(let s): return .section(s)
        }
    }
}

extension FormState {
    /// `-isHidden`: evaluates when the cache is dirty, else answers from it.
    func isHidden(_ holder: Holder) throws(EvaluationError) -> Bool {
        let cache = self[cache: .hidden, of: holder]
        return cache.isDirty ? try evaluate(.hidden, of: holder) : cache.bool
    }

    /// `-isDisabled`: YES without evaluating while the form is disabled.
    func isDisabled(_ id: Int) throws(EvaluationError) -> Bool {
        if formDisabled { return true }
        let cache = rows[id].disabled
        return cache.isDirty ? try evaluate(.disabled, of: .row(id)) : cache.bool
    }

    /// `-evaluateIsHidden` / `-evaluateIsDisabled`: evaluates the condition now. XLForm catches
    /// every exception of the evaluation, marks the cache dirty and keeps the previous value;
    /// so does this, recording why. A cycle (XLForm recurses until the stack overflows) is
    /// thrown up to the evaluation it re-entered, so every condition on it keeps its state.
    @discardableResult
    func evaluate(_ kind: ConditionKind, of holder: Holder) throws(EvaluationError) -> Bool {
        let condition = self.condition(kind, of: holder)
        guard case .predicate(let compiled) = condition else {
            if case .constant(let b) = condition { store(b, kind, of: holder) } else { store(false, kind, of: holder) }
            return self[cache: kind, of: holder].bool
        }
        if let depth = evaluating.firstIndex(where: { $0.holder == holder && $0.kind == kind }) {
            cycleOrigin = depth
            let path = evaluating[depth...].map {
                "\(name(of: $0.holder)).\($0.kind == .hidden ? "isHidden" : "isDisabled")"
            }
            throw EvaluationError(.cycle, (path + [path[0]]).joined(separator: " → "))
        }
        evaluating.append((holder, kind))
        defer { evaluating.removeLast() }
        do {
            store(try evaluate(compiled.predicate, on: holder.descriptor), kind, of: holder)
        } catch {
            self[cache: kind, of: holder].isDirty = true
            if error.kind == .cycle, let origin = cycleOrigin {
                note(
                    PreviewWarning(
                        .cycle,
                        "\(kind.rawValue) '\(compiled.source)' depends on itself (\(error.message)): XLForm recurses until it crashes; the preview keeps the previous state",
                        tag: tag(of: holder), property: kind.rawValue, crashes: true), on: holder)
                if origin < evaluating.count - 1 { throw error }
                cycleOrigin = nil
            } else {
                note(
                    PreviewWarning(
                        .evaluation,
                        "\(kind.rawValue) '\(compiled.source)' raised: \(error.message); XLForm catches it and keeps the previous state (\(self[cache: kind, of: holder].bool ? "YES" : "NO"))",
                        tag: tag(of: holder), property: kind.rawValue), on: holder)
            }
        }
        return self[cache: kind, of: holder].bool
    }

    /// Sets a cache. Once the form is shown, XLForm's KVO on the cache re-evaluates the
    /// observers of a row whose result changed (or was unset).
    private func store(_ value: Bool, _ kind: ConditionKind, of holder: Holder) {
        let old = self[cache: kind, of: holder].value
        self[cache: kind, of: holder] = ConditionCache(value: value, isDirty: false)
        if isShown, old != value, case .row(let id) = holder, let tag = rows[id].compiled.tag {
            changedTags.append(tag)
        }
    }

    /// `updateAfterDependentRowChanged:` for every changed tag, in turn, until nothing changes.
    /// The queue replaces XLForm's nested KVO calls; with the values fixed, both reach the same
    /// results.
    func cascade() {
        var steps = 0
        while nextChange < changedTags.count, keepsGoing() {
            let tag = changedTags[nextChange]
            nextChange += 1
            steps += 1
            guard steps <= 10_000 else {
                formNotes.append(
                    PreviewWarning(
                        .cycle,
                        "re-evaluation after a change does not settle (conditions keep flipping each other); stopped",
                        crashes: true))
                break
            }
            for observer in registry.observers(of: tag, .disabled) {
                if case .row(let t) = observer, let id = registeredRow(t) { _ = try? evaluate(.disabled, of: .row(id)) }
            }
            for observer in registry.observers(of: tag, .hidden) {
                switch observer {
                case .row(let t): if let id = registeredRow(t) { _ = try? evaluate(.hidden, of: .row(id)) }
                case .section(let s): _ = try? evaluate(.hidden, of: .section(s))
                }
            }
        }
        changedTags.removeAll(keepingCapacity: true)
        nextChange = 0
    }

    subscript(cache kind: ConditionKind, of holder: Holder) -> ConditionCache {
        get {
            switch (holder, kind) {
            case (.row(let id), .hidden): return rows[id].hidden
            case (.row(let id), .disabled): return rows[id].disabled
            case (.section(let s), .hidden): return sections[s].hidden
            case (.section, .disabled): return ConditionCache(value: false)
            }
        }
        set {
            switch (holder, kind) {
            case (.row(let id), .hidden): rows[id].hidden = newValue
            case (.row(let id), .disabled): rows[id].disabled = newValue
            case (.section(let s), .hidden): sections[s].hidden = newValue
            case (.section, .disabled): break
            }
        }
    }

    func condition(_ kind: ConditionKind, of holder: Holder) -> CompiledCondition {
        switch holder {
        case .row(let id): return rows[id].compiled.condition(kind)
        case .section(let s): return kind == .hidden ? sections[s].compiled.hidden : .never
        }
    }

    /// Records a warning once.
    private func note(_ warning: PreviewWarning, on holder: Holder) {
        switch holder {
        case .row(let id): if !rows[id].notes.contains(warning) { rows[id].notes.append(warning) }
        case .section(let s): if !sections[s].notes.contains(warning) { sections[s].notes.append(warning) }
        }
    }

    private func tag(of holder: Holder) -> String? {
        if case .row(let id) = holder { return rows[id].compiled.tag }
        return nil
    }

    private func name(of holder: Holder) -> String {
        switch holder {
        case .row(let id): return rows[id].name
        case .section(let s): return sections[s].compiled.name
        }
    }
}
