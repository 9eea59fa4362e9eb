import FormSpec
import FormSpecJSON

/// Markdown for catalog entries, shared by hover and completion documentation. Concise: a title
/// line, the doc sentence, then only the facts that apply.
enum CatalogMarkdown {
    static func property(_ property: PropertySchema, of kind: String) -> String {
        var lines = ["**\(property.name)** · \(property.type)", "", property.doc]
        var facts: [String] = []
        if property.isRequired { facts.append("Required") }
        if let d = property.defaultValue { facts.append("Default: `\(d.encodedString())`") }
        facts.append("Property of \(article(kind)) \(kind)")
        lines += ["", facts.joined(separator: " · ")]
        return lines.joined(separator: "\n")
    }

    static func rowType(_ info: RowTypeInfo) -> String {
        var title = "**\(info.name)** · row type"
        if let constant = info.constant { title += " (`\(constant)`)" }
        var lines = [title, "", info.doc, ""]
        lines.append("- Cell: `\(info.cell)`")
        if info.isCustom {
            lines.append("- Value: \(info.declaresValueKind ? info.valueKind.summary : "not declared")")
        } else {
            lines.append("- Value: \(info.valueKind.summary) — \(info.produces)")
        }
        if !info.traits.isEmpty {
            let traits = info.traits.map { "`\($0.key)` = `\(literal($0.value))`" }.joined(separator: ", ")
            lines.append("- Forced on every display: \(traits)")
        }
        if let inline = info.inlineRowType { lines.append("- Inline row: `\(inline)` (inserted below while editing)") }
        if let height = info.height { lines.append("- Height: \(KeyPathValueCheck.format(height)) pt (fixed)") }
        if !info.customKeyPaths.isEmpty {
            lines.append(
                "- Key paths: " + info.customKeyPaths.map { "`\($0.keyPath)`: \($0.type)" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    static func enumCase(_ c: EnumCase, of info: EnumInfo) -> String {
        var lines = ["**\(c.name)** · case of `\(info.name)` (raw value `\(literal(c.value))`)"]
        if let doc = c.doc { lines += ["", doc] }
        lines += ["", info.doc]
        return lines.joined(separator: "\n")
    }

    static func validatorType(_ v: ValidatorTypeInfo) -> String {
        var lines = ["**\(v.name)** · validator type", "", v.doc]
        var facts: [String] = []
        if !v.required.isEmpty { facts.append("Requires: " + v.required.map { "`\($0)`" }.joined(separator: ", ")) }
        if !v.requiredAny.isEmpty {
            facts.append("Requires one of: " + v.requiredAny.map { "`\($0)`" }.joined(separator: ", "))
        }
        if let m = v.defaultMessage { facts.append("Default message: \"\(m)\"") }
        if !facts.isEmpty { lines += [""] + facts.map { "- \($0)" } }
        return lines.joined(separator: "\n")
    }

    /// A property reached by a key path, in the row's context when known.
    /// `xlformUnsafeNote`: say that KVC raises for the property in XLForm (FXForms documents
    /// say themselves how it applies the key).
    static func member(
        _ member: ClassMember, keyPath: String?, note: KeyPathNote?, catalog: Catalog, classes: ClassTable,
        xlformUnsafeNote: Bool = true
    ) -> String {
        let p = member.property
        var lines = ["**\(p.name)** · `\(p.type.objcName)`\(p.isReadonly ? " (readonly)" : "")"]
        if !p.doc.isEmpty { lines += ["", p.doc] }
        var origin = "Declared by `\(member.owner)`"
        if let keyPath, keyPath != p.name { origin += " · key path `\(keyPath)`" }
        var facts = [origin]
        facts.append(
            "Value: \(p.isReadonly && p.type.className != nil ? "an object; continue with `.`" : p.type.description)")
        if let e = p.type.enumName, let info = catalog.enums[e] {
            let shown = info.caseNames.prefix(16).map { "`\($0)`" }.joined(separator: ", ")
            facts.append("Cases: \(shown)\(info.cases.count > 16 ? ", …" : "")")
        }
        if let d = p.defaultValue { facts.append("Default: `\(d)`") }
        if p.minimum != nil || p.maximum != nil {
            let low = p.minimum.map(KeyPathValueCheck.format) ?? "…"
            let high = p.maximum.map(KeyPathValueCheck.format) ?? "…"
            facts.append("Range: \(low)\(p.exclusiveMinimum ? " (exclusive)" : "") to \(high)")
        }
        if let a = p.availability { facts.append("Available from \(a)") }
        switch p.visibility {
        case .private: facts.append("Private to \(member.owner) (not in its header); reachable through KVC")
        case .deprecated: facts.append("Deprecated")
        case .public: break
        }
        if let className = p.type.className, !classes.contains(className) {
            facts.append(
                "The catalog does not describe `\(className)`: only null can be set, and key paths inside it are not checked"
            )
        }
        if p.isUnsafe, xlformUnsafeNote {
            let alternatives =
                p.alternatives.isEmpty
                ? "" : " Use the cell's " + p.alternatives.map { "`\($0)`" }.joined(separator: " or ") + "."
            facts.append("⚠️ Raises NSUnknownKeyException through KVC in XLForm on some iOS versions.\(alternatives)")
        }
        if let note { facts.append(note.text) }
        lines += [""] + facts.map { "- \($0)" }
        return lines.joined(separator: "\n")
    }

    /// `#RRGGBB[AA]` or a colour name, with its components.
    static func color(_ text: String, catalog: Catalog) -> String? {
        if let info = catalog.color(named: text) {
            var lines = ["**\(info.name)** · UIColor", "", info.doc, ""]
            lines.append("- \(info.dark == nil ? "Colour" : "Light"): `\(info.rgba.hex)` \(info.rgba)")
            if let dark = info.dark { lines.append("- Dark: `\(dark.hex)` \(dark)") }
            if let a = info.availability { lines.append("- Available from \(a)") }
            return lines.joined(separator: "\n")
        }
        guard let rgba = RGBA(hex: text) else { return nil }
        return "**\(text)** · colour\n\n\(rgba)"
    }

    static func keyPathType(_ type: KeyPathType, catalog: Catalog, classes: ClassTable) -> String {
        var lines = ["**\(type.name)** · key path type", "", "Values: \(type.description)."]
        if let className = type.className, let info = classes.info(className) {
            lines += ["", "`\(className)`: \(info.doc)"]
        } else if let e = type.enumName, let info = catalog.enums[e] {
            lines += ["", "Cases: " + info.caseNames.prefix(16).map { "`\($0)`" }.joined(separator: ", ")]
        }
        return lines.joined(separator: "\n")
    }

    static func classInfo(_ info: ClassInfo, classes: ClassTable) -> String {
        var lines = ["**\(info.name)** · \(info.isCell ? "cell class" : (info.isProtocol ? "protocol" : "class"))"]
        let chain = classes.chain(of: info.name)
        if chain.count > 1 { lines.append(chain.map { "`\($0)`" }.joined(separator: " → ")) }
        if !info.doc.isEmpty { lines += ["", info.doc] }
        return lines.joined(separator: "\n")
    }

    static func diagnostic(_ info: DiagnosticCodeInfo) -> String {
        "**\(info.code)** (\(info.severity.name)): \(info.rationale)"
    }

    static func literal(_ value: JSONValue) -> String {
        if case .string(let s) = value { return s }
        return value.encodedString()
    }

    private static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}

/// A remark about a key path in its dictionary: it is overwritten there, or it wins over the update.
struct KeyPathNote {
    let text: String

    /// `keys`: what the row's cell (or, for option cells, XLForm) sets on every display.
    static func make(for keyPath: String, kind: CellConfigKind, keys: [OverwrittenKey]) -> KeyPathNote? {
        guard let key = keys.first(where: { $0.keyPath == keyPath }) else { return nil }
        let setter = key.rowType.map { "the \($0) row type" } ?? "\(key.cell)'s update"
        switch kind {
        case .cellConfigAtConfigure:
            return KeyPathNote(
                text:
                    "⚠️ Overwritten by -update: \(setter) sets it on every display, after cellConfigAtConfigure. Set it in `cellConfig`."
            )
        case .cellConfigForSelector:
            return KeyPathNote(
                text: "⚠️ XLForm sets it on each option cell after cellConfigForSelector, so a value here never shows.")
        case .cellConfig, .cellConfigIfDisabled:
            return KeyPathNote(
                text:
                    "Also set by \(setter) on every display; \(kind.rawValue) is applied after it, so this value wins.")
        }
    }
}
