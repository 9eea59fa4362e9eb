import FormSpec
import FormSpecJSON
import TestSupport
import XCTest

@testable import FormSpecServer

/// Publications spliced from encodings kept between them must be, byte for byte, the message
/// encoded whole.
final class EncodedDiagnosticsTests: XCTestCase {
    private func whole(_ uri: String, _ version: Int, _ items: [JSONValue]) -> [UInt8] {
        OutgoingMessage.notification(
            "textDocument/publishDiagnostics",
            ["uri": .string(uri), "version": JSONValue(version), "diagnostics": .array(items)]
        ).encoded()
    }

    private func whole(_ uri: String, _ version: Int, _ diagnostics: [Diagnostic], _ lines: LineIndex) -> [UInt8] {
        whole(uri, version, diagnostics.map { LSPDiagnostic.encode($0, lines: lines, encoding: .utf16, uri: uri) })
    }

    func testPublicationsOfAnEditedSpecMatchTheWholeEncoding() {
        let cache = EncodedDiagnostics(limit: 64)  // small: generations turn over during the test
        var rng = SeededGenerator(seed: 3)
        var text = Array(Self.spec.utf8)
        let uri = "file:///é.form.json"
        for version in 1...300 {
            let offset = Int(rng.next() % UInt64(text.count))
            if text[offset] < 0x80 {
                text[offset] = [UInt8(ascii: "x"), UInt8(ascii: "\""), UInt8(ascii: "1"), 0x0A][Int(rng.next() % 4)]
            }
            let spec = SpecDocument(bytes: text)
            let found = Analyzer.analyze(spec)
            XCTAssertEqual(
                cache.publication(uri: uri, version: version, diagnostics: found, lines: spec.lines, encoding: .utf16),
                whole(uri, version, found, spec.lines), "version \(version)")
        }
    }

    func testValuesEqualAsJSONButWrittenDifferently() {
        let cache = EncodedDiagnostics()
        let lines = LineIndex(Array("line one\nline two 👍\n".utf8))
        func finding(
            _ message: String, data: JSONValue? = nil, at start: Int = 0, related: [RelatedLocation] = []
        ) -> Diagnostic {
            Diagnostic(.unknownTag, message, at: TextRange(start, start + 2), related: related, data: data)
        }
        let a: JSONObject = ["x": 1, "y": 2]
        let b: JSONObject = ["y": 2, "x": 1]
        let sets: [[Diagnostic]] = [
            [],
            [finding("m", data: .object(a))], [finding("m", data: .object(b))],  // same members, other order
            [finding("caf\u{E9}")], [finding("cafe\u{301}")],  // canonically equivalent strings
            [finding("m", data: .double(0.0))], [finding("m", data: .double(-0.0))],
            [finding("m", data: .integer(1))], [finding("m", data: .double(1))],
            [finding("tab\t \"quoted\" \u{0} / \\ 👍", data: .double(1.5), at: 9)],
            [finding("m", data: .double(0.1 + 0.2)), finding("n", data: .double(0.5))],  // 17 digits: encoded whole
            [finding("n", data: .double(0.5)), finding("m", data: ["v": .double(0.1 + 0.2)])],
            [
                finding("m", related: [RelatedLocation(TextRange(9, 12), "r")]),
                finding("m", related: [RelatedLocation(TextRange(10, 12), "r")]),
            ],
            [finding("m", data: .object(a), at: 1), finding("m", data: .object(b), at: 1)],
        ]
        for round in 0..<2 {
            for (i, found) in sets.enumerated() {
                XCTAssertEqual(
                    String(
                        decoding: cache.publication(
                            uri: "u", version: i, diagnostics: found, lines: lines, encoding: .utf16), as: UTF8.self),
                    String(decoding: whole("u", i, found, lines), as: UTF8.self), "round \(round), set \(i)")
            }
        }
    }

    static let spec = #"""
        {"title": "Fixture", "sections": [{"title": "Ñ", "rows": [
          {"tag": "a", "rowType": "text", "title": "A", "hidden": "$b == 1.5 OR $c == 'é'", "value": 3},
          {"tag": "b", "rowType": "selectorPush", "selectorOptions": [1, 2.5, "x"], "value": 0.25},
          {"tag": "c", "rowType": "bogus", "validators": [{"type": "regex", "regex": "(", "msg": "m"}]},
          {"tag": "a", "rowType": "stepCounter", "value": "7", "cellConfig": {"stepControl.maximumValue": "ten"}}
        ]}]}
        """#
}
