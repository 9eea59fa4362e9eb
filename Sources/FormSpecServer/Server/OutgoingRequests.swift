import FormSpecJSON

/// Called on the server actor with the client's answer to a request the server sent.
typealias ResponseHandler = @Sendable (isolated ServerCore, Result<JSONValue, ResponseError>) -> Void

/// Requests the server sent to the client (`workspace/configuration`, refresh requests) that
/// await an answer.
struct OutgoingRequests: Sendable {
    private var lastID: Int64 = 0
    private var pending: [RequestID: (method: String, handler: ResponseHandler)] = [:]

    mutating func register(_ method: String, _ handler: @escaping ResponseHandler) -> RequestID {
        lastID += 1
        let id = RequestID.integer(lastID)
        pending[id] = (method, handler)
        return id
    }

    mutating func complete(_ id: RequestID) -> (method: String, handler: ResponseHandler)? {
        pending.removeValue(forKey: id)
    }
}
