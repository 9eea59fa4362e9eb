import FormSpecJSON

extension PreviewSession {
    /// The preview of the session's current state. Parts outside `fields` (all when nil) are
    /// left empty, so that a caller asking for validity or values skips the rows.
    ///
    /// One pass over the rows computes each row's values, validation and result from one read
    /// of its state; what a row's output adds to its warnings stays local to the pass.
    ///
    /// With `sectionsWriter`, the sections are written there as their JSON instead of kept in
    /// the result (whose `sections` stay empty): rows that show exactly what their compiled row
    /// shows by default are then written as the compiled row's text without being built.
    ///
    /// `valuesAsText`: the result is about to be written as text; `formValues` and
    /// `httpParameters` are written as text as the rows are visited (`PreviewResult.ValuesStorage`).
    func result(
        fields: Set<PreviewResult.Field>? = nil, sectionsWriter: JSONWriter? = nil, valuesAsText: Bool = false
    ) -> PreviewResult {
        func wants(_ wanted: PreviewResult.Field...) -> Bool { fields.map { !$0.isDisjoint(with: wanted) } ?? true }
        let wantsSections = wants(.sections)
        let writer = wantsSections ? sectionsWriter : nil
        writer?.beginArray()
        let wantsValues = wants(.formValues, .httpParameters, .sections)
        let wantsValidation = wants(.valid, .validationErrors, .sections)
        let sections = self.sections
        let regex = options.regex
        let context =
            wantsSections
            ? RowResultContext(
                asterisk: form.addAsteriskToRequiredRowsTitle, formDisabled: formDisabled,
                dates: DateDisplay.for(locale: options.locale, timeZone: options.timeZone))
            : nil
        var values = FormValues.Builder(
            httpParameters: wants(.httpParameters, .sections), asText: valuesAsText && wantsValues ? dumps : nil,
            keysAreUnique: form.outputKeysAreUnique,
            capacity: wantsValues ? sections.reduce(0) { $0 + $1.rows.count } : 0)
        var errors: [PreviewResult.ValidationError] = []
        var sectionResults: [PreviewResult.Section] = []
        if wantsSections { sectionResults.reserveCapacity(sections.count) }
        for section in sections {
            let rows = section.rows
            let sectionShows = !section.hiddenCache.bool
            let multivaluedTag = section.compiled.multivaluedTag
            var formItems: [JSONValue] = []
            var httpItems: [JSONValue] = []
            // Rows as `PreviewResult.Rows` keeps them: states per row, whole rows for a few.
            var rowStates: [PreviewResult.States] = []
            var keptRows: [PreviewResult.KeptRow] = []
            var dateTexts: [PreviewResult.DateText] = []
            if wantsSections, writer == nil {
                rowStates.reserveCapacity(rows.count)
                keptRows.reserveCapacity(rows.count)
                dateTexts.reserveCapacity(rows.count)
            }
            var sectionResult = PreviewResult.Section(
                index: section.compiled.index, title: section.compiled.title, footerTitle: section.compiled.footerTitle,
                hidden: !sectionShows, multivaluedTag: multivaluedTag, rows: [], warnings: [])
            if wantsValues, sectionShows { values.beginSection(section.compiledRows) }
            if wantsSections, let writer {
                let heads = section.compiled.encodedHeads
                PreviewResult.Section.writeHead(sectionShows ? heads.shown : heads.hidden, to: writer)
            }
            rows.forEachUnretained { index, row in
                let shows = sectionShows && !row.hiddenCache.bool
                var outputNotes: [PreviewWarning] = []
                var validation: RowValidation?
                if shows {
                    if wantsValues {
                        if multivaluedTag != nil {
                            FormValues.Builder.items(
                                of: row, formItems: &formItems, httpItems: &httpItems, notes: &outputNotes)
                        } else {
                            values.add(row, notes: &outputNotes)
                        }
                    }
                    // A row with nothing to check passes without warnings: no validation to keep.
                    if wantsValidation, row.compiled.validates {
                        validation = RowValidation(row, regex: regex)
                        if let failure = validation?.failure {
                            errors.append(
                                PreviewResult.ValidationError(
                                    tag: row.compiled.tag, message: failure.message, section: section.compiled.index,
                                    row: index))
                        }
                    }
                }
                if let context {
                    if let writer {
                        writeRow(row, validation: validation, outputNotes: outputNotes, context, to: writer)
                    } else {
                        if let kept = keptRow(row, validation: validation, outputNotes: outputNotes, context) {
                            keptRows.append(PreviewResult.KeptRow(position: index, row: kept))
                        } else if row.compiled.cell == .date {
                            // Its compiled row cannot keep its text (`DefaultOutputs.displayText`).
                            dateTexts.append(
                                PreviewResult.DateText(position: index, text: row.defaultDateText(context.dates)))
                        }
                        rowStates.append(
                            PreviewResult.States(
                                starred: context.asterisk, hidden: row.hiddenCache.bool,
                                disabled: context.formDisabled || row.disabledCache.bool))
                    }
                }
            }
            if wantsValues, sectionShows, let multivaluedTag {
                values.add(multivaluedTag: multivaluedTag, formItems: formItems, httpItems: httpItems)
            }
            if wantsSections {
                let notes = section.notes
                sectionResult.warnings = notes.isEmpty ? section.compiled.warnings : section.compiled.warnings + notes
                if let writer {
                    sectionResult.writeTail(to: writer)
                } else {
                    sectionResult.rows = PreviewResult.Rows(
                        storage: .init(
                            sources: section.compiledRows, states: rowStates, kept: keptRows, dateTexts: dateTexts))
                    sectionResults.append(sectionResult)
                }
            }
        }
        writer?.endArray()
        let output =
            wantsValues ? values.output() : FormValues.Output(formValues: .object([:]), httpParameters: .object([:]))
        return PreviewResult(
            title: form.title, valid: errors.isEmpty, disabled: formDisabled, sections: sectionResults,
            validationErrors: errors, warnings: formNotes, formValuesStorage: output.formValues,
            httpParametersStorage: output.httpParameters)
    }

