// Eureka's rows and cells (Source/Core/BaseRow.swift, Row.swift, RowType.swift, Cell.swift and
// Source/Rows/*.swift), as far as generated code reaches them. Each concrete row names the
// XLForm row type it stands for, for printing back.

open class BaseRow {
    public var title: String?
    public var tag: String?
    public var cellStyle = UITableViewCell.CellStyle.value1 { didSet { cellStyleAssigned = true } }
    public private(set) var cellStyleAssigned = false
    public var hidden: Condition?
    public var disabled: Condition?
    /// Eureka caches the evaluated condition; the recording sets it when it evaluates.
    public internal(set) var isDisabled = false
    public internal(set) var isHidden = false
    open weak var section: Section?
    public var validationOptions: ValidationOptions = .validatesOnBlur

    public required init(tag: String? = nil) { self.tag = tag }

    open var baseValue: Any? { nil }
    var setupCallbacks: [(BaseCell, BaseRow) -> Void] = []
    var updateCallbacks: [(BaseCell, BaseRow) -> Void] = []
    var selectionCallbacks: [(BaseCell, BaseRow) -> Void] = []

    /// Runs the setup closures on the cell, as Eureka does once after creating it.
    public func runSetup() { for callback in setupCallbacks { callback(baseCell, self) } }

    /// Runs the update closures, as Eureka does on every display.
    public func runUpdate() { for callback in updateCallbacks { callback(baseCell, self) } }

    public func runSelection() { for callback in selectionCallbacks { callback(baseCell, self) } }
    /// The cell, created on first use; nil for rows without one.
    open var baseCell: BaseCell! { nil }
    /// The XLForm row type this Eureka row stands for.
    open class var xlformRowType: String { "" }
}

open class RowOf<T: Equatable>: BaseRow {
    open var value: T?
    public var displayValueFor: ((T?) -> String?)?
    public private(set) var rules: [Any] = []

    public required init(tag: String? = nil) { super.init(tag: tag) }

    open override var baseValue: Any? { value }

    public func add<Rule: RuleType>(rule: Rule) where T == Rule.RowValueType { rules.append(rule) }
}

public protocol BaseCellType: AnyObject {}

public protocol TypedCellType: BaseCellType {
    associatedtype Value: Equatable
}

public protocol CellType: TypedCellType {
    init(recording: ViewRecording)
}

open class BaseCell: UITableViewCell, BaseCellType {
    public var height: (() -> CGFloat)?
    /// What `formViewController()` answers: a controller whose responder chain the stub records.
    nonisolated(unsafe) public static var controller = FormViewController()

    public func formViewController() -> FormViewController? { BaseCell.controller }
}

open class Cell<T: Equatable>: BaseCell, TypedCellType {
    public typealias Value = T

    public required init(recording: ViewRecording) { super.init(keyPath: "", recording: recording) }
}

open class Row<CellKind: CellType>: RowOf<CellKind.Value>, TypedRowType where CellKind: BaseCell {
    public typealias Cell = CellKind
    public let recording = ViewRecording()
    private var made: Cell?

    public var cell: Cell! {
        if made == nil { made = Cell(recording: recording) }
        return made
    }

    open override var baseCell: BaseCell! { cell }

    public required init(tag: String? = nil) { super.init(tag: tag) }
}

public protocol TypedRowType: BaseRow {
    associatedtype Cell: CellType where Cell: BaseCell
}

public protocol RowType: TypedRowType {
    init(tag: String?)
}

extension RowType {
    public init(_ tag: String? = nil, _ initializer: (Self) -> Void = { _ in }) {
        self.init(tag: tag)
        initializer(self)
    }

    @discardableResult
    public func cellSetup(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void) -> Self {
        setupCallbacks.append { cell, row in callback(cell as! Cell, row as! Self) }
        return self
    }

    @discardableResult
    public func cellUpdate(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void) -> Self {
        updateCallbacks.append { cell, row in callback(cell as! Cell, row as! Self) }
        return self
    }

    @discardableResult
    public func onCellSelection(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void) -> Self {
        selectionCallbacks.append { cell, row in callback(cell as! Cell, row as! Self) }
        return self
    }
}

// MARK: presentation

public enum ControllerProvider<VCType: UIViewController> {
    case callback(builder: () -> VCType)
    case nibFile(name: String, bundle: Bundle?)
    case storyBoard(storyboardId: String, storyboardName: String, bundle: Bundle?)
}

