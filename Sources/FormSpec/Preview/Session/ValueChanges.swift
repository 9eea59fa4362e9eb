import FormSpecJSON

extension PreviewSession {
    /// Applies values. Before the form is shown this only fills rows; afterwards each change
    /// re-evaluates what XLForm's KVO on `value` re-evaluates, one value at a time.
    func apply(_ values: PreviewValues) {
        for (key, json) in values.entries {
            if let index = form.sectionsByMultivaluedTag[key] {
                guard case .array(let items) = json else {
                    formNotes.append(
                        PreviewWarning(
                            .value,
                            "'\(key)' is the multivaluedTag of \(sections[index].name); give an array of row values, not a JSON \(json.typeName)",
                            tag: key))
                    continue
                }
                replaceRows(of: sections[index], with: items)
            } else if let row = registeredRow(key) {
                set(json, on: row)
            } else {
                let known = Set(form.taggedRows.map(\.tag)).union(form.sectionsByMultivaluedTag.keys)
                let suggestions = DidYouMean.rank(key, among: known.sorted())
                formNotes.append(
                    PreviewWarning(
                        .unknownTag,
                        "no row has the tag '\(key)'; its value is ignored.\(DidYouMean.phrase(suggestions))", tag: key)
                )
            }
            if cascades {
                settle()
                evaluateFormDisabled()
            }
        }
    }

    private func set(_ json: JSONValue, on row: RowState) {
        var converted = CellValueConversion.convert(json, for: row.compiled)
        if converted.isWrongKind {
            row.valueNotes.append(
                PreviewWarning(
                    .value, "the given value is ignored: \(converted.problem ?? "it does not fit the row")",
                    tag: row.tag, property: "value"))
            return
        }
        if let problem = converted.problem {
            row.valueNotes.append(PreviewWarning(.value, "given value: \(problem)", tag: row.tag, property: "value"))
        }
        // Moved out, not copied: a copy of a RuntimeValue goes through its value witness.
        row.value = converted.value.take()
        if row.compiled.kind == .leftRight { row.leftValue = converted.leftValue.take() }
        if cascades {
            if let tag = row.tag { pendingChanges.append(tag) }
        } else {
            unsettleDependents(of: row)
        }
    }

    /// Before the form is shown: the predicates settled from this row's default (`CompiledForm.settlePredicates`)
    /// no longer hold, and go back to their unevaluated state, and so, in turn, do those settled
    /// from their `isHidden`.
    private func unsettleDependents(of row: RowState) {
        var deeper: [SettledCondition] = []
        for condition in row.compiled.dependents { unsettle(condition, depth: 0, deeper: &deeper) }
        while let condition = deeper.popLast() { unsettle(condition, depth: 0, deeper: &deeper) }
    }

    /// Follows `isHidden` readers a few levels down by recursion (no array to allocate for the
    /// usual one or two), deeper ones through `deeper`: a chain can be as long as the form.
    private func unsettle(_ condition: SettledCondition, depth: Int, deeper: inout [SettledCondition]) {
        positionalRowReference(section: condition.section, row: condition.row)?._withUnsafeGuaranteedRef { holder in
            guard !holder[cache: condition.kind].isDirty else { return }
            holder[cache: condition.kind] = ConditionCache()
            guard condition.kind == .hidden else { return }
            for reader in holder.compiled.hiddenDependents {
                if depth < 16 { unsettle(reader, depth: depth + 1, deeper: &deeper) } else { deeper.append(reader) }
            }
        }
    }

    /// Every row predicate back to its unevaluated state, settled or not: for rows whose
    /// positions or values changed other than through `set` (multivalued sections, copies).
    func unsettleAll() {
        for section in sections {
            for row in section.rows {
                if row.compiled.hiddenIsPredicate { row.hiddenCache = ConditionCache() }
                if row.compiled.disabledIsPredicate { row.disabledCache = ConditionCache() }
            }
        }
    }

    /// A multivalued section holding one row per value: existing rows keep their place and take
    /// the values in order, further values get rows inserted as XLForm's Add button does
    /// (a copy of the template, else of the first row), rows beyond the values are deleted.
    private func replaceRows(of section: SectionState, with items: [JSONValue]) {
        let addButton = section.compiled.hasAddButton ? section.rows.last : nil
        var existing = section.rows
        if addButton != nil { existing.removeLast() }
        var rows: [RowState] = []
        for (i, item) in items.enumerated() {
            if i < existing.count {
                rows.append(existing[i])
                set(item, on: existing[i])
                continue
            }
            guard let source = section.compiled.insertionSource else {
                formNotes.append(
                    PreviewWarning(
                        .crash,
                        "\(section.name) has no rows and no multivaluedRowTemplate: inserting a row makes XLForm read formRows[0] of an empty array; the values from position \(i + 1) on are ignored",
                        tag: section.compiled.multivaluedTag, crashes: true))
                break
            }
            let row = RowState(session: self, compiled: source, section: sectionIndex(of: section))
            set(item, on: row)
            rows.append(row)
            if cascades {
                _ = try? evaluate(.disabled, of: row)
                _ = try? evaluate(.hidden, of: row)
            }
        }
        let removed = existing.dropFirst(rows.count)
        if rows.count != existing.count { rowsReplaced = true }
        section.rows = rows + (addButton.map { [$0] } ?? [])
        if removed.contains(where: { $0.tag != nil }) { refreshRegistrations() }
        if !cascades { unsettleAll() }
    }

    private func sectionIndex(of section: SectionState) -> Int {
        sections.firstIndex { $0 === section } ?? 0
    }
}
