import Foundation

/// Evaluation of NSExpression's built-in functions, CAST and FUNCTION.
enum Functions {
    static func call(
        _ call: FunctionCall, _ args: [RuntimeValue?], _ evaluator: PredicateEvaluator
    ) throws(EvaluationError) -> RuntimeValue? {
        if call.syntax == .custom {
            throw EvaluationError(
                .unsupported, "FUNCTION() sends an Objective-C message by name; it cannot be evaluated outside the app")
        }
        guard let f = BuiltinFunction(rawValue: call.name) else {
            throw EvaluationError(.unsupported, "unknown function '\(call.name)'")
        }
        guard f.arity == args.count else {
            throw EvaluationError(.typeMismatch, f.arityMessage(args.count))
        }
        switch f {
        case .sum, .average, .count, .min, .max, .median, .mode, .stddev:
            return try aggregate(f, args[0])
        case .add: return try Arithmetic.apply(.add, args[0], args[1])
        case .subtract: return try Arithmetic.apply(.subtract, args[0], args[1])
        case .multiply: return try Arithmetic.apply(.multiply, args[0], args[1])
        case .divide: return try Arithmetic.apply(.divide, args[0], args[1])
        case .modulus: return try Arithmetic.apply(.modulus, args[0], args[1])
        case .raise: return try Arithmetic.apply(.power, args[0], args[1])
        case .bitwiseAnd: return try Arithmetic.apply(.bitwiseAnd, args[0], args[1])
        case .bitwiseOr: return try Arithmetic.apply(.bitwiseOr, args[0], args[1])
        case .bitwiseXor: return try Arithmetic.apply(.bitwiseXor, args[0], args[1])
        case .leftshift: return try Arithmetic.apply(.leftShift, args[0], args[1])
        case .rightshift: return try Arithmetic.apply(.rightShift, args[0], args[1])
        case .onesComplement: return try Arithmetic.onesComplement(args[0])
        case .sqrt, .log, .ln, .exp, .ceiling, .floor, .abs, .trunc:
            return try math(f, args[0])
        case .random:
            return .double(evaluator.random())
        case .randomElement:
            let items = try collection(f, args[0])
            guard !items.isEmpty else { return nil }
            return items[min(Int(evaluator.random() * Double(items.count)), items.count - 1)]
        case .randomn:
            let n = try number(f, args[0]).doubleValue
            guard n >= 1 else { return .integer(0) }
            return .integer(Int64(evaluator.random() * n.rounded(.down)))
        case .now:
            return .date(evaluator.now())
        case .uppercase, .lowercase:
            guard let arg = args[0], !isNullish(arg) else { return nil }
            guard case .string(let s) = arg else {
                throw .typeMismatch("\(f.rawValue) needs a string, got \(arg.className)")
            }
            return .string(f == .uppercase ? s.uppercased() : s.lowercased())
        case .noindex:
            return args[0]
        case .distanceToLocation:
            throw EvaluationError(
                .unsupported, "distanceToLocation:fromLocation: needs CLLocation objects, which a form does not hold")
        case .castObject:
            return try Cast.cast(args[0], to: args[1])
        }
    }

    private static func number(_ f: BuiltinFunction, _ value: RuntimeValue?) throws(EvaluationError) -> Numeric {
        guard let value, let n = Numeric(value) else {
            throw .typeMismatch("\(f.rawValue) needs a number, got \(value?.className ?? "nil")")
        }
        return n
    }

    private static func collection(
        _ f: BuiltinFunction, _ value: RuntimeValue?
    ) throws(EvaluationError) -> [RuntimeValue] {
        guard let value, let items = value.collectionElements else {
            throw .typeMismatch("\(f.rawValue) needs a collection, got \(value?.className ?? "nil")")
        }
        return items
    }

    private static func aggregate(_ f: BuiltinFunction, _ arg: RuntimeValue?) throws(EvaluationError) -> RuntimeValue? {
        let items = try collection(f, arg)
        if f == .count { return .integer(items.count) }
        let numbers = try Aggregates.numbers(items, f.rawValue)
        switch f {
        case .sum: return try Aggregates.sum(numbers)
        case .average: return try Aggregates.average(numbers)
        case .min: return try Aggregates.extreme(numbers, wantMax: false)
        case .max: return try Aggregates.extreme(numbers, wantMax: true)
        case .median:
            let sorted = numbers.map { Numeric($0)!.doubleValue }.sorted()
            guard !sorted.isEmpty else { return nil }
            let mid = sorted.count / 2
            return .double(sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2)
        case .mode:
            var counts: [RuntimeValue: Int] = [:]
            for n in numbers { counts[n, default: 0] += 1 }
            let best = counts.values.max() ?? 0
            return .array(CollectionOperators.distinct(numbers).filter { counts[$0] == best })
        case .stddev:
            let values = numbers.map { Numeric($0)!.doubleValue }
            guard !values.isEmpty else { return nil }
            let mean = values.reduce(0, +) / Double(values.count)
            let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
            return .double(variance.squareRoot())
        default:
            return nil
        }
    }

    private static func math(_ f: BuiltinFunction, _ arg: RuntimeValue?) throws(EvaluationError) -> RuntimeValue {
        let n = try number(f, arg)
        if case .integer(let i) = n {
            switch f {
            case .ceiling, .floor, .trunc: return .integer(i)
            case .abs where i != .min: return .integer(Swift.abs(i))
            default: break
            }
        }
        let x = n.doubleValue
        switch f {
        case .sqrt: return .double(x.squareRoot())
        case .log: return .double(Foundation.log10(x))
        case .ln: return .double(Foundation.log(x))
        case .exp: return .double(Foundation.exp(x))
        case .ceiling: return .double(x.rounded(.up))
        case .floor: return .double(x.rounded(.down))
        case .trunc: return .double(x.rounded(.towardZero))
        default: return .double(Swift.abs(x))
        }
    }
}

/// `CAST(value, 'Class')` (`castObject:toType:`), for the classes a form can hold.
enum Cast {
    static func cast(_ value: RuntimeValue?, to type: RuntimeValue?) throws(EvaluationError) -> RuntimeValue? {
        guard case .string(let className)? = type else {
            throw .typeMismatch("CAST needs a class name string as its second argument")
        }
        guard let value, !isNullish(value) else { return nil }
        switch className {
        case "NSString":
            return .string(value.description)
        case "NSNumber":
            switch value {
            case .number, .decimal: return value
            case .string(let s): return .double(StringNumberParsing.doubleValue(s))
            case .date(let d): return .double(d.timeIntervalSinceReferenceDate)
            default: break
            }
        case "NSDecimalNumber":
            switch value {
            case .decimal: return value
            case .number(let n):
                return .decimal(Decimal(string: NumberFormatting.description(n)) ?? Decimal(n.doubleValue))
            case .string(let s): return .decimal(DecimalParsing.parse(s))
            default: break
            }
        case "NSDate":
            switch value {
            case .date: return value
            case .number, .decimal: return .date(Date(timeIntervalSinceReferenceDate: Numeric(value)!.doubleValue))
            case .string(let s):
                if let seconds = Double(s.trimmingCharacters(in: .whitespaces)) {
                    return .date(Date(timeIntervalSinceReferenceDate: seconds))
                }
            default: break
            }
        default:
            throw EvaluationError(
                .unsupported,
                "CAST to '\(className)' is not supported (use NSString, NSNumber, NSDecimalNumber or NSDate)")
        }
        throw .typeMismatch("Can't CAST \(value.className) to \(className)")
    }
}
