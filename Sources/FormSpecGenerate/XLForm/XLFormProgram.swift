import FormSpec
import FormSpecJSON

/// The statements of the factory method, in the order XLForm's README builds a form: the form,
/// then per section the section and its rows, each row created, configured and added.
struct XLFormProgram {
    let plan: FormPlan
    private(set) var statements: [XLFormStatement] = []
    private(set) var unsupported: [Diagnostic] = []
    /// The file needs the range validator class.
    private(set) var usesRangeValidator = false
    private var leftRightVariables = 0
    /// Names of the formatter variables declared so far.
    private var variableNames: Set<String> = []

    init(plan: FormPlan) {
        self.plan = plan
        build()
    }

    private mutating func build() {
        for custom in plan.customRowTypes {
            if let cellClass = custom.cellClass {
                statements.append(.registerCell(rowType: custom.name, cellClass: cellClass))
            }
            if let inline = custom.inlineRowType {
                statements.append(
                    .registerInlineRowType(
                        rowType: custom.name,
                        inline: custom.inlineRowTypeConstant.map(RowTypeReference.constant) ?? .custom(inline)))
            }
        }
        if !plan.customRowTypes.isEmpty { statements.append(.blank) }
        statements.append(.createForm(title: plan.title))
        switch plan.disabled {
        case .constant(let b, _)?: statements.append(.setForm(property: "disabled", .bool(b)))
        case .predicate(let source, _, let literal)?:
            unsupported.append(FormDisabledPredicate.diagnostic(source: source, range: literal.range))
        case nil: break
        }
        for setting in plan.settings {
            switch setting.value {
            case .bool(let b): statements.append(.setForm(property: setting.name, .bool(b)))
            case .flags(let names):
                statements.append(
                    .setForm(
                        property: setting.name,
                        .flags(enumName: "XLFormRowNavigationOptions", caseNames: names.filter { $0 != "none" })))
            }
        }
        for section in plan.sections { self.section(section) }
        statements.append(.blank)
        statements.append(.returnForm)
    }

    private mutating func section(_ section: SectionPlan) {
        statements.append(.blank)
        if let title = section.title, !title.isEmpty { statements.append(.comment(title)) }
        let multivalued = !section.sectionOptions.isEmpty || section.insertMode != nil
        statements.append(
            .createSection(
                title: section.title, options: multivalued ? section.sectionOptions : nil,
                insertMode: section.insertMode))
        if let footer = section.footerTitle { statements.append(.setSection(property: "footerTitle", .string(footer))) }
        if let tag = section.multivaluedTag { statements.append(.setSection(property: "multivaluedTag", .string(tag))) }
        if let hidden = section.hidden { statements.append(.setSection(property: "hidden", .condition(hidden))) }
        if let title = section.addButtonTitle {
            statements.append(.setSection(property: "multivaluedAddButton.title", .string(title)))
        }
        statements.append(.addSection)
        if let template = section.template {
            statements.append(.blank)
            row(template)
            statements.append(.setTemplate)
        }
        for row in section.rows {
            statements.append(.blank)
            self.row(row)
            statements.append(.addRow)
        }
    }

