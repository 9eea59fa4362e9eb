import FormSpecJSON
import Foundation

/// Reads the parts of a scenario file, throwing the first problem with its range.
struct ScenarioReader {
    typealias FormatError = Scenario.FormatError

    func missing(_ key: String, _ what: String, in node: JSONNode) -> FormatError {
        FormatError(message: "'\(key)' is required: \(what)", range: node.range)
    }

    func optionalString(_ object: JSONNode, _ key: String) throws(FormatError) -> String? {
        guard let node = object.value(key) else { return nil }
        guard let s = node.stringValue else {
            throw FormatError(message: "'\(key)' must be a string", range: node.range)
        }
        return s
    }

    func values(_ node: JSONNode?) throws(FormatError) -> PreviewValues {
        guard let node else { return PreviewValues() }
        guard let members = node.members else {
            throw FormatError(message: "values must be an object: tag → value", range: node.range)
        }
        let values = PreviewValues(members.map { ($0.key.value, $0.value?.jsonValue ?? .null) })
        if let problem = values.boundsProblem {
            throw FormatError(
                message: "\(problem.place): \(problem.message)",
                range: PreviewValues.node(at: problem.path, in: node).range)
        }
        return values
    }

    func date(_ node: JSONNode?) throws(FormatError) -> Date? {
        guard let node else { return nil }
        guard let s = node.stringValue, case .success(let parsed) = ISO8601.parse(s) else {
            throw FormatError(
                message: "'now' must be an ISO 8601 date-time with a zone, e.g. 2026-01-01T09:00:00Z", range: node.range
            )
        }
        return parsed.date
    }

    func locale(_ node: JSONNode?) throws(FormatError) -> Locale? {
        guard let node else { return nil }
        guard let s = node.stringValue, let locale = PreviewOptions.locale(named: s) else {
            throw FormatError(message: "'locale' must be a locale identifier such as en_US", range: node.range)
        }
        return locale
    }

    func timeZone(_ node: JSONNode?) throws(FormatError) -> TimeZone? {
        guard let node else { return nil }
        guard let s = node.stringValue, let zone = TimeZone(identifier: s) else {
            throw FormatError(
                message: "'timeZone' must be a time zone identifier such as UTC or Europe/Paris", range: node.range)
        }
        return zone
    }

    func steps(_ root: JSONNode) throws(FormatError) -> [Scenario.Step] {
        guard let node = root.value("steps") else { throw missing("steps", "an array of steps", in: root) }
        guard let items = node.elements else {
            throw FormatError(message: "'steps' must be an array", range: node.range)
        }
        var steps: [Scenario.Step] = []
        for item in items {
            guard let members = item.members else {
                throw FormatError(message: "a step is an object with set and expect", range: item.range)
            }
            if let unknown = members.first(where: { !["name", "set", "expect"].contains($0.key.value) }) {
                throw FormatError(
                    message: "unknown step property '\(unknown.key.value)' (use name, set, expect)",
                    range: unknown.key.range)
            }
            steps.append(
                Scenario.Step(
                    name: try optionalString(item, "name"), set: try values(item.value("set")),
                    expectations: try expectations(item.value("expect")), range: item.range))
        }
        return steps
    }

    private func expectations(_ node: JSONNode?) throws(FormatError) -> [Located<Scenario.Expectation>] {
        guard let node else { return [] }
        guard let members = node.members else {
            throw FormatError(message: "'expect' must be an object", range: node.range)
        }
        var out: [Located<Scenario.Expectation>] = []
        for member in members {
            guard let value = member.value else { continue }
            let key = member.key.value
            switch key {
            case "visible", "hidden":
                for (tag, n) in try tags(value, key) {
                    out.append(Located(.rowVisible(tag: tag, visible: key == "visible"), n))
                }
            case "enabled", "disabled":
                for (tag, n) in try tags(value, key) {
                    out.append(Located(.rowDisabled(tag: tag, disabled: key == "disabled"), n))
                }
            case "visibleSections", "hiddenSections":
                guard let items = value.elements else {
                    throw FormatError(
                        message: "'\(key)' must be an array of section titles or indexes", range: value.range)
                }
                for item in items {
                    let reference: Scenario.SectionReference
                    if let title = item.stringValue {
                        reference = .title(title)
                    } else if let i = item.number?.integer, i >= 0 {
                        reference = .index(Int(i))
                    } else {
                        throw FormatError(message: "a section is named by its title or its index", range: item.range)
                    }
                    out.append(Located(.sectionVisible(reference, visible: key == "visibleSections"), item))
                }
            case "valid":
                guard let b = value.boolValue else {
                    throw FormatError(message: "'valid' must be true or false", range: value.range)
                }
                out.append(Located(.valid(b), value))
            case "noCrashes":
                guard value.boolValue == true else {
                    throw FormatError(message: "'noCrashes' can only be true", range: value.range)
                }
                out.append(Located(.noCrashes, value))
            case "errors", "displayText":
                for (tag, entry) in try entries(value, key) {
                    guard entry.isNull || entry.stringValue != nil else {
                        throw FormatError(message: "\(key).\(tag) must be a string or null", range: entry.range)
                    }
                    let text = entry.stringValue
                    out.append(
                        Located(
                            key == "errors" ? .error(tag: tag, message: text) : .displayText(tag: tag, text: text),
                            entry))
                }
            case "formValues", "httpParameters", "values", "leftValues":
                for (name, entry) in try entries(value, key) {
                    let expectation: Scenario.Expectation
                    switch key {
                    case "formValues": expectation = .formValue(key: name, value: entry.jsonValue)
                    case "httpParameters": expectation = .httpParameter(key: name, value: entry.jsonValue)
                    case "values": expectation = .value(tag: name, value: entry.jsonValue)
                    default: expectation = .leftValue(tag: name, value: entry.jsonValue)
                    }
                    out.append(Located(expectation, entry))
                }
            default:
                throw FormatError(message: "unknown expectation '\(key)'", range: member.key.range)
            }
        }
        return out
    }

    private func tags(_ node: JSONNode, _ key: String) throws(FormatError) -> [(String, JSONNode)] {
        guard let items = node.elements else {
            throw FormatError(message: "'\(key)' must be an array of tags", range: node.range)
        }
        var out: [(String, JSONNode)] = []
        for item in items {
            guard let tag = item.stringValue else {
                throw FormatError(message: "'\(key)' lists tags (strings)", range: item.range)
            }
            out.append((tag, item))
        }
        return out
    }

    private func entries(_ node: JSONNode, _ key: String) throws(FormatError) -> [(String, JSONNode)] {
        guard let members = node.members else {
            throw FormatError(message: "'\(key)' must be an object", range: node.range)
        }
        return members.compactMap { m in m.value.map { (m.key.value, $0) } }
    }
}
