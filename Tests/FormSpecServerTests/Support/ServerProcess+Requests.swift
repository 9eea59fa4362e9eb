import FormSpecJSON
import XCTest

extension ServerProcess {
    /// A started server with `text` open at `uri` and its first diagnostics received.
    static func started(_ capabilities: JSONValue, opening uri: String, _ text: String) throws -> ServerProcess {
        let server = try ServerProcess.started(capabilities)
        server.open(uri, text)
        _ = try server.published(uri)
        return server
    }

    /// The `result` of a request; throws with the whole response when it has none.
    func result(_ method: String, _ params: JSONValue) throws -> JSONValue {
        let response = try request(method, params)
        return try XCTUnwrap(response["result"], response.encodedString())
    }
}
