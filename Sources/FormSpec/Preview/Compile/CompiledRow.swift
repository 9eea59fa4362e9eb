import Foundation

/// What a row holds, for converting values written in JSON into what its cell would store.
enum PreviewValueKind: Sendable, Equatable {
    /// What the cell stores on input (`RowValueKind`); `.plain` for custom and unknown row
    /// types, whose values are taken as NSJSONSerialization gives them.
    case stored(RowValueKind)
    /// A right option of one of the left options; the left choice is held beside it.
    case leftRight
    /// Read-only text (info): a string or a number.
    case display
    /// A UIImage, which JSON cannot express.
    case image
    /// Nothing (button).
    case none

    init(rowType: String?, info: RowTypeInfo?) {
        guard let info, let rowType else {
            self = .stored(.plain)
            return
        }
        if info.isCustom {
            switch info.valueKind {
            case .bool: self = .stored(.bool)
            case .date: self = .stored(.date)
            case .option: self = .stored(.option)
            case .options: self = .stored(.options)
            default: self = .stored(.plain)
            }
            return
        }
        switch rowType {
        case "selectorLeftRight": self = .leftRight
        case "info": self = .display
        case "button": self = .none
        case "image": self = .image
        default: self = .stored(RowValueKind.forRowType(rowType) ?? .plain)
        }
    }
}

/// An XLFormLeftRightSelectorOption.
struct LeftOption: Sendable {
    let leftValue: RuntimeValue
    let rightOptions: [RuntimeValue]
    let httpParameterKey: String?
    let noValueDisplayText: String?
}

/// Where a row of a preview comes from.
public enum RowOrigin: String, Sendable {
    /// A row of the spec.
    case spec
    /// A copy of the section's `multivaluedRowTemplate`, inserted for a value.
    case template
    /// A copy of the section's first row (no template), inserted for a value.
    case firstRow
    /// The "Add Item" button XLForm adds to a multivalued section in button insert mode.
    case addButton
}

/// A row descriptor as the app would build it from the spec, before it holds any state.
final class CompiledRow: @unchecked Sendable {
    // The members every preview reads for every row come first: the compiler currently lays a
    // class's members out in the order declared, so these share the object's first cache lines.
    let cell: CellKind
    let kind: PreviewValueKind
    let required: Bool
    /// `hidden.fast` and `disabled.fast`, read on every evaluation without copying the conditions.
    let fastHidden: FastPredicate?
    let fastDisabled: FastPredicate?
    /// `initialData` and `dependents`, changed only while the form is compiled (it is shared
    /// once compiled). Behind a pointer: as stored variables, every read would pay a dynamic
    /// exclusivity check, and every preview reads them for every row.
    private let settling: UnsafeMutablePointer<Settling>
    /// `required` or validators: `RowValidation` has something to check.
    let validates: Bool
    /// No warnings of its own and not a left-right selector (whose title is its left value):
    /// holding its defaults, its result row is its compiled row and states (`PreviewResult.Rows`).
    let quietWhileHoldingDefaults: Bool
    let hiddenIsPredicate: Bool
    let disabledIsPredicate: Bool
    /// Set once, at the end of `init` (it reads the row).
    nonisolated(unsafe) private(set) var defaultOutputs = DefaultOutputs.none
    /// Holding its defaults, the row's result is its compiled strings and default outputs:
    /// no warnings of its own, a display text that is not a date's (locale-dependent) and a
    /// title that is not a left value; only `hidden`, `disabled` and the asterisk vary.
    nonisolated(unsafe) private(set) var showsDefaultsAsCompiled = false
    /// The tag if non-empty; XLForm registers only those.
    let tag: String?

