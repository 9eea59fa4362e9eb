import FormSpecJSON
import Foundation
import XCTest

@testable import FormSpecServer

/// The server tells its host when a message carrying a large text has been handled and let go
/// of (`ServerConfiguration.largeTextReleased`), so that the memory of its copies can be handed
/// back while the document is analysed; other messages do not.
final class LargeTextReleaseTests: XCTestCase {
    private let large = String(repeating: " ", count: 1 << 20) + "{}"
    private let uri = "file:///t/a.form.json"

    private func notification(_ method: String, _ params: JSONValue) -> InboundEvent {
        .message(.notification(method: method, params: params))
    }

    private func open(_ text: String) -> JSONValue {
        ["textDocument": ["uri": .string(uri), "languageId": "json", "version": 1, "text": .string(text)]]
    }

    private func change(_ changes: [JSONValue]) -> JSONValue {
        ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": .array(changes)]
    }

    func testOnlyDidOpenAndWholeChangesOfAMegabyteCarryALargeText() {
        XCTAssertTrue(notification("textDocument/didOpen", open(large)).carriesLargeText)
        XCTAssertFalse(notification("textDocument/didOpen", open("{}")).carriesLargeText)
        XCTAssertTrue(
            notification("textDocument/didChange", change([["text": "{}"], ["text": .string(large)]])).carriesLargeText)
        XCTAssertFalse(notification("textDocument/didChange", change([["text": "{}"]])).carriesLargeText)
        XCTAssertFalse(
            notification("workspace/didChangeConfiguration", ["settings": ["text": .string(large)]]).carriesLargeText)
        XCTAssertFalse(
            InboundEvent.message(.request(id: .integer(1), method: "textDocument/didOpen", params: open(large)))
                .carriesLargeText)
    }

    private final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.withLock { value += 1 } }
        var current: Int { lock.withLock { value } }
    }

    private func frame(_ object: JSONObject) -> [UInt8] {
        let body = JSONValue.object(object).encoded()
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    func testTheServerSaysSoOnceForEachLargeTextItHandled() async throws {
        var toServer: [Int32] = [0, 0]
        var fromServer: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&toServer), 0)
        XCTAssertEqual(pipe(&fromServer), 0)
        let count = Count()
        let configuration = ServerConfiguration(version: "test", logLevel: .error, largeTextReleased: { count.add() })
        let (input, output) = (toServer[0], fromServer[1])
        let served = Task.detached {
            let status = await LanguageServer.serve(configuration: configuration, input: input, output: output)
            close(output)
            return status
        }
        let readEnd = fromServer[0]
        let reader = Thread {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while chunk.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
        }
        reader.start()
        var bytes = frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        bytes += frame(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        bytes += frame(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": open(large)])
        bytes += frame(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": change([["text": "{}"]])])
        bytes += frame([
            "jsonrpc": "2.0", "method": "textDocument/didChange", "params": change([["text": .string(large)]]),
        ])
        bytes += frame(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        bytes += frame(["jsonrpc": "2.0", "method": "exit"])
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { write(toServer[1], $0.baseAddress! + sent, $0.count - sent) }
            XCTAssertGreaterThan(n, 0)
            if n <= 0 { break }
            sent += n
        }
        close(toServer[1])
        let status = await served.value
        close(toServer[0])
        while !reader.isFinished { usleep(1_000) }
        close(readEnd)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(count.current, 2, "the didOpen and the whole change, not the small change")
    }
}
