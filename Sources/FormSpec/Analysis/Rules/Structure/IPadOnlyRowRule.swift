/// `ipad-only-row`: `-[XLFormRowDescriptor initWithTag:rowType:title:]` asserts that popover
/// rows are made only on an iPad (XLFormRowDescriptor.m, line 89), and every copy a multivalued
/// section inserts is made by that initializer too. Apps guard such rows with an idiom check,
/// which a spec cannot express.
enum IPadOnlyRowRule: RowRule {
    static let codes: [DiagnosticCode] = [.iPadOnlyRow]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        for row in rows {
            guard let info = context.rowTypeInfo(for: row), info.isIPadOnly, !info.isCustom, let type = row.rowType
            else { continue }
            context.report(
                .iPadOnlyRow,
                "\(row.displayName): \(info.name) rows exist only on iPad: XLForm asserts when it makes one on an iPhone; give iPhones another spec or row type (selectorPush, multipleSelector)",
                at: type.range, data: ["rowType": .string(info.name)])
        }
    }
}
