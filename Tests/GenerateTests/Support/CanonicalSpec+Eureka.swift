import FormSpec
import FormSpecJSON
import Foundation

/// The spec as an Eureka form built from it prints back (EurekaDump.swift): XLForm's form with
/// what Eureka holds differently. Required messages formatted; validators as Eureka's rules;
/// conditions as they hold for the spec's values (how they follow changes is checked by
/// evaluation, EurekaTests); cell properties Eureka keeps on the row as row properties;
/// the form's disabled on every row; multivalued sections with the row an insert adds.
extension CanonicalSpec {
    static let rowPropertyKeyPaths: [String: Set<String>] = [
        "textField.placeholder": [
            "text", "name", "url", "email", "password", "number", "phone", "twitter", "account", "integer", "decimal",
            "zipCode",
        ],
        "textView.placeholder": ["textView"], "steps": ["slider"],
        "minimumDate": [
            "date", "time", "datetime", "countDownTimer", "dateInline", "timeInline", "datetimeInline",
            "countDownTimerInline", "datePicker",
        ],
    ]

    func eureka() -> JSONValue {
        guard let form = document.form, case .object(var spec) = xlform() else { return .null }
        let preview = Preview.run(compiled)
        let formDisabled: Bool
        if case .constant(true, _)? = form.disabled { formDisabled = true } else { formDisabled = false }
        for key in [
            "disabled", "addAsteriskToRequiredRowsTitle", "assignFirstResponderOnShow", "endEditingTableViewOnScroll",
            "rowNavigationOptions", "customRowTypes",
        ] { spec[key] = nil }
        var sections: [JSONValue] = []
        let written = spec["sections"]?.arrayValue ?? []
        for (index, section) in form.sections.enumerated() {
            guard index < written.count, case .object(var out) = written[index] else { continue }
            let rows = out["rows"]?.arrayValue ?? []
            if let hidden = section.hidden {
                out["hidden"] = eurekaCondition(hidden) {
                    preview.sections.first { $0.index == section.index }?.hidden ?? false
                }
            }
            let defaults = compiled.rowDefaults(ofSection: section.index)
            out["rows"] = .array(
                section.rows.enumerated().map { i, row in
                    eurekaRow(
                        i < rows.count ? rows[i] : .null, row,
                        defaults: defaults.flatMap { i < $0.rows.count ? $0.rows[i] : nil },
                        form: form, formDisabled: formDisabled, preview: preview, copied: false)
                })
            let multivalued = !section.sectionOptions.isEmpty || section.multivaluedTag != nil
            out["sectionInsertMode"] = nil
            out["multivaluedRowTemplate"] = nil
            out["multivaluedAddButton"] = nil
            if multivalued {
                out["sectionOptions"] = .array(
                    ["canInsert", "canDelete", "canReorder"].filter { section.sectionOptions.map(\.value).contains($0) }
                        .map { .string($0) })
                if section.sectionOptions.contains(where: { $0.value == "canInsert" }),
                    let source = section.template ?? section.rows.first
                {
                    out["addButtonTitle"] = .string(section.addButtonTitle?.value ?? "Add Item")
                    let copied = CanonicalSpec(document).xlformRow(source, defaults: defaults?.insertion)
                    out["insertedRow"] = eurekaRow(
                        copied, source, defaults: defaults?.insertion, form: form, formDisabled: formDisabled,
                        preview: preview, copied: true)
                }
            }
            sections.append(.object(out))
        }
        spec["sections"] = .array(sections)
        return Self.normalized(.object(spec))
    }

