import FormSpec
import FormSpecJSON
import Foundation

/// A spec as XLForm holds it, in the shape the stubs' dumps print (XLFormDump.swift): values
/// converted as the preview converts them, validators as the XLForm validator objects that
/// implement them, cell config values as KVC receives them. Written from protocol/format.md,
/// independently of the generator, so that a round trip through generated code can be
/// compared with the spec it came from.
struct CanonicalSpec {
    let document: SpecDocument
    let catalog = Catalog.standard
    let classes: DocumentClasses
    let compiled: CompiledForm

    init(_ document: SpecDocument) {
        self.document = document
        classes = DocumentClasses(catalog: catalog, form: document.form)
        compiled = CompiledForm(document)
    }

    func xlform() -> JSONValue {
        guard let form = document.form else { return .null }
        var spec = JSONObject()
        let node = form.node
        if let title = form.title?.value { spec["title"] = .string(title) }
        if case .constant(let b, _)? = form.disabled { spec["disabled"] = .bool(b) }
        for name in ["addAsteriskToRequiredRowsTitle", "assignFirstResponderOnShow", "endEditingTableViewOnScroll"] {
            if let b = node.value(name)?.boolValue { spec[name] = .bool(b) }
        }
        if let names = node.value("rowNavigationOptions")?.elements {
            spec["rowNavigationOptions"] = flagNames(
                names.compactMap(\.stringValue),
                order: ["enabled", "stopDisableRow", "skipCanNotBecomeFirstResponderRow", "stopInlineRow"])
        }
        if !form.customRowTypes.isEmpty {
            var types = JSONObject()
            for type in form.customRowTypes where type.cellClass != nil || type.inlineRowType != nil {
                var registered = JSONObject()
                if let cls = type.cellClass?.value { registered["cellClass"] = .string(cls) }
                if let inline = type.inlineRowType?.value { registered["inlineRowType"] = .string(inline) }
                types[type.name.value] = .object(registered)
            }
            if !types.isEmpty { spec["customRowTypes"] = .object(types) }
        }
        spec["sections"] = .array(form.sections.map(section))
        return Self.normalized(.object(spec))
    }

    private func section(_ section: Section) -> JSONValue {
        var spec = JSONObject()
        if let title = section.title?.value { spec["title"] = .string(title) }
        if let footer = section.footerTitle?.value { spec["footerTitle"] = .string(footer) }
        if let tag = section.multivaluedTag?.value { spec["multivaluedTag"] = .string(tag) }
        if let hidden = section.hidden { spec["hidden"] = condition(hidden) }
        let options = section.sectionOptions.map(\.value)
        if !options.isEmpty || section.insertMode != nil {
            spec["sectionOptions"] = flagNames(options, order: ["canInsert", "canDelete", "canReorder"])
        }
        if let mode = section.insertMode?.value { spec["sectionInsertMode"] = .string(mode) }
        // XLForm makes the Add button only for a section that inserts with it, titled "Add Item".
        if let title = section.addButtonTitle?.value, title != "Add Item", section.insertMode?.value == "button",
            options.contains("canInsert")
        {
            spec["multivaluedAddButton"] = ["title": .string(title)]
        }
        let defaults = compiled.rowDefaults(ofSection: section.index)
        if let template = section.template {
            spec["multivaluedRowTemplate"] = xlformRow(template, defaults: defaults?.template)
        }
        spec["rows"] = .array(
            section.rows.enumerated().map { i, r in
                xlformRow(r, defaults: defaults.flatMap { i < $0.rows.count ? $0.rows[i] : nil })
            })
        return .object(spec)
    }

