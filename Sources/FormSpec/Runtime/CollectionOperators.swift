import Foundation

/// Key-value coding collection operators (`array.@sum.price`) and the numeric aggregates the
/// `sum:`, `average:`, `min:`, `max:` functions share with them.
enum CollectionOperators {
    static func apply(
        _ op: String, to elements: [RuntimeValue], rest: ArraySlice<String>,
        in context: some KeyValueContext = ObjectsAnswerThemselves()
    ) throws(EvaluationError) -> RuntimeValue? {
        func leaves() throws(EvaluationError) -> [RuntimeValue] {
            if rest.isEmpty { return elements }
            var out: [RuntimeValue] = []
            out.reserveCapacity(elements.count)
            for e in elements {
                if let v = try KeyValueCoding.value(of: e, keyPath: rest, in: context) { out.append(v) }
            }
            return out
        }
        switch op {
        case "@count":
            return .integer(elements.count)
        case "@sum":
            return try Aggregates.sum(try leaves().filter { !isNullish($0) })
        case "@avg":
            return try Aggregates.average(try leaves().filter { !isNullish($0) })
        case "@min":
            return try Aggregates.extreme(try leaves().filter { !isNullish($0) }, wantMax: false)
        case "@max":
            return try Aggregates.extreme(try leaves().filter { !isNullish($0) }, wantMax: true)
        case "@unionOfObjects":
            return .array(try leaves().filter { !isNullish($0) })
        case "@distinctUnionOfObjects":
            return .array(distinct(try leaves().filter { !isNullish($0) }))
        case "@unionOfArrays", "@distinctUnionOfArrays", "@distinctUnionOfSets":
            var flat: [RuntimeValue] = []
            for inner in try leaves() {
                guard case .array(let items) = inner else {
                    throw .typeMismatch(
                        "\(op) needs a collection of collections, got an element of class \(inner.className)")
                }
                flat.append(contentsOf: items.filter { !isNullish($0) })
            }
            return .array(op == "@unionOfArrays" ? flat : distinct(flat))
        default:
            throw EvaluationError(
                .unknownKey,
                "[<NSArray> valueForKeyPath:]: this class does not implement the \(op.dropFirst()) operation.")
        }
    }

    static func distinct(_ values: [RuntimeValue]) -> [RuntimeValue] {
        var seen = Set<RuntimeValue>()
        return values.filter { seen.insert($0).inserted }
    }
}

/// Numeric folds over collections.
enum Aggregates {
    static func numbers(_ values: [RuntimeValue], _ function: String) throws(EvaluationError) -> [RuntimeValue] {
        for v in values where !v.isNumeric {
            throw .typeMismatch("\(function) needs numbers, got an element of class \(v.className)")
        }
        return values
    }

    /// Sum of numbers; the empty sum is 0.
    static func sum(_ values: [RuntimeValue]) throws(EvaluationError) -> RuntimeValue {
        var total: RuntimeValue = .integer(0)
        for v in try numbers(values, "sum") { total = try Arithmetic.apply(.add, total, v) }
        return total
    }

    /// Mean of numbers; nil for an empty collection.
    static func average(_ values: [RuntimeValue]) throws(EvaluationError) -> RuntimeValue? {
        guard !values.isEmpty else { return nil }
        let total = try sum(values)
        return try Arithmetic.apply(.divide, total, .integer(values.count))
    }

    /// Smallest or largest element by `compare:`; nil for an empty collection.
    static func extreme(_ values: [RuntimeValue], wantMax: Bool) throws(EvaluationError) -> RuntimeValue? {
        guard var best = values.first else { return nil }
        for v in values.dropFirst() {
            let order = try v.compare(best)
            if wantMax ? order == .orderedDescending : order == .orderedAscending { best = v }
        }
        return best
    }
}
