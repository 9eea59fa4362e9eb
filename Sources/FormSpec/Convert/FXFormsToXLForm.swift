import FormSpecJSON

/// An FXForms field file as an XLForm form spec: sections from headers and footers, one row per
/// field with the row type that shows the same (by the field's inferred type, cell, options and
/// class), titles FXForms would derive written out, key paths moved to `cellConfig`, inline
/// collections as multivalued sections.
struct FXFormsToXLForm {
    let file: FieldFile
    let classes: FXClassIndex
    let keyPaths: KeyPathTranslation
    var notes = ConversionNotes()
    private var tags: Set<String> = []
    private var customRowTypes = JSONObject()
    /// The action of the row being converted.
    private var action: JSONObject?
    /// Key paths of the row being converted that its row type stands for.
    private var consumed: Set<String> = []

    init(file: FieldFile, project: ProjectConfiguration?) {
        self.file = file
        classes = FXClassIndex(.standard, project: project)
        keyPaths = KeyPathTranslation(fx: .standard, project: project)
    }

    var fx: FXFormsCatalog { classes.fx }

    mutating func convert() -> Conversion {
        if file.listsFormProperties {
            notes.unsupported(
                "the form object's own properties (listed before extraFields when 'fields' is absent) are not in the file, so the converted form lacks them",
                at: TextRange(file.node.range.start, file.node.range.start + 1))
        }
        var sections: [JSONValue] = []
        for section in FieldSections.sections(file, classes: classes) {
            sections += self.section(section)
        }
        var form = JSONObject()
        if !customRowTypes.isEmpty { form["customRowTypes"] = .object(customRowTypes) }
        form["sections"] = .array(sections)
        return Conversion(output: .object(form), diagnostics: notes.diagnostics)
    }

    /// One FXForms section; more than one XLForm section when a collection sits in it (XLForm
    /// shows its elements as a section of their own).
    private mutating func section(_ section: FieldSection) -> [JSONValue] {
        var object = JSONObject()
        if let header = section.header {
            if header.string == nil, !header.isNull {
                notes.unsupported(
                    "an XLForm section title is text; this header is not", at: header.range, property: "header")
            } else if let text = header.stringValue, classes.isSubclass(text, of: "UIView") == true {
                notes.unsupported(
                    "XLForm section titles are text; the header view \(text) is left out", at: header.range)
            } else if let text = section.headerText {
                object["title"] = .string(text)
            }
        } else if let title = section.titleHeader {
            object["title"] = .string(title)
        }
        if let footer = section.footer, let text = section.footerText {
            if footer.string != nil { object["footerTitle"] = .string(text) }
        }
        switch section.kind {
        case .fields:
            var result: [JSONValue] = []
            var rows: [JSONValue] = []
            var current = object
            for field in section.fields {
                let facts = FieldFacts.of(field, classes: classes)
                if facts.isCollection, field.options == nil {
                    if !rows.isEmpty {
                        current["rows"] = .array(rows)
                        result.append(.object(current))
                        current = JSONObject()
                        rows = []
                    }
                    result.append(collection(field, facts, base: current))
                    current = JSONObject()
                    continue
                }
                if let row = row(field, facts) { rows.append(.object(row)) }
            }
            if !rows.isEmpty || result.isEmpty {
                current["rows"] = .array(rows)
                result.append(.object(current))
            }
            return result
        case .inlineOptions:
            let field = section.fields[0]
            notes.unsupported(
                "XLForm has no inline option list: the options become a pushed selector",
                at: field.attribute("inline")!.nameRange, property: "inline")
            let row = row(field, FieldFacts.of(field, classes: classes))
            object["rows"] = .array(row.map { [.object($0)] } ?? [])
            return [.object(object)]
        case .inlineCollection:
            let field = section.fields[0]
            return [collection(field, FieldFacts.of(field, classes: classes), base: object)]
        case .inlineSubform:
            let field = section.fields[0]
            notes.unsupported(
                "the inline subform's fields belong to its class (\(FieldFacts.of(field, classes: classes).valueClass ?? "")), which the file does not describe",
                at: field.node.range)
            return []
        }
    }

