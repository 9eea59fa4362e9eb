import FormSpecJSON

/// What FXForms makes of one field dictionary: the type, value class, title and cell it ends
/// up with, and why (FXFormPreprocessFieldDictionary, FXFormFieldInferType,
/// FXFormFieldInferClass, -[FXFormController cellClassForField:]). Only the file is known: a
/// form property's declared type, which FXForms merges under the dictionary, is not.
public struct FieldFacts: Sendable {
    public enum TypeSource: Sendable, Equatable {
        /// `type` as written.
        case written
        /// Written (or absent) and reset to `default`: the field has options, a view controller
        /// or a template and is not inline.
        case reset(because: String)
        /// Inferred from the value class (`NSURL` → url).
        case valueClass(String)
        /// Inferred from the key's ending (lowercased).
        case keySuffix(String)
        /// A string value with no better guess.
        case text
        /// Nothing to go on.
        case fallback
    }

    public enum ClassSource: Sendable, Equatable {
        case written
        /// The first option's class (`classForCoder`), by its JSON type.
        case firstOption(String)
        /// The class the type implies.
        case type(String)
        case none
    }

    public enum TitleSource: Sendable, Equatable {
        case written
        /// Derived from the key.
        case key
        /// Derived from the action's selector name (a field without key).
        case action
        case none
    }

    public enum CellSource: Sendable, Equatable {
        case written
        /// FXFormController's cell for the type.
        case type
        /// The cell the project registers for a custom type.
        case registered
        /// No cell registered for the type: the default cell.
        case fallback
    }

    public let type: String
    public let typeSource: TypeSource
    public let valueClass: String?
    public let classSource: ClassSource
    public let title: String?
    public let titleSource: TitleSource
    public let cell: String
    public let cellSource: CellSource
    public let isInline: Bool
    /// `array`, `set`, `orderedSet`, `indexSet` or `dictionary` for collection classes.
    public let collectionKind: String?
    /// A numeric class with non-numeric options: FXForms stores the selected index.
    public let storesIndex: Bool
    /// Tapping pushes (or, inline, shows) another form: options, collections, view controllers,
    /// FXForm classes.
    public let isSubform: Bool

    public var isCollection: Bool { collectionKind != nil }
    public var isBitfield: Bool { type == "bitfield" }
    /// NSArray and NSOrderedSet: the collections `sortable` works for.
    public var isSortableCollection: Bool { collectionKind == "array" || collectionKind == "orderedSet" }

    /// Why the field has its type, in words: "key ends in `email`".
    public var typeReason: String {
        switch typeSource {
        case .written: return "written in the field"
        case .reset(let because): return "FXForms resets the type to `default` because \(because) and it is not inline"
        case .valueClass(let c): return "its class is \(c)"
        case .keySuffix(let suffix): return "key ends in `\(suffix)`"
        case .text: return "its value is a string and the key suggests nothing else"
        case .fallback: return "nothing suggests another type"
        }
    }
}

