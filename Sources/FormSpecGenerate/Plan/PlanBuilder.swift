import FormSpec
import FormSpecJSON

/// Reads a checked spec into a `FormPlan`. Values are converted as the preview converts them
/// (`CompiledForm.rowDefaults`), cell config values by the type of the property their key path
/// reaches (`DocumentClasses`).
struct PlanBuilder {
    let catalog: Catalog
    let classes: DocumentClasses
    let compiled: CompiledForm
    let project: ProjectConfiguration?

    /// Nil when the document has no form (a spec with errors never gets here).
    static func plan(_ document: SpecDocument, catalog: Catalog, project: ProjectConfiguration?) -> FormPlan? {
        guard let form = document.form else { return nil }
        let builder = PlanBuilder(
            catalog: catalog, classes: DocumentClasses(catalog: catalog, form: form, project: project),
            compiled: CompiledForm(document, catalog: catalog), project: project)
        return builder.form(form, specFileName: String(document.name.split(separator: "/").last ?? ""))
    }

    private func form(_ form: Form, specFileName: String) -> FormPlan {
        var settings: [FormSetting] = []
        for name in ["addAsteriskToRequiredRowsTitle", "assignFirstResponderOnShow", "endEditingTableViewOnScroll"] {
            if let member = form.node.member(name), let b = member.value?.boolValue {
                settings.append(FormSetting(name: name, value: .bool(b), range: member.range))
            }
        }
        if let member = form.node.member("rowNavigationOptions"), let items = member.value?.elements {
            settings.append(
                FormSetting(
                    name: "rowNavigationOptions", value: .flags(items.compactMap(\.stringValue)), range: member.range))
        }
        var custom = form.customRowTypes.compactMap { type -> CustomRowTypePlan? in
            guard type.cellClass != nil || type.inlineRowType != nil else { return nil }
            return CustomRowTypePlan(
                name: type.name.value, cellClass: type.cellClass?.value, inlineRowType: type.inlineRowType?.value,
                inlineRowTypeConstant: type.inlineRowType.flatMap { catalog.rowType($0.value)?.constant },
                range: type.node.range)
        }
        // The project's shared types this form's rows use, registered as the spec's own are
        // (the registration is global in XLForm, so registering again is harmless).
        for type in project?.customRowTypes ?? [] where !custom.contains(where: { $0.name == type.name.value }) {
            guard type.cellClass != nil || type.inlineRowType != nil,
                let use = form.rows.first(where: { $0.rowType?.value == type.name.value })?.rowType
            else { continue }
            custom.append(
                CustomRowTypePlan(
                    name: type.name.value, cellClass: type.cellClass?.value, inlineRowType: type.inlineRowType?.value,
                    inlineRowTypeConstant: type.inlineRowType.flatMap { catalog.rowType($0.value)?.constant },
                    range: use.range))
        }
        let sections = form.sections.map(section)
        let tags = sections.flatMap { s in (s.template.map { [$0] } ?? []) + s.rows }.compactMap(\.effectiveTag)
        return FormPlan(
            specFileName: specFileName, range: form.node.range, title: form.title?.value,
            disabled: form.disabled.map(condition), settings: settings, customRowTypes: custom, sections: sections,
            tagNames: TagNames(tags))
    }

    private func section(_ section: Section) -> SectionPlan {
        let defaults = compiled.rowDefaults(ofSection: section.index)
        let rows = section.rows.enumerated().map { i, row in
            self.row(row, defaults: defaults.flatMap { i < $0.rows.count ? $0.rows[i] : nil })
        }
        return SectionPlan(
            index: section.index, name: section.displayName, range: section.node.range, title: section.title?.value,
            footerTitle: section.footerTitle?.value, hidden: section.hidden.map(condition),
            multivaluedTag: section.multivaluedTag?.value, sectionOptions: section.sectionOptions.map(\.value),
            insertMode: section.insertMode?.value,
            template: section.template.map { row($0, defaults: defaults?.template) }, rows: rows,
            insertion: (section.template ?? section.rows.first).map { row($0, defaults: defaults?.insertion) },
            addButtonTitle: section.addButtonTitle?.value, ranges: ranges(section.node))
    }

