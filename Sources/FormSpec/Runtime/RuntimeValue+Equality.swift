import Foundation

extension RuntimeValue: Equatable, Hashable {
    /// `-isEqual:`.
    public static func == (a: RuntimeValue, b: RuntimeValue) -> Bool {
        switch (a, b) {
        case (.null, .null):
            return true
        case (.number, .number), (.number, .decimal), (.decimal, .number), (.decimal, .decimal):
            guard let x = Numeric(a), let y = Numeric(b) else { return false }
            return Numeric.compare(x, y) == .orderedSame
        case (.string(let x), .string(let y)):
            return StringFolding.literallyEqual(x, y)
        case (.date(let x), .date(let y)):
            return x.timeIntervalSinceReferenceDate == y.timeIntervalSinceReferenceDate
        case (.array(let x), .array(let y)):
            return x == y
        case (.dictionary(let x), .dictionary(let y)):
            return x == y
        case (.option(let x), .option(let y)):
            return x.formValue == y.formValue
        case (.object(let x), .object(let y)):
            return x === y
        default:
            return false
        }
    }

    /// Consistent with `==`: numbers hash by numeric value whatever their flavour.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null:
            hasher.combine(0)
        case .number, .decimal:
            hasher.combine(1)
            let n = Numeric(self)!
            if n.isNaN {
                hasher.combine(Double.nan.bitPattern)
            } else if case .integer(let i) = n {
                hasher.combine(i)
            } else {
                let d = n.doubleValue
                if let i = Int64(exactly: d) { hasher.combine(i) } else { hasher.combine(d) }
            }
        case .string(let s):
            hasher.combine(2)
            hasher.combine(s)
        case .date(let d):
            hasher.combine(3)
            hasher.combine(d.timeIntervalSinceReferenceDate)
        case .array(let a):
            hasher.combine(4)
            hasher.combine(a)
        case .dictionary(let d):
            hasher.combine(5)
            hasher.combine(d)
        case .option(let o):
            hasher.combine(6)
            hasher.combine(o.formValue)
        case .object(let o):
            hasher.combine(7)
            hasher.combine(ObjectIdentifier(o))
        }
    }
}

extension FormOption: Equatable, Hashable {
    public static func == (a: FormOption, b: FormOption) -> Bool { a.formValue == b.formValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(formValue) }
}

extension RuntimeValue {
    /// `compare:` between two values of compatible classes: numbers with numbers, strings with
    /// strings (honouring `[c]`/`[d]`), dates with dates. Anything else raises on iOS.
    public func compare(
        _ other: RuntimeValue, options: ComparisonOptions = []
    ) throws(EvaluationError) -> ComparisonResult {
        switch (self, other) {
        case (.number, .number), (.number, .decimal), (.decimal, .number), (.decimal, .decimal):
            return Numeric.compare(Numeric(self)!, Numeric(other)!)
        case (.string(let x), .string(let y)):
            return x.compare(y, options: options.folding.stringCompareOptions)
        case (.date(let x), .date(let y)):
            return x.compare(y)
        default:
            throw .typeMismatch("Can't compare \(className) with \(other.className)")
        }
    }
}
