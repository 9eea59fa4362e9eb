import FormSpec
import FormSpecJSON
@testable import FormSpecServer
import TestSupport
import XCTest

/// Publications spliced from encodings kept between them must be, byte for byte, the message
/// encoded whole.
final class EncodedDiagnosticsTests: XCTestCase {
    private func whole(_ uri: String, _ version: Int, _ items: [JSONValue]) -> [UInt8] {
        OutgoingMessage.notification("textDocument/publishDiagnostics",
                                     ["uri": .string(uri), "version": JSONValue(version), "diagnostics": .array(items)]).encoded()
    }

    func testPublicationsOfAnEditedSpecMatchTheWholeEncoding() {
        let cache = EncodedDiagnostics(limit: 64)  // small: generations turn over during the test
        var rng = SeededGenerator(seed: 3)
        var text = Array(Self.spec.utf8)
        for version in 1...300 {
            let offset = Int(rng.next() % UInt64(text.count))
            if text[offset] < 0x80 { text[offset] = [UInt8(ascii: "x"), UInt8(ascii: "\""), UInt8(ascii: "1")][Int(rng.next() % 3)] }
            let spec = SpecDocument(bytes: text)
            let items = Analyzer.analyze(spec).map {
                LSPDiagnostic.encode($0, lines: spec.lines, encoding: .utf16, uri: "file:///é.form.json")
            }
            XCTAssertEqual(cache.publication(uri: "file:///é.form.json", version: version, diagnostics: items),
                           whole("file:///é.form.json", version, items), "version \(version)")
        }
    }

    func testValuesEqualAsJSONButWrittenDifferently() {
        let cache = EncodedDiagnostics()
        let a: JSONObject = ["x": 1, "y": 2]
        let b: JSONObject = ["y": 2, "x": 1]
        let sets: [[JSONValue]] = [
            [],
            [.object(a)], [.object(b)],  // same members, other order
            [.string("caf\u{E9}")], [.string("cafe\u{301}")],  // canonically equivalent strings
            [.double(0.0)], [.double(-0.0)], [.integer(1)], [.double(1)],
            [.double(1.5), .string("tab\t \"quoted\" \u{0} / \\ 👍")],
            [.double(0.1 + 0.2), .double(0.5)],  // needs 17 digits: encoded whole
            [.double(0.5), ["data": ["v": .double(0.1 + 0.2)]]],
            [.object(a), .object(b), .object(a)],
        ]
        for round in 0..<2 {
            for (i, items) in sets.enumerated() {
                XCTAssertEqual(String(decoding: cache.publication(uri: "u", version: i, diagnostics: items), as: UTF8.self),
                               String(decoding: whole("u", i, items), as: UTF8.self), "round \(round), set \(i)")
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
