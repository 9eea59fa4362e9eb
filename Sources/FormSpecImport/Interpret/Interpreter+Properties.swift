import FormSpec
import FormSpecJSON

extension Interpreter {
    func describe(_ row: RowNode) -> String {
        row.tag.map { "row '\($0.value)'" } ?? "row"
    }

    func assign(_ target: CodeExpr, op: String, value valueExpr: CodeExpr) {
        switch target {
        case .identifier(let name, _):
            var value = evaluate(valueExpr)
            if op == "|=", let old = env[name], let l = flagNames(old), let r = flagNames(value) {
                value = .flags(type: l.type ?? r.type, names: l.names + r.names, valueExpr.range)
            } else if ["+=", "-=", "*=", "/="].contains(op), let old = env[name] {
                // `idx += 1` in a loop over known values.
                value = binary(String(op.dropLast()), old, value, valueExpr.range)
            } else if op != "=" {
                value = .unknown("the '\(op)' assignment", valueExpr.range)
            }
            if value.isDescriptor { touched = true }
            env[name] = value
        case .member(let base?, let name, let range):
            if case .identifier("self", _) = base, name == "form" {
                let value = evaluate(valueExpr)
                if case .form = value {
                    touched = true
                    env["self.form"] = value
                    return
                }
                touched = true
                warn("form not imported: \(value.unknownReason ?? value.kindName)", at: valueExpr.range)
                return
            }
            let owner = evaluate(base)
            guard owner.isDescriptor else {
                if case .unknown(let why, _) = owner, why.hasPrefix("the view controller") { return }
                return
            }
            touched = true
            let value = evaluate(valueExpr)
            let keyRange = span(base.range.end, range.end)
            if let why = owner.unknownReason {
                warn("'\(name)' not imported: it is set on \(why)", at: range)
                return
            }
            setProperty(owner, name, op: op, value, keyRange: keyRange)
        case .subscripted(let base, let keyExpr, _):
            let owner = evaluate(base)
            guard owner.isDescriptor else { return }
            touched = true
            let key = evaluate(keyExpr)
            let value = evaluate(valueExpr)
            switch owner {
            case .config(let row, let name, _): setConfig(row, name, key: key, value: value)
            case .cellClassTable(let inline, _): registerCellClass(key: key, value: value, inline: inline)
            default: warn("not imported: an element of \(owner.kindName)", at: target.range)
            }
        default:
            let value = evaluate(valueExpr)
            if touched { warn("not imported: an assignment to \(value.kindName)", at: target.range) }
        }
    }

    func setProperty(
        _ owner: ImportValue, _ name: String, op: String, _ value: ImportValue, keyRange: TextRange
    ) {
        if let why = value.unknownReason {
            warn("'\(name)' not imported: \(why)", at: value.range)
            return
        }
        switch owner {
        case .row(let row, _): setRow(row, name, value, keyRange: keyRange)
        case .section(let section): setSection(section, name, value, keyRange: keyRange)
        case .form(let form): setForm(form, name, op: op, value, keyRange: keyRange)
        case .action(let row, _): setAction(row, name, value, keyRange: keyRange)
        case .formatter(let node, _): setFormatter(node, name, value, keyRange: keyRange)
        case .leftRight(let node, _): setLeftRight(node, name, value, keyRange: keyRange)
        case .addButton(let section, _) where name == "title":
            setString(&section.addButton, name, value, owner: "the Add button", keyRange: keyRange)
        default: warn("'\(name)' not imported: it is set on \(owner.kindName)", at: keyRange)
        }
    }

