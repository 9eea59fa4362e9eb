/// The calls the importer understands, under every spelling: the Objective-C selector and the
/// names Swift imports it as. Data only; `Interpreter.call` acts on the operation.
enum CallOperation: Hashable {
    case newForm, newSection, newRow, newOption, newLeftRight, emailValidator, emailLongValidator, regexValidator
    case format, predicate, number, decimal, mantissa, rangeValidator, null, date, colorRGB, colorWhite, font,
        systemFont, boldSystemFont
    case italicSystemFont, textStyleFont, cellClassTable, newArray, sameString, relativeDate
    case image, locale, timeZone, calendar, inlineTypeTable
    // Instance methods.
    case addSection, addSectionAt, addSectionAfter, addRow, addRowBefore, addRowAfter, rowWithTag, addValidator
    case copy, setObjectForKey, addEntries, union, contains, append, removeAt, insertAt, elementAt, first, initWithForm
    case addingTimeInterval, count
}

enum CallSpellings {
    /// Class methods and initialisers, by class.
    static let classMethods: [String: [String: CallOperation]] = [
        "XLFormDescriptor": table([
            .newForm: [
                "formDescriptor", "formDescriptorWithTitle:", "init(title:)", "init()", "formDescriptor()",
                "formDescriptor(withTitle:)", "new",
            ]
        ]),
        "XLFormSectionDescriptor": table([
            .newSection: [
                "formSection", "formSection()", "init()", "new", "formSectionWithTitle:", "formSection(withTitle:)",
                "formSectionWithTitle:sectionOptions:", "formSection(withTitle:sectionOptions:)",
                "formSectionWithTitle:sectionOptions:sectionInsertMode:",
                "formSection(withTitle:sectionOptions:sectionInsertMode:)", "formSectionWithTitle:multivaluedSection:",
                "formSection(withTitle:multivaluedSection:)",
            ]
        ]),
        "XLFormRowDescriptor": table([
            .newRow: [
                "formRowDescriptorWithTag:rowType:", "formRowDescriptorWithTag:rowType:title:", "init(tag:rowType:)",
                "init(tag:rowType:title:)", "formRowDescriptor(withTag:rowType:)",
                "formRowDescriptor(withTag:rowType:title:)",
            ]
        ]),
        "XLFormOptionsObject": table([
            .newOption: [
                "formOptionsObjectWithValue:displayText:", "init(value:displayText:)",
                "formOptionsObject(withValue:displayText:)",
            ]
        ]),
        "XLFormLeftRightSelectorOption": table([
            .newLeftRight: [
                "formLeftRightSelectorOptionWithLeftValue:httpParameterKey:rightOptions:",
                "formLeftRightSelectorOptionWithLeftValue:httpParameterKey:rightOptions:rightSelectorControllerClass:",
                "init(leftValue:httpParameterKey:rightOptions:)",
                "init(leftValue:httpParameterKey:rightOptions:rightSelectorControllerClass:)",
                "formLeftRightSelectorOption(withLeftValue:httpParameterKey:rightOptions:)",
                "formLeftRightSelectorOption(withLeftValue:httpParameterKey:rightOptions:rightSelectorControllerClass:)",
            ]
        ]),
        "XLFormValidator": table([
            .emailValidator: ["emailValidator", "email()", "emailValidator()"],
            .emailLongValidator: ["emailValidatorLong", "emailLong()", "emailValidatorLong()"],
        ]),
        "XLFormRegexValidator": table([
            .regexValidator: [
                "formRegexValidatorWithMsg:regex:", "init(msg:andRegexString:)", "formRegexValidator(withMsg:regex:)",
                "init(msg:regex:)",
            ]
        ]),
        "NSString": table([
            .format: ["stringWithFormat:", "localizedStringWithFormat:"],
            .sameString: ["stringWithString:"],
        ]),
        "String": table([.format: ["init(format:)", "localizedStringWithFormat(_:)"], .sameString: ["init(_:)"]]),
        "NSPredicate": table([.predicate: ["predicateWithFormat:", "init(format:)"]]),
        "NSNumber": table([
            .number: [
                "numberWithBool:", "numberWithInt:", "numberWithInteger:", "numberWithFloat:", "numberWithDouble:",
                "numberWithUnsignedInteger:", "numberWithLong:", "init(value:)", "init(booleanLiteral:)",
                "init(integerLiteral:)", "init(floatLiteral:)",
            ]
        ]),
        "NSDecimalNumber": table([
            .decimal: ["decimalNumberWithString:", "init(string:)"],
            .mantissa: ["decimalNumberWithMantissa:exponent:isNegative:", "init(mantissa:exponent:isNegative:)"],
            .number: ["numberWithDouble:", "numberWithInt:", "numberWithInteger:", "init(value:)"],
        ]),
        "NSNull": table([.null: ["null", "init()"]]),
        "NSDate": table([
            .date: [
                "dateWithTimeIntervalSince1970:", "init(timeIntervalSince1970:)", "initWithTimeIntervalSince1970:",
            ],
            .relativeDate: [
                "new", "date", "init()", "dateWithTimeIntervalSinceNow:", "init(timeIntervalSinceNow:)",
                "initWithTimeIntervalSinceNow:", "now",
            ],
        ]),
        "Date": table([
            .date: ["init(timeIntervalSince1970:)"], .relativeDate: ["init()", "init(timeIntervalSinceNow:)", "now"],
        ]),
        "TimeInterval": table([.number: ["init(_:)"]]),
        "Double": table([.number: ["init(_:)"]]),
        "CGFloat": table([.number: ["init(_:)"]]),
        "UIColor": table([
            .colorRGB: ["colorWithRed:green:blue:alpha:", "init(red:green:blue:alpha:)"],
            .colorWhite: ["colorWithWhite:alpha:", "init(white:alpha:)"],
        ]),
        "UIFont": table([
            .font: ["fontWithName:size:", "init(name:size:)"],
            .systemFont: ["systemFontOfSize:", "systemFont(ofSize:)"],
            .boldSystemFont: ["boldSystemFontOfSize:", "boldSystemFont(ofSize:)"],
            .italicSystemFont: ["italicSystemFontOfSize:", "italicSystemFont(ofSize:)"],
            .textStyleFont: ["preferredFontForTextStyle:", "preferredFont(forTextStyle:)"],
        ]),
        "XLFormViewController": table([
            .cellClassTable: ["cellClassesForRowDescriptorTypes", "cellClassesForRowDescriptorTypes()"],
            .inlineTypeTable: [
                "inlineRowDescriptorTypesForRowDescriptorTypes", "inlineRowDescriptorTypesForRowDescriptorTypes()",
            ],
        ]),
        "UIImage": table([.image: ["imageNamed:", "init(named:)"]]),
        "NSLocale": table([.locale: ["localeWithLocaleIdentifier:", "init(localeIdentifier:)"]]),
        "Locale": table([.locale: ["init(identifier:)"]]),
        "NSTimeZone": table([.timeZone: ["timeZoneWithName:", "init(name:)"]]),
        "TimeZone": table([.timeZone: ["init(identifier:)"]]),
        "NSCalendar": table([.calendar: ["calendarWithIdentifier:", "init(identifier:)"]]),
        "Calendar": table([.calendar: ["init(identifier:)"]]),
        "NSMutableArray": table([.newArray: ["array", "new", "init()", "arrayWithArray:", "init(array:)"]]),
        "NSArray": table([.newArray: ["array", "arrayWithArray:", "init(array:)"]]),
    ]

