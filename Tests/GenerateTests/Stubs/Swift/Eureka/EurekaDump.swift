/// Prints a Form a generated factory built as a spec, in XLForm's vocabulary (what the XLForm
/// spec it came from should say, as GenerateTests' canonical Eureka form spells it), and
/// evaluates its conditions for given values. Cells are configured by running their closures
/// on recording views; conditions by calling their closures.
public enum EurekaDump {
    public static func spec(_ form: Form, title: String?) -> [String: Any] {
        var spec: [String: Any] = ["sections": form.allSections.map { section($0, form) }]
        if let title { spec["title"] = title }
        return spec
    }

    /// `{"rows": {tag: {"hidden": …, "disabled": …}}, "sections": [hidden, …]}` after giving
    /// the rows `values` (tag → JSON value; NSNull or absent for nil).
    public static func states(_ form: Form, values: [String: Any]) -> [String: Any] {
        for row in form.allRows {
            guard let tag = row.tag, values.keys.contains(tag), let assignable = row as? SpecValueAssignable else {
                continue
            }
            assignable.assignSpecValue(values[tag])
        }
        var rows: [String: Any] = [:]
        for row in form.allRows {
            guard let tag = row.tag else { continue }
            rows[tag] = ["hidden": evaluate(row.hidden, form), "disabled": evaluate(row.disabled, form)]
        }
        return ["rows": rows, "sections": form.allSections.map { evaluate($0.hidden, form) }]
    }

    static func evaluate(_ condition: Condition?, _ form: Form) -> Bool {
        switch condition {
        case .function(_, let closure)?: return closure(form)
        case .predicate?: return false
        case nil: return false
        }
    }

    static func condition(_ condition: Condition, _ form: Form) -> Any {
        switch condition {
        // As it holds for the values the form starts with; how it follows changed values is
        // what `states` (the evaluation test) compares.
        case .function(_, let closure): return closure(form)
        case .predicate(let predicate): return ["$predicate": predicate.predicateFormat]
        }
    }

    static func section(_ section: Section, _ form: Form) -> [String: Any] {
        var spec: [String: Any] = [:]
        if let title = section.header?.title { spec["title"] = title }
        if let footer = section.footer?.title { spec["footerTitle"] = footer }
        if let hidden = section.hidden { spec["hidden"] = condition(hidden, form) }
        var rows = section.allRows
        if let multivalued = section as? BaseMultivaluedSection {
            spec["sectionOptions"] = [
                (MultivaluedOptions.Insert, "canInsert"), (.Delete, "canDelete"), (.Reorder, "canReorder"),
            ].filter { multivalued.multivaluedOptions.contains($0.0) }.map(\.1)
            if let tag = section.tag { spec["multivaluedTag"] = tag }
            if let inserted = multivalued.multivaluedRowToInsertAt?(0) { spec["insertedRow"] = row(inserted, form) }
            if let button = (section as? GenericMultivaluedSection<ButtonRow>)?.addButton {
                spec["addButtonTitle"] = button.title ?? ""
                rows.removeAll { $0 === button }
            }
        }
        spec["rows"] = rows.map { row($0, form) }
        return spec
    }

    static func row(_ row: BaseRow, _ form: Form) -> [String: Any] {
        var spec: [String: Any] = ["rowType": type(of: row).xlformRowType]
        if let tag = row.tag { spec["tag"] = tag }
        if let title = row.title { spec["title"] = title }
        let dumpable = row as? SpecValueAssignable
        if let value = row.baseValue { spec["value"] = dumpable?.specValue(value) ?? SpecValues.value(value) }
        let properties = Self.properties(of: row)
        // Picker rows always have an array; an empty one is no options.
        if let options = dumpable?.optionValues, !options.isEmpty {
            spec["selectorOptions"] = options.map { dumpable!.specValue($0) }
        }
        for name in ["selectorTitle", "noValueDisplayText"] {
            if let text = properties[name] as? String { spec[name] = text }
        }
        var rowProperties: [String: Any] = [:]
        if let placeholder = properties["placeholder"] as? String {
            rowProperties[row is TextAreaRow ? "textView.placeholder" : "textField.placeholder"] = placeholder
        }
        for name in ["minimumDate", "maximumDate", "minuteInterval"] {
            if let value = properties[name], !(value is NSNull) { rowProperties[name] = SpecValues.value(value) }
        }
        if let slider = row as? SliderRow, slider.stepsAssigned { rowProperties["steps"] = Int(slider.steps) }
        if !rowProperties.isEmpty { spec["rowProperties"] = rowProperties }
        if let rules = dumpable?.ruleList, !rules.isEmpty {
            spec.merge(validation(rules, row.validationOptions)) { _, new in new }
        }
        if let hidden = row.hidden { spec["hidden"] = condition(hidden, form) }
        if let disabled = row.disabled { spec["disabled"] = condition(disabled, form) }
        if row.cellStyleAssigned {
            spec["cellStyle"] = ["default", "value1", "value2", "subtitle"][row.cellStyle.rawValue]
        }
        if row.baseCell != nil {
            if let height = row.baseCell.height?() { spec["height"] = Double(height) }
            spec.merge(configs(row)) { _, new in new }
        }
        if let mode = (row as? ButtonRow)?.presentationMode { spec["action"] = action(mode) }
        performedSelectors.removeAll()
        row.runSelection()
        if let selector = performedSelectors.first {
            var action = spec["action"] as? [String: Any] ?? [:]
            action["formSelector"] = selector
            spec["action"] = action
        }
        return spec
    }

