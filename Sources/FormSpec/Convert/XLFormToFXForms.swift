import FormSpecJSON

/// An XLForm form spec as an FXForms field file (the `-fields` array): a field per row with
/// the type, cell and class that show the same, section titles as headers and footers,
/// multivalued sections as inline collections with a template, cell config as key paths with
/// raw enum values. Conditions, validation and what else FXForms lacks are reported.
struct XLFormToFXForms {
    let form: Form
    let fx: FXFormsCatalog
    let rowTypes: RowTypeTable
    let keyPaths: KeyPathTranslation
    var notes = ConversionNotes()

    init(form: Form, project: ProjectConfiguration?) {
        self.form = form
        fx = .standard
        rowTypes = RowTypeTable(catalog: fx.catalog, form: form, project: project)
        keyPaths = KeyPathTranslation(fx: fx, project: project)
    }

    mutating func convert() -> Conversion {
        if let title = form.title { notes.unsupported("FXForms has no form title", at: title.range, property: "title") }
        if let disabled = form.disabled, !isFalse(disabled) {
            notes.unsupported("FXForms has no disabled condition", at: disabled.node.range, property: "disabled")
        }
        var fields: [JSONValue] = []
        for section in form.sections {
            if let hidden = section.hidden, !isFalse(hidden) {
                notes.unsupported("FXForms cannot hide a section", at: hidden.node.range, property: "hidden")
            }
            var converted: [JSONObject]
            if section.isMultivalued {
                converted = collection(section).map { [$0] } ?? []
            } else {
                converted = section.rows.compactMap { field($0) }
            }
            guard !converted.isEmpty else {
                if section.title != nil || section.footerTitle != nil {
                    notes.unsupported(
                        "FXForms makes sections from fields; a section without rows has no equivalent",
                        at: section.node.range)
                }
                continue
            }
            // A header starts a section; the first field starts one anyway.
            if let title = section.title?.value, !title.isEmpty {
                converted[0] = prepend("header", .string(title), to: converted[0])
            } else if !fields.isEmpty {
                converted[0] = prepend("header", .string(""), to: converted[0])
            }
            if let footer = section.footerTitle?.value, !footer.isEmpty {
                converted[converted.count - 1]["footer"] = .string(footer)
            }
            fields += converted.map(JSONValue.object)
        }
        return Conversion(output: .array(fields), diagnostics: notes.diagnostics)
    }

    private func isFalse(_ condition: Condition) -> Bool {
        if case .constant(false, _) = condition { return true }
        return false
    }

    private func prepend(_ key: String, _ value: JSONValue, to object: JSONObject) -> JSONObject {
        var result: JSONObject = [key: value]
        for member in object where member.key != key { result[member.key] = member.value }
        return result
    }

    // MARK: fields

