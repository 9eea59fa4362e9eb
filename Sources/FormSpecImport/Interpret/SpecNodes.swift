import FormSpecJSON

/// The descriptors a method builds, as reference types like XLForm's own: a row changed after
/// it was added to its section is changed in the form too.
final class FormNode {
    let range: TextRange
    var members = Members()
    var sections: [SectionNode] = []
    var customRowTypes = Members()

    init(range: TextRange) { self.range = range }

    /// Every row added so far, templates excluded.
    var rows: [RowNode] { sections.flatMap(\.rows) }

    static let order = [
        "title", "disabled", "addAsteriskToRequiredRowsTitle", "assignFirstResponderOnShow",
        "endEditingTableViewOnScroll", "rowNavigationOptions", "customRowTypes", "sections",
    ]

    func json() -> SourcedJSON {
        var all = members
        if !customRowTypes.isEmpty {
            all.set("customRowTypes", at: range, .object(customRowTypes.list, range))
        }
        all.set("sections", at: range, .array(sections.map { $0.json() }, range))
        return .object(all.ordered(FormNode.order), range)
    }
}

final class SectionNode {
    let range: TextRange
    var members = Members()
    var rows: [RowNode] = []
    var template: RowNode?
    /// `multivaluedAddButton`'s properties.
    var addButton = Members()

    init(range: TextRange) { self.range = range }

    static let order = [
        "title", "footerTitle", "hidden", "multivaluedTag", "sectionOptions", "sectionInsertMode",
        "multivaluedRowTemplate", "multivaluedAddButton", "rows",
    ]

    func json() -> SourcedJSON {
        var all = members
        if let template { all.set("multivaluedRowTemplate", at: template.range, template.json()) }
        if let first = addButton.list.first {
            all.set("multivaluedAddButton", at: first.key.range, .object(addButton.list, first.key.range))
        }
        if !rows.isEmpty { all.set("rows", at: range, .array(rows.map { $0.json() }, range)) }
        return .object(all.ordered(SectionNode.order), range)
    }
}

final class RowNode {
    static let configNames = ["cellConfig", "cellConfigAtConfigure", "cellConfigIfDisabled", "cellConfigForSelector"]

    var range: TextRange
    var members = Members()
    var configs: [String: Members] = [:]
    var validators: [SourcedJSON] = []
    var action = Members()
    /// What `selectorOptions` was set to, for `row.selectorOptions[0]`.
    var optionsValue: ImportValue?
    /// `valueFormatter` and where it was set: the formatter may be configured after.
    var formatter: (node: FormatterNode, at: TextRange)?

    init(range: TextRange) { self.range = range }

    var tag: SourcedString? {
        if case .string(let s)? = members["tag"] { return s }
        return nil
    }

    var rowType: String? {
        if case .string(let s)? = members["rowType"] { return s.value }
        return nil
    }

    static let order = [
        "tag", "rowType", "title", "value", "required", "requireMsg", "hidden", "disabled", "validators",
        "selectorOptions", "selectorTitle", "noValueDisplayText", "cellConfig", "cellConfigAtConfigure",
        "cellConfigIfDisabled", "cellConfigForSelector", "height", "cellStyle", "cellClass", "valueTransformer",
        "valueFormatter", "useValueFormatterDuringInput", "action",
    ]

    static let actionOrder = [
        "viewControllerClass", "viewControllerStoryboardId", "viewControllerNibName", "viewControllerPresentationMode",
        "formSegueIdentifier", "formSegueClass", "formSelector",
    ]

    func json() -> SourcedJSON {
        var all = members
        for name in RowNode.configNames {
            if let config = configs[name], !config.isEmpty {
                all.set(name, at: config.list[0].key.range, .object(config.list, config.list[0].key.range))
            }
        }
        if !validators.isEmpty {
            all.set("validators", at: validators[0].range, .array(validators, validators[0].range))
        }
        if let formatter { all.set("valueFormatter", at: formatter.at, formatter.node.json()) }
        if !action.isEmpty {
            let at = action.list[0].key.range
            all.set("action", at: at, .object(action.ordered(RowNode.actionOrder), at))
        }
        return .object(all.ordered(RowNode.order), range)
    }

    /// `[row copy]`: XLForm's copyWithZone: keeps these and drops the tag, value, requireMsg,
    /// cellConfigIfDisabled, cellConfigForSelector, height and cell style (XLFormRowDescriptor.m).
    func copy(at range: TextRange) -> RowNode {
        let copy = RowNode(range: range)
        let kept = [
            "rowType", "title", "cellClass", "valueTransformer", "hidden", "disabled", "required", "noValueDisplayText",
            "selectorTitle", "selectorOptions", "leftRightSelectorLeftOptionSelected",
        ]
        for m in members.list where kept.contains(m.key.value) { copy.members.set(m.key, m.value) }
        copy.configs["cellConfig"] = configs["cellConfig"]
        copy.configs["cellConfigAtConfigure"] = configs["cellConfigAtConfigure"]
        copy.validators = validators
        copy.action = action
        copy.optionsValue = optionsValue
        return copy
    }
}

/// An XLFormLeftRightSelectorOption: its properties may be set after it is made.
final class LeftRightNode {
    let range: TextRange
    var members = Members()

    init(range: TextRange) { self.range = range }

    static let order = [
        "leftValue", "httpParameterKey", "rightOptions", "rightSelectorControllerClass", "noValueDisplayText",
        "selectorTitle", "leftValueChangePolicy",
    ]

    func json() -> SourcedJSON { .object(members.ordered(LeftRightNode.order), range) }
}

/// An NSFormatter a row is given: Foundation's number or byte count formatter, or the app's.
final class FormatterNode {
    let range: TextRange
    var members = Members()

    init(range: TextRange) { self.range = range }

    /// The class the spec names for a formatter class as code spells it; nil for formatters the
    /// format has no object for (dates, measurements, …).
    static func specClass(_ className: String) -> String? {
        switch className {
        case "NSNumberFormatter", "NumberFormatter": return "NSNumberFormatter"
        case "NSByteCountFormatter", "ByteCountFormatter": return "NSByteCountFormatter"
        default:
            let foundation = className.hasPrefix("NS") || foundationClasses.contains(className)
            return className.hasSuffix("Formatter") && !foundation ? className : nil
        }
    }

    /// Foundation's other formatters, as Swift names them.
    private static let foundationClasses: Set<String> = [
        "DateFormatter", "ISO8601DateFormatter", "DateComponentsFormatter", "DateIntervalFormatter",
        "MeasurementFormatter", "PersonNameComponentsFormatter", "LengthFormatter", "MassFormatter",
        "EnergyFormatter", "ListFormatter", "RelativeDateTimeFormatter",
    ]

    func json() -> SourcedJSON { .object(members.list, range) }
}
