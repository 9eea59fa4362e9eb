import FormSpecJSON

/// What an expression evaluates to while a form-building method is read.
indirect enum ImportValue {
    case string(SourcedString)
    /// `text` keeps the spelling, so `1` stays an integer and `1.50` a decimal.
    case number(Double, text: String, TextRange)
    case bool(Bool, TextRange)
    case null(TextRange)
    case array([ImportValue], TextRange)
    case dictionary([(ImportValue, ImportValue)], TextRange)
    case option(value: ImportValue, display: ImportValue, TextRange)
    /// A spec object built whole from an expression: a validator, a left/right option, a font.
    case object(SourcedJSON)
    case className(String, TextRange)
    case selector(String, TextRange)
    /// An enum case or option bit: `UIKeyboardTypeEmailAddress`, `.button`, `XLFormSectionOptionCanInsert`.
    case enumCase(type: String?, name: String, TextRange)
    case flags(type: String?, names: [String], TextRange)
    case color(String, TextRange)
    case date(String, TextRange)
    /// `[NSDate new]`, `Date(timeIntervalSinceNow: 3600)`: the date the form is built at, moved by `seconds`.
    case relativeDate(seconds: Double, text: String, TextRange)
    /// `[[NSNumberFormatter alloc] init]`, `NumberFormatter()`, an app's `…Formatter`: changed in
    /// place by later statements, as the object is.
    case formatter(FormatterNode, TextRange)
    /// `formLeftRightSelectorOptionWithLeftValue:…`, to be written through.
    case leftRight(LeftRightNode, TextRange)
    /// `[UIImage imageNamed:@"x"]`, `Locale(identifier: "fr_FR")`, `[NSTimeZone timeZoneWithName:]`,
    /// `Calendar(identifier: .iso8601)`: written by name where a key path takes one.
    case named(kind: String, name: String, TextRange)
    /// `section.multivaluedAddButton`, to be written through.
    case addButton(SectionNode, TextRange)
    /// `NSPredicate` built from a format: XLForm does not rewrite its `$tag`s (see `Predicates`).
    case predicate(SourcedString, TextRange)
    case form(FormNode)
    case section(SectionNode)
    case row(RowNode, TextRange)
    /// `row.cellConfig` and friends, to be written through.
    case config(RowNode, String, TextRange)
    case action(RowNode, TextRange)
    /// `XLFormViewController.cellClassesForRowDescriptorTypes`.
    /// `inline`: `inlineRowDescriptorTypesForRowDescriptorTypes`, the inline row type of each type.
    case cellClassTable(inline: Bool, TextRange)
    /// Not importable, with why (a run-time date, a block, a method's result).
    case unknown(String, TextRange)

    var range: TextRange {
        switch self {
        case .string(let s): return s.range
        case .object(let o): return o.range
        case .number(_, _, let r), .bool(_, let r), .null(let r), .array(_, let r), .dictionary(_, let r),
            .option(_, _, let r), .className(_, let r), .selector(_, let r), .enumCase(_, _, let r),
            .flags(_, _, let r), .color(_, let r), .date(_, let r), .predicate(_, let r), .row(_, let r),
            .config(_, _, let r), .action(_, let r), .cellClassTable(_, let r), .unknown(_, let r),
            .relativeDate(_, _, let r), .formatter(_, let r), .addButton(_, let r), .leftRight(_, let r),
            .named(_, _, let r):
            return r
        case .form(let f): return f.range
        case .section(let s): return s.range
        }
    }

    func at(_ range: TextRange) -> ImportValue {
        switch self {
        case .string(var s):
            s.range = range
            return .string(s)
        case .number(let d, let t, _): return .number(d, text: t, range)
        case .bool(let b, _): return .bool(b, range)
        case .null: return .null(range)
        case .array(let a, _): return .array(a, range)
        case .className(let n, _): return .className(n, range)
        case .enumCase(let t, let n, _): return .enumCase(type: t, name: n, range)
        case .flags(let t, let n, _): return .flags(type: t, names: n, range)
        case .row(let r, _): return .row(r, range)
        default: return self
        }
    }

    /// The value with every range, its parts' too, at `range`: for a value read from another
    /// file, whose own positions mean nothing in this one.
    func placed(at range: TextRange) -> ImportValue {
        switch self {
        case .string(let s): return .string(SourcedString(s.value, at: range))
        case .array(let items, _): return .array(items.map { $0.placed(at: range) }, range)
        case .dictionary(let pairs, _):
            return .dictionary(pairs.map { ($0.0.placed(at: range), $0.1.placed(at: range)) }, range)
        case .option(let v, let d, _): return .option(value: v.placed(at: range), display: d.placed(at: range), range)
        case .object(let o): return .object(o.placed(at: range))
        case .selector(let s, _): return .selector(s, range)
        case .color(let c, _): return .color(c, range)
        case .date(let d, _): return .date(d, range)
        case .relativeDate(let d, let t, _): return .relativeDate(seconds: d, text: t, range)
        case .predicate(let s, _): return .predicate(SourcedString(s.value, at: range), range)
        case .unknown(let why, _): return .unknown(why, range)
        default: return at(range)
        }
    }

    /// True for values that are, or hold, descriptors: a statement touching one builds the form.
    var isDescriptor: Bool {
        switch self {
        case .form, .section, .row, .config, .action, .cellClassTable, .formatter, .addButton, .leftRight: return true
        default: return false
        }
    }

    var unknownReason: String? { if case .unknown(let why, _) = self { return why } else { return nil } }

    /// Why a collection has no spec form: the first element or key that is unknown.
    var innerUnknown: String? {
        switch self {
        case .unknown(let why, _): return why
        case .array(let items, _): return items.lazy.compactMap(\.innerUnknown).first
        case .dictionary(let pairs, _):
            return pairs.lazy.compactMap { $0.0.innerUnknown ?? $0.1.innerUnknown }.first
        default: return nil
        }
    }

    /// The text `%@` and string interpolation make of the value, with its origin.
    var text: SourcedString? {
        switch self {
        case .string(let s): return s
        case .number(_, let text, let r): return SourcedString(text, at: r)
        case .bool(let b, let r): return SourcedString(b ? "1" : "0", at: r)
        case .enumCase(_, let name, let r): return SourcedString(name, at: r)
        // A row's description is its tag (XLFormRowDescriptor -description).
        case .row(let row, _): return row.tag
        case .className(let name, let r): return SourcedString(name, at: r)
        default: return nil
        }
    }

    /// The value as JSON for a plain spec property (`value`, options, cell config); nil if none.
    func json(at range: TextRange? = nil) -> SourcedJSON? {
        let r = range ?? self.range
        switch self {
        case .string(let s): return .string(s)
        case .number(let d, let text, _): return .scalar(ImportValue.number(d, text), r)
        case .bool(let b, _): return .scalar(.bool(b), r)
        case .null: return .scalar(.null, r)
        case .date(let iso, _): return .string(SourcedString(iso, at: r))
        case .relativeDate(let d, let text, _):
            return .object(
                [
                    SourcedMember(
                        key: SourcedString("timeIntervalSinceNow", at: r),
                        value: .scalar(ImportValue.number(d, text), r))
                ], r)
        case .formatter(let node, _): return node.json()
        case .leftRight(let node, _): return node.json()
        case .named(_, let name, _): return .string(SourcedString(name, at: r))
        case .flags(_, let names, _): return .array(names.map { .string(SourcedString($0, at: r)) }, r)
        case .enumCase(_, let name, _): return .string(SourcedString(name, at: r))
        case .color(let c, _): return .string(SourcedString(c, at: r))
        case .className(let n, _): return .string(SourcedString(n, at: r))
        case .object(let o): return o
        case .option(let value, let display, let r):
            guard let v = value.json(), let d = display.json() else { return nil }
            return .object(
                [
                    SourcedMember(key: SourcedString("formValue", at: value.range), value: v),
                    SourcedMember(key: SourcedString("formDisplayText", at: display.range), value: d),
                ], r)
        case .array(let items, let r):
            var out: [SourcedJSON] = []
            for item in items {
                guard let j = item.json() else { return nil }
                out.append(j)
            }
            return .array(out, r)
        case .dictionary(let pairs, let r):
            var members: [SourcedMember] = []
            for (k, v) in pairs {
                guard case .string(let key) = k, let j = v.json() else { return nil }
                members.append(SourcedMember(key: key, value: j))
            }
            return .object(members, r)
        default:
            return nil
        }
    }

    /// A whole number is written as an integer (`@3.0` is the NSNumber 3, described as `3`),
    /// anything else as a double.
    static func number(_ d: Double, _ text: String) -> JSONValue {
        if d.rounded() == d, abs(d) < 9.0e15 { return .integer(Int64(d)) }
        return .double(d)
    }

    /// A short name for messages.
    var kindName: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "nil"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .option: return "an option"
        case .object: return "an object"
        case .className: return "a class"
        case .selector: return "a selector"
        case .enumCase: return "an enum case"
        case .flags: return "option flags"
        case .color: return "a colour"
        case .date: return "a date"
        case .relativeDate: return "a date relative to when the form is built"
        case .formatter: return "a formatter"
        case .addButton: return "the section's Add button"
        case .leftRight: return "a left/right option"
        case .named(let kind, _, _): return "a\(kind.first.map { "aeiou".contains($0) } == true ? "n" : "") \(kind)"
        case .predicate: return "an NSPredicate"
        case .form: return "a form"
        case .section: return "a section"
        case .row: return "a row"
        case .config: return "a cell config dictionary"
        case .action: return "a row action"
        case .cellClassTable(let inline, _): return inline ? "the inline row type table" : "the cell class table"
        case .unknown(let why, _): return why
        }
    }
}
