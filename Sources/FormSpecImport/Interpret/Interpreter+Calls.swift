import FormSpec
import FormSpecJSON
import Foundation

extension Interpreter {
    func call(_ receiver: CodeExpr?, _ selector: String, _ arguments: [CodeExpr], _ range: TextRange) -> ImportValue {
        guard let receiver else { return function(selector, arguments.map { evaluate($0) }, range) }
        // A class named directly: `[XLFormRowDescriptor formRowDescriptorWithTag:…]`, `XLFormRowDescriptor(tag:…)`.
        if let className = Interpreter.qualifiedName(receiver), env[className] == nil,
            className.split(separator: ".").last?.first?.isUppercase == true, constants[className] == nil
        {
            if Interpreter.freeFunctions.contains(className) {
                return function(className, arguments.map { evaluate($0) }, range)
            }
            if className.hasPrefix("XLForm") { touched = true }
            let args = arguments.map { evaluate($0) }
            if let op = CallSpellings.classMethods[className]?[selector]
                ?? CallSpellings.classMethods[className]?[CallSpellings.withoutVariadicLabels(selector)]
                ?? CallSpellings.rangeValidator(className, selector)
            {
                return classMethod(op, className, args, range)
            }
            if className == "UIColor", args.isEmpty,
                let color = names.color(selector.replacingOccurrences(of: "()", with: ""))
            {
                return .color(color, range)
            }
            if selector == "alloc" || selector == "class" || selector == "self" { return .className(className, range) }
            if selector == "new" || selector == "init()", let made = newAppObject(className, range) { return made }
            if selector == "init(_:)" || selector == "init(arrayLiteral:)", names.enumTypes[className] != nil,
                let flags = args.first.flatMap(flagNames)
            {
                // `UIDataDetectorTypes([.phoneNumber, .link])`: an option set.
                return .flags(type: className, names: flags.names, range)
            }
            let made =
                selector.hasPrefix("init")
                ? "a \(className) made at run time" : "the result of '\(className) \(selector)'"
            return .unknown(Interpreter.runTimeValue(className) ?? made, range)
        }
        // `[[NSMutableArray alloc] init]`.
        if case .call(let inner, let allocation, let none, _) = receiver, allocation == "alloc", none.isEmpty,
            let className = Interpreter.qualifiedName(inner),
            let op = CallSpellings.classMethods[className]?[selector == "init" ? "init()" : selector]
        {
            return classMethod(op, className, arguments.map { evaluate($0) }, range)
        }
        let target = evaluate(receiver)
        let args = arguments.map { evaluate($0) }
        if args.contains(where: \.isDescriptor) { touched = true }
        if let op = CallSpellings.instanceMethods[selector] {
            return instanceMethod(op, target, receiver, args, range)
        }
        // `[row setTitle:…]`, `[formatter setNumberStyle:…]`: a setter sent as a message.
        if target.isDescriptor, args.count == 1, let name = Interpreter.setterProperty(selector) {
            touched = true
            setProperty(target, name, op: "=", args[0], keyRange: range)
            return .null(range)
        }
        // `[row cellConfig]`: a getter sent as a message.
        if args.isEmpty, !selector.contains(":") || selector.hasSuffix("()") == false {
            let name = selector.hasSuffix("()") ? String(selector.dropLast(2)) : selector
            if target.isDescriptor { return read(target, name, range) }
        }
        if case .unknown("the view controller itself", _) = target {
            if case .form? = args.first { touched = true }
            let described = args.first(where: \.isDescriptor).map { " with \($0.kindName)" } ?? ""
            return .unknown("'\(selector)' is a method of the app\(described); what it does is not followed", range)
        }
        if let why = target.unknownReason { return .unknown(why, range) }
        if case .className(let name, _) = target {
            if selector == "alloc" || selector == "class" { return target.at(range) }
            if selector == "init" || selector == "new", args.isEmpty, let made = newAppObject(name, range) {
                return made
            }
            return .unknown(Interpreter.runTimeValue(name) ?? "a \(name) made at run time", range)
        }
        return .unknown("'\(selector)' sent to \(target.kindName)", range)
    }

