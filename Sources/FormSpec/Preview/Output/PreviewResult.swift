import FormSpecJSON

/// What a form does with some values: which sections and rows show, which rows are disabled,
/// what each cell displays, whether the form validates and what it submits. The JSON form is
/// documented in `protocol/preview.md` (schema `protocol/preview-result.schema.json`).
public struct PreviewResult: Sendable {
    public var title: String?
    /// No validation errors.
    public var valid: Bool
    /// The form's `disabled`: every row is then disabled.
    public var disabled: Bool
    public var sections: [Section]
    /// Assembled when read, on each read, from what the preview kept (`FormValues.Pending`):
    /// keep the object when reading more than one member.
    public var formValues: JSONObject {
        get { formValuesStorage.object }
        set { formValuesStorage = .object(newValue) }
    }
    /// Assembled on each read, like `formValues`.
    public var httpParameters: JSONObject {
        get { httpParametersStorage.object }
        set { httpParametersStorage = .object(newValue) }
    }
    public var validationErrors: [ValidationError]
    /// Warnings about the document or the values that belong to no row.
    public var warnings: [PreviewWarning]
    var formValuesStorage: ValuesStorage
    var httpParametersStorage: ValuesStorage

    /// An object; the members a preview found, assembled only if read (`FormValues.Pending`);
    /// or its text for a result made to be written as text
    /// (`PreviewSession.result(…, valuesAsText:)`), decoded only if read.
    enum ValuesStorage: Sendable {
        case object(JSONObject)
        case pending(FormValues.Pending, FormValues.Pending.Object)
        case text(EncodedJSON)

        var object: JSONObject {
            switch self {
            case .object(let object): return object
            case .pending(let pending, let which): return pending.object(which)
            case .text(let text): return (try? JSONValue(decoding: text.bytes))?.objectValue ?? [:]
            }
        }
    }

    public struct Section: Sendable {
        /// Index in the spec's `sections`.
        public var index: Int
        public var title: String?
        public var footerTitle: String?
        public var hidden: Bool
        public var multivaluedTag: String?
        /// All rows, hidden ones included, in table order.
        public var rows: Rows
        public var warnings: [PreviewWarning]
    }

    /// A row's members that describe it (tag to required) are read from the compiled row it
    /// shows until one is changed: a result then holds one reference per row for them, not six
    /// strings to count and release.
    public struct Row: Sendable {
        // `source`, `described`, `starred` and `findings` are internal, not private, so that the memberwise
        // initializer is: with an initializer of its own, the optimizer copied every row once
        // more on its way into the array.

        /// The compiled row it shows, whose strings and default value are already encoded.
        var source: CompiledRow
        /// The describing members once they differ from `source`'s: changed by a caller, or a
        /// left-right selector's title (its left value) and label. nil for nearly every row.
        var described: Described?
        /// Which of the compiled labels shows (`addAsteriskToRequiredRowsTitle`).
        var starred: Bool
        /// The row's own `isHidden`; a row of a hidden section keeps false here.
        public var hidden: Bool
        public var disabled: Bool
        public var value: JSONValue
        public var displayText: String?
        /// Errors and warnings, copied on write like `described`; nil for none, as for most rows.
        var findings: Findings?

        /// Validation failure messages (at most one; nil for a validator without msg). Empty for
        /// rows that are not validated because they do not show.
        public var errors: [String?] {
            get { findings?.errors ?? [] }
            set { find().errors = newValue }
        }
        public var warnings: [PreviewWarning] {
            get { findings?.warnings ?? [] }
            set { find().warnings = newValue }
        }

        public var tag: String? {
            get { if let described { described.tag } else { source.tag } }
            set { describe().tag = newValue }
        }
        public var rowType: String? {
            get { if let described { described.rowType } else { source.rowType } }
            set { describe().rowType = newValue }
        }
        public var title: String? {
            get { if let described { described.title } else { source.title } }
            set { describe().title = newValue }
        }
        /// The cell's title label as XLForm sets it (asterisk, `(null)`), nil when it has none.
        public var label: String? {
            get { if let described { described.label } else { compiledLabel } }
            set { describe().label = newValue }
        }
        /// JSON pointer of the spec row this row was made from.
        public var path: String {
            get { if let described { described.path } else { source.path } }
            set { describe().path = newValue }
        }
        public var origin: RowOrigin {
            get { if let described { described.origin } else { source.origin } }
            set { describe().origin = newValue }
        }
        public var required: Bool {
            get { if let described { described.required } else { source.required } }
            set { describe().required = newValue }
        }

        private var compiledLabel: String? { starred ? source.labels.starred : source.labels.plain }

        /// `described`, made from `source` on the first change and unshared before changing.
        private mutating func describe() -> Described {
            if described == nil {
                described = Described(source, title: source.title, label: compiledLabel)
            } else if !isKnownUniquelyReferenced(&described!) {
                described = described!.copy()
            }
            return described!
        }

        /// `findings`, made on the first change and unshared before changing.
        private mutating func find() -> Findings {
            if findings == nil {
                findings = Findings(errors: [], warnings: [])
            } else if !isKnownUniquelyReferenced(&findings!) {
                findings = Findings(errors: findings!.errors, warnings: findings!.warnings)
            }
            return findings!
        }

        final class Findings: @unchecked Sendable {
            var errors: [String?]
            var warnings: [PreviewWarning]

            init(errors: [String?], warnings: [PreviewWarning]) {
                self.errors = errors
                self.warnings = warnings
            }
        }

        /// Reference-counted and copied on write: most rows have none, and a result is copied
        /// member by member far more often than changed.
        final class Described: @unchecked Sendable {
            var tag: String?
            var rowType: String?
            var title: String?
            var label: String?
            var path: String
            var origin: RowOrigin
            var required: Bool

            convenience init(_ source: CompiledRow, leftValue: RuntimeValue?, starred: Bool) {
                let title = RowState.effectiveTitle(source, leftValue: leftValue)
                self.init(source, title: title, label: CellDisplay.label(of: source, title: title, asterisk: starred))
            }

            init(_ source: CompiledRow, title: String?, label: String?) {
                tag = source.tag
                rowType = source.rowType
                self.title = title
                self.label = label
                path = source.path
                origin = source.origin
                required = source.required
            }

            private init(copying other: Described) {
                tag = other.tag
                rowType = other.rowType
                title = other.title
                label = other.label
                path = other.path
                origin = other.origin
                required = other.required
            }

            func copy() -> Described { Described(copying: self) }
        }
    }

    public struct ValidationError: Sendable {
        public var tag: String?
        public var message: String?
        /// The section's `index`, and the row's position in that section's `rows`.
        public var section: Int
        public var row: Int
    }

    /// Rows that show: not hidden, in a section that is not hidden.
    public var visibleRows: [Row] { sections.filter { !$0.hidden }.flatMap { $0.rows.filter { !$0.hidden } } }

    /// Every warning: the form's, the sections' and the rows'.
    public var allWarnings: [PreviewWarning] {
        warnings + sections.flatMap { $0.warnings + $0.rows.flatMap(\.warnings) }
    }

    /// The last row with a tag (the one XLForm registers).
    public func row(tagged tag: String) -> (section: Section, row: Row)? {
        for section in sections.reversed() {
            if let row = section.rows.last(where: { $0.tag == tag }) { return (section, row) }
        }
        return nil
    }
}
