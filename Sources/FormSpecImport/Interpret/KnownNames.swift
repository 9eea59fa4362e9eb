import FormSpec

/// Names the importer resolves without seeing their declarations: XLForm's row-type
/// constants, the enums the catalog knows (by their Objective-C constant names), XLForm's
/// string constants and UIKit's named colours. Built once from the catalog.
struct KnownNames: Sendable {
    static let standard = KnownNames(catalog: .standard)

    /// `XLFormRowDescriptorTypeText` → `text`.
    let rowTypes: [String: String]
    /// Row types XLForm makes only on iPad (`selectorPopover`, `multipleSelectorPopover`).
    let iPadOnlyRowTypes: Set<String>
    /// Lowercased `UIKeyboardTypeEmailAddress` / `XLFormSectionOptionCanInsert` → (enum, case).
    let enumConstants: [String: (type: String, name: String)]
    let enumTypes: [String: [String]]
    let colors: Set<String>

    /// XLForm's cellConfig key constants (`XLFormTextFieldCell.m`, `XLFormTextViewCell.m`).
    static let stringConstants: [String: String] = [
        "XLFormTextFieldLengthPercentage": "textFieldLengthPercentage",
        "XLFormTextFieldMaxNumberOfCharacters": "textFieldMaxNumberOfCharacters",
        "XLFormTextViewLengthPercentage": "textViewLengthPercentage",
        "XLFormTextViewMaxNumberOfCharacters": "textViewMaxNumberOfCharacters",
        // CALayerCornerCurve's constants, by the names the catalog gives their values.
        "kCACornerCurveContinuous": "continuous", "kCACornerCurveCircular": "circular",
    ].merging(calendarIdentifiers) { a, _ in a }

    /// `NSCalendarIdentifierISO8601` → `iso8601`: Foundation's calendars by their Swift names.
    private static let calendarIdentifiers: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "gregorian", "buddhist", "chinese", "coptic", "ethiopicAmeteMihret", "ethiopicAmeteAlem", "hebrew",
            "indian", "islamic", "islamicCivil", "islamicTabular", "islamicUmmAlQura", "japanese", "persian",
            "republicOfChina",
        ].map { ("NSCalendarIdentifier" + $0.prefix(1).uppercased() + $0.dropFirst(), $0) } + [
            ("NSCalendarIdentifierISO8601", "iso8601")
        ])

    init(catalog: Catalog) {
        var rowTypes: [String: String] = [:]
        for info in catalog.rowTypes { if let c = info.constant { rowTypes[c] = info.name } }
        self.rowTypes = rowTypes
        iPadOnlyRowTypes = Set(catalog.rowTypes.filter(\.isIPadOnly).map(\.name))
        var constants: [String: (String, String)] = [:]
        var types: [String: [String]] = [:]
        for (name, info) in catalog.enums {
            types[name] = info.caseNames
            // Constants drop a plural or `Type` (XLFormSectionOptionCanInsert,
            // UITableViewCellAccessoryCheckmark, UIReturnKeyDone, UIDataDetectorTypeLink).
            var prefixes = [name]
            if name.hasSuffix("s") { prefixes.append(String(name.dropLast())) }
            if name.hasSuffix("Type") { prefixes.append(String(name.dropLast(4))) }
            for c in info.cases {
                for prefix in prefixes { constants[(prefix + c.name).lowercased()] = (name, c.name) }
                // kCALayerMinXMinYCorner: Core Animation's constants.
                if name.hasPrefix("CA") {
                    constants[("kCA" + c.name.prefix(1).uppercased() + c.name.dropFirst()).lowercased()] = (
                        name, c.name
                    )
                }
                // NSNumberFormatterPercentStyle: the case between the class and `Style`.
                if name.hasSuffix("FormatterStyle") {
                    constants[(name.dropLast(5) + c.name + "Style").lowercased()] = (name, c.name)
                }
            }
        }
        enumConstants = constants
        enumTypes = types
        colors = Set(catalog.colors.map(\.name))
    }

    /// `UIKeyboardTypeEmailAddress` → (UIKeyboardType, emailAddress).
    func enumConstant(_ identifier: String) -> (type: String, name: String)? {
        guard identifier.first?.isUppercase == true || identifier.hasPrefix("kCA") else { return nil }
        return enumConstants[identifier.lowercased()]
    }

    /// `UIKeyboardType.emailAddress` in Swift.
    func enumCase(type: String, name: String) -> String? {
        guard let cases = enumTypes[type] else { return nil }
        return cases.first { $0 == name } ?? cases.first { $0.lowercased() == name.lowercased() }
    }

    /// `redColor` (Objective-C) or `red` (Swift) → `red`, if the catalog names it.
    func color(_ selector: String) -> String? {
        if colors.contains(selector) { return selector }
        let name = selector.hasSuffix("Color") ? String(selector.dropLast(5)) : selector
        return colors.contains(name) ? name : nil
    }
}
