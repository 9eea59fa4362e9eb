import FormSpecJSON

/// One form being shown: the rows as XLForm would hold them for some values, with their
/// cached hidden/disabled results. `init` builds the form and evaluates it as
/// `-[XLFormDescriptor forceEvaluate]` does when the form is assigned to its view controller;
/// `set(_:)` changes values afterwards as a user would, re-evaluating only what XLForm
/// re-evaluates (scenarios). Single-threaded.
final class PreviewSession: PredicateVariables {
    let form: CompiledForm
    let options: PreviewOptions
    let evaluator: PredicateEvaluator
    private(set) var sections: [SectionState] = []
    /// `allRowsByTag`: every tagged row, hidden or not; a later row with the same tag wins.
    private(set) var rowsByTag: [String: RowState] = [:]
    private(set) lazy var formObject = FormState(session: self)
    /// The form's `disabled`: every row reports isDisabled = YES without evaluating.
    private(set) var formDisabled = false
    /// Warnings about the form or the values that belong to no row.
    var formNotes: [PreviewWarning] = []

    /// Evaluations in progress, innermost last, for detecting a predicate that needs itself.
    var evaluationStack: [(holder: ObjectIdentifier, kind: ConditionKind, name: String)] = []
    /// Depth in `evaluationStack` of the evaluation a detected cycle re-entered.
    var cycleOrigin: Int?
    /// XLForm's `rowObservers`: tag → rows (by tag) or sections whose hidden (disabled)
    /// predicate XLForm re-evaluates when that tag's row changes.
    var hiddenObservers: [String: [Observer]] = [:]
    var disabledObservers: [String: [Observer]] = [:]
    /// Once the form is shown, changed caches re-evaluate their observers (KVO in XLForm).
    var cascades = false
    var pendingChanges: [String] = []

    enum Observer: Equatable {
        case row(tag: String)
        case section(Int)
    }

    init(form: CompiledForm, values: PreviewValues = PreviewValues(), options: PreviewOptions = PreviewOptions()) {
        self.form = form
        self.options = options
        evaluator = options.evaluator
        formNotes = form.warnings
        sections = form.sections.enumerated().map { index, compiled in
            let section = SectionState(session: self, compiled: compiled)
            section.rows = compiled.rows.map { RowState(session: self, compiled: $0, section: index) }
            if compiled.hasAddButton { section.rows.append(RowState(session: self, compiled: .addButton(sectionPath: compiled.path), section: index)) }
            return section
        }
        apply(values)
        show()
    }

    /// A session over the same rows and values, evaluated afresh (what a newly shown form with
    /// these values would compute).
    init(freshCopyOf other: PreviewSession) {
        form = other.form
        options = other.options
        evaluator = other.evaluator
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
        show()
    }

    /// Registers the tags and observers, then evaluates like `forceEvaluate`: per section, each
    /// row's disabled then hidden, then the section's hidden.
    private func show() {
        registerTags()
        registerObservers()
        evaluateFormDisabled()
        // No cascades here: every condition is evaluated anyway, and with the values fixed a
        // cascade would only recompute the same results.
        for section in sections {
            for row in section.rows {
                _ = try? evaluate(.disabled, of: row)
                _ = try? evaluate(.hidden, of: row)
            }
            _ = try? evaluate(.hidden, of: section)
        }
        cascades = true
    }

    /// After rows were deleted: tags and observers as XLForm holds them without those rows.
    func refreshRegistrations() {
        registerTags()
        registerObservers()
    }

    private func registerTags() {
        rowsByTag = [:]
        for section in sections {
            for row in section.rows {
                if let tag = row.tag { rowsByTag[tag] = row }
            }
        }
    }

    /// `addObserversOfObject:predicateType:`, with its crash for a row without a tag.
    func registerObservers() {
        hiddenObservers = [:]
        disabledObservers = [:]
        for section in sections {
            for tag in section.compiled.hidden.observedTags { add(.section(section.compiled.index), to: &hiddenObservers, for: tag) }
            for row in section.rows { register(row) }
        }
    }

    func register(_ row: RowState) {
        for kind in ConditionKind.allCases {
            let observed = row.condition(kind).observedTags
            guard !observed.isEmpty else { continue }
            guard let tag = row.tag else {
                row.note(PreviewWarning(
                    .crash, "\(kind.rawValue) refers to \(observed.map { "$\($0)" }.joined(separator: ", ")) but the row has no tag: XLForm inserts nil into its observer list and raises when the row is added",
                    property: kind.rawValue, crashes: true))
                continue
            }
            for observedTag in observed {
                if kind == .hidden { add(.row(tag: tag), to: &hiddenObservers, for: observedTag) } else { add(.row(tag: tag), to: &disabledObservers, for: observedTag) }
            }
        }
    }

    private func add(_ observer: Observer, to map: inout [String: [Observer]], for tag: String) {
        if !(map[tag]?.contains(observer) ?? false) { map[tag, default: []].append(observer) }
    }

    /// formspec's form-level `disabled` may be a predicate (SELF is the form); it is evaluated
    /// when the form is built and after every change.
    func evaluateFormDisabled() {
        switch form.disabled {
        case .constant(let b): formDisabled = b
        case .unparsable: formDisabled = false
        case .predicate(let node, let source, _):
            do {
                formDisabled = try evaluator.evaluate(node, object: .object(formObject), variables: self)
            } catch {
                formDisabled = false
                let warning = PreviewWarning(.evaluation, "the form's disabled predicate '\(source)' raised: \(error.message); XLForm keeps the form enabled", property: "disabled")
                if !formNotes.contains(warning) { formNotes.append(warning) }
            }
        }
    }

    // MARK: PredicateVariables

    func lookup(_ name: String) -> VariableLookup {
        guard let row = rowsByTag[name] else { return .unbound }
        return .bound(.object(row))
    }

    /// KVC `hidden` / `disabled`: the NSNumber, or an NSPredicate the preview cannot hand out.
    func conditionObject(_ condition: CompiledCondition) throws(EvaluationError) -> RuntimeValue? {
        switch condition {
        case .constant(let b): return .bool(b)
        case .unparsable: return .bool(false)
        case .predicate: throw EvaluationError(.unsupported, "hidden/disabled hold an NSPredicate object here; compare isHidden/isDisabled instead")
        }
    }
}