    private func setRow(_ row: RowNode, _ name: String, _ value: ImportValue, keyRange: TextRange) {
        let owner = describe(row)
        switch name {
        case "tag", "title", "requireMsg", "selectorTitle", "noValueDisplayText":
            setString(&row.members, name, value, owner: owner, keyRange: keyRange)
        case "required", "isRequired":
            setBool(&row.members, "required", value, owner: owner, keyRange: keyRange)
        case "hidden", "disabled", "isHidden", "isDisabled":
            setPredicate(
                &row.members, name.hasPrefix("is") ? String(name.dropFirst(2)).lowercased() : name, value, owner: owner,
                keyRange: keyRange)
        case "value":
            if case .date(let iso, let r) = value, ["date", "dateInline"].contains(row.rowType ?? ""),
                iso.hasSuffix("T00:00:00Z")
            {
                // Date rows take a date alone for midnight UTC.
                row.members.set("value", at: keyRange, .string(SourcedString(String(iso.prefix(10)), at: r)))
                return
            }
            guard let json = rowValue(value) else {
                warn(
                    "\(owner): 'value' not imported: \(value.innerUnknown ?? "\(value.kindName) has no spec form")",
                    at: value.range)
                return
            }
            row.members.set("value", at: keyRange, json)
        case "selectorOptions":
            guard case .array(let items, _) = value, let json = optionsJSON(items, range: value.range) else {
                warn(
                    "\(owner): 'selectorOptions' not imported: \(value.kindName) is not a list of options",
                    at: value.range)
                return
            }
            row.optionsValue = value
            row.members.set("selectorOptions", at: keyRange, json)
        case "height":
            guard case .number = value, let json = value.json() else {
                warn("\(owner): 'height' not imported: \(value.kindName) is not a number", at: value.range)
                return
            }
            row.members.set("height", at: keyRange, json)
        case "cellStyle":
            setEnum(&row.members, "cellStyle", value, type: "UITableViewCellStyle", owner: owner, keyRange: keyRange)
        case "cellClass", "valueTransformer":
            switch value {
            case .className(let n, let r): row.members.set(name, at: keyRange, .string(.init(n, at: r)))
            case .string(let s) where name == "cellClass": row.members.set(name, at: keyRange, .string(s))
            default: warn("\(owner): '\(name)' not imported: \(value.kindName) is not a class", at: value.range)
            }
        case "buttonViewController", "selectorControllerClass":
            setAction(row, "viewControllerClass", value, keyRange: keyRange)
        case "buttonViewControllerPresentationMode":
            setAction(row, "viewControllerPresentationMode", value, keyRange: keyRange)
        case "onChangeBlock":
            warn("\(owner): 'onChangeBlock' not imported: a block is code, which a spec cannot hold", at: keyRange)
        case "valueFormatter":
            guard case .formatter(let node, _) = value else {
                warn(
                    "\(owner): 'valueFormatter' not imported: \(value.kindName) is not a formatter the spec format names",
                    at: value.range)
                return
            }
            row.formatter = (node, keyRange)
        case "useValueFormatterDuringInput":
            setBool(&row.members, name, value, owner: owner, keyRange: keyRange)
        case "leftRightSelectorLeftOptionSelected":
            guard let json = Interpreter.optionValue(value) else {
                warn("\(owner): '\(name)' not imported: \(value.kindName) has no spec form", at: value.range)
                return
            }
            row.members.set(name, at: keyRange, json)
        default:
            warn("\(owner): '\(name)' not imported: it is not a row property the spec format has", at: keyRange)
        }
    }

    private func setSection(_ section: SectionNode, _ name: String, _ value: ImportValue, keyRange: TextRange) {
        let owner =
            section.members["title"].flatMap { j -> String? in
                if case .string(let s) = j { return "section '\(s.value)'" }
                return nil
            } ?? "section"
        switch name {
        case "title", "footerTitle", "multivaluedTag":
            setString(&section.members, name, value, owner: owner, keyRange: keyRange)
        case "hidden", "isHidden":
            setPredicate(&section.members, "hidden", value, owner: owner, keyRange: keyRange)
        case "multivaluedRowTemplate":
            guard case .row(let row, _) = value else {
                warn("\(owner): 'multivaluedRowTemplate' not imported: \(value.kindName)", at: value.range)
                return
            }
            section.template = row
        default:
            warn("\(owner): '\(name)' not imported: it is not a section property the spec format has", at: keyRange)
        }
    }

    private func setForm(_ form: FormNode, _ name: String, op: String, _ value: ImportValue, keyRange: TextRange) {
        switch name {
        case "title":
            setString(&form.members, "title", value, owner: "form", keyRange: keyRange)
        case "disabled", "isDisabled":
            setPredicate(&form.members, "disabled", value, owner: "form", keyRange: keyRange)
        case "addAsteriskToRequiredRowsTitle", "assignFirstResponderOnShow", "endEditingTableViewOnScroll":
            setBool(&form.members, name, value, owner: "form", keyRange: keyRange)
        case "rowNavigationOptions":
            var combined = value
            if op == "|=" {
                let old =
                    form.members["rowNavigationOptions"]?.json.arrayValue?.compactMap(\.stringValue) ?? ["enabled"]
                guard let new = flagNames(value) else {
                    warn("form: 'rowNavigationOptions' not imported: \(value.kindName)", at: value.range)
                    return
                }
                combined = .flags(type: nil, names: old + new.names, value.range)
            } else if op != "=" {
                warn("form: 'rowNavigationOptions' not imported: the '\(op)' assignment", at: value.range)
                return
            }
            setFlags(
                &form.members, name, combined, type: "XLFormRowNavigationOptions", owner: "form", keyRange: keyRange)
        default:
            warn("form: '\(name)' not imported: it is not a form property the spec format has", at: keyRange)
        }
    }

