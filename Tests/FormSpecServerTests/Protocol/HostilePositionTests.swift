import FormSpecJSON
import XCTest

/// Positions and documents built to break the server: each case crashed an earlier build.
/// After each request the server must still answer.
final class HostilePositionTests: XCTestCase {
    static let uri = "file:///tmp/hostile.form.json"
    static let text = """
        {"sections": [{"rows": [
          {"tag": "a", "rowType": "booleanSwitch"}, {"tag": "b", "rowType": "text", "hidden": "$a == 1"}]}]}
        """

    /// Regression: a UTF-8 column near Int.max on any line but the first overflowed while
    /// converting it to an offset.
    func testColumnsNearIntMaxInBothEncodings() throws {
        for encodings in [["utf-8"], ["utf-16"]] {
            let server = try ServerProcess.started(
                ClientProfile.push(encodings: encodings), opening: Self.uri, Self.text)
            let document: JSONValue = ["uri": .string(Self.uri)]
            for (line, character) in [(1, Int64.max), (1, Int64.max - 1), (2, Int64.max), (0, Int64(Int32.max))] {
                let far: JSONValue = ["line": .integer(Int64(line)), "character": .integer(character)]
                let range: JSONValue = ["start": far, "end": far]
                let requests: [(String, JSONValue)] = [
                    ("textDocument/hover", ["textDocument": document, "position": far]),
                    ("textDocument/completion", ["textDocument": document, "position": far]),
                    ("textDocument/definition", ["textDocument": document, "position": far]),
                    (
                        "textDocument/references",
                        ["textDocument": document, "position": far, "context": ["includeDeclaration": true]]
                    ),
                    ("textDocument/prepareRename", ["textDocument": document, "position": far]),
                    ("textDocument/rename", ["textDocument": document, "position": far, "newName": "z"]),
                    ("textDocument/documentHighlight", ["textDocument": document, "position": far]),
                    ("textDocument/selectionRange", ["textDocument": document, "positions": [far]]),
                    ("textDocument/inlayHint", ["textDocument": document, "range": range]),
                    ("textDocument/semanticTokens/range", ["textDocument": document, "range": range]),
                    (
                        "textDocument/rangeFormatting",
                        ["textDocument": document, "range": range, "options": ["tabSize": 2, "insertSpaces": true]]
                    ),
                    (
                        "textDocument/codeAction",
                        ["textDocument": document, "range": range, "context": ["diagnostics": []]]
                    ),
                ]
                for (method, params) in requests {
                    let response = try server.request(method, params)
                    XCTAssertTrue(
                        response["result"] != nil || response["error"] != nil, "\(encodings) \(method): \(response)")
                }
                server.change(Self.uri, version: 2, [["range": range, "text": " "]])
                XCTAssertNotNil(try server.published(Self.uri, version: 2)["diagnostics"], "\(encodings)")
                server.change(Self.uri, version: 3, [["text": .string(Self.text)]])
                _ = try server.published(Self.uri, version: 3)
            }
            XCTAssertEqual(try server.shutdownAndExit(), 0, "\(encodings)")
        }
    }

    /// Regression: selection ranges inside 30,000 nested parentheses made a response nested
    /// 60,000 levels deep, and building it overflowed the stack (SIGSEGV).
    func testSelectionRangeInsideDeeplyNestedParentheses() throws {
        let depth = 30_000
        let predicate = String(repeating: "(", count: depth) + "$a == 1" + String(repeating: ")", count: depth)
        let text =
            #"{"sections": [{"rows": [{"tag": "a", "rowType": "booleanSwitch"}, {"tag": "b", "rowType": "text", "hidden": ""#
            + predicate + #""}]}]}"#
        let server = try ServerProcess.started(ClientProfile.push(encodings: ["utf-8"]), opening: Self.uri, text)
        let column = PositionOracle.utf8Offset(of: "$a ==", in: text) + 1
        let result = try server.result(
            "textDocument/selectionRange",
            [
                "textDocument": ["uri": .string(Self.uri)],
                "positions": [["line": 0, "character": .integer(Int64(column))]],
            ])
        var levels = 0
        var node = result[0]
        while let current = node {
            levels += 1
            node = current["parent"]
        }
        XCTAssertGreaterThan(levels, 100)
        XCTAssertLessThanOrEqual(levels, 256)
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }
}