    /// A collection edited element by element: a multivalued section.
    private mutating func collection(_ field: Field, _ facts: FieldFacts, base: JSONObject) -> JSONValue {
        var object = base
        if object["title"] == nil, let title = facts.title, !title.isEmpty { object["title"] = .string(title) }
        if !facts.isInline {
            notes.unsupported(
                "FXForms pushes the collection's editor; XLForm shows it as a multivalued section of the form",
                at: field.node.range)
        }
        var options: [JSONValue] = ["canInsert", "canDelete"]
        if field.flag("sortable"), facts.isSortableCollection { options.append("canReorder") }
        if let key = field.key?.value, !key.isEmpty { object["multivaluedTag"] = .string(key) }
        object["sectionOptions"] = .array(options)
        var template = field.template.flatMap { t in row(t, FieldFacts.of(t, classes: classes), isTemplate: true) }
        if template == nil { template = ["rowType": "text"] }
        template?["tag"] = nil
        template?["title"] = nil
        if let title = field.template?.string("title") {
            notes.unsupported(
                "XLForm's add button has no title of its own; '\(title.value)' is left out", at: title.range)
        }
        object["multivaluedRowTemplate"] = .object(template!)
        var rows: [JSONValue] = []
        for element in field.value("default").map({ $0.elements ?? [$0] }) ?? [] {
            var row = template!
            row["value"] = element.jsonValue
            rows.append(.object(row))
        }
        object["rows"] = .array(rows)
        return .object(object)
    }

    // MARK: rows

    private mutating func row(_ field: Field, _ facts: FieldFacts, isTemplate: Bool = false) -> JSONObject? {
        var row = JSONObject()
        let key = field.key?.value ?? ""
        if !key.isEmpty, !isTemplate {
            if tags.insert(key).inserted {
                row["tag"] = .string(key)
            } else {
                notes.unsupported(
                    "XLForm tags are unique; this second field '\(key)' gets no tag", at: field.key!.range)
            }
        }
        action = nil
        consumed = []
        guard let (rowType, xlCell) = rowType(field, facts, &row) else { return nil }
        row["rowType"] = .string(rowType)
        if let title = facts.title { row["title"] = .string(title) }
        if let action { row["action"] = .object(action) }
        options(field, facts, rowType: rowType, &row)
        value(field, facts, rowType: rowType, &row)
        placeholder(field, facts, rowType: rowType, &row)
        if let style = field.value("style"), let n = style.number?.integer,
            let name = fx.catalog.enums["UITableViewCellStyle"]?.cases.first(where: {
                $0.value.intValue.map(Int64.init) == n
            })?.name
        {
            row["cellStyle"] = .string(name)
        }
        if let transformer = field.string("valueTransformer") {
            if fx.catalog.rowType(rowType)?.valueKind.usesOptions == true {
                row["valueTransformer"] = .string(transformer.value)
            } else {
                notes.unsupported("XLForm uses a value transformer only for selector rows", at: transformer.range)
            }
        }
        cellConfig(field, facts, xlCell: xlCell, &row)
        for attribute in field.attributes
        where fx.fieldProperties[attribute.name] != nil || attribute.name == "controller" {
            notes.unsupported(
                "'\(attribute.name)' is not an FXForms field key; it is left out", at: attribute.nameRange)
        }
        return row
    }

    /// The row type, with the XLForm cell its key paths resolve from; actions go into `row`.
    private mutating func rowType(_ field: Field, _ facts: FieldFacts, _ row: inout JSONObject) -> (String, String)? {
        let key = field.key?.value ?? ""
        func button(_ action: JSONObject) -> (String, String) {
            self.action = action
            return ("button", "XLFormButtonCell")
        }
        if field.options == nil {
            // An action with no value to show: a button (a key only names it).
            if let action = field.string("action"), key.isEmpty || (facts.type == "default" && !facts.isSubform) {
                return button(["formSelector": .string(action.value)])
            }
            if let segue = field.string("segue") {
                let isClass = classes.isSubclass(segue.value, of: "UIStoryboardSegue") == true
                return button([isClass ? "formSegueClass" : "formSegueIdentifier": .string(segue.value)])
            }
            if let controller = field.string("viewController") {
                return button(["viewControllerClass": .string(controller.value)])
            }
            if let c = facts.valueClass,
                classes.isSubclass(c, of: "UIViewController") == true
                    || classes.project?.appClass(c)?.kind == .viewController
            {
                return button(["viewControllerClass": .string(c)])
            }
        }
        if !key.isEmpty, let action = field.string("action") {
            notes.unsupported(
                "XLForm calls a row's formSelector only when a button is tapped; FXForms also calls it when the value changes",
                at: action.range, property: "action")
        }
        let entry = correspondence(field, facts)
        consumed = Set(entry?.keyPaths.map(\.key) ?? [])
        if let entry {
            if let lost = entry.lost { notes.unsupported(lost, at: field.value("type")?.range ?? field.node.range) }
            if let controller = field.string("viewController"), field.options != nil {
                action = ["viewControllerClass": .string(controller.value)]
            }
            let cell = fx.catalog.rowType(entry.rowType)?.cell ?? "XLFormBaseCell"
            if facts.cellSource == .written, entry.cell == nil, !fx.catalog.classes.contains(facts.cell) {
                return customCell(facts, at: field.value("cell")!.range)
            }
            return (entry.rowType, cell)
        }
        if facts.cellSource == .written || facts.cellSource == .registered, !fx.catalog.classes.contains(facts.cell) {
            return customCell(facts, at: field.value("cell")?.range ?? field.node.range)
        }
        if facts.isSubform || facts.valueClass.map({ !classes.isKnown($0) }) == true {
            notes.unsupported(
                "a value of class \(facts.valueClass ?? "?") (a subform or an app object) has no XLForm row; it is shown as an info row",
                at: field.node.range)
        } else if facts.type != "default" {
            notes.unsupported(
                "the FXForms type '\(facts.type)' has no XLForm row type; it is shown as an info row",
                at: field.value("type")?.range ?? field.node.range)
        }
        return ("info", fx.catalog.rowType("info")?.cell ?? "XLFormSelectorCell")
    }