    /// What the setup and update closures assign, as XLForm's cell config dictionaries: setup is
    /// cellConfigAtConfigure, update cellConfig, and what update assigns only while the row is
    /// disabled cellConfigIfDisabled. A DecimalRow set up with the NumbersAndPunctuation keyboard
    /// is XLForm's number row.
    static func configs(_ row: BaseRow) -> [String: Any] {
        let recording = row.baseCell.recording
        recording.clear()
        row.runSetup()
        var setup = recording.assignments
        recording.clear()
        row.isDisabled = false
        row.runUpdate()
        let update = recording.assignments
        recording.clear()
        row.isDisabled = true
        row.runUpdate()
        let enabledKeys = Set(update.map(\.keyPath))
        let disabledOnly = recording.assignments.filter { !enabledKeys.contains($0.keyPath) }
        recording.clear()
        row.isDisabled = false
        var spec: [String: Any] = [:]
        if row is DecimalRow,
            let index = setup.firstIndex(where: {
                $0.keyPath == "textField.keyboardType" && ($0.value as? UIKeyboardType) == .numbersAndPunctuation
            })
        {
            setup.remove(at: index)
            spec["rowType"] = "number"
        }
        for (name, assignments) in [
            ("cellConfigAtConfigure", setup), ("cellConfig", update), ("cellConfigIfDisabled", disabledOnly),
        ] where !assignments.isEmpty {
            var entries: [String: Any] = [:]
            for assignment in assignments { entries[assignment.keyPath] = SpecValues.value(assignment.value) }
            spec[name] = entries
        }
        return spec
    }

    static func validation(_ rules: [Any], _ options: ValidationOptions) -> [String: Any] {
        var spec: [String: Any] = [:]
        var validators: [[String: Any]] = []
        for rule in rules {
            let fields = properties(of: rule)
            let message = (fields["validationError"] as? ValidationError)?.msg as Any
            let name = "\(type(of: rule))"
            if name.hasPrefix("RuleRequired") {
                spec["required"] = true
                spec["requiredMessage"] = message
            } else if let regex = rule as? RuleRegExp {
                validators.append(["type": "regex", "regex": regex.regExpr, "msg": message])
            } else if name.hasPrefix("RuleGreaterOrEqualThan") || name.hasPrefix("RuleSmallerOrEqualThan") {
                let bound = SpecValues.value(fields["min"] ?? fields["max"])
                let key = fields["min"] != nil ? "min" : "max"
                if var last = validators.last, last["type"] as? String == "range", last[key] == nil,
                    last["msg"] as? String == message as? String
                {
                    last[key] = bound
                    validators[validators.count - 1] = last
                } else {
                    validators.append(["type": "range", key: bound, "msg": message])
                }
            } else {
                validators.append(["type": name])
            }
        }
        if !validators.isEmpty { spec["validators"] = validators }
        spec["validation"] = options == .validatesOnDemand ? "onDemand" : "\(options.rawValue)"
        return spec
    }

    static func action(_ mode: PresentationMode<UIViewController>) -> [String: Any] {
        func controller(_ provider: ControllerProvider<UIViewController>) -> [String: Any] {
            switch provider {
            case .callback(let builder): return ["viewControllerClass": "\(type(of: builder()))"]
            case .nibFile(let name, _): return ["viewControllerNibName": name]
            case .storyBoard(let id, _, _): return ["viewControllerStoryboardId": id]
            }
        }
        switch mode {
        case .show(let provider, _): return controller(provider)
        case .presentModally(let provider, _):
            return controller(provider).merging(["viewControllerPresentationMode": "present"]) { a, _ in a }
        case .segueName(let name, _): return ["formSegueIdentifier": name]
        case .segueClass(let cls, _): return ["formSegueClass": "\(cls)"]
        case .popover(let provider, _): return controller(provider).merging(["popover": true]) { a, _ in a }
        }
    }

    /// Stored properties of an object and its superclasses, by name, optionals unwrapped
    /// (NSNull for nil).
    static func properties(of object: Any) -> [String: Any] {
        var result: [String: Any] = [:]
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, result[label] == nil else { continue }
                let value = Mirror(reflecting: child.value)
                if value.displayStyle == .optional {
                    result[label] = value.children.first?.value ?? NSNull()
                } else {
                    result[label] = child.value
                }
            }
            mirror = current.superclassMirror
        }
        return result
    }
}

/// Type-erased access to a row's value, options and rules, for the dump.
public protocol SpecValueAssignable: AnyObject {
    func assignSpecValue(_ json: Any?)
    /// A value or option as the spec writes it: an option object when the row shows options
    /// through displayValueFor.
    func specValue(_ value: Any) -> Any
    var optionValues: [Any]? { get }
    var ruleList: [Any] { get }
}

extension RowOf: SpecValueAssignable {
    public func assignSpecValue(_ json: Any?) {
        guard let json, !(json is NSNull) else {
            value = nil
            return
        }
        let number = json as? NSNumber
        switch T.self {
        case is String.Type: value = json as? T
        case is Int.Type: value = number?.intValue as? T
        case is Double.Type: value = number?.doubleValue as? T
        case is Float.Type: value = number?.floatValue as? T
        case is Bool.Type: value = number?.boolValue as? T
        case is URL.Type: value = (json as? String).flatMap { URL(string: $0) } as? T
        default: value = nil
        }
    }

    public func specValue(_ value: Any) -> Any {
        guard let displayValueFor, let typed = value as? T else { return SpecValues.value(value) }
        return ["formValue": SpecValues.value(typed), "formDisplayText": displayValueFor(typed) as Any]
    }

    public var optionValues: [Any]? {
        let options = EurekaDump.properties(of: self)["options"]
        guard let list = options as? [T] else { return nil }
        return list
    }

    public var ruleList: [Any] { rules }
}