    /// `setNumberStyle:` → `numberStyle`.
    static func setterProperty(_ selector: String) -> String? {
        guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.dropLast().contains(":") == false else {
            return nil
        }
        let name = selector.dropFirst(3).dropLast()
        guard let first = name.first, first.isUppercase else { return nil }
        return first.lowercased() + name.dropFirst()
    }

    /// An object of a class the spec can name, made empty: a formatter (its class written unless
    /// it is the default, `NSNumberFormatter`), or an app validator (a class whose name ends in
    /// `Validator`, not XLForm's), `{"type": "app", "class": …}`.
    func newAppObject(_ className: String, _ range: TextRange) -> ImportValue? {
        if className.hasSuffix("Validator"), !className.hasPrefix("XLForm") {
            return .object(
                .object(
                    [
                        SourcedMember(key: .init("type", at: range), value: .string(.init("app", at: range))),
                        SourcedMember(key: .init("class", at: range), value: .string(.init(className, at: range))),
                    ], range))
        }
        guard let specClass = FormatterNode.specClass(className) else { return nil }
        let node = FormatterNode(range: range)
        if specClass != "NSNumberFormatter" {
            node.members.set("class", at: range, .string(.init(specClass, at: range)))
        }
        return .formatter(node, range)
    }

    /// Functions whose names look like types (Swift calls them like initialisers).
    static let freeFunctions: Set<String> = [
        "NSClassFromString", "NSSelectorFromString", "NSStringFromClass", "NSLocalizedString", "Selector",
    ]

    /// Why a value made by these classes cannot be in a spec.
    static func runTimeValue(_ className: String) -> String? {
        switch className {
        case "NSDate", "Date": return "a date computed at run time"
        case "UIImage": return "an image"
        case "CLLocation": return "a CLLocation, which the spec format has no value for"
        case "NSLocale", "Locale": return "a value of the device's locale"
        case "NSDateFormatter", "DateFormatter", "ISO8601DateFormatter", "NSISO8601DateFormatter":
            return "a date formatter, which the spec format cannot name"
        default: return nil
        }
    }

    private func function(_ name: String, _ args: [ImportValue], _ range: TextRange) -> ImportValue {
        switch (name, args.first) {
        case ("@selector", .string(let s)?), ("NSSelectorFromString", .string(let s)?), ("Selector", .string(let s)?):
            return .selector(s.value, range)
        case ("NSLocalizedString", .string(let s)?):
            return .string(s)
        case ("NSClassFromString", .string(let s)?):
            return .className(s.value, range)
        case ("NSStringFromClass", .className(let n, _)?):
            return .string(SourcedString(n, at: range))
        default:
            if args.contains(where: \.isDescriptor) { touched = true }
            return .unknown("the result of '\(name)'", range)
        }
    }