    /// `rowType`: convert as this row type instead of the row's own.
    private mutating func field(_ row: Row, asTemplate: Bool = false, as rowType: String? = nil) -> JSONObject? {
        guard let rowTypeName = rowType ?? row.rowType?.value else { return nil }
        var field = JSONObject()
        if let tag = row.effectiveTag, !asTemplate { field["key"] = .string(tag) }
        let custom = rowType == nil && rowTypes.info(rowTypeName)?.isCustom == true
        let entry = fx.rowTypes.first { $0.rowType == rowTypeName }
        let xlCell = row.cellClass?.value ?? rowTypes.info(rowTypeName)?.cell ?? "XLFormBaseCell"
        var fxCell = FXFormsCatalog.defaultCell
        if custom, let info = rowTypes.info(rowTypeName),
            let base = fx.catalog.classes.contains(info.cell)
                ? fx.rowTypes.first(where: { fx.catalog.rowType($0.rowType)?.cell == info.cell }) : nil
        {
            // A custom row type on one of XLForm's own cells: the field XLForm's type of that cell becomes.
            notes.unsupported(
                "the custom row type '\(rowTypeName)' uses XLForm's \(info.cell); it becomes the FXForms field of '\(base.rowType)'",
                at: row.rowType!.range)
            return self.field(row, asTemplate: asTemplate, as: base.rowType)
        } else if custom, let info = rowTypes.info(rowTypeName) {
            field["type"] = .string(rowTypeName)
            field["cell"] = .string(info.cell)
            if info.declaresValueKind,
                let c = fx.valueKindClasses.first(where: { $0.valueKind == info.valueKind.rawValue })?.className
            {
                field["class"] = .string(c)
            }
            fxCell = info.cell
            notes.unsupported(
                "FXForms needs \(info.cell) to be an FXForms cell (FXFormFieldCell) for the type '\(rowTypeName)'",
                at: row.rowType!.range)
        } else if let entry {
            if entry.isAction { buttonAction(row, &field) }
            if let type = entry.type {
                field["type"] = .string(type)
                fxCell = fx.type(type)?.cell ?? fxCell
            }
            if let cell = entry.cell {
                field["cell"] = .string(cell)
                fxCell = cell
            }
            if let c = entry.valueClass { field["class"] = .string(c) }
            for (key, value) in entry.keyPaths { field[key] = value }
            if let lost = entry.lost { notes.unsupported(lost, at: row.rowType!.range, property: "rowType") }
        } else {
            notes.unsupported(
                "FXForms has no field for the row type '\(rowTypeName)'; the row is left out", at: row.rowType!.range)
            return nil
        }
        title(row, &field)
        options(row, &field)
        value(row, rowTypeName, &field)
        cellConfig(row, xlCell: xlCell, fxCell: fxCell, &field)
        if let style = row.cellStyle,
            let raw = fx.catalog.enums["UITableViewCellStyle"]?.enumCase(style.value)?.value.intValue
        {
            field["style"] = JSONValue(raw)
        }
        if let cellClass = row.cellClass {
            if fx.catalog.classes.contains(cellClass.value) {
                notes.unsupported(
                    "\(cellClass.value) is an XLForm cell; the field keeps FXForms' cell for its type",
                    at: cellClass.range)
            } else {
                field["cell"] = .string(cellClass.value)
                notes.unsupported(
                    "FXForms needs \(cellClass.value) to be an FXForms cell (FXFormFieldCell)", at: cellClass.range)
            }
        }
        if let transformer = row.valueTransformer { field["valueTransformer"] = .string(transformer.value) }
        lost(row)
        return field
    }

    /// A button's action: a selector, a segue or a controller class; a label when it has none.
    private mutating func buttonAction(_ row: Row, _ field: inout JSONObject) {
        guard let action = row.action else {
            field["type"] = "label"
            notes.unsupported("a button without action does nothing; it becomes a label", at: row.node.range)
            return
        }
        if let selector = action.value("formSelector") ?? action.value("formBlock") {
            field["action"] = .string(selector.value)
        } else if let segue = action.value("formSegueIdentifier") ?? action.value("formSegueClass") {
            field["segue"] = .string(segue.value)
        } else if let controller = action.value("viewControllerClass") {
            field["class"] = .string(controller.value)
        } else {
            field["type"] = "label"
        }
        for (name, value) in action.members
        where ["viewControllerStoryboardId", "viewControllerNibName", "viewControllerPresentationMode"].contains(name) {
            notes.unsupported("FXForms has no '\(name)': it pushes a controller created with init", at: value.range)
        }
    }

    /// FXForms derives a title from the key; a different (or no) XLForm title is written out.
    private func title(_ row: Row, _ field: inout JSONObject) {
        let derived = row.effectiveTag.flatMap(FieldTitle.derive)
        let title = row.title?.value ?? ""
        if title != derived ?? "" || (field["key"] == nil && !title.isEmpty) { field["title"] = .string(title) }
    }

    private mutating func options(_ row: Row, _ field: inout JSONObject) {
        guard let options = row.selectorOptions, rowTypes.info(for: row)?.valueKind.usesOptions == true else { return }
        var values: [JSONValue] = []
        for option in options.options {
            guard let value = option.formValue else {
                notes.unsupported("this option has no value FXForms can list", at: option.node.range)
                continue
            }
            if let display = option.displayText?.value, display != FieldValues.shown(value) {
                notes.unsupported(
                    "FXForms lists the option as '\(FieldValues.shown(value))' (a value transformer would show '\(display)')",
                    at: option.displayText!.range)
            }
            values.append(value.jsonValue)
        }
        field["options"] = .array(values)
        if let text = row.noValueDisplayText { field["placeholder"] = .string(text.value) }
        if let title = row.selectorTitle {
            notes.unsupported(
                "FXForms titles the options list with the field title", at: title.range, property: "selectorTitle")
        }
    }

