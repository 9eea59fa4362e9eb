/// The title FXForms derives from a key or a selector name (FXFormPreprocessFieldDictionary):
/// the first character upper-cased, a space before each upper-case letter that follows a
/// character that is not one, colons dropped. `emailAddress` → "Email Address",
/// `userID` → "User ID", `URLString` → "URLString", `submit:` → "Submit".
public enum FieldTitle {
    public static func derive(_ name: String) -> String? {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first else { return nil }
        var output = String(first).uppercased()
        var wasCapital = true
        for scalar in scalars.dropFirst() {
            let isCapital = isUppercase(scalar)
            if isCapital, !wasCapital { output.append(" ") }
            wasCapital = isCapital
            if scalar != ":" { output.unicodeScalars.append(scalar) }
        }
        return output.isEmpty ? nil : output
    }

    /// NSCharacterSet.uppercaseLetterCharacterSet: Lu and Lt.
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    /// -[NSString boolValue]: leading white space and one sign skipped, then leading zeros; true
    /// when the next character is Y, y, T, t or a digit 1-9.
    static func nsStringBoolValue(_ s: String) -> Bool {
        var rest = Substring(s).drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        if let c = rest.first, c == "+" || c == "-" { rest = rest.dropFirst() }
        rest = rest.drop { $0 == "0" }
        guard let c = rest.first else { return false }
        return "YyTt123456789".contains(c)
    }
}
