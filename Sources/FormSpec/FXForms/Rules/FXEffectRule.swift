import FormSpecJSON

/// Attributes FXForms reads only in some cases: `inline` (options, collections, FXForm
/// subforms), `sortable` (NSArray and NSOrderedSet edited through a template), `template`
/// (collections without options), `placeholder` (nil values: never once a default is set), and
/// `<key>Field` dictionaries (fields with that key).
enum FXEffectRule: FXRule {
    static let codes: [DiagnosticCode] = [.ineffectiveAttribute]

    static func check(_ a: FXAnalysis) {
        for field in a.file?.allFields ?? [] {
            let facts = a.facts(field)
            // A class formspec does not know may be an FXForm subform or a collection subclass.
            let classIsOpaque = facts.valueClass.map { !a.classes.isKnown($0) || a.classes.isForm($0) } ?? false
            if field.flag("inline"), field.options == nil, !facts.isCollection, !classIsOpaque {
                report(
                    field, "inline", a,
                    "has no effect: FXForms shows only options, collections and subforms inline, and \(field.displayName) is none (class \(facts.valueClass ?? "none"))"
                )
            }
            if field.flag("sortable"), !classIsOpaque, !facts.isSortableCollection || field.options != nil {
                report(
                    field, "sortable", a,
                    field.options != nil
                        ? "has no effect on an options list: only collections edited through a template can be reordered"
                        : "has no effect: only NSArray and NSOrderedSet values can be reordered (class \(facts.valueClass ?? "none"))"
                )
            }
            if field.value("template") != nil, !classIsOpaque, !facts.isCollection || field.options != nil {
                report(
                    field, "template", a,
                    field.options != nil
                        ? "has no effect: with options FXForms shows the options, not a list of elements"
                        : "has no effect: only collection values (NSArray, NSSet, NSOrderedSet …) have elements (class \(facts.valueClass ?? "none"))"
                )
            }
            if field.value("placeholder") != nil, field.value("default") != nil {
                report(
                    field, "placeholder", a,
                    field.options != nil
                        ? "cannot reset the value: picking it stores nil, which FXForms replaces by the default"
                        : "never shows: FXForms stores the default whenever the value is nil")
            }
        }
        overrides(a)
    }

    private static func report(_ field: Field, _ name: String, _ a: FXAnalysis, _ message: String) {
        guard let attribute = field.attribute(name) else { return }
        a.report(
            .ineffectiveAttribute, "\(field.displayName): '\(name)' \(message)", at: attribute.nameRange,
            data: ["property": .string(name)])
    }

    /// With `fields` written out, a `<key>Field` dictionary for no listed key applies to nothing.
    private static func overrides(_ a: FXAnalysis) {
        guard let file = a.file, file.shape == .methods, !file.listsFormProperties else { return }
        let keys = Set(file.listed.compactMap { $0.key?.value })
        for o in file.overrides where !keys.contains(o.key) {
            let suggestions = DidYouMean.rank(o.key, among: keys.sorted()).map { "\($0)Field" }
            a.report(
                .ineffectiveAttribute,
                "'\(o.member.key.value)' applies to no field: no listed field has the key '\(o.key)'.\(DidYouMean.phrase(suggestions))",
                at: o.member.key.range, data: FXAnalysis.data(suggestions, ["property": .string(o.member.key.value)]))
        }
    }
}
