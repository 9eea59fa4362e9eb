/// What a row holds and says before anyone edits it, as XLForm holds it: the spec's `value`
/// converted the way the preview converts it (an option object for a selector, NSDecimalNumber
/// for a decimal row, NSDate for a date row), for `selectorLeftRight` the left value beside
/// it, and the messages its validation reports with their defaults filled in.
public struct RowDefault: Sendable {
    public let value: RuntimeValue?
    public let leftValue: RuntimeValue?
    /// `requireMsg` formatted with the title (or the tag), or XLForm's default; nil when the
    /// row is not required or its title changes at run time (the left-right selector's).
    public let requiredMessage: String?
    /// The failure message of each validator XLForm can build, by its index in `Row.validators`:
    /// `msg`, or the type's default (`At least 6 characters`, `Must be between 1 and 5`).
    public let validatorMessages: [Int: String]
}

/// The defaults of a section's rows.
public struct SectionDefaults: Sendable {
    /// One per row of the model's `Section.rows`, in that order.
    public let rows: [RowDefault]
    public let template: RowDefault?
    /// The row a multivalued insert adds: XLForm's copy of the template, else of the first row
    /// (without the tag, value and requireMsg); nil when there is neither.
    public let insertion: RowDefault?
}

extension CompiledForm {
    /// The defaults of the section written at `index` in the spec's `sections` array; nil when
    /// the spec has no such section.
    public func rowDefaults(ofSection index: Int) -> SectionDefaults? {
        guard let section = sections.first(where: { $0.index == index }) else { return nil }
        func defaults(_ row: CompiledRow) -> RowDefault {
            var messages: [Int: String] = [:]
            for validator in row.validators { messages[validator.index] = validator.message }
            let required =
                row.required && row.cell != .leftRight
                ? RowValidation.requiredMessage(title: row.title, tag: row.tag, requireMsg: row.requireMsg).text : nil
            return RowDefault(
                value: row.defaultValue, leftValue: row.defaultLeftValue, requiredMessage: required,
                validatorMessages: messages)
        }
        let copied = section.template ?? section.rows.first
        return SectionDefaults(
            rows: section.rows.map(defaults), template: section.template.map(defaults),
            insertion: copied.map { defaults($0.copied(as: section.template == nil ? .firstRow : .template)) })
    }
}
