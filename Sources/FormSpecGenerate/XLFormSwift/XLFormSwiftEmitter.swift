/// `NAMEForm.swift`: `extension XLFormDescriptor { static func <name>Form() -> XLFormDescriptor }`
/// and `enum NAMEFormTag: String` of the tags, in the Swift spellings of XLForm's examples.
struct XLFormSwiftEmitter {
    let plan: FormPlan
    let name: FormName

    func emit() -> Emission {
        let program = XLFormProgram(plan: plan)
        guard program.unsupported.isEmpty else { return Emission(unsupported: program.unsupported) }
        let file = name.typeName + ".swift"
        var w = SwiftFileStart.writer(file, plan: plan, target: .xlformSwift, name: name, imports: ["UIKit", "XLForm"])
        w.blank()
        w.block("extension XLFormDescriptor {") { w in
            w.line("/// The form of \(CommentText.oneLine(plan.specFileName)).")
            w.block("static func \(name.methodName)() -> XLFormDescriptor {") { w in
                let sections = program.statements.filter { if case .createSection = $0 { true } else { false } }.count
                let rows = program.statements.filter { if case .createRow = $0 { true } else { false } }.count
                var declared = false
                for statement in program.statements {
                    render(statement, into: &w)
                    // The variables follow the form, as in XLForm's Swift examples.
                    if case .createForm = statement, !declared {
                        declared = true
                        if sections > 0 { w.line("\(sections > 1 ? "var" : "let") section: XLFormSectionDescriptor") }
                        if rows > 0 { w.line("\(rows > 1 ? "var" : "let") row: XLFormRowDescriptor") }
                        w.blank()
                    }
                }
            }
        }
        if program.usesRangeValidator {
            w.blank()
            for line in SwiftRangeValidator.xlformLines(className: rangeValidator) { w.line(line) }
        }
        return Emission(files: [GeneratedFile(name: file, contents: w.text)])
    }

    private var rangeValidator: String { name.typeName + "RangeValidator" }

    private func tag(_ tag: String) -> String {
        "\(name.tagTypeName).\(SwiftLiterals.identifier(plan.tagNames.swiftCase(tag))).rawValue"
    }

    private func render(_ statement: XLFormStatement, into w: inout CodeWriter) {
        switch statement {
        case .blank: w.blank()
        case .comment(let text): w.line("// " + CommentText.oneLine(text))
        case .registerCell(let rowType, let cellClass):
            w.line(
                "XLFormViewController.cellClassesForRowDescriptorTypes()[\(SwiftLiterals.string(rowType))] = \(SwiftLiterals.classNamed(cellClass))"
            )
        case .registerInlineRowType(let rowType, let inline):
            w.line(
                "XLFormViewController.inlineRowDescriptorTypesForRowDescriptorTypes()[\(SwiftLiterals.string(rowType))] = \(inline.code(quote: SwiftLiterals.string))"
            )
        case .createForm(let title):
            w.line(
                title.map { "let form = XLFormDescriptor(title: \(SwiftLiterals.string($0)))" }
                    ?? "let form = XLFormDescriptor.formDescriptor()")
        case .setForm(let property, let value):
            assign("form.\(property == "disabled" ? "isDisabled" : property)", value, into: &w)
        case .createSection(let title, let options, let insertMode):
            w.line("section = \(section(title: title, options: options, insertMode: insertMode))")
        case .setSection(let property, let value):
            // The Add button row is nil unless the section inserts with a button.
            let swiftProperty = property == "multivaluedAddButton.title" ? "multivaluedAddButton?.title" : property
            assign("section.\(swiftProperty)", value, into: &w)
        case .addSection: w.line("form.addFormSection(section)")
        case .createRow(let tagRef, let rowType, let title):
            let tagText: String
            switch tagRef {
            case .named(let t): tagText = tag(t)
            case .empty: tagText = "\"\""
            case .none: tagText = "nil"
            }
            let titlePart = title.map { ", title: \(SwiftLiterals.string($0))" } ?? ""
            w.line(
                "row = XLFormRowDescriptor(tag: \(tagText), rowType: \(rowType.code(quote: SwiftLiterals.string))\(titlePart))"
            )
        case .setRow(let property, let value):
            assign("row.\(property == "required" ? "isRequired" : property)", value, into: &w)
        case .setConfig(let dictionary, let keyPath, let value):
            w.line("row.\(dictionary)[\(SwiftLiterals.string(keyPath))] = \(XLFormSwiftLiterals.object(value))")
        case .addValidator(let call): w.line("row.addValidator(\(validator(call)))")
        case .setAction(let property, let value): assign("row.action.\(property)", value, into: &w)
        case .createLeftRightOption(let variable, let option):
            w.line("let \(variable) = \(leftRight(option))")
        case .createObject(let variable, let className):
            w.line("let \(variable) = \(SwiftLiterals.className(className))()")
        case .setVariable(let variable, let property, let value):
            assign("\(variable).\(property)", value, into: &w)
        case .addRow: w.line("section.addFormRow(row)")
        case .setTemplate: w.line("section.multivaluedRowTemplate = row")
        case .returnForm: w.line("return form")
        }
    }

