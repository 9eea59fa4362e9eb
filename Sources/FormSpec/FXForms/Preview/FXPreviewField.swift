/// One field as a preview holds it: what FXFormField has after FXFormPreprocessFieldDictionary
/// and `-initWithForm:controller:attributes:` (FXForms.m:490-631, 759-775), in plain values.
/// Compiled once per revision (FXFormsCompiler); `FXFieldValues` stores and reads values with
/// it, `FXFieldDescription` shows them.
struct FXPreviewField: Sendable {
    /// How the form object holds the field's value (FXForms.m:777-803, 1218-1324).
    enum Storage: Sendable, Equatable {
        /// No options: the value itself (typed text converted by type, FXForms.m:985-1054).
        case plain
        /// A numeric class with options whose first is not a number: the option's index
        /// (`-isIndexedType`, FXForms.m:777-785).
        case index
        /// Options: one of them (`-value` drops anything else, FXForms.m:970-974).
        case option
        /// A collection class: NSArray, NSSet, NSOrderedSet (a JSON array of options or
        /// values), NSIndexSet (an array of integers), NSDictionary (index → option).
        case collection(String)
        /// `bitfield`: an integer, each option a bit (`1 << index`, or its own number).
        case bitfield
    }

    /// The cell FXFormController gives the field (FXForms.m:1833-1848, 1874-1897), or the
    /// FXForms cell an app cell descends from.
    enum Cell: String, Sendable {
        case defaultCell = "FXFormDefaultCell"
        case textField = "FXFormTextFieldCell"
        case textView = "FXFormTextViewCell"
        case switchControl = "FXFormSwitchCell"
        case stepper = "FXFormStepperCell"
        case slider = "FXFormSliderCell"
        case datePicker = "FXFormDatePickerCell"
        case imagePicker = "FXFormImagePickerCell"
        case optionPicker = "FXFormOptionPickerCell"
        case optionSegments = "FXFormOptionSegmentsCell"
    }

    /// What the value class is, for `-setValue:`'s conversions (FXForms.m:996-1018).
    enum ClassKind: Sendable, Equatable {
        case string, url, number, date, image, other
    }

    /// The type after the reset and inference (`FieldFacts.type`).
    let type: String
    let valueClass: String?
    let classKind: ClassKind
    let storage: Storage
    /// `options` as NSJSONSerialization gives them; empty when none (FXForms.m:1132-1135).
    let options: [RuntimeValue]
    /// `placeholder` as written: the text of an empty field, the first row of an option list.
    let placeholder: RuntimeValue?
    /// `default`, stored as `-setValue:` stores it; the value `-value` falls back to.
    let defaultValue: RuntimeValue?
    /// The cell's class name (written, registered for the type, or FXFormDefaultCell).
    var cellClass: String
    /// The FXForms cell whose `-update` decides what shows; nil for an app cell formspec cannot
    /// trace to one.
    var cell: Cell?
    /// A value transformer the app defines: display texts and stored text depend on it.
    let valueTransformer: String?
    /// The field has a key: FXForms reads and writes the form object's property.
    let hasKey: Bool
    /// FXFormDefaultCell shows a checkmark, not the value, for a `boolean` or `option` field
    /// that is no subform, label or segue (FXForms.m:2711-2728).
    let showsCheckmark: Bool
    /// For a row of an inline option list (FXOptionsForm, FXForms.m:1394-1432): its position
    /// in the list, the placeholder first. The list's first row holds the field's value.
    var optionRow: Int?

    /// The row's type: FXOptionsForm's rows are `option` fields.
    var rowType: String { optionRow == nil ? type : "option" }

    /// What the row holds, in the catalog's terms.
    var valueKind: ValueKind {
        switch storage {
        case .collection: return .options
        case .index, .option: return .option
        case .bitfield: return .number
        case .plain:
            if type == "boolean" || type == "option" { return .bool }
            switch classKind {
            case .number: return .number
            case .date: return .date
            case .image: return .image
            case .string, .url, .other: return hasKey ? .string : .none
            }
        }
    }

    var placeholderOffset: Int { placeholder == nil ? 0 : 1 }
    var isCollection: Bool {
        if case .collection = storage { return true }
        return false
    }
}
