/// Prints the descriptors a factory built as a spec (protocol/format.md's property names),
/// for the round trip: generated code → run → this → compared with the spec it came from.
/// Only what code assigned is printed; values go through `SpecValues`.
public enum XLFormDump {
    public static func spec(_ form: XLFormDescriptor) -> [String: Any] {
        var spec: [String: Any] = [:]
        if let title = form.title { spec["title"] = title }
        for (name, value) in form.assigned {
            switch value {
            case let options as XLFormRowNavigationOptions:
                spec[name] = names(
                    options.rawValue,
                    ["enabled", "stopDisableRow", "skipCanNotBecomeFirstResponderRow", "stopInlineRow"])
            default: spec[name] = value
            }
        }
        var types: [String: [String: Any]] = [:]
        for (key, cellClass) in XLFormViewController.cellClassesForRowDescriptorTypes()! {
            types["\(key)", default: [:]]["cellClass"] = className(cellClass)
        }
        for (key, inline) in XLFormViewController.inlineRowDescriptorTypesForRowDescriptorTypes()! {
            types["\(key)", default: [:]]["inlineRowType"] = "\(inline)"
        }
        if !types.isEmpty { spec["customRowTypes"] = types }
        spec["sections"] = form.formSections.map(section)
        return spec
    }

    /// Forgets the cell classes the last factory registered.
    public static func reset() {
        XLFormViewController.cellClassesForRowDescriptorTypes()!.removeAllObjects()
        XLFormViewController.inlineRowDescriptorTypesForRowDescriptorTypes()!.removeAllObjects()
    }

    static func section(_ section: XLFormSectionDescriptor) -> [String: Any] {
        var spec: [String: Any] = [:]
        if let title = section.title { spec["title"] = title }
        if let footer = section.footerTitle { spec["footerTitle"] = footer }
        if let tag = section.multivaluedTag { spec["multivaluedTag"] = tag }
        if let hidden = section.assignedHidden { spec["hidden"] = condition(hidden) }
        if let options = section.sectionOptions {
            spec["sectionOptions"] = names(options.rawValue, ["canInsert", "canDelete", "canReorder"])
        }
        if let mode = section.sectionInsertMode { spec["sectionInsertMode"] = mode == .button ? "button" : "lastRow" }
        if let template = section.multivaluedRowTemplate { spec["multivaluedRowTemplate"] = row(template) }
        // XLForm's own title is not printed back.
        if let title = section.multivaluedAddButton?.title, title != "Add Item" {
            spec["multivaluedAddButton"] = ["title": title]
        }
        spec["rows"] = section.formRows.map(row)
        return spec
    }

    static func row(_ row: XLFormRowDescriptor) -> [String: Any] {
        var spec: [String: Any] = ["rowType": row.rowType]
        if let tag = row.tag { spec["tag"] = tag }
        if let title = row.title { spec["title"] = title }
        if let left = row.leftRightSelectorLeftOptionSelected {
            spec["value"] = ["leftValue": SpecValues.value(left), "value": SpecValues.value(row.value)]
        } else if let value = row.value {
            spec["value"] = SpecValues.value(value)
        }
        if let message = row.requireMsg { spec["requireMsg"] = message }
        if let text = row.selectorTitle { spec["selectorTitle"] = text }
        if let text = row.noValueDisplayText { spec["noValueDisplayText"] = text }
        if let options = row.selectorOptions { spec["selectorOptions"] = options.map(option) }
        for (name, value) in row.assigned {
            switch (name, value) {
            case ("hidden", _), ("disabled", _): spec[name] = condition(value)
            case ("cellStyle", let style as UITableViewCell.CellStyle):
                spec[name] = ["default", "value1", "value2", "subtitle"][style.rawValue]
            case ("height", let height as CGFloat): spec[name] = Double(height)
            default: spec[name] = value
            }
        }
        if !row.validators.isEmpty { spec["validators"] = row.validators.map(validator) }
        for (name, dictionary) in [
            ("cellConfig", row.cellConfig), ("cellConfigAtConfigure", row.cellConfigAtConfigure),
            ("cellConfigIfDisabled", row.cellConfigIfDisabled), ("cellConfigForSelector", row.cellConfigForSelector),
        ] where dictionary.count > 0 {
            spec[name] = SpecValues.value(dictionary)
        }
        if let cellClass = row.cellClass { spec["cellClass"] = className(cellClass) }
        if let transformer = row.valueTransformer { spec["valueTransformer"] = className(transformer) }
        if let formatter = row.valueFormatter { spec["valueFormatter"] = self.formatter(formatter) }
        let action = self.action(row.action)
        if !action.isEmpty { spec["action"] = action }
        return spec
    }

