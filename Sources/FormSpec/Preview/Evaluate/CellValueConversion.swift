import FormSpecJSON
import Foundation

/// Turns a value written in JSON (a spec default or a given value) into what the row's cell
/// would hold had the user entered it: NSString for text rows (nil when empty), NSNumber for
/// integers, NSDecimalNumber for numbers and decimals, NSNumber BOOL for switches, NSDate from
/// ISO 8601, the option object of `selectorOptions` for selectors.
enum CellValueConversion {
    struct Converted {
        var value: RuntimeValue?
        /// selectorLeftRight: the left option's `leftValue` held beside the value.
        var leftValue: RuntimeValue?
        /// `{"timeIntervalSinceNow": s}` for a date row: `value` is nil, the date is the
        /// preview's `now` plus this.
        var dateOffset: Double?
        /// Why the value does not fit; `value` is then the nearest thing XLForm would hold.
        var problem: String?
        /// True when `problem` means the value cannot be entered at all (wrong kind).
        var isWrongKind = false
        /// True when the library raises for this value.
        var crashes = false
    }

    /// `locale` reads text given to number and decimal rows as XLFormTextFieldCell reads what
    /// is typed (XLFormTextFieldCell.m, line 365: the current locale's decimal separator).
    static func convert(_ json: JSONValue, for row: CompiledRow, locale: Locale) -> Converted {
        if let fx = row.fx { return FXFieldValues.given(json, fx) }
        return convert(
            json, kind: row.kind, rowType: row.rowType, options: row.options, leftOptions: row.leftOptions,
            locale: locale)
    }

    /// `convert(_:for:locale:)` for a row described by the parts conversion reads; a spec's
    /// default is read without a locale, as the app's code would make it.
    static func convert(
        _ json: JSONValue, kind: PreviewValueKind, rowType: String?, options: [RuntimeValue], leftOptions: [LeftOption],
        locale: Locale? = nil
    ) -> Converted {
        if case .null = json { return Converted(value: nil) }
        func wrong(_ expected: String) -> Converted {
            Converted(
                value: RuntimeValue(json: json),
                problem: "a \(rowType ?? "row") row holds \(expected), not a JSON \(json.typeName)",
                isWrongKind: true)
        }
        switch kind {
        case .stored(let kind):
            return stored(json, kind, options: options, locale: locale, wrong: wrong)
        case .display:
            switch json {
            case .string, .integer, .double: return Converted(value: RuntimeValue(json: json))
            default: return wrong("a string or a number to display")
            }
        case .image:
            return Converted(
                value: nil, problem: "an image row holds a UIImage, which JSON cannot express", isWrongKind: true)
        case .none:
            return Converted(
                value: RuntimeValue(json: json), problem: "a \(rowType ?? "row") row holds no value",
                isWrongKind: true)
        case .leftRight:
            return leftRight(json, among: leftOptions)
        }
    }

    /// What a cell stores on input (`RowValueKind`).
    private static func stored(
        _ json: JSONValue, _ kind: RowValueKind, options: [RuntimeValue], locale: Locale?, wrong: (String) -> Converted
    ) -> Converted {
        switch kind {
        case .plain:
            return Converted(value: RuntimeValue(json: json))
        case .text, .integer, .decimal, .double, .bool:
            do {
                return Converted(value: try RuntimeValue.rowValue(fromSpec: json, kind: kind, locale: locale))
            } catch {
                return wrong(expectation(kind))
            }
        case .date:
            if let offset = RelativeDate.offset(json) { return Converted(value: nil, dateOffset: offset) }
            guard case .string(let text) = json else { return wrong("a date (\(RelativeDate.forms))") }
            switch ISO8601.parse(text) {
            case .success(let parsed): return Converted(value: .date(parsed.date))
            case .failure(let failure):
                return Converted(value: nil, problem: "\"\(text)\": \(failure.message)", isWrongKind: true)
            }
        case .option:
            if case .array = json { return wrong("one of its options") }
            return pick(json, among: options)
        case .options:
            guard case .array(let items) = json else { return wrong("an array of its options") }
            var picked: [RuntimeValue] = []
            var problems: [String] = []
            for item in items {
                let one = pick(item, among: options)
                picked.append(one.value ?? .null)
                if let p = one.problem { problems.append(p) }
            }
            return Converted(value: .array(picked), problem: problems.isEmpty ? nil : problems.joined(separator: "; "))
        }
    }