extension FieldFacts {
    /// Facts of one field under the catalog and the project's declarations.
    public static func of(_ field: Field, classes: FXClassIndex) -> FieldFacts {
        let fx = classes.fx
        let key = field.key?.value
        let inline = field.flag("inline")
        let written = field.string("type")?.value
        var type = written
        var typeSource = TypeSource.written
        // FXFormPreprocessFieldDictionary: any options value (even empty), a view controller or
        // a template pushes a sub-controller, so the type becomes `default`.
        if written != "bitfield", !inline,
            let reason = field.value("options") != nil
                ? "it has options"
                : field.value("viewController") != nil
                    ? "it has a view controller" : field.value("template") != nil ? "it has a template" : nil
        {
            type = "default"
            typeSource = .reset(because: reason)
        }
        // The class: written, else the first option's, else the type's (inferring a type from the key).
        var valueClass: String?
        var classSource = ClassSource.none
        if let c = field.string("class")?.value {
            valueClass = c
            classSource = .written
        } else if let first = field.options?.first {
            valueClass = optionClass(first)
            classSource = .firstOption(first.typeName)
        } else {
            let t = type ?? inferType(classes: classes, valueClass: nil, key: key, field: field).type
            if let c = fx.type(t)?.valueClass ?? classes.project?.fieldType(t)?.valueClass?.value {
                valueClass = c
                classSource = .type(t)
            }
        }
        if type == nil {
            (type, typeSource) = inferType(classes: classes, valueClass: valueClass, key: key, field: field)
        }
        let finalType = type ?? "default"
        let (title, titleSource) = title(field)
        let (cell, cellSource) = cell(field, type: finalType, classes: classes)
        let collection = valueClass.flatMap(classes.collectionKind)
        let hasOptions = field.options != nil
        let numeric = valueClass.map(classes.isNumeric) ?? false
        let firstIsNumber = field.options?.first.map { $0.number != nil || $0.boolValue != nil } ?? false
        let isSubform =
            finalType != "label"
            && (valueClass.map { classes.isForm($0) || classes.isSubclass($0, of: "UIViewController") == true }
                ?? false
                || hasOptions || collection != nil || field.value("viewController") != nil)
        return FieldFacts(
            type: finalType, typeSource: typeSource, valueClass: valueClass, classSource: classSource, title: title,
            titleSource: titleSource, cell: cell, cellSource: cellSource, isInline: inline,
            collectionKind: collection,
            storesIndex: numeric && finalType != "bitfield" && hasOptions && !firstIsNumber, isSubform: isSubform)
    }

    /// `classForCoder` of a JSON value as NSJSONSerialization creates it.
    static func optionClass(_ node: JSONNode) -> String? {
        switch node.kind {
        case .string: return "NSString"
        case .number, .bool: return "NSNumber"
        case .array: return "NSArray"
        case .object: return "NSDictionary"
        case .null: return "NSNull"
        case .invalid: return nil
        }
    }

    /// FXFormFieldInferType, with the class FXForms has at that point.
    static func inferType(
        classes: FXClassIndex, valueClass: String?, key: String?, field: Field
    ) -> (type: String, source: TypeSource) {
        if let c = valueClass {
            for rule in classes.fx.typeByClass where classes.isSubclass(c, of: rule.className) == true {
                return (rule.type, .valueClass(rule.className))
            }
        }
        var stringClass = valueClass
        if stringClass == nil, field.value("action") == nil, field.value("segue") == nil { stringClass = "NSString" }
        guard let c = stringClass, classes.isSubclass(c, of: "NSString") == true else { return ("default", .fallback) }
        let lowered = key?.lowercased() ?? ""
        for rule in classes.fx.typeByKeySuffix {
            if let suffix = rule.suffixes.first(where: { lowered.hasSuffix($0) }) {
                return (rule.type, .keySuffix(suffix))
            }
        }
        return ("text", .text)
    }

    static func title(_ field: Field) -> (String?, TitleSource) {
        if let written = field.value("title") { return (written.stringValue, .written) }
        if let key = field.key?.value { return (FieldTitle.derive(key), .key) }
        if let action = field.string("action")?.value { return (FieldTitle.derive(action), .action) }
        return (nil, .none)
    }

    static func cell(_ field: Field, type: String, classes: FXClassIndex) -> (String, CellSource) {
        if let written = field.string("cell")?.value { return (written, .written) }
        if type != "default" {
            if let info = classes.fx.type(type), info.isRegistered { return (info.cell, .type) }
            if let cell = classes.project?.fieldType(type)?.cell?.value { return (cell, .registered) }
            return (FXFormsCatalog.defaultCell, .fallback)
        }
        return (FXFormsCatalog.defaultCell, .type)
    }
}

extension Field {
    /// `boolValue` of the JSON value FXForms reads for `inline` and `sortable`.
    public func flag(_ name: String) -> Bool {
        guard let v = value(name) else { return false }
        switch v.kind {
        case .bool(let b): return b
        case .number(let n): return n.double != 0
        case .string(let s): return FieldTitle.nsStringBoolValue(s.value)
        default: return false
        }
    }
}
