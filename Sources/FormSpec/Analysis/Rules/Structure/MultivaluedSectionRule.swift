import FormSpecJSON

/// What a multivalued section's spec sets in vain. The `multivaluedRowTemplate` is never shown:
/// each inserted row is its copy, and `-[XLFormRowDescriptor copyWithZone:]` carries over only
/// some properties (XLFormRowDescriptor.m, lines 296-328; the catalog marks the others
/// `copied: false`). `multivaluedAddButton` exists only for `canInsert` with
/// `sectionInsertMode` `button` (XLFormSectionDescriptor.m, lines 91-101).
enum MultivaluedSectionRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.unknownProperty]

    static func check(_ context: AnalysisContext) {
        let row = context.catalog.schema("row")
        for section in context.form?.sections ?? [] {
            if let template = section.template {
                for member in template.node.members ?? [] where row.property(member.key.value)?.isCopied == false {
                    let name = member.key.value
                    context.report(
                        .unknownProperty,
                        "\(template.displayName): '\(name)' has no effect: XLForm inserts copies of the template, and a copy does not take its \(name)",
                        at: member.key.range, data: ["property": .string(name), "suggestions": [], "hasNoEffect": true])
                }
            }
            if let button = section.node.member("multivaluedAddButton"), !section.hasAddButton {
                context.report(
                    .unknownProperty,
                    "\(section.displayName): 'multivaluedAddButton' has no effect: XLForm makes the Add button only for a section with canInsert and sectionInsertMode 'button'",
                    at: button.key.range,
                    data: ["property": .string("multivaluedAddButton"), "suggestions": [], "hasNoEffect": true])
            }
        }
    }
}
