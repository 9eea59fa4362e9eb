import FormSpecJSON

/// How diagnostics reach the client: pulled by it (`textDocument/diagnostic`) when it can,
/// pushed (`textDocument/publishDiagnostics`) otherwise; never both for one client.
public enum DiagnosticMode: String, Sendable {
    case push, pull
}

/// What `initialize` settled for the rest of the connection.
public struct Session: Sendable {
    public let client: ClientCapabilities
    /// Unit of `character` in every position read or sent.
    public let encoding: PositionEncoding
    public let diagnosticMode: DiagnosticMode
    public let clientName: String?

    /// How diagnostics are encoded for this client.
    public let diagnosticFormat: LSPDiagnostic.Options

    public init(client: ClientCapabilities, clientName: String? = nil) {
        self.client = client
        self.clientName = clientName
        encoding = Session.negotiateEncoding(client.positionEncodings)
        diagnosticMode = client.supportsPullDiagnostics ? .pull : .push
        diagnosticFormat = LSPDiagnostic.Options(
            relatedInformation: client.supportsRelatedInformation,
            unnecessaryTag: client.diagnosticTags.contains(1))
    }

    /// UTF-8 when the client offers it: our offsets are bytes, so no column needs counting.
    /// Otherwise UTF-16, which every client must support.
    static func negotiateEncoding(_ offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }
}
