import FormSpec
import FormSpecJSON

/// `NAMEForm.swift` for Eureka 5.5: `extension Form { static func <name>Form() -> Form }`
/// (`form = Form.signupForm()` in a FormViewController), the form's title beside it, and the
/// enum of the tags. Everything Eureka cannot express is reported, never dropped.
struct EurekaEmitter {
    let plan: FormPlan
    let name: FormName

    func emit() -> Emission {
        let context = EurekaContext(plan: plan, name: name)
        var unsupported = formLevel()
        // Laid out where it goes: in `static func` in `extension Form`.
        var body = CodeWriter(wrapsSwift: true, depth: 2)
        body.line("let form = Form()")
        for section in plan.sections {
            body.blank()
            unsupported += self.section(section, context: context, into: &body)
        }
        body.blank()
        body.line("return form")
        guard unsupported.isEmpty else { return Emission(unsupported: unsupported) }

        let file = name.typeName + ".swift"
        var w = SwiftFileStart.writer(file, plan: plan, target: .eureka, name: name, imports: ["Eureka", "UIKit"])
        w.blank()
        w.block("extension Form {") { w in
            if let title = plan.title {
                w.line(
                    "/// The title of \(CommentText.oneLine(plan.specFileName))'s form, for the view controller showing it."
                )
                w.line("static let \(Identifiers.lowerCamel(name.value))FormTitle = \(SwiftLiterals.string(title))")
                w.blank()
            }
            w.line("/// The form of \(CommentText.oneLine(plan.specFileName)).")
            w.block("static func \(name.methodName)() -> Form {") { w in
                w.append(laidOut: body)
            }
        }
        return Emission(files: [GeneratedFile(name: file, contents: w.text)])
    }

    /// Form properties Eureka's Form has no counterpart for, unless they hold XLForm's default.
    private func formLevel() -> [Diagnostic] {
        var unsupported: [Diagnostic] = []
        if case .predicate(let source, _, let literal)? = plan.disabled {
            unsupported.append(FormDisabledPredicate.diagnostic(source: source, range: literal.range))
        }
        let defaults: [String: FormSetting.Value] = [
            "addAsteriskToRequiredRowsTitle": .bool(false), "assignFirstResponderOnShow": .bool(false),
            "endEditingTableViewOnScroll": .bool(true),
        ]
        for setting in plan.settings {
            switch (setting.value, defaults[setting.name]) {
            case (.bool(let b), .bool(let d)?) where b == d: continue
            case (.flags(let names), nil) where Set(names) == ["enabled"]: continue
            default:
                let why =
                    setting.name == "addAsteriskToRequiredRowsTitle"
                    ? "Eureka does not mark the titles of required rows"
                    : "Eureka's Form has no such setting; navigation and the keyboard belong to the FormViewController"
                unsupported.append(
                    Diagnostic(
                        .generateUnsupported, "form: '\(setting.name)' cannot be expressed: \(why)", at: setting.range))
            }
        }
        for custom in plan.customRowTypes {
            unsupported.append(
                Diagnostic(
                    .generateUnsupported,
                    "form: custom row type '\(custom.name)' needs a hand-written Eureka row type\(custom.cellClass.map { " for \($0)" } ?? "")",
                    at: custom.range))
        }
        return unsupported
    }

