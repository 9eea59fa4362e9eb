// Eureka's validation (Source/Core/Validation.swift, Source/Validations/*.swift): the rules
// generated code adds keep what they were made with.

public struct ValidationError: Equatable {
    public let msg: String
    public init(msg: String) { self.msg = msg }
}

public struct ValidationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let validatesOnDemand = ValidationOptions(rawValue: 1 << 0)
    public static let validatesOnChange = ValidationOptions(rawValue: 1 << 1)
    public static let validatesOnBlur = ValidationOptions(rawValue: 1 << 2)
    public static let validatesOnChangeAfterBlurred = ValidationOptions(rawValue: 1 << 3)
    public static let validatesAlways: ValidationOptions = [.validatesOnChange, .validatesOnBlur]
}

public protocol BaseRuleType {
    var id: String? { get set }
    var validationError: ValidationError { get set }
}

public protocol RuleType: BaseRuleType {
    associatedtype RowValueType
    func isValid(value: RowValueType?) -> ValidationError?
}

public struct RuleRequired<T: Equatable>: RuleType {
    public var id: String?
    public var validationError: ValidationError

    public init(msg: String = "Field required!", id: String? = nil) {
        validationError = ValidationError(msg: msg)
        self.id = id
    }

    public func isValid(value: T?) -> ValidationError? { value == nil ? validationError : nil }
}

public struct RuleRegExp: RuleType {
    public var id: String?
    public var validationError: ValidationError
    public let regExpr: String
    public let allowsEmpty: Bool

    public init(regExpr: String, allowsEmpty: Bool = true, msg: String = "Invalid field value!", id: String? = nil) {
        self.regExpr = regExpr
        self.allowsEmpty = allowsEmpty
        validationError = ValidationError(msg: msg)
        self.id = id
    }

    public func isValid(value: String?) -> ValidationError? { nil }
}

public struct RuleGreaterOrEqualThan<T: Comparable>: RuleType {
    public var id: String?
    public var validationError: ValidationError
    public let min: T

    public init(min: T, msg: String? = nil, id: String? = nil) {
        self.min = min
        validationError = ValidationError(msg: msg ?? "Field value must be greater or equals than \(min)")
        self.id = id
    }

    public func isValid(value: T?) -> ValidationError? {
        guard let value else { return nil }
        return value >= min ? nil : validationError
    }
}

public struct RuleSmallerOrEqualThan<T: Comparable>: RuleType {
    public var id: String?
    public var validationError: ValidationError
    public let max: T

    public init(max: T, msg: String? = nil, id: String? = nil) {
        self.max = max
        validationError = ValidationError(msg: msg ?? "Field value must be smaller or equals than \(max)")
        self.id = id
    }

    public func isValid(value: T?) -> ValidationError? {
        guard let value else { return nil }
        return value <= max ? nil : validationError
    }
}
