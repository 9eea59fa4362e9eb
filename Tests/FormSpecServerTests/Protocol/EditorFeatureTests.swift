import FormSpecJSON
import XCTest

/// Completion, hover, symbols, folding, selection ranges, formatting and quick fixes through the
/// real binary, with multi-byte text before the positions so encodings are exercised.
final class EditorFeatureTests: XCTestCase {
    let uri = "file:///features.form.json"
    let text = """
        {"title": "日本 👍",
          "sections": [
            {"title": "Contact", "rows": [
              {"tag": "é", "rowType": "emial", "titel": "Mail",
               "cellConfig": {"textField.placeholder": "x"}},
              {"tag": "b", "rowType": "booleanSwitch", "value": true,
               "cellConfig": {"switchControl.onTintColor": "#00FF00"}}
            ]}
          ]
        }
        """

    func position(_ needle: String, plus delta: Int = 0, encoding: String = "utf-16") -> JSONValue {
        PositionOracle.position(
            in: text, utf8Offset: PositionOracle.utf8Offset(of: needle, in: text) + delta, encoding: encoding)
    }

    func started(_ capabilities: JSONValue = ClientProfile.push()) throws -> ServerProcess {
        try ServerProcess.started(capabilities, opening: uri, text)
    }

    var document: JSONValue { ["uri": .string(uri)] }