    /// JSON pointer of the row in the spec (of the copied row for copies).
    let path: String
    let origin: RowOrigin
    let rowType: String?
    let info: RowTypeInfo?
    let title: String?
    let requireMsg: String?
    let hidden: CompiledCondition
    let disabled: CompiledCondition
    let validators: [CompiledValidator]
    /// `selectorOptions` as runtime values (strings, numbers, option objects).
    let options: [RuntimeValue]
    let leftOptions: [LeftOption]
    let noValueDisplayText: String?
    let valueTransformer: String?
    let cellStyle: String?
    let defaultValue: RuntimeValue?
    let defaultLeftValue: RuntimeValue?
    /// Findings about the row itself, independent of the values.
    let warnings: [PreviewWarning]
    /// The cell's title label without and with `addAsteriskToRequiredRowsTitle`.
    let labels: (plain: String?, starred: String?)
    /// Its strings as the result's JSON holds them.
    let fragments: RowFragments

    private struct Settling {
        var initialData: RowData
        var dependents: [SettledCondition] = []
        var hiddenDependents: [SettledCondition] = []
    }

    /// What a `RowState` of this row holds before a preview changes anything: its predicates
    /// settled where the defaults decide them (`CompiledForm.settlePredicates`), else dirty.
    var initialData: RowData { settling.pointee.initialData }
    var initialHiddenCache: ConditionCache { settling.pointee.initialData.hiddenCache }
    var initialDisabledCache: ConditionCache { settling.pointee.initialData.disabledCache }
    /// The rows whose hidden or disabled predicate `initialData` settled from this row's
    /// default value, by position: a preview giving this row a value makes them dirty again.
    var dependents: [SettledCondition] { settling.pointee.dependents }
    /// The conditions settled from this row's settled hidden predicate (`$tag.isHidden`): they
    /// no longer hold once it is unsettled.
    var hiddenDependents: [SettledCondition] { settling.pointee.hiddenDependents }
    /// The required failure's message where it does not depend on the values (every cell but
    /// the left-right selector's, whose title is its left value).
    let requiredMessage: (text: String, problem: String?)?
    /// How the default values validate; nil when that takes a regex match, left to the
    /// preview's engine and its time budget. Set once, at the end of `init`.
    nonisolated(unsafe) private(set) var defaultValidation: RowValidation?

    init(
        path: String, origin: RowOrigin, tag: String?, rowType: String?, info: RowTypeInfo?, title: String?,
        required: Bool,
        requireMsg: String?, hidden: CompiledCondition, disabled: CompiledCondition, validators: [CompiledValidator],
        options: [RuntimeValue], leftOptions: [LeftOption], noValueDisplayText: String?, valueTransformer: String?,
        cellStyle: String?, defaultValue: RuntimeValue?, defaultLeftValue: RuntimeValue?, warnings: [PreviewWarning]
    ) {
        self.path = path
        self.origin = origin
        self.tag = tag
        self.rowType = rowType
        self.info = info
        cell = CellKind(info)
        kind = PreviewValueKind(rowType: rowType, info: info)
        self.title = title
        self.required = required
        self.requireMsg = requireMsg
        self.hidden = hidden
        self.disabled = disabled
        fastHidden = hidden.fast
        fastDisabled = disabled.fast
        self.validators = validators
        self.options = options
        self.leftOptions = leftOptions
        self.noValueDisplayText = noValueDisplayText
        self.valueTransformer = valueTransformer
        self.cellStyle = cellStyle
        self.defaultValue = defaultValue
        self.defaultLeftValue = defaultLeftValue
        self.warnings = warnings
        settling = .allocate(capacity: 1)
        settling.initialize(
            to: Settling(
                initialData: RowData(
                    value: defaultValue, leftValue: defaultLeftValue, hidden: hidden, disabled: disabled)))
        validates = required || !validators.isEmpty
        quietWhileHoldingDefaults = warnings.isEmpty && cell != .leftRight
        hiddenIsPredicate = hidden.isPredicate
        disabledIsPredicate = disabled.isPredicate
        labels = (
            CellDisplay.label(title: title, required: required, cell: cell, asterisk: false),
            CellDisplay.label(title: title, required: required, cell: cell, asterisk: true)
        )
        fragments = RowFragments(
            tag: tag, rowType: rowType, title: title, labels: labels, path: path, origin: origin, required: required)
        requiredMessage =
            required && cell != .leftRight
            ? RowValidation.requiredMessage(title: title, tag: tag, requireMsg: requireMsg) : nil
        defaultOutputs = DefaultOutputs(of: self)
        defaultValidation = RowValidation(self, value: defaultValue, leftValue: defaultLeftValue, regex: nil)
        showsDefaultsAsCompiled =
            quietWhileHoldingDefaults && defaultOutputs.encodedJSON != nil
            && defaultOutputs.encodedDisplayText != nil
    }

