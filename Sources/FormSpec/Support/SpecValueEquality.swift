import FormSpecJSON

/// `isEqual:` between values written in a spec, as XLForm compares a selector's value with its
/// options (`[[option valueData] isEqual:[value valueData]]`): numbers by value with booleans as 0/1 (@YES equals @1), strings
/// by their UTF-16 code units, never a string with a number, option objects by `formValue`.
public enum SpecValueEquality {
    public static func isEqual(_ a: JSONNode, _ b: JSONNode) -> Bool {
        // Scalars compare without building values: this runs for every option of every selector.
        switch (a.kind, b.kind) {
        case (.string(let x), .string(let y)):
            // The same code units, without Unicode normalisation (NSString compares code units).
            return x.value.utf8.elementsEqual(y.value.utf8)
        case (.string, .number), (.number, .string), (.string, .bool), (.bool, .string): return false
        case (.number(let x), .number(let y)): return x.double == y.double
        default: return isEqual(selectionKey(a), selectionKey(b))
        }
    }

    /// What a selector compares a value by, written in a spec: an option object stands for its
    /// `formValue`, anything else for itself (`CellValueConversion.selectionKey` at run time).
    public static func selectionKey(_ node: JSONNode) -> JSONValue {
        if node.members != nil, let formValue = node.value("formValue") { return formValue.jsonValue }
        return node.jsonValue
    }

    public static func isEqual(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x.utf8.elementsEqual(y.utf8)
        case (.null, .null): return true
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy(isEqual)
        case (.object(let x), .object(let y)):
            if let fx = x["formValue"], let fy = y["formValue"] { return isEqual(fx, fy) }
            return x == y
        default:
            guard let x = number(a), let y = number(b) else { return false }
            return x == y
        }
    }

    private static func number(_ v: JSONValue) -> Double? {
        switch v {
        case .integer(let i): return Double(i)
        case .double(let d): return d
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }
}