public enum PresentationMode<VCType: UIViewController> {
    case show(controllerProvider: ControllerProvider<VCType>, onDismiss: ((UIViewController) -> Void)?)
    case presentModally(controllerProvider: ControllerProvider<VCType>, onDismiss: ((UIViewController) -> Void)?)
    case segueName(segueName: String, onDismiss: ((UIViewController) -> Void)?)
    case segueClass(segueClass: UIStoryboardSegue.Type, onDismiss: ((UIViewController) -> Void)?)
    case popover(controllerProvider: ControllerProvider<VCType>, onDismiss: ((UIViewController) -> Void)?)
}

// MARK: cells

/// Cells whose views the XLForm cell of the same row type names: the view records under
/// XLForm's name (StepperCell's `stepper` is XLFormStepCounterCell's `stepControl`).
open class _FieldCell<T: Equatable>: Cell<T> {
    public var textField: UITextField!

    public required init(recording: ViewRecording) {
        super.init(recording: recording)
        textField = UITextField(keyPath: "textField", recording: recording)
    }
}

public final class TextCell: _FieldCell<String>, CellType {}
public final class NameCell: _FieldCell<String>, CellType {}
public final class EmailCell: _FieldCell<String>, CellType {}
public final class PasswordCell: _FieldCell<String>, CellType {}
public final class PhoneCell: _FieldCell<String>, CellType {}
public final class TwitterCell: _FieldCell<String>, CellType {}
public final class AccountCell: _FieldCell<String>, CellType {}
public final class ZipCodeCell: _FieldCell<String>, CellType {}
public final class URLCell: _FieldCell<URL>, CellType {}
public final class IntCell: _FieldCell<Int>, CellType {}
public final class DecimalCell: _FieldCell<Double>, CellType {}

public final class TextAreaCell: Cell<String>, CellType {
    public var textView: UITextView!

    public required init(recording: ViewRecording) {
        super.init(recording: recording)
        textView = UITextView(keyPath: "textView", recording: recording)
    }
}

public final class SwitchCell: Cell<Bool>, CellType {
    public var switchControl: UISwitch!

    public required init(recording: ViewRecording) {
        super.init(recording: recording)
        switchControl = UISwitch(keyPath: "switchControl", recording: recording)
    }
}

public final class CheckCell: Cell<Bool>, CellType {}

public final class StepperCell: Cell<Double>, CellType {
    public var stepper: UIStepper!

    public required init(recording: ViewRecording) {
        super.init(recording: recording)
        stepper = UIStepper(keyPath: "stepControl", recording: recording)
    }
}

public final class SliderCell: Cell<Float>, CellType {
    public var slider: UISlider!

    public required init(recording: ViewRecording) {
        super.init(recording: recording)
        slider = UISlider(keyPath: "slider", recording: recording)
    }
}

public final class SegmentedCell<T: Equatable>: Cell<T>, CellType {
    public var segmentedControl: UISegmentedControl!

    public required init(recording: ViewRecording) {
        super.init(recording: recording)
        segmentedControl = UISegmentedControl(keyPath: "segmentedControl", recording: recording)
    }
}

public final class DateCell: Cell<Date>, CellType {
    public var datePicker: UIDatePicker

    public required init(recording: ViewRecording) {
        datePicker = UIDatePicker(keyPath: "datePicker", recording: recording)
        super.init(recording: recording)
    }
}

public final class DatePickerCell: Cell<Date>, CellType {
    public var datePicker: UIDatePicker!

    public required init(recording: ViewRecording) {
        super.init(recording: recording)
        datePicker = UIDatePicker(keyPath: "datePicker", recording: recording)
    }
}

public final class DateInlineCell: Cell<Date>, CellType {}
public final class PushSelectorCell<T: Equatable>: Cell<T>, CellType {}
public final class AlertSelectorCell<T: Equatable>: Cell<T>, CellType {}
public final class PickerCell<T: Equatable>: Cell<T>, CellType {}
public final class PickerInlineCell<T: Equatable>: Cell<T>, CellType {}
public final class PickerInputCell<T: Equatable>: Cell<T>, CellType {}
public final class LabelCellOf<T: Equatable>: Cell<T>, CellType {}
public final class ButtonCellOf<T: Equatable>: Cell<T>, CellType {}
public typealias LabelCell = LabelCellOf<String>
public typealias ButtonCell = ButtonCellOf<String>
