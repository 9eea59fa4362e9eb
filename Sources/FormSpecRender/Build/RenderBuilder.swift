import FormSpec
import FormSpecJSON

/// Makes the render model of a spec from its preview: the preview says what shows and what
/// each cell displays, the spec adds what only the cell knows (placeholders, options, ranges,
/// section options, the conditions that hide).
public enum RenderBuilder {
    /// The form `result` previewed from `document`.
    public static func form(
        _ document: SpecDocument, result: PreviewResult, options: RenderOptions = RenderOptions()
    )
        -> RenderForm
    {
        form(document, facts: PreviewFacts(result), options: options)
    }

    static func form(_ document: SpecDocument, facts: PreviewFacts, options: RenderOptions) -> RenderForm {
        let rows = RowBuilder(
            lookup: SpecRowLookup(form: document.form),
            table: RowTypeTable(catalog: .standard, form: document.form), options: options)
        let sections = facts.sections.map { section in
            let spec = document.form?.section(at: section.index)
            var built = section.rows.map { rows.row($0) }
            EditingControls.assign(to: &built, visible: section.rows.map { !$0.hidden }, section: spec)
            return RenderSection(
                index: section.index, header: section.title, footer: section.footerTitle,
                multivaluedTag: section.multivaluedTag, hiddenBy: section.hidden ? Conditions.text(spec?.hidden) : nil,
                rows: built, notes: section.notes)
        }
        return RenderForm(
            title: facts.title, sections: sections, valid: facts.valid, validationMessages: facts.validationMessages,
            notes: facts.notes)
    }
}

/// How a condition that hides something reads on the page.
enum Conditions {
    static func text(_ condition: Condition?) -> String {
        switch condition {
        case .predicate(let source, _)?: return source.value
        case .constant(let value, _)?: return value ? "true" : "false"
        case nil: return "hidden"
        }
    }
}

/// UITableViewCellEditingStyle in a multivalued section, which XLForm shows with the table
/// always editing: the last row of a section that can insert gets the insert control, the
/// others the delete control when the section can delete; disabled rows cannot be edited
/// (`XLFormViewController.m` editingStyleForRowAtIndexPath:, canEditRowAtIndexPath:).
enum EditingControls {
    static func assign(to rows: inout [RenderRow], visible: [Bool], section: Section?) {
        guard let section, section.isMultivalued else { return }
        let options = Set(section.sectionOptions.map(\.value))
        let lastVisible = visible.lastIndex(of: true)
        for index in rows.indices where visible[index] && !rows[index].disabled {
            if options.contains("canInsert") && index == lastVisible {
                rows[index].editing = .insert
            } else if options.contains("canDelete") {
                rows[index].editing = .delete
            }
        }
    }
}