    func classMethod(
        _ op: CallOperation, _ className: String, _ args: [ImportValue], _ range: TextRange
    )
        -> ImportValue
    {
        func arg(_ i: Int) -> ImportValue? { i < args.count ? args[i] : nil }
        switch op {
        case .newForm:
            touched = true
            let form = FormNode(range: range)
            if let title = arg(0) { setString(&form.members, "title", title, owner: "form") }
            forms.append(form)
            return .form(form)
        case .newSection:
            touched = true
            let section = SectionNode(range: range)
            if let title = arg(0) { setString(&section.members, "title", title, owner: "section") }
            if let options = arg(1) {
                if case .bool(let multivalued, let r) = options {
                    // formSectionWithTitle:multivaluedSection: (deprecated): YES means insert and delete.
                    if multivalued {
                        section.members.set(
                            "sectionOptions", at: r,
                            .array([.string(.init("canInsert", at: r)), .string(.init("canDelete", at: r))], r))
                    }
                } else {
                    setFlags(
                        &section.members, "sectionOptions", options, type: "XLFormSectionOptions", owner: "section")
                }
            }
            if let mode = arg(2) {
                setEnum(&section.members, "sectionInsertMode", mode, type: "XLFormSectionInsertMode", owner: "section")
            }
            return .section(section)
        case .newRow:
            touched = true
            let row = RowNode(range: range)
            if let tag = arg(0) { setString(&row.members, "tag", tag, owner: "row") }
            if let rowType = arg(1) {
                if case .string(let s) = rowType {
                    row.members.set("rowType", at: rowType.range, .string(s))
                } else {
                    let name = Interpreter.constantName(rowType)
                    warn("rowType not imported: \(rowType.unknownReason ?? rowType.kindName)", at: rowType.range)
                    if let name {
                        row.members.set("rowType", at: rowType.range, .string(SourcedString(name, at: rowType.range)))
                    }
                }
            }
            if let title = arg(2) { setString(&row.members, "title", title, owner: describe(row)) }
            return .row(row, range)
        case .newOption:
            guard let value = arg(0), let display = arg(1) else { return .unknown("an incomplete option", range) }
            if let why = value.unknownReason ?? display.unknownReason { return .unknown(why, range) }
            return .option(value: value, display: display, range)
        case .newLeftRight:
            return leftRightOption(args, range)
        case .emailValidator, .emailLongValidator:
            let type = op == .emailValidator ? "email" : "emailLong"
            return .object(
                .object([SourcedMember(key: .init("type", at: range), value: .string(.init(type, at: range)))], range))
        case .regexValidator:
            guard let msg = arg(0)?.json(), let regex = arg(1), case .string(let pattern) = regex else {
                return .unknown(
                    arg(1)?.unknownReason ?? arg(0)?.unknownReason ?? "a regex validator with a computed pattern", range
                )
            }
            if let (type, length) = Interpreter.lengthValidator(pattern.value) {
                return .object(
                    .object(
                        [
                            SourcedMember(key: .init("type", at: range), value: .string(.init(type, at: range))),
                            SourcedMember(
                                key: .init("length", at: regex.range), value: .scalar(.integer(length), regex.range)),
                            SourcedMember(key: .init("msg", at: msg.range), value: msg),
                        ], range))
            }
            return .object(
                .object(
                    [
                        SourcedMember(key: .init("type", at: range), value: .string(.init("regex", at: range))),
                        SourcedMember(key: .init("regex", at: regex.range), value: .string(pattern)),
                        SourcedMember(key: .init("msg", at: msg.range), value: msg),
                    ], range))
        case .format, .predicate:
            guard case .string(let format)? = arg(0) else {
                return .unknown(arg(0)?.unknownReason ?? "a format that is not a constant string", range)
            }
            let rest = Array(args.dropFirst())
            if op == .predicate {
                if rest.isEmpty { return .predicate(format, range) }
                switch FormatFolding.fold(format, rest, style: .predicate, range: range) {
                case .success(let s): return .predicate(s, range)
                case .failure(let why): return .unknown(why.reason, range)
                }
            }
            switch FormatFolding.fold(format, rest, style: .string, range: range) {
            case .success(let s): return .string(s)
            case .failure(let why): return .unknown(why.reason, range)
            }
        case .sameString:
            return arg(0) ?? .unknown("a string", range)
        case .number:
            switch arg(0) {
            case .number?, .bool?: return arg(0)!.at(range)
            case let other?: return .unknown(other.unknownReason ?? "a number made of \(other.kindName)", range)
            case nil: return .unknown("a number", range)
            }
        case .decimal:
            if case .string(let s)? = arg(0), let d = Double(s.value) { return .number(d, text: s.value, range) }
            return .unknown("a decimal number computed at run time", range)
        case .mantissa:
            guard case .number(let m, let mt, _)? = arg(0), case .number(let e, _, _)? = arg(1),
                case .bool(let negative, _)? = arg(2), e.rounded() == e, abs(e) < 30
            else { return .unknown("a decimal number computed at run time", range) }
            // The digits as written, moved by the exponent: 325 × 10^-2 is 3.25.
            var text = mt.hasPrefix("-") ? String(mt.dropFirst()) : mt
            if e < 0 {
                let places = Int(-e)
                if text.count <= places { text = String(repeating: "0", count: places - text.count + 1) + text }
                text.insert(".", at: text.index(text.endIndex, offsetBy: -places))
            } else {
                text += String(repeating: "0", count: Int(e))
            }
            let value = m * (0..<Int(abs(e))).reduce(1.0) { acc, _ in e < 0 ? acc / 10 : acc * 10 }
            return .number(negative ? -value : value, text: (negative ? "-" : "") + text, range)
        case .rangeValidator:
            // The range validator `formspec generate` writes: `<Form>RangeValidator validatorWithMin:max:msg:`.
            var members = [SourcedMember(key: .init("type", at: range), value: .string(.init("range", at: range)))]
            for (i, key) in ["min", "max", "msg"].enumerated() {
                guard let value = arg(i) else { return .unknown("an incomplete range validator", range) }
                if case .null = value { continue }
                guard let json = value.json() else { return .unknown("'\(key)' of a range validator", value.range) }
                members.append(SourcedMember(key: .init(key, at: value.range), value: json))
            }
            return .object(.object(members, range))
        case .null:
            return .null(range)
        case .relativeDate:
            guard let interval = arg(0) else { return .relativeDate(seconds: 0, text: "0", range) }
            guard case .number(let seconds, let text, _) = interval else {
                return .unknown(
                    "a date from now by an interval not known before run time (\(interval.unknownReason ?? interval.kindName))",
                    range)
            }
            return .relativeDate(seconds: seconds, text: text, range)
        case .date:
            guard case .number(let seconds, _, _)? = arg(0) else {
                return .unknown("a date computed at run time", range)
            }
            return .date(ISO8601.format(Date(timeIntervalSince1970: seconds)), range)
        case .colorRGB, .colorWhite:
            let parts = args.compactMap { v -> Double? in
                if case .number(let d, _, _) = v { return d } else { return nil }
            }
            guard parts.count == args.count, parts.count >= 2 else {
                return .unknown("a colour computed at run time", range)
            }
            let rgba = op == .colorRGB ? parts : [parts[0], parts[0], parts[0], parts[1]]
            guard rgba.count == 4 else { return .unknown("a colour", range) }
            var hex = "#"
            for (i, c) in rgba.enumerated() where i < 3 || c < 1 {
                let byte = Int((min(max(c, 0), 1) * 255).rounded())
                hex += String(byte, radix: 16, uppercase: true).leftPadded(2)
            }
            return .color(hex, range)
        case .font:
            guard case .string(let name)? = arg(0), case .number(let size, let text, _)? = arg(1) else {
                return .unknown("a font computed at run time", range)
            }
            return fontObject(
                [("name", .string(name)), ("size", .scalar(ImportValue.number(size, text), range))], range)
        case .systemFont, .boldSystemFont, .italicSystemFont:
            guard case .number(let size, let text, _)? = arg(0) else {
                return .unknown("a font size computed at run time", range)
            }
            let name = op == .systemFont ? "system" : op == .boldSystemFont ? "boldSystem" : "italicSystem"
            return fontObject(
                [("name", .string(.init(name, at: range))), ("size", .scalar(ImportValue.number(size, text), range))],
                range)
        case .textStyleFont:
            guard case .enumCase(_, let style, _)? = arg(0) else {
                return .unknown("a text style computed at run time", range)
            }
            return fontObject([("textStyle", .string(.init(style, at: range)))], range)
        case .cellClassTable, .inlineTypeTable:
            touched = true
            return .cellClassTable(inline: op == .inlineTypeTable, range)
        case .image, .locale, .timeZone, .calendar:
            let kinds: [CallOperation: String] = [.image: "image", .locale: "locale", .timeZone: "time zone"]
            let kind = kinds[op] ?? "calendar"
            switch arg(0) {
            case .string(let s)?: return .named(kind: kind, name: s.value, range)
            case .enumCase(_, let name, _)? where op == .calendar: return .named(kind: kind, name: name, range)
            case let other?:
                return .unknown(
                    other.unknownReason ?? "a\(kind == "image" ? "n" : "") \(kind) named by \(other.kindName)", range)
            case nil: return .unknown("a \(kind)", range)
            }
        case .newArray:
            if case .array(let items, _)? = arg(0) { return .array(items, range) }
            return .array([], range)
        default:
            return .unknown("'\(className)'", range)
        }
    }

