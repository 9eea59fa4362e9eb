import FormSpecJSON

/// The members a project configuration may have, with what they mean (for validation, the JSON
/// Schema and hover). protocol/configuration.md describes the format.
public enum ProjectConfigurationFormat {
    public struct Member: Sendable {
        public let name: String
        public let doc: String
    }

    public static let members: [Member] = [
        Member(
            name: "$schema", doc: "URL or path of the configuration's JSON Schema, for editors; formspec ignores it."),
        Member(
            name: "appClasses",
            doc:
                "Classes the app defines, by name: `kind` (cell, viewController, valueTransformer, segue, view, value, form), optional `superclass`, `keyPaths` (cells) and `doc`. Specs may name them without warnings, and near-misses of them are reported."
        ),
        Member(
            name: "customRowTypes",
            doc: "XLForm row types every spec of the project may use; the same entries as a spec's `customRowTypes`."),
        Member(
            name: "fieldTypes",
            doc:
                "FXForms field types the app registers a cell for (`registerCellClass:forFieldType:`), by type name: `cell`, `class`, `doc`."
        ),
        Member(
            name: "severity",
            doc:
                "Per diagnostic code: error, warning, information, hint or off. Command-line flags and editor settings win."
        ),
    ]

    public static let appClassMembers: [Member] = [
        Member(
            name: "kind", doc: "What the class is: cell, viewController, valueTransformer, segue, view, value or form."),
        Member(
            name: "superclass",
            doc: "Its superclass; key paths of a cell not listed in keyPaths are checked against it."),
        Member(
            name: "keyPaths",
            doc: "Key paths of a cell beyond its superclass's, with their types (as in customRowTypes)."),
        Member(name: "doc", doc: "Shown in hover and completion."),
    ]

    public static let fieldTypeMembers: [Member] = [
        Member(name: "cell", doc: "The cell class the app registers for the type."),
        Member(name: "class", doc: "The value class fields of the type hold."),
        Member(name: "doc", doc: "Shown in hover and completion."),
    ]
}

/// Reads a configuration document, collecting every problem with its place; what is readable
/// is kept.
struct ProjectConfigurationReader {
    var appClasses: [AppClass] = []
    var customRowTypes: [CustomRowType] = []
    var fieldTypes: [CustomFieldType] = []
    var severity: [DiagnosticCode: Severity?] = [:]
    var problems: [Diagnostic] = []

    init(_ document: SpecDocument) {
        for error in document.syntax.errors {
            problems.append(Diagnostic(.jsonSyntax, error.message, at: error.range))
        }
        guard let root = document.syntax.root else { return }
        guard let members = root.members else {
            report(.invalidType, "a configuration must be a JSON object, found \(root.typeName)", root)
            return
        }
        for member in members {
            guard let value = member.value else { continue }
            switch member.key.value {
            case "$schema":
                if value.string == nil { report(.invalidType, "'$schema' must be a string", value) }
            case "appClasses": entries(value, "appClasses") { $0.readAppClass($1) }
            case "customRowTypes": entries(value, "customRowTypes") { $0.readRowType($1) }
            case "fieldTypes": entries(value, "fieldTypes") { $0.readFieldType($1) }
            case "severity": entries(value, "severity") { $0.readSeverity($1) }
            default:
                unknown(member.key, among: ProjectConfigurationFormat.members.map(\.name), owner: "configuration")
            }
        }
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, _ node: JSONNode, data: JSONValue? = nil) {
        problems.append(Diagnostic(code, message, at: node.range, data: data))
    }

    private mutating func unknown(_ key: JSONString, among names: [String], owner: String) {
        let suggestions = DidYouMean.rank(key.value, among: names)
        problems.append(
            Diagnostic(
                .unknownProperty, "\(owner): unknown property '\(key.value)'.\(DidYouMean.phrase(suggestions))",
                at: key.range,
                data: ["property": .string(key.value), "suggestions": .array(suggestions.map(JSONValue.string))]))
    }

    private mutating func entries(_ node: JSONNode, _ name: String, _ read: (inout Self, JSONMember) -> Void) {
        guard let members = node.members else {
            return report(.invalidType, "'\(name)' must be an object, found \(node.typeName)", node)
        }
        for member in members where member.value != nil { read(&self, member) }
    }

    /// The member's object, its unknown members reported (when `allowed` is given).
    private mutating func object(
        _ member: JSONMember, _ owner: String, _ allowed: [ProjectConfigurationFormat.Member]? = nil
    ) -> JSONNode? {
        guard let value = member.value, value.members != nil else {
            report(
                .invalidType, "\(owner) must be an object, found \(member.value?.typeName ?? "nothing")", member.value!)
            return nil
        }
        if let names = allowed?.map(\.name) {
            for m in value.members ?? [] where !names.contains(m.key.value) {
                unknown(m.key, among: names, owner: owner)
            }
        }
        return value
    }

