// Views and cells. Each view knows its key path from the cell it belongs to (named as the
// XLForm cell names the same view, `stepControl` for Eureka's `stepper`) and records the
// properties code assigns under their KVC names, so that a cell configured by generated code
// prints back as the spec's cell config (`"textField.secureTextEntry": true`).

/// What code assigned to a cell's views, in order, by key path from the cell.
public final class ViewRecording {
    public private(set) var assignments: [(keyPath: String, value: Any?)] = []

    public init() {}

    public func note(_ keyPath: String, _ value: Any?) { assignments.append((keyPath, value)) }

    public func clear() { assignments.removeAll() }
}

open class CALayer: NSObject {
    let keyPath: String
    let recording: ViewRecording

    init(keyPath: String, recording: ViewRecording) {
        self.keyPath = keyPath
        self.recording = recording
    }

    func note(_ name: String, _ value: Any?) { recording.note(keyPath + "." + name, value) }

    open var cornerRadius: CGFloat = 0 { didSet { note("cornerRadius", cornerRadius) } }
    open var borderWidth: CGFloat = 0 { didSet { note("borderWidth", borderWidth) } }
    open var masksToBounds = false { didSet { note("masksToBounds", masksToBounds) } }
    open var opacity: Float = 1 { didSet { note("opacity", opacity) } }
    open var isHidden = false { didSet { note("hidden", isHidden) } }
    open var cornerCurve = CALayerCornerCurve.circular { didSet { note("cornerCurve", cornerCurve) } }
    open var maskedCorners: CACornerMask = [] { didSet { note("maskedCorners", maskedCorners) } }
}

open class UIView: UIResponder {
    /// Key path from the cell (`""` for the cell itself).
    public let keyPath: String
    public let recording: ViewRecording

    public init(keyPath: String, recording: ViewRecording) {
        self.keyPath = keyPath
        self.recording = recording
    }

    public override convenience init() { self.init(keyPath: "", recording: ViewRecording()) }

    /// A subview's key path: `textField` under the cell, `textField.layer` under that.
    public func path(_ name: String) -> String { keyPath.isEmpty ? name : keyPath + "." + name }

    public func note(_ property: String, _ value: Any?) { recording.note(path(property), value) }

    public lazy var layer = CALayer(keyPath: path("layer"), recording: recording)

    open var backgroundColor: UIColor? { didSet { note("backgroundColor", backgroundColor) } }
    open var tintColor: UIColor! { didSet { note("tintColor", tintColor) } }
    open var alpha: CGFloat = 1 { didSet { note("alpha", alpha) } }
    open var isHidden = false { didSet { note("hidden", isHidden) } }
    open var clipsToBounds = false { didSet { note("clipsToBounds", clipsToBounds) } }
    open var isUserInteractionEnabled = true { didSet { note("userInteractionEnabled", isUserInteractionEnabled) } }
    open var isOpaque = true { didSet { note("opaque", isOpaque) } }
    open var contentMode = UIView.ContentMode.scaleToFill { didSet { note("contentMode", contentMode) } }
    open var tag = 0 { didSet { note("tag", tag) } }
    open var accessibilityLabel: String? { didSet { note("accessibilityLabel", accessibilityLabel) } }
    open var accessibilityIdentifier: String? { didSet { note("accessibilityIdentifier", accessibilityIdentifier) } }
}

open class UILabel: UIView {
    open var text: String? { didSet { note("text", text) } }
    open var textColor: UIColor! { didSet { note("textColor", textColor) } }
    open var font: UIFont! { didSet { note("font", font) } }
    open var textAlignment = NSTextAlignment.natural { didSet { note("textAlignment", textAlignment) } }
    open var numberOfLines = 1 { didSet { note("numberOfLines", numberOfLines) } }
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail { didSet { note("lineBreakMode", lineBreakMode) } }
    open var adjustsFontSizeToFitWidth = false {
        didSet { note("adjustsFontSizeToFitWidth", adjustsFontSizeToFitWidth) }
    }
    open var minimumScaleFactor: CGFloat = 0 { didSet { note("minimumScaleFactor", minimumScaleFactor) } }
}

open class UIImageView: UIView {
    open var image: UIImage? { didSet { note("image", image) } }
}

open class UIControl: UIView {
    open var isEnabled = true { didSet { note("enabled", isEnabled) } }
    open var contentHorizontalAlignment = UIControl.ContentHorizontalAlignment.center {
        didSet { note("contentHorizontalAlignment", contentHorizontalAlignment) }
    }
    open var contentVerticalAlignment = UIControl.ContentVerticalAlignment.center {
        didSet { note("contentVerticalAlignment", contentVerticalAlignment) }
    }
}

/// UITextInputTraits, which UITextField and UITextView adopt.
open class UITextInput: UIControl {
    open var keyboardType = UIKeyboardType.default { didSet { note("keyboardType", keyboardType) } }
    open var autocapitalizationType = UITextAutocapitalizationType.sentences {
        didSet { note("autocapitalizationType", autocapitalizationType) }
    }
    open var autocorrectionType = UITextAutocorrectionType.default {
        didSet { note("autocorrectionType", autocorrectionType) }
    }
    open var spellCheckingType = UITextSpellCheckingType.default {
        didSet { note("spellCheckingType", spellCheckingType) }
    }
    open var keyboardAppearance = UIKeyboardAppearance.default {
        didSet { note("keyboardAppearance", keyboardAppearance) }
    }
    open var returnKeyType = UIReturnKeyType.default { didSet { note("returnKeyType", returnKeyType) } }
    open var enablesReturnKeyAutomatically = false {
        didSet { note("enablesReturnKeyAutomatically", enablesReturnKeyAutomatically) }
    }
    open var isSecureTextEntry = false { didSet { note("secureTextEntry", isSecureTextEntry) } }
    open var textContentType: UITextContentType! { didSet { note("textContentType", textContentType) } }
}