    private func fontObject(_ members: [(String, SourcedJSON)], _ range: TextRange) -> ImportValue {
        .object(.object(members.map { SourcedMember(key: .init($0.0, at: range), value: $0.1) }, range))
    }

    private func leftRightOption(_ args: [ImportValue], _ range: TextRange) -> ImportValue {
        guard args.count >= 3 else { return .unknown("an incomplete left/right option", range) }
        let node = LeftRightNode(range: range)
        for (i, key) in ["leftValue", "httpParameterKey", "rightOptions", "rightSelectorControllerClass"].enumerated()
        where i < args.count {
            let value = args[i]
            if case .null = value { continue }
            let json: SourcedJSON?
            if key == "leftValue" {
                json = Interpreter.optionValue(value)
            } else {
                json = value.json()
            }
            guard let json else { return .unknown(value.unknownReason ?? "\(key) as \(value.kindName)", value.range) }
            node.members.set(key, at: value.range, json)
        }
        return .leftRight(node, range)
    }

    /// `(?s).{N,}` and `(?s).{0,N}` are how the format defines minLength and maxLength.
    static func lengthValidator(_ pattern: String) -> (String, Int64)? {
        guard pattern.hasPrefix("(?s).{"), pattern.hasSuffix("}") else { return nil }
        let bounds = pattern.dropFirst(6).dropLast().split(separator: ",", omittingEmptySubsequences: false)
        guard bounds.count == 2 else { return nil }
        if bounds[1].isEmpty, let n = Int64(bounds[0]) { return ("minLength", n) }
        if bounds[0] == "0", let n = Int64(bounds[1]) { return ("maxLength", n) }
        return nil
    }

