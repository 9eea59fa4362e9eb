import Foundation

/// What a row's cell shows: the label (`textLabel.text`, with the asterisk rules of
/// `addAsteriskToRequiredRowsTitle`) and the value text (detail label, text field, right label),
/// as each XLForm cell's `-update` computes them.
enum CellDisplay {
    /// `-[NSObject displayText]`: an option's formDisplayText, a string or number's description.
    static func displayText(_ value: RuntimeValue) -> String? {
        switch value {
        case .option(let o): return o.displayText
        case .string(let s): return s
        case .number, .decimal: return value.description
        default: return nil
        }
    }

    /// `title`: the row's title as the cell leaves it (`RowState.title`).
    static func label(of row: CompiledRow, title: String?, asterisk: Bool) -> String? {
        guard row.cell == .leftRight else { return asterisk ? row.labels.starred : row.labels.plain }
        return (title ?? "(null)") + (row.required && asterisk ? "*" : "")
    }

    /// The label of every cell but the left-right selector, whose label is its left value.
    static func label(title: String?, required: Bool, cell: CellKind, asterisk: Bool) -> String? {
        let star = required && asterisk ? "*" : ""
        switch cell {
        case .textField, .textView:
            // The asterisk is appended only to a title there is.
            return title.map { $0 + star }
        case .date, .selector, .inlineSelector, .segmented, .leftRight:
            // `-update` formats `[NSString stringWithFormat:@"%@%@", title, …]`: a nil title
            // prints "(null)".
            return (title ?? "(null)") + star
        case .picker, .datePicker:
            return nil
        case .slider, .check, .switchControl, .button, .stepCounter, .image, .custom, .unknown, .fxforms:
            return title
        }
    }

    /// The text a cell shows for a value; `leftValue` is only read for left-right selectors,
    /// `dates` for date cells.
    static func text(
        of compiled: CompiledRow, value: RuntimeValue?, leftValue: RuntimeValue?, dates: DateDisplay
    ) -> String? {
        switch compiled.cell {
        case .textField:
            guard let value else { return compiled.noValueDisplayText }
            return displayTextValue(compiled, value, locale: dates.locale)
        case .textView:
            return value?.stringValue
        case .selector, .inlineSelector:
            if compiled.kind == .stored(.options) { return multipleText(compiled, value) }
            guard let value else { return compiled.noValueDisplayText }
            return displayTextValue(compiled, value, locale: dates.locale)
        case .leftRight:
            if let value { return displayText(value) }
            guard let leftValue else { return "" }
            return compiled.leftOptions.first { $0.leftValue == leftValue }?.noValueDisplayText
        case .segmented:
            guard let value else { return nil }
            let wanted = CellValueConversion.selectionKey(value)
            return compiled.options.first { CellValueConversion.selectionKey($0) == wanted }.flatMap(displayText)
        case .date:
            guard let value else { return compiled.noValueDisplayText }
            guard case .date(let date) = value else { return nil }
            let cellDates = compiled.formatting.locale.map { DateDisplay(locale: $0, timeZone: dates.timeZone) }
            return (cellDates ?? dates).text(date, style: DateDisplay.Style(rowType: compiled.rowType))
        case .stepCounter:
            return value.map(\.description)
        case .button:
            // Only a Value1/Value2/Subtitle cell has a detail label for the value.
            guard let style = compiled.cellStyle, style != "default" else { return nil }
            return value?.stringValue
        case .fxforms:
            return compiled.fx.flatMap { FXFieldDescription(field: $0, dates: dates).displayText(value) }
        case .datePicker, .picker, .slider, .check, .switchControl, .image, .custom, .unknown:
            return nil
        }
    }

    /// XLFormRowDescriptor `-displayTextValue` of a value (XLFormRowDescriptor.m, lines
    /// 242-256): the valueFormatter's `-stringForObjectValue:` when the row has one (the cells
    /// that read it only: `CompiledRow.formatting`), else the value's `displayText`. An app
    /// formatter's text cannot be known: nil.
    private static func displayTextValue(_ compiled: CompiledRow, _ value: RuntimeValue, locale: Locale) -> String? {
        guard let formatter = compiled.formatting.valueFormatter else { return displayText(value) }
        return formatter.text(value, locale: locale)
    }

    /// Multiple selectors: the selected options' texts in `selectorOptions` order, joined by
    /// ", "; noValueDisplayText when nothing is selected.
    private static func multipleText(_ compiled: CompiledRow, _ value: RuntimeValue?) -> String? {
        guard case .array(let selected)? = value, !selected.isEmpty else { return compiled.noValueDisplayText }
        let chosen = Set(selected.map(CellValueConversion.selectionKey))
        let texts = compiled.options.filter { chosen.contains(CellValueConversion.selectionKey($0)) }.compactMap(
            displayText)
        return texts.joined(separator: ", ")
    }
}
