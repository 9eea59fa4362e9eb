/// The domain of each side of a comparison: constants by value, `$tag` by what the row holds,
/// `$tag.isHidden` as a BOOL, and expressions whose class their syntax fixes. Anything else has
/// no domain, and its comparison is not checked.
struct OperandDomains {
    let rows: RowValueDomains
    let predicates: PredicateSites

    init(_ context: AnalysisContext) {
        predicates = context.predicates
        rows = predicates.rowDomains
    }

    func domain(_ operand: ComparisonFacts.Operand) -> ValueDomain? {
        switch operand {
        case .constant(let domain):
            return domain
        case .rowValue(let tag, let keys):
            guard let domain = rows.domain(tagged: tag) else { return nil }
            return keys.isEmpty
                ? domain : Self.keyPath(keys, of: domain, text: "$\(tag).value." + keys.joined(separator: "."))
        case .rowState(let tag, let attribute):
            guard predicates.row(tagged: tag) != nil else { return nil }
            return ValueDomain(
                classes: .number, mayBeNil: false, values: ValueDomain.bools,
                label: .text("$\(tag).\(attribute) is NSNumber 0/1"))
        case .derived(let classes, let mayBeNil, let text):
            return ValueDomain(
                classes: classes, mayBeNil: mayBeNil, label: .text("'\(text)' is \(ValueDomain.article(classes))"))
        case .unknown:
            return nil
        }
    }

    /// `$tag.value.key...` on a row holding one class of scalar: key-value coding on a value
    /// of that class says what the path gives (and a key it lacks is `invalid-attribute`'s).
    private static func keyPath(_ keys: [String], of domain: ValueDomain, text: String) -> ValueDomain? {
        guard let sample = ValueDomain.sample(of: domain.classes),
            let value = try? KeyValueCoding.value(of: sample, keyPath: keys[...])
        else { return nil }
        let valueClass = ValueDomain.valueClass(value)
        guard ValueDomain.sample(of: valueClass) != nil else { return nil }
        return ValueDomain(
            classes: valueClass, mayBeNil: true, label: .text("'\(text)' is \(ValueDomain.article(valueClass))"))
    }
}