    private static func expectation(_ kind: RowValueKind) -> String {
        switch kind {
        case .text: return "text (a string)"
        case .integer, .decimal, .double: return "a number"
        case .bool: return "a boolean (true or false)"
        default: return "another kind of value"
        }
    }

    /// What XLForm compares when it looks a value up among options (`[[option valueData]
    /// isEqual:[value valueData]]` for the values a cell holds): an option's `formValue`,
    /// anything else itself.
    static func selectionKey(_ value: RuntimeValue) -> RuntimeValue {
        if case .option(let o) = value { return o.formValue }
        return value
    }

    /// The option whose `selectionKey` equals the written value (a scalar `formValue` or an option
    /// object), as picking it in the options list would store it.
    static func pick(_ json: JSONValue, among options: [RuntimeValue]) -> Converted {
        let written = writtenOption(json)
        let wanted = selectionKey(written)
        if let match = options.first(where: { selectionKey($0) == wanted }) { return Converted(value: match) }
        let shown = wanted.jsonForMessage
        return Converted(
            value: written,
            problem: options.isEmpty ? nil : "\(shown) is not among its options; XLForm shows it but selects nothing")
    }

    /// `{"formValue": …, "formDisplayText": …}` is an option object; anything else is itself.
    static func writtenOption(_ json: JSONValue) -> RuntimeValue {
        if case .object(let o) = json, let formValue = o["formValue"] {
            return .option(
                FormOption(formValue: RuntimeValue(json: formValue), displayText: o["formDisplayText"]?.stringValue))
        }
        return RuntimeValue(json: json)
    }

    /// A right option, or `{"leftValue": …, "value": …}` naming the left choice too. Without a
    /// left value, the left option is the first whose right options hold the value.
    private static func leftRight(_ json: JSONValue, among leftOptions: [LeftOption]) -> Converted {
        var right = json
        var left: LeftOption?
        var problems: [String] = []
        if case .object(let o) = json, o["formValue"] == nil, o["leftValue"] != nil || o["value"] != nil {
            right = o["value"] ?? .null
            if let leftJSON = o["leftValue"], !leftJSON.isNull {
                switch leftOption(leftJSON, among: leftOptions) {
                case .success(let option): left = option
                case .failure(let problem): problems.append(problem.message)
                }
            }
        }
        if right.isNull { return Converted(value: nil, leftValue: left?.leftValue, problem: problems.first) }
        let candidates = left.map { [$0] } ?? leftOptions
        let written = writtenOption(right)
        let wanted = selectionKey(written)
        for option in candidates {
            if let match = option.rightOptions.first(where: { selectionKey($0) == wanted }) {
                return Converted(value: match, leftValue: option.leftValue, problem: problems.first)
            }
        }
        problems.append(
            "\(wanted.jsonForMessage) is not among the right options\(left == nil ? "" : " of that left option")")
        return Converted(value: written, leftValue: left?.leftValue, problem: problems.joined(separator: "; "))
    }
}

extension CellValueConversion {
    struct LeftOptionProblem: Error {
        let message: String
    }

    /// The left option whose `leftValue` is `json`: its scalar `formValue` or an equal option
    /// object, compared as `leftOptionForOption:` compares (XLFormLeftRightSelectorCell.m).
    static func leftOption(_ json: JSONValue, among leftOptions: [LeftOption]) -> Result<LeftOption, LeftOptionProblem>
    {
        let wanted = selectionKey(writtenOption(json))
        if let option = leftOptions.first(where: { selectionKey($0.leftValue) == wanted }) { return .success(option) }
        return .failure(LeftOptionProblem(message: "leftValue \(wanted.jsonForMessage) is not one of its left options"))
    }
}

extension RuntimeValue {
    /// Compact JSON text of a value for messages (`"b"`, `3`, `true`).
    var jsonForMessage: String { PreviewJSON.value(self).encodedString() }
}
