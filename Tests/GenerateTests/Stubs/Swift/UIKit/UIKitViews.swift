// Views and cells. Each view knows its key path from the cell it belongs to and records the
// properties code assigns, so that a cell configured by generated code can be printed back
// as the spec's cell config (`"textField.placeholder": "…"`).

/// What code assigned to a cell's views, in order, by key path from the cell.
public final class ViewRecording {
    public private(set) var assignments: [(keyPath: String, value: Any?)] = []

    public init() {}

    public func note(_ keyPath: String, _ value: Any?) { assignments.append((keyPath, value)) }
}

open class UIView: NSObject {
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
}

open class UIControl: UIView {}
open class UIScrollView: UIView {}
open class UITextField: UIControl {}
open class UIDatePicker: UIControl {}
open class UISwitch: UIControl {}
open class UIButton: UIControl {}
open class UITableViewCell: UIView {}
