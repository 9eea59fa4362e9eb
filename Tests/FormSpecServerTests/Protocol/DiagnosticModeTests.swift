import FormSpecJSON
import XCTest

/// Push (publishDiagnostics) for clients that cannot pull, pull (textDocument/diagnostic) for
/// those that can, never both; staleness and coalescing of pushed results.
final class DiagnosticModeTests: XCTestCase {
    static let duplicateTags =
        #"{"sections": [{"rows": [{"tag": "a", "rowType": "text"}, {"tag": "a", "rowType": "text"}]}]}"#

    func testRelatedInformationOnlyForClientsThatSupportIt() throws {
        for supported in [true, false] {
            let server = try ServerProcess.started(ClientProfile.push(relatedInformation: supported))
            server.open("file:///w/dup.form.json", DiagnosticModeTests.duplicateTags, version: 7)
            let published = try server.published("file:///w/dup.form.json")
            XCTAssertEqual(published["version"], 7)
            let diagnostic = try XCTUnwrap(published["diagnostics"]?[0])
            XCTAssertEqual(diagnostic["code"], "duplicate-tag")
            XCTAssertEqual(diagnostic["source"], "formspec")
            XCTAssertEqual(diagnostic["severity"], 1)
            XCTAssertEqual(diagnostic["relatedInformation"] != nil, supported)
            XCTAssertEqual(try server.shutdownAndExit(), 0)
        }
    }

    func testPullClientsPullAndAreNeverPushedTo() throws {
        let server = try ServerProcess.started(ClientProfile.pull())
        let uri = "file:///w/pulled.form.json"
        server.open(uri, DiagnosticModeTests.duplicateTags)
        let params: JSONValue = ["textDocument": ["uri": .string(uri)]]
        let first = try XCTUnwrap(server.request("textDocument/diagnostic", params)["result"])
        XCTAssertEqual(first["kind"], "full")
        XCTAssertEqual(first.diagnosticCodes, ["duplicate-tag"])
        let resultId = try XCTUnwrap(first["resultId"]?.stringValue)

        // Same text, same settings: unchanged.
        let again = try XCTUnwrap(
            server.request(
                "textDocument/diagnostic",
                [
                    "textDocument": ["uri": .string(uri)],
                    "previousResultId": .string(resultId),
                ])["result"])
        XCTAssertEqual(again, ["kind": "unchanged", "resultId": .string(resultId)])

        // After an edit the old id no longer matches.
        server.change(uri, version: 2, [["text": #"{"sections": []}"#]])
        let edited = try XCTUnwrap(
            server.request(
                "textDocument/diagnostic",
                [
                    "textDocument": ["uri": .string(uri)],
                    "previousResultId": .string(resultId),
                ])["result"])
        XCTAssertEqual(edited["kind"], "full")
        XCTAssertEqual(edited.diagnosticCodes, [])
        XCTAssertNotEqual(edited["resultId"], .string(resultId))

        // Documents that are not open (or not ours) have nothing to report.
        let unknown = try server.request("textDocument/diagnostic", ["textDocument": ["uri": "file:///w/other.json"]])
        XCTAssertEqual(unknown["result"], ["kind": "full", "items": []])

        server.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        _ = try server.request("shutdown", nil)
        XCTAssertFalse(server.pending.contains { $0["method"] == "textDocument/publishDiagnostics" })
    }

    func testPushClientsCannotPull() throws {
        let server = try ServerProcess.started(ClientProfile.push())
        let response = try server.request("textDocument/diagnostic", ["textDocument": ["uri": "file:///w/a.form.json"]])
        XCTAssertEqual(response["error"]?["code"], -32601)
    }

    func testPullParamsAreChecked() throws {
        let server = try ServerProcess.started(ClientProfile.pull())
        let wrongType = try server.request("textDocument/diagnostic", ["textDocument": ["uri": 42]])
        XCTAssertEqual(wrongType["error"]?["code"], -32602)
        XCTAssertEqual(wrongType["error"]?["message"], "params.textDocument.uri: expected a string, got number")
        let missing = try server.request("textDocument/diagnostic", ["textDocument": [:]])
        XCTAssertEqual(missing["error"]?["message"], "params.textDocument.uri: expected a string, but it is missing")
        let notObject = try server.request("textDocument/diagnostic", ["textDocument": "file:///w/a.form.json"])
        XCTAssertEqual(notObject["error"]?["message"], "params.textDocument: expected an object, got string")
        let previous = try server.request(
            "textDocument/diagnostic", ["textDocument": ["uri": "file:///a"], "previousResultId": 3])
        XCTAssertEqual(previous["error"]?["message"], "params.previousResultId: expected a string, got number")
    }

    func testABurstOfChangesIsCoalescedAndOnlyTheNewestVersionIsPublished() throws {
        let server = try ServerProcess.started(arguments: ["lsp", "--log-level", "trace"])
        let uri = "file:///w/large.form.json"
        // Large enough that its analysis is still running when the changes arrive. The five
        // changes are framed before the open and written in one go, so that they arrive as a
        // burst however fast either side is.
        var text = SpecText.rows(20000)
        let opened = text
        var burst: [UInt8] = []
        for version in 2...6 {
            text.insert("x", at: text.index(text.startIndex, offsetBy: 11))
            burst += ServerProcess.frame([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": .string(uri), "version": JSONValue(version)],
                    "contentChanges": [["text": .string(text)]],
                ],
            ])
        }
        server.open(uri, opened)
        server.sendRaw(burst)
        XCTAssertEqual(try server.published(uri, version: 6)["version"], 6)
        XCTAssertEqual(try server.shutdownAndExit(), 0)
        let stale = server.pending.filter { $0["method"] == "textDocument/publishDiagnostics" }
        XCTAssertEqual(stale.map { $0["params"]?["version"] }, [], "only the newest text is published")
        // Which intermediate versions get analysed depends on timing; that the first and the
        // newest are, in order, and not every version, does not.
        let analysed = server.stderr.split(separator: "\n").filter { $0.contains("analysing \(uri)") }
            .compactMap { Int($0.split(separator: " ").last ?? "") }
        XCTAssertEqual(analysed.first, 1, server.stderr)
        XCTAssertEqual(analysed.last, 6, server.stderr)
        XCTAssertEqual(analysed, analysed.sorted(), server.stderr)
        XCTAssertLessThan(analysed.count, 6, "a burst of edits is coalesced: \(analysed)")
    }

    func testTheServerAnswersWhileSeveralDocumentsAreAnalysed() throws {
        let server = try ServerProcess.started()
        let text = SpecText.rows(20000)
        let uris = (0..<4).map { "file:///w/large\($0).form.json" }
        for uri in uris { server.open(uri, text) }
        // Four analyses of about half a second each (debug build) run one after another on the
        // analysis thread; the next request is still answered at once, long before the last
        // of them can be published.
        let response = try server.request("formspec/unknown", nil)
        XCTAssertEqual(response["error"]?["code"], -32601)
        let publishedBefore = server.pending.filter { $0["method"] == "textDocument/publishDiagnostics" }.count
        XCTAssertLessThan(publishedBefore, uris.count, "the request waited for the analyses to finish")
        for uri in uris { XCTAssertEqual(try server.published(uri).diagnosticCodes, []) }
    }
}
