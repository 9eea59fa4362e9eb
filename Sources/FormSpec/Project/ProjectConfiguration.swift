import FormSpecJSON

/// A class the app defines, declared so that specs naming it are understood (its kind, its
/// superclass and key paths) and typos of it are caught.
public struct AppClass: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case cell, viewController, valueTransformer, segue, view, value
        /// A value class conforming to FXForm: a subform.
        case form

        /// The class every class of the kind descends from, when the app does not say.
        var impliedRoot: String? {
            switch self {
            case .cell: return "UITableViewCell"
            case .viewController: return "UIViewController"
            case .valueTransformer: return "NSValueTransformer"
            case .segue: return "UIStoryboardSegue"
            case .view: return "UIView"
            case .value, .form: return nil
            }
        }
    }

    public let name: JSONString
    public let kind: Kind
    public let superclass: Located<String>?
    /// Key paths the class has beyond its superclass's (cells), with their key path types.
    public let keyPaths: [(keyPath: JSONString, type: Located<String>)]
    public let doc: String?
}

/// An FXForms field type the app registers a cell for (`registerCellClass:forFieldType:`).
public struct CustomFieldType: Sendable {
    public let name: JSONString
    public let cell: Located<String>?
    /// The value class the type implies (FXFormFieldInferClass knows none for custom types).
    public let valueClass: Located<String>?
    public let doc: String?
}

/// `formspec.config.json`: what a project tells formspec about its app, for every spec in the
/// folder holding it and below. Found by walking up from a spec (`ProjectConfigurations`).
public final class ProjectConfiguration: Sendable, Equatable {
    public static let fileName = "formspec.config.json"

    /// The file, parsed with positions (its own findings point into it).
    public let document: SpecDocument
    public let appClasses: [AppClass]
    /// XLForm row types shared by the project's specs (same shape as a spec's `customRowTypes`).
    public let customRowTypes: [CustomRowType]
    public let fieldTypes: [CustomFieldType]
    /// Per code: a severity, or nil to turn it off. Settings and flags override these.
    public let severityOverrides: [DiagnosticCode: Severity?]
    /// What is wrong with the file itself.
    public let problems: [Diagnostic]
    private let classIndex: [String: Int]

    public var path: String { document.name }

    public init(path: String, bytes: [UInt8]) {
        document = SpecDocument(name: path, bytes: bytes, dialect: .xlform)
        let read = ProjectConfigurationReader(document)
        appClasses = read.appClasses
        customRowTypes = read.customRowTypes
        fieldTypes = read.fieldTypes
        severityOverrides = read.severity
        problems = read.problems
        var digest: [UInt8] = []
        for word in [TextBytes.hash(0x5eed, bytes[...]), TextBytes.hash(0x0fab, bytes[...]), bytes.count] {
            withUnsafeBytes(of: UInt64(bitPattern: Int64(word))) { digest.append(contentsOf: $0) }
        }
        declarationBytes = digest[...]
        classIndex = Dictionary(
            appClasses.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { a, _ in a })
    }

    public func appClass(_ name: String) -> AppClass? { classIndex[name].map { appClasses[$0] } }

    public func fieldType(_ name: String) -> CustomFieldType? { fieldTypes.first { $0.name.value == name } }

    /// Stands for the file's text in the keys of caches of per-row findings: two hashes and
    /// the length, so a key costs 24 bytes to compare however long the file.
    let declarationBytes: ArraySlice<UInt8>

    public static func == (a: ProjectConfiguration, b: ProjectConfiguration) -> Bool {
        a === b || (a.path == b.path && a.document.bytes == b.document.bytes)
    }
}
