import FormSpec
import FormSpecJSON

/// A condition as code (the first line follows `= `), or why Eureka cannot have it.
enum ConditionCode {
    case code([String])
    case unsupported(Diagnostic)
}

/// What every row of an Eureka file shares: tag spellings, the form's disabled flag and the
/// rows predicates can read.
struct EurekaContext {
    let plan: FormPlan
    let name: FormName
    let formDisabled: Bool
    let compiler: EurekaPredicateCompiler

    init(plan: FormPlan, name: FormName) {
        self.plan = plan
        self.name = name
        if case .constant(true, _)? = plan.disabled { formDisabled = true } else { formDisabled = false }
        var rows: [String: EurekaOperandRow] = [:]
        for row in plan.sections.flatMap(\.rows) {
            guard let tag = row.effectiveTag, rows[tag] == nil else { continue }
            rows[tag] = EurekaContext.operand(row, tag: tag, plan: plan, name: name)
        }
        compiler = EurekaPredicateCompiler(rows: rows, formDisabled: formDisabled)
    }

    func tagExpression(_ tag: String) -> String {
        "\(name.tagTypeName).\(SwiftLiterals.identifier(plan.tagNames.swiftCase(tag))).rawValue"
    }

    /// `true`, or `.function([tags]) { form in … }` as lines (the first follows `= `).
    func condition(_ condition: ConditionPlan, owner: String, property: String) -> ConditionCode {
        switch condition {
        case .constant(let b, _): return .code([b ? "true" : "false"])
        case .predicate(let source, let parsed, let literal):
            switch compiler.compile(source, parsed) {
            case .failure(let unsupported):
                return .unsupported(
                    Diagnostic(
                        .generateUnsupported,
                        "\(owner): '\(property)' cannot be an Eureka condition: \(unsupported.message)",
                        at: literal.sourceRange(forValueRange: unsupported.range)))
            case .success(let compiled):
                // A condition that reads no row is a constant: Eureka's Bool literal.
                if case .constant(let b) = compiled.expression { return .code([b ? "true" : "false"]) }
                guard !compiled.locals.isEmpty else {
                    return .code([".function([]) { _ in \(compiled.expression.code) }"])
                }
                let tags = "[" + compiled.tags.joined(separator: ", ") + "]"
                return .code(
                    [".function(\(tags)) { form in"] + compiled.locals.map { "    " + $0 }
                        + ["    return \(compiled.expression.code)", "}"])
            }
        }
    }

    private static func operand(_ row: RowPlan, tag: String, plan: FormPlan, name: FormName) -> EurekaOperandRow {
        var local = Identifiers.lowerCamel(plan.tagNames.swiftCase(tag))
        if local == "form" || local.isEmpty { local += "Value" }
        local = SwiftLiterals.identifier(local)
        let tagExpression = "\(name.tagTypeName).\(SwiftLiterals.identifier(plan.tagNames.swiftCase(tag))).rawValue"
        func make(_ rowType: String, _ kind: EurekaOperandRow.Kind) -> EurekaOperandRow {
            EurekaOperandRow(
                tag: tag, local: local, rowType: rowType, tagExpression: tagExpression, kind: kind, hidden: row.hidden,
                disabled: row.disabled)
        }
        guard !row.typeInfo.isCustom, let info = EurekaRows.table[row.rowType] else {
            return make("BaseRow", .unreadable("row '\(tag)' has no Eureka row"))
        }
        switch info.value {
        case .string:
            if let value = row.value, case .string = value {
            } else if row.value != nil, row.rowType == "info" {
                return make(
                    info.rowClass, .unreadable("row '\(tag)' shows a number, which Eureka's LabelRow holds as text"))
            }
            return make(info.rowClass, .string)
        case .url: return make(info.rowClass, .url)
        case .int: return make(info.rowClass, .int)
        case .double: return make(info.rowClass, .double)
        case .float: return make(info.rowClass, .float)
        case .bool: return make(info.rowClass, .bool)
        case .date, .none:
            return make(info.rowClass, .unreadable("predicates compare row '\(tag)' with no value formspec compiles"))
        case .option:
            guard case .plain(let options)? = row.options, let type = EurekaLiterals.optionType(options) else {
                return make(info.rowClass, .unreadable("row '\(tag)' has no options of one Swift type"))
            }
            let rowType = "\(info.rowClass)<\(EurekaLiterals.swiftType(type))>"
            let objects = options.contains { if case .option = $0 { true } else { false } }
            return make(rowType, objects ? .optionObject(type) : .option(type))
        }
    }
}