    private mutating func string(_ node: JSONNode, _ key: String, _ owner: String) -> Located<String>? {
        guard let value = node.value(key) else { return nil }
        guard let s = value.stringValue else {
            report(.invalidType, "\(owner): '\(key)' must be a string, found \(value.typeName)", value)
            return nil
        }
        return Located(s, value)
    }

    private mutating func readAppClass(_ member: JSONMember) {
        let owner = "app class '\(member.key.value)'"
        guard let node = object(member, owner, ProjectConfigurationFormat.appClassMembers) else { return }
        let kindNames = AppClass.Kind.allCases.map(\.rawValue)
        guard let kindText = string(node, "kind", owner) else {
            if node.value("kind") == nil {
                problems.append(
                    Diagnostic(
                        .missingProperty, "\(owner) has no 'kind' (one of \(kindNames.joined(separator: ", ")))",
                        at: member.key.range, data: ["property": "kind"]))
            }
            return
        }
        guard let kind = AppClass.Kind(rawValue: kindText.value) else {
            let suggestions = DidYouMean.rank(kindText.value, among: kindNames)
            return report(
                .invalidValue,
                "\(owner): '\(kindText.value)' is not a kind (one of \(kindNames.joined(separator: ", "))).\(DidYouMean.phrase(suggestions))",
                kindText.node, data: ["property": "kind", "suggestions": .array(suggestions.map(JSONValue.string))])
        }
        var keyPaths: [(JSONString, Located<String>)] = []
        if let paths = node.value("keyPaths") {
            if let members = paths.members {
                for m in members {
                    guard let v = m.value else { continue }
                    guard let type = v.stringValue else {
                        report(.invalidType, "\(owner): key path '\(m.key.value)' needs a type name string", v)
                        continue
                    }
                    if KeyPathType(type) == nil {
                        report(.invalidValue, "\(owner): '\(type)' is not a key path type", v)
                        continue
                    }
                    keyPaths.append((m.key, Located(type, v)))
                }
            } else {
                report(.invalidType, "\(owner): 'keyPaths' must be an object, found \(paths.typeName)", paths)
            }
        }
        appClasses.append(
            AppClass(
                name: member.key, kind: kind, superclass: string(node, "superclass", owner), keyPaths: keyPaths,
                doc: string(node, "doc", owner)?.value))
    }

    private mutating func readRowType(_ member: JSONMember) {
        let owner = "custom row type '\(member.key.value)'"
        guard let node = object(member, owner) else { return }
        let names = Catalog.standard.schema("customRowType").propertyNames
        for m in node.members ?? [] where !names.contains(m.key.value) {
            unknown(m.key, among: names, owner: owner)
        }

        if node.value("cellClass") == nil {
            problems.append(
                Diagnostic(
                    .missingProperty, "\(owner) has no 'cellClass'", at: member.key.range,
                    data: ["property": "cellClass"]))
        }
        if let type = ModelBuilder.customRowType(member) { customRowTypes.append(type) }
    }

    private mutating func readFieldType(_ member: JSONMember) {
        let owner = "field type '\(member.key.value)'"
        guard let node = object(member, owner, ProjectConfigurationFormat.fieldTypeMembers) else { return }
        fieldTypes.append(
            CustomFieldType(
                name: member.key, cell: string(node, "cell", owner), valueClass: string(node, "class", owner),
                doc: string(node, "doc", owner)?.value))
    }

    private mutating func readSeverity(_ member: JSONMember) {
        let codes = DiagnosticCodeInfo.all.map(\.code.rawValue)
        let code = DiagnosticCode(member.key.value)
        guard code.info != nil else {
            let suggestions = DidYouMean.rank(member.key.value, among: codes)
            problems.append(
                Diagnostic(
                    .invalidValue,
                    "severity: unknown diagnostic code '\(member.key.value)'.\(DidYouMean.phrase(suggestions))",
                    at: member.key.range, data: ["suggestions": .array(suggestions.map(JSONValue.string))]))
            return
        }
        guard let value = member.value, let text = value.stringValue else {
            return report(.invalidType, "severity of '\(code)' must be a string", member.value!)
        }
        if text == "off" {
            severity[code] = .some(nil)
        } else if let level = Severity(name: text) {
            severity[code] = level
        } else {
            let levels = Severity.allCases.map(\.name) + ["off"]
            let suggestions = DidYouMean.rank(text, among: levels)
            report(
                .invalidValue,
                "severity of '\(code)': '\(text)' is not one of \(levels.joined(separator: ", ")).\(DidYouMean.phrase(suggestions))",
                value, data: ["suggestions": .array(suggestions.map(JSONValue.string))])
        }
    }
}
