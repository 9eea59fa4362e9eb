import FormSpecJSON

/// A well-formed JSON-RPC 2.0 message received from the client. `params` is nil when absent
/// or `null` (eglot sends `"params": null` on shutdown and exit).
public enum IncomingMessage: Sendable, Equatable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: RequestID, result: Result<JSONValue, ResponseError>)
}

/// A message body that could not be used, with what the JSON-RPC spec says to answer:
/// the error, addressed to the request's id when one could be read (otherwise `null`).
public struct MalformedMessage: Error, Sendable, Equatable {
    public var error: ResponseError
    public var id: RequestID?
    /// Responses to the server's own requests are never answered, even when broken.
    public var isResponse: Bool
}

extension IncomingMessage {
    /// Decodes and validates one message body.
    public static func decode(_ body: [UInt8]) -> Result<IncomingMessage, MalformedMessage> {
        let value: JSONValue
        do {
            value = try JSONValue(decoding: body)
        } catch {
            return .failure(MalformedMessage(error: .parseError("invalid JSON: \(error)"), id: nil, isResponse: false))
        }
        return validate(value)
    }

    /// Checks the JSON-RPC envelope of a decoded value.
    public static func validate(_ value: JSONValue) -> Result<IncomingMessage, MalformedMessage> {
        func invalid(
            _ message: String, _ id: RequestID? = nil, response: Bool = false
        ) -> Result<IncomingMessage, MalformedMessage> {
            .failure(MalformedMessage(error: .invalidRequest(message), id: id, isResponse: response))
        }
        guard case .object(let object) = value else {
            let batch = value.arrayValue != nil ? " (batches are not part of LSP)" : ""
            return invalid("a message must be a JSON object, got \(value.typeName)\(batch)")
        }
        var id: RequestID?
        if let rawID = object["id"] {
            guard let valid = RequestID(rawID) else {
                return invalid("id: expected an integer or a string, got \(rawID.typeName)")
            }
            id = valid
        }
        guard object["jsonrpc"] == .string("2.0") else {
            return invalid("jsonrpc: expected \"2.0\"", id, response: object["method"] == nil)
        }
        let params = object["params"].nonNull
        if let rawMethod = object["method"] {
            guard let method = rawMethod.stringValue else {
                return invalid("method: expected a string, got \(rawMethod.typeName)", id)
            }
            if let params, params.objectValue == nil, params.arrayValue == nil {
                return .failure(
                    MalformedMessage(
                        error: .invalidParams("params: expected an object or an array, got \(params.typeName)"),
                        id: id, isResponse: false))
            }
            if let id { return .success(.request(id: id, method: method, params: params)) }
            return .success(.notification(method: method, params: params))
        }
        guard let id else { return invalid("a message needs a method (request, notification) or an id (response)") }
        switch (object["result"], object["error"]) {
        case (let result?, nil): return .success(.response(id: id, result: .success(result)))
        case (nil, let error?): return .success(.response(id: id, result: .failure(ResponseError(decoding: error))))
        default: return invalid("a response must have exactly one of result and error", id, response: true)
        }
    }
}

/// Messages the server sends, built as `JSONValue` for the jansson encoder.
enum OutgoingMessage {
    static func response(id: RequestID?, result: Result<JSONValue, ResponseError>) -> JSONValue {
        var object: JSONObject = ["jsonrpc": "2.0", "id": id?.json ?? .null]
        switch result {
        case .success(let value): object["result"] = value
        case .failure(let error): object["error"] = error.json
        }
        return .object(object)
    }

    /// The framed response for a result encoded beforehand, in parts (`MessageWriter.write(parts:)`):
    /// joined, the same bytes as `MessageWriter.frame(response(id:result:))` with the result as
    /// a value. The result's text is not copied: the members before it hold no reals, so its
    /// text stands as it is (a preview's is tens of kilobytes).
    static func responseFrame(id: RequestID, result: EncodedJSON) -> [[UInt8]] {
        var writer = JSONWriter(capacity: 64)
        writer.beginObject()
        writer.key("jsonrpc")
        writer.string("2.0")
        writer.key("id")
        writer.value(id.json)
        writer.key("result")
        let head = writer.finish()
        return MessageWriter.framed(parts: [head, result.bytes, [UInt8(ascii: "}")]])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    static func request(id: RequestID, _ method: String, _ params: JSONValue?) -> JSONValue {
        var object: JSONObject = ["jsonrpc": "2.0", "id": id.json, "method": .string(method)]
        if let params { object["params"] = params }
        return .object(object)
    }
}
