import FormSpecJSON

/// Class names in `class`, `cell`, `viewController`, `valueTransformer` and `segue`. Apps name
/// their own classes, so an unknown name is fine; one a small edit away from a class formspec
/// knows is a likely typo (NSClassFromString returns nil and FXForms silently does without). A
/// known class must fit the key's role.
enum FXClassNameRule: FXRule {
    static let codes: [DiagnosticCode] = [.unknownClass, .classKind]

    /// At most this many edits from a known name counts as a typo (case differences are free).
    static let maximumEdits = 2

    static func check(_ a: FXAnalysis) {
        var candidates: [FXClassRole: DidYouMean.Candidates] = [:]
        for field in a.file?.allFields ?? [] {
            for info in a.fx.fieldKeys {
                guard let role = info.role, role != .view, let name = field.string(info.name) else { continue }
                if a.classes.isKnown(name.value) {
                    known(name, role: role, key: info.name, field, a)
                } else {
                    let pool = candidates[role] ?? DidYouMean.Candidates(a.classes.names(for: role))
                    candidates[role] = pool
                    let suggestions = typoSuggestions(name.value, pool)
                    guard !suggestions.isEmpty else { continue }
                    a.report(
                        .unknownClass,
                        "\(field.displayName): no class '\(name.value)' is known for '\(info.name)'; NSClassFromString returns nil and FXForms goes without it. If the app defines it, list it in appClasses of \(ProjectConfiguration.fileName).\(DidYouMean.phrase(suggestions))",
                        at: name.range, data: FXAnalysis.data(suggestions, ["property": .string(info.name)]))
                }
            }
        }
    }

    /// Known names within `maximumEdits` of the word, best first.
    static func typoSuggestions(_ word: String, _ pool: DidYouMean.Candidates) -> [String] {
        let lowered = Array(word.lowercased().unicodeScalars)
        return DidYouMean.rank(word, among: pool).filter { name in
            let d = DidYouMean.distance(lowered, Array(name.lowercased().unicodeScalars), cutoff: maximumEdits)
            return d != nil
        }
    }

    private static func known(
        _ name: Located<String>, role: FXClassRole, key: String, _ field: Field, _ a: FXAnalysis
    ) {
        if let unsupported = a.fx.valueClasses[name.value]?.unsupported, role == .segue {
            a.report(.classKind, "\(field.displayName): '\(name.value)': \(unsupported)", at: name.range)
            return
        }
        guard a.classes.fits(name.value, role) == false, let root = role.rootClass else { return }
        a.report(
            .classKind,
            "\(field.displayName): '\(key)' needs \(role.phrase) (\(root.hasPrefix("FX") || root.hasPrefix("NS") ? "an" : "a") \(root) subclass); \(name.value) is not one",
            at: name.range, data: ["property": .string(key), "class": .string(name.value)])
    }
}
