import FormSpec
import FormSpecJSON

/// One row of the render model: the preview's label, display text and states, drawn as the
/// cell class of its row type draws them.
struct RowBuilder {
    let lookup: SpecRowLookup
    let table: RowTypeTable
    let options: RenderOptions

    func row(_ facts: PreviewFacts.Row) -> RenderRow {
        let spec = facts.isAddButton ? nil : lookup.row(at: facts.path)
        let info = facts.info
        let context = CellContext(facts: facts, spec: spec, info: info)
        let drawing = info.flatMap { $0.isCustom ? nil : CellDrawing(cellClass: $0.cell) } ?? .custom
        var row = RenderRow(
            tag: facts.tag, rowType: facts.rowType, label: facts.label, cell: cell(drawing, context),
            disabled: facts.disabled, hiddenBy: facts.hidden ? Conditions.text(spec?.hidden) : nil,
            height: spec?.height?.value ?? info?.height, notes: facts.notes)
        if drawing == .leftRight { row.label = nil }
        if isOpen(facts, info: info) {
            row.inlinePicker = inlinePicker(for: context, inlineRowType: info?.inlineRowType)
            if case .detail(let text, let accessory, _) = row.cell {
                row.cell = .detail(text: text, accessory: accessory, highlighted: true)
            }
        }
        return row
    }

    /// An inline row is open when asked for and it can become first responder (enabled).
    private func isOpen(_ facts: PreviewFacts.Row, info: RowTypeInfo?) -> Bool {
        guard let tag = facts.tag, info?.inlineRowType != nil, !facts.disabled, facts.hidden == false else {
            return false
        }
        return options.expanded.contains(tag)
    }

    private func cell(_ drawing: CellDrawing, _ c: CellContext) -> RenderCell {
        switch drawing {
        case .textField:
            return .textField(
                text: c.facts.displayText, placeholder: c.string("textField.placeholder"),
                secure: c.info?.traits.contains { $0.key == "secureTextEntry" && $0.value == true } ?? false,
                alignment: c.alignment("textField.textAlignment") ?? .natural)
        case .textView:
            return .textView(text: c.facts.displayText, placeholder: c.string("textView.placeholder"))
        case .selector, .date:
            // Only the push selectors show a disclosure indicator (XLFormSelectorCell.m update).
            let pushes = Self.disclosureRowTypes.contains(c.facts.rowType) && !c.facts.disabled
            return .detail(text: c.facts.displayText, accessory: pushes ? .disclosure : .none, highlighted: false)
        case .leftRight:
            return .leftRight(
                left: c.facts.label, right: c.facts.displayText, accessory: c.facts.disabled ? .none : .disclosure)
        case .segmented:
            let options = c.choices
            return .segments(options.map { $0.shownText ?? "" }, selected: c.selectedIndex(in: options))
        case .stepper:
            return .stepper(text: c.facts.displayText)
        case .slider:
            return .slider(position: c.sliderPosition)
        case .check:
            return .check(on: c.isOn)
        case .toggle:
            return .toggle(on: c.isOn)
        case .button:
            return button(c)
        case .image:
            return .image
        case .picker:
            // XLFormPickerCell fades its content view to half when disabled.
            return .wheels([c.optionWheel], dimmed: c.facts.disabled)
        case .datePicker:
            // XLFormDatePickerCell's -update never sets the picker's date: a standalone date
            // picker shows the current date and time in its default mode, whatever the value;
            // disabled, it only stops taking touches.
            return .wheels(DateWheels(options: options).columns(mode: .dateAndTime, date: options.now), dimmed: false)
        case .custom:
            return .custom(cellClass: c.info?.cell, text: c.facts.displayText ?? c.valueText)
        }
    }

    /// XLFormButtonCell: a "simple" action (block, selector) centres the tinted title; one that
    /// shows a view controller keeps it natural with a disclosure indicator unless disabled;
    /// `cellConfig` applies after `-update`, so its `textLabel.textAlignment` wins (the Add
    /// button of a multivalued section sets it natural).
    private func button(_ c: CellContext) -> RenderCell {
        let action = c.spec?.action
        let presents = [
            "viewControllerClass", "viewControllerStoryboardId", "viewControllerNibName",
            "formSegueIdentifier", "formSegueClass",
        ].contains { !(action?.value($0)?.value.isEmpty ?? true) }
        let alignment =
            c.facts.isAddButton
            ? .natural
            : c.alignment("textLabel.textAlignment", setByUpdate: true)
                ?? (presents ? .natural : .center)
        let tinted =
            !presents
            && SpecRowLookup.config("useTintColor", of: c.spec, disabled: c.facts.disabled)?.boolValue != false
        return .button(
            alignment: alignment, tinted: tinted, detail: c.facts.displayText,
            accessory: presents && !c.facts.disabled ? .disclosure : .none)
    }

    private func inlinePicker(for c: CellContext, inlineRowType: String?) -> [WheelColumn]? {
        guard let inlineRowType, let kind = table.info(inlineRowType).flatMap({ CellDrawing(cellClass: $0.cell) })
        else { return nil }
        if kind == .picker { return [c.optionWheel] }
        let mode = DateMode(rowType: c.facts.rowType)
        return DateWheels(options: options).columns(mode: mode, date: c.date ?? options.now)
    }

    static let disclosureRowTypes: Set<String> = ["selectorPush", "multipleSelector"]
}

/// The cell classes the renderer draws, by the class the preview compiled a row with: XLForm's,
/// and FXForms' as FXForms.m (1.2.14) draws them — the default, date and option picker cells a
/// label and detail text, their pickers being keyboards (`inputView`, lines 3405 and 3640);
/// the switch, stepper and image picker cells an accessory view (lines 3245, 3285, 3453).
enum CellDrawing: Equatable {
    case textField, textView, selector, date, leftRight, segmented, stepper, slider, check, toggle, button
    case image, picker, datePicker, custom

    init?(cellClass: String) {
        guard let drawing = Self.byClass[cellClass] else { return nil }
        self = drawing
    }

    private static let byClass: [String: CellDrawing] = [
        "XLFormTextFieldCell": .textField, "XLFormTextViewCell": .textView, "XLFormSelectorCell": .selector,
        "XLFormInlineSelectorCell": .selector, "XLFormDateCell": .date, "XLFormLeftRightSelectorCell": .leftRight,
        "XLFormSegmentedCell": .segmented, "XLFormStepCounterCell": .stepper, "XLFormSliderCell": .slider,
        "XLFormCheckCell": .check, "XLFormSwitchCell": .toggle, "XLFormButtonCell": .button,
        "XLFormImageCell": .image, "XLFormPickerCell": .picker, "XLFormDatePickerCell": .datePicker,
        "FXFormDefaultCell": .selector, "FXFormTextFieldCell": .textField, "FXFormTextViewCell": .textView,
        "FXFormSwitchCell": .toggle, "FXFormStepperCell": .stepper, "FXFormSliderCell": .slider,
        "FXFormDatePickerCell": .date, "FXFormImagePickerCell": .image, "FXFormOptionPickerCell": .selector,
        "FXFormOptionSegmentsCell": .segmented,
    ]
}
