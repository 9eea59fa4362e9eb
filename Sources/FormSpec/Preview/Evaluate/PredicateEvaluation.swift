extension FormState {
    /// A compiled predicate with `on` as SELF, with `PredicateEvaluator`'s semantics.
    func evaluate(_ predicate: RowPredicate, on target: Descriptor) throws(EvaluationError) -> Bool {
        switch predicate {
        case .constant(let b):
            return b
        case .and(let first, let second):
            guard try evaluate(first, on: target) else { return false }
            return try evaluate(second, on: target)
        case .or(let first, let second):
            if try evaluate(first, on: target) { return true }
            return try evaluate(second, on: target)
        case .not(let inner):
            return try !evaluate(inner, on: target)
        case .comparison(let op, let options, let left, let right):
            return try ComparisonEvaluation.evaluate(
                op, try value(of: left), try value(of: right), options, regex: evaluator.regex)
        case .general(let node):
            return try evaluator.evaluate(node, object: .object(object(for: target)), variables: self)
        }
    }

    private func value(of operand: RowOperand) throws(EvaluationError) -> RuntimeValue? {
        switch operand {
        case .constant(let value):
            return value
        case .now:
            return .date(evaluator.now())
        case .value(let row):
            return rows[try id(of: row)].value
        case .optionValue(let row):
            guard let value = rows[try id(of: row)].value else { return nil }
            if case .option(let option) = value { return option.formValue }
            return try KeyValueCoding.value(of: value, forKey: "formValue", in: self)
        case .valueKeyPath(let row, let rest):
            return try KeyValueCoding.value(of: rows[try id(of: row)].value, keyPath: rest[...], in: self)
        case .condition(let row, let kind):
            let id = try id(of: row)
            return .bool(kind == .hidden ? try isHidden(.row(id)) : try isDisabled(id))
        case .rowKeyPath(let row, let key, let rest):
            let head = try value(of: .row(try id(of: row)), forKey: key)
            return rest.isEmpty ? head : try KeyValueCoding.value(of: head, keyPath: rest[...], in: self)
        }
    }

    /// The row registered under the tag, as the variable `$tag` is bound to it.
    private func id(of row: TagSlot) throws(EvaluationError) -> Int {
        guard let id = registry.rowBySlot[row.slot] else { throw .unknownVariable(row.tag) }
        return id
    }
}
