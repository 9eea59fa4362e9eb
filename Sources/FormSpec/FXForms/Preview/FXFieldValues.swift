import FormSpecJSON

/// How FXFormField stores a value on the form object (`-setValue:`, FXForms.m:985-1054) and
/// reads it back (`-value`, FXForms.m:959-983). Values compare as `-isEqual:` does
/// (`RuntimeValue ==`: numbers by value, booleans included).
enum FXFieldValues {
    /// A value given by key: what `field.value = json` leaves on the form object once the
    /// cell has read it back (a value `-value` drops is replaced by the default).
    static func given(_ json: JSONValue, _ field: FXPreviewField) -> CellValueConversion.Converted {
        if !field.hasKey {
            return CellValueConversion.Converted(
                value: nil, problem: "the field has no key: FXForms stores nothing for it", isWrongKind: true)
        }
        var problems: [String] = []
        var crashes = false
        var stored: RuntimeValue?
        switch runtimeValue(json, field) {
        case .success(let value): stored = store(value, field)
        case .failure(let failure):
            return CellValueConversion.Converted(value: nil, problem: failure.message, isWrongKind: true)
        }
        if let stored, read(stored, field) == nil, let problem = dropped(stored, field) {
            problems.append(problem)
        }
        if let stored, let problem = urlProblem(stored, field.classKind) { problems.append(problem) }
        if let stored, case .index = field.storage, case .string = stored {
            problems.append(
                "an index field holding text: -value sends it unsignedIntegerValue, which NSString does not answer, and FXForms crashes"
            )
            crashes = true
        }
        return CellValueConversion.Converted(
            value: settled(stored, field), problem: problems.isEmpty ? nil : problems.joined(separator: "; "),
            crashes: crashes)
    }

    /// JSON as the Foundation object it stands for: dates are ISO 8601 strings, collections
    /// arrays (NSDictionary objects), an image cannot be written.
    static func runtimeValue(_ json: JSONValue, _ field: FXPreviewField) -> Result<RuntimeValue?, Failure> {
        if case .null = json { return .success(nil) }
        if case .collection(let kind) = field.storage {
            switch (kind, json) {
            case ("dictionary", .object),
                (_, .array) where kind != "dictionary":
                return .success(RuntimeValue(json: json))
            default:
                let expected = kind == "dictionary" ? "an object (index → option)" : "an array"
                return .failure(
                    Failure(
                        "the field's class \(field.valueClass ?? "") is a collection: give \(expected), not a JSON \(json.typeName)"
                    ))
            }
        }
        switch field.classKind {
        case .date:
            guard case .string(let text) = json else {
                return .failure(
                    Failure("the field holds an NSDate: give an ISO 8601 string, not a JSON \(json.typeName)"))
            }
            switch ISO8601.parse(text) {
            case .success(let parsed): return .success(.date(parsed.date))
            case .failure(let failure): return .failure(Failure("\"\(text)\": \(failure.message)"))
            }
        case .image:
            return .failure(Failure("an image field holds a UIImage, which JSON cannot express"))
        default:
            return .success(RuntimeValue(json: json))
        }
    }

    struct Failure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// `-setValue:`: nil becomes the default; typed text becomes a number for number, float,
    /// integer and unsigned fields (empty text nil); anything else for an NSString class its
    /// description. A reverse value transformer is the app's and is not applied.
    static func store(_ value: RuntimeValue?, _ field: FXPreviewField) -> RuntimeValue? {
        guard let value = value ?? field.defaultValue else { return nil }
        if field.valueTransformer != nil, !field.isCollection, field.options.isEmpty { return value }
        if case .string(let text) = value {
            switch field.type {
            case "number", "float": return text.isEmpty ? nil : .double(StringNumberParsing.doubleValue(text))
            case "integer", "unsigned": return text.isEmpty ? nil : .integer(StringNumberParsing.integerValue(text))
            default: return value
            }
        }
        if field.classKind == .string { return .string(value.description) }
        return value
    }

    /// `-value`: with options, an index past them (or a value not among them, for a single
    /// choice) reads as nil.
    static func read(_ stored: RuntimeValue?, _ field: FXPreviewField) -> RuntimeValue? {
        guard let stored, !field.options.isEmpty else { return stored }
        switch field.storage {
        case .index:
            guard let index = unsignedIndex(stored), index < field.options.count else { return nil }
            return stored
        case .option:
            return field.options.contains(stored) ? stored : nil
        case .plain, .collection, .bitfield:
            return stored
        }
    }

    /// The value once a cell has read it: `-value` stores the default in place of a value it
    /// drops (FXForms.m:976-979).
    static func settled(_ stored: RuntimeValue?, _ field: FXPreviewField) -> RuntimeValue? {
        if read(stored, field) == nil, let fallback = field.defaultValue { return store(fallback, field) }
        return stored
    }

    /// Text stored in a field of an NSURL class is an NSURL (FXForms.m:1009-1012), whose
    /// `fieldDescription` is "" (1767-1801): the cell shows nothing once it updates.
    static func urlProblem(_ stored: RuntimeValue, _ kind: FXPreviewField.ClassKind) -> String? {
        guard kind == .url, case .string = stored else { return nil }
        return
            "FXForms stores the text as an NSURL, whose fieldDescription is empty: the field shows nothing once its cell updates"
    }

    private static func dropped(_ stored: RuntimeValue, _ field: FXPreviewField) -> String? {
        let shown = stored.jsonForMessage
        let fallback = field.defaultValue == nil ? "" : "; FXForms stores the default instead"
        switch field.storage {
        case .index:
            return "\(shown) is no index of its \(field.options.count) options: FXForms reads nil\(fallback)"
        case .option:
            return "\(shown) is not among its options: FXForms reads nil\(fallback)"
        default:
            return nil
        }
    }

    /// `-[NSNumber unsignedIntegerValue]`; nil for a negative number (it wraps past every
    /// index) and for what has no such method.
    static func unsignedIndex(_ value: RuntimeValue) -> Int? {
        guard case .number(let n) = value else { return nil }
        let i = n.int64Value
        return i < 0 ? nil : Int(clamping: i)
    }

    /// `-integerValue` of NSNumber and NSString; 0 for anything else.
    static func integerValue(_ value: RuntimeValue?) -> Int64 {
        switch value {
        case .number(let n)?: return n.int64Value
        case .string(let s)?: return StringNumberParsing.integerValue(s)
        default: return 0
        }
    }

    /// The bit an option stands for in a bitfield: its own number, else `1 << index`.
    static func bit(_ option: RuntimeValue, _ index: Int) -> Int64 {
        optionNumber(option) ?? (index < 63 ? Int64(1) << index : 0)
    }

    static func optionNumber(_ option: RuntimeValue) -> Int64? {
        if case .number(let n) = option { return n.int64Value }
        return nil
    }

    /// The members of a collection value (a dictionary's values in key order).
    static func elements(_ value: RuntimeValue?) -> [RuntimeValue] {
        switch value {
        case .array(let items)?: return items
        case .dictionary(let d)?: return d.keys.sorted().map { d[$0]! }
        default: return []
        }
    }

}