    private mutating func value(_ row: Row, _ rowType: String, _ field: inout JSONObject) {
        guard let value = row.value, !value.isNull else { return }
        switch rowTypes.info(rowType)?.valueKind {
        case .date?, .image?:
            notes.unsupported(
                "a JSON default cannot be an NSDate or UIImage in FXForms", at: value.range, property: "value")
        case .none?:
            return
        default:
            // A selector's value may be an option object: FXForms stores the option's value.
            if let elements = value.elements {
                field["default"] = .array(elements.map(SpecValueEquality.selectionKey))
            } else {
                field["default"] = SpecValueEquality.selectionKey(value)
            }
        }
    }

    private mutating func cellConfig(_ row: Row, xlCell: String, fxCell: String, _ field: inout JSONObject) {
        for config in row.cellConfigs {
            guard config.kind == .cellConfig || config.kind == .cellConfigAtConfigure else {
                notes.unsupported(
                    "FXForms has no \(config.kind == .cellConfigIfDisabled ? "disabled state" : "options list cell configuration")",
                    at: config.node.range, property: config.kind.rawValue)
                continue
            }
            for entry in config.entries {
                guard let value = entry.value else { continue }
                let path = entry.keyPath.value
                if field["placeholder"] == nil, path == "textField.placeholder" || path == "textView.placeholder",
                    let text = value.stringValue
                {
                    field["placeholder"] = .string(text)
                    continue
                }
                switch keyPaths.toFXForms(path, value, xlCell: xlCell, fxCell: fxCell) {
                case .converted(let keyPath, let converted): field[keyPath] = converted
                case .refused(let reason):
                    notes.unsupported("'\(path)' is left out: \(reason)", at: entry.keyPath.range)
                }
            }
        }
    }

    /// What FXForms has no notion of.
    private mutating func lost(_ row: Row) {
        for condition in [row.hidden, row.disabled].compactMap({ $0 }) where !isFalse(condition) {
            notes.unsupported("FXForms has no hidden or disabled conditions", at: condition.node.range)
        }
        if let required = row.required, required.value {
            notes.unsupported(
                "FXForms does not validate: 'required' is left out", at: required.range, property: "required")
        }
        for validator in row.validators {
            notes.unsupported("FXForms does not validate: the validator is left out", at: validator.node.range)
        }
        if let height = row.height { notes.unsupported("FXForms takes row heights from the cell", at: height.range) }
    }

    /// A multivalued section: an inline NSArray collection whose template is the row template.
    private mutating func collection(_ section: Section) -> JSONObject? {
        guard let template = section.template ?? section.rows.first, let element = field(template, asTemplate: true)
        else {
            notes.unsupported(
                "a multivalued section without rows or template has nothing to convert", at: section.node.range)
            return nil
        }
        var field = JSONObject()
        if let tag = section.multivaluedTag?.value, !tag.isEmpty {
            field["key"] = .string(tag)
        } else {
            notes.unsupported(
                "without multivaluedTag the collection has no key to store it under", at: section.node.range)
        }
        field["class"] = "NSArray"
        field["inline"] = true
        var elementField = element
        elementField["title"] = nil
        field["template"] = .object(elementField)
        let options = Set(section.sectionOptions.map(\.value))
        if options.contains("canReorder") { field["sortable"] = true }
        if !options.contains("canInsert") || !options.contains("canDelete") {
            notes.unsupported(
                "FXForms always lets the user add and delete elements",
                at: section.sectionOptions.first?.range ?? section.node.range,
                property: "sectionOptions")
        }
        let values = section.rows.compactMap { $0.value?.jsonValue }
        if !values.isEmpty { field["default"] = .array(values) }
        return field
    }
}