    /// `form +++ Section("Title")` and its rows chained with `<<<`, as Eureka's README writes
    /// them (laid out as swift-format lays out such a chain); a multivalued section holds its
    /// rows in its initializer, before the Add button row Eureka appends.
    private func section(_ section: SectionPlan, context: EurekaContext, into w: inout CodeWriter) -> [Diagnostic] {
        var unsupported: [Diagnostic] = []
        if let title = section.title, !title.isEmpty { w.line("// " + CommentText.oneLine(title)) }
        let multivalued = !section.sectionOptions.isEmpty || section.multivaluedTag != nil
        var settings: [String] = []
        if let tag = section.multivaluedTag { settings.append("$0.tag = \(SwiftLiterals.string(tag))") }
        if multivalued, section.sectionOptions.contains("canInsert") {
            if section.insertMode != "button" {
                unsupported.append(
                    Diagnostic(
                        .generateUnsupported,
                        "\(section.name): Eureka inserts rows with an Add button row; it has no insertion at the last row (XLForm's default sectionInsertMode, lastRow)",
                        at: section.range(of: "sectionInsertMode") == section.range
                            ? section.range(of: "sectionOptions") : section.range(of: "sectionInsertMode")))
            }
            // XLForm's Add button row is titled "Add Item" (XLFormSectionDescriptor.m) unless
            // the spec's multivaluedAddButton says otherwise.
            let title = SwiftLiterals.string(section.addButtonTitle ?? "Add Item")
            settings.append("$0.addButtonProvider = { _ in ButtonRow { $0.title = \(title) } }")
            if let insertion = section.insertion,
                let writer = self.writer(insertion, context: context, unsupported: &unsupported, insertion: true)
            {
                settings.append("$0.multivaluedRowToInsertAt = { _ in")
                settings += writer.lines(prefix: "").map { "    " + $0 }
                settings.append("}")
            } else if section.insertion == nil {
                unsupported.append(
                    Diagnostic(
                        .generateUnsupported,
                        "\(section.name): with neither a multivaluedRowTemplate nor a first row, XLForm inserts a copy of its Add button; give a template",
                        at: section.range))
            }
        }
        if let hidden = section.hidden {
            switch context.condition(hidden, owner: section.name, property: "hidden") {
            case .code(let lines): settings += ["$0.hidden = " + lines[0]] + lines.dropFirst()
            case .unsupported(let diagnostic): unsupported.append(diagnostic)
            }
        }
        var rows: [String] = []
        for row in section.rows {
            guard let writer = self.writer(row, context: context, unsupported: &unsupported) else { continue }
            rows += writer.lines(prefix: "<<< ")
        }
        guard unsupported.isEmpty else { return unsupported }

        let header = section.title.map(SwiftLiterals.string) ?? "nil"
        let footer = section.footerTitle.map(SwiftLiterals.string) ?? "nil"
        let made: String
        if multivalued {
            let options = section.sectionOptions.compactMap {
                ["canInsert": ".Insert", "canDelete": ".Delete", "canReorder": ".Reorder"][$0]
            }
            made =
                "MultivaluedSection(multivaluedOptions: [\(options.joined(separator: ", "))], header: \(header), footer: \(footer))"
            // Rows added after the initializer would follow the Add button row.
            if !rows.isEmpty { settings += ["$0"] + rows.map { "    " + $0 } }
            rows = []
        } else {
            switch (section.title, section.footerTitle) {
            case (nil, nil): made = "Section()"
            case (let title?, nil): made = "Section(\(SwiftLiterals.string(title)))"
            case (nil, let footer?): made = "Section(footer: \(SwiftLiterals.string(footer)))"
            default: made = "Section(header: \(header), footer: \(footer))"
            }
        }
        let opening = "form +++ " + made
        if settings.isEmpty, w.fits(opening) {
            w.line(opening)
        } else {
            w.line("form")
            w.indented { w in
                if settings.isEmpty {
                    w.line("+++ " + made)
                } else {
                    w.line("+++ " + (made == "Section()" ? "Section" : made) + " {")
                    w.indented { w in for line in settings { w.line(line) } }
                    w.line("}")
                }
            }
        }
        w.indented { w in for line in rows { w.line(line) } }
        return unsupported
    }

    private func writer(
        _ row: RowPlan, context: EurekaContext, unsupported: inout [Diagnostic], insertion: Bool = false
    ) -> EurekaRowWriter? {
        if let why = EurekaRows.missing[row.rowType] {
            unsupported.append(
                Diagnostic(
                    .generateUnsupported, "\(row.name): \(row.rowType) has no Eureka row: \(why)",
                    at: row.range(of: "rowType")))
            return nil
        }
        guard !row.typeInfo.isCustom, let info = EurekaRows.table[row.rowType] else {
            unsupported.append(
                Diagnostic(
                    .generateUnsupported,
                    "\(row.name): custom row type '\(row.rowType)' needs a hand-written Eureka row type",
                    at: row.range(of: "rowType")))
            return nil
        }
        let writer = EurekaRowWriter(row: row, info: info, context: context, isInsertion: insertion)
        unsupported += writer.unsupported
        return writer.unsupported.isEmpty ? writer : nil
    }
}
