/// `missing-validator-message`: XLForm's formValidationErrors builds the error's userInfo with
/// the validator's msg; nil there is an exception.
enum ValidatorMessageRule: RowRule {
    static let codes: [DiagnosticCode] = [.missingValidatorMessage]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        for row in rows {
            for validator in context.validators(of: row) where validator.type?.value == "regex" && validator.msg == nil
            {
                let at = validator.node.member("msg")?.key.range ?? validator.type?.range ?? validator.node.range
                context.report(
                    .missingValidatorMessage,
                    "\(row.displayName): regex validator has no 'msg'; XLForm crashes in formValidationErrors when it fails",
                    at: at)
            }
        }
    }
}