    private mutating func row(_ row: RowPlan) {
        let tag: TagReference =
            row.effectiveTag.map(TagReference.named) ?? (row.tag == nil ? .none : .empty)
        let type: RowTypeReference = row.rowTypeConstant.map(RowTypeReference.constant) ?? .custom(row.rowType)
        var variables: [String] = []
        if case .leftRight(let options)? = row.options {
            for option in options where option.hasProperties {
                leftRightVariables += 1
                let name = "leftOption\(leftRightVariables)"
                variables.append(name)
                statements.append(.createLeftRightOption(variable: name, option))
                if let text = option.noValueDisplayText {
                    statements.append(
                        .setVariable(variable: name, property: "noValueDisplayText", .string(text)))
                }
                if let text = option.selectorTitle {
                    statements.append(.setVariable(variable: name, property: "selectorTitle", .string(text)))
                }
                if let policy = option.leftValueChangePolicy {
                    statements.append(
                        .setVariable(
                            variable: name, property: "leftValueChangePolicy",
                            .enumCase(enumName: "XLFormLeftRightSelectorOptionLeftValueChangePolicy", caseName: policy))
                    )
                }
                if let cls = option.rightSelectorControllerClass {
                    statements.append(
                        .setVariable(variable: name, property: "rightSelectorControllerClass", .classNamed(cls)))
                }
            }
        }
        statements.append(.createRow(tag: tag, rowType: type, title: row.title))
        switch row.options {
        case .plain(let options)?: statements.append(.setRow(property: "selectorOptions", .options(options)))
        case .leftRight(let options)?:
            var next = variables.makeIterator()
            let elements = options.map { option -> XLFormValue.LeftRightElement in
                option.hasProperties ? .variable(next.next()!) : .inline(option)
            }
            statements.append(.setRow(property: "selectorOptions", .leftRightOptions(elements)))
        case nil: break
        }
        if let left = row.leftValue {
            statements.append(.setRow(property: "leftRightSelectorLeftOptionSelected", .object(left)))
        }
        if let value = row.value { statements.append(.setRow(property: "value", .object(value))) }
        if let required = row.required { statements.append(.setRow(property: "required", .bool(required))) }
        if let message = row.requireMsg { statements.append(.setRow(property: "requireMsg", .string(message))) }
        for validator in row.validators {
            guard let call = XLFormValidatorCall(validator) else { continue }
            usesRangeValidator = usesRangeValidator || call.isRange
            statements.append(.addValidator(call))
        }
        if let text = row.selectorTitle { statements.append(.setRow(property: "selectorTitle", .string(text))) }
        if let text = row.noValueDisplayText {
            statements.append(.setRow(property: "noValueDisplayText", .string(text)))
        }
        if let hidden = row.hidden { statements.append(.setRow(property: "hidden", .condition(hidden))) }
        if let disabled = row.disabled { statements.append(.setRow(property: "disabled", .condition(disabled))) }
        for config in row.configs {
            for entry in config.entries {
                statements.append(.setConfig(config.kind.rawValue, keyPath: entry.keyPath, entry.value))
            }
        }
        if let height = row.height { statements.append(.setRow(property: "height", .number(height))) }
        if let style = row.cellStyle {
            statements.append(
                .setRow(property: "cellStyle", .enumCase(enumName: "UITableViewCellStyle", caseName: style)))
        }
        if let cls = row.cellClass { statements.append(.setRow(property: "cellClass", .classNamed(cls))) }
        if let cls = row.valueTransformer { statements.append(.setRow(property: "valueTransformer", .classNamed(cls))) }
        if let formatter = row.valueFormatter { self.formatter(formatter, of: row) }
        if let b = row.useValueFormatterDuringInput {
            statements.append(.setRow(property: "useValueFormatterDuringInput", .bool(b)))
        }
        for member in row.action { statements.append(.setAction(property: member.name, Self.actionValue(member))) }
    }

    /// `row.valueFormatter = [[AppFormatter alloc] init];`, or a Foundation formatter made in a
    /// variable named after the row (`priceFormatter`) when a style is set on it.
    private mutating func formatter(_ formatter: FormatterPlan, of row: RowPlan) {
        let styles = [
            ("numberStyle", formatter.numberStyle, "NSNumberFormatterStyle"),
            ("countStyle", formatter.countStyle, "NSByteCountFormatterCountStyle"),
        ].compactMap { property, value, type in
            value.map { (property, $0, type) }
        }
        guard !styles.isEmpty else {
            return statements.append(.setRow(property: "valueFormatter", .newObject(formatter.className)))
        }
        var base = Identifiers.lowerCamel(row.effectiveTag.map { plan.tagNames.swiftCase($0) } ?? "")
        if base.isEmpty { base = "value" }
        var name = base + "Formatter"
        var n = 2
        while variableNames.contains(name) {
            name = base + "Formatter\(n)"
            n += 1
        }
        variableNames.insert(name)
        statements.append(.createObject(variable: name, className: formatter.className))
        for (property, caseName, type) in styles {
            statements.append(
                .setVariable(variable: name, property: property, .enumCase(enumName: type, caseName: caseName)))
        }
        statements.append(.setRow(property: "valueFormatter", .variable(name)))
    }

    private static func actionValue(_ member: ActionMember) -> XLFormValue {
        switch member.name {
        case "viewControllerClass", "formSegueClass": return .classNamed(member.value)
        case "formSelector": return .selector(member.value)
        case "viewControllerPresentationMode":
            return .enumCase(enumName: "XLFormPresentationMode", caseName: member.value)
        default: return .string(member.value)
        }
    }
}