    /// A left/right option's properties that have no argument in its constructors.
    private func setLeftRight(_ node: LeftRightNode, _ name: String, _ value: ImportValue, keyRange: TextRange) {
        switch name {
        case "noValueDisplayText", "selectorTitle", "httpParameterKey":
            setString(&node.members, name, value, owner: "left/right option", keyRange: keyRange)
        case "rightSelectorControllerClass":
            guard case .className(let n, let r) = value else {
                warn("left/right option: '\(name)' not imported: \(value.kindName) is not a class", at: value.range)
                return
            }
            node.members.set(name, at: keyRange, .string(.init(n, at: r)))
        case "leftValueChangePolicy":
            setEnum(
                &node.members, name, value, type: "XLFormLeftRightSelectorOptionLeftValueChangePolicy",
                owner: "left/right option", keyRange: keyRange)
        default:
            warn("left/right option: '\(name)' not imported: it is not a property the spec format has", at: keyRange)
        }
    }

    /// `numberStyle` and `countStyle`, the properties the format's formatter has.
    private func setFormatter(_ node: FormatterNode, _ name: String, _ value: ImportValue, keyRange: TextRange) {
        switch name {
        case "numberStyle":
            setEnum(&node.members, name, value, type: "NSNumberFormatterStyle", owner: "formatter", keyRange: keyRange)
        case "countStyle":
            setEnum(
                &node.members, name, value, type: "NSByteCountFormatterCountStyle", owner: "formatter",
                keyRange: keyRange)
        default:
            warn(
                "formatter: '\(name)' not imported: the spec's formatters have only numberStyle and countStyle",
                at: keyRange)
        }
    }

    func setAction(_ row: RowNode, _ name: String, _ value: ImportValue, keyRange: TextRange) {
        let owner = describe(row)
        switch (name, value) {
        case ("viewControllerClass", .className(let n, let r)), ("formSegueClass", .className(let n, let r)):
            row.action.set(name, at: keyRange, .string(.init(n, at: r)))
        case ("viewControllerStoryboardId", .string(let s)), ("viewControllerNibName", .string(let s)),
            ("formSegueIdentifier", .string(let s)):
            row.action.set(name, at: keyRange, .string(s))
        case ("formSegueIdenfifier", .string(let s)):
            row.action.set("formSegueIdentifier", at: keyRange, .string(s))
        case ("formSelector", .selector(let sel, let r)):
            row.action.set(name, at: keyRange, .string(.init(sel, at: r)))
        case ("viewControllerPresentationMode", _):
            setEnum(&row.action, name, value, type: "XLFormPresentationMode", owner: owner, keyRange: keyRange)
        case ("formBlock", _):
            warn("\(owner): 'action.formBlock' not imported: a block is code, which a spec cannot hold", at: keyRange)
        default:
            warn("\(owner): 'action.\(name)' not imported: \(value.kindName)", at: value.range)
        }
    }

    func setConfig(_ row: RowNode, _ name: String, key: ImportValue, value: ImportValue) {
        let owner = describe(row)
        guard case .string(let keyPath) = key else {
            warn(
                "\(owner): a \(name) key not imported: \(key.unknownReason ?? "the key is \(key.kindName)")",
                at: key.range)
            return
        }
        guard let json = value.json() else {
            warn(
                "\(owner): \(name)['\(keyPath.value)'] not imported: \(value.unknownReason ?? "\(value.kindName) has no spec form")",
                at: value.range)
            return
        }
        var members = row.configs[name] ?? Members()
        members.set(keyPath, json)
        row.configs[name] = members
    }

    // MARK: Typed setters

    func setString(
        _ members: inout Members, _ name: String, _ value: ImportValue, owner: String, keyRange: TextRange? = nil
    ) {
        switch value {
        case .string(let s): members.set(name, at: keyRange ?? s.range, .string(s))
        case .null: members.remove(name)
        default:
            warn(
                "\(owner): '\(name)' not imported: \(value.unknownReason ?? "\(value.kindName) is not a string")",
                at: value.range)
        }
    }

