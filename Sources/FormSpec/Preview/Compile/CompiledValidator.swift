import Foundation

/// One entry of a row's `validators`, ready to run.
struct CompiledValidator: Sendable {
    enum Check: Sendable {
        /// XLFormRegexValidator (also `email`, `emailLong`, with XLForm's built-in patterns).
        case regex(String)
        /// formspec's length validators, which behave as regex validators `(?s).{n,}` / `(?s).{0,n}`.
        case minLength(Int)
        case maxLength(Int)
        /// formspec's range validator: a number within the inclusive bounds.
        case range(min: Double?, max: Double?)
        /// The app's XLFormValidatorProtocol class: only the app can run it.
        case app(className: String)
    }

    let check: Check
    /// The status message; nil makes XLForm's formValidationErrors raise when this validator fails.
    let message: String?
    /// "validators[2]", for warnings.
    let property: String
    /// Position in the spec's `validators` array.
    let index: Int

    /// nil (with a warning) for a validator XLForm could not build.
    static func compile(
        _ validator: Validator, index: Int, catalog: Catalog, tag: String?,
        warnings: inout [PreviewWarning]
    ) -> CompiledValidator? {
        let property = "validators[\(index)]"
        guard let type = validator.type?.value, let info = catalog.validatorType(type) else {
            warnings.append(
                PreviewWarning(
                    .app, "\(property) has no known type; the preview skips it", tag: tag, property: property))
            return nil
        }
        let written = validator.msg?.value
        let check: Check
        var message = written ?? info.defaultMessage
        switch type {
        case "regex":
            guard let pattern = validator.regex?.value else {
                warnings.append(
                    PreviewWarning(
                        .crash,
                        "\(property): a regex validator without 'regex' makes MATCHES raise when it runs; the preview skips it",
                        tag: tag, property: property, crashes: true))
                return nil
            }
            check = .regex(pattern)
        case "minLength", "maxLength":
            guard let length = validator.length?.value else {
                warnings.append(
                    PreviewWarning(
                        .app, "\(property): \(type) needs 'length'; the preview skips it", tag: tag, property: property)
                )
                return nil
            }
            check = type == "minLength" ? .minLength(length) : .maxLength(length)
            if written == nil { message = message?.replacingOccurrences(of: "%d", with: String(length)) }
        case "range":
            let (min, max) = (validator.min?.value, validator.max?.value)
            check = .range(min: min, max: max)
            if written == nil { message = rangeMessage(min: min, max: max) }
        case "app":
            check = .app(className: validator.className?.value ?? "(no class)")
        default:
            guard let pattern = info.regex else { return nil }
            check = .regex(pattern)
        }
        return CompiledValidator(check: check, message: message, property: property, index: index)
    }

    /// The default message of `range`, naming the bounds it has.
    static func rangeMessage(min: Double?, max: Double?) -> String {
        func text(_ d: Double) -> String { NumberFormatting.description(d) }
        switch (min, max) {
        case let (low?, high?): return "Must be between \(text(low)) and \(text(high))"
        case let (low?, nil): return "Must be at least \(text(low))"
        case let (nil, high?): return "Must be at most \(text(high))"
        case (nil, nil): return "Must be a number"
        }
    }
}