    private func eurekaRow(
        _ canonical: JSONValue, _ row: Row, defaults: RowDefault?, form: Form, formDisabled: Bool,
        preview: PreviewResult, copied: Bool
    ) -> JSONValue {
        guard case .object(var out) = canonical else { return canonical }
        let rowType = row.rowType?.value ?? ""
        if copied {
            for key in ["tag", "value", "cellConfigIfDisabled", "cellConfigForSelector", "height", "cellStyle"] {
                out[key] = nil
            }
        }
        if out["selectorOptions"]?.arrayValue?.isEmpty == true { out["selectorOptions"] = nil }
        if rowType == "slider", let d = out["value"]?.doubleValue { out["value"] = .double(Double(Float(d))) }
        if rowType == "info", let d = out["value"]?.doubleValue { out["value"] = .string(KeyPathValueCheck.format(d)) }
        out["requireMsg"] = nil
        out["required"] = nil
        if row.required?.value == true {
            out["required"] = true
            out["requiredMessage"] = JSONValue(defaults?.requiredMessage)
        }
        if !row.validators.isEmpty {
            out["validators"] = .array(
                row.validators.enumerated().map { i, v in
                    eurekaValidator(v, message: defaults?.validatorMessages[i])
                })
        }
        if row.required?.value == true || !row.validators.isEmpty { out["validation"] = "onDemand" }
        let state = row.effectiveTag.flatMap { preview.row(tagged: $0)?.row }
        if let hidden = row.hidden {
            out["hidden"] = eurekaCondition(hidden) { state?.hidden ?? false }
        }
        out["disabled"] = nil
        if formDisabled {
            out["disabled"] = true
        } else if let disabled = row.disabled {
            out["disabled"] = eurekaCondition(disabled) {
                state?.disabled ?? false
            }
        }
        var properties = JSONObject()
        for kind in ["cellConfig", "cellConfigAtConfigure"] {
            guard case .object(var entries) = out[kind] else { continue }
            for (keyPath, value) in entries {
                guard
                    Self.rowPropertyKeyPaths[
                        keyPath == "maximumDate" || keyPath == "minuteInterval" ? "minimumDate" : keyPath]?
                        .contains(rowType) == true
                else { continue }
                properties[keyPath] = keyPath == "steps" ? .double(value.doubleValue ?? 0) : value
                entries[keyPath] = nil
            }
            out[kind] = entries.isEmpty ? nil : .object(entries)
        }
        if !properties.isEmpty { out["rowProperties"] = .object(properties) }
        if case .object(var action) = out["action"] {
            if action["viewControllerPresentationMode"] != "present" { action["viewControllerPresentationMode"] = nil }
            out["action"] = .object(action)
        }
        return .object(out)
    }

    /// Eureka's rules: regular expressions for everything but range (XLForm's patterns).
    private func eurekaValidator(_ validator: Validator, message: String?) -> JSONValue {
        let type = validator.type?.value ?? ""
        let info = catalog.validatorType(type)
        switch type {
        case "regex":
            return [
                "type": "regex", "regex": JSONValue(validator.regex?.value), "msg": JSONValue(validator.msg?.value),
            ]
        case "email", "emailLong":
            return [
                "type": "regex", "regex": JSONValue(info?.regex),
                "msg": JSONValue(validator.msg?.value ?? info?.defaultMessage),
            ]
        case "minLength":
            return [
                "type": "regex", "regex": .string("(?s).{\(validator.length?.value ?? 0),}"), "msg": JSONValue(message),
            ]
        case "maxLength":
            return [
                "type": "regex", "regex": .string("(?s).{0,\(validator.length?.value ?? 0)}"),
                "msg": JSONValue(message),
            ]
        default:
            var spec: JSONObject = ["type": "range", "msg": JSONValue(message)]
            if let min = validator.min?.value { spec["min"] = .double(min) }
            if let max = validator.max?.value { spec["max"] = .double(max) }
            return .object(spec)
        }
    }

    /// A constant stays itself; a predicate is a closure over the tags whose values it reads
    /// (through `$tag.isHidden` too), or, reading none, the constant it evaluates to.
    /// A condition as it holds for the spec's values (the preview's state): what the built
    /// form's conditions give before anything changes. How they follow changed values is the
    /// evaluation test's (EurekaTests.testConditionsEvaluateAsXLFormDoes).
    private func eurekaCondition(_ condition: Condition, evaluated: () -> Bool) -> JSONValue {
        guard case .predicate = condition else { return condition.constantValue }
        return .bool(evaluated())
    }
}

extension Condition {
    var constantValue: JSONValue {
        if case .constant(let b, _) = self { return .bool(b) }
        return .null
    }
}
