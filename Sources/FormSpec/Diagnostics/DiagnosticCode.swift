/// A stable diagnostic code. Users suppress, override and search by these strings; never rename one.
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }

    /// Registry entry; codes not in the registry (none should exist) default to warnings.
    public var info: DiagnosticCodeInfo? { DiagnosticCodeInfo.byCode[self] }
    public var defaultSeverity: Severity { info?.severity ?? .warning }
}

/// What a code means: the table behind SARIF rules, `protocol/diagnostics.md` and hover.
public struct DiagnosticCodeInfo: Sendable {
    public let code: DiagnosticCode
    public let severity: Severity
    /// One line: when the diagnostic is reported.
    public let summary: String
    /// Why it matters at run time in XLForm.
    public let rationale: String

    public static let byCode: [DiagnosticCode: DiagnosticCodeInfo] =
        Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })

    /// Codes only `formspec generate` reports (about a target library, not the spec itself).
    public static let generatorCodes: Set<DiagnosticCode> = [.generateUnsupported]
}

extension DiagnosticCode {
    // Structure
    public static let jsonSyntax: DiagnosticCode = "json-syntax"
    public static let invalidType: DiagnosticCode = "invalid-type"
    public static let unknownProperty: DiagnosticCode = "unknown-property"
    public static let missingProperty: DiagnosticCode = "missing-property"
    public static let duplicateProperty: DiagnosticCode = "duplicate-property"
    public static let unknownRowType: DiagnosticCode = "unknown-row-type"
    public static let duplicateTag: DiagnosticCode = "duplicate-tag"
    public static let missingTag: DiagnosticCode = "missing-tag"
    public static let unreferenceableTag: DiagnosticCode = "unreferenceable-tag"
    public static let missingOptions: DiagnosticCode = "missing-options"
    public static let valueNotInOptions: DiagnosticCode = "value-not-in-options"
    public static let valueType: DiagnosticCode = "value-type"
    public static let invalidRegex: DiagnosticCode = "invalid-regex"
    public static let missingValidatorMessage: DiagnosticCode = "missing-validator-message"
    public static let conflictingAction: DiagnosticCode = "conflicting-action"
    public static let invalidValue: DiagnosticCode = "invalid-value"
    public static let iPadOnlyRow: DiagnosticCode = "ipad-only-row"
    // Predicates
    public static let predicateSyntax: DiagnosticCode = "predicate-syntax"
    public static let unknownTag: DiagnosticCode = "unknown-tag"
    public static let predicateType: DiagnosticCode = "predicate-type"
    public static let predicateCycle: DiagnosticCode = "predicate-cycle"
    public static let predicateUntaggedRow: DiagnosticCode = "predicate-untagged-row"
    public static let invalidAttribute: DiagnosticCode = "invalid-attribute"
    public static let untrackedDependency: DiagnosticCode = "untracked-dependency"
    public static let constantPredicate: DiagnosticCode = "constant-predicate"
    public static let predicateUnspecified: DiagnosticCode = "predicate-unspecified"
    // Key paths
    public static let unknownKeyPath: DiagnosticCode = "unknown-keypath"
    public static let keyPathValue: DiagnosticCode = "keypath-value"
    public static let ineffectiveConfig: DiagnosticCode = "ineffective-config"
    public static let unsafeKeyPath: DiagnosticCode = "unsafe-keypath"
    // Import from Objective-C and Swift code
    public static let importUnsupported: DiagnosticCode = "import-unsupported"
    // FXForms field files
    public static let unknownFieldType: DiagnosticCode = "unknown-field-type"
    public static let unknownClass: DiagnosticCode = "unknown-class"
    public static let classKind: DiagnosticCode = "class-kind"
    public static let optionIndex: DiagnosticCode = "option-index"
    public static let optionClass: DiagnosticCode = "option-class"
    public static let defaultValue: DiagnosticCode = "default-value"
    public static let ineffectiveAttribute: DiagnosticCode = "ineffective-attribute"
    public static let sectionHeader: DiagnosticCode = "section-header"
    public static let controllerKey: DiagnosticCode = "controller-key"
    public static let typeReset: DiagnosticCode = "type-reset"
    public static let keylessField: DiagnosticCode = "keyless-field"
    public static let fieldProperty: DiagnosticCode = "field-property"
    public static let excludedField: DiagnosticCode = "excluded-field"
    // Conversion
    public static let convertUnsupported: DiagnosticCode = "convert-unsupported"
    // Code generation
    public static let generateUnsupported: DiagnosticCode = "generate-unsupported"
}
