import FormSpecJSON

/// One form being shown: the rows as XLForm would hold them for some values, with their
/// cached hidden/disabled results. `init` builds the form and evaluates it as
/// `-[XLFormDescriptor forceEvaluate]` does when the form is assigned to its view controller;
/// `apply(_:)` afterwards changes values as a user would, re-evaluating only what XLForm
/// re-evaluates (scenarios). Single-threaded.
final class PreviewSession: PredicateVariables {
    /// Unowned so that a form can pool its sessions (`SessionPool`) without a cycle; a session
    /// in use keeps its form alive through `formWhileInUse`, a pooled one is owned by the form.
    unowned(unsafe) let form: CompiledForm
    private var formWhileInUse: CompiledForm?
    private(set) var options: PreviewOptions
    private(set) var evaluator: PredicateEvaluator {
        get { evaluation.pointee.evaluator }
        set { evaluation.pointee.evaluator = newValue }
    }
    /// Setting it (or a section's rows, or `registrationsAreCompiled`) takes the positional
    /// snapshot again (`positionalRows`); initializers take it themselves.
    private(set) var sections: [SectionState] = [] {
        didSet { snapshotPositionalRows() }
    }
    /// `allRowsByTag` and `rowObservers` as positions in `sections`: the compiled ones until a
    /// multivalued change deletes a tagged row.
    private(set) var registrations: Registrations {
        get { evaluation.pointee.registrations }
        set { evaluation.pointee.registrations = newValue }
    }
    private(set) lazy var formObject = FormState(session: self)
    /// The form's `disabled`: every row reports isDisabled = YES without evaluating.
    private(set) var formDisabled: Bool {
        get { evaluation.pointee.formDisabled }
        set { evaluation.pointee.formDisabled = newValue }
    }
    /// Warnings about the form or the values that belong to no row.
    var formNotes: [PreviewWarning] = []
    /// Strings and numbers the session's results were written with, for the next result's text.
    let dumps = JSONDumpCache()

    /// Evaluations in progress, innermost last, for detecting a predicate that needs itself.
    var evaluationStack: [Evaluation] {
        get { evaluation.pointee.evaluationStack }
        _modify { yield &evaluation.pointee.evaluationStack }
    }
    /// Depth in `evaluationStack` of the evaluation a detected cycle re-entered.
    var cycleOrigin: Int? {
        get { evaluation.pointee.cycleOrigin }
        set { evaluation.pointee.cycleOrigin = newValue }
    }
    /// Once the form is shown, changed caches re-evaluate their observers (KVO in XLForm).
    var cascades: Bool {
        get { evaluation.pointee.cascades }
        set { evaluation.pointee.cascades = newValue }
    }
    var pendingChanges: [String] {
        get { evaluation.pointee.pendingChanges }
        _modify { yield &evaluation.pointee.pendingChanges }
    }
    /// Rows were inserted or deleted (multivalued values): `reuse` builds the rows afresh.
    var rowsReplaced = false

    /// What every evaluation reads or changes, behind a pointer the session owns: as stored
    /// properties, each use would pay a dynamic exclusivity check costing more than itself
    /// (the session is used on one thread at a time; `SessionPool` hands it over with a lock).
    private struct EvaluationState {
        var evaluator: PredicateEvaluator
        var registrations: Registrations
        var formDisabled = false
        var evaluationStack: [Evaluation] = []
        var cycleOrigin: Int?
        var cascades = false
        var pendingChanges: [String] = []
        /// The rows of `sections`, unretained, while `registrationsAreCompiled`, else empty:
        /// fast predicates reach a `$tag` row through it in one read of the session instead of
        /// three, and read its value or caches without counting a reference. `sections` owns
        /// the rows; changing them takes the snapshot again (`snapshotPositionalRows`).
        var positionalRows: [[Unmanaged<RowState>]] = []
    }
    private let evaluation: UnsafeMutablePointer<EvaluationState>

    init(form: CompiledForm, values: PreviewValues = PreviewValues(), options: PreviewOptions = PreviewOptions()) {
        self.form = form
        formWhileInUse = form
        self.options = options
        evaluation = .allocate(capacity: 1)
        evaluation.initialize(to: EvaluationState(evaluator: options.evaluator, registrations: form.registrations))
        formNotes = form.warnings
        sections = makeSections()
        snapshotPositionalRows()
        apply(values)
        show()
    }

    deinit {
        evaluation.deinitialize(count: 1)
        evaluation.deallocate()
    }

    private func makeSections() -> [SectionState] {
        form.sections.enumerated().map { index, compiled in
            let section = SectionState(session: self, compiled: compiled)
            section.rows = compiled.rows.map { RowState(session: self, compiled: $0, section: index) }
            if compiled.hasAddButton {
                section.rows.append(
                    RowState(session: self, compiled: .addButton(sectionPath: compiled.path), section: index))
            }
            return section
        }
    }

    /// Makes a pooled session what `init(form:values:options:)` would make: every row and
    /// section back to its compiled state, then the values applied and the form shown.
    func reuse(values: PreviewValues, options: PreviewOptions) {
        formWhileInUse = form
        self.options = options
        evaluator = options.evaluator
        if rowsReplaced {
            registrations = form.registrations
            registrationsAreCompiled = true
            sections = makeSections()
            rowsReplaced = false
        } else {
            // The same rows: the snapshot still holds.
            for section in sections { section.reset() }
        }
        formDisabled = false
        formNotes = form.warnings
        evaluationStack.removeAll(keepingCapacity: true)
        cycleOrigin = nil
        cascades = false
        pendingChanges.removeAll(keepingCapacity: true)
        apply(values)
        show()
    }

    /// Called as the session goes back to its form's pool, which owns it from then on.
    func releaseForm() { formWhileInUse = nil }

