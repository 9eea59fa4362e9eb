/// What an FXForms cell shows for its field: `-[FXFormField fieldDescription]` (FXForms.m:845-925)
/// with its helpers `-valueDescription:` (813-843), `-optionDescriptionAtIndex:` (1206-1216) and
/// `-[NSObject fieldDescription]` (1767-1802), as each cell's `-update` uses them.
struct FXFieldDescription {
    let field: FXPreviewField
    let dates: DateDisplay

    /// The text the field's cell shows for `value` (what the form object holds), nil when it
    /// shows a control or nothing.
    func displayText(_ value: RuntimeValue?) -> String? {
        // An option list's rows show a checkmark (FXFormDefaultCell, type option).
        guard field.optionRow == nil, field.valueTransformer == nil, let cell = field.cell else { return nil }
        let shown = FXFieldValues.read(value, field)
        switch cell {
        case .defaultCell:
            // FXFormDefaultCell -update (2704-2738): a checkmark instead of the text.
            return field.showsCheckmark ? nil : fieldDescription(shown)
        case .textField, .textView, .stepper, .optionPicker:
            return fieldDescription(shown)
        case .datePicker:
            // FXFormDatePickerCell -update (3381): the placeholder when there is no text.
            return fieldDescription(shown) ?? field.placeholder.flatMap(Self.describe)
        case .optionSegments:
            // FXFormOptionSegmentsCell -update (3721-3729): the last selected segment.
            let selection = FXSelection(shown, field)
            return (0..<optionCount).last(where: selection.isSelected).flatMap(optionDescription)
        case .switchControl, .slider, .imagePicker:
            return nil
        }
    }

    /// `-optionCount`: the options and the placeholder row, none without options.
    var optionCount: Int { field.options.isEmpty ? 0 : field.options.count + field.placeholderOffset }

    /// `-fieldDescription` of the field holding `value` (already read by `-value`).
    func fieldDescription(_ value: RuntimeValue?) -> String? {
        let offset = field.placeholderOffset
        if !field.options.isEmpty {
            switch field.storage {
            case .index:
                guard let value else { return field.placeholder.flatMap(Self.describe) }
                return optionDescription(Int(clamping: FXFieldValues.integerValue(value)) + offset)
            case .collection(let kind):
                var shown = value
                if kind == "indexSet" {
                    let selection = FXSelection(value, field)
                    let texts = field.options.indices.compactMap { i -> String? in
                        selection.isSelected(row: i + offset)
                            ? optionDescription(i + offset).flatMap { $0.isEmpty ? nil : $0 } : nil
                    }
                    shown = texts.isEmpty ? nil : .array(texts.map(RuntimeValue.string))
                }
                return shown.flatMap(Self.describe) ?? field.placeholder.flatMap(Self.describe)
            case .bitfield:
                let bits = FXFieldValues.integerValue(value)
                let texts = field.options.enumerated().compactMap { i, option -> String? in
                    bits & FXFieldValues.bit(option, i) != 0
                        ? optionDescription(i + offset).flatMap { $0.isEmpty ? nil : $0 } : nil
                }
                return texts.isEmpty ? field.placeholder.flatMap(Self.describe) : texts.joined(separator: ", ")
            case .option, .plain:
                if let placeholder = field.placeholder,
                    !(value.map(field.options.contains) ?? false)
                {
                    // `-description`, not `-fieldDescription` (FXForms.m:918-921).
                    return placeholder.description
                }
            }
        }
        return valueDescription(value)
    }

    /// `-optionDescriptionAtIndex:`: row 0 is the placeholder when there is one.
    func optionDescription(_ row: Int) -> String? {
        let offset = field.placeholderOffset
        if row == 0, let placeholder = field.placeholder { return Self.describe(placeholder) }
        let index = row - offset
        guard field.options.indices.contains(index) else { return nil }
        return valueDescription(field.options[index])
    }

    /// `-valueDescription:`: dates by the field's type, anything else its `fieldDescription`;
    /// nil (not known) through an app's value transformer.
    func valueDescription(_ value: RuntimeValue?) -> String? {
        guard let value, field.valueTransformer == nil else { return nil }
        if case .date(let date) = value {
            switch field.type {
            case "date": return dates.text(date, style: .date)
            case "time": return dates.mediumTimeText(date)
            default: return dates.text(date, style: .dateAndTime)
            }
        }
        // Text in an NSURL field is an NSURL, which NSObject's fieldDescription leaves empty.
        if field.classKind == .url, case .string = value { return "" }
        return Self.describe(value)
    }

    /// `-[NSObject fieldDescription]`: strings, numbers and dates their description,
    /// collections their members' non-empty descriptions joined by ", ", anything else "".
    static func describe(_ value: RuntimeValue) -> String? {
        switch value {
        case .string, .number, .decimal, .date: return value.description
        case .array, .dictionary:
            return FXFieldValues.elements(value).compactMap { describe($0).flatMap { $0.isEmpty ? nil : $0 } }
                .joined(separator: ", ")
        default: return ""
        }
    }
}
