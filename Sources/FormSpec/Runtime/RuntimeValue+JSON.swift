import FormSpecJSON
import Foundation

extension RuntimeValue {
    /// What `NSJSONSerialization` makes of a JSON value: strings become NSString, integers and
    /// doubles NSNumber, booleans NSNumber BOOLs, `null` NSNull, arrays and objects NSArray and
    /// NSDictionary.
    public init(json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .integer(let i): self = .integer(i)
        case .double(let d): self = .double(d)
        case .string(let s): self = .string(s)
        case .array(let a): self = .array(a.map(RuntimeValue.init(json:)))
        case .object(let o):
            var d: [String: RuntimeValue] = [:]
            for (k, v) in o { d[k] = RuntimeValue(json: v) }
            self = .dictionary(d)
        }
    }
}
