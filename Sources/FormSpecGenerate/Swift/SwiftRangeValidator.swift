/// The `range` validator XLForm lacks, for a Swift file that needs it: an empty value passes, a
/// number must lie within the bounds, anything else (text, NaN) fails, as protocol/format.md
/// defines it. Private to the file, so two generated forms never clash.
enum SwiftRangeValidator {
    static func xlformLines(className: String) -> [String] {
        """
        /// A number between min and max inclusive (either may be nil); empty values pass.
        private final class \(className): NSObject, XLFormValidatorProtocol {
            let min: Double?
            let max: Double?
            let msg: String?

            init(min: Double?, max: Double?, msg: String?) {
                self.min = min
                self.max = max
                self.msg = msg
            }

            func isValid(_ row: XLFormRowDescriptor!) -> XLFormValidationStatus! {
                guard let value = row.value, !(value is NSNull) else { return nil }
                if let text = value as? String, text.isEmpty { return nil }
                if let items = value as? [Any], items.isEmpty { return nil }
                var valid = false
                if let number = value as? NSNumber {
                    let d = number.doubleValue
                    // A decimal row holds notANumber for text that is no number: that fails.
                    let notANumber = number is NSDecimalNumber && d.isNaN
                    valid = !notANumber && !(min.map { d < $0 } ?? false) && !(max.map { d > $0 } ?? false)
                }
                return XLFormValidationStatus(msg: msg, status: valid, rowDescriptor: row)
            }
        }
        """.components(separatedBy: "\n")
    }
}
