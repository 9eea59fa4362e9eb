import FormSpecJSON

/// One expectation against one preview: nil when it holds, else what differs.
enum ScenarioCheck {
    static func mismatch(_ expectation: Scenario.Expectation, in result: PreviewResult) -> String? {
        switch expectation {
        case .rowVisible(let tag, let visible):
            guard let (section, row) = result.row(tagged: tag) else { return noRow(tag) }
            let shows = !section.hidden && !row.hidden
            if shows == visible { return nil }
            if visible {
                return
                    "row '\(tag)': expected visible, but \(row.hidden ? "it is hidden" : "its \(name(section)) is hidden")"
            }
            return "row '\(tag)': expected hidden, but it shows"
        case .rowDisabled(let tag, let disabled):
            guard let (_, row) = result.row(tagged: tag) else { return noRow(tag) }
            if row.disabled == disabled { return nil }
            return
                "row '\(tag)': expected \(disabled ? "disabled" : "enabled"), but it is \(row.disabled ? "disabled" : "enabled")"
        case .sectionVisible(let reference, let visible):
            guard let section = find(reference, in: result) else { return "no \(reference)" }
            if section.hidden != visible { return nil }
            return
                "\(name(section)): expected \(visible ? "visible" : "hidden"), but it is \(section.hidden ? "hidden" : "visible")"
        case .valid(let valid):
            if result.valid == valid { return nil }
            guard valid else { return "expected validation to fail, but the form is valid" }
            let list = result.validationErrors.map { "\($0.tag ?? "untagged row"): \($0.message ?? "(no message)")" }
            return
                "expected the form to be valid, but it has \(list.count) validation error\(list.count == 1 ? "" : "s"): \(list.joined(separator: "; "))"
        case .error(let tag, let message):
            guard let (_, row) = result.row(tagged: tag) else { return noRow(tag) }
            let actual = row.errors.first
            switch (message, actual) {
            case (nil, nil): return nil
            case (nil, let got?): return "row '\(tag)': expected no validation error, got \(quoted(got))"
            case (let want?, nil): return "row '\(tag)': expected the validation error \(quoted(want)), got none"
            case (let want?, let got?):
                return want == got
                    ? nil : "row '\(tag)': expected the validation error \(quoted(want)), got \(quoted(got))"
            }
        case .formValue(let key, let expected):
            let actual = result.formValues[key]
            if expected.isNull {
                return actual == nil ? nil : "formValues.\(key): expected no entry, got \(actual!.encodedString())"
            }
            guard let actual else { return "formValues has no '\(key)' (expected \(expected.encodedString()))" }
            return SpecValueEquality.isEqual(expected, actual)
                ? nil : "formValues.\(key): expected \(expected.encodedString()), got \(actual.encodedString())"
        case .httpParameter(let key, let expected):
            guard let actual = result.httpParameters[key] else {
                return "httpParameters has no '\(key)' (expected \(expected.encodedString()))"
            }
            return SpecValueEquality.isEqual(expected, actual)
                ? nil : "httpParameters.\(key): expected \(expected.encodedString()), got \(actual.encodedString())"
        case .displayText(let tag, let text):
            guard let (_, row) = result.row(tagged: tag) else { return noRow(tag) }
            if row.displayText == text { return nil }
            return
                "row '\(tag)': expected the display text \(text.map(quoted) ?? "none"), got \(row.displayText.map(quoted) ?? "none")"
        case .value(let tag, let expected):
            guard let (_, row) = result.row(tagged: tag) else { return noRow(tag) }
            return SpecValueEquality.isEqual(expected, row.value)
                ? nil : "row '\(tag)': expected the value \(expected.encodedString()), got \(row.value.encodedString())"
        case .leftValue(let tag, let expected):
            guard let (_, row) = result.row(tagged: tag) else { return noRow(tag) }
            guard let actual = row.leftValue else { return "row '\(tag)' is no selectorLeftRight row" }
            // A left value is named as every selector value is: its scalar formValue will do.
            func key(_ value: JSONValue) -> JSONValue { value["formValue"] ?? value }
            return SpecValueEquality.isEqual(key(expected), key(actual))
                ? nil
                : "row '\(tag)': expected the left option \(expected.encodedString()), got \(actual.encodedString())"
        case .noCrashes:
            let crashes = result.allWarnings.filter(\.crashes)
            if crashes.isEmpty { return nil }
            return "expected no crash, but XLForm would crash: "
                + crashes.map { ($0.tag.map { "row '\($0)': " } ?? "") + $0.message }.joined(separator: "; ")
        }
    }

    private static func noRow(_ tag: String) -> String { "no row has the tag '\(tag)'" }

    private static func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "(no message)" }

    private static func name(_ section: PreviewResult.Section) -> String {
        section.title.map { "section '\($0)'" } ?? "section \(section.index)"
    }

    private static func find(_ reference: Scenario.SectionReference, in result: PreviewResult) -> PreviewResult.Section?
    {
        switch reference {
        case .index(let i): return result.sections.first { $0.index == i }
        case .title(let t): return result.sections.first { $0.title == t }
        }
    }
}
