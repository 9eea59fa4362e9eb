/// The phone screen of a render model: navigation bar, grouped table, and the alert
/// `showFormValidationError:` would show. Rows carry `data-row`, `data-tag` and
/// `data-row-type`, sections `data-section`, so tools can find them.
struct FormHTML {
    var showHidden: Bool
    /// Tags whose values a scenario step changed, drawn highlighted.
    var changed: Set<String> = []
    /// Tags a scenario step's failed expectations name.
    var mismatched: Set<String> = []

    func screen(_ form: RenderForm) -> Markup {
        let sections = form.sections.filter { showHidden || $0.hiddenBy == nil }.map(section)
        return .element(
            "div", ["class": "phone" + (form.valid ? "" : " invalid")],
            [
                .element(
                    "header", ["class": "nav"], [.element("h1", ["class": "nav-title"], [.text(form.title ?? "")])]),
                notes(form.notes),
                .element("main", ["class": "table"], sections),
                alert(form),
            ])
    }

    private func section(_ section: RenderSection) -> Markup {
        let rows = section.rows.filter { showHidden || $0.hiddenBy == nil }
        // A multivalued change (rows inserted or deleted) shows on every row of the section.
        let sectionChanged = section.multivaluedTag.map { changed.contains($0) } ?? false
        var children: [Markup] = []
        if let hiddenBy = section.hiddenBy { children.append(hiddenMark(hiddenBy)) }
        if let header = section.header { children.append(.element("h2", ["class": "header"], [.text(header)])) }
        children.append(notes(section.notes))
        children.append(
            .element(
                "div", ["class": rows.isEmpty ? "group empty" : "group"],
                rows.map { row($0, changed: sectionChanged) }))
        if let footer = section.footer { children.append(.element("p", ["class": "footer"], [.text(footer)])) }
        return .element(
            "section",
            [
                "class": section.hiddenBy == nil ? "section" : "section ghost",
                "data-section": String(section.index), "data-hidden-by": section.hiddenBy,
            ], children)
    }

    private func row(_ row: RenderRow, changed sectionChanged: Bool) -> Markup {
        var classes = ["row", CellHTML.kind(row.cell)]
        if row.disabled { classes.append("disabled") }
        if row.hiddenBy != nil { classes.append("ghost") }
        if !row.errors.isEmpty { classes.append("failing") }
        if sectionChanged || row.tag.map(changed.contains) == true { classes.append("changed") }
        if let tag = row.tag, mismatched.contains(tag) { classes.append("mismatch") }
        if row.editing != .none { classes.append("editing") }
        var children: [Markup] = []
        if let hiddenBy = row.hiddenBy { children.append(hiddenMark(hiddenBy)) }
        children.append(CellHTML(row: row).cell)
        if let picker = row.inlinePicker {
            children.append(
                .element("div", ["class": "inline-picker", "data-inline-picker": ""], [CellHTML.wheels(picker)]))
        }
        children.append(notes(row.notes))
        return .element(
            "div",
            [
                "class": classes.joined(separator: " "), "data-row": "", "data-tag": row.tag,
                "data-row-type": row.rowType, "data-hidden-by": row.hiddenBy,
                "style": row.height.map { "--cell-height:\(Self.points($0))px" },
            ], children)
    }

    private func hiddenMark(_ condition: String) -> Markup {
        .element("p", ["class": "hidden-by"], [.text("hidden: "), .element("code", [:], [.text(condition)])])
    }

    private func notes(_ notes: [RenderNote]) -> Markup {
        guard !notes.isEmpty else { return .empty }
        return .element(
            "ul", ["class": "notes"],
            notes.map { .element("li", ["class": "note \($0.kind.rawValue)"], [.text($0.text)]) })
    }

    /// XLFormViewController's `showFormValidationError:`: an alert with the first error. Its
    /// title is the localization key, which XLForm ships no translation for.
    private func alert(_ form: RenderForm) -> Markup {
        guard let first = form.validationMessages.first else { return .empty }
        let count = form.validationMessages.count
        return .element(
            "aside", ["class": "alert-area", "data-alert": ""],
            [
                .element(
                    "p", ["class": "alert-caption"],
                    [.text("\(count) validation error\(count == 1 ? "" : "s"); on submit the app shows the first")]),
                .element(
                    "div", ["class": "alert"],
                    [
                        .element("p", ["class": "alert-title"], [.text("XLFormViewController_ValidationErrorTitle")]),
                        .element("p", ["class": "alert-message"], [.text(first)]),
                        .element("p", ["class": "alert-button"], [.text("OK")]),
                    ]),
            ])
    }

    /// A CSS length without a trailing `.0`.
    static func points(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
