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

    /// A cancelled preview stops its work, a drawn page's too: the preview threads busy with
    /// previews whose regex validators backtrack for a second each (four of them, two waiting)
    /// are free again at once when those are cancelled, and the next preview is answered
    /// without waiting for them.
    func testACancelledPreviewStopsItsWork() throws {
        let server = try ServerProcess.started(ClientProfile.push())
        let slow = (0..<20).map {
            #"{"tag": "r\#($0)", "rowType": "text", "value": "\#(String(repeating: "a", count: 40))!", "validators": [{"type": "regex", "regex": "(a+)+b", "msg": "m"}]}"#
        }
        let uri = "file:///w/slow.form.json"
        server.open(uri, #"{"sections": [{"rows": [\#(slow.joined(separator: ", "))]}]}"#)
        let params: JSONValue = ["textDocument": ["uri": .string(uri)]]
        // Compiled and cached: what follows is evaluation only.
        let first = try server.request("formspec/preview", params)
        XCTAssertNotNil(first["result"], first.encodedString())

        // Drawn pages stop as the results do.
        let page: JSONValue = ["textDocument": ["uri": .string(uri)], "format": "html"]
        let slowIDs = (0..<4).map { server.sendRequest("formspec/preview", $0 % 2 == 0 ? params : page) }
        Thread.sleep(forTimeInterval: 0.15)  // until two are matching on their threads
        for id in slowIDs { server.notify("$/cancelRequest", ["id": id]) }
        let cancelled = Date()
        let quick = try server.request("formspec/preview", ["spec": ["sections": []]])
        XCTAssertLessThan(Date().timeIntervalSince(cancelled), 0.6, "the preview threads were still busy")
        XCTAssertEqual(quick["result"]?["valid"], true)
        for id in slowIDs { XCTAssertEqual(try server.response(to: id)["error"]?["code"], -32800) }
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }
}