    /// A row as the result's JSON. A row holding its default values with nothing to report
    /// shows what its compiled row shows by default, but for `hidden`, `disabled` and the
    /// asterisk: its text is kept by the compiled row per variant.
    private func writeRow(
        _ row: RowState, validation: RowValidation?, outputNotes: [PreviewWarning],
        _ context: RowResultContext, to writer: JSONWriter
    ) {
        let compiled = row.compiled
        if compiled.showsDefaultsAsCompiled, showsOnlyDefaults(row, validation: validation, outputNotes: outputNotes) {
            let whole = compiled.fragments.wholeRow(
                starred: context.asterisk, hidden: row.hiddenCache.bool,
                disabled: context.formDisabled || row.disabledCache.bool
            ) { rowWriter in
                rowResult(row, validation: validation, outputNotes: outputNotes, context).writeMembers(to: rowWriter)
            }
            return writer.value(whole)
        }
        guard compiled.cell != .leftRight else {
            return rowResult(row, validation: validation, outputNotes: outputNotes, context).write(to: writer)
        }
        // The title is the compiled one: tag … required as the compiled row keeps them.
        let defaults = row.holdsDefaults ? compiled.defaultOutputs : nil
        writer.beginObject(compiled.fragments.head(starred: context.asterisk))
        PreviewResult.Row.writeStates(
            hidden: row.hiddenCache.bool, disabled: context.formDisabled || row.disabledCache.bool, to: writer)
        PreviewResult.Row.writeContent(
            cachedValue: defaults?.encodedJSON, value: { PreviewJSON.value(row.value) },
            cachedDisplayText: defaults?.encodedDisplayText,
            displayText: { CellDisplay.text(of: row, defaults: defaults, dates: context.dates) },
            to: writer)
        PreviewResult.Row.writeOutcome(
            errors: validation?.failure.map { [$0.message] } ?? [],
            warnings: warnings(of: row, validation: validation, outputNotes: outputNotes), to: writer)
    }

    private func warnings(
        of row: RowState, validation: RowValidation?, outputNotes: [PreviewWarning]
    ) -> [PreviewWarning] {
        var warnings = row.compiled.warnings
        if row.hasNotes {
            if !row.valueNotes.isEmpty { warnings += row.valueNotes }
            if !row.notes.isEmpty { warnings += row.notes }
        }
        if let more = validation?.warnings, !more.isEmpty { warnings += more }
        if !outputNotes.isEmpty { warnings += outputNotes }
        return warnings
    }

    /// The row holds its defaults and has nothing to report: its result is its compiled row's
    /// but for its states.
    private func showsOnlyDefaults(_ row: RowState, validation: RowValidation?, outputNotes: [PreviewWarning]) -> Bool {
        row.holdsDefaults && row.compiled.quietWhileHoldingDefaults && !row.hasNotes && outputNotes.isEmpty
            && (validation.map { $0.failure == nil && $0.warnings.isEmpty } ?? true)
    }

    /// The row's result when it is more than its compiled row and states (`PreviewResult.Rows`).
    private func keptRow(
        _ row: RowState, validation: RowValidation?, outputNotes: [PreviewWarning],
        _ context: RowResultContext
    ) -> PreviewResult.Row? {
        showsOnlyDefaults(row, validation: validation, outputNotes: outputNotes)
            ? nil : rowResult(row, validation: validation, outputNotes: outputNotes, context)
    }

    private func rowResult(
        _ row: RowState, validation: RowValidation?, outputNotes: [PreviewWarning],
        _ context: RowResultContext
    ) -> PreviewResult.Row {
        let compiled = row.compiled
        let defaults = row.holdsDefaults ? compiled.defaultOutputs : nil
        let value: JSONValue
        if let defaults { value = defaults.json } else { value = PreviewJSON.value(row.value) }
        // Most rows have nothing to report: no arrays made for them.
        let failure = validation?.failure
        let quiet =
            compiled.warnings.isEmpty && !row.hasNotes && (validation?.warnings.isEmpty ?? true) && outputNotes.isEmpty
        let findings =
            failure == nil && quiet
            ? nil
            : PreviewResult.Row.Findings(
                errors: failure.map { [$0.message] } ?? [],
                warnings: quiet ? [] : warnings(of: row, validation: validation, outputNotes: outputNotes))
        return PreviewResult.Row(
            source: compiled,
            described: compiled.cell == .leftRight
                ? .init(compiled, leftValue: row.leftValue, starred: context.asterisk) : nil,
            starred: context.asterisk, hidden: row.hiddenCache.bool,
            disabled: context.formDisabled || row.disabledCache.bool, value: value,
            displayText: CellDisplay.text(of: row, defaults: defaults, dates: context.dates),
            findings: findings)
    }
}

/// What every row's result reads from the session, read once per result.
private struct RowResultContext {
    let asterisk: Bool
    let formDisabled: Bool
    let dates: DateDisplay
}
