extension PreviewSession {
    /// The preview of the session's current state. Parts outside `fields` (all when nil) are
    /// left empty, so that a caller asking for validity or values skips the rows.
    func result(fields: Set<PreviewResult.Field>? = nil) -> PreviewResult {
        func wants(_ wanted: PreviewResult.Field...) -> Bool { fields.map { !$0.isDisjoint(with: wanted) } ?? true }
        for section in sections {
            for row in section.rows {
                row.validation = nil
                row.outputNotes = []
            }
        }
        let visible = sections.filter { !$0[cache: .hidden].bool }.map { section in
            (section: section, rows: section.rows.filter { !$0[cache: .hidden].bool })
        }
        let values = wants(.formValues, .httpParameters, .sections)
            ? FormValues.compute(visible, keysAreUnique: form.outputKeysAreUnique, httpParameters: wants(.httpParameters, .sections))
            : FormValues.Output(formValues: [:], httpParameters: [:])
        var errors: [PreviewResult.ValidationError] = []
        if wants(.valid, .validationErrors, .sections) {
            for (section, rows) in visible {
                for row in rows {
                    let validation = RowValidation(row, regex: options.regex)
                    row.validation = validation
                    guard let failure = validation.failure else { continue }
                    errors.append(PreviewResult.ValidationError(
                        tag: row.tag, message: failure.message, section: section.compiled.index,
                        row: section.rows.firstIndex { $0 === row } ?? 0))
                }
            }
        }
        var sectionResults: [PreviewResult.Section] = []
        if wants(.sections) {
            let dates = DateDisplay.for(locale: options.locale, timeZone: options.timeZone)
            let asterisk = form.addAsteriskToRequiredRowsTitle
            sectionResults = sections.map { section in
                PreviewResult.Section(
                    index: section.compiled.index, title: section.compiled.title, footerTitle: section.compiled.footerTitle,
                    hidden: section[cache: .hidden].bool, multivaluedTag: section.compiled.multivaluedTag,
                    rows: section.rows.map { rowResult($0, asterisk: asterisk, dates: dates) },
                    warnings: section.compiled.warnings + section.notes)
            }
        }
        return PreviewResult(
            title: form.title, valid: errors.isEmpty, disabled: formDisabled, sections: sectionResults,
            formValues: values.formValues, httpParameters: values.httpParameters, validationErrors: errors,
            warnings: formNotes, formValueSources: values.formValueSources, httpParameterSources: values.httpParameterSources)
    }

    private func rowResult(_ row: RowState, asterisk: Bool, dates: DateDisplay) -> PreviewResult.Row {
        var warnings = row.compiled.warnings
        if !row.valueNotes.isEmpty { warnings += row.valueNotes }
        if !row.notes.isEmpty { warnings += row.notes }
        if let more = row.validation?.warnings, !more.isEmpty { warnings += more }
        if !row.outputNotes.isEmpty { warnings += row.outputNotes }
        return PreviewResult.Row(
            tag: row.tag, rowType: row.compiled.rowType, title: row.effectiveTitle, label: CellDisplay.label(of: row, asterisk: asterisk),
            path: row.compiled.path, origin: row.compiled.origin, required: row.compiled.required, hidden: row[cache: .hidden].bool,
            disabled: formDisabled || row[cache: .disabled].bool, value: row.holdsDefaults ? row.compiled.defaultOutputs.json : PreviewJSON.value(row.value),
            displayText: CellDisplay.text(of: row, dates: dates), errors: row.validation?.failure.map { [$0.message] } ?? [],
            warnings: warnings, source: row.compiled)
    }
}