    func xlformRow(_ row: Row, defaults: RowDefault?) -> JSONValue {
        var spec: JSONObject = ["rowType": JSONValue(row.rowType?.value)]
        if let tag = row.tag?.value { spec["tag"] = .string(tag) }
        if let title = row.title?.value { spec["title"] = .string(title) }
        let value: JSONValue? =
            row.value.flatMap(RelativeDate.offset).map { ["$sinceNow": .double($0)] } ?? defaults?.value.map(Self.value)
        if let left = row.leftOption.map(Self.leftOption) ?? defaults?.leftValue.map(Self.value) {
            spec["value"] = ["leftValue": left, "value": value ?? .null]
        } else if let value {
            spec["value"] = value
        }
        if let required = row.required?.value { spec["required"] = .bool(required) }
        if let message = row.requireMsg?.value { spec["requireMsg"] = .string(message) }
        if !row.validators.isEmpty {
            spec["validators"] = .array(
                row.validators.enumerated().map { i, v in validator(v, message: defaults?.validatorMessages[i]) })
        }
        if let options = row.selectorOptions {
            spec["selectorOptions"] = .array(
                options.options.map { option in
                    if row.rowType?.value == "selectorLeftRight" { return leftRight(option) }
                    return plainOption(option)
                })
        }
        if let text = row.selectorTitle?.value { spec["selectorTitle"] = .string(text) }
        if let text = row.noValueDisplayText?.value { spec["noValueDisplayText"] = .string(text) }
        if let hidden = row.hidden { spec["hidden"] = condition(hidden) }
        if let disabled = row.disabled { spec["disabled"] = condition(disabled) }
        for config in row.cellConfigs where !config.entries.isEmpty {
            let root = classes.rootClass(of: row, config: config.kind)
            var entries = JSONObject()
            for entry in config.entries {
                guard let value = entry.value else { continue }
                let type = root.flatMap {
                    classes.resolver.resolve(entry.keyPath.value, from: $0).target?.property.type
                }
                entries[entry.keyPath.value] = configValue(value, type: type)
            }
            spec[config.kind.rawValue] = .object(entries)
        }
        if let height = row.height?.value { spec["height"] = .double(height) }
        if let style = row.cellStyle?.value { spec["cellStyle"] = .string(style) }
        if let cls = row.cellClass?.value { spec["cellClass"] = .string(cls) }
        if let cls = row.valueTransformer?.value { spec["valueTransformer"] = .string(cls) }
        if let formatter = row.valueFormatter {
            // Only the style the class has, and not its default.
            var members: JSONObject = ["class": .string(formatter.effectiveClass)]
            if formatter.effectiveClass == ValueFormatter.numberFormatter, let style = formatter.numberStyle?.value,
                style != "none"
            {
                members["numberStyle"] = .string(style)
            }
            if formatter.effectiveClass == ValueFormatter.byteCountFormatter, let style = formatter.countStyle?.value,
                style != "file"
            {
                members["countStyle"] = .string(style)
            }
            spec["valueFormatter"] = .object(members)
        }
        if let b = row.useValueFormatterDuringInput?.value { spec["useValueFormatterDuringInput"] = .bool(b) }
        if let action = row.action, !action.members.isEmpty {
            var members = JSONObject()
            for member in action.members { members[member.name] = .string(member.value.value) }
            spec["action"] = .object(members)
        }
        return .object(spec)
    }

    /// XLForm's validator objects: email validators with another message, and the length
    /// validators, are regex validators (protocol/format.md, "Validators").
    private func validator(_ validator: Validator, message: String?) -> JSONValue {
        let type = validator.type?.value ?? ""
        let info = catalog.validatorType(type)
        func regex(_ pattern: String, _ msg: String?) -> JSONValue {
            ["type": "regex", "regex": .string(pattern), "msg": JSONValue(msg)]
        }
        switch type {
        case "regex": return regex(validator.regex?.value ?? "", validator.msg?.value)
        case "email", "emailLong":
            guard let msg = validator.msg?.value, msg != info?.defaultMessage else { return ["type": .string(type)] }
            return regex(info?.regex ?? "", msg)
        case "app": return ["type": "app", "class": JSONValue(validator.className?.value)]
        case "minLength": return regex("(?s).{\(validator.length?.value ?? 0),}", message)
        case "maxLength": return regex("(?s).{0,\(validator.length?.value ?? 0)}", message)
        default:
            var spec: JSONObject = ["type": "range", "msg": JSONValue(message)]
            if let min = validator.min?.value { spec["min"] = .double(min) }
            if let max = validator.max?.value { spec["max"] = .double(max) }
            return .object(spec)
        }
    }

    /// `leftRightSelectorLeftOptionSelected`: a left value, or an option object with one.
    private static func leftOption(_ node: JSONNode) -> JSONValue {
        guard let formValue = node.value("formValue") else { return value(RuntimeValue(json: node.jsonValue)) }
        return [
            "formValue": value(RuntimeValue(json: formValue.jsonValue)),
            "formDisplayText": JSONValue(node.value("formDisplayText")?.stringValue),
        ]
    }

    private func plainOption(_ option: SelectorOption) -> JSONValue {
        let value = option.formValue.map { Self.value(RuntimeValue(json: $0.jsonValue)) } ?? .null
        guard option.isOptionObject else { return value }
        return ["formValue": value, "formDisplayText": JSONValue(option.displayText?.value)]
    }

    private func leftRight(_ option: SelectorOption) -> JSONValue {
        var spec: JSONObject = [
            "leftValue": option.leftValue.map { Self.value(RuntimeValue(json: $0.jsonValue)) } ?? .null,
            "rightOptions": .array((option.rightOptions?.options ?? []).map(plainOption)),
        ]
        for name in [
            "httpParameterKey", "rightSelectorControllerClass", "noValueDisplayText", "selectorTitle",
            "leftValueChangePolicy",
        ] {
            if let text = option.node.value(name)?.stringValue { spec[name] = .string(text) }
        }
        return .object(spec)
    }

