import XCTest

@testable import FormSpecServer

final class FrameParserTests: XCTestCase {
    private func frame(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

    /// Feeds all bytes at once, then drains; `finish` adds the end-of-input event.
    private func events(
        _ bytes: [UInt8], finish: Bool = false, limits: FrameParser.Limits = .init()
    ) -> [FrameParser.Event] {
        var parser = FrameParser(limits: limits)
        parser.append(bytes)
        var result: [FrameParser.Event] = []
        while let event = parser.next() { result.append(event) }
        if finish, let event = parser.finish() { result.append(event) }
        return result
    }

    private func message(_ text: String) -> FrameParser.Event { .message(Array(text.utf8)) }

    func testMessagesSplitAtEveryByteAndJoinedInOneChunk() {
        let bytes = frame(#"{"a":1}"#) + frame("{}") + frame(#"{"é":"👍"}"#)
        XCTAssertEqual(events(bytes), [message(#"{"a":1}"#), message("{}"), message(#"{"é":"👍"}"#)])
        var parser = FrameParser()
        var received: [FrameParser.Event] = []
        for byte in bytes {
            parser.append([byte])
            while let event = parser.next() { received.append(event) }
        }
        XCTAssertEqual(received, events(bytes))
        XCTAssertNil(parser.finish())
        XCTAssertEqual(parser.bufferedByteCount, 0)
    }

    func testHeaderNamesAreCaseInsensitiveAndOtherFieldsAreIgnored() {
        let bytes = Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
        XCTAssertEqual(events(bytes), [message("{}")])
        XCTAssertEqual(events(Array("CONTENT-LENGTH:2  \r\n\r\n{}".utf8)), [message("{}")])
    }

    func testMissingContentLengthSkipsToTheNextHeader() {
        let bytes = Array("Content-Type: x\r\n\r\n{\"lost\": true}".utf8) + frame("{}")
        XCTAssertEqual(events(bytes), [.error(.missingContentLength("Content-Type: x")), message("{}")])
    }

    func testInvalidContentLengths() {
        for value in ["abc", "-1", "1.5", "", "1234567890123456789012"] {
            let result = events(Array("Content-Length: \(value)\r\n\r\n".utf8) + frame("{}"))
            XCTAssertEqual(result.count, 2, value)
            guard case .error(.invalidContentLength)? = result.first else { return XCTFail("\(value): \(result)") }
            XCTAssertEqual(result.last, message("{}"))
        }
        let conflicting = events(Array("Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}".utf8) + frame("[]"))
        XCTAssertEqual(conflicting, [.error(.invalidContentLength("conflicting values 2 and 3")), message("[]")])
    }

    func testGarbageBeforeAHeader() {
        XCTAssertEqual(
            events(Array("xyz".utf8) + frame("{}")),
            [.error(.missingContentLength("xyzContent-Length: 2")), message("{}")])
        let result = events(Array("hello\r\n".utf8) + frame("{}"))
        XCTAssertEqual(result, [.error(.invalidHeaderLine("hello")), message("{}")])
    }

    func testHeaderAndBodyLimits() {
        let limits = FrameParser.Limits(maxHeaderBytes: 64, maxContentLength: 10)
        let tooLong = events(Array(String(repeating: "a", count: 200).utf8) + frame("{}"), limits: limits)
        XCTAssertEqual(tooLong, [.error(.headerTooLarge(limit: 64)), message("{}")])
        // A body over the limit is never buffered: parsing resumes at the next header.
        let big = events(frame(String(repeating: " ", count: 11)) + frame("{}"), limits: limits)
        XCTAssertEqual(big, [.error(.contentTooLarge(length: 11, limit: 10)), message("{}")])
    }

    func testEndOfInput() {
        XCTAssertEqual(
            events(Array("Content-Length: 10\r\n\r\n{}".utf8), finish: true),
            [.error(.truncatedBody(expected: 10, received: 2))])
        XCTAssertEqual(
            events(Array("Content-Len".utf8), finish: true), [.error(.truncatedHeader(Array("Content-Len".utf8)))])
        XCTAssertEqual(events(frame("{}") + Array("\r\n ".utf8), finish: true), [message("{}")])
    }

    func testAnEmptyBodyIsAMessage() {
        XCTAssertEqual(events(Array("Content-Length: 0\r\n\r\n".utf8)), [.message([])])
    }

    func testLargeBodiesArriveWhole() {
        let body = "[" + String(repeating: "1,", count: 200_000) + "1]"
        var parser = FrameParser()
        var received: [FrameParser.Event] = []
        let bytes = frame(body) + frame("{}")
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + 4096)
            parser.append(Array(bytes[offset..<end]))
            offset = end
            while let event = parser.next() { received.append(event) }
        }
        XCTAssertEqual(received, [message(body), message("{}")])
    }
}

extension FrameParserTests {
    func testJunkIsReportedOnceUntilTheNextHeader() {
        let limits = FrameParser.Limits(maxHeaderBytes: 64, maxContentLength: 100)
        var parser = FrameParser(limits: limits)
        var received: [FrameParser.Event] = []
        for _ in 0..<20 {
            parser.append(Array(String(repeating: "junk ", count: 20).utf8))
            while let event = parser.next() { received.append(event) }
        }
        XCTAssertEqual(received, [.error(.headerTooLarge(limit: 64))])
        XCTAssertLessThan(parser.bufferedByteCount, 64, "junk is not kept")
        parser.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
        XCTAssertEqual(parser.next(), .message(Array("{}".utf8)))
        XCTAssertNil(parser.finish())
    }

    func testALargeBodyArrivingInChunksTakesItsOwnSizeAndNoMore() {
        // Grown by doubling, the buffer would take up to twice the body.
        let body = "[" + String(repeating: "1,", count: 1_500_000) + "1]"
        let bytes = frame(body) + frame("{}")
        var parser = FrameParser()
        var bodies: [[UInt8]] = []
        var offset = 0
        var most = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + 65_536)
            parser.append(Array(bytes[offset..<end]))
            offset = end
            while let event = parser.next() {
                if case .message(let message) = event { bodies.append(message) }
            }
            most = max(most, parser.bufferCapacity)
        }
        XCTAssertEqual(bodies, [Array(body.utf8), Array("{}".utf8)])
        XCTAssertLessThan(most, body.utf8.count + 200_000, "room for the body, not twice as much")
    }
}
