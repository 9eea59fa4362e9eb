/// How the server process was started.
public struct ServerConfiguration: Sendable {
    /// `serverInfo` in the initialize result.
    public var name: String
    public var version: String
    public var logLevel: LogLevel
    public var framing: FrameParser.Limits
    /// Called once a message carrying a large text (a didOpen, or a didChange replacing the
    /// whole text, of a megabyte or more) has been handled and let go of. Its copies of the
    /// text (the frame, the decoded message) are free then, while the document's analysis
    /// is under way; the process may hand their memory back (`formspec lsp` asks glibc to).
    public var largeTextReleased: (@Sendable () -> Void)?

    public init(
        name: String = "formspec", version: String, logLevel: LogLevel = .info,
        framing: FrameParser.Limits = FrameParser.Limits(), largeTextReleased: (@Sendable () -> Void)? = nil
    ) {
        self.name = name
        self.version = version
        self.logLevel = logLevel
        self.framing = framing
        self.largeTextReleased = largeTextReleased
    }
}