    /// An app cell: a custom row type, named after the field's own type (or the cell), whose
    /// value kind follows the field's class.
    private mutating func customCell(_ facts: FieldFacts, at range: TextRange) -> (String, String) {
        let cell = facts.cell
        let name = fx.type(facts.type) == nil ? facts.type : cell
        if customRowTypes[name] == nil {
            var declaration: JSONObject = ["cellClass": .string(cell)]
            if let c = facts.valueClass, let kind = fx.valueKindClasses.first(where: { $0.className == c })?.valueKind {
                declaration["valueType"] = .string(kind)
            }
            customRowTypes[name] = .object(declaration)
        }
        notes.unsupported(
            "XLForm needs \(cell) to be an XLFormBaseCell subclass registered for the row type '\(name)'", at: range)
        return (name, cell)
    }

    private func correspondence(_ field: Field, _ facts: FieldFacts) -> FXRowTypeCorrespondence? {
        let candidates = fx.rowTypes.filter(\.fromFXForms)
        if field.options != nil {
            let multiple = facts.isCollection || facts.isBitfield
            return candidates.first { entry in
                entry.options == (multiple ? "multiple" : "single") && (entry.cell == nil || entry.cell == facts.cell)
                    && (entry.cell != nil
                        || !candidates.contains { $0.options == entry.options && $0.cell == facts.cell })
            }
        }
        if let byCell = candidates.first(where: { $0.cell != nil && $0.cell == facts.cell && $0.options == nil }) {
            return byCell
        }
        // A row type whose text traits the field sets (name, twitter, account, zipCode).
        if let byTraits = fx.rowTypes.first(where: { entry in
            entry.type == facts.type && entry.cell == nil && !entry.keyPaths.isEmpty
                && entry.keyPaths.allSatisfy { key, value in field.value(key)?.jsonValue == value }
        }) {
            return byTraits
        }
        return candidates.first { $0.type == facts.type && $0.cell == nil && $0.options == nil }
    }

    private mutating func options(_ field: Field, _ facts: FieldFacts, rowType: String, _ row: inout JSONObject) {
        guard let options = field.options else { return }
        var kept: [JSONValue] = []
        for option in options {
            switch option.kind {
            case .string, .number, .bool: kept.append(option.jsonValue)
            default:
                notes.unsupported(
                    "XLForm options are strings, numbers or option objects; this one is left out", at: option.range)
            }
        }
        row["selectorOptions"] = .array(kept)
        if facts.storesIndex {
            notes.unsupported(
                "FXForms stores the selected option's index here (a numeric class); XLForm stores the option itself",
                at: field.value("options")!.range, property: "options")
        }
        if facts.isBitfield {
            notes.unsupported(
                "XLForm has no bitfield: the multiple selector stores an array of options, not an integer of bits",
                at: field.value("type")?.range ?? field.node.range, property: "type")
        } else if let kind = facts.collectionKind, kind == "indexSet" || kind == "dictionary" {
            notes.unsupported(
                "XLForm's multiple selector stores an array of options, not an \(kind == "indexSet" ? "NSIndexSet of indexes" : "NSDictionary of index → option")",
                at: field.value("class")?.range ?? field.node.range, property: "class")
        }
        if let placeholder = field.value("placeholder") {
            row["noValueDisplayText"] = .string(FieldValues.shown(placeholder))
            notes.unsupported(
                "XLForm shows the placeholder while nothing is selected, but offers no row that resets the value to nil",
                at: placeholder.range, property: "placeholder")
        }
    }

