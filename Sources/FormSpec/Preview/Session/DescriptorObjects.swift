/// What a `hidden` / `disabled` result is cached in, with XLForm's dirty flag: a row starts
/// with no cached value (nil, read as NO), a section with NO; both start dirty.
struct ConditionCache: Equatable {
    var value: Bool?
    var isDirty = true

    var bool: Bool { value ?? false }

    /// The cache as `evaluateIsHidden` leaves it for a condition that is no predicate: the
    /// constant (NO when the string could not be set), clean. nil for a predicate.
    static func settled(_ condition: CompiledCondition) -> ConditionCache? {
        switch condition {
        case .constant(let b): return ConditionCache(value: b, isDirty: false)
        case .unparsable: return ConditionCache(value: false, isDirty: false)
        case .predicate: return nil
        }
    }
}

/// Rows and sections: the objects whose conditions a session evaluates. SELF in their
/// predicates; their `isHidden` / `isDisabled` keys evaluate lazily.
protocol ConditionHolder: KeyValueObject {
    func condition(_ kind: ConditionKind) -> CompiledCondition
    /// `condition(kind).fast`, without copying the condition.
    func fastPredicate(_ kind: ConditionKind) -> FastPredicate?
    var hiddenCache: ConditionCache { get set }
    var disabledCache: ConditionCache { get set }
    /// "row 'a'", "section 2" for messages.
    var name: String { get }
    var notes: [PreviewWarning] { get set }
}

extension ConditionHolder {
    subscript(cache kind: ConditionKind) -> ConditionCache {
        get { kind == .hidden ? hiddenCache : disabledCache }
        set { if kind == .hidden { hiddenCache = newValue } else { disabledCache = newValue } }
    }

    /// Stores a cache and answers the one it replaces.
    func exchangeCache(_ cache: ConditionCache, _ kind: ConditionKind) -> ConditionCache {
        let old = self[cache: kind]
        self[cache: kind] = cache
        return old
    }

    /// Records a warning once.
    func note(_ warning: PreviewWarning) {
        guard !notes.contains(warning) else { return }
        notes.append(warning)
    }
}

/// An XLFormRowDescriptor during a preview: its compiled description and its `RowData`
/// (value, caches, notes). Only its session touches it, on one thread.
final class RowState: ConditionHolder, @unchecked Sendable {
    unowned let session: PreviewSession
    let compiled: CompiledRow
    /// Index of its section in the session.
    let section: Int
    /// Its `RowData` behind a pointer the row owns, read through the accessors below. Every
    /// evaluation and result reads it; as a stored property each read and write
    /// would pay a dynamic exclusivity check costing more than itself. Only the row's session
    /// touches it, on one thread (a pooled session passes between threads through a lock).
    private let storage: UnsafeMutablePointer<RowData>
    /// A copy of the whole, for tests comparing rows.
    var data: RowData { storage.pointee }

    var value: RuntimeValue? {
        get { storage.pointee.value }
        set { storage.pointee.setValue(newValue) }
    }
    var leftValue: RuntimeValue? {
        get { storage.pointee.leftValue }
        set { storage.pointee.setLeftValue(newValue) }
    }
    var holdsDefaults: Bool { storage.pointee.holdsDefaults }
    var hasNotes: Bool { storage.pointee.hasNotes }
    var hiddenCache: ConditionCache {
        get { storage.pointee.hiddenCache }
        set { storage.pointee.hiddenCache = newValue }
    }
    var disabledCache: ConditionCache {
        get { storage.pointee.disabledCache }
        set { storage.pointee.disabledCache = newValue }
    }
    var notes: [PreviewWarning] = [] { didSet { storage.pointee.hasNotes = true } }
    /// Warnings about the values given to this row.
    var valueNotes: [PreviewWarning] = [] { didSet { storage.pointee.hasNotes = true } }

