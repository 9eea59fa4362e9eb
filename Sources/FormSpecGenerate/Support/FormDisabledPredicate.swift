import FormSpec
import FormSpecJSON

/// A predicate on the whole form's `disabled`: formspec evaluates it like a row's, but neither
/// library can hold one (XLFormDescriptor.disabled is a BOOL, XLFormDescriptor.h; Eureka's
/// Form has no disabled), so every target refuses it.
enum FormDisabledPredicate {
    static func diagnostic(source: String, range: TextRange) -> Diagnostic {
        Diagnostic(
            .generateUnsupported,
            "form: 'disabled' is the predicate '\(source)', but XLFormDescriptor's disabled is a BOOL (XLFormDescriptor.h) and Eureka's Form has none; use true or false, or put the predicate on the rows",
            at: range)
    }
}
