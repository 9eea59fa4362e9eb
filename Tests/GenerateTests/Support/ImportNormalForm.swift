import FormSpec
import FormSpecJSON
import Foundation

/// A spec in the form `formspec import` can give it back from the code `formspec generate`
/// writes (protocol/import.md, "Round trip"). What generated code cannot carry, or carries in
/// another spelling with the same meaning, is brought to one form on both sides:
///
/// - `$schema`, and a custom row type's `doc`, `valueType`, `baseCell` and `keyPaths` (the
///   code registers only the cell class and the inline row type);
/// - a row's `value` and `leftRightSelectorLeftOptionSelected` as XLForm holds them
///   (`CompiledForm.rowDefaults`: an option object or its scalar formValue, `"42"` on a text
///   row or `42`, `{"leftValue", "value"}` or the two properties, a date in any zone), a
///   relative date as its offset, `null` as no value;
/// - a validator's message as XLForm reports it (the type's default filled in), `email` and
///   `emailLong` with another message as the regex validator XLForm builds for them, an app
///   validator without its message (documentation only: the app's class decides);
/// - a formatter without its defaults (`NSNumberFormatter`, `numberStyle` none, `countStyle` file);
/// - cell configuration booleans as 0 and 1 (KVC receives NSNumber), dates as instants;
/// - `none` in option flags, a section's empty `rows`, numbers as doubles, keys sorted.
enum ImportNormalForm {
    static func of(_ document: SpecDocument) -> JSONValue {
        guard var form = (try? JSONValue(decoding: document.lines.bytes))?.objectValue else { return .null }
        let compiled = CompiledForm(document)
        let catalog = Catalog.standard
        form["$schema"] = nil
        if let options = form["rowNavigationOptions"]?.arrayValue {
            form["rowNavigationOptions"] = .array(options.filter { $0 != "none" })
        }
        if let types = form["customRowTypes"]?.objectValue {
            var kept = JSONObject()
            for (name, type) in types {
                var registered = JSONObject()
                for key in ["cellClass", "inlineRowType"] { registered[key] = type[key] }
                if !registered.isEmpty { kept[name] = .object(registered) }
            }
            form["customRowTypes"] = kept.isEmpty ? nil : .object(kept)
        }
        let sections = form["sections"]?.arrayValue ?? []
        form["sections"] = .array(
            sections.enumerated().map { index, json -> JSONValue in
                guard var section = json.objectValue else { return json }
                let defaults = compiled.rowDefaults(ofSection: index)
                let rows = section["rows"]?.arrayValue ?? []
                section["rows"] =
                    rows.isEmpty
                    ? nil
                    : .array(
                        rows.enumerated().map { i, row in
                            self.row(row, defaults.flatMap { i < $0.rows.count ? $0.rows[i] : nil }, catalog)
                        })
                if let template = section["multivaluedRowTemplate"] {
                    section["multivaluedRowTemplate"] = self.row(template, defaults?.template, catalog)
                }
                return .object(section)
            })
        return CanonicalSpec.normalized(.object(form))
    }

    private static func row(_ json: JSONValue, _ defaults: RowDefault?, _ catalog: Catalog) -> JSONValue {
        guard var row = json.objectValue else { return json }
        if let value = row["value"], RelativeDate.offset(value) != nil {
            row["value"] = value
        } else {
            row["value"] = defaults?.value.map(held)
        }
        row["leftRightSelectorLeftOptionSelected"] = defaults?.leftValue.map(held)
        if let validators = row["validators"]?.arrayValue {
            row["validators"] = .array(
                validators.enumerated().map { i, json in
                    guard var validator = json.objectValue else { return json }
                    let type = validator["type"]?.stringValue ?? ""
                    let info = catalog.validatorType(type)
                    if type == "email" || type == "emailLong", let msg = validator["msg"]?.stringValue,
                        msg != info?.defaultMessage
                    {
                        validator["type"] = "regex"
                        validator["regex"] = JSONValue(info?.regex)
                    }
                    validator["msg"] = type == "app" ? nil : defaults?.validatorMessages[i].map { .string($0) }
                    return .object(validator)
                })
        }
        if var formatter = row["valueFormatter"]?.objectValue {
            if formatter["class"] == "NSNumberFormatter" { formatter["class"] = nil }
            if formatter["numberStyle"] == "none" { formatter["numberStyle"] = nil }
            if formatter["countStyle"] == "file" { formatter["countStyle"] = nil }
            row["valueFormatter"] = .object(formatter)
        }
        for name in ["cellConfig", "cellConfigAtConfigure", "cellConfigIfDisabled", "cellConfigForSelector"] {
            guard let config = row[name]?.objectValue else { continue }
            row[name] = .object(JSONObject(config.map { ($0.key, configValue($0.value)) }))
        }
        return .object(row)
    }

    /// A value as XLForm holds it; an option as its formValue, which is how import writes it.
    private static func held(_ value: RuntimeValue) -> JSONValue {
        if case .option(let option) = value { return CanonicalSpec.value(option.formValue) }
        return CanonicalSpec.value(value)
    }

    private static func configValue(_ value: JSONValue) -> JSONValue {
        switch value {
        case .bool(let b): return .double(b ? 1 : 0)
        case .string(let s):
            if case .success(let parsed) = ISO8601.parse(s) {
                return ["$date": .double(parsed.date.timeIntervalSince1970)]
            }
            return value
        default: return value
        }
    }
}
