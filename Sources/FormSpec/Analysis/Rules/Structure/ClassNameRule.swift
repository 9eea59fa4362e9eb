import FormSpecJSON

/// `unknown-class` in XLForm specs: a `cellClass`, `valueTransformer` or action class name a
/// small edit away from a class formspec knows (XLForm's cells, the project's app classes). An
/// unknown name is fine: apps define their own classes.
enum ClassNameRule: RowRule {
    static let codes: [DiagnosticCode] = [.unknownClass]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        for row in rows {
            var names: [(Located<String>, String, FXClassRole)] = []
            if let c = row.cellClass { names.append((c, "cellClass", .cell)) }
            if let t = row.valueTransformer { names.append((t, "valueTransformer", .valueTransformer)) }
            if let v = row.action?.value("viewControllerClass") {
                names.append((v, "viewControllerClass", .viewController))
            }
            if let s = row.action?.value("formSegueClass") { names.append((s, "formSegueClass", .segue)) }
            for (name, property, role) in names where !known(name.value, context) {
                let suggestions = FXClassNameRule.typoSuggestions(
                    name.value, DidYouMean.Candidates(candidates(role, context)))
                guard !suggestions.isEmpty else { continue }
                context.report(
                    .unknownClass,
                    "\(row.displayName): no class '\(name.value)' is known for '\(property)'; NSClassFromString returns nil. If the app defines it, list it in appClasses of \(ProjectConfiguration.fileName).\(DidYouMean.phrase(suggestions))",
                    at: name.range,
                    data: ["property": .string(property), "suggestions": .array(suggestions.map(JSONValue.string))])
            }
        }
    }

    private static func known(_ name: String, _ context: AnalysisContext) -> Bool {
        context.documentClasses.classes.contains(name) || context.project?.appClass(name) != nil
            || FXFormsCatalog.standard.valueClasses[name] != nil
    }

    /// XLForm's cells for `cellClass`, the classes of the role otherwise, and the app's.
    private static func candidates(_ role: FXClassRole, _ context: AnalysisContext) -> [String] {
        let classes = context.documentClasses.classes
        let app = context.project?.appClasses.filter { $0.kind.rawValue == role.rawValue }.map(\.name.value) ?? []
        if role == .cell {
            return classes.names.filter { classes.info($0)?.isCell == true && !$0.contains("+") } + app
        }
        let index = FXClassIndex(.standard, project: context.project)
        return index.fx.valueClassNames.filter { index.fits($0, role) == true } + app
    }
}
