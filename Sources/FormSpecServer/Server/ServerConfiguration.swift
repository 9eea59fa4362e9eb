/// How the server process was started.
public struct ServerConfiguration: Sendable {
    /// `serverInfo` in the initialize result.
    public var name: String
    public var version: String
    public var logLevel: LogLevel
    public var framing: FrameParser.Limits

    public init(
        name: String = "formspec", version: String, logLevel: LogLevel = .info,
        framing: FrameParser.Limits = FrameParser.Limits()
    ) {
        self.name = name
        self.version = version
        self.logLevel = logLevel
        self.framing = framing
    }
}
