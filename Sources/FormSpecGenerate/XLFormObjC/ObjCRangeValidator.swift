/// The `range` validator XLForm lacks, declared once in a `.m` that needs it: an empty value
/// passes, a number must lie within the bounds, anything else (text, NaN) fails, as
/// protocol/format.md defines it.
enum ObjCRangeValidator {
    static func lines(className: String) -> [String] {
        """
        /// A number between min and max inclusive (either may be nil); empty values pass.
        @interface \(className) : NSObject <XLFormValidatorProtocol>
        @property (nonatomic, strong) NSNumber *min;
        @property (nonatomic, strong) NSNumber *max;
        @property (nonatomic, copy) NSString *msg;
        + (instancetype)validatorWithMin:(NSNumber *)min max:(NSNumber *)max msg:(NSString *)msg;
        @end

        @implementation \(className)

        + (instancetype)validatorWithMin:(NSNumber *)min max:(NSNumber *)max msg:(NSString *)msg
        {
            \(className) *validator = [[self alloc] init];
            validator.min = min;
            validator.max = max;
            validator.msg = msg;
            return validator;
        }

        - (XLFormValidationStatus *)isValid:(XLFormRowDescriptor *)row
        {
            id value = row.value;
            if (value == nil || value == [NSNull null]) {
                return nil;
            }
            if (([value respondsToSelector:@selector(length)] && [value length] == 0)
                || ([value respondsToSelector:@selector(count)] && [value count] == 0)) {
                return nil;
            }
            BOOL valid = NO;
            if ([value isKindOfClass:[NSNumber class]]) {
                double number = [value doubleValue];
                // A decimal row holds notANumber for text that is no number: that fails.
                BOOL notANumber = [value isKindOfClass:[NSDecimalNumber class]] && number != number;
                valid = !notANumber && !(self.min != nil && number < self.min.doubleValue)
                    && !(self.max != nil && number > self.max.doubleValue);
            }
            return [XLFormValidationStatus formValidationStatusWithMsg:self.msg status:valid rowDescriptor:row];
        }

        @end
        """.components(separatedBy: "\n")
    }
}
