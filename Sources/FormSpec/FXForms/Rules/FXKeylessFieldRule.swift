import FormSpecJSON

/// A field without a key reads and stores nothing; without an action, a segue or a view
/// controller it does nothing when tapped either. Labels (`"type": "label"`) are meant to be
/// static and are left alone.
enum FXKeylessFieldRule: FXRule {
    static let codes: [DiagnosticCode] = [.keylessField]

    static func check(_ a: FXAnalysis) {
        for field in a.file?.listed ?? [] where field.node.members != nil {
            if let key = field.key?.value, !key.isEmpty { continue }
            let facts = a.facts(field)
            guard field.value("action") == nil, field.value("segue") == nil, field.value("viewController") == nil,
                field.string("type")?.value != "label",
                facts.valueClass.map({ a.classes.isSubclass($0, of: "UIViewController") != true }) ?? true
            else { continue }
            a.report(
                .keylessField,
                "\(field.displayName) has no 'key', 'action', 'segue' or 'viewController': FXForms shows it (as a \(facts.type) field) but it stores nothing and does nothing when tapped; give it a key, an action, or \"type\": \"label\"",
                at: TextRange(field.node.range.start, field.node.range.start + 1))
        }
    }
}
