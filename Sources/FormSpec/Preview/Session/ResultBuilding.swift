extension PreviewSession {
    /// The preview of the session's current state.
    func result() -> PreviewResult {
        let dates = DateDisplay.for(locale: options.locale, timeZone: options.timeZone)
        let visible = sections.filter { !$0[cache: .hidden].bool }.map { section in
            (section: section, rows: section.rows.filter { !$0[cache: .hidden].bool })
        }
        let values = FormValues.compute(visible)
        var validations: [ObjectIdentifier: RowValidation] = [:]
        var errors: [PreviewResult.ValidationError] = []
        for (section, rows) in visible {
            for row in rows {
                let validation = RowValidation(row, regex: options.regex)
                validations[ObjectIdentifier(row)] = validation
                guard let failure = validation.failure else { continue }
                errors.append(PreviewResult.ValidationError(
                    tag: row.tag, message: failure.message, section: section.compiled.index,
                    row: section.rows.firstIndex { $0 === row } ?? 0))
            }
        }
        let asterisk = form.addAsteriskToRequiredRowsTitle
        let sectionResults = sections.map { section in
            PreviewResult.Section(
                index: section.compiled.index, title: section.compiled.title, footerTitle: section.compiled.footerTitle,
                hidden: section[cache: .hidden].bool, multivaluedTag: section.compiled.multivaluedTag,
                rows: section.rows.map { row in
                    let validation = validations[ObjectIdentifier(row)]
                    return PreviewResult.Row(
                        tag: row.tag, rowType: row.compiled.rowType, title: row.effectiveTitle,
                        label: CellDisplay.label(of: row, asterisk: asterisk), path: row.compiled.path,
                        origin: row.compiled.origin, required: row.compiled.required, hidden: row[cache: .hidden].bool,
                        disabled: formDisabled || row[cache: .disabled].bool, value: PreviewJSON.value(row.value),
                        displayText: CellDisplay.text(of: row, dates: dates),
                        errors: validation?.failure.map { [$0.message] } ?? [],
                        warnings: row.compiled.warnings + row.valueNotes + row.notes + (validation?.warnings ?? [])
                            + (values.warnings[ObjectIdentifier(row)] ?? []))
                },
                warnings: section.compiled.warnings + section.notes)
        }
        return PreviewResult(
            title: form.title, valid: errors.isEmpty, disabled: formDisabled, sections: sectionResults,
            formValues: values.formValues, httpParameters: values.httpParameters, validationErrors: errors,
            warnings: formNotes)
    }
}
