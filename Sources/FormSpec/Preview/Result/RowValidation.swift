import Foundation

/// `-[XLFormRowDescriptor doValidation]`: the required check, then the validators in order;
/// the first failure is the row's error.
struct RowValidation: Sendable {
    /// nil when the row passes.
    var failure: Failure?
    var warnings: [PreviewWarning] = []

    struct Failure: Sendable {
        /// nil when the failing validator has no message: XLForm's formValidationErrors then
        /// inserts nil into a dictionary literal and raises.
        var message: String?
    }

    /// nil for a row with nothing to check (neither required nor validated), which passes
    /// without warnings.
    init?(_ row: borrowing RowState, regex: RegexEngine) {
        let compiled = row.compiled
        guard compiled.required || !compiled.validators.isEmpty else { return nil }
        if compiled.required, Self.isEmpty(row.value) {
            let formatted = Self.requiredMessage(
                title: row.title, tag: compiled.tag, requireMsg: compiled.requireMsg)
            if let problem = formatted.problem {
                warnings.append(
                    PreviewWarning(
                        .crash, "requireMsg: \(problem)", tag: compiled.tag, property: "requireMsg", crashes: true))
            }
            failure = Failure(message: formatted.text)
            return
        }
        for validator in compiled.validators {
            guard let passed = run(validator, on: row.value, tag: compiled.tag, regex: regex), !passed else {
                continue
            }
            if validator.message == nil {
                warnings.append(
                    PreviewWarning(
                        .crash,
                        "\(validator.property) fails and has no msg: XLForm's formValidationErrors inserts nil into the error's userInfo and raises",
                        tag: compiled.tag, property: validator.property, crashes: true))
            }
            failure = Failure(message: validator.message)
            return
        }
    }

    /// The required failure's message: `requireMsg` (or the default) formatted with the title,
    /// the tag when the title is empty.
    static func requiredMessage(title: String?, tag: String?, requireMsg: String?) -> (text: String, problem: String?) {
        let argument = title.flatMap { $0.isEmpty ? nil : $0 } ?? tag ?? "(null)"
        return RequireMessage.format(requireMsg ?? RequireMessage.defaultFormat, argument: argument)
    }

    /// XLFormRowDescriptor `valueIsEmpty`: nil, NSNull, a zero `length` (strings) or a zero
    /// `count` (arrays, dictionaries). NSNumber 0 / NO and NaN decimals are not empty.
    static func isEmpty(_ value: RuntimeValue?) -> Bool {
        switch value {
        case nil, .null?: return true
        case .string(let s)?: return s.isEmpty
        case .array(let a)?: return a.isEmpty
        case .dictionary(let d)?: return d.isEmpty
        default: return false
        }
    }

    /// true / false, or nil when the validator has no opinion (XLFormRegexValidator returns nil
    /// for nil, non-string, non-number and empty values) or could not decide.
    private mutating func run(
        _ validator: CompiledValidator, on value: RuntimeValue?, tag: String?, regex: RegexEngine
    ) -> Bool? {
        switch validator.check {
        case .range(let min, let max): return Self.inRange(value, min: min, max: max)
        case .app(let name):
            // `-doValidation` asks every validator, whatever the value (XLFormRowDescriptor.m, lines 582-584).
            return notEvaluated(
                validator, .app,
                because: "\(name) is the app's XLFormValidatorProtocol class, which only the app can run",
                tag: tag)
        default: break
        }
        guard let text = Self.regexSubject(value) else { return nil }
        switch validator.check {
        case .regex(let pattern):
            do {
                return try regex.wholeMatch(text, pattern: pattern)
            } catch  where error.kind == .budgetSpent {
                return notEvaluated(validator, .regex, because: error.message, tag: tag)
            } catch {
                let crashes = error.kind == .invalidPattern
                let consequence =
                    crashes
                    ? "MATCHES raises and XLForm crashes" : "the preview cannot decide, so it lets the value pass"
                warnings.append(
                    PreviewWarning(
                        .regex, "\(validator.property): \(error.message); \(consequence)",
                        tag: tag, property: validator.property, crashes: crashes))
                return nil
            }
        case .minLength(let n): return text.unicodeScalars.count >= n
        case .maxLength(let n): return text.unicodeScalars.count <= n
        case .range, .app: return nil
        }
    }

    /// A validator the preview could not run: a warning naming the row and the validator, and
    /// no opinion, so the value passes it.
    private mutating func notEvaluated(
        _ validator: CompiledValidator, _ kind: PreviewWarning.Kind, because reason: String, tag: String?
    ) -> Bool? {
        warnings.append(
            PreviewWarning(
                kind, "\(validator.property) was not evaluated: \(reason); the preview lets the value pass", tag: tag,
                property: validator.property))
        return nil
    }

    /// What XLFormRegexValidator matches: NSNumber as `stringValue`, strings; trimmed of spaces
    /// and tabs (`whitespaceCharacterSet`, not newlines); nil when empty before trimming.
    static func regexSubject(_ value: RuntimeValue?) -> String? {
        let text: String
        switch value {
        case .string(let s)?: text = s
        case .number?, .decimal?: text = value!.description
        default: return nil
        }
        guard !text.isEmpty else { return nil }
        return trimmingWhitespace(text)
    }

    /// `stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceCharacterSet]`. CoreFoundation
    /// defines the set as tab, space, no-break space, U+1680, U+2000–U+200B, U+202F, U+205F and
    /// U+3000; newlines are not in it.
    static func trimmingWhitespace(_ text: String) -> String {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
            default: return false
            }
        }
        // Every character of the set but tab and space is written in bytes of 0x80 and above:
        // text that starts and ends with other ASCII bytes has nothing to trim.
        if let head = text.utf8.first, let tail = text.utf8.last, head < 0x80, tail < 0x80,
            head != 0x09, head != 0x20, tail != 0x09, tail != 0x20
        {
            return text
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isWhitespace($0) })!
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return text }
        return String(scalars[first...last])
    }

    /// formspec's `range`: empty passes, a number must lie within the bounds, anything else
    /// (text, NaN, dates, options) fails.
    static func inRange(_ value: RuntimeValue?, min: Double?, max: Double?) -> Bool? {
        if isEmpty(value) { return nil }
        let number: Double
        switch value {
        case .number(let n)?: number = n.doubleValue
        case .decimal(let d)? where !d.isNaN: number = NSDecimalNumber(decimal: d).doubleValue
        default: return false
        }
        if let min, number < min { return false }
        if let max, number > max { return false }
        return true
    }
}