    deinit {
        settling.deinitialize(count: 1)
        settling.deallocate()
    }

    /// Starts `kind` clean with `outcome` (`CompiledForm.settlePredicates`, while compiling).
    func settle(_ kind: ConditionKind, outcome: Bool) {
        settling.pointee.initialData[cache: kind] = ConditionCache(value: outcome, isDirty: false)
    }

    /// Records a condition settled from this row's default (`CompiledForm.settlePredicates`,
    /// once per condition).
    func addDependent(_ condition: SettledCondition) { settling.pointee.dependents.append(condition) }

    /// Records a condition settled from this row's settled hidden predicate (once per condition).
    func addHiddenDependent(_ condition: SettledCondition) { settling.pointee.hiddenDependents.append(condition) }

    /// `-copy` as a multivalued insert makes it: the tag, value and requireMsg are not copied
    /// (XLFormRowDescriptor `copyWithZone:`); hidden, disabled, required and validators are.
    func copied(as origin: RowOrigin) -> CompiledRow {
        var kept = warnings.filter { $0.property != "value" }
        if tag != nil { kept += CompiledRow.untaggedPredicateWarnings(hidden: hidden, disabled: disabled) }
        return CompiledRow(
            path: path, origin: origin, tag: nil, rowType: rowType, info: info, title: title, required: required,
            requireMsg: nil, hidden: hidden, disabled: disabled, validators: validators, options: options,
            leftOptions: leftOptions, noValueDisplayText: noValueDisplayText, valueTransformer: valueTransformer,
            cellStyle: nil, defaultValue: nil, defaultLeftValue: nil, warnings: kept)
    }

    /// `addObserversOfObject:predicateType:` inserts the row's tag into observer lists; for a
    /// row without a tag that is nil, and NSMutableArray raises when the row is added.
    static func untaggedPredicateWarnings(hidden: CompiledCondition, disabled: CompiledCondition) -> [PreviewWarning] {
        [(ConditionKind.hidden, hidden), (.disabled, disabled)].compactMap { kind, condition in
            let observed = condition.observedTags
            guard !observed.isEmpty else { return nil }
            return PreviewWarning(
                .crash,
                "\(kind.rawValue) refers to \(observed.map { "$\($0)" }.joined(separator: ", ")) but the row has no tag: XLForm inserts nil into its observer list and raises when the row is added",
                property: kind.rawValue, crashes: true)
        }
    }

    /// The button XLForm's section initialiser creates for `sectionInsertMode: button`.
    static func addButton(sectionPath: String) -> CompiledRow {
        CompiledRow(
            path: sectionPath, origin: .addButton, tag: nil, rowType: "button",
            info: Catalog.standard.rowType("button"),
            title: "Add Item", required: false, requireMsg: nil, hidden: .never, disabled: .never, validators: [],
            options: [], leftOptions: [], noValueDisplayText: nil, valueTransformer: nil, cellStyle: nil,
            defaultValue: nil, defaultLeftValue: nil, warnings: [])
    }

    /// "row 'email'" or "row 3 of section 2" for messages.
    func displayName(section: Int, row: Int) -> String {
        if let tag { return "row '\(tag)'" }
        return "row \(row + 1) of section \(section + 1)"
    }
}
