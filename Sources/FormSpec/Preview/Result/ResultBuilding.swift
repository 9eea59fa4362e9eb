extension PreviewResult {
    /// The result of a shown form, read off its state in one pass over the rows: each visible
    /// row's formValues and httpParameters members, its validation, and its result row.
    /// nil when the state was cancelled meanwhile (`FormState.keepsGoing`).
    init?(_ state: FormState) {
        let form = state.form
        let regex = state.evaluator.regex
        let dates = DateDisplay(locale: state.options.locale, timeZone: state.options.timeZone)
        let asterisk = form.addAsteriskToRequiredRowsTitle
        var values = FormValues(keysAreUnique: form.outputKeysAreUnique)
        var errors: [ValidationError] = []
        var sections: [Section] = []
        sections.reserveCapacity(state.sections.count)
        let rows = state.rows
        for section in state.sections {
            let compiled = section.compiled
            let shows = !section.hidden.bool
            var results: [Row] = []
            results.reserveCapacity(section.rows.count)
            var items = FormValues.Items()
            let optionList = section.rows.first.flatMap { FXSelection.list(first: rows[$0]) }
            for (position, id) in section.rows.enumerated() {
                guard state.keepsGoing() else { return nil }
                var row = rows[id]
                // FXForms fields of one key show the one property the registered row holds.
                if !form.outputKeysAreUnique, let holder = FXSelection.propertyHolder(of: row, in: state), holder != id
                {
                    row.value = rows[holder].value
                }
                let value = PreviewJSON.value(row.value)
                var outputNotes: [PreviewWarning] = []
                var validation: RowValidation?
                if shows, !row.hidden.bool {
                    if compiled.multivaluedTag != nil {
                        items.add(row, json: value, notes: &outputNotes)
                    } else {
                        values.add(row, json: value, notes: &outputNotes)
                    }
                    validation = RowValidation(row, regex: regex)
                    if let failure = validation?.failure {
                        errors.append(
                            ValidationError(
                                tag: row.compiled.tag, message: failure.message, section: compiled.index, row: position)
                        )
                    }
                }
                // An FXForms option list's row shows whether the list's field selects it.
                let shown = FXSelection.optionRowValue(row, list: optionList) ?? value
                let result = Row(
                    row, value: shown, validation: validation, outputNotes: outputNotes, asterisk: asterisk,
                    formDisabled: state.formDisabled, dates: dates)
                results.append(consume result)
            }
            if shows, let tag = compiled.multivaluedTag { values.add(items, as: tag) }
            sections.append(
                Section(
                    index: compiled.index, title: compiled.title, footerTitle: compiled.footerTitle, hidden: !shows,
                    multivaluedTag: compiled.multivaluedTag, rows: results, warnings: compiled.warnings + section.notes,
                    source: compiled))
        }
        self.init(
            title: form.title, valid: errors.isEmpty, disabled: state.formDisabled, sections: sections,
            formValues: values.formValues, httpParameters: values.httpParameters, validationErrors: errors,
            warnings: state.formNotes)
    }
}
