import FormSpecJSON

extension CompiledForm {
    /// Compiles a parsed spec: an XLForm spec, or a field file by `init(fields:classes:)`
    /// (whose app classes come from `project`). Never fails: what cannot be used becomes a
    /// warning.
    public convenience init(
        _ document: SpecDocument, catalog: Catalog = .standard, project: ProjectConfiguration? = nil
    ) {
        if document.dialect == .fxforms {
            self.init(fields: document, classes: FXClassIndex(.standard, project: project))
            return
        }
        var compiler = XLFormCompiler(catalog: catalog)
        var warnings = CompiledForm.syntaxWarnings(document)
        guard let form = document.form else {
            warnings.append(PreviewWarning(.syntax, "the spec is not a JSON object, so there is no form to preview"))
            self.init(
                name: document.name, title: nil, disabled: .never, addAsterisk: false, sections: [],
                tags: compiler.tags, warnings: warnings)
            return
        }
        let table = RowTypeTable(catalog: catalog, form: form)
        let sections = form.sections.map { compiler.section($0, table: table) }
        let disabled = CompiledCondition(form.disabled, tags: &compiler.tags)
        if case .unparsable(let source, let reason) = disabled {
            warnings.append(
                PreviewWarning(
                    .crash, "the form's disabled predicate '\(source)' cannot be used: \(reason)", property: "disabled",
                    crashes: true))
        }
        self.init(
            name: document.name, title: form.title?.value, disabled: disabled,
            addAsterisk: form.node.value("addAsteriskToRequiredRowsTitle")?.boolValue ?? false, sections: sections,
            tags: compiler.tags, warnings: warnings)
    }
}

extension CompiledForm {
    /// A warning when the text has JSON syntax errors, naming the first.
    static func syntaxWarnings(_ document: SpecDocument) -> [PreviewWarning] {
        let errors = document.syntax.errors
        guard let first = errors.first else { return [] }
        let p = document.lines.position(of: first.range.start, in: .utf32)
        return [
            PreviewWarning(
                .syntax,
                "the spec has \(errors.count) JSON syntax error\(errors.count == 1 ? "" : "s") (first at \(p.line + 1):\(p.character + 1): \(first.message)); the preview uses what could be parsed"
            )
        ]
    }
}

/// Builds compiled sections and rows from the XLForm spec model.
struct XLFormCompiler {
    let catalog: Catalog
    var tags = TagSlots()

    mutating func section(_ section: Section, table: RowTypeTable) -> CompiledSection {
        let path = "/sections/\(section.index)"
        let rows = section.rows.map { row($0, path: "\(path)/rows/\($0.position.row ?? 0)", table: table) }
        let template = section.template.map { row($0, path: "\(path)/multivaluedRowTemplate", table: table) }
        let options = Set(section.sectionOptions.map(\.value))
        let tag = section.multivaluedTag?.value
        var warnings: [PreviewWarning] = []
        let hidden = CompiledCondition(section.hidden, tags: &tags)
        if case .unparsable(let source, let reason) = hidden {
            warnings.append(
                PreviewWarning(
                    .crash, "the section's hidden predicate '\(source)' cannot be used: \(reason)", property: "hidden",
                    crashes: true))
        }
        return CompiledSection(
            index: section.index, path: path, title: section.title?.value, footerTitle: section.footerTitle?.value,
            hidden: hidden, multivaluedTag: (tag?.isEmpty ?? true) ? nil : tag, isMultivalued: !options.isEmpty,
            hasAddButton: section.insertMode?.value == "button" && options.contains("canInsert"), rows: rows,
            template: template, warnings: warnings, addButtonTitle: section.addButtonTitle?.value)
    }

