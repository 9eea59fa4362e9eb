/// A form as an iPhone draws it: what each visible cell shows, in plain values that know
/// nothing of the dialect or the preview engine they were made from. The HTML page and the
/// scenario film strip are drawn from it alone.
public struct RenderForm: Sendable, Equatable {
    /// The navigation bar's title (XLFormViewController sets its title from the form's).
    public var title: String?
    public var sections: [RenderSection]
    public var valid: Bool
    /// Every validation message in table order; `showFormValidationError:` shows the first.
    public var validationMessages: [String]
    /// Notes about the document or the values that belong to no row.
    public var notes: [RenderNote]

    public init(
        title: String?, sections: [RenderSection], valid: Bool, validationMessages: [String], notes: [RenderNote] = []
    ) {
        self.title = title
        self.sections = sections
        self.valid = valid
        self.validationMessages = validationMessages
        self.notes = notes
    }

    /// Rows that show: not hidden, in a section that is not hidden.
    public var visibleRows: [RenderRow] { sections.filter { $0.hiddenBy == nil }.flatMap(\.visibleRows) }
}

public struct RenderSection: Sendable, Equatable {
    /// Index in the spec's sections.
    public var index: Int
    public var header: String?
    public var footer: String?
    /// The key its rows' values go under in formValues, for a multivalued section.
    public var multivaluedTag: String?
    /// Why the section is hidden (its condition as written); nil when it shows.
    public var hiddenBy: String?
    public var rows: [RenderRow]
    public var notes: [RenderNote]

    public init(
        index: Int, header: String?, footer: String?, multivaluedTag: String? = nil, hiddenBy: String?,
        rows: [RenderRow], notes: [RenderNote] = []
    ) {
        self.index = index
        self.header = header
        self.footer = footer
        self.multivaluedTag = multivaluedTag
        self.hiddenBy = hiddenBy
        self.rows = rows
        self.notes = notes
    }

    public var visibleRows: [RenderRow] { rows.filter { $0.hiddenBy == nil } }
}

public struct RenderRow: Sendable, Equatable {
    public var tag: String?
    /// The row type as the spec names it (`email`, `selectorPush`, a custom type).
    public var rowType: String
    /// The title label as the cell sets it (asterisk, `(null)`), nil when the cell has none.
    public var label: String?
    public var cell: RenderCell
    public var disabled: Bool
    /// Why the row is hidden (its condition as written); nil when it shows.
    public var hiddenBy: String?
    /// The control a multivalued section shows at the row's left while the table edits.
    public var editing: EditingControl
    /// A fixed height the cell class reports, in points; nil: one line (44).
    public var height: Double?
    /// The picker an inline row opens below itself while it is first responder.
    public var inlinePicker: [WheelColumn]?
    /// Validation messages (at most one) and warnings.
    public var notes: [RenderNote]

    public init(
        tag: String?, rowType: String, label: String?, cell: RenderCell, disabled: Bool = false,
        hiddenBy: String? = nil, editing: EditingControl = .none, height: Double? = nil,
        inlinePicker: [WheelColumn]? = nil, notes: [RenderNote] = []
    ) {
        self.tag = tag
        self.rowType = rowType
        self.label = label
        self.cell = cell
        self.disabled = disabled
        self.hiddenBy = hiddenBy
        self.editing = editing
        self.height = height
        self.inlinePicker = inlinePicker
        self.notes = notes
    }

    public var errors: [String] { notes.filter { $0.kind == .error }.map(\.text) }
}

/// What a cell draws besides its title label.
public enum RenderCell: Sendable, Equatable {
    /// A text field after the label: its text (drawn as bullets when secure) or, when empty,
    /// its placeholder.
    case textField(text: String?, placeholder: String?, secure: Bool, alignment: TextAlignment)
    /// A multi-line text view beside the label.
    case textView(text: String?, placeholder: String?)
    /// The system detail label on the right (date, selector, info rows), with an accessory.
    case detail(text: String?, accessory: Accessory, highlighted: Bool)
    case toggle(on: Bool)
    case check(on: Bool)
    case segments([String], selected: Int?)
    /// A stepper with the value label before it.
    case stepper(text: String?)
    /// A slider under the label; `position` is where the thumb sits, 0 to 1.
    case slider(position: Double)
    /// The left option as a button, a separator, the right option's text.
    case leftRight(left: String?, right: String?, accessory: Accessory)
    /// A picker's wheels (pickers, date pickers), `dimmed` when the cell fades them.
    case wheels([WheelColumn], dimmed: Bool)
    case button(alignment: TextAlignment, tinted: Bool, detail: String?, accessory: Accessory)
    /// The 30×30 image view on the right, drawn as a placeholder.
    case image
    /// A cell the app provides: only its class and the value are known.
    case custom(cellClass: String?, text: String?)
}

public enum Accessory: String, Sendable, Equatable {
    case none, disclosure, checkmark
}

public enum TextAlignment: String, Sendable, Equatable {
    case natural, center, right
}

/// UITableViewCellEditingStyle of a multivalued section's row.
public enum EditingControl: String, Sendable, Equatable {
    case none, insert, delete
}

/// One wheel of a picker: its items and the one under the selection band.
public struct WheelColumn: Sendable, Equatable {
    public var items: [String]
    /// nil: nothing selected (the first item rests in the band).
    public var selected: Int?
    public var alignment: TextAlignment
    /// A fixed label beside the band (a count-down timer's `hours`, `min`).
    public var unit: String?

    public init(items: [String], selected: Int?, alignment: TextAlignment = .center, unit: String? = nil) {
        self.items = items
        self.selected = selected
        self.alignment = alignment
        self.unit = unit
    }
}

public struct RenderNote: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// A validation message.
        case error
        /// Something the app would crash on.
        case crash
        case warning
    }

    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
