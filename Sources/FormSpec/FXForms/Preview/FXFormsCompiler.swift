import FormSpecJSON
import Foundation

extension CompiledForm {
    /// Compiles an FXForms field file: the sections `+[FXFormSection sectionsWithForm:controller:]`
    /// builds (FXForms.m:1675-1730), one row per field, an inline option list as one row per
    /// option, an inline collection as one row per element and its "Add Item" row. Never
    /// fails: what cannot be used becomes a warning.
    convenience init(fields document: SpecDocument, classes: FXClassIndex) {
        var warnings = CompiledForm.syntaxWarnings(document)
        guard let file = document.fields else {
            warnings.append(
                PreviewWarning(
                    .syntax,
                    "the field file is neither an array of fields nor an object, so there is no form to preview"))
            self.init(
                name: document.name, title: nil, disabled: .never, addAsterisk: false, sections: [], tags: TagSlots(),
                warnings: warnings)
            return
        }
        if file.listsFormProperties {
            warnings.append(
                PreviewWarning(
                    .app,
                    "the file has no fields member: FXForms lists the form object's own properties first, which the file does not describe; the preview shows extraFields only"
                ))
        }
        warnings += FXFormsCompiler.unsupportedItems(file)
        var compiler = FXFormsCompiler(classes: classes, file: file)
        let sections = FieldSections.sections(file, classes: classes).enumerated().map {
            compiler.section($1, index: $0)
        }
        self.init(
            name: document.name, title: nil, disabled: .never, addAsterisk: false, sections: sections,
            tags: compiler.tags, warnings: warnings)
    }
}

/// Builds compiled sections and rows from a field file's sections and fields.
struct FXFormsCompiler {
    let classes: FXClassIndex
    let file: FieldFile
    var tags = TagSlots()
    /// Option lists are built with the form, before any preview's options: their dates are
    /// written in the preview's default locale and zone.
    private let dates = DateDisplay(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)

    init(classes: FXClassIndex, file: FieldFile) {
        self.classes = classes
        self.file = file
    }

    mutating func section(_ section: FieldSection, index: Int) -> CompiledSection {
        var rows: [CompiledRow] = []
        var warnings: [PreviewWarning] = []
        var multivaluedTag: String?
        var template: CompiledRow?
        var addButton: CompiledRow?
        let first = section.fields.first
        switch section.kind {
        case .fields:
            rows = section.fields.map { row($0) }
        case .inlineOptions:
            rows = first.map { optionRows($0) } ?? []
        case .inlineCollection:
            if let field = first {
                (multivaluedTag, rows, template, addButton) = collection(field, &warnings)
            }
        case .inlineSubform:
            if let field = first {
                let facts = FieldFacts.of(field, classes: classes)
                warnings.append(
                    PreviewWarning(
                        .app,
                        "\(field.displayName) shows the fields of its class \(facts.valueClass ?? "") inline, which the file does not describe",
                        tag: field.key?.value, property: "class"))
            }
        }
        let title = viewFree(section.header, section.headerText, "header", &warnings)
        let footer = viewFree(section.footer, section.footerText, "footer", &warnings)
        return CompiledSection(
            index: index, path: first.map(pointer) ?? "", title: title, footerTitle: footer,
            hidden: .never, multivaluedTag: multivaluedTag, isMultivalued: multivaluedTag != nil, hasAddButton: false,
            rows: rows, template: template, warnings: warnings, ownAddButton: addButton)
    }

    /// Items that are neither a key nor a dictionary: `+fieldsWithForm:controller:` raises
    /// "Unsupported field type" (FXForms.m:742-745).
    static func unsupportedItems(_ file: FieldFile) -> [PreviewWarning] {
        let lists: [(String, [JSONNode])] =
            file.shape == .fields
            ? [("", Array(file.node.elements ?? []))]
            : ["fields", "extraFields"].map { ($0, Array(file.node.value($0)?.elements ?? [])) }
        return lists.flatMap { name, items in
            items.enumerated().compactMap { i, item -> PreviewWarning? in
                guard item.string == nil, item.members == nil else { return nil }
                let place = name.isEmpty ? "item \(i + 1)" : "item \(i + 1) of \(name)"
                return PreviewWarning(
                    .crash,
                    "\(place) is a JSON \(item.typeName): FXForms raises 'Unsupported field type'; the preview leaves it out",
                    crashes: true)
            }
        }
    }

    /// A header or footer's text, nil when it names a view class: FXForms shows an instance of
    /// that view (FXForms.m:557-593, 1147-1163), which the preview cannot draw.
    private func viewFree(
        _ node: JSONNode?, _ text: String?, _ what: String, _ warnings: inout [PreviewWarning]
    ) -> String? {
        guard let name = node?.stringValue, classes.isSubclass(name, of: "UIView") == true else { return text }
        warnings.append(
            PreviewWarning(
                .app, "the \(what) is a view of class \(name), which the preview cannot draw", property: what))
        return nil
    }