    private func condition(_ condition: Condition) -> JSONValue {
        switch condition {
        case .constant(let b, _): return .bool(b)
        case .predicate(let s, _): return .string(s.value)
        }
    }

    /// A cell config value as KVC receives it (protocol/format.md, "Cell configuration values").
    private func configValue(_ node: JSONNode, type: KeyPathType?) -> JSONValue {
        if node.isNull { return .null }
        guard let type else { return Self.value(RuntimeValue(json: node.jsonValue)) }
        let text = node.stringValue
        switch type {
        case .color:
            guard let text else { return .null }
            return .string(RGBA(hex: text)?.hex ?? text)
        case .font:
            if let style = node.value("textStyle")?.stringValue { return ["textStyle": .string(style)] }
            return ["name": node.value("name")?.jsonValue ?? .null, "size": node.value("size")?.jsonValue ?? .null]
        case .date:
            if let offset = RelativeDate.offset(node) { return ["$sinceNow": .double(offset)] }
            guard let text, case .success(let parsed) = ISO8601.parse(text) else { return .null }
            return ["$date": .double(parsed.date.timeIntervalSince1970)]
        case .image: return ["$image": JSONValue(text)]
        case .locale: return ["$locale": JSONValue(text)]
        case .timeZone: return ["$timeZone": JSONValue(text)]
        case .calendar: return ["$calendar": JSONValue(text)]
        case .enumeration(let name):
            return catalog.enums[name]?.enumCase(text ?? "")?.value ?? .null
        case .flags(let name):
            var bits: UInt64 = 0
            for item in node.elements ?? [] {
                guard let value = catalog.enums[name]?.enumCase(item.stringValue ?? "")?.value else { continue }
                bits |= value.intValue.map { UInt64($0) } ?? UInt64.max
            }
            return .double(Double(bits))
        case .bool:
            if let b = node.boolValue { return .bool(b) }
            return .bool((node.number?.double ?? 0) != 0)
        default:
            return Self.value(RuntimeValue(json: node.jsonValue))
        }
    }

    static func value(_ value: RuntimeValue) -> JSONValue {
        switch value {
        case .null: return .null
        case .number(.bool(let b)): return .bool(b)
        case .number(let n): return .double(n.doubleValue)
        case .decimal(let d):
            return d.isNaN ? ["$decimal": "NaN"] : .double(NSDecimalNumber(decimal: d).doubleValue)
        case .string(let s): return .string(s)
        case .date(let date): return ["$date": .double(date.timeIntervalSince1970)]
        case .array(let items): return .array(items.map(Self.value))
        case .dictionary(let d): return .object(JSONObject(d.map { ($0.key, Self.value($0.value)) }))
        case .option(let o): return ["formValue": Self.value(o.formValue), "formDisplayText": JSONValue(o.displayText)]
        case .object: return .null
        }
    }

    private func flagNames(_ names: [String], order: [String]) -> JSONValue {
        .array(order.filter(names.contains).map { .string($0) })
    }

    /// Numbers as doubles, so `3` and `3.0` compare equal; members sorted by key.
    static func normalized(_ value: JSONValue) -> JSONValue {
        switch value {
        case .integer(let i): return .double(Double(i))
        case .array(let items): return .array(items.map(normalized))
        case .object(let o):
            return .object(JSONObject(o.map { ($0.key, normalized($0.value)) }.sorted { $0.0 < $1.0 }))
        default: return value
        }
    }

    /// The first place two values differ, as a JSON path with both sides; nil when equal. A
    /// date made when the form was built (`{"$sinceNow": s}` expected) matches one a few
    /// minutes either side of now plus `s`.
    static func difference(_ a: JSONValue?, _ b: JSONValue?, path: String = "") -> String? {
        if case .object(let built)? = a, let date = built["$date"]?.doubleValue,
            case .object(let expected)? = b, let offset = expected["$sinceNow"]?.doubleValue
        {
            let drift = date - (Date().timeIntervalSince1970 + offset)
            return abs(drift) < 300 ? nil : "\(path): built \(drift) s from now + \(offset)"
        }
        switch (a, b) {
        case (.object(let x)?, .object(let y)?):
            for key in Set(x.keys).union(y.keys).sorted() {
                if let d = difference(x[key], y[key], path: path + "/" + key) { return d }
            }
            return nil
        case (.array(let x)?, .array(let y)?):
            for i in 0..<max(x.count, y.count) {
                if let d = difference(i < x.count ? x[i] : nil, i < y.count ? y[i] : nil, path: path + "/\(i)") {
                    return d
                }
            }
            return nil
        default:
            guard a != b else { return nil }
            func text(_ v: JSONValue?) -> String { v.map { $0.encodedString() } ?? "(absent)" }
            return "\(path.isEmpty ? "/" : path): \(text(a)) vs \(text(b))"
        }
    }
}
