import FormSpec
import FormSpecJSON
import Foundation

/// A previewed row with its spec row and row type, and what its cell reads from them.
struct CellContext {
    let facts: PreviewFacts.Row
    let spec: Row?
    let info: RowTypeInfo?

    func string(_ keyPath: String) -> String? {
        SpecRowLookup.config(keyPath, of: spec, disabled: facts.disabled)?.stringValue
    }

    /// NSTextAlignment by name (`right`) or number (2).
    func alignment(_ keyPath: String, setByUpdate: Bool = false) -> TextAlignment? {
        guard let node = SpecRowLookup.config(keyPath, of: spec, disabled: facts.disabled, setByUpdate: setByUpdate)
        else { return nil }
        switch node.stringValue ?? node.number.flatMap({ $0.integer }).map(String.init) {
        case "center", "1": return .center
        case "right", "2": return .right
        case "left", "natural", "justified", "0", "3", "4": return .natural
        default: return nil
        }
    }

    /// The options the row picks from, as its cell lists them.
    var choices: [SelectorOption] { spec?.selectorOptions?.choices(forRowType: facts.rowType) ?? [] }

    /// The option the value is: by `formValue` (an option object's, or the scalar itself).
    func selectedIndex(in options: [SelectorOption]) -> Int? {
        let held = facts.value["formValue"] ?? facts.value
        guard !held.isNull else { return nil }
        return options.firstIndex { $0.formValue?.jsonValue == held }
    }

    /// The picker of an option row: the options' texts, the value's under the band.
    var optionWheel: WheelColumn {
        let options = choices
        return WheelColumn(items: options.map { $0.shownText ?? "" }, selected: selectedIndex(in: options))
    }

    /// `-[value boolValue]`: nil and 0 are off.
    var isOn: Bool {
        if let bool = facts.value.boolValue { return bool }
        return (facts.value.doubleValue ?? 0) != 0
    }

    /// XLFormSliderCell: the value clamped to the slider's range (0–1 unless configured) and
    /// snapped to `steps` equal steps when set.
    var sliderPosition: Double {
        let minimum = number("slider.minimumValue") ?? 0
        let maximum = number("slider.maximumValue") ?? 1
        guard maximum > minimum else { return 0 }
        var fraction = min(max(((facts.value.doubleValue ?? 0) - minimum) / (maximum - minimum), 0), 1)
        if let steps = number("steps"), steps > 0 { fraction = (fraction * steps).rounded() / steps }
        return fraction
    }

    private func number(_ keyPath: String) -> Double? {
        SpecRowLookup.config(keyPath, of: spec, disabled: facts.disabled)?.number?.double
    }

    var date: Date? {
        guard let text = facts.value.stringValue, case .success(let parsed) = ISO8601.parse(text) else { return nil }
        return parsed.date
    }

    /// A value without a display text, as text: what a custom cell might show.
    var valueText: String? {
        switch facts.value {
        case .null: return nil
        case .string(let s): return s
        case .object: return facts.value["formDisplayText"]?.stringValue ?? facts.value.encodedString()
        default: return facts.value.encodedString()
        }
    }
}
