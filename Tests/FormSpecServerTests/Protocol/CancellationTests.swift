import FormSpecJSON
import XCTest

/// `$/cancelRequest` against a pull that takes long enough to be cancelled in flight.
final class CancellationTests: XCTestCase {
    func testACancelledPullIsAnsweredRequestCancelledAndTheServerGoesOn() throws {
        let server = try ServerProcess.started(ClientProfile.pull())
        let uri = "file:///w/large.form.json"
        server.open(uri, SpecText.rows(20000) + "  ,")
        // The request and its cancellation in one write: the analysis has barely started.
        let request: JSONValue = [
            "jsonrpc": "2.0", "id": "pull-1", "method": "textDocument/diagnostic",
            "params": ["textDocument": ["uri": .string(uri)]],
        ]
        let cancel: JSONValue = ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": "pull-1"]]
        server.sendRaw(ServerProcess.frame(request) + ServerProcess.frame(cancel))
        let cancelled = try server.response(to: "pull-1")
        XCTAssertEqual(cancelled["error"]?["code"], -32800)
        XCTAssertNil(cancelled["result"])

        // Cancelling what is unknown or finished does nothing; the next pull completes.
        server.notify("$/cancelRequest", ["id": 12345])
        server.notify("$/cancelRequest", ["id": "pull-1"])
        let full = try server.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
        XCTAssertEqual(full["result"]?["kind"], "full")
        XCTAssertEqual(full["result"]?.diagnosticCodes, ["json-syntax"])
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }
}