    private func row(_ row: Row, defaults: RowDefault?) -> RowPlan {
        let rowType = row.rowType?.value ?? ""
        let info =
            classes.rowTypes.info(rowType)
            ?? RowTypeInfo(
                name: rowType, constant: nil, cell: "XLFormBaseCell", valueKind: .none, produces: "", doc: "",
                isCustom: true)
        let validators = row.validators.enumerated().compactMap { index, v -> ValidatorPlan? in
            guard let type = v.type?.value else { return nil }
            let info = catalog.validatorType(type)
            return ValidatorPlan(
                type: type, className: v.className?.value, builtInPattern: info?.regex,
                defaultMessage: info?.defaultMessage, regex: v.regex?.value,
                msg: v.msg?.value, message: defaults?.validatorMessages[index],
                length: v.length?.value, min: v.min?.value, max: v.max?.value, range: v.node.range)
        }
        return RowPlan(
            name: row.displayName, range: row.node.range, isTemplate: row.isTemplate, tag: row.tag?.value,
            rowType: rowType, typeInfo: info,
            rowTypeConstant: catalog.rowType(rowType)?.constant, title: row.title?.value,
            value: row.value.flatMap(RelativeDate.offset).map(LiteralValue.relativeDate)
                ?? defaults?.value.map(LiteralValue.init(runtime:)),
            leftValue: row.leftOption.map(Self.optionValue) ?? defaults?.leftValue.map(LiteralValue.init(runtime:)),
            required: row.required?.value,
            requireMsg: row.requireMsg?.value, requiredMessage: defaults?.requiredMessage,
            hidden: row.hidden.map(condition), disabled: row.disabled.map(condition), validators: validators,
            options: row.selectorOptions.map { options($0, rowType: rowType) }, selectorTitle: row.selectorTitle?.value,
            noValueDisplayText: row.noValueDisplayText?.value, configs: row.cellConfigs.map { config($0, of: row) },
            height: row.height?.value, cellStyle: row.cellStyle?.value, cellClass: row.cellClass?.value,
            valueTransformer: row.valueTransformer?.value,
            valueFormatter: row.valueFormatter.map(Self.formatter),
            useValueFormatterDuringInput: row.useValueFormatterDuringInput?.value,
            action: row.action?.members.map {
                ActionMember(name: $0.name, value: $0.value.value, range: $0.value.range)
            }
                ?? [],
            ranges: ranges(row.node))
    }

    private func options(_ options: SelectorOptions, rowType: String) -> OptionsPlan {
        guard rowType == "selectorLeftRight" else { return .plain(options.options.map(option)) }
        return .leftRight(
            options.options.map { left in
                let node = left.node
                return LeftRightOptionPlan(
                    leftValue: left.leftValue.map { LiteralValue(json: $0.jsonValue) } ?? .null,
                    rightOptions: left.rightOptions?.options.map(option) ?? [],
                    httpParameterKey: node.value("httpParameterKey")?.stringValue,
                    rightSelectorControllerClass: node.value("rightSelectorControllerClass")?.stringValue,
                    noValueDisplayText: node.value("noValueDisplayText")?.stringValue,
                    selectorTitle: node.value("selectorTitle")?.stringValue,
                    leftValueChangePolicy: node.value("leftValueChangePolicy")?.stringValue, range: node.range)
            })
    }

    /// The formatter with the style its class has (the checker warns that the other has no effect).
    private static func formatter(_ formatter: ValueFormatter) -> FormatterPlan {
        let cls = formatter.effectiveClass
        return FormatterPlan(
            className: cls, isFoundation: formatter.isFoundation,
            numberStyle: cls == ValueFormatter.numberFormatter ? formatter.numberStyle?.value : nil,
            countStyle: cls == ValueFormatter.byteCountFormatter ? formatter.countStyle?.value : nil,
            range: formatter.node.range)
    }

    /// A value as a selector compares it: `{formValue, formDisplayText}` is an XLFormOptionsObject.
    private static func optionValue(_ node: JSONNode) -> LiteralValue {
        guard let formValue = node.value("formValue") else { return LiteralValue(json: node.jsonValue) }
        return .option(
            value: LiteralValue(json: formValue.jsonValue), displayText: node.value("formDisplayText")?.stringValue)
    }

    /// A scalar stays itself; `{formValue, formDisplayText}` becomes an XLFormOptionsObject.
    private func option(_ option: SelectorOption) -> LiteralValue {
        let value = option.formValue.map { LiteralValue(json: $0.jsonValue) } ?? .null
        return option.isOptionObject ? .option(value: value, displayText: option.displayText?.value) : value
    }

    private func config(_ config: CellConfig, of row: Row) -> ConfigPlan {
        let root = classes.rootClass(of: row, config: config.kind)
        let overwritten = Set(
            root.map { classes.overwrittenKeys(rootClass: $0, rowType: row.rowType?.value, config: config.kind) }?
                .map(\.keyPath) ?? [])
        let entries = config.entries.compactMap { entry -> ConfigEntry? in
            guard let value = entry.value else { return nil }
            let resolution = root.map { classes.resolver.resolve(entry.keyPath.value, from: $0) }
            return ConfigEntry(
                keyPath: entry.keyPath.value, resolution: resolution,
                value: ConfigValues.literal(value, type: resolution?.target?.property.type),
                range: TextRange(entry.keyPath.range.start, value.range.end),
                isOverwritten: overwritten.contains(entry.keyPath.value))
        }
        return ConfigPlan(kind: config.kind, entries: entries, range: config.node.range)
    }

    private func condition(_ condition: Condition) -> ConditionPlan {
        switch condition {
        case .constant(let b, let node): return .constant(b, range: node.range)
        case .predicate(let literal, _):
            return .predicate(literal.value, parsed: XLFormPredicate.parse(literal.value), literal: literal)
        }
    }

    private func ranges(_ node: JSONNode) -> [String: TextRange] {
        var ranges: [String: TextRange] = [:]
        for member in node.members ?? [] { ranges[member.key.value] = member.range }
        return ranges
    }
}
