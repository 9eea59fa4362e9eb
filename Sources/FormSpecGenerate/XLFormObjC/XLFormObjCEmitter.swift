import FormSpec

/// `NAMEForm.h` and `NAMEForm.m`: a category on XLFormDescriptor with `+<name>Form`, and one
/// `NSString *const` per tag. The `.m` declares the category itself, so it compiles alone.
struct XLFormObjCEmitter {
    let plan: FormPlan
    let name: FormName

    func emit() -> Emission {
        let program = XLFormProgram(plan: plan)
        guard program.unsupported.isEmpty else { return Emission(unsupported: program.unsupported) }
        return Emission(files: [header(), implementation(program)])
    }

    private var interface: String { "@interface XLFormDescriptor (\(name.typeName))" }
    private var factory: String { "+ (XLFormDescriptor *)\(name.methodName)" }

    private func tagConstant(_ tag: String) -> String { name.typeName + "Tag" + plan.tagNames.objcSuffix(tag) }

    private func header() -> GeneratedFile {
        let file = name.typeName + ".h"
        var w = CodeWriter()
        for line in FileHeader.lines(file: file, plan: plan, target: .xlformObjC, name: name) { w.line(line) }
        w.blank()
        w.line("#import <XLForm/XLForm.h>")
        w.blank()
        w.line("NS_ASSUME_NONNULL_BEGIN")
        if !plan.tagNames.tags.isEmpty {
            w.blank()
            for tag in plan.tagNames.tags { w.line("extern NSString *const \(tagConstant(tag));") }
        }
        w.blank()
        w.line(interface)
        w.blank()
        w.line("/// The form of \(CommentText.oneLine(plan.specFileName)).")
        w.line(factory + ";")
        w.blank()
        w.line("@end")
        w.blank()
        w.line("NS_ASSUME_NONNULL_END")
        return GeneratedFile(name: file, contents: w.text)
    }

    private func implementation(_ program: XLFormProgram) -> GeneratedFile {
        let file = name.typeName + ".m"
        var w = CodeWriter()
        for line in FileHeader.lines(file: file, plan: plan, target: .xlformObjC, name: name) { w.line(line) }
        w.blank()
        w.line("#import <XLForm/XLForm.h>")
        if !plan.tagNames.tags.isEmpty {
            w.blank()
            for tag in plan.tagNames.tags {
                w.line("NSString *const \(tagConstant(tag)) = \(ObjCLiterals.string(tag));")
            }
        }
        w.blank()
        w.line(interface)
        w.line(factory + ";")
        w.line("@end")
        if program.usesRangeValidator {
            w.blank()
            for line in ObjCRangeValidator.lines(className: rangeValidator) { w.line(line) }
        }
        w.blank()
        w.line("@implementation XLFormDescriptor (\(name.typeName))")
        w.blank()
        w.line(factory)
        w.block("{") { w in
            w.line("XLFormDescriptor *form;")
            if !plan.sections.isEmpty { w.line("XLFormSectionDescriptor *section;") }
            if !plan.allRows.isEmpty { w.line("XLFormRowDescriptor *row;") }
            w.blank()
            for statement in program.statements { render(statement, into: &w) }
        }
        w.blank()
        w.line("@end")
        return GeneratedFile(name: file, contents: w.text)
    }

    private var rangeValidator: String { name.typeName + "RangeValidator" }

    private func render(_ statement: XLFormStatement, into w: inout CodeWriter) {
        switch statement {
        case .blank: w.blank()
        case .comment(let text): w.line("// " + CommentText.oneLine(text))
        case .registerCell(let rowType, let cellClass):
            w.line(
                "[XLFormViewController cellClassesForRowDescriptorTypes][\(ObjCLiterals.string(rowType))] = \(ObjCLiterals.classNamed(cellClass));"
            )
        case .registerInlineRowType(let rowType, let inline):
            w.line(
                "[XLFormViewController inlineRowDescriptorTypesForRowDescriptorTypes][\(ObjCLiterals.string(rowType))] = \(inline.code(quote: ObjCLiterals.string));"
            )
        case .createForm(let title):
            w.line(
                title.map { "form = [XLFormDescriptor formDescriptorWithTitle:\(ObjCLiterals.string($0))];" }
                    ?? "form = [XLFormDescriptor formDescriptor];")
        case .setForm(let property, let value): assign("form.\(property)", value, into: &w)
        case .createSection(let title, let options, let insertMode):
            w.line("section = \(section(title: title, options: options, insertMode: insertMode));")
        case .setSection(let property, let value): assign("section.\(property)", value, into: &w)
        case .addSection: w.line("[form addFormSection:section];")
        case .createRow(let tag, let rowType, let title):
            let tagText: String
            switch tag {
            case .named(let t): tagText = tagConstant(t)
            case .empty: tagText = "@\"\""
            case .none: tagText = "nil"
            }
            let titlePart = title.map { " title:\(ObjCLiterals.string($0))" } ?? ""
            w.line(
                "row = [XLFormRowDescriptor formRowDescriptorWithTag:\(tagText) rowType:\(rowType.code(quote: ObjCLiterals.string))\(titlePart)];"
            )
        case .setRow(let property, let value): assign("row.\(property)", value, into: &w)
        case .setConfig(let dictionary, let keyPath, let value):
            w.line("row.\(dictionary)[\(ObjCLiterals.string(keyPath))] = \(ObjCLiterals.object(value));")
        case .addValidator(let call): w.line("[row addValidator:\(validator(call))];")
        case .setAction(let property, let value): assign("row.action.\(property)", value, into: &w)
        case .createLeftRightOption(let variable, let option):
            w.line("XLFormLeftRightSelectorOption *\(variable) = \(leftRight(option));")
        case .createObject(let variable, let className):
            w.line("\(className) *\(variable) = \(ObjCLiterals.newObject(className));")
        case .setVariable(let variable, let property, let value):
            assign("\(variable).\(property)", value, into: &w)
        case .addRow: w.line("[section addFormRow:row];")
        case .setTemplate: w.line("section.multivaluedRowTemplate = row;")
        case .returnForm: w.line("return form;")
        }
    }