    init(session: PreviewSession, compiled: CompiledRow, section: Int) {
        self.session = session
        self.compiled = compiled
        self.section = section
        storage = .allocate(capacity: 1)
        storage.initialize(to: compiled.initialData)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// `CellDisplay.text` of a date cell holding its default value.
    func defaultDateText(_ dates: DateDisplay) -> String? {
        if let kept = storage.pointee.defaultDateText, kept.display === dates { return kept.text }
        let text = CellDisplay.text(
            of: compiled, value: compiled.defaultValue, leftValue: compiled.defaultLeftValue, dates: dates)
        storage.pointee.defaultDateText = (dates, text)
        return text
    }

    /// Back to the state `init` leaves it in (`PreviewSession.reuse`); a row that has no notes
    /// needs nothing else.
    func reset() {
        guard storage.pointee.reset(to: compiled) else { return }
        notes = []
        valueNotes = []
        storage.pointee.hasNotes = false
    }

    var className: String { "XLFormRowDescriptor" }
    var tag: String? { compiled.tag }
    var name: String {
        compiled.tag.map { "row '\($0)'" } ?? "an untagged \(compiled.rowType ?? "") row of section \(section + 1)"
    }

    func condition(_ kind: ConditionKind) -> CompiledCondition { kind == .hidden ? compiled.hidden : compiled.disabled }
    func fastPredicate(_ kind: ConditionKind) -> FastPredicate? {
        kind == .hidden ? compiled.fastHidden : compiled.fastDisabled
    }

    /// The title as the cell leaves it: a selectorLeftRight cell sets the row's title to its
    /// left option's display text on every update.
    var effectiveTitle: String? { Self.effectiveTitle(compiled, leftValue: leftValue) }

    static func effectiveTitle(_ compiled: CompiledRow, leftValue: RuntimeValue?) -> String? {
        guard compiled.cell == .leftRight else { return compiled.title }
        return leftValue.flatMap(CellDisplay.displayText)
    }

    func value(forKey key: String) throws(EvaluationError) -> RuntimeValue? {
        switch key {
        case "value": return value
        case "isHidden": return .bool(try session.isHidden(self))
        case "isDisabled": return .bool(try session.isDisabled(self))
        case "tag", "description": return compiled.tag.map(RuntimeValue.string)
        case "title": return effectiveTitle.map(RuntimeValue.string)
        case "rowType": return compiled.rowType.map(RuntimeValue.string)
        case "required", "isRequired": return .bool(compiled.required)
        case "requireMsg": return compiled.requireMsg.map(RuntimeValue.string)
        case "noValueDisplayText": return compiled.noValueDisplayText.map(RuntimeValue.string)
        case "selectorOptions": return compiled.options.isEmpty ? nil : .array(compiled.options)
        case "leftRightSelectorLeftOptionSelected": return leftValue
        case "sectionDescriptor": return .object(session.sections[section])
        case "hidden", "disabled": return try session.conditionObject(condition(key == "hidden" ? .hidden : .disabled))
        default: throw .unknownKey(key, on: className)
        }
    }
}

/// An XLFormSectionDescriptor during a preview.
final class SectionState: ConditionHolder, @unchecked Sendable {
    unowned let session: PreviewSession
    let compiled: CompiledSection
    var rows: [RowState] = [] {
        didSet {
            compiledRowsMade = nil
            session.snapshotPositionalRows()
        }
    }
    /// A section's cache starts at NO (XLFormSectionDescriptor init), dirty.
    var hiddenCache = ConditionCache(value: false)
    var disabledCache = ConditionCache(value: false)
    var notes: [PreviewWarning] = []
    private let fastHidden: FastPredicate?

    init(session: PreviewSession, compiled: CompiledSection) {
        self.session = session
        self.compiled = compiled
        fastHidden = compiled.hidden.fast
        if let settled = ConditionCache.settled(compiled.hidden) { hiddenCache = settled }
    }

    /// `rows`' compiled rows, made again only when the rows change: results share the array.
    var compiledRows: [CompiledRow] {
        if let made = compiledRowsMade { return made }
        let made = rows.map(\.compiled)
        compiledRowsMade = made
        return made
    }
    private var compiledRowsMade: [CompiledRow]?

    /// Back to the state `init` leaves it in, rows included (`PreviewSession.reuse`).
    func reset() {
        hiddenCache = ConditionCache.settled(compiled.hidden) ?? ConditionCache(value: false)
        disabledCache = ConditionCache(value: false)
        if !notes.isEmpty { notes = [] }
        rows.forEachUnretained { _, row in row.reset() }
    }

    var className: String { "XLFormSectionDescriptor" }
    var name: String {
        compiled.title.map { "section \(compiled.index + 1) '\($0)'" } ?? "section \(compiled.index + 1)"
    }

    /// Sections have no `disabled`.
    func condition(_ kind: ConditionKind) -> CompiledCondition { kind == .hidden ? compiled.hidden : .never }
    func fastPredicate(_ kind: ConditionKind) -> FastPredicate? { kind == .hidden ? fastHidden : nil }

    func value(forKey key: String) throws(EvaluationError) -> RuntimeValue? {
        switch key {
        case "isHidden": return .bool(try session.isHidden(self))
        case "title": return compiled.title.map(RuntimeValue.string)
        case "footerTitle": return compiled.footerTitle.map(RuntimeValue.string)
        case "multivaluedTag": return compiled.multivaluedTag.map(RuntimeValue.string)
        case "isMultivaluedSection": return .bool(compiled.isMultivalued)
        case "formRows": return .array(rows.filter { !$0[cache: .hidden].bool }.map { .object($0) })
        case "formDescriptor": return .object(session.formObject)
        case "hidden": return try session.conditionObject(compiled.hidden)
        default: throw .unknownKey(key, on: className)
        }
    }
}

/// The XLFormDescriptor, for `SELF` in the form's own `disabled` predicate and for key paths
/// that reach it.
final class FormState: KeyValueObject, @unchecked Sendable {
    unowned let session: PreviewSession

    init(session: PreviewSession) { self.session = session }

    var className: String { "XLFormDescriptor" }

    func value(forKey key: String) throws(EvaluationError) -> RuntimeValue? {
        switch key {
        case "title": return .string(session.form.title ?? "")
        case "disabled", "isDisabled": return .bool(session.formDisabled)
        case "addAsteriskToRequiredRowsTitle": return .bool(session.form.addAsteriskToRequiredRowsTitle)
        case "formSections": return .array(session.sections.filter { !$0[cache: .hidden].bool }.map { .object($0) })
        default: throw .unknownKey(key, on: className)
        }
    }
}