    private func setBool(
        _ members: inout Members, _ name: String, _ value: ImportValue, owner: String, keyRange: TextRange
    ) {
        switch value {
        case .bool(let b, let r): members.set(name, at: keyRange, .scalar(.bool(b), r))
        case .number(let d, _, let r) where d == 0 || d == 1: members.set(name, at: keyRange, .scalar(.bool(d == 1), r))
        default: warn("\(owner): '\(name)' not imported: \(value.kindName) is not a boolean", at: value.range)
        }
    }

    private func setPredicate(
        _ members: inout Members, _ name: String, _ value: ImportValue, owner: String, keyRange: TextRange
    ) {
        switch value {
        case .bool(let b, let r): members.set(name, at: keyRange, .scalar(.bool(b), r))
        case .number(let d, _, let r) where d == 0 || d == 1: members.set(name, at: keyRange, .scalar(.bool(d == 1), r))
        case .string(let s): members.set(name, at: keyRange, .string(s))
        case .predicate(let s, let r):
            members.set(name, at: keyRange, .string(s))
            if let bare = Predicates.firstBareTag(s.value) {
                warn(
                    "\(owner): '\(name)' is an NSPredicate object, whose '$\(bare)' is the row itself; XLForm reads a predicate string's '$\(bare)' as the row's value, so the spec's string means something else. Write '$\(bare).value' to keep the meaning",
                    at: r)
            }
        default:
            warn("\(owner): '\(name)' not imported: \(value.kindName) is not a boolean or a predicate", at: value.range)
        }
    }

    func setEnum(
        _ members: inout Members, _ name: String, _ value: ImportValue, type: String, owner: String,
        keyRange: TextRange? = nil
    ) {
        guard case .enumCase(_, let caseName, let r) = value, let known = names.enumCase(type: type, name: caseName)
        else {
            warn("\(owner): '\(name)' not imported: \(value.kindName) is not a \(type) case", at: value.range)
            return
        }
        members.set(name, at: keyRange ?? r, .string(.init(known, at: r)))
    }

    func setFlags(
        _ members: inout Members, _ name: String, _ value: ImportValue, type: String, owner: String,
        keyRange: TextRange? = nil
    ) {
        guard let flags = flagNames(value) else {
            warn("\(owner): '\(name)' not imported: \(value.kindName) is not \(type)", at: value.range)
            return
        }
        var seen: [String] = []
        for flag in flags.names {
            guard let known = names.enumCase(type: type, name: flag) else {
                warn("\(owner): '\(name)' not imported: '\(flag)' is not a \(type) case", at: value.range)
                return
            }
            if known != "none", !seen.contains(known) { seen.append(known) }
        }
        let r = value.range
        members.set(name, at: keyRange ?? r, .array(seen.map { .string(.init($0, at: r)) }, r))
    }

    /// A row's `value`: an option is written as its formValue, an array element-wise.
    private func rowValue(_ value: ImportValue) -> SourcedJSON? {
        switch value {
        case .option: return Interpreter.optionValue(value)
        case .array(let items, let r):
            var out: [SourcedJSON] = []
            for item in items {
                guard let j = Interpreter.optionValue(item) else { return nil }
                out.append(j)
            }
            return .array(out, r)
        case .predicate, .object, .color, .named, .flags, .leftRight, .formatter: return nil
        default: return value.json()
        }
    }

    private func optionsJSON(_ items: [ImportValue], range: TextRange) -> SourcedJSON? {
        var out: [SourcedJSON] = []
        for item in items {
            guard let j = item.json() else { return nil }
            out.append(j)
        }
        return .array(out, range)
    }
}

/// What the spec's predicate strings and XLForm's NSPredicate objects read differently.
enum Predicates {
    /// The first `$tag` not followed by `.value`, `.isHidden` or `.isDisabled`: in an NSPredicate
    /// object it is the row descriptor; in a predicate string XLForm rewrites it to the value
    /// (NSString+XLFormAdditions.m `formPredicate`).
    static func firstBareTag(_ predicate: String) -> String? {
        let separators = Set(" <>!=+-&|()".unicodeScalars)
        for piece in predicate.split(separator: "$", omittingEmptySubsequences: false).dropFirst() {
            let head = piece.unicodeScalars.prefix { !separators.contains($0) }
            let parts = String(String.UnicodeScalarView(head)).split(separator: ".", maxSplits: 1)
            guard let tag = parts.first, !tag.isEmpty else { continue }
            let attribute = parts.count > 1 ? parts[1].split(separator: ".").first.map(String.init) : nil
            if !["value", "isHidden", "isDisabled"].contains(attribute ?? "") { return String(tag) }
        }
        return nil
    }
}