    static func action(_ action: XLFormAction) -> [String: Any] {
        var spec: [String: Any] = [:]
        if let cls = action.viewControllerClass { spec["viewControllerClass"] = className(cls) }
        if let id = action.viewControllerStoryboardId { spec["viewControllerStoryboardId"] = id }
        if let nib = action.viewControllerNibName { spec["viewControllerNibName"] = nib }
        if action.presentationModeAssigned {
            spec["viewControllerPresentationMode"] =
                ["default", "push", "present"][Int(action.viewControllerPresentationMode.rawValue)]
        }
        if let segue = action.formSegueIdentifier { spec["formSegueIdentifier"] = segue }
        if let cls = action.formSegueClass { spec["formSegueClass"] = className(cls) }
        if let selector = action.formSelector { spec["formSelector"] = selector.name }
        return spec
    }

    static func option(_ option: Any) -> Any {
        guard let left = option as? XLFormLeftRightSelectorOption else { return SpecValues.value(option) }
        var spec: [String: Any] = [
            "leftValue": SpecValues.value(left.leftValue), "rightOptions": left.rightOptions.map(SpecValues.value),
        ]
        if let key = left.httpParameterKey { spec["httpParameterKey"] = key }
        if let cls = left.rightSelectorControllerClass { spec["rightSelectorControllerClass"] = className(cls) }
        if let text = left.noValueDisplayText { spec["noValueDisplayText"] = text }
        if let text = left.selectorTitle { spec["selectorTitle"] = text }
        if left.policyAssigned {
            spec["leftValueChangePolicy"] =
                ["nullifyRightValue", "chooseFirstOption", "chooseLastOption"][Int(left.leftValueChangePolicy.rawValue)]
        }
        return spec
    }

    /// Foundation's formatters by their Objective-C names, with the styles that are not their
    /// defaults; the app's own by class.
    static func formatter(_ formatter: Formatter) -> [String: Any] {
        if let number = formatter as? NumberFormatter {
            let styles = [
                0: "none", 1: "decimal", 2: "currency", 3: "percent", 4: "scientific", 5: "spellOut", 6: "ordinal",
                8: "currencyISOCode", 9: "currencyPlural", 10: "currencyAccounting",
            ]
            var spec: [String: Any] = ["class": "NSNumberFormatter"]
            if number.numberStyle != .none { spec["numberStyle"] = styles[Int(number.numberStyle.rawValue)] }
            return spec
        }
        if let bytes = formatter as? ByteCountFormatter {
            var spec: [String: Any] = ["class": "NSByteCountFormatter"]
            if bytes.countStyle != .file {
                spec["countStyle"] = ["file", "memory", "decimal", "binary"][Int(bytes.countStyle.rawValue)]
            }
            return spec
        }
        return ["class": className(type(of: formatter))]
    }

    static func validator(_ validator: XLFormValidatorProtocol) -> Any {
        if let regex = validator as? XLFormRegexValidator {
            return ["type": "regex", "regex": regex.regex as Any, "msg": regex.msg.map { $0 as Any } ?? NSNull()]
        }
        if let builtIn = validator as? XLFormValidator, let factory = builtIn.factory { return ["type": factory] }
        let name = className(type(of: validator))
        if !name.hasSuffix("RangeValidator") { return ["type": "app", "class": name] }
        // The file's own range validator: read its bounds.
        var spec: [String: Any] = ["type": "range"]
        for child in Mirror(reflecting: validator).children {
            guard let label = child.label else { continue }
            if let d = child.value as? Double { spec[label] = d }
            if let s = child.value as? String { spec[label] = s }
        }
        return spec
    }

    static func condition(_ value: Any) -> Any {
        if let b = value as? Bool { return b }
        if let number = value as? NSNumber { return number.boolValue }
        return value
    }

    static func className(_ value: Any) -> String {
        if let cls = value as? AnyClass { return "\(cls)" }
        return "\(value)"
    }

    static func names(_ bits: UInt, _ names: [String]) -> [String] {
        names.enumerated().filter { bits & (1 << UInt($0.offset)) != 0 }.map(\.element)
    }
}