    private func section(title: String?, options: [String]?, insertMode: String?) -> String {
        guard let options else {
            return title.map { "[XLFormSectionDescriptor formSectionWithTitle:\(ObjCLiterals.string($0))]" }
                ?? "[XLFormSectionDescriptor formSection]"
        }
        var text =
            "[XLFormSectionDescriptor formSectionWithTitle:\(ObjCLiterals.optionalString(title)) sectionOptions:"
            + ObjCLiterals.options("XLFormSectionOptions", options, none: "XLFormSectionOptionNone")
        if let insertMode {
            text += " sectionInsertMode:" + ObjCLiterals.constant("XLFormSectionInsertMode", insertMode)
        }
        return text + "]"
    }

    private func validator(_ call: XLFormValidatorCall) -> String {
        switch call {
        case .email: return "[XLFormValidator emailValidator]"
        case .emailLong: return "[XLFormValidator emailValidatorLong]"
        case .regex(let message, let pattern):
            return
                "[XLFormRegexValidator formRegexValidatorWithMsg:\(ObjCLiterals.optionalString(message)) regex:\(ObjCLiterals.string(pattern))]"
        case .range(let min, let max, let message):
            func bound(_ d: Double?) -> String { d.map { "@" + NumberText.plain($0) } ?? "nil" }
            return
                "[\(rangeValidator) validatorWithMin:\(bound(min)) max:\(bound(max)) msg:\(ObjCLiterals.optionalString(message))]"
        case .app(let className): return ObjCLiterals.newObject(className)
        }
    }

    private func leftRight(_ option: LeftRightOptionPlan) -> String {
        let rights = "@[" + option.rightOptions.map(ObjCLiterals.object).joined(separator: ", ") + "]"
        return
            "[XLFormLeftRightSelectorOption formLeftRightSelectorOptionWithLeftValue:\(ObjCLiterals.object(option.leftValue)) httpParameterKey:\(ObjCLiterals.optionalString(option.httpParameterKey)) rightOptions:\(rights)]"
    }

    private func assign(_ target: String, _ value: XLFormValue, into w: inout CodeWriter) {
        switch value {
        case .object(let literal):
            let comment = literal.dateComment.map { " // " + $0 } ?? ""
            w.line("\(target) = \(ObjCLiterals.object(literal));\(comment)")
        case .string(let s): w.line("\(target) = \(ObjCLiterals.string(s));")
        case .bool(let b): w.line("\(target) = \(ObjCLiterals.bool(b));")
        case .number(let d): w.line("\(target) = \(NumberText.plain(d));")
        case .enumCase(let enumName, let caseName): w.line("\(target) = \(ObjCLiterals.constant(enumName, caseName));")
        case .flags(let enumName, let caseNames):
            w.line("\(target) = \(ObjCLiterals.options(enumName, caseNames, none: "XLFormRowNavigationOptionNone"));")
        case .classNamed(let name): w.line("\(target) = \(ObjCLiterals.classNamed(name));")
        case .selector(let name): w.line("\(target) = \(ObjCLiterals.selector(name));")
        case .condition(.constant(let b, _)): w.line("\(target) = \(b ? "@YES" : "@NO");")
        case .condition(.predicate(let source, _, _)): w.line("\(target) = \(ObjCLiterals.string(source));")
        case .variable(let name): w.line("\(target) = \(name);")
        case .newObject(let className): w.line("\(target) = \(ObjCLiterals.newObject(className));")
        case .options(let options):
            w.list(target, options.map(ObjCLiterals.object), open: "@[", close: "];")
        case .leftRightOptions(let elements):
            w.list(
                target,
                elements.map { element in
                    switch element {
                    case .inline(let option): return leftRight(option)
                    case .variable(let name): return name
                    }
                }, open: "@[", close: "];")
        }
    }
}

extension LiteralValue {
    /// `2026-11-21T09:00:00Z` beside a date written as seconds.
    var dateComment: String? {
        if case .date(let date) = self { return ISO8601.format(date) }
        return nil
    }
}