    /// A field's row: its key is its tag (FXForms reads and writes the property of that name).
    private mutating func row(_ field: Field) -> CompiledRow {
        let facts = FieldFacts.of(field, classes: classes)
        var warnings: [PreviewWarning] = []
        let fx = preview(field, facts, &warnings)
        return compiledRow(
            fx, path: pointer(field), origin: .spec, tag: fx.hasKey ? field.key?.value : nil, title: facts.title,
            value: FXFieldValues.store(nil, fx), warnings: warnings)
    }

    /// FXOptionsForm's rows (FXForms.m:1413-1428): the placeholder, then each option, titled by
    /// `-optionDescriptionAtIndex:`. The first row holds the field's value under its key.
    private mutating func optionRows(_ field: Field) -> [CompiledRow] {
        let facts = FieldFacts.of(field, classes: classes)
        var warnings: [PreviewWarning] = []
        let fx = preview(field, facts, &warnings)
        let texts = FXFieldDescription(field: fx, dates: dates)
        let path = pointer(field)
        return (0..<texts.optionCount).map { i in
            // FXOptionsForm's fields are of type option, which no cell is registered for (1416-1427, 1876-1880).
            var option = fx
            option.optionRow = i
            option.cellClass = FXPreviewField.Cell.defaultCell.rawValue
            option.cell = .defaultCell
            let place = i < fx.placeholderOffset ? "/placeholder" : "/options/\(i - fx.placeholderOffset)"
            return compiledRow(
                option, path: path + place, origin: .option, tag: i == 0 && fx.hasKey ? field.key?.value : nil,
                title: texts.optionDescription(i), value: i == 0 ? FXFieldValues.store(nil, fx) : nil,
                warnings: i == 0 ? warnings : [])
        }
    }

    /// FXTemplateForm (FXForms.m:1467-1670): a row per element of the collection, each a copy
    /// of the template titled "", and a last row that adds one, titled by the template's
    /// title or "Add Item". Its values go to the field's key as an array, as a multivalued
    /// section's do.
    private mutating func collection(
        _ field: Field, _ warnings: inout [PreviewWarning]
    ) -> (tag: String?, rows: [CompiledRow], template: CompiledRow?, addButton: CompiledRow?) {
        let facts = FieldFacts.of(field, classes: classes)
        let fx = preview(field, facts, &warnings)
        let path = pointer(field)
        let elementPath = field.template == nil ? path : path + "/template"
        let element: FXPreviewField
        var buttonTitle = "Add Item"
        if let template = field.template {
            element = preview(template, FieldFacts.of(template, classes: classes), &warnings, asElement: true)
            // The template's title as preprocessed: written, or derived from its key or action (604-630).
            buttonTitle = FieldFacts.title(template).0 ?? buttonTitle
        } else {
            element = Self.textElement
        }
        let key = fx.hasKey ? field.key?.value : nil
        let elements = FXFieldValues.elements(FXFieldValues.store(nil, fx))
        if fx.storage == .collection("indexSet"), !elements.isEmpty {
            warnings.append(
                PreviewWarning(
                    .crash,
                    "an inline NSIndexSet collection replaces its rows by the indexes, and FXFormField raises 'Unsupported field type' (FXForms.m:1536-1541, 744)",
                    tag: key, crashes: true))
        }
        let rows = elements.map {
            compiledRow(
                element, path: elementPath, origin: .template, tag: nil, title: "",
                value: FXFieldValues.store($0, element), warnings: [])
        }
        let template = compiledRow(
            element, path: elementPath, origin: .template, tag: nil, title: "", value: nil, warnings: [])
        let button = compiledRow(
            Self.addButton, path: path, origin: .addButton, tag: nil, title: buttonTitle, value: nil, warnings: [])
        return (key, rows, template, button)
    }

    private mutating func compiledRow(
        _ fx: FXPreviewField, path: String, origin: RowOrigin, tag: String?, title: String?, value: RuntimeValue?,
        warnings: [PreviewWarning]
    ) -> CompiledRow {
        CompiledRow(
            path: path, origin: origin, tag: tag, tagSlot: tag.map { tags.slot($0) }, rowType: nil,
            info: rowTypeInfo(fx),
            title: title, required: false, requireMsg: nil, hidden: .never, disabled: .never, validators: [],
            options: fx.options, leftOptions: [], noValueDisplayText: nil, valueTransformer: fx.valueTransformer,
            cellStyle: nil, defaultValue: value, defaultLeftValue: nil, warnings: warnings, fx: fx)
    }

