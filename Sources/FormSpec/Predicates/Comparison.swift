/// The comparison operators applied to two evaluated operands.
enum ComparisonEvaluation {
    static func evaluate(
        _ op: ComparisonOperator, _ lhs: RuntimeValue?, _ rhs: RuntimeValue?, _ options: ComparisonOptions,
        regex: RegexEngine
    ) throws(EvaluationError) -> Bool {
        switch op {
        case .equal:
            return equal(lhs, rhs, options)
        case .notEqual:
            return !equal(lhs, rhs, options)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            // "A comparison predicate does not match any value with null except null"
            // (Predicate Programming Guide, Using Null Values): no error, just false.
            guard let lhs, let rhs, !isNullish(lhs), !isNullish(rhs) else { return false }
            let order = try lhs.compare(rhs, options: options)
            switch op {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .between:
            return try between(lhs, rhs, options)
        case .contains:
            return try CollectionMembership.contains(lhs, rhs, options)
        case .in:
            return try CollectionMembership.isIn(lhs, rhs, options)
        case .beginsWith, .endsWith, .like, .matches:
            return try StringOperators.evaluate(op, lhs, rhs, options, regex: regex)
        case .utiConformsTo, .utiEquals:
            throw EvaluationError(
                .unsupported, "\(op.rawValue) compares Uniform Type Identifiers, which only exist on Apple platforms")
        }
    }

    /// `==`: nil and NSNull equal each other and nothing else; `[c]`/`[d]` fold strings;
    /// everything else is `-isEqual:`.
    static func equal(_ lhs: RuntimeValue?, _ rhs: RuntimeValue?, _ options: ComparisonOptions) -> Bool {
        let lNull = isNullish(lhs)
        let rNull = isNullish(rhs)
        if lNull || rNull { return lNull && rNull }
        if !options.folding.isEmpty, case .string(let a)? = lhs, case .string(let b)? = rhs {
            return StringFolding.equal(a, b, options)
        }
        return lhs! == rhs!
    }

    /// `x BETWEEN {low, high}`: `low <= x && x <= high` with `compare:`.
    private static func between(
        _ lhs: RuntimeValue?, _ rhs: RuntimeValue?, _ options: ComparisonOptions
    ) throws(EvaluationError) -> Bool {
        guard let rhs, !isNullish(rhs) else { return false }
        guard case .array(let bounds) = rhs, bounds.count == 2 else {
            let got: String
            if case .array(let a) = rhs { got = "a collection of \(a.count)" } else { got = rhs.className }
            throw .typeMismatch("BETWEEN needs a collection of two values such as {1, 5} on its right, got \(got)")
        }
        guard let lhs, !isNullish(lhs), !isNullish(bounds[0]), !isNullish(bounds[1]) else { return false }
        let aboveLow = try lhs.compare(bounds[0], options: options) != .orderedAscending
        let belowHigh = try lhs.compare(bounds[1], options: options) != .orderedDescending
        return aboveLow && belowHigh
    }
}

/// CONTAINS and IN, which test membership for collections and substrings for strings.
enum CollectionMembership {
    /// `collection CONTAINS element` / `string CONTAINS substring`.
    static func contains(
        _ lhs: RuntimeValue?, _ rhs: RuntimeValue?, _ options: ComparisonOptions
    ) throws(EvaluationError) -> Bool {
        try membership(container: lhs, element: rhs, options, mismatch: StringOperators.notAString(lhs, rhs)) { _ in
            StringOperators.notAString(lhs, rhs)
        }
    }

    /// `element IN collection` / `substring IN string`; a dictionary contributes its values.
    static func isIn(
        _ lhs: RuntimeValue?, _ rhs: RuntimeValue?, _ options: ComparisonOptions
    ) throws(EvaluationError) -> Bool {
        try membership(container: rhs, element: lhs, options, mismatch: StringOperators.notAString(lhs, rhs)) {
            container in
            .typeMismatch("The right hand side of IN must be a collection or a string, got \(container.className)")
        }
    }

    /// nil on either side is false; a string container needs a string element (`mismatch`
    /// otherwise); anything that is neither string nor collection raises `notAContainer`.
    private static func membership(
        container: RuntimeValue?, element: RuntimeValue?, _ options: ComparisonOptions,
        mismatch: @autoclosure () -> EvaluationError, notAContainer: (RuntimeValue) -> EvaluationError
    ) throws(EvaluationError) -> Bool {
        guard let container, !isNullish(container) else { return false }
        switch container {
        case .string(let haystack):
            guard let element, !isNullish(element) else { return false }
            guard case .string(let needle) = element else { throw mismatch() }
            return StringOperators.find(needle, in: haystack, options, anchor: nil)
        case .array, .dictionary:
            return container.collectionElements!.contains { ComparisonEvaluation.equal($0, element, options) }
        default:
            throw notAContainer(container)
        }
    }
}