    private mutating func value(_ field: Field, _ facts: FieldFacts, rowType: String, _ row: inout JSONObject) {
        guard let d = field.value("default") else { return }
        let valueKind = fx.catalog.rowType(rowType)?.valueKind
        if let options = field.options {
            if facts.storesIndex, let i = d.number?.integer, i >= 0, i < options.count {
                row["value"] = options[Int(i)].jsonValue
            } else if facts.isBitfield, let bits = d.number?.integer {
                let chosen = options.enumerated().filter { i, option in
                    let bit = option.number?.integer ?? (Int64(1) << Int64(i))
                    return bits & bit != 0
                }
                row["value"] = .array(chosen.map { $0.element.jsonValue })
            } else if valueKind == .options {
                row["value"] = .array((d.elements ?? [d]).map(\.jsonValue))
            } else if options.contains(where: { SpecValueEquality.isEqual($0, d) }) {
                row["value"] = d.jsonValue
            } else {
                notes.unsupported(
                    "the default is not among the options; it is left out", at: d.range, property: "default")
            }
            return
        }
        if customRowTypes[rowType] != nil, customRowTypes[rowType]?["valueType"] == nil {
            row["value"] = d.jsonValue  // nothing is known about a custom row's value
            return
        }
        switch valueKind ?? customRowTypes[rowType]?["valueType"]?.stringValue.flatMap(ValueKind.init(rawValue:)) {
        case .string?:
            if let s = d.stringValue {
                row["value"] = .string(s)
            } else if d.number != nil {
                row["value"] = .string(FieldValues.shown(d))
            }
        case .number?:
            if let n = d.number {
                row["value"] = n.jsonValue
            } else if let s = d.stringValue, let n = Double(s) {
                row["value"] = .double(n)
            }
        case .bool?:
            if let b = d.boolValue {
                row["value"] = .bool(b)
            } else if let n = d.number {
                row["value"] = .bool(n.double != 0)
            }
        case .display?:
            if d.string != nil || d.number != nil { row["value"] = d.jsonValue }
        default:
            notes.unsupported(
                "the default has no XLForm value for a \(rowType) row; it is left out", at: d.range, property: "default"
            )
        }
    }

    private mutating func placeholder(_ field: Field, _ facts: FieldFacts, rowType: String, _ row: inout JSONObject) {
        guard field.options == nil, let placeholder = field.value("placeholder") else { return }
        let cell = fx.catalog.rowType(rowType)?.cell
        let keyPath =
            cell == "XLFormTextFieldCell"
            ? "textField.placeholder" : cell == "XLFormTextViewCell" ? "textView.placeholder" : nil
        guard let keyPath, let text = placeholder.stringValue else {
            notes.unsupported(
                "XLForm has no placeholder for a \(rowType) row", at: placeholder.range, property: "placeholder")
            return
        }
        var config = row["cellConfig"]?.objectValue ?? JSONObject()
        config[keyPath] = .string(text)
        row["cellConfig"] = .object(config)
    }

    /// The customRowTypes key path type of a JSON scalar.
    static func keyPathType(_ value: JSONNode) -> String? {
        switch value.kind {
        case .string: return "string"
        case .number: return "number"
        case .bool: return "bool"
        default: return nil
        }
    }

    private mutating func cellConfig(_ field: Field, _ facts: FieldFacts, xlCell: String, _ row: inout JSONObject) {
        var config = row["cellConfig"]?.objectValue ?? JSONObject()
        for attribute in field.attributes {
            guard let member = attribute.member, fx.fieldKey(attribute.name) == nil,
                fx.fieldProperties[attribute.name] == nil, attribute.name != "controller",
                !consumed.contains(attribute.name)
            else { continue }
            if let custom = customRowTypes[row["rowType"]?.stringValue ?? ""]?.objectValue {
                // An app cell: the key path is declared with the type its JSON value has.
                guard let type = Self.keyPathType(attribute.value) else {
                    notes.unsupported(
                        "'\(attribute.name)' is left out: its value has no key path type", at: member.key.range)
                    continue
                }
                var declaration = custom
                var declared = declaration["keyPaths"]?.objectValue ?? JSONObject()
                declared[attribute.name] = .string(type)
                declaration["keyPaths"] = .object(declared)
                customRowTypes[row["rowType"]!.stringValue!] = .object(declaration)
                config[attribute.name] = attribute.value.jsonValue
                continue
            }
            switch keyPaths.toXLForm(attribute.name, attribute.value, fxCell: facts.cell, xlCell: xlCell) {
            case .converted(let keyPath, let value): config[keyPath] = value
            case .refused(let reason):
                notes.unsupported("'\(attribute.name)' is left out: \(reason)", at: member.key.range)
            }
        }
        if !config.isEmpty { row["cellConfig"] = .object(config) }
    }
}