open class UITextField: UITextInput {
    open var text: String? { didSet { note("text", text) } }
    open var placeholder: String? { didSet { note("placeholder", placeholder) } }
    open var textColor: UIColor? { didSet { note("textColor", textColor) } }
    open var font: UIFont? { didSet { note("font", font) } }
    open var textAlignment = NSTextAlignment.natural { didSet { note("textAlignment", textAlignment) } }
    open var borderStyle = UITextField.BorderStyle.none { didSet { note("borderStyle", borderStyle) } }
    open var clearButtonMode = UITextField.ViewMode.never { didSet { note("clearButtonMode", clearButtonMode) } }
    open var clearsOnBeginEditing = false { didSet { note("clearsOnBeginEditing", clearsOnBeginEditing) } }
    open var adjustsFontSizeToFitWidth = false {
        didSet { note("adjustsFontSizeToFitWidth", adjustsFontSizeToFitWidth) }
    }
    open var minimumFontSize: CGFloat = 0 { didSet { note("minimumFontSize", minimumFontSize) } }
    open var background: UIImage? { didSet { note("background", background) } }
}

open class UITextView: UITextInput {
    open var text: String! { didSet { note("text", text) } }
    open var textColor: UIColor? { didSet { note("textColor", textColor) } }
    open var font: UIFont? { didSet { note("font", font) } }
    open var textAlignment = NSTextAlignment.natural { didSet { note("textAlignment", textAlignment) } }
    open var isEditable = true { didSet { note("editable", isEditable) } }
    open var isSelectable = true { didSet { note("selectable", isSelectable) } }
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { note("dataDetectorTypes", dataDetectorTypes) } }
}

open class UISwitch: UIControl {
    open var onTintColor: UIColor? { didSet { note("onTintColor", onTintColor) } }
    open var thumbTintColor: UIColor? { didSet { note("thumbTintColor", thumbTintColor) } }
}

open class UIStepper: UIControl {
    open var minimumValue: Double = 0 { didSet { note("minimumValue", minimumValue) } }
    open var maximumValue: Double = 100 { didSet { note("maximumValue", maximumValue) } }
    open var stepValue: Double = 1 { didSet { note("stepValue", stepValue) } }
    open var wraps = false { didSet { note("wraps", wraps) } }
    open var autorepeat = true { didSet { note("autorepeat", autorepeat) } }
    open var isContinuous = true { didSet { note("continuous", isContinuous) } }
}

open class UISlider: UIControl {
    open var minimumValue: Float = 0 { didSet { note("minimumValue", minimumValue) } }
    open var maximumValue: Float = 1 { didSet { note("maximumValue", maximumValue) } }
    open var minimumTrackTintColor: UIColor? { didSet { note("minimumTrackTintColor", minimumTrackTintColor) } }
    open var maximumTrackTintColor: UIColor? { didSet { note("maximumTrackTintColor", maximumTrackTintColor) } }
    open var thumbTintColor: UIColor? { didSet { note("thumbTintColor", thumbTintColor) } }
    open var isContinuous = true { didSet { note("continuous", isContinuous) } }
}

open class UISegmentedControl: UIControl {
    open var selectedSegmentTintColor: UIColor? {
        didSet { note("selectedSegmentTintColor", selectedSegmentTintColor) }
    }
    open var isMomentary = false { didSet { note("momentary", isMomentary) } }
    open var apportionsSegmentWidthsByContent = false {
        didSet { note("apportionsSegmentWidthsByContent", apportionsSegmentWidthsByContent) }
    }
}

open class UIDatePicker: UIControl {
    open var datePickerMode = UIDatePicker.Mode.dateAndTime { didSet { note("datePickerMode", datePickerMode) } }
    open var minuteInterval = 1 { didSet { note("minuteInterval", minuteInterval) } }
    open var locale: Locale? { didSet { note("locale", locale) } }
    open var timeZone: TimeZone? { didSet { note("timeZone", timeZone) } }
    open var calendar: Calendar! { didSet { note("calendar", calendar) } }
    open var minimumDate: Date? { didSet { note("minimumDate", minimumDate) } }
    open var maximumDate: Date? { didSet { note("maximumDate", maximumDate) } }
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic {
        didSet { note("preferredDatePickerStyle", preferredDatePickerStyle) }
    }
    open var countDownDuration: TimeInterval = 0 { didSet { note("countDownDuration", countDownDuration) } }
}

open class UIScrollView: UIView {}
open class UIButton: UIControl {}

open class UITableViewCell: UIView {
    public lazy var textLabel: UILabel? = UILabel(keyPath: path("textLabel"), recording: recording)
    public lazy var detailTextLabel: UILabel? = UILabel(keyPath: path("detailTextLabel"), recording: recording)
    public lazy var imageView: UIImageView? = UIImageView(keyPath: path("imageView"), recording: recording)
    open var accessoryType = UITableViewCell.AccessoryType.none { didSet { note("accessoryType", accessoryType) } }
    open var editingAccessoryType = UITableViewCell.AccessoryType.none {
        didSet { note("editingAccessoryType", editingAccessoryType) }
    }
    open var selectionStyle = UITableViewCell.SelectionStyle.default {
        didSet { note("selectionStyle", selectionStyle) }
    }
    open var indentationLevel = 0 { didSet { note("indentationLevel", indentationLevel) } }
    open var indentationWidth: CGFloat = 10 { didSet { note("indentationWidth", indentationWidth) } }
}