    func testCompletionOfRowTypesWithDeferredDocumentation() throws {
        let server = try started()
        // Inside "emial", after "em".
        let list = try server.result(
            "textDocument/completion", ["textDocument": document, "position": position("emial", plus: 2)])
        let items = try XCTUnwrap(list["items"]?.arrayValue)
        let email = try XCTUnwrap(items.first { $0["label"] == "email" })
        XCTAssertEqual(email["textEdit"]?["newText"], "email")
        XCTAssertEqual(email["textEdit"]?["range"], PositionOracle.range(of: "emial", in: text, encoding: "utf-16"))
        XCTAssertNil(email["documentation"])
        let resolved = try server.result("completionItem/resolve", email)
        XCTAssertTrue(
            resolved["documentation"]?.stringValue?.contains("XLFormTextFieldCell") ?? false, resolved.encodedString())
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testCompletionOfKeyPathSegmentsInUTF8() throws {
        let server = try ServerProcess.started(ClientProfile.push(encodings: ["utf-8", "utf-16"]))
        server.open(uri, text)
        let list = try server.result(
            "textDocument/completion",
            ["textDocument": document, "position": position("onTintColor", encoding: "utf-8")])
        let labels = list["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        XCTAssertTrue(labels.contains("onTintColor") && labels.contains("thumbTintColor"), "\(labels)")
        XCTAssertFalse(labels.contains("placeholder"), "UITextField members are not UISwitch members")
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testHoverOnRowTypeAndOnAProblem() throws {
        let server = try started()
        let hover = try server.result(
            "textDocument/hover", ["textDocument": document, "position": position("booleanSwitch", plus: 3)])
        XCTAssertTrue(
            hover["contents"]?.stringValue?.contains("XLFormSwitchCell") ?? false,
            "a client without declared formats gets a string")
        XCTAssertEqual(hover["range"], PositionOracle.range(of: "\"booleanSwitch\"", in: text, encoding: "utf-16"))
        let nothing = try server.result(
            "textDocument/hover", ["textDocument": document, "position": ["line": 0, "character": 0]])
        XCTAssertTrue(nothing.isNull || nothing["contents"] != nil)
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testMarkupFollowsTheDeclaredFormats() throws {
        let server = try started(["textDocument": ["hover": ["contentFormat": ["markdown", "plaintext"]]]])
        let hover = try server.result(
            "textDocument/hover", ["textDocument": document, "position": position("booleanSwitch", plus: 3)])
        XCTAssertEqual(hover["contents"]?["kind"], "markdown")
        XCTAssertTrue(
            hover["contents"]?["value"]?.stringValue?.contains("`XLFormSwitchCell`") ?? false, hover.encodedString())
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testOutlineHierarchicalAndFlat() throws {
        let hierarchical: JSONValue = ["textDocument": ["documentSymbol": ["hierarchicalDocumentSymbolSupport": true]]]
        var server = try started(hierarchical)
        let tree = try server.result("textDocument/documentSymbol", ["textDocument": document])
        XCTAssertEqual(tree[0]?["name"], "日本 👍")
        XCTAssertEqual(tree[0]?["children"]?[0]?["name"], "Contact")
        XCTAssertEqual(tree[0]?["children"]?[0]?["children"]?.arrayValue?.map { $0["name"] }, ["é", "b"])
        XCTAssertEqual(tree[0]?["children"]?[0]?["children"]?[0]?["detail"], "emial")
        XCTAssertEqual(try server.shutdownAndExit(), 0)

        server = try started()
        let flat = try server.result("textDocument/documentSymbol", ["textDocument": document])
        XCTAssertEqual(flat.arrayValue?.compactMap { $0["name"]?.stringValue }, ["日本 👍", "Contact", "é", "b"])
        XCTAssertEqual(flat[2]?["containerName"], "Contact")
        let found = try server.result("workspace/symbol", ["query": "b"])
        XCTAssertEqual(found.arrayValue?.compactMap { $0["name"]?.stringValue }, ["b"])
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testFoldingAndSelectionRanges() throws {
        let server = try started()
        let folds = try server.result("textDocument/foldingRange", ["textDocument": document])
        XCTAssertEqual(folds[0]?["startLine"], 0)
        XCTAssertEqual(folds[0]?["endLine"], 8)
        let selection = try server.result(
            "textDocument/selectionRange", ["textDocument": document, "positions": [position("Mail", plus: 1)]])
        XCTAssertEqual(selection[0]?["range"], PositionOracle.range(of: "Mail", in: text, encoding: "utf-16"))
        XCTAssertEqual(
            selection[0]?["parent"]?["range"], PositionOracle.range(of: "\"Mail\"", in: text, encoding: "utf-16"))
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testFormattingProducesTheCanonicalTextAndRefusesBrokenDocuments() throws {
        let server = try started()
        let edits = try server.result(
            "textDocument/formatting", ["textDocument": document, "options": ["tabSize": 2, "insertSpaces": true]])
        XCTAssertFalse(edits.arrayValue?.isEmpty ?? true)
        let broken = "file:///broken.form.json"
        server.open(broken, "{\"sections\": [,]}")
        let refused = try server.request(
            "textDocument/formatting",
            ["textDocument": ["uri": .string(broken)], "options": ["tabSize": 2, "insertSpaces": true]])
        XCTAssertEqual(refused["error"]?["code"], -32803)
        XCTAssertTrue(refused["error"]?["message"]?.stringValue?.contains("syntax error") ?? false)
        let ranged = try server.result(
            "textDocument/rangeFormatting",
            [
                "textDocument": document, "options": ["tabSize": 2, "insertSpaces": true],
                "range": ["start": position("{\"tag\": \"b\""), "end": position("00FF00", plus: 9)],
            ])
        XCTAssertLessThan(ranged.arrayValue?.count ?? 0, edits.arrayValue?.count ?? 0)
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testFormattingHonoursInsertSpacesAndTabSize() throws {
        let server = try started()
        func indents(_ options: JSONValue) throws -> Set<String> {
            let edits = try server.result("textDocument/formatting", ["textDocument": document, "options": options])
            return Set(
                (edits.arrayValue ?? []).compactMap { $0["newText"]?.stringValue }.compactMap { text in
                    text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init)
                }.filter { !$0.isEmpty })
        }
        let tabs = try indents(["tabSize": 4, "insertSpaces": false])
        XCTAssertFalse(tabs.isEmpty)
        XCTAssertTrue(tabs.allSatisfy { $0.allSatisfy { $0 == "\t" } }, "\(tabs)")
        let four = try indents(["tabSize": 4, "insertSpaces": true])
        XCTAssertTrue(four.allSatisfy { $0.count % 4 == 0 && $0.allSatisfy { $0 == " " } }, "\(four)")
        XCTAssertTrue(four.contains("        "), "\(four)")
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testQuickFixesForTheDiagnosticsInRange() throws {
        let server = try started()
        let line = position("titel")["line"]!
        let actions = try server.result(
            "textDocument/codeAction",
            [
                "textDocument": document,
                "range": ["start": ["line": line, "character": 0], "end": ["line": line, "character": 80]],
                "context": ["diagnostics": []],
            ])
        let titles = actions.arrayValue?.compactMap { $0["title"]?.stringValue } ?? []
        XCTAssertTrue(titles.contains("Change to 'title'"), "\(titles)")
        XCTAssertTrue(titles.contains("Change row type to 'email'"), "\(titles)")
        let fix = try XCTUnwrap(actions.arrayValue?.first { $0["title"] == "Change to 'title'" })
        XCTAssertEqual(fix["isPreferred"], true)
        XCTAssertEqual(fix["diagnostics"]?[0]?["code"], "unknown-property")
        let edit = try XCTUnwrap(fix["edit"]?["changes"]?[uri]?[0])
        XCTAssertEqual(edit["newText"], "title")
        XCTAssertEqual(edit["range"], PositionOracle.range(of: "titel", in: text, encoding: "utf-16"))
        let none = try server.result(
            "textDocument/codeAction",
            [
                "textDocument": document,
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                "context": ["diagnostics": [], "only": ["refactor"]],
            ])
        XCTAssertEqual(none, [])
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }
}