    private func section(title: String?, options: [String]?, insertMode: String?) -> String {
        guard let options else {
            return title.map { "XLFormSectionDescriptor.formSection(withTitle: \(SwiftLiterals.string($0)))" }
                ?? "XLFormSectionDescriptor.formSection()"
        }
        var text =
            "XLFormSectionDescriptor.formSection(withTitle: \(SwiftLiterals.optionalString(title)), sectionOptions: "
            + SwiftLiterals.optionSet("XLFormSectionOptions", options)
        if let insertMode {
            text += ", sectionInsertMode: ." + SwiftLiterals.enumCase("XLFormSectionInsertMode", insertMode)
        }
        return text + ")"
    }

    private func validator(_ call: XLFormValidatorCall) -> String {
        switch call {
        case .email: return "XLFormValidator.email()"
        case .emailLong: return "XLFormValidator.emailValidatorLong()"
        case .regex(let message, let pattern):
            return
                "XLFormRegexValidator(msg: \(SwiftLiterals.optionalString(message)), andRegexString: \(SwiftLiterals.string(pattern)))"
        case .range(let min, let max, let message):
            func bound(_ d: Double?) -> String { d.map(NumberText.plain) ?? "nil" }
            return
                "\(rangeValidator)(min: \(bound(min)), max: \(bound(max)), msg: \(SwiftLiterals.optionalString(message)))"
        case .app(let className): return "\(className)()"
        }
    }

    private func leftRight(_ option: LeftRightOptionPlan) -> String {
        let rights =
            "[" + option.rightOptions.map { XLFormSwiftLiterals.object($0, inCollection: true) }.joined(separator: ", ")
            + "]"
        return
            "XLFormLeftRightSelectorOption(leftValue: \(XLFormSwiftLiterals.object(option.leftValue, inCollection: true)), httpParameterKey: \(SwiftLiterals.optionalString(option.httpParameterKey)), rightOptions: \(rights))"
    }

    private func assign(_ target: String, _ value: XLFormValue, into w: inout CodeWriter) {
        switch value {
        case .object(let literal):
            let comment = literal.dateComment.map { "  // " + $0 } ?? ""
            w.line("\(target) = \(XLFormSwiftLiterals.object(literal))\(comment)")
        case .string(let s): w.line("\(target) = \(SwiftLiterals.string(s))")
        case .bool(let b): w.line("\(target) = \(b)")
        case .number(let d): w.line("\(target) = \(NumberText.plain(d))")
        case .enumCase(let enumName, let caseName): w.line("\(target) = .\(SwiftLiterals.enumCase(enumName, caseName))")
        case .flags(let enumName, let caseNames): w.line("\(target) = \(SwiftLiterals.optionSet(enumName, caseNames))")
        case .classNamed(let name): w.line("\(target) = \(SwiftLiterals.classNamed(name))")
        case .selector(let name): w.line("\(target) = NSSelectorFromString(\(SwiftLiterals.string(name)))")
        case .condition(.constant(let b, _)): w.line("\(target) = \(b)")
        case .condition(.predicate(let source, _, _)): w.line("\(target) = \(SwiftLiterals.string(source))")
        case .variable(let name): w.line("\(target) = \(name)")
        case .newObject(let className): w.line("\(target) = \(SwiftLiterals.className(className))()")
        case .options(let options):
            w.list(target, options.map { XLFormSwiftLiterals.object($0, inCollection: true) }, open: "[", close: "]")
        case .leftRightOptions(let elements):
            w.list(
                target,
                elements.map { element in
                    switch element {
                    case .inline(let option): return leftRight(option)
                    case .variable(let name): return name
                    }
                }, open: "[", close: "]")
        }
    }
}
