import FormSpecJSON

/// `unknown-keypath`: a cell config key path the row's cell does not have. Reported on the first
/// segment that fails, with ranked suggestions for that segment and the key paths they make.
enum UnknownKeyPathRule: RowRule {
    static let codes: [DiagnosticCode] = [.unknownKeyPath]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        let facts = context.keyPathFacts(rows)
        for entry in facts.entries {
            switch entry.resolution.status {
            case .unknown(let index):
                unknown(entry, segment: index, facts: facts, context: context)
            case .emptySegment(let index):
                context.report(
                    .unknownKeyPath, "\(entry.row.displayName): key path '\(entry.keyPath)' has an empty segment",
                    at: entry.entry.keyPath.range,
                    data: ["keyPath": .string(entry.keyPath), "segment": JSONValue(index)])
            case .notAnObject(let index):
                let previous = entry.resolution.segments[index - 1]
                let type = previous.member?.property.type.objcName ?? "a value"
                context.report(
                    .unknownKeyPath,
                    "\(entry.row.displayName): '\(previous.name)' is \(type), not an object: key path '\(entry.keyPath)' cannot set something inside it",
                    at: entry.range(ofSegment: index),
                    data: [
                        "keyPath": .string(entry.keyPath), "segment": .string(entry.resolution.segments[index].name),
                        "suggestions": [],
                    ])
            case .resolved, .opaque:
                continue
            }
        }
    }

    private static func unknown(
        _ entry: KeyPathFacts.Entry, segment index: Int, facts: KeyPathFacts, context: AnalysisContext
    ) {
        let segment = entry.resolution.segments[index]
        guard let className = segment.searchedClass else { return }
        let classes = facts.classes.classes
        let suggestions = KeyPathSuggestions.rank(segment.name, among: classes.members(of: className))
        let replacements = suggestions.map { replace(segment: index, of: entry.resolution, with: $0) }
        var message = "\(entry.row.displayName): \(describe(className, entry: entry)) has no property '\(segment.name)'"
        if index > 0 { message += " (in key path '\(entry.keyPath)')" }
        message += "."
        if suggestions.isEmpty, index == 0, let owner = cellDeclaring(segment.name, catalog: context.catalog) {
            message += " '\(segment.name)' belongs to \(owner)."
        }
        message += DidYouMean.phrase(replacements)
        context.report(
            .unknownKeyPath, message, at: entry.range(ofSegment: index),
            data: [
                "keyPath": .string(entry.keyPath), "segment": .string(segment.name), "class": .string(className),
                "suggestions": .array(suggestions.map(JSONValue.string)),
                "replacements": .array(replacements.map(JSONValue.string)),
            ])
    }

    /// "XLFormSwitchCell (booleanSwitch rows)", "UILabel", "the option cells (XLFormRightDetailCell)".
    private static func describe(_ className: String, entry: KeyPathFacts.Entry) -> String {
        guard className == entry.rootClass else { return className }
        if entry.kind == .cellConfigForSelector { return "the option cell \(className)" }
        if let type = entry.row.rowType?.value, entry.row.cellClass == nil { return "\(className) (the \(type) cell)" }
        return className
    }

    /// An XLForm cell that declares the property itself, to point at the row type it belongs to.
    private static func cellDeclaring(_ name: String, catalog: Catalog) -> String? {
        let cell = catalog.classes.names.first { className in
            guard let info = catalog.classes.info(className), info.isCell else { return false }
            return info.properties.contains { $0.name == name }
        }
        guard let cell else { return nil }
        let types = catalog.rowTypes.filter { $0.cell == cell }.map(\.name)
        return types.isEmpty ? cell : "\(cell) (\(types.prefix(3).joined(separator: ", ")) rows)"
    }

    static func replace(segment index: Int, of resolution: KeyPathResolution, with name: String) -> String {
        resolution.segments.enumerated().map { $0.offset == index ? name : $0.element.name }.joined(separator: ".")
    }
}
