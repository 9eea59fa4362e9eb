/// Decides, for one comparison and the domains of its sides, whether it can never be true or
/// always raises, and says why. The evaluation rules are those of `ComparisonEvaluation`
/// (predicates.md §5): `==` is `isEqual:` (a string never equals a number; nil equals only
/// nil), ordering needs two numbers, strings or dates and raises otherwise, string operators
/// need strings, CONTAINS/IN need a string or a collection, ANY/ALL/NONE an array.
struct ComparisonTypeCheck {
    struct Finding {
        enum Verdict: String {
            case neverTrue = "is never true"
            case alwaysTrue = "is always true"
            case raises = "never holds"

            var name: String {
                switch self {
                case .neverTrue: return "neverTrue"
                case .alwaysTrue: return "alwaysTrue"
                case .raises: return "raises"
                }
            }
        }

        let verdict: Verdict
        let reason: String
        var hint: String?
    }

    let shape: ComparisonFacts
    let left: ValueDomain
    let right: ValueDomain
    /// "row", "section" or "form": what keeps its state when evaluation raises.
    let holder: String

    /// With a constant on the left, the row's side is the right one; messages start with it.
    private var subject: ValueDomain { shape.left.isConstant ? right : left }
    private var other: ValueDomain { shape.left.isConstant ? left : right }

    /// `$tag.value` when one side is exactly a row's value, for hints.
    private var subjectText: String? {
        for side in [shape.left, shape.right] {
            if case .rowValue(let tag, let keys) = side, keys.isEmpty { return "$\(tag).value" }
        }
        return nil
    }
    /// What happens after NSPredicate raises.
    private var swallowed: String { "XLForm swallows the exception and keeps the \(holder)'s previous state" }

    func finding() -> Finding? {
        if shape.modifier != .direct { return modifierFinding() }
        switch shape.op {
        case .equal, .notEqual: return equalityFinding()
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return orderingFinding()
        case .between: return betweenFinding()
        case .contains: return membershipFinding(container: left, element: right)
        case .in: return membershipFinding(container: right, element: left)
        case .beginsWith, .endsWith, .like, .matches: return stringOperatorFinding()
        case .utiConformsTo, .utiEquals: return nil
        }
    }

    // MARK: - Operators

    private func equalityFinding() -> Finding? {
        guard !left.canEqual(right, shape.options) else { return nil }
        var finding = mismatch(subject, other)
        if shape.op == .notEqual { finding = Finding(verdict: .alwaysTrue, reason: finding.reason, hint: finding.hint) }
        return finding
    }

    private func orderingFinding() -> Finding? {
        if left.isNilOnly || right.isNilOnly {
            return Finding(
                verdict: .neverTrue, reason: "ordering against nil is always false; only == and != match nil")
        }
        guard !left.isOrderable(with: right) else { return nil }
        return Finding(
            verdict: .raises,
            reason: "\(subject.description), and ordering it against \(other.description) raises; \(swallowed)")
    }

    private func betweenFinding() -> Finding? {
        if left.isNilOnly || right.isNilOnly {
            return Finding(verdict: .neverTrue, reason: "BETWEEN with nil is always false")
        }
        guard let bounds = right.values else {
            return right.classes.isEmpty || right.classes.contains(.array) ? nil : badBounds()
        }
        guard bounds.count == 1, case .array(let pair) = bounds[0], pair.count == 2 else { return badBounds() }
        for bound in pair.map(ValueDomain.constant) where !left.isOrderable(with: bound) && !bound.isNilOnly {
            return Finding(
                verdict: .raises,
                reason: "\(left.description), and ordering it against \(bound.description) raises; \(swallowed)")
        }
        return nil
    }

    private func badBounds() -> Finding {
        Finding(
            verdict: .raises,
            reason:
                "BETWEEN raises unless its right side is a collection of two values such as {1, 5}, and \(right.description) is not one; \(swallowed)"
        )
    }

    /// CONTAINS and IN: a substring search in a string, or membership in a collection.
    private func membershipFinding(container: ValueDomain, element: ValueDomain) -> Finding? {
        // Membership of nil, or in nil, is false without raising: rare enough to leave alone.
        if container.isNilOnly || element.isNilOnly { return nil }
        if !container.classes.isEmpty, container.classes.isDisjoint(with: [.string, .array]) {
            return Finding(
                verdict: .raises,
                reason:
                    "\(container.description), and \(shape.op.rawValue) raises unless it searches a string or a collection; \(swallowed)"
            )
        }
        if container.classes == [.string] {
            if element.isEmptyStringLiteral {
                return Finding(verdict: .neverTrue, reason: "an empty string is never found in a string")
            }
            // A nil element gives false, any other non-string raises: never true either way.
            if !element.classes.isEmpty, !element.classes.contains(.string) {
                return Finding(
                    verdict: .raises,
                    reason: "\(container.description), and searching it for \(element.description) raises; \(swallowed)"
                )
            }
        }
        guard container.classes == [.array] else { return nil }
        if let elements = container.elementDomain, !elements.canEqual(element, shape.options) {
            // A multiple selector's array.
            var reason = "\(container.description), and none of them equals \(element.description)"
            var hint: String?
            if let v = element.values?.first, let subjectText, formValueMatch(v, in: elements.options ?? []) {
                reason +=
                    ": \(ValueDomain.literal(v)) is the formValue of an option object, and option objects never equal plain values"
                hint = "test \(subjectText).formValue CONTAINS \(ValueDomain.literal(v))"
            }
            return Finding(verdict: .neverTrue, reason: reason, hint: hint)
        }
        if let elements = container.values.flatMap(Self.elements), !elements.canEqual(element, shape.options) {
            // A constant collection such as {'a', 'b'}.
            var hint: String?
            if let subjectText,
                elements.values?.contains(where: { formValueMatch($0, in: element.options ?? []) }) == true
            {
                hint = "compare \(subjectText).formValue"
            }
            return Finding(
                verdict: .neverTrue,
                reason: "\(element.description), which never equals any element of \(container.description)", hint: hint
            )
        }
        return nil
    }