    /// Instance methods, on whatever value they are sent to.
    static let instanceMethods: [String: CallOperation] = table([
        .addSection: ["addFormSection:", "addFormSection(_:)"],
        .addSectionAt: ["addFormSection:atIndex:", "addFormSection(_:at:)"],
        .addSectionAfter: ["addFormSection:afterSection:", "addFormSection(_:afterSection:)"],
        .addRow: ["addFormRow:", "addFormRow(_:)"],
        .addRowBefore: ["addFormRow:beforeRow:", "addFormRow(_:beforeRow:)", "addFormRow:beforeRowTag:"],
        .addRowAfter: ["addFormRow:afterRow:", "addFormRow(_:afterRow:)", "addFormRow:afterRowTag:"],
        .rowWithTag: ["formRowWithTag:", "formRow(withTag:)"],
        .addValidator: ["addValidator:", "addValidator(_:)"],
        .copy: ["copy", "copy()", "mutableCopy", "mutableCopy()"],
        .setObjectForKey: [
            "setObject:forKey:", "setObject(_:forKey:)", "setValue:forKey:", "setValue(_:forKey:)",
            "setValue:forKeyPath:", "setValue(_:forKeyPath:)", "setObject:forKeyedSubscript:",
        ],
        .addEntries: ["addEntriesFromDictionary:", "addEntries(from:)"],
        .union: ["union(_:)", "union:"],
        .contains: ["contains(_:)"],
        .append: ["addObject:", "append(_:)"],
        .removeAt: ["removeObjectAtIndex:", "remove(at:)"],
        .insertAt: ["insertObject:atIndex:", "insert(_:at:)"],
        .elementAt: ["objectAtIndex:", "objectAtIndexedSubscript:"],
        .first: ["firstObject", "first"],
        .initWithForm: ["initWithForm:", "init(form:)", "initWithForm:style:", "init(form:style:)"],
        .addingTimeInterval: ["dateByAddingTimeInterval:", "addingTimeInterval(_:)"],
        .count: ["count"],
    ])

    /// The range validator class `formspec generate` writes for a form (`SignupFormRangeValidator`).
    static func rangeValidator(_ className: String, _ selector: String) -> CallOperation? {
        guard className.hasSuffix("RangeValidator"),
            selector == "validatorWithMin:max:msg:" || selector == "init(min:max:msg:)"
        else { return nil }
        return .rangeValidator
    }

    /// `init(format:_:_:)` → `init(format:)`: Swift spells each variadic argument as `_:`.
    static func withoutVariadicLabels(_ selector: String) -> String {
        guard selector.hasSuffix("_:)") else { return selector }
        var s = Substring(selector.dropLast())
        while s.hasSuffix("_:"), s.dropLast(2).last != "(" { s = s.dropLast(2) }
        return s + ")"
    }

    private static func table(_ spellings: [CallOperation: [String]]) -> [String: CallOperation] {
        var out: [String: CallOperation] = [:]
        for (op, names) in spellings { for name in names { out[name] = op } }
        return out
    }
}
