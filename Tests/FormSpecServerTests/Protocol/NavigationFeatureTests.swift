import FormSpecJSON
import XCTest

/// Tags as symbols through the real binary, under UTF-16 and UTF-8 positions, with emoji and
/// accented text before every position: definition, references, highlights, rename, semantic
/// tokens, inlay hints, and completion and hover inside predicates.
final class NavigationFeatureTests: XCTestCase {
    let uri = "file:///navigation.form.json"
    let text = """
        {"title": "日本 👍",
          "disabled": "$locked == 1",
          "sections": [
            {"title": "Événement 👍", "rows": [
              {"tag": "allDay", "rowType": "booleanSwitch", "title": "All-day 👍"},
              {"tag": "locked", "rowType": "booleanCheck", "title": "Locked", "hidden": "'é👍' == $allDay.value OR $allDay == 1"},
              {"tag": "mode", "rowType": "selectorPush", "title": "Mode", "selectorOptions": ["on", "off"], "disabled": "$allDay.isHidden == YES"}
            ]}
          ]
        }
        """

    /// A client with every optional feature the server may use, in one encoding.
    static func capabilities(_ encoding: String) -> JSONValue {
        [
            "general": ["positionEncodings": encoding == "utf-8" ? ["utf-8", "utf-16"] : ["utf-16"]],
            "textDocument": [
                "rename": ["prepareSupport": true], "definition": ["linkSupport": false],
                "hover": ["contentFormat": ["markdown"]],
            ],
            "workspace": ["workspaceEdit": ["documentChanges": true]],
        ]
    }

    func started(_ encoding: String, capabilities: JSONValue? = nil) throws -> ServerProcess {
        try ServerProcess.started(capabilities ?? Self.capabilities(encoding), opening: uri, text)
    }

    func at(_ needle: String, occurrence: Int = 0, plus delta: Int = 0, _ encoding: String) -> JSONValue {
        [
            "textDocument": ["uri": .string(uri)],
            "position": PositionOracle.position(
                in: text, utf8Offset: PositionOracle.utf8Offset(of: needle, in: text, occurrence: occurrence) + delta,
                encoding: encoding),
        ]
    }

    func range(_ needle: String, occurrence: Int = 0, _ encoding: String) -> JSONValue {
        PositionOracle.range(of: needle, in: text, occurrence: occurrence, encoding: encoding)
    }

    func testDefinitionReferencesAndHighlights() throws {
        for encoding in ["utf-16", "utf-8"] {
            let server = try started(encoding)
            // `$allDay` after the emoji string, on the `$`.
            let definition = try server.result("textDocument/definition", at("$allDay.value", encoding))
            XCTAssertEqual(definition, [["uri": .string(uri), "range": range("allDay", encoding)]], encoding)
            let fromDeclaration = try server.result("textDocument/definition", at("allDay", plus: 3, encoding))
            XCTAssertEqual(fromDeclaration[0]?["range"], range("allDay", encoding))

            var params = at("allDay\", \"rowType", plus: 1, encoding)
            params = params.with("context", ["includeDeclaration": true])
            let all = try server.result("textDocument/references", params)
            XCTAssertEqual(
                all.arrayValue?.map { $0["range"] }, (0...3).map { range("allDay", occurrence: $0, encoding) })
            params = params.with("context", ["includeDeclaration": false])
            XCTAssertEqual(try server.result("textDocument/references", params).arrayValue?.count, 3)
            // Not a tag: no references; the quoted 'é👍' is not one either.
            XCTAssertEqual(try server.result("textDocument/references", at("Mode", encoding)), .null)

            let highlights = try server.result("textDocument/documentHighlight", at("$locked", plus: 2, encoding))
            XCTAssertEqual(
                highlights,
                [
                    ["range": range("locked", occurrence: 0, encoding), "kind": 2],
                    ["range": range("locked", occurrence: 1, encoding), "kind": 3],
                ])
            XCTAssertEqual(try server.shutdownAndExit(), 0)
        }
    }