    /// A session over the same rows and values, evaluated afresh (what a newly shown form with
    /// these values would compute).
    /// `lookingUpByTag`: fast predicates find their rows by tag, not by compiled position (for
    /// tests comparing both).
    init(freshCopyOf other: PreviewSession, lookingUpByTag: Bool = false) {
        form = other.form
        formWhileInUse = other.form
        options = other.options
        evaluation = .allocate(capacity: 1)
        evaluation.initialize(to: EvaluationState(evaluator: other.evaluator, registrations: other.registrations))
        registrationsAreCompiled = other.registrationsAreCompiled && !lookingUpByTag
        // Its rows are the other's, inserted ones included: `reuse` must build them afresh too.
        rowsReplaced = other.rowsReplaced
        sections = other.sections.map { old in
            let section = SectionState(session: self, compiled: old.compiled)
            section.rows = old.rows.map { oldRow in
                let row = RowState(session: self, compiled: oldRow.compiled, section: oldRow.section)
                row.value = oldRow.value
                row.leftValue = oldRow.leftValue
                return row
            }
            return section
        }
        snapshotPositionalRows()
        unsettleAll()
        show()
    }

    /// Evaluates like `forceEvaluate`: per section, each row's disabled then hidden, then the
    /// section's hidden. The tags are registered beforehand (`registrations`).
    private func show() {
        evaluateFormDisabled()
        // No cascades here: every condition is evaluated anyway, and with the values fixed a
        // cascade would only recompute the same results. Constants were settled when the rows
        // were made or reset; a lazily evaluated row is clean and is not evaluated twice for nothing.
        for section in sections {
            section.rows.forEachUnretained { _, row in
                if row.compiled.disabledIsPredicate, row.disabledCache.isDirty { _ = try? evaluate(.disabled, of: row) }
                if row.compiled.hiddenIsPredicate, row.hiddenCache.isDirty { _ = try? evaluate(.hidden, of: row) }
            }
            if section.hiddenCache.isDirty { _ = try? evaluate(.hidden, of: section) }
        }
        cascades = true
    }

    /// `registrations` are still the compiled form's, so fast predicates may reach rows by the
    /// positions resolved when it was compiled.
    private(set) var registrationsAreCompiled = true {
        didSet { if registrationsAreCompiled != oldValue { snapshotPositionalRows() } }
    }

    /// Taken whenever `sections`, a section's rows or `registrationsAreCompiled` change (their
    /// observers call it; initializers call it themselves).
    func snapshotPositionalRows() {
        evaluation.pointee.positionalRows =
            registrationsAreCompiled ? sections.map { $0.rows.map(Unmanaged.passUnretained) } : []
    }

    /// `positionalRows[section][row]` when both exist, read in place.
    func positionalRowReference(section: Int, row: Int) -> Unmanaged<RowState>? {
        guard section < evaluation.pointee.positionalRows.count, row < evaluation.pointee.positionalRows[section].count
        else { return nil }
        let reference = evaluation.pointee.positionalRows[section][row]
        // A snapshot older than the rows would point at freed ones.
        assert(
            reference.toOpaque() == Unmanaged.passUnretained(sections[section].rows[row]).toOpaque(),
            "positional snapshot older than the rows")
        return reference
    }

    func positionalRow(section: Int, row: Int) -> RowState? {
        positionalRowReference(section: section, row: row)?.takeUnretainedValue()
    }

    /// `positionalRow(section:row:)?.value`, without counting a reference to the row.
    func positionalRowValue(section: Int, row: Int) -> RuntimeValue?? {
        positionalRowReference(section: section, row: row).map { $0._withUnsafeGuaranteedRef(\.value) }
    }

    /// After a multivalued change deleted tagged rows: tags and observers without them.
    func refreshRegistrations() {
        registrationsAreCompiled = false
        registrations = Registrations(
            rows: sections.map { $0.rows.map(\.compiled) }, sectionHidden: sections.map(\.compiled.hidden))
    }

    /// `formRowWithTag:`: the registered row for a tag.
    func registeredRow(_ tag: String) -> RowState? {
        guard let p = registrations.positionByTag[tag] else { return nil }
        if let row = positionalRow(section: p.section, row: p.row) { return row }
        guard p.section < sections.count, p.row < sections[p.section].rows.count else { return nil }
        return sections[p.section].rows[p.row]
    }

    /// formspec's form-level `disabled` may be a predicate (SELF is the form); it is evaluated
    /// when the form is built and after every change.
    func evaluateFormDisabled() {
        switch form.disabled {
        case .constant(let b): formDisabled = b
        case .unparsable: formDisabled = false
        case .predicate(let node, let source, _, _):
            do {
                formDisabled = try evaluator.evaluate(node, object: .object(formObject), variables: self)
            } catch {
                formDisabled = false
                let warning = PreviewWarning(
                    .evaluation,
                    "the form's disabled predicate '\(source)' raised: \(error.message); XLForm keeps the form enabled",
                    property: "disabled")
                if !formNotes.contains(warning) { formNotes.append(warning) }
            }
        }
    }

    // MARK: PredicateVariables

    func lookup(_ name: String) -> VariableLookup {
        guard let row = registeredRow(name) else { return .unbound }
        return .bound(.object(row))
    }

    /// KVC `hidden` / `disabled`: the NSNumber, or an NSPredicate the preview cannot hand out.
    func conditionObject(_ condition: CompiledCondition) throws(EvaluationError) -> RuntimeValue? {
        switch condition {
        case .constant(let b): return .bool(b)
        case .unparsable: return .bool(false)
        case .predicate:
            throw EvaluationError(
                .unsupported, "hidden/disabled hold an NSPredicate object here; compare isHidden/isDisabled instead")
        }
    }
}
