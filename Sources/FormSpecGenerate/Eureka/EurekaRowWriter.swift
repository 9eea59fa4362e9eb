import FormSpec
import FormSpecJSON

/// One spec row as an Eureka row expression: `TextRow(tag) { … }` with the `.cellSetup`,
/// `.cellUpdate` and `.onCellSelection` closures it needs, or what Eureka cannot express.
struct EurekaRowWriter {
    let row: RowPlan
    let info: EurekaRowInfo
    let context: EurekaContext
    /// The row a multivalued insert adds: XLForm's copy keeps neither tag nor value (and
    /// neither disabled nor selector configs, height nor style).
    let isInsertion: Bool
    private(set) var unsupported: [Diagnostic] = []
    /// The option type of a selector row.
    private(set) var optionType: EurekaOperandRow.ScalarType?
    private var initializer: [String] = []
    private var setup: [String] = []
    private var update: [String] = []
    private var disabledUpdate: [String] = []
    private var selection: [String] = []

    init(row: RowPlan, info: EurekaRowInfo, context: EurekaContext, isInsertion: Bool = false) {
        self.row = row
        self.info = info
        self.context = context
        self.isInsertion = isInsertion
        build()
    }

    /// `section <<< TextRow(…) { … }.cellUpdate { … }` and the like, as lines.
    func lines(prefix: String) -> [String] {
        var declaration = prefix + rowClass
        if let tag = row.effectiveTag, !isInsertion {
            declaration += "(\(context.tagExpression(tag)))"
        }
        var lines: [String] = []
        if initializer.isEmpty {
            lines.append(declaration + (row.effectiveTag != nil && !isInsertion ? "" : "()"))
        } else {
            lines.append(declaration + " {")
            lines += initializer.map { "    " + $0 }
            lines.append("}")
        }
        func chain(_ name: String, _ parameters: String, _ body: [String]) {
            guard !body.isEmpty else { return }
            lines[lines.count - 1] += ".\(name) { \(parameters) in"
            lines += body.map { "    " + $0 }
            lines.append("}")
        }
        chain("cellSetup", "cell, _", setup)
        var updates = update
        if !disabledUpdate.isEmpty {
            updates.append("if row.isDisabled {")
            updates += disabledUpdate.map { "    " + $0 }
            updates.append("}")
        }
        chain("cellUpdate", disabledUpdate.isEmpty ? "cell, _" : "cell, row", updates)
        chain("onCellSelection", "cell, row", selection)
        return lines
    }

    var rowClass: String {
        guard info.isGeneric else { return info.rowClass }
        return "\(info.rowClass)<\(optionType.map(EurekaLiterals.swiftType) ?? "String")>"
    }

    // MARK: building

    private mutating func refuse(_ what: String, at property: String) {
        unsupported.append(
            Diagnostic(.generateUnsupported, "\(row.name): \(what)", at: row.range(of: property)))
    }

    private mutating func build() {
        if let title = row.title { initializer.append("$0.title = \(SwiftLiterals.string(title))") }
        options()
        value()
        if let text = row.selectorTitle { rowProperty("selectorTitle", text) }
        if let text = row.noValueDisplayText { rowProperty("noValueDisplayText", text) }
        configs()
        validation()
        conditions()
        if let style = row.cellStyle, !isInsertion {
            initializer.append("$0.cellStyle = .\(SwiftLiterals.enumCase("UITableViewCellStyle", style))")
        }
        if let height = row.height, !isInsertion {
            initializer.append("$0.cell.height = { \(NumberText.plain(height)) }")
        }
        if row.cellClass != nil {
            refuse(
                "Eureka cannot give one row another cell class; a custom cell needs its own row type", at: "cellClass")
        }
        if row.valueFormatter != nil {
            refuse(
                "Eureka formats with a row's formatter and displayValueFor, which XLForm's valueFormatter does not map onto",
                at: "valueFormatter")
        }
        if row.useValueFormatterDuringInput == true {
            refuse("Eureka has no XLForm valueFormatter to use while typing", at: "useValueFormatterDuringInput")
        }
        if row.valueTransformer != nil {
            refuse(
                "Eureka formats values with a displayValueFor closure, not an NSValueTransformer class",
                at: "valueTransformer")
        }
        action()
        setup = info.setup + setup
    }

    private mutating func rowProperty(_ name: String, _ text: String) {
        guard info.properties.contains(name) else {
            return refuse("Eureka's \(info.rowClass) has no \(name)", at: name)
        }
        initializer.append("$0.\(name) = \(SwiftLiterals.string(text))")
    }

