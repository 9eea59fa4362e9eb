import Foundation

/// What one side of a comparison can evaluate to, as far as the spec tells: the classes of its
/// non-nil values, whether it can be nil, and, when the set is finite and known (literals,
/// BOOLs, selector options), every value it can take. Sides nothing is known about have no
/// domain, and no type check looks at them.
final class ValueDomain: Sendable {
    /// The Foundation classes predicates tell apart. `number` covers NSNumber (BOOLs too) and
    /// NSDecimalNumber, which compare with each other; `option` is XLFormOptionsObject, which
    /// equals only another option and cannot be ordered. A bit set: domains are built for
    /// every comparison on every analysis, and a set must not allocate.
    struct Classes: OptionSet, Hashable {
        let rawValue: UInt8
        static let string = Classes(rawValue: 1)
        static let number = Classes(rawValue: 2)
        static let date = Classes(rawValue: 4)
        static let array = Classes(rawValue: 8)
        static let option = Classes(rawValue: 16)
        static let other = Classes(rawValue: 32)
        /// What `compare:` orders: numbers with numbers, strings with strings, dates with dates.
        static let orderable: Classes = [.string, .number, .date]
    }

    /// How a message names the side.
    enum Label: Sendable {
        /// By its only value ("the string 'yes'"), or "nil".
        case value
        /// "row 'age' (text) holds a string, nil when empty", built only when a message needs it.
        case row(tag: String, rowType: String, holds: String)
        case text(String)
    }

    let classes: Classes
    let mayBeNil: Bool
    /// Every non-nil value the side can take, when known.
    let values: [RuntimeValue]?
    /// Text rows: XLForm stores nil for empty text, so the value is never ''.
    let neverEmptyString: Bool
    /// For arrays of known elements (multiple selectors): every element they can hold.
    let elementValues: [RuntimeValue]?
    /// For selector rows: the options, to say why a value never matches.
    let options: [RuntimeValue]?
    let label: Label

    init(
        classes: Classes, mayBeNil: Bool, values: [RuntimeValue]? = nil, neverEmptyString: Bool = false,
        elementValues: [RuntimeValue]? = nil, options: [RuntimeValue]? = nil, label: Label = .value
    ) {
        self.classes = classes
        self.mayBeNil = mayBeNil
        self.values = values
        self.neverEmptyString = neverEmptyString
        self.elementValues = elementValues
        self.options = options
        self.label = label
    }

    /// NSNumber NO and YES: what switches, checks, `isHidden` and `isDisabled` hold.
    static let bools: [RuntimeValue] = [.bool(false), .bool(true)]

    /// "row 'age' (text) holds a string, nil when empty", "the string 'yes'".
    var description: String {
        switch label {
        case .value: return values?.first.map(Self.describe) ?? "nil"
        case .row(let tag, let rowType, let holds): return "row '\(tag)' (\(rowType)) holds \(holds)"
        case .text(let text): return text
        }
    }

    /// Only nil: `NIL`, `NULL`.
    var isNilOnly: Bool { classes.isEmpty && mayBeNil }

    static func constant(_ value: RuntimeValue?) -> ValueDomain {
        guard let value, !isNullish(value) else { return ValueDomain(classes: [], mayBeNil: true, values: []) }
        return ValueDomain(classes: [valueClass(value)], mayBeNil: false, values: [value])
    }

    static func valueClass(_ value: RuntimeValue) -> Classes {
        switch value {
        case .string: return .string
        case .number, .decimal: return .number
        case .date: return .date
        case .array: return .array
        case .option: return .option
        case .null, .dictionary, .object: return .other
        }
    }

    /// "the string 'yes'", "the number 18", "YES".
    static func describe(_ value: RuntimeValue) -> String {
        switch value {
        case .string: return "the string \(literal(value))"
        case .number(.bool): return literal(value)
        case .number, .decimal: return "the number \(literal(value))"
        case .array: return "the collection \(literal(value))"
        case .date: return "a date"
        case .option(let o): return "an option object with formValue \(literal(o.formValue))"
        case .null, .dictionary, .object: return value.className
        }
    }

    /// The value as a predicate literal, for messages.
    static func literal(_ value: RuntimeValue) -> String {
        switch value {
        case .string(let s): return "'\(s)'"
        case .number(.bool(let b)): return b ? "YES" : "NO"
        case .number(let n): return NumberFormatting.description(n)
        case .decimal: return value.description
        case .array(let items): return "{" + items.map(literal).joined(separator: ", ") + "}"
        case .option(let o): return literal(o.formValue)
        case .null: return "nil"
        case .date, .dictionary, .object: return value.className
        }
    }

    /// "a string", "a number", "a date" for derived sides.
    static func article(_ valueClass: Classes) -> String {
        switch valueClass {
        case .string: return "a string"
        case .number: return "a number"
        case .date: return "a date"
        case .array: return "a collection"
        case .option: return "an option object"
        default: return "an object"
        }
    }

    /// A value of a scalar class, to ask key-value coding which keys the class has.
    static func sample(of valueClass: Classes) -> RuntimeValue? {
        switch valueClass {
        case .string: return .string("")
        case .number: return .integer(0)
        case .date: return .date(Date(timeIntervalSinceReferenceDate: 0))
        default: return nil
        }
    }

    /// The classes of some values.
    static func classes(of values: [RuntimeValue]) -> Classes {
        values.reduce(into: []) { $0.formUnion(valueClass($1)) }
    }

    // MARK: - Relations

    /// Whether some value of `self` can be `==` to some value of `other` (nil equals nil).
    func canEqual(_ other: ValueDomain, _ options: ComparisonOptions) -> Bool {
        if mayBeNil && other.mayBeNil { return true }
        if let mine = values, let theirs = other.values {
            return mine.contains { a in theirs.contains { b in ComparisonEvaluation.equal(a, b, options) } }
        }
        if let known = values ?? other.values {
            let open = values == nil ? self : other
            return known.contains { open.canHold($0) }
        }
        return !classes.isDisjoint(with: other.classes)
    }

    /// Whether a side known only by class can hold `value`.
    private func canHold(_ value: RuntimeValue) -> Bool {
        if isNullish(value) { return mayBeNil }
        if neverEmptyString, case .string(let s) = value, s.isEmpty { return false }
        return classes.contains(Self.valueClass(value))
    }

    /// Whether some non-nil values of both sides can be ordered without raising: numbers with
    /// numbers, strings with strings, dates with dates.
    func isOrderable(with other: ValueDomain) -> Bool {
        !classes.intersection(other.classes).isDisjoint(with: .orderable)
    }

    /// The elements of a multiple selector's array, as a domain of their own.
    var elementDomain: ValueDomain? {
        guard let elementValues else { return nil }
        return ValueDomain(
            classes: Self.classes(of: elementValues), mayBeNil: false, values: elementValues, options: elementValues,
            label: .text("its options"))
    }

    /// True when the side is an empty string literal.
    var isEmptyStringLiteral: Bool {
        guard let values, values.count == 1, case .string(let s) = values[0] else { return false }
        return s.isEmpty
    }
}
