import FormSpecJSON

/// `valueFormatter` and `useValueFormatterDuringInput`: only XLFormTextFieldCell and the
/// single-value XLFormSelectorCell read them (`-displayTextValue`, `-editTextValue`,
/// XLFormRowDescriptor.m, lines 219-256); elsewhere they are reported as having no effect, as are
/// a `numberStyle` on NSByteCountFormatter and a `countStyle` on NSNumberFormatter. A `class`
/// must be an Objective-C class name.
enum ValueFormatterRule: RowRule {
    static let codes: [DiagnosticCode] = [.unknownProperty, .invalidValue]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        for row in rows {
            // A custom cell may read the formatter itself: nothing is known.
            let info = context.rowTypeInfo(for: row)
            let use = info?.isCustom == false ? info?.valueFormatterUse : nil
            let rowType = row.rowType?.value ?? ""
            if let formatter = row.valueFormatter {
                if use == ValueFormatterUse.none, let key = row.node.member("valueFormatter")?.key {
                    noEffect(
                        context, row, "valueFormatter", key.range,
                        "a \(rowType) cell never formats its value (only text fields and single-value selector cells do)"
                    )
                }
                check(formatter, row, context)
            }
            if let input = row.useValueFormatterDuringInput, input.value {
                let key = row.node.member("useValueFormatterDuringInput")?.key.range ?? input.range
                if row.valueFormatter == nil {
                    noEffect(context, row, "useValueFormatterDuringInput", key, "the row has no valueFormatter")
                } else if use != nil, use != .input {
                    noEffect(
                        context, row, "useValueFormatterDuringInput", key, "only text field rows format what is typed")
                }
            }
        }
    }

    private static func check(_ formatter: ValueFormatter, _ row: Row, _ context: AnalysisContext) {
        if let name = formatter.className, !ClassName.isValid(name.value) {
            context.report(
                .invalidValue,
                "\(row.displayName): valueFormatter class '\(name.value)' is not an Objective-C class name",
                at: name.range)
        }
        let cls = formatter.effectiveClass
        if formatter.numberStyle != nil, cls == ValueFormatter.byteCountFormatter,
            let key = formatter.node.member("numberStyle")?.key
        {
            noEffect(context, row, "numberStyle", key.range, "NSByteCountFormatter has a countStyle, not a numberStyle")
        }
        if formatter.countStyle != nil, cls != ValueFormatter.byteCountFormatter,
            let key = formatter.node.member("countStyle")?.key
        {
            noEffect(context, row, "countStyle", key.range, "only NSByteCountFormatter has a countStyle")
        }
    }

    private static func noEffect(
        _ context: AnalysisContext, _ row: Row, _ property: String, _ range: TextRange, _ why: String
    ) {
        context.report(
            .unknownProperty, "\(row.displayName): '\(property)' has no effect: \(why)", at: range,
            data: ["property": .string(property), "suggestions": [], "hasNoEffect": true])
    }
}

/// Names of Objective-C classes as a spec gives them (`MyFormatter`, Swift's `App.MyFormatter`).
public enum ClassName {
    public static func isValid(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
                    return false
                }
                return part.utf8.allSatisfy { PredicateLexer.isIdentifierBody($0) }
            }
    }
}
