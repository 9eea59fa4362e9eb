/// A side of a fast predicate's comparison: a constant (or a `{…}` of constants), `now()`, or
/// a key path on a `$tag` row.
class FastOperand: @unchecked Sendable {
    static func make(_ expression: ExpressionNode) -> FastOperand? {
        switch expression.kind {
        case .constant(let c):
            return Constant(c.runtimeValue)
        case .aggregate(let items):
            var values: [RuntimeValue] = []
            for item in items {
                guard case .constant(let c) = item.kind else { return nil }
                values.append(c.runtimeValue ?? .null)
            }
            return Constant(.array(values))
        case .function(let call) where call.syntax == .call && call.name == "now" && call.arguments.isEmpty:
            return Now()
        case .keyPath(let base?, let components):
            guard case .variable(let tag) = base.kind, let first = components.first else { return nil }
            let rest = components.dropFirst().map(\.name)
            switch (first.name, rest.isEmpty) {
            case ("value", true): return RowValue(RowReference(tag))
            case ("value", false) where rest == ["formValue"]: return RowOptionValue(RowReference(tag))
            case ("value", false): return RowKeyPath(RowReference(tag), first: "value", rest: rest)
            case ("isHidden", true): return RowCondition(RowReference(tag), .hidden)
            case ("isDisabled", true): return RowCondition(RowReference(tag), .disabled)
            default: return RowKeyPath(RowReference(tag), first: first.name, rest: rest)
            }
        default:
            return nil
        }
    }

    func value(in session: PreviewSession) throws(EvaluationError) -> RuntimeValue? {
        preconditionFailure("a FastOperand subclass has a value")
    }

    var reference: RowReference? { nil }

    /// Reading it may evaluate a condition (`FastPredicate.mayRecurse`).
    var mayRecurse: Bool { false }

    /// The value while the rows read hold their defaults and the hidden predicates read are
    /// settled (`CompiledForm.settlePredicates`): `settledValue`, or for `$tag.isHidden` the
    /// settled state of that row's hidden predicate. nil when not settled.
    func valueWhileSettled() -> RuntimeValue?? { try? settledValue() }

    /// The row whose hidden predicate's state it reads (`$tag.isHidden`), for `settlePredicates`.
    var hiddenRead: RowReference? { nil }

    /// The value while the row read holds its default value, for operands that read only a
    /// constant or a row's value (`.some(nil)` is nil); nil for anything else.
    func settledValue() throws(EvaluationError) -> RuntimeValue?? { nil }

    private final class Constant: FastOperand, @unchecked Sendable {
        let constant: RuntimeValue?
        init(_ constant: RuntimeValue?) { self.constant = constant }
        override func value(in session: PreviewSession) throws(EvaluationError) -> RuntimeValue? { constant }
        override func settledValue() throws(EvaluationError) -> RuntimeValue?? { .some(constant) }
    }

    private final class Now: FastOperand, @unchecked Sendable {
        override func value(in session: PreviewSession) throws(EvaluationError) -> RuntimeValue? {
            .date(session.evaluator.now())
        }
    }

    /// An operand reading the `$tag` row.
    private class RowOperand: FastOperand, @unchecked Sendable {
        let row: RowReference
        init(_ row: RowReference) { self.row = row }
        override var reference: RowReference? { row }
    }

    /// `$tag` or `$tag.value`, the commonest operand.
    private final class RowValue: RowOperand, @unchecked Sendable {
        override func value(in session: PreviewSession) throws(EvaluationError) -> RuntimeValue? {
            try session.rowValue(row)
        }
        override func settledValue() throws(EvaluationError) -> RuntimeValue?? {
            guard let compiled = row.compiled else { return nil }
            return .some(compiled.defaultValue)
        }
    }

    /// `$tag.value.formValue`, how predicates read a selector's choice: an option's formValue
    /// read directly, any other value through key-value coding.
    private final class RowOptionValue: RowOperand, @unchecked Sendable {
        override func value(in session: PreviewSession) throws(EvaluationError) -> RuntimeValue? {
            try Self.formValue(of: try session.rowValue(row))
        }
        override func settledValue() throws(EvaluationError) -> RuntimeValue?? {
            guard let compiled = row.compiled else { return nil }
            return .some(try Self.formValue(of: compiled.defaultValue))
        }

        private static func formValue(of value: RuntimeValue?) throws(EvaluationError) -> RuntimeValue? {
            guard let value else { return nil }
            if case .option(let option) = value { return option.formValue }
            return try KeyValueCoding.value(of: value, forKey: "formValue")
        }
    }

    /// `$tag.first.rest…`; `first` is a key of the row (`value`, `isHidden`, `title`, …).
    private final class RowKeyPath: RowOperand, @unchecked Sendable {
        let first: String
        let rest: [String]
        init(_ row: RowReference, first: String, rest: [String]) {
            (self.first, self.rest) = (first, rest)
            super.init(row)
        }
        /// A key of the row other than `value` may be a descriptor's (`sectionDescriptor.isHidden`).
        override var mayRecurse: Bool { first != "value" }
        override func value(in session: PreviewSession) throws(EvaluationError) -> RuntimeValue? {
            let target = try session.row(row)
            let head = first == "value" ? target.value : try target.value(forKey: first)
            return rest.isEmpty ? head : try KeyValueCoding.value(of: head, keyPath: rest[...])
        }
        override func settledValue() throws(EvaluationError) -> RuntimeValue?? {
            guard first == "value", let compiled = row.compiled else { return nil }
            return .some(try KeyValueCoding.value(of: compiled.defaultValue, keyPath: rest[...]))
        }
    }

    /// `$tag.isHidden` / `$tag.isDisabled`: what `value(forKey:)` answers for those keys.
    private final class RowCondition: RowOperand, @unchecked Sendable {
        let kind: ConditionKind
        override var mayRecurse: Bool { true }
        /// Only `isHidden`: `isDisabled` also answers YES while the form is disabled.
        override var hiddenRead: RowReference? { kind == .hidden ? row : nil }
        override func valueWhileSettled() -> RuntimeValue?? {
            guard let target = hiddenRead?.compiled, !target.initialHiddenCache.isDirty else { return nil }
            return .some(.bool(target.initialHiddenCache.bool))
        }
        init(_ row: RowReference, _ kind: ConditionKind) {
            self.kind = kind
            super.init(row)
        }
        override func value(in session: PreviewSession) throws(EvaluationError) -> RuntimeValue? {
            let target = try session.row(row)
            return .bool(kind == .hidden ? try session.isHidden(target) : try session.isDisabled(target))
        }
    }
}
