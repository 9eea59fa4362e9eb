import FormSpecJSON

extension CompiledForm {
    convenience init(compiling document: SpecDocument, catalog: Catalog) {
        var warnings: [PreviewWarning] = []
        let errors = document.syntax.errors
        if let first = errors.first {
            let (line, column) = Self.humanLocation(document.lines, first.range.start)
            warnings.append(
                PreviewWarning(
                    .syntax,
                    "the spec has \(errors.count) JSON syntax error\(errors.count == 1 ? "" : "s") (first at \(line):\(column): \(first.message)); the preview uses what could be parsed"
                ))
        }
        guard let form = document.form else {
            warnings.append(PreviewWarning(.syntax, "the spec is not a JSON object, so there is no form to preview"))
            self.init(
                name: document.name, title: nil, disabled: .never, addAsterisk: false, sections: [], warnings: warnings)
            return
        }
        let table = RowTypeTable(catalog: catalog, form: form)
        let sections = form.sections.map { FormCompiler.section($0, table: table) }
        let asterisk = form.node.value("addAsteriskToRequiredRowsTitle")?.boolValue ?? false
        let disabled = CompiledCondition(form.disabled)
        if case .unparsable(let source, let reason) = disabled {
            warnings.append(
                PreviewWarning(
                    .crash, "the form's disabled predicate '\(source)' cannot be used: \(reason)", property: "disabled",
                    crashes: true))
        }
        self.init(
            name: document.name, title: form.title?.value, disabled: disabled, addAsterisk: asterisk,
            sections: sections,
            warnings: warnings)
    }

    private static func humanLocation(_ lines: LineIndex, _ offset: Int) -> (Int, Int) {
        let p = lines.position(of: offset, in: .utf32)
        return (p.line + 1, p.character + 1)
    }
}

/// Builds compiled sections and rows from the model.
enum FormCompiler {
    static func section(_ section: Section, table: RowTypeTable) -> CompiledSection {
        let path = "/sections/\(section.index)"
        let rows = section.rows.map {
            row($0, path: "\(path)/rows/\($0.position.row ?? 0)", origin: .spec, table: table)
        }
        let template = section.template.map {
            row($0, path: "\(path)/multivaluedRowTemplate", origin: .spec, table: table)
        }
        let options = Set(section.sectionOptions.map(\.value))
        let tag = section.multivaluedTag?.value
        var warnings: [PreviewWarning] = []
        let hidden = CompiledCondition(section.hidden)
        if case .unparsable(let source, let reason) = hidden {
            warnings.append(
                PreviewWarning(
                    .crash, "the section's hidden predicate '\(source)' cannot be used: \(reason)", property: "hidden",
                    crashes: true))
        }
        let multivaluedTag = (tag?.isEmpty ?? true) ? nil : tag
        return CompiledSection(
            index: section.index, path: path, title: section.title?.value, footerTitle: section.footerTitle?.value,
            hidden: hidden,
            multivaluedTag: multivaluedTag, isMultivalued: !options.isEmpty,
            hasAddButton: section.insertMode?.value == "button" && options.contains("canInsert"), rows: rows,
            template: template, warnings: warnings,
            encodedHeads: PreviewResult.Section.encodedHeads(
                index: section.index, title: section.title?.value,
                footerTitle: section.footerTitle?.value, multivaluedTag: multivaluedTag))
    }

    static func row(_ row: Row, path: String, origin: RowOrigin, table: RowTypeTable) -> CompiledRow {
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
            CompiledValidator.compile(validator, index: index, catalog: table.catalog, tag: tag, warnings: &warnings)
        }
        if let transformer = row.valueTransformer?.value {
            warnings.append(
                PreviewWarning(
                    .app, "valueTransformer \(transformer) is an app class; display texts ignore it",
                    tag: tag, property: "valueTransformer"))
        }
        let isLeftRight = rowType == "selectorLeftRight"
        let choices = row.selectorOptions?.options ?? []
        let compiled = CompiledRow(
            path: path, origin: origin, tag: tag, rowType: rowType, info: info, title: row.title?.value,
            required: row.isRequired,
            requireMsg: row.requireMsg?.value, hidden: hidden, disabled: disabled, validators: validators,
            options: isLeftRight ? [] : choices.map(option), leftOptions: isLeftRight ? choices.map(leftOption) : [],
            noValueDisplayText: row.noValueDisplayText?.value, valueTransformer: row.valueTransformer?.value,
            cellStyle: row.cellStyle?.value, defaultValue: nil, defaultLeftValue: nil, warnings: warnings)
        guard let json = row.value?.jsonValue else { return compiled }
        return withDefault(compiled, json)
    }

    /// The row again, holding its spec `value` converted as the cell would hold it.
    private static func withDefault(_ row: CompiledRow, _ json: JSONValue) -> CompiledRow {
        let converted = CellValueConversion.convert(json, for: row)
        var warnings = row.warnings
        if let problem = converted.problem {
            warnings.append(PreviewWarning(.value, "value: \(problem)", tag: row.tag, property: "value"))
        }
        return CompiledRow(
            path: row.path, origin: row.origin, tag: row.tag, rowType: row.rowType, info: row.info, title: row.title,
            required: row.required, requireMsg: row.requireMsg, hidden: row.hidden, disabled: row.disabled,
            validators: row.validators, options: row.options, leftOptions: row.leftOptions,
            noValueDisplayText: row.noValueDisplayText, valueTransformer: row.valueTransformer,
            cellStyle: row.cellStyle,
            defaultValue: converted.value, defaultLeftValue: converted.leftValue, warnings: warnings)
    }

    private static func condition(
        _ condition: Condition?, _ kind: ConditionKind, tag: String?, _ warnings: inout [PreviewWarning]
    ) -> CompiledCondition {
        let compiled = CompiledCondition(condition)
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
            leftValue: option.leftValue.map { RuntimeValue(json: $0.jsonValue) } ?? .null,
            rightOptions: (option.rightOptions?.options ?? []).map(self.option),
            httpParameterKey: option.node.value("httpParameterKey")?.stringValue,
            noValueDisplayText: option.node.value("noValueDisplayText")?.stringValue)
    }
}