    /// An option's scalar formValue (for `value` and `leftValue`; a left/right option's
    /// leftValue), or the value itself.
    static func optionValue(_ value: ImportValue) -> SourcedJSON? {
        if case .option(let v, _, _) = value { return v.json() }
        if case .leftRight(let node, _) = value { return node.members["leftValue"] }
        return value.json()
    }

    static func constantName(_ value: ImportValue) -> String? {
        guard case .unknown(let why, _) = value, let open = why.firstIndex(of: "'") else { return nil }
        let rest = why[why.index(after: open)...]
        guard let close = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<close])
    }

    private func instanceMethod(
        _ op: CallOperation, _ target: ImportValue, _ receiver: CodeExpr, _ args: [ImportValue], _ range: TextRange
    ) -> ImportValue {
        func arg(_ i: Int) -> ImportValue? { i < args.count ? args[i] : nil }
        switch (op, target) {
        case (.addSection, .form(let form)), (.addSectionAt, .form(let form)), (.addSectionAfter, .form(let form)):
            guard case .section(let section)? = arg(0) else {
                return .unknown(arg(0)?.unknownReason ?? "a section built elsewhere", arg(0)?.range ?? range)
            }
            if form.sections.contains(where: { $0 === section }) {
                warn("this section is already in the form; the spec has it once", at: range)
                return .null(range)
            }
            var index = form.sections.count
            if op == .addSectionAt, case .number(let d, _, _)? = arg(1) { index = min(max(0, Int(d)), index) }
            if op == .addSectionAfter, case .section(let anchor)? = arg(1),
                let i = form.sections.firstIndex(where: { $0 === anchor })
            {
                index = i + 1
            }
            form.sections.insert(section, at: index)
            return .null(range)
        case (.addRow, .section(let section)):
            guard case .row(let row, _)? = arg(0) else {
                return .unknown(arg(0)?.unknownReason ?? "a row built elsewhere", arg(0)?.range ?? range)
            }
            if section.rows.contains(where: { $0 === row }) {
                warn("this row is already in the section; the spec has it once", at: range)
                return .null(range)
            }
            section.rows.append(row)
            return .null(range)
        case (.addRowBefore, .form), (.addRowAfter, .form), (.addRowBefore, .section), (.addRowAfter, .section):
            guard case .row(let row, _)? = arg(0) else {
                return .unknown(arg(0)?.unknownReason ?? "a row built elsewhere", arg(0)?.range ?? range)
            }
            var sections: [SectionNode] = []
            if case .form(let form) = target { sections = form.sections }
            if case .section(let s) = target { sections = [s] }
            for section in sections {
                let anchorIndex = section.rows.firstIndex { anchor in
                    switch arg(1) {
                    case .row(let a, _)?: return a === anchor
                    case .string(let tag)?: return anchor.tag?.value == tag.value
                    default: return false
                    }
                }
                if let i = anchorIndex {
                    section.rows.insert(row, at: op == .addRowBefore ? i : i + 1)
                    return .null(range)
                }
            }
            return .unknown("a row added next to a row the importer cannot find", range)
        case (.rowWithTag, .form(let form)):
            guard case .string(let tag)? = arg(0),
                let row = (form.rows + form.sections.compactMap(\.template)).last(where: { $0.tag?.value == tag.value })
            else {
                return .unknown("a row looked up by a tag the form does not have yet", range)
            }
            return .row(row, range)
        case (.addValidator, .row(let row, _)):
            guard let validator = arg(0), case .object(let json) = validator else {
                return .unknown(arg(0)?.unknownReason ?? "a validator class of the app", arg(0)?.range ?? range)
            }
            row.validators.append(json)
            return .null(range)
        case (.copy, .row(let row, _)):
            return .row(row.copy(at: range), range)
        case (.copy, _):
            return target.at(range)
        case (.setObjectForKey, .config(let row, let name, _)):
            guard let value = arg(0), let key = arg(1) else { return .unknown("an incomplete call", range) }
            setConfig(row, name, key: key, value: value)
            return .null(range)
        case (.setObjectForKey, .cellClassTable(let inline, _)):
            guard let value = arg(0), let key = arg(1) else { return .unknown("an incomplete call", range) }
            registerCellClass(key: key, value: value, inline: inline)
            return .null(range)
        case (.addEntries, .config(let row, let name, _)):
            guard case .dictionary(let pairs, _)? = arg(0) else {
                return .unknown(arg(0)?.unknownReason ?? "a dictionary computed at run time", range)
            }
            for (key, value) in pairs { setConfig(row, name, key: key, value: value) }
            return .null(range)
        case (.union, _):
            guard let l = flagNames(target), let other = arg(0), let r = flagNames(other) else {
                return .unknown("option flags computed at run time", range)
            }
            return .flags(type: l.type ?? r.type, names: l.names + r.names, range)
        case (.contains, _):
            guard let l = flagNames(target), let other = arg(0), let r = flagNames(other) else {
                return .unknown("option flags computed at run time", range)
            }
            return .bool(Set(r.names).isSubset(of: Set(l.names)), range)
        case (.append, .array(var items, _)), (.removeAt, .array(var items, _)), (.insertAt, .array(var items, _)):
            guard case .identifier(let name, _) = receiver else { return .unknown("a changed copy of an array", range) }
            switch op {
            case .append:
                if let v = arg(0) { items.append(v) }
            case .removeAt:
                guard case .number(let d, _, _)? = arg(0), Int(d) >= 0, Int(d) < items.count else {
                    return .unknown("an array element removed at a computed index", range)
                }
                items.remove(at: Int(d))
            default:
                guard let v = arg(0), case .number(let d, _, _)? = arg(1), Int(d) >= 0, Int(d) <= items.count else {
                    return .unknown("an array element inserted at a computed index", range)
                }
                items.insert(v, at: Int(d))
            }
            env[name] = .array(items, target.range)
            return .null(range)
        case (.elementAt, .array(let items, _)):
            guard case .number(let d, _, _)? = arg(0), Int(d) >= 0, Int(d) < items.count else {
                return .unknown("an array element at a computed index", range)
            }
            return items[Int(d)].at(range)
        case (.count, .array(let items, _)):
            return .number(Double(items.count), text: String(items.count), range)
        case (.first, .array(let items, _)):
            return items.first?.at(range) ?? .null(range)
        case (.addingTimeInterval, .relativeDate(let seconds, let text, _)):
            guard case .number(let more, let moreText, _)? = arg(0) else {
                return .unknown(arg(0)?.unknownReason ?? "a date moved by a computed interval", range)
            }
            return Interpreter.moved(seconds, text, by: more, moreText, range)
        case (.initWithForm, _):
            // The form handed to the view controller: the end of building it.
            if case .form? = arg(0) { touched = true }
            return .null(range)
        default:
            if let why = target.unknownReason { return .unknown(why, range) }
            return .unknown("this call on \(target.kindName)", range)
        }
    }

    /// `[[XLFormViewController cellClassesForRowDescriptorTypes] setObject:[RatingCell class] forKey:@"rating"]`.
    func registerCellClass(key: ImportValue, value: ImportValue, inline: Bool = false) {
        guard case .string(let type) = key else {
            warn(
                "custom row type not imported: \(key.unknownReason ?? "its name is not a constant string")",
                at: key.range)
            return
        }
        if inline {
            guard case .string(let inlineType) = value else {
                warn(
                    "inline row type of '\(type.value)' not imported: \(value.unknownReason ?? "\(value.kindName) is not a row type")",
                    at: value.range)
                return
            }
            inlineTypes[type.value] = CellClassRegistration(type: type, cell: .string(inlineType), file: file)
            return
        }
        let cell: SourcedJSON
        switch value {
        case .className(let name, let r): cell = .string(.init(name, at: r))
        case .string(let nib): cell = .string(nib)
        default:
            warn(
                "custom row type '\(type.value)' not imported: \(value.unknownReason ?? "its cell is \(value.kindName)")",
                at: value.range)
            return
        }
        cellClasses[type.value] = CellClassRegistration(type: type, cell: cell, file: file)
    }
}

/// `[[XLFormViewController cellClassesForRowDescriptorTypes] setObject:cell forKey:type]`, as read
/// in `file`.
struct CellClassRegistration {
    var type: SourcedString
    var cell: SourcedJSON
    var file: String
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

extension Interpreter {
    /// A relative date moved by more seconds; the sum keeps integer spelling when both are integers.
    static func moved(
        _ seconds: Double, _ text: String, by more: Double, _ moreText: String, _ range: TextRange
    )
        -> ImportValue
    {
        let sum = seconds + more
        let integral = !text.contains(".") && !moreText.contains(".") && sum.rounded() == sum && abs(sum) < 9e15
        return .relativeDate(seconds: sum, text: integral ? String(Int64(sum)) : String(sum), range)
    }
}
