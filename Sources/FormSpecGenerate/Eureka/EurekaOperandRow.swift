/// A row a predicate can read in Eureka: how generated code gets its value, and what XLForm
/// would hold instead (the comparison rules follow XLForm's value, not Eureka's type).
struct EurekaOperandRow {
    enum Kind: Equatable {
        /// NSString in XLForm, `String?` in Eureka (both nil when empty).
        case string
        /// NSString in XLForm, `URL?` in Eureka: compared by its text.
        case url
        case int
        case double
        /// NSNumber of a float in XLForm: compared as the double it widens to.
        case float
        /// NSNumber BOOL in XLForm (0 or 1).
        case bool
        /// A scalar option: XLForm holds the scalar itself.
        case option(ScalarType)
        /// An XLFormOptionsObject: XLForm holds the object; `formValue` is the scalar.
        case optionObject(ScalarType)
        /// A value no predicate of formspec's can compare in Eureka (dates, images, none).
        case unreadable(String)
    }

    enum ScalarType: Equatable {
        case string, int, double, bool
    }

    let tag: String
    /// The Swift local holding the value in a condition's closure.
    let local: String
    /// The row's Swift type for `form.rowBy(tag:) as? …`.
    let rowType: String
    /// `SignupFormTag.age.rawValue`.
    let tagExpression: String
    let kind: Kind
    let hidden: ConditionPlan?
    let disabled: ConditionPlan?
}
