import FormSpec
import FormSpecJSON

/// Markdown for FXForms entries, shared by hover and completion documentation.
enum FXMarkdown {
    static func fieldKey(_ info: FXFieldKeyInfo) -> String {
        var title = "**\(info.name)** · field key"
        if let constant = info.constant { title += " (`\(constant)`)" }
        let takes = info.types.map { $0 == "boolean" ? "true/false" : $0 }.joined(separator: ", ")
        return [title, "", info.doc, "", "- Takes: \(takes)"].joined(separator: "\n")
    }

    static func type(_ info: FXFieldTypeInfo, catalog: Catalog) -> String {
        var lines = ["**\(info.name)** · field type (`\(info.constant)`)", "", info.doc, ""]
        lines.append(
            "- Cell: `\(info.cell)`\(info.isRegistered ? "" : " (no cell is registered for the type: the default cell)")"
        )
        if let c = info.valueClass { lines.append("- Class when none is given: `\(c)`") }
        if let converts = info.converts {
            lines.append(
                "- Typed text is stored as an NSNumber (\(converts == "double" ? "doubleValue" : "longLongValue"))")
        }
        if !info.traits.isEmpty {
            let traits = info.traits.map { trait -> String in
                "`\(trait.key)` = \(traitValue(trait.key, trait.value, catalog))"
            }
            lines.append("- Text traits set on every update: " + traits.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    static func customType(_ type: CustomFieldType) -> String {
        var lines = ["**\(type.name.value)** · field type registered by the app", ""]
        if let doc = type.doc { lines += [doc, ""] }
        lines.append("- Cell: \(type.cell.map { "`\($0.value)`" } ?? "not declared")")
        if let c = type.valueClass { lines.append("- Class: `\(c.value)`") }
        lines.append("- Declared in `\(ProjectConfiguration.fileName)`")
        return lines.joined(separator: "\n")
    }

    static func className(_ name: String, classes: FXClassIndex) -> String? {
        guard classes.isKnown(name) else { return nil }
        var lines = ["**\(name)** · class\(classes.framework(name).map { " (\($0))" } ?? "")"]
        let chain = classes.chain(of: name)
        if chain.count > 1 { lines.append(chain.map { "`\($0)`" }.joined(separator: " → ")) }
        if let doc = classes.doc(name), !doc.isEmpty { lines += ["", doc] }
        return lines.joined(separator: "\n")
    }

    /// A raw value of a UIKit enum, as FXForms files write it.
    static func rawValue(_ n: Int64, of info: EnumInfo) -> String? {
        guard let c = info.cases.first(where: { $0.value.intValue.map(Int64.init) == n }) else { return nil }
        var lines = ["**\(n)** = `\(c.name)` · raw value of `\(info.name)`"]
        if let doc = c.doc { lines += ["", doc] }
        lines += ["", info.doc]
        return lines.joined(separator: "\n")
    }

    /// "`words` (1)": how an enum case reads in an FXForms file.
    static func traitValue(_ key: String, _ value: JSONValue, _ catalog: Catalog) -> String {
        guard let n = value.intValue,
            let e = catalog.classes.member(key, of: "UITextInputTraits")?.property.type.enumName,
            let c = catalog.enums[e]?.cases.first(where: { $0.value.intValue == n })
        else { return "`\(CatalogMarkdown.literal(value))`" }
        return "\(n) (`\(c.name)`)"
    }

    /// What FXForms makes of a field: type and why, class, title, cell, section.
    static func field(_ field: Field, facts: FieldFacts, section: (index: Int, header: String?)?) -> String {
        var lines = ["**\(field.displayName)** · what FXForms infers", ""]
        lines.append("- Type: `\(facts.type)` — \(facts.typeReason)")
        let classReason: String
        switch facts.classSource {
        case .written: classReason = "written in the field"
        case .firstOption(let json): classReason = "the class of the first option (a JSON \(json))"
        case .type(let t): classReason = "implied by the type `\(t)`"
        case .none: classReason = ""
        }
        if let c = facts.valueClass {
            lines.append("- Class: `\(c)` — \(classReason)")
        } else {
            lines.append("- Class: none (a property of the form object would give one)")
        }
        switch facts.titleSource {
        case .written: lines.append("- Title: \"\(facts.title ?? "")\" — written in the field")
        case .key: lines.append("- Title: `\(field.key?.value ?? "")` → \"\(facts.title ?? "")\"")
        case .action:
            lines.append(
                "- Title: `\(field.string("action")?.value ?? "")` → \"\(facts.title ?? "")\" (from the action)")
        case .none: lines.append("- Title: none")
        }
        let cellReason: String
        switch facts.cellSource {
        case .written: cellReason = "written in the field"
        case .type: cellReason = "FXFormController's cell for `\(facts.type)`"
        case .registered: cellReason = "registered by the app for `\(facts.type)`"
        case .fallback: cellReason = "no cell is registered for `\(facts.type)`"
        }
        lines.append("- Cell: `\(facts.cell)` — \(cellReason)")
        if facts.storesIndex { lines.append("- Stores the index of the selected option") }
        if let kind = facts.collectionKind {
            lines.append("- Collection (\(kind)): \(facts.isInline ? "edited inline" : "pushed")")
        }
        if facts.isSubform, facts.collectionKind == nil {
            lines.append("- Tapping \(facts.isInline ? "shows" : "pushes") another screen")
        }
        if let section {
            lines.append("- Section \(section.index + 1)\(section.header.map { " \"\($0)\"" } ?? " (no header)")")
        } else if case .template = field.origin {
            lines.append("- Describes each element of the collection (keys 0, 1, …; no title)")
        } else {
            lines.append("- Not shown: excludedFields removes it")
        }
        return lines.joined(separator: "\n")
    }
}