    private mutating func options() {
        guard let options = row.options else { return }
        guard case .plain(let items) = options else { return }
        guard info.properties.contains("options") else {
            return refuse("Eureka's \(info.rowClass) has no options", at: "selectorOptions")
        }
        guard let type = EurekaLiterals.optionType(items) else {
            return refuse(
                "Eureka's options have one Swift type; these options mix kinds of values (or have a null formValue)",
                at: "selectorOptions")
        }
        optionType = type
        let values = items.compactMap { EurekaLiterals.option($0, as: type) }
        let list = "$0.options = [" + values.joined(separator: ", ") + "]"
        initializer.append(list)
        let texts = items.compactMap { item -> (String, String)? in
            guard case .option(_, let text?) = item, let value = EurekaLiterals.option(item, as: type) else {
                return nil
            }
            return (value, text)
        }
        guard !texts.isEmpty else { return }
        // XLFormOptionsObject shows its formDisplayText; Eureka asks displayValueFor.
        initializer.append("$0.displayValueFor = { value in")
        initializer.append("    switch value {")
        for (value, text) in texts { initializer.append("    case \(value)?: return \(SwiftLiterals.string(text))") }
        initializer.append("    default: return value.map { \"\\($0)\" }")
        initializer.append("    }")
        initializer.append("}")
    }

    private mutating func value() {
        guard let value = row.value, !isInsertion else { return }
        if case .null = value { return }
        let spelled: String?
        if info.value == .option {
            spelled = optionType.flatMap { EurekaLiterals.option(value, as: $0) }
        } else {
            spelled = EurekaLiterals.value(value, info.value)
        }
        guard let spelled else {
            return refuse("Eureka's \(rowClass) cannot hold this value in its value type", at: "value")
        }
        initializer.append("$0.value = \(spelled)")
    }

    private mutating func validation() {
        var rules: [String] = []
        if row.required == true {
            if let message = row.requiredMessage {
                rules.append("RuleRequired(msg: \(SwiftLiterals.string(message)))")
            } else {
                refuse("the required message depends on the left value, which Eureka has no row for", at: "required")
            }
        }
        for validator in row.validators {
            switch validator.type {
            case "regex", "email", "emailLong", "minLength", "maxLength":
                guard info.value == .string else {
                    refuse("Eureka's RuleRegExp checks text, and \(info.rowClass) holds no text", at: "validators")
                    continue
                }
                guard let call = XLFormValidatorCall(validator) else { continue }
                let (message, pattern): (String?, String)
                switch call {
                case .regex(let m, let p): (message, pattern) = (m, p)
                case .email, .emailLong:
                    (message, pattern) = (validator.msg ?? validator.defaultMessage, validator.builtInPattern ?? "")
                case .range, .app: continue
                }
                rules.append(
                    "RuleRegExp(regExpr: \(SwiftLiterals.string(pattern)), allowsEmpty: true, msg: \(SwiftLiterals.string(message ?? "")))"
                )
            case "app":
                refuse(
                    "Eureka's rules are its own RuleType values, not the app's XLFormValidatorProtocol class",
                    at: "validators")
            default:
                rules += range(validator)
            }
        }
        guard !rules.isEmpty else { return }
        for rule in rules { initializer.append("$0.add(rule: \(rule))") }
        // XLForm validates when the form asks (formValidationErrors), not as values change.
        initializer.append("$0.validationOptions = .validatesOnDemand")
    }

    private mutating func range(_ validator: ValidatorPlan) -> [String] {
        let message = SwiftLiterals.string(validator.message ?? "")
        func bound(_ d: Double) -> String? {
            switch info.value {
            case .int: return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : nil
            case .double, .float: return NumberText.floating(d)
            default: return nil
            }
        }
        var rules: [String] = []
        for (value, rule, name) in [
            (validator.min, "RuleGreaterOrEqualThan", "min"), (validator.max, "RuleSmallerOrEqualThan", "max"),
        ] {
            guard let value else { continue }
            guard let spelled = bound(value) else {
                refuse(
                    "Eureka's \(rule) compares the row's own value type, which cannot be \(NumberText.plain(value)) for \(info.rowClass)",
                    at: "validators")
                return []
            }
            rules.append("\(rule)(\(name): \(spelled), msg: \(message))")
        }
        return rules
    }

    private mutating func conditions() {
        if context.formDisabled {
            initializer.append("$0.disabled = true")
        } else if let disabled = row.disabled {
            condition(disabled, "disabled")
        }
        if let hidden = row.hidden { condition(hidden, "hidden") }
    }

    private mutating func condition(_ condition: ConditionPlan, _ property: String) {
        switch context.condition(condition, owner: row.name, property: property) {
        case .code(let lines):
            initializer.append("$0.\(property) = " + lines[0])
            initializer += lines.dropFirst()
        case .unsupported(let diagnostic): unsupported.append(diagnostic)
        }
    }