    /// What FXFormField holds of a field; what the preview cannot know becomes a warning.
    /// `asElement`: a template's copy, keyed by its position (FXForms.m:1500-1501).
    private func preview(
        _ field: Field, _ facts: FieldFacts, _ warnings: inout [PreviewWarning], asElement: Bool = false
    ) -> FXPreviewField {
        let key = field.key?.value
        let hasKey = asElement || !(key ?? "").isEmpty
        let classKind = kind(of: facts.valueClass)
        let options = (field.options ?? []).map { RuntimeValue(json: $0.jsonValue) }
        let storage: FXPreviewField.Storage =
            if let collection = facts.collectionKind {
                .collection(collection)
            } else if facts.isBitfield {
                .bitfield
            } else if options.isEmpty {
                .plain
            } else {
                facts.storesIndex ? .index : .option
            }
        let cell = cellKind(facts.cell)
        if cell == nil {
            warnings.append(
                PreviewWarning(
                    .app, "cell \(facts.cell) is the app's: the preview cannot know what it shows", tag: key,
                    property: "cell"))
        }
        let transformer = field.string("valueTransformer")?.value
        if let transformer {
            warnings.append(
                PreviewWarning(
                    .app,
                    "valueTransformer \(transformer) is the app's: FXForms shows the description of what it returns, which the preview cannot compute (no display text), and stores given text as given",
                    tag: key, property: "valueTransformer"))
        }
        var defaultValue = field.value("default").map { RuntimeValue(json: $0.jsonValue) }
        if defaultValue != nil, classKind == .date || classKind == .image {
            warnings.append(
                PreviewWarning(
                    .crash,
                    "default is JSON, but the field holds an \(classKind == .date ? "NSDate" : "UIImage"): \(facts.cell) uses it as one and raises; the preview leaves it out",
                    tag: key, property: "default", crashes: true))
            defaultValue = nil
        }
        // FXFormPreprocessFieldDictionary wraps a single default of an array or set class
        // (FXForms.m:518-532).
        if let value = defaultValue, ["array", "set", "orderedSet"].contains(facts.collectionKind ?? "") {
            if case .array = value {} else { defaultValue = .array([value]) }
        }
        if let value = defaultValue, let problem = FXFieldValues.urlProblem(value, classKind) {
            warnings.append(PreviewWarning(.value, "default: \(problem)", tag: key, property: "default"))
        }
        let isCheck = facts.type == "boolean" || facts.type == "option"
        return FXPreviewField(
            type: facts.type, valueClass: facts.valueClass, classKind: classKind, storage: storage, options: options,
            placeholder: field.value("placeholder").map { RuntimeValue(json: $0.jsonValue) },
            defaultValue: defaultValue, cellClass: facts.cell, cell: cell, valueTransformer: transformer,
            hasKey: hasKey,
            showsCheckmark: isCheck && facts.type != "label" && !facts.isSubform && field.value("segue") == nil)
    }

    /// The element of a collection without template: FXForms preprocesses an empty dictionary,
    /// which infers a string field of type text (FXForms.m:1485-1486, 420-450).
    private static let textElement = FXPreviewField(
        type: "text", valueClass: "NSString", classKind: .string, storage: .plain, options: [], placeholder: nil,
        defaultValue: nil, cellClass: FXPreviewField.Cell.textField.rawValue, cell: .textField, valueTransformer: nil,
        hasKey: true, showsCheckmark: false)

    /// FXTemplateForm's "Add Item" row: a default cell with an action (FXForms.m:1506-1533).
    private static let addButton = FXPreviewField(
        type: "default", valueClass: nil, classKind: .other, storage: .plain, options: [], placeholder: nil,
        defaultValue: nil, cellClass: FXPreviewField.Cell.defaultCell.rawValue, cell: .defaultCell,
        valueTransformer: nil, hasKey: false, showsCheckmark: false)

    /// The row type a renderer draws the row with: its FXForms type, and the FXForms cell its
    /// cell is or descends from (else the app's cell, a custom one), with the text traits the
    /// type's text field forces (FXForms.m:2927-2975).
    private func rowTypeInfo(_ fx: FXPreviewField) -> RowTypeInfo {
        let type = classes.fx.type(fx.rowType)
        return RowTypeInfo(
            name: fx.rowType, constant: type?.constant, cell: fx.cell?.rawValue ?? fx.cellClass,
            valueKind: fx.valueKind, traits: fx.cell == .textField ? type?.traits ?? [] : [],
            produces: fx.valueClass ?? "", doc: type?.doc ?? "", isCustom: fx.cell == nil)
    }

    /// The FXForms cell a cell class is or descends from.
    private func cellKind(_ name: String) -> FXPreviewField.Cell? {
        classes.chain(of: name).lazy.compactMap(FXPreviewField.Cell.init(rawValue:)).first
    }

    private func kind(of valueClass: String?) -> FXPreviewField.ClassKind {
        guard let valueClass else { return .other }
        let kinds: [(String, FXPreviewField.ClassKind)] = [
            ("NSString", .string), ("NSURL", .url), ("NSNumber", .number), ("NSDate", .date), ("UIImage", .image),
        ]
        return kinds.first { classes.isSubclass(valueClass, of: $0.0) == true }?.1 ?? .other
    }

    /// JSON pointer of a listed field.
    private func pointer(_ field: Field) -> String {
        switch field.origin {
        case .fields(let i): return file.shape == .fields ? "/\(i)" : "/fields/\(i)"
        case .extraFields(let i): return "/extraFields/\(i)"
        case .template: return ""
        }
    }
}