    mutating func row(_ row: Row, path: String, table: RowTypeTable) -> CompiledRow {
        let tag = row.effectiveTag
        let rowType = row.rowType?.value
        let info = rowType.flatMap(table.info)
        var warnings: [PreviewWarning] = []
        if info == nil, row.cellClass == nil {
            let what = rowType.map { "row type '\($0)' is not registered" } ?? "the row has no rowType"
            warnings.append(
                PreviewWarning(
                    .crash, "\(what): XLForm asserts 'Not defined XLFormRowDescriptorType' when it creates the cell",
                    tag: tag, property: "rowType", crashes: true))
        }
        let hidden = condition(row.hidden, .hidden, tag: tag, &warnings)
        let disabled = condition(row.disabled, .disabled, tag: tag, &warnings)
        if tag == nil { warnings += CompiledRow.untaggedPredicateWarnings(hidden: hidden, disabled: disabled) }
        let validators = row.validators.enumerated().compactMap { index, validator in
            CompiledValidator.compile(validator, index: index, catalog: catalog, tag: tag, warnings: &warnings)
        }
        if let transformer = row.valueTransformer?.value {
            warnings.append(
                PreviewWarning(
                    .app, "valueTransformer \(transformer) is an app class; display texts ignore it",
                    tag: tag, property: "valueTransformer"))
        }
        let isLeftRight = rowType == "selectorLeftRight"
        let choices = row.selectorOptions?.options ?? []
        let options = isLeftRight ? [] : choices.map(Self.option)
        let leftOptions = isLeftRight ? choices.map(Self.leftOption) : []
        var converted = CellValueConversion.Converted(value: nil)
        // The left option is only the one `leftRightSelectorLeftOptionSelected` names
        // (XLFormLeftRightSelectorCell.m, lines 131-133 and 170-171, read nothing else).
        var left: RuntimeValue?
        if isLeftRight, let json = row.leftOption?.jsonValue, !json.isNull {
            switch CellValueConversion.leftOption(json, among: leftOptions) {
            case .success(let option): left = option.leftValue
            case .failure(let problem):
                warnings.append(
                    PreviewWarning(
                        .value, "leftRightSelectorLeftOptionSelected: \(problem.message)", tag: tag,
                        property: "leftRightSelectorLeftOptionSelected"))
            }
        }
        if var json = row.value?.jsonValue {
            if left != nil, let chosen = row.leftOption?.jsonValue {
                json = .object(["leftValue": chosen, "value": json])
            }
            converted = CellValueConversion.convert(
                json, kind: PreviewValueKind(rowType: rowType, info: info), rowType: rowType, options: options,
                leftOptions: leftOptions)
            if let problem = converted.problem {
                warnings.append(PreviewWarning(.value, "value: \(problem)", tag: tag, property: "value"))
            }
        }
        let formatting = cellFormatting(row, info: info, tag: tag, &warnings)
        return CompiledRow(
            path: path, origin: .spec, tag: tag, tagSlot: tag.map { tags.slot($0) }, rowType: rowType, info: info,
            title: row.title?.value, required: row.isRequired, requireMsg: row.requireMsg?.value, hidden: hidden,
            disabled: disabled, validators: validators, options: options, leftOptions: leftOptions,
            noValueDisplayText: row.noValueDisplayText?.value, valueTransformer: row.valueTransformer?.value,
            cellStyle: row.cellStyle?.value, defaultValue: converted.value, defaultLeftValue: left,
            warnings: warnings, defaultDateOffset: converted.dateOffset, formatting: formatting)
    }

    /// The row's valueFormatter where its cell reads it (a custom cell is the app's), and a
    /// date cell's `locale` from `cellConfigAtConfigure`, applied when the cell is made and so
    /// before its first `-update` (XLFormRowDescriptor.m, lines 169 and 175-180; `cellConfig`
    /// is applied after `-update`, XLFormViewController.m, lines 593-598).
    private func cellFormatting(
        _ row: Row, info: RowTypeInfo?, tag: String?, _ warnings: inout [PreviewWarning]
    ) -> CellFormatting {
        var formatting = CellFormatting()
        if let formatter = row.valueFormatter, let info, !info.isCustom, info.valueFormatterUse != .none {
            let compiled = ValueFormatting(formatter, catalog: catalog)
            if case .app(let name) = compiled {
                warnings.append(
                    PreviewWarning(
                        .app,
                        "valueFormatter \(name) is an app class: the preview cannot know the text it shows, so the display text is null while the row has a value",
                        tag: tag, property: "valueFormatter"))
            }
            formatting.valueFormatter = compiled
        }
        guard CellKind(info) == .date else { return formatting }
        let entry = row.cellConfigs.filter { $0.kind == .cellConfigAtConfigure }.flatMap(\.entries).last {
            $0.keyPath.value == "locale"
        }
        if let value = entry?.value, !value.isNull {
            if let name = value.stringValue, let locale = PreviewOptions.locale(named: name) {
                formatting.locale = locale
            } else {
                warnings.append(
                    PreviewWarning(
                        .value,
                        "cellConfigAtConfigure.locale \(value.jsonValue.encodedString()) is not a locale identifier the preview knows; the date is shown in the preview's locale",
                        tag: tag, property: "cellConfigAtConfigure.locale"))
            }
        }
        return formatting
    }

    private mutating func condition(
        _ condition: Condition?, _ kind: ConditionKind, tag: String?, _ warnings: inout [PreviewWarning]
    ) -> CompiledCondition {
        let compiled = CompiledCondition(condition, tags: &tags)
        if case .unparsable(let source, let reason) = compiled {
            warnings.append(
                PreviewWarning(
                    .crash, "\(kind.rawValue) '\(source)' cannot be set: \(reason); the preview treats it as false",
                    tag: tag, property: kind.rawValue, crashes: true))
        }
        return compiled
    }

    /// A scalar option as NSJSONSerialization gives it, or an XLFormOptionsObject.
    static func option(_ option: SelectorOption) -> RuntimeValue {
        guard option.isOptionObject else { return RuntimeValue(json: option.node.jsonValue) }
        return .option(
            FormOption(
                formValue: option.formValue.map { RuntimeValue(json: $0.jsonValue) } ?? .null,
                displayText: option.displayText?.value))
    }

    static func leftOption(_ option: SelectorOption) -> LeftOption {
        LeftOption(
            leftValue: option.leftValue.map { CellValueConversion.writtenOption($0.jsonValue) } ?? .null,
            rightOptions: (option.rightOptions?.options ?? []).map(Self.option),
            httpParameterKey: option.node.value("httpParameterKey")?.stringValue,
            noValueDisplayText: option.node.value("noValueDisplayText")?.stringValue)
    }
}