    // MARK: cell configs

    private mutating func configs() {
        for config in row.configs {
            if isInsertion, config.kind == .cellConfigIfDisabled || config.kind == .cellConfigForSelector { continue }
            for entry in config.entries { self.entry(entry, config.kind) }
        }
    }

    private mutating func entry(_ entry: ConfigEntry, _ kind: CellConfigKind) {
        func refuse(_ why: String) {
            unsupported.append(
                Diagnostic(.generateUnsupported, "\(row.name): '\(entry.keyPath)': \(why)", at: entry.range))
        }
        guard kind != .cellConfigForSelector else {
            return refuse("Eureka has no hook for the cells of a selector's options list (cellConfigForSelector)")
        }
        if kind == .cellConfigAtConfigure, entry.isOverwritten {
            return refuse(
                "XLForm's cell sets it again on every display, so the spec has it take no effect; Eureka would apply it"
            )
        }
        guard let type = entry.type else {
            return refuse("the key path does not resolve on a cell formspec knows, so it has no Eureka spelling")
        }
        guard let value = EurekaLiterals.property(entry.value, type) else {
            return refuse("Eureka code cannot spell this value for a \(type.name) property")
        }
        if let property = EurekaKeyPaths.rowProperties[entry.keyPath], info.properties.contains(property),
            kind != .cellConfigIfDisabled
        {
            initializer.append("$0.\(property) = \(value)")
            return
        }
        guard let path = cellPath(entry) else {
            return refuse("the key path has no counterpart on Eureka's \(info.rowClass) cell")
        }
        let statement = "cell.\(path) = \(value)"
        switch kind {
        case .cellConfigAtConfigure: setup.append(statement)
        case .cellConfig: update.append(statement)
        default: disabledUpdate.append(statement)
        }
    }

    /// `textField.font`, `textLabel?.textColor`, `stepper.stepValue`: the segments' Swift
    /// spellings, when each has one and the Eureka cell has the view.
    private func cellPath(_ entry: ConfigEntry) -> String? {
        guard let resolution = entry.resolution else { return nil }
        var parts: [String] = []
        for segment in resolution.segments {
            guard let member = segment.member,
                let spelled = EurekaKeyPaths.segments["\(member.owner).\(member.name)"]
            else { return nil }
            if parts.isEmpty, member.owner.hasPrefix("XLForm") {
                let view = spelled.hasSuffix("?") ? String(spelled.dropLast()) : spelled
                guard view == "textLabel" || EurekaKeyPaths.cellViews(info.rowClass).contains(view) else { return nil }
            }
            parts.append(spelled)
        }
        let path = parts.joined(separator: ".")
        return path.hasSuffix("?") ? nil : path
    }

    // MARK: actions

    private mutating func action() {
        guard !row.action.isEmpty else { return }
        let members = Dictionary(row.action.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
        if let selector = members["formSelector"] {
            // XLForm's performFormSelector: the form's view controller asks the responder chain
            // for a target and sends the selector with the row as its argument.
            selection.append("let action = NSSelectorFromString(\(SwiftLiterals.string(selector)))")
            selection.append(
                "if let target = cell.formViewController()?.target(forAction: action, withSender: row) as? NSObject {")
            selection.append("    _ = target.perform(action, with: row)")
            selection.append("}")
        }
        let controller: String?
        if let cls = members["viewControllerClass"] {
            controller = ".callback { \(cls)() }"
        } else if let nib = members["viewControllerNibName"] {
            controller = ".nibFile(name: \(SwiftLiterals.string(nib)), bundle: nil)"
        } else {
            controller = nil
        }
        let show = members["viewControllerPresentationMode"] == "present" ? "presentModally" : "show"
        var mode: String?
        if let controller { mode = ".\(show)(controllerProvider: \(controller), onDismiss: nil)" }
        if let segue = members["formSegueIdentifier"] {
            mode = ".segueName(segueName: \(SwiftLiterals.string(segue)), onDismiss: nil)"
        }
        if let segue = members["formSegueClass"] { mode = ".segueClass(segueClass: \(segue).self, onDismiss: nil)" }
        if members["viewControllerStoryboardId"] != nil {
            refuse(
                "Eureka instantiates a storyboard's view controller from the storyboard's name, which the spec does not give",
                at: "action")
        }
        guard let mode else { return }
        guard info.properties.contains("action") else {
            return refuse(
                "Eureka's \(info.rowClass) presents only its own options list, not another view controller",
                at: "action")
        }
        initializer.append("$0.presentationMode = \(mode)")
    }
}
