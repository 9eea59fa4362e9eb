import FormSpecJSON
import XCTest

/// `formspec/preview` through the real binary: an open (unsaved, edited) document, an inline
/// spec, a document with syntax errors, and every kind of bad params.
final class PreviewRequestTests: XCTestCase {
    let uri = "file:///preview.form.json"
    let text = """
        {"title": "日本 👍", "sections": [
          {"rows": [
            {"tag": "kind", "rowType": "selectorSegmentedControl", "title": "Kind", "value": "a",
             "selectorOptions": [{"formValue": "a", "formDisplayText": "Person"}, {"formValue": "b", "formDisplayText": "Company"}]},
            {"tag": "company", "rowType": "name", "title": "Company", "required": true, "hidden": "$kind.value.formValue != 'b'"}
          ]}
        ]}
        """

    func started() throws -> ServerProcess {
        let server = try ServerProcess.started(ClientProfile.push())
        server.open(uri, text)
        return server
    }

    func preview(_ server: ServerProcess, _ params: JSONValue) throws -> JSONValue {
        let response = try server.request("formspec/preview", params)
        return try XCTUnwrap(response["result"], response.encodedString())
    }

    func testAnOpenDocumentFollowsItsUnsavedEdits() throws {
        let server = try started()
        let first = try preview(server, ["textDocument": ["uri": .string(uri)], "values": [:]])
        XCTAssertEqual(first["valid"], true)
        XCTAssertEqual(first["sections"]?[0]?["rows"]?[1]?["hidden"], true)
        let business = try preview(server, ["textDocument": ["uri": .string(uri)], "values": ["kind": "b"]])
        XCTAssertEqual(business["valid"], false)
        XCTAssertEqual(
            business["validationErrors"],
            [["tag": "company", "message": "Company can't be empty", "section": 0, "row": 1]])
        XCTAssertEqual(business["sections"]?[0]?["rows"]?[0]?["displayText"], "Company")
        // An unsaved edit: the title of the company row changes; the next preview sees it.
        let edited = text.replacingOccurrences(
            of: #""title": "Company", "required""#, with: #""title": "Firm", "required""#)
        server.change(uri, version: 2, [["text": .string(edited)]])
        let after = try preview(server, ["textDocument": ["uri": .string(uri)], "values": ["kind": "b"]])
        XCTAssertEqual(after["validationErrors"]?[0]?["message"], "Firm can't be empty")
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    /// Requests in flight together run on several threads: each answer is the one the same
    /// request gets alone.
    func testManyRequestsInFlightGetTheAnswersEachGetsAlone() throws {
        let server = try started()
        let requests: [JSONValue] = (0..<48).map { i in
            [
                "textDocument": ["uri": .string(uri)],
                "values": ["kind": i % 3 == 0 ? "b" : "a", "company": i % 2 == 0 ? .null : .string("Firma \(i) 👍")],
            ]
        }
        let ids = requests.map { server.sendRequest("formspec/preview", $0) }
        let together = try ids.map { try server.response(to: $0)["result"] }
        for (i, params) in requests.enumerated() {
            XCTAssertEqual(together[i], try preview(server, params), "request \(i)")
        }
        XCTAssertEqual(together[0]?["valid"], false)
        XCTAssertEqual(together[1]?["valid"], true)
    }

    /// A field file, open or inline: FXForms' types, display texts and stored values.
    func testAFieldFileOpenAndInline() throws {
        let server = try ServerProcess.started(ClientProfile.push())
        let fields = #"""
            [{"header": "Plan", "key": "plan", "class": "NSNumber", "options": ["Free", "Pro"]},
             {"key": "size", "options": ["S", "M"], "placeholder": "Any", "inline": true}]
            """#
        let fieldsURI = "file:///plan.fxform.json"
        server.open(fieldsURI, fields)
        let open = try preview(
            server, ["textDocument": ["uri": .string(fieldsURI)], "values": ["plan": 1, "size": "M"]])
        XCTAssertEqual(open["sections"]?[0]?["rows"]?[0]?["type"], "default")
        XCTAssertEqual(open["sections"]?[0]?["rows"]?[0]?["displayText"], "Pro")
        XCTAssertEqual(open["sections"]?[1]?["title"], "Size")
        XCTAssertEqual(open["sections"]?[1]?["rows"]?[2]?["value"], true)
        XCTAssertEqual(open["formValues"], ["plan": 1, "size": "M"])
        XCTAssertEqual(open["httpParameters"], [:])
        let spec = try JSONValue(decoding: Array(fields.utf8))
        let inline = try preview(server, ["spec": spec, "dialect": "fxforms", "values": ["plan": 1, "size": "M"]])
        XCTAssertEqual(inline["sections"], open["sections"])
        // The same array without the dialect is no XLForm spec.
        let wrong = try server.request("formspec/preview", ["spec": spec])
        XCTAssertEqual(wrong["error"]?["code"], -32602)
        let unknown = try server.request("formspec/preview", ["spec": spec, "dialect": "eureka"])
        XCTAssertEqual(unknown["error"]?["code"], -32602)
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testAnInlineSpecAndItsOptions() throws {
        let server = try ServerProcess.started(ClientProfile.push())
        let spec: JSONValue = [
            "sections": [
                [
                    "rows": [
                        ["tag": "when", "rowType": "dateInline", "title": "When"],
                        ["tag": "late", "rowType": "booleanSwitch", "hidden": "$when.value > now()"],
                        ["tag": "amount", "rowType": "decimal"],
                    ]
                ]
            ]
        ]
        let result = try preview(
            server,
            [
                "spec": spec, "values": ["when": "2026-03-01", "amount": "1,5"], "now": "2026-02-01T00:00:00Z",
                "locale": "de_DE", "timeZone": "Europe/Berlin",
            ])
        XCTAssertEqual(result["sections"]?[0]?["rows"]?[0]?["displayText"], "01.03.2026")
        XCTAssertEqual(result["sections"]?[0]?["rows"]?[1]?["hidden"], true, "the given clock is before the date")
        XCTAssertEqual(result["formValues"], ["when": "2026-03-01T00:00:00Z", "amount": 1.5], "de_DE reads 1,5")
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testASpecWithSyntaxErrorsPreviewsWhatItCan() throws {
        let server = try ServerProcess.started(ClientProfile.push())
        let broken =
            #"{"sections": [{"rows": [{"tag": "a", "rowType": "text", "value": "x",}, {"tag": "b" "rowType": "text"}]}]"#
        server.open("file:///broken.form.json", broken)
        let result = try preview(server, ["textDocument": ["uri": "file:///broken.form.json"]])
        XCTAssertEqual(result["formValues"]?["a"], "x")
        let warning = try XCTUnwrap(result["warnings"]?[0])
        XCTAssertEqual(warning["kind"], "syntax")
        XCTAssertTrue(warning["message"]?.stringValue?.contains("JSON syntax error") ?? false, warning.encodedString())
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testBadParamsAreInvalidParamsNamingTheField() throws {
        let server = try started()
        let cases: [(JSONValue?, String)] = [
            (nil, "params.textDocument"),
            (["textDocument": ["uri": .string(uri)], "spec": [:]], "either textDocument or spec"),
            (
                ["textDocument": ["uri": "file:///nope.form.json"]],
                "params.textDocument.uri: file:///nope.form.json is not an open form spec"
            ),
            (["textDocument": ["uri": 3]], "params.textDocument.uri: expected a string"),
            (["spec": 3], "params.spec: expected an object"),
            (["textDocument": ["uri": .string(uri)], "values": [1, 2]], "params.values: expected an object"),
            (
                ["textDocument": ["uri": .string(uri)], "now": "yesterday"],
                "params.now: expected an ISO 8601 date-time"
            ),
            (["textDocument": ["uri": .string(uri)], "locale": "xx_NOPE"], "params.locale: unknown locale"),
            (
                ["textDocument": ["uri": .string(uri)], "timeZone": "Mars/Olympus"],
                "params.timeZone: unknown time zone"
            ),
            (
                [
                    "textDocument": ["uri": .string(uri)],
                    "values": ["kind": .array(Array(repeating: "a", count: 10_001))],
                ],
                "params.values.kind: 10001 elements; a preview takes at most 10000"
            ),
            (["textDocument": ["uri": .string(uri)], "format": "xml"], #"params.format: expected "json" or "html""#),
            (
                ["textDocument": ["uri": .string(uri)], "format": "html", "showHidden": "yes"],
                "params.showHidden: expected a boolean"
            ),
            (
                ["textDocument": ["uri": .string(uri)], "format": "html", "expanded": "kind"],
                "params.expanded: expected an array"
            ),
        ]
        for (params, expected) in cases {
            let response = try server.request("formspec/preview", params)
            XCTAssertEqual(response["error"]?["code"], -32602, "\(params?.encodedString() ?? "nil")")
            let message = response["error"]?["message"]?.stringValue ?? ""
            XCTAssertTrue(message.contains(expected), "\(message) should mention \(expected)")
        }
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testHTMLDrawsTheFormOfTheOpenTextOrAnInlineSpec() throws {
        let server = try started()
        let params: JSONValue = ["textDocument": ["uri": .string(uri)], "values": ["kind": "b"], "format": "html"]
        let page = try XCTUnwrap(try preview(server, params)["html"]?.stringValue)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"), page)
        XCTAssertTrue(page.contains(#"<h1 class="nav-title">日本 👍</h1>"#), page)
        XCTAssertTrue(page.contains(#"data-tag="company""#))
        XCTAssertTrue(page.contains(#"<li class="note error">Company can&#39;t be empty</li>"#), page)
        XCTAssertTrue(page.contains(#"<span class="segment selected">Company</span>"#), page)
        // Hidden rows only on request, ghosted with their condition.
        let person = try preview(server, ["textDocument": ["uri": .string(uri)], "format": "html"])
        XCTAssertFalse(person["html"]?.stringValue?.contains(#"data-tag="company""#) ?? true)
        let ghosts = try preview(
            server, ["textDocument": ["uri": .string(uri)], "format": "html", "showHidden": true, "expanded": ["kind"]])
        XCTAssertTrue(
            ghosts["html"]?.stringValue?.contains(#"data-hidden-by="$kind.value.formValue != &#39;b&#39;""#) ?? false)
        // The unsaved text is what is drawn.
        server.change(
            uri, version: 2,
            [["text": .string(text.replacingOccurrences(of: #""title": "Company""#, with: #""title": "<Firm>""#))]])
        let edited = try preview(server, params)["html"]?.stringValue ?? ""
        XCTAssertTrue(edited.contains(#"<span class="label">&lt;Firm&gt;</span>"#), edited)
        let inline = try preview(
            server,
            [
                "spec": ["title": "Inline", "sections": [["rows": [["tag": "t", "rowType": "text", "title": "T"]]]]],
                "format": "html",
            ])
        XCTAssertTrue(inline["html"]?.stringValue?.contains(#"data-tag="t" data-row-type="text""#) ?? false)
        XCTAssertEqual(try preview(server, ["spec": "{", "format": "json"])["valid"], true, "json stays the default")
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    func testUnknownTagsAndWrongKindsAreWarningsNotErrors() throws {
        let server = try started()
        let result = try preview(
            server, ["textDocument": ["uri": .string(uri)], "values": ["kidn": "b", "company": ["x"]]])
        let warnings = result["warnings"]?.arrayValue ?? []
        XCTAssertTrue(
            warnings.contains {
                $0["tag"] == "kidn" && $0["kind"] == "unknownTag"
                    && ($0["message"]?.stringValue?.contains("kind") ?? false)
            },
            "\(warnings)")
        let companyWarnings = result["sections"]?[0]?["rows"]?[1]?["warnings"]?.arrayValue ?? []
        XCTAssertEqual(companyWarnings.first?["kind"], "value")
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }

    /// Forty regex validators that backtrack catastrophically share the preview's budget: the
    /// answer comes after about a second, the validators past the budget reported as not
    /// evaluated, where each would have run to its own limit.
    func testSlowRegexValidatorsShareOneBudget() throws {
        let server = try started()
        let rows = (0..<40).map {
            #"{"tag": "r\#($0)", "rowType": "text", "value": "\#(String(repeating: "a", count: 40))!", "validators": [{"type": "regex", "regex": "(a+)+b", "msg": "m"}]}"#
        }
        let start = Date()
        let result = try preview(
            server, ["spec": .string(#"{"sections": [{"rows": [\#(rows.joined(separator: ", "))]}]}"#)])
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        let skipped = (result["sections"]?[0]?["rows"]?.arrayValue ?? []).filter { row in
            row["warnings"]?.arrayValue?.contains {
                $0["message"]?.stringValue?.contains("was not evaluated") ?? false
            } ?? false
        }
        XCTAssertGreaterThanOrEqual(skipped.count, 30)
        XCTAssertEqual(try server.shutdownAndExit(), 0)
    }
}
