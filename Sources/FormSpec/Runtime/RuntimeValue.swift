import Foundation

/// A value as an XLForm form holds it at run time, modelled on the Foundation classes the
/// predicate engine sees on iOS. Swift `nil` (an absent `RuntimeValue?`) plays the part of
/// Objective-C `nil`; `.null` is the `NSNull` singleton, which is a real object.
///
/// `==` follows `-isEqual:`: `1 == 1.0 == @YES`, a string never equals a number, option objects
/// compare their `formValue`, row objects compare by identity.
///
/// Only the case that holds a `RuntimeValue` again is boxed: a value of any other case is
/// copied without a heap allocation or a reference count.
public enum RuntimeValue: Sendable {
    /// `NSNull`.
    case null
    /// `NSNumber`, remembering whether it was made from a BOOL, an integer or a double.
    case number(NumberValue)
    /// `NSDecimalNumber` (number and decimal rows); `Decimal.nan` is `notANumber`.
    case decimal(Decimal)
    /// `NSString`.
    case string(String)
    /// `NSDate`.
    case date(Date)
    /// `NSArray`. Objective-C arrays cannot hold nil, so elements are never absent.
    case array([RuntimeValue])
    /// `NSDictionary` with string keys (the only kind a form produces).
    case dictionary([String: RuntimeValue])
    /// `XLFormOptionsObject` (selector options).
    indirect case option(FormOption)
    /// A key-value coding object such as a row or section descriptor.
    case object(any KeyValueObject)
}

/// The three flavours of `NSNumber` a form produces.
public enum NumberValue: Sendable, Hashable {
    case bool(Bool)
    case integer(Int64)
    case double(Double)

    public var doubleValue: Double {
        switch self {
        case .bool(let b): return b ? 1 : 0
        case .integer(let i): return Double(i)
        case .double(let d): return d
        }
    }

    /// `-longLongValue`: doubles truncate toward zero and saturate, NaN gives 0.
    public var int64Value: Int64 {
        switch self {
        case .bool(let b): return b ? 1 : 0
        case .integer(let i): return i
        case .double(let d):
            if d.isNaN { return 0 }
            if d >= 9.223372036854775807e18 { return .max }
            if d <= -9.223372036854775808e18 { return .min }
            return Int64(d)
        }
    }

    public var boolValue: Bool {
        switch self {
        case .bool(let b): return b
        case .integer(let i): return i != 0
        case .double(let d): return d != 0
        }
    }
}

/// `XLFormOptionsObject`: a selectable option with a value and a display text. Two options are
/// equal when their `formValue`s are equal; the display text plays no part.
public struct FormOption: Sendable {
    public var formValue: RuntimeValue
    public var displayText: String?

    public init(formValue: RuntimeValue, displayText: String?) {
        self.formValue = formValue
        self.displayText = displayText
    }
}

/// An object whose properties are read by key-value coding: row and section descriptors.
///
/// Properties are resolved lazily because some of them are themselves predicate results: a
/// row's `isHidden` evaluates its `hidden` predicate. Implementations detect cycles and throw.
public protocol KeyValueObject: AnyObject, Sendable {
    /// The Objective-C class name shown in messages, e.g. `XLFormRowDescriptor`.
    var className: String { get }
    /// `-valueForKey:`. Throw `EvaluationError.unknownKey` for keys the class does not have.
    func value(forKey key: String) throws(EvaluationError) -> RuntimeValue?
}

/// Who answers `-valueForKey:` for the objects key-value coding meets: by default each object
/// itself; an evaluation that keeps its objects' state apart from them (a preview's rows)
/// answers for the objects it hands out.
public protocol KeyValueContext {
    func value(of object: any KeyValueObject, forKey key: String) throws(EvaluationError) -> RuntimeValue?
}

extension KeyValueContext {
    public func value(of object: any KeyValueObject, forKey key: String) throws(EvaluationError) -> RuntimeValue? {
        try object.value(forKey: key)
    }
}

/// The context in which every object answers for itself.
public struct ObjectsAnswerThemselves: KeyValueContext {
    public init() {}
}

extension RuntimeValue {
    public static func bool(_ b: Bool) -> RuntimeValue { .number(.bool(b)) }
    public static func integer(_ i: Int64) -> RuntimeValue { .number(.integer(i)) }
    public static func integer(_ i: Int) -> RuntimeValue { .number(.integer(Int64(i))) }
    public static func double(_ d: Double) -> RuntimeValue { .number(.double(d)) }

    /// The Foundation class a message names for this value.
    public var className: String {
        switch self {
        case .null: return "NSNull"
        case .number: return "NSNumber"
        case .decimal: return "NSDecimalNumber"
        case .string: return "NSString"
        case .date: return "NSDate"
        case .array: return "NSArray"
        case .dictionary: return "NSDictionary"
        case .option: return "XLFormOptionsObject"
        case .object(let o): return o.className
        }
    }

    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }

    /// Elements when the value is a collection (`NSArray`, or the values of an `NSDictionary`).
    public var collectionElements: [RuntimeValue]? {
        switch self {
        case .array(let a): return a
        case .dictionary(let d): return Array(d.values)
        default: return nil
        }
    }

    public var isNumeric: Bool {
        switch self {
        case .number, .decimal: return true
        default: return false
        }
    }
}

/// True for nil and `NSNull`, which predicates treat alike ("Using Null Values", Predicate
/// Programming Guide).
@inline(__always)
func isNullish(_ value: RuntimeValue?) -> Bool {
    guard let value else { return true }
    if case .null = value { return true }
    return false
}
