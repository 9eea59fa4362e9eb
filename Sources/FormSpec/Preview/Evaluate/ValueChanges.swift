import FormSpecJSON

extension FormState {
    /// Applies values, one at a time in order. Before the form is shown this only fills rows;
    /// afterwards each change re-evaluates what XLForm's KVO on `value` re-evaluates. Values
    /// past `PreviewValues`' bounds are not applied at all (the command line and the server
    /// refuse them before).
    func apply(_ values: PreviewValues) {
        if let problem = values.boundsProblem {
            formNotes.append(
                PreviewWarning(.value, "\(problem.place): \(problem.message); no value is applied"))
            return
        }
        for (key, json) in values.entries {
            guard keepsGoing() else { return }
            if let s = form.sectionsByMultivaluedTag[key] {
                guard case .array(let items) = json else {
                    formNotes.append(
                        PreviewWarning(
                            .value,
                            "'\(key)' is the multivaluedTag of \(sections[s].compiled.name); give an array of row values, not a JSON \(json.typeName)",
                            tag: key))
                    continue
                }
                replaceRows(of: s, with: items)
            } else if let id = registeredRow(key) {
                set(json, on: id)
            } else {
                let suggestions = DidYouMean.rank(key, among: form.knownTags)
                formNotes.append(
                    PreviewWarning(
                        .unknownTag,
                        "no row has the tag '\(key)'; its value is ignored.\(DidYouMean.phrase(suggestions))", tag: key)
                )
            }
            if isShown {
                cascade()
                evaluateFormDisabled()
            }
        }
    }

    /// A value given to a row, converted as its cell would hold it.
    private func set(_ json: JSONValue, on id: Int) {
        var converted = CellValueConversion.convert(json, for: rows[id].compiled, locale: options.locale)
        if let offset = converted.dateOffset { converted.value = .date(now.addingTimeInterval(offset)) }
        let tag = rows[id].compiled.tag
        if converted.isWrongKind {
            rows[id].valueNotes.append(
                PreviewWarning(
                    .value, "the given value is ignored: \(converted.problem ?? "it does not fit the row")",
                    tag: tag, property: "value"))
            return
        }
        if let problem = converted.problem {
            rows[id].valueNotes.append(
                PreviewWarning(
                    .value, "given value: \(problem)", tag: tag, property: "value", crashes: converted.crashes))
        }
        rows[id].value = converted.value
        if rows[id].compiled.kind == .leftRight { rows[id].leftValue = converted.leftValue }
        if isShown, let tag { changedTags.append(tag) }
    }

    /// A multivalued section holding one row per value: existing rows keep their place and take
    /// the values in order, further values get rows inserted as XLForm's Add button does
    /// (a copy of the template, else of the first row), rows beyond the values are deleted.
    private func replaceRows(of s: Int, with items: [JSONValue]) {
        let section = sections[s].compiled
        var existing = sections[s].rows
        let addButton = section.addButton != nil ? existing.popLast() : nil
        var kept: [Int] = []
        for (i, item) in items.enumerated() {
            guard keepsGoing() else { return }
            if i < existing.count {
                kept.append(existing[i])
                set(item, on: existing[i])
                continue
            }
            guard let source = section.insertionSource else {
                formNotes.append(
                    PreviewWarning(
                        .crash,
                        "\(section.name) has no rows and no multivaluedRowTemplate: inserting a row makes XLForm read formRows[0] of an empty array; the values from position \(i + 1) on are ignored",
                        tag: section.multivaluedTag, crashes: true))
                break
            }
            let id = rows.count
            rows.append(RowState(source, section: s))
            set(item, on: id)
            kept.append(id)
            if isShown {
                _ = try? evaluate(.disabled, of: .row(id))
                _ = try? evaluate(.hidden, of: .row(id))
            }
        }
        let removed = existing.dropFirst(kept.count)
        sections[s].rows = kept + (addButton.map { [$0] } ?? [])
        if removed.contains(where: { rows[$0].compiled.tag != nil }) {
            registry = Registry(rows: rows, sections: sections, tags: form.tags)
        }
    }
}
