import FormSpecJSON
import XCTest

@testable import FormSpecServer

/// Envelope validation, params paths and session negotiation.
final class JSONRPCTests: XCTestCase {
    private func decode(_ text: String) -> Result<IncomingMessage, MalformedMessage> {
        IncomingMessage.decode(Array(text.utf8))
    }

    func testWellFormedMessages() {
        XCTAssertEqual(
            try decode(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":1}}"#).get(),
            .request(id: .integer(1), method: "m", params: ["a": 1]))
        XCTAssertEqual(
            try decode(#"{"jsonrpc":"2.0","id":"x","method":"m","params":null}"#).get(),
            .request(id: .string("x"), method: "m", params: nil))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","method":"n"}"#).get(), .notification(method: "n", params: nil))
        XCTAssertEqual(
            try decode(#"{"jsonrpc":"2.0","id":2.0,"result":null}"#).get(),
            .response(id: .integer(2), result: .success(.null)))
        XCTAssertEqual(
            try decode(#"{"jsonrpc":"2.0","id":3,"error":{"code":-1,"message":"no"}}"#).get(),
            .response(id: .integer(3), result: .failure(ResponseError(code: -1, message: "no"))))
    }

    func testMalformedMessages() {
        func failure(_ text: String) -> MalformedMessage? {
            if case .failure(let m) = decode(text) { return m }
            return nil
        }
        XCTAssertEqual(failure("{")?.error.code, -32700)
        XCTAssertEqual(failure("[]")?.error.code, -32600)
        XCTAssertEqual(
            failure("[]")?.error.message, "a message must be a JSON object, got array (batches are not part of LSP)")
        XCTAssertEqual(failure(#"{"id":1,"method":"m"}"#)?.id, .integer(1))
        XCTAssertEqual(failure(#"{"jsonrpc":"1.0","id":1,"method":"m"}"#)?.error.code, -32600)
        XCTAssertEqual(failure(#"{"jsonrpc":"2.0","id":true,"method":"m"}"#)?.id, nil)
        XCTAssertEqual(failure(#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#)?.error.code, -32600)
        XCTAssertEqual(failure(#"{"jsonrpc":"2.0","id":1,"method":"m","params":3}"#)?.error.code, -32602)
        XCTAssertEqual(failure(#"{"jsonrpc":"2.0"}"#)?.error.code, -32600)
        let both = failure(#"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":""}}"#)
        XCTAssertEqual(both?.isResponse, true)
    }

    func testParamsPaths() throws {
        let params = Params(["textDocument": ["uri": 5], "list": [1, "two"], "flag": nil, "text": "t"])
        XCTAssertThrowsError(try params["textDocument"]["uri"].string()) {
            XCTAssertEqual(
                $0 as? ResponseError, .invalidParams("params.textDocument.uri: expected a string, got number"))
        }
        XCTAssertThrowsError(try params["text"]["inner"].string()) {
            XCTAssertEqual($0 as? ResponseError, .invalidParams("params.text: expected an object, got string"))
        }
        XCTAssertThrowsError(try params["missing"].int()) {
            XCTAssertEqual(
                $0 as? ResponseError, .invalidParams("params.missing: expected an integer, but it is missing"))
        }
        XCTAssertThrowsError(try params["list"].array()[1].int()) {
            XCTAssertEqual($0 as? ResponseError, .invalidParams("params.list[1]: expected an integer, got string"))
        }
        XCTAssertNil(try params["flag"].optionalBool())
        XCTAssertNil(try params["absent"].optionalString())
        XCTAssertTrue(params["flag"].isAbsent)
        XCTAssertEqual(try params["list"][0].int(), 1)
        XCTAssertEqual(try Params(["line": 2, "character": 0]).position(), LinePosition(line: 2, character: 0))
        XCTAssertThrowsError(try Params(["value": "loud"]).self["value"].oneOf(["off", "messages"])) {
            XCTAssertEqual(($0 as? ResponseError)?.message, "params.value: expected one of off, messages, got \"loud\"")
        }
    }

    func testSessionNegotiation() {
        func session(_ capabilities: JSONValue) -> Session { Session(client: ClientCapabilities(capabilities)) }
        XCTAssertEqual(session([:]).encoding, .utf16)
        XCTAssertEqual(session(["general": ["positionEncodings": ["utf-32", "utf-16", "utf-8"]]]).encoding, .utf8)
        XCTAssertEqual(session(["general": ["positionEncodings": ["utf-32"]]]).encoding, .utf16)
        XCTAssertEqual(session([:]).diagnosticMode, .push)
        XCTAssertEqual(session(["textDocument": ["diagnostic": [:]]]).diagnosticMode, .pull)
        XCTAssertEqual(session(["textDocument": ["diagnostic": nil]]).diagnosticMode, .push)
        let format = session([
            "textDocument": ["publishDiagnostics": ["relatedInformation": true, "tagSupport": ["valueSet": [2]]]]
        ])
        .diagnosticFormat
        XCTAssertEqual(format, LSPDiagnostic.Options(relatedInformation: true, unnecessaryTag: false))
    }

    func testEveryStandardRequestIsAdvertisedWhenEnabled() {
        // A handler without a capability would answer requests clients are never told about.
        let registry = FeatureRegistry.standard
        let pull = Session(client: ClientCapabilities(["textDocument": ["diagnostic": [:]]]))
        let push = Session(client: ClientCapabilities([:]))
        XCTAssertNotNil(registry.requestHandler("textDocument/diagnostic", in: pull))
        XCTAssertNotNil(registry.serverCapabilities(for: pull)["diagnosticProvider"])
        XCTAssertNil(registry.requestHandler("textDocument/diagnostic", in: push))
        XCTAssertNil(registry.serverCapabilities(for: push)["diagnosticProvider"])
    }
}

extension JSONRPCTests {
    func testFramesRoundTripThroughTheParser() throws {
        let message: JSONValue = [
            "jsonrpc": "2.0", "method": "m", "params": ["text": "a\u{0}é👍\"\\\n", "empty": "", "n": -3, "x": 0.1],
        ]
        let frame = MessageWriter.frame(message)
        var parser = FrameParser()
        parser.append(frame + frame)
        for _ in 0..<2 {
            guard case .message(let body)? = parser.next() else { return XCTFail("no message") }
            XCTAssertEqual(try JSONValue(decoding: body), message)
        }
        XCTAssertNil(parser.next())
    }

    /// A result encoded where it was computed is framed as the same bytes as the value would be.
    func testPreEncodedResultsFrameAsTheirValues() {
        let results: [JSONValue] = [[:], ["a": [1, 0.1, "é", nil]], [.double(1.0 / 3.0), 0.1], "text", 42]
        for id in [RequestID.integer(7), .string("x\"y")] {
            for result in results {
                var writer = JSONWriter()
                writer.value(result)
                XCTAssertEqual(
                    Array(OutgoingMessage.responseFrame(id: id, result: writer.finishValue()).joined()),
                    MessageWriter.frame(OutgoingMessage.response(id: id, result: .success(result))))
            }
        }
    }
}