    func testReferencesFollowEdits() throws {
        let server = try started("utf-16")
        var params = at("allDay", plus: 1, "utf-16")
        params = params.with("context", ["includeDeclaration": false])
        XCTAssertEqual(try server.result("textDocument/references", params).arrayValue?.count, 3)
        // `$allDay == 1` becomes `$mode == 1`: one reference fewer, the rest where they were.
        server.change(
            uri, version: 2,
            [
                [
                    "range": range("$allDay == 1", "utf-16").replacingEnd(
                        with: at("$allDay == 1", plus: 7, "utf-16")["position"]),
                    "text": "$mode",
                ]
            ])
        _ = try server.published(uri, version: 2)
        let after = try server.result("textDocument/references", params)
        XCTAssertEqual(
            after.arrayValue?.map { $0["range"] },
            [range("allDay", occurrence: 1, "utf-16"), range("allDay", occurrence: 3, "utf-16")])
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testDefinitionAsLocationLinksForClientsThatTakeThem() throws {
        let server = try started("utf-16", capabilities: ["textDocument": ["definition": ["linkSupport": true]]])
        let links = try server.result("textDocument/definition", at("$locked", plus: 1, "utf-16"))
        XCTAssertEqual(links[0]?["originSelectionRange"], range("locked", "utf-16"))
        XCTAssertEqual(links[0]?["targetSelectionRange"], range("locked", occurrence: 1, "utf-16"))
        XCTAssertEqual(links[0]?["targetRange"]?["start"], at("{\"tag\": \"locked\"", "utf-16")["position"])
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testRenameWithVersionedDocumentChangesAndWithChanges() throws {
        for encoding in ["utf-16", "utf-8"] {
            let server = try started(encoding)
            let prepared = try server.result("textDocument/prepareRename", at("$allDay == 1", plus: 3, encoding))
            XCTAssertEqual(prepared, ["range": range("allDay", occurrence: 2, encoding), "placeholder": "allDay"])
            var params = at("$allDay == 1", plus: 3, encoding)
            params = params.with("newName", "wholeDay")
            let edit = try server.result("textDocument/rename", params)
            let change = try XCTUnwrap(edit["documentChanges"]?[0])
            XCTAssertEqual(change["textDocument"], ["uri": .string(uri), "version": 1])
            let edits = change["edits"]?.arrayValue ?? []
            XCTAssertEqual(edits.map { $0["range"] }, (0...3).map { range("allDay", occurrence: $0, encoding) })
            XCTAssertTrue(edits.allSatisfy { $0["newText"] == "wholeDay" })
            XCTAssertEqual(try server.shutdownAndExit(), 0)
        }
        let plain = try started("utf-16", capabilities: [:])
        var params = at("$locked", plus: 1, "utf-16")
        params = params.with("newName", "frozen")
        let edit = try plain.result("textDocument/rename", params)
        XCTAssertEqual(edit["changes"]?[uri]?.arrayValue?.count, 2)
        XCTAssertNil(edit["documentChanges"])
        // Without prepareSupport the client is offered no prepareRename.
        XCTAssertEqual(
            try plain.request("textDocument/prepareRename", at("$locked", "utf-16"))["error"]?["code"], -32601)
        XCTAssertEqual(try plain.shutdownAndExit(), 0)
    }

    func testRenameRefusalsAreRequestFailedWithAReason() throws {
        let server = try started("utf-16")
        var taken = at("$locked", plus: 1, "utf-16")
        taken = taken.with("newName", "mode")
        let refused = try server.request("textDocument/rename", taken)
        XCTAssertEqual(refused["error"]?["code"], -32803)
        XCTAssertEqual(
            refused["error"]?["message"],
            "'mode' is already the tag of row 3 of section 1 'Événement 👍'; tags must be unique")
        taken = taken.with("newName", "all day")
        XCTAssertTrue(
            try server.request("textDocument/rename", taken)["error"]?["message"]?.stringValue?.contains(
                "XLForm's rewrite ends the tag at a space") ?? false)
        let notATag = try server.request("textDocument/prepareRename", at("Locked", "utf-16"))
        XCTAssertEqual(notATag["error"]?["code"], -32803)
        XCTAssertTrue(notATag["error"]?["message"]?.stringValue?.hasPrefix("Only tags can be renamed") ?? false)
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    /// Decodes relative tokens into (line, character, length, type, modifiers).
    func decode(_ data: [Int]) -> [[Int]] {
        var line = 0, character = 0
        return stride(from: 0, to: data.count, by: 5).map { i in
            line += data[i]
            character = data[i] == 0 ? character + data[i + 1] : data[i + 1]
            return [line, character, data[i + 2], data[i + 3], data[i + 4]]
        }
    }

    func expectedToken(
        _ needle: String, occurrence: Int = 0, _ type: Int, _ modifiers: Int, _ encoding: String
    ) -> [Int] {
        let r = range(needle, occurrence: occurrence, encoding)
        let line = r["start"]?["line"]?.intValue ?? -1, start = r["start"]?["character"]?.intValue ?? -1,
            end = r["end"]?["character"]?.intValue ?? -1
        return [line, start, end - start, type, modifiers]
    }

    func testSemanticTokensFullAndRange() throws {
        for encoding in ["utf-16", "utf-8"] {
            let server = try ServerProcess()
            let initialized = try server.initialize(capabilities: Self.capabilities(encoding))
            XCTAssertEqual(
                initialized["capabilities"]?["semanticTokensProvider"],
                [
                    "legend": [
                        "tokenTypes": [
                            "variable", "property", "operator", "keyword", "string", "number", "function", "modifier",
                        ],
                        "tokenModifiers": ["readonly", "defaultLibrary"],
                    ],
                    "full": ["delta": true], "range": true,
                ])
            server.open(uri, text)
            let full = try server.result("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])
            let tokens = decode(full["data"]?.arrayValue?.compactMap(\.intValue) ?? [])
            // Legend: variable 0, property 1, operator 2, keyword 3, string 4, number 5; readonly 1, defaultLibrary 2.
            XCTAssertEqual(
                tokens,
                [
                    expectedToken("$locked", 0, 1, encoding), expectedToken("==", 2, 0, encoding),
                    expectedToken("1", occurrence: 0, 5, 0, encoding),
                    expectedToken("'é👍'", 4, 0, encoding), expectedToken("==", occurrence: 1, 2, 0, encoding),
                    expectedToken("$allDay", 0, 1, encoding), expectedToken("value", 1, 2, encoding),
                    expectedToken("OR", 3, 0, encoding),
                    expectedToken("$allDay", occurrence: 1, 0, 1, encoding),
                    expectedToken("==", occurrence: 2, 2, 0, encoding),
                    expectedToken("1", occurrence: 1, 5, 0, encoding),
                    expectedToken("$allDay", occurrence: 2, 0, 1, encoding), expectedToken("isHidden", 1, 2, encoding),
                    expectedToken("==", occurrence: 3, 2, 0, encoding), expectedToken("YES", 3, 0, encoding),
                ], encoding)
            let lineOfLocked = range("'é👍'", encoding)["start"]?["line"] ?? 0
            let ranged = try server.result(
                "textDocument/semanticTokens/range",
                [
                    "textDocument": ["uri": .string(uri)],
                    "range": [
                        "start": ["line": lineOfLocked, "character": 0],
                        "end": ["line": lineOfLocked, "character": 500],
                    ],
                ])
            let inRange = decode(ranged["data"]?.arrayValue?.compactMap(\.intValue) ?? [])
            XCTAssertEqual(inRange, Array(tokens[3..<11]), encoding)
            XCTAssertEqual(try server.shutdownAndExit(), 0)
        }
    }

    /// A delta from the latest result applies to it to give what a full request gives for the
    /// new text; a stale result id gets a full result.
    func testSemanticTokensDeltaAfterAnEdit() throws {
        for encoding in ["utf-16", "utf-8"] {
            let server = try started(encoding)
            let document: JSONValue = ["textDocument": ["uri": .string(uri)]]
            let first = try server.result("textDocument/semanticTokens/full", document)
            let firstID = try XCTUnwrap(first["resultId"]?.stringValue)
            var data = first["data"]?.arrayValue?.compactMap(\.intValue) ?? []
            let unchanged = try server.result(
                "textDocument/semanticTokens/full/delta",
                ["textDocument": ["uri": .string(uri)], "previousResultId": .string(firstID)])
            XCTAssertEqual(unchanged["edits"], [], encoding)
            let unchangedID = try XCTUnwrap(unchanged["resultId"]?.stringValue)
            XCTAssertNotEqual(unchangedID, firstID)

            // "'é👍' == $allDay.value OR …" becomes "'é👍' == $allDay.value AND $mode == 'on' OR …".
            let offset = PositionOracle.utf8Offset(of: " OR $allDay == 1", in: text)
            let position = PositionOracle.position(in: text, utf8Offset: offset, encoding: encoding)
            server.change(
                uri, version: 2, [["range": ["start": position, "end": position], "text": " AND $mode == 'on'"]])
            let delta = try server.result(
                "textDocument/semanticTokens/full/delta",
                ["textDocument": ["uri": .string(uri)], "previousResultId": .string(unchangedID)])
            let edits = try XCTUnwrap(delta["edits"]?.arrayValue, "\(delta)")
            XCTAssertEqual(edits.count, 1, encoding)
            for edit in edits.reversed() {
                let start = edit["start"]?.intValue ?? -1, count = edit["deleteCount"]?.intValue ?? -1
                data.replaceSubrange(
                    start..<(start + count), with: edit["data"]?.arrayValue?.compactMap(\.intValue) ?? [])
            }
            let fresh = try server.result("textDocument/semanticTokens/full", document)
            XCTAssertEqual(data, fresh["data"]?.arrayValue?.compactMap(\.intValue), encoding)
            XCTAssertEqual(
                decode(data).count, decode(first["data"]?.arrayValue?.compactMap(\.intValue) ?? []).count + 4, encoding)

            let stale = try server.result(
                "textDocument/semanticTokens/full/delta",
                ["textDocument": ["uri": .string(uri)], "previousResultId": .string(firstID)])
            XCTAssertNil(stale["edits"])
            XCTAssertEqual(stale["data"], fresh["data"], encoding)
            XCTAssertEqual(try server.shutdownAndExit(), 0)
        }
    }

    func testInlayHintsAfterEachTag() throws {
        for encoding in ["utf-16", "utf-8"] {
            let server = try started(encoding)
            let hints = try server.result(
                "textDocument/inlayHint",
                [
                    "textDocument": ["uri": .string(uri)],
                    "range": ["start": ["line": 0, "character": 0], "end": ["line": 20, "character": 0]],
                ])
            XCTAssertEqual(
                hints.arrayValue?.map { $0["position"] },
                [
                    at("$locked", plus: 7, encoding)["position"], at("$allDay", plus: 7, encoding)["position"],
                    at("$allDay", occurrence: 1, plus: 7, encoding)["position"],
                    at("$allDay", occurrence: 2, plus: 7, encoding)["position"],
                ], encoding)
            XCTAssertEqual(hints[0]?["label"], ": booleanCheck “Locked”")
            XCTAssertEqual(hints[1]?["label"], ": booleanSwitch “All-day 👍”")
            XCTAssertEqual(hints[1]?["paddingRight"], true)
            XCTAssertEqual(hints[2]?["paddingRight"], false)
            XCTAssertEqual(hints[0]?["kind"], 1)
            let line = at("$locked", encoding)["position"]?["line"] ?? 0
            let one = try server.result(
                "textDocument/inlayHint",
                [
                    "textDocument": ["uri": .string(uri)],
                    "range": ["start": ["line": line, "character": 0], "end": ["line": line, "character": 100]],
                ])
            XCTAssertEqual(one.arrayValue?.count, 1)
            XCTAssertEqual(try server.shutdownAndExit(), 0)
        }
    }

    func testCompletionAndHoverInsidePredicates() throws {
        let server = try started("utf-16")
        // After `$` of `$allDay == 1`: every tag, replacing the name after the `$`.
        let list = try server.result("textDocument/completion", at("$allDay == 1", plus: 1, "utf-16"))
        let items = list["items"]?.arrayValue ?? []
        let mode = try XCTUnwrap(items.first { $0["label"] == "mode" })
        XCTAssertEqual(mode["kind"], 6)
        XCTAssertEqual(mode["detail"], "selectorPush “Mode”")
        XCTAssertEqual(mode["textEdit"]?["range"], range("allDay", occurrence: 2, "utf-16"))
        XCTAssertEqual(list["isIncomplete"], false)
        let hover = try server.result("textDocument/hover", at("$allDay == 1", plus: 2, "utf-16"))
        XCTAssertTrue(
            hover["contents"]?["value"]?.stringValue?.hasPrefix("**$allDay** · `booleanSwitch` row “All-day 👍”")
                ?? false, hover.encodedString())
        XCTAssertEqual(
            hover["range"],
            range("$allDay == 1", "utf-16").replacingEnd(with: at("$allDay == 1", plus: 7, "utf-16")["position"]))
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testWorkspaceSymbolsFindTagsOfEveryOpenDocument() throws {
        let server = try started("utf-16")
        server.open(
            "file:///second.form.json", #"{"sections": [{"rows": [{"tag": "lockedUntil", "rowType": "date"}]}]}"#)
        _ = try server.published("file:///second.form.json")
        let found = try server.result("workspace/symbol", ["query": "locked"])
        let names = Set(
            found.arrayValue?.compactMap { entry -> String? in
                guard let name = entry["name"]?.stringValue, let uri = entry["location"]?["uri"]?.stringValue else {
                    return nil
                }
                return "\(uri) \(name)"
            } ?? [])
        XCTAssertEqual(names, ["\(uri) locked", "file:///second.form.json lockedUntil"])
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }
}

private extension JSONValue {
    /// The object with one member set.
    func with(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var object) = self else { return self }
        object[key] = value
        return .object(object)
    }

    /// A range with another end position.
    func replacingEnd(with end: JSONValue?) -> JSONValue {
        guard case .object(var object) = self, let end else { return self }
        object["end"] = end
        return .object(object)
    }
}
