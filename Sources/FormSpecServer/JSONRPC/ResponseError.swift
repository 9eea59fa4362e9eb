import FormSpecJSON

/// The error of a JSON-RPC response: a code from JSON-RPC 2.0 or LSP 3.17, a message for people
/// and optional data. Request handlers throw it to answer with an error.
public struct ResponseError: Error, Equatable, Sendable, CustomStringConvertible {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public var json: JSONValue {
        var object: JSONObject = ["code": .integer(Int64(code)), "message": .string(message)]
        if let data { object["data"] = data }
        return .object(object)
    }

    public var description: String { "\(code): \(message)" }

    // JSON-RPC 2.0
    public static let parseErrorCode = -32700
    public static let invalidRequestCode = -32600
    public static let methodNotFoundCode = -32601
    public static let invalidParamsCode = -32602
    public static let internalErrorCode = -32603
    // LSP 3.17
    public static let serverNotInitializedCode = -32002
    public static let requestFailedCode = -32803
    public static let requestCancelledCode = -32800

    public static func parseError(_ message: String) -> ResponseError { .init(code: parseErrorCode, message: message) }
    public static func invalidRequest(_ message: String) -> ResponseError {
        .init(code: invalidRequestCode, message: message)
    }
    public static func methodNotFound(_ method: String) -> ResponseError {
        .init(code: methodNotFoundCode, message: "method not found: \(method)")
    }
    public static func invalidParams(_ message: String) -> ResponseError {
        .init(code: invalidParamsCode, message: message)
    }
    public static func internalError(_ message: String) -> ResponseError {
        .init(code: internalErrorCode, message: message)
    }
    /// A valid request the server could not carry out (a rename it refuses, a text it cannot format).
    public static func requestFailed(_ message: String) -> ResponseError {
        .init(code: requestFailedCode, message: message)
    }
    public static let serverNotInitialized = ResponseError(
        code: serverNotInitializedCode, message: "the server is not initialized; send initialize first")
    public static let requestCancelled = ResponseError(code: requestCancelledCode, message: "request cancelled")

    /// Decodes the `error` member of a response the client sent.
    init(decoding value: JSONValue) {
        code = value["code"]?.intValue ?? ResponseError.internalErrorCode
        message = value["message"]?.stringValue ?? "(no message)"
        data = value["data"]
    }
}
