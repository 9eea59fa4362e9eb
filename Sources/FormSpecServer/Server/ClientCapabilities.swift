import FormSpecJSON

/// The `capabilities` a client sent in `initialize`, with accessors for what the server
/// consults. Features read other flags through `value(_:)` instead of adding fields here.
public struct ClientCapabilities: Sendable {
    public let raw: JSONValue

    public init(_ raw: JSONValue?) {
        self.raw = raw ?? .object(JSONObject())
    }

    /// The value at a path of member names, e.g. `value("textDocument", "hover")`.
    public func value(_ path: String...) -> JSONValue? {
        path.reduce(Optional(raw)) { $0?[$1] }
    }

    /// True only for an explicit `true` at the path.
    public func flag(_ path: String...) -> Bool {
        path.reduce(Optional(raw)) { $0?[$1] } == .bool(true)
    }

    /// `general.positionEncodings`, in the client's order of preference.
    public var positionEncodings: [String] {
        value("general", "positionEncodings")?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// The client can pull diagnostics (`textDocument/diagnostic`, LSP 3.17).
    public var supportsPullDiagnostics: Bool { value("textDocument", "diagnostic")?.objectValue != nil }

    public var supportsConfigurationRequest: Bool { flag("workspace", "configuration") }

    public var supportsDiagnosticRefresh: Bool { flag("workspace", "diagnostics", "refreshSupport") }

    public var supportsRelatedInformation: Bool {
        flag("textDocument", "publishDiagnostics", "relatedInformation")
            || flag("textDocument", "diagnostic", "relatedInformation")
    }

    /// Diagnostic tags the client renders (1 unnecessary, 2 deprecated).
    public var diagnosticTags: Set<Int> {
        let push = value("textDocument", "publishDiagnostics", "tagSupport", "valueSet")?.arrayValue ?? []
        let pull = value("textDocument", "diagnostic", "tagSupport", "valueSet")?.arrayValue ?? []
        return Set((push + pull).compactMap(\.intValue))
    }
}