    private func stringOperatorFinding() -> Finding? {
        for side in [left, right] where !side.classes.isEmpty && !side.classes.contains(.string) && !side.isNilOnly {
            return Finding(
                verdict: .raises,
                reason:
                    "\(side.description), and \(shape.op.rawValue) raises unless both sides are strings; \(swallowed)")
        }
        if shape.op == .beginsWith || shape.op == .endsWith, right.isEmptyStringLiteral {
            return Finding(verdict: .neverTrue, reason: "an empty string is never found in a string")
        }
        if shape.op == .matches, let pattern = right.values?.first?.stringValue,
            let error = RegexEngine.shared.validate(pattern)
        {
            return Finding(verdict: .raises, reason: "\(error.message), so MATCHES raises; \(swallowed)")
        }
        return nil
    }

    /// ANY/SOME/ALL/NONE need an array on the left (nil counts as an empty one, for which ALL
    /// and NONE are true); ANY over a multiple selector needs an element that can match.
    private func modifierFinding() -> Finding? {
        let modifier = shape.modifier.rawValue
        let emptyIsFalse = shape.modifier == .any || !left.mayBeNil
        if emptyIsFalse, !left.classes.isEmpty, !left.classes.contains(.array) {
            return Finding(
                verdict: .raises,
                reason: "\(left.description), and \(modifier) raises unless its left side is a collection; \(swallowed)"
            )
        }
        guard shape.modifier == .any, shape.op == .equal, let elements = left.elementDomain,
            !elements.canEqual(right, shape.options)
        else { return nil }
        return Finding(verdict: .neverTrue, reason: "\(left.description), and none of them equals \(right.description)")
    }

    // MARK: - Reasons

    /// Why `subject == other` never holds, with advice where the fix is plain.
    private func mismatch(_ subject: ValueDomain, _ other: ValueDomain) -> Finding {
        let never = "\(subject.description), which never equals \(other.description)"
        guard let value = other.values?.first, other.values?.count == 1 else {
            return Finding(verdict: .neverTrue, reason: never)
        }
        if subject.neverEmptyString, other.isEmptyStringLiteral {
            return Finding(verdict: .neverTrue, reason: "\(subject.description), never ''", hint: "compare with nil")
        }
        if let options = subject.options {
            if let subjectText, formValueMatch(value, in: options) {
                return Finding(
                    verdict: .neverTrue,
                    reason:
                        "\(subject.description); \(ValueDomain.literal(value)) is the formValue of one of its option objects, and an option object never equals a plain value",
                    hint: "compare \(subjectText).formValue")
            }
            if subject.classes != [.array] {
                let shown =
                    options.prefix(6).map(ValueDomain.literal).joined(separator: ", ")
                    + (options.count > 6 ? ", ..." : "")
                return Finding(
                    verdict: .neverTrue,
                    reason: "\(subject.description), and \(ValueDomain.literal(value)) is not among them (\(shown))")
            }
        }
        return Finding(verdict: .neverTrue, reason: never, hint: advice(subject, value))
    }

    private func advice(_ subject: ValueDomain, _ value: RuntimeValue) -> String? {
        let classes = subject.classes
        switch value {
        case .string(let s):
            if subject.values?.count == 2, classes == [.number] { return "compare with 1 or 0" }  // a BOOL
            if classes == [.number], let n = Double(s) {
                return "compare with the number \(NumberFormatting.description(n))"
            }
            if classes == [.date] { return "compare with now() or CAST(<seconds since 2001-01-01>, 'NSDate')" }
        case .number, .decimal:
            if classes == [.string] { return "compare with the string '\(value.description)'" }
        default:
            break
        }
        if classes == [.array] { return "test membership with CONTAINS" }
        return nil
    }

    private func formValueMatch(_ value: RuntimeValue, in options: [RuntimeValue]) -> Bool {
        options.contains { option in
            guard case .option(let o) = option else { return false }
            return ComparisonEvaluation.equal(o.formValue, value, shape.options)
        }
    }

    /// The elements of a constant collection as a domain.
    private static func elements(_ values: [RuntimeValue]) -> ValueDomain? {
        guard values.count == 1, case .array(let items) = values[0] else { return nil }
        return ValueDomain(
            classes: ValueDomain.classes(of: items), mayBeNil: items.contains { isNullish($0) }, values: items,
            label: .text(ValueDomain.describe(values[0])))
    }
}
