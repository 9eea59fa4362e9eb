import FormSpec
import FormSpecIDE
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

final class FormatterTests: XCTestCase {
    func format(_ text: String, _ options: FormatOptions = .init()) throws -> String {
        try Formatter.format(SpecDocument(text: text), options: options).get()
    }

    func testCanonicalLayout() throws {
        let text =
            #"{"title":"T","sections":[{"rows":[{"tag":"a","rowType":"text","cellConfig":{"textField.placeholder":"é"}}]}]}"#
        XCTAssertEqual(
            try format(text),
            """
            {
              "title": "T",
              "sections": [
                {
                  "rows": [
                    {"tag": "a", "rowType": "text", "cellConfig": {"textField.placeholder": "é"}}
                  ]
                }
              ]
            }

            """)
    }

    func testTabsAndTabSize() throws {
        let text =
            #"{"title":"T","sections":[{"rows":[{"tag":"a","rowType":"text","cellConfig":{"textField.placeholder":"é"}}]}]}"#
        XCTAssertEqual(
            try format(text, FormatOptions(indent: 4, useTabs: true)),
            "{\n\t\"title\": \"T\",\n\t\"sections\": [\n\t\t{\n\t\t\t\"rows\": [\n"
                + "\t\t\t\t{\"tag\": \"a\", \"rowType\": \"text\", \"cellConfig\": {\"textField.placeholder\": \"é\"}}\n"
                + "\t\t\t]\n\t\t}\n\t]\n}\n")
        XCTAssertTrue(try format(text, FormatOptions(indent: 4)).contains("\n        {\n            \"rows\""))
        // A tab counts as `indent` columns: at 4 levels of 25 columns the row no longer fits in 100.
        let narrow = try format(text, FormatOptions(indent: 25, useTabs: true))
        XCTAssertTrue(narrow.contains("\t\t\t\t{\n\t\t\t\t\t\"tag\": \"a\""), narrow)
    }

    func testLiteralsKeepTheirSpelling() throws {
        let text = #"{"a":"\u00e9\n","b":1.50,"c":-0e0,"d":[true,null]}"#
        XCTAssertEqual(try format(text), #"{"a": "\u00e9\n", "b": 1.50, "c": -0e0, "d": [true, null]}"# + "\n")
    }

    func testWidthDecidesInlineForm() throws {
        let text = #"{"k": ["aaaaaaaaaa", "bbbbbbbbbb", "cccccccccc"]}"#
        XCTAssertEqual(
            try format(text, FormatOptions(width: 30)),
            "{\n  \"k\": [\n    \"aaaaaaaaaa\",\n    \"bbbbbbbbbb\",\n    \"cccccccccc\"\n  ]\n}\n")
    }

    func testSortKeysUsesCatalogOrder() throws {
        let text =
            #"{"sections": [{"rows": [{"zeta": 1, "title": "T", "rowType": "text", "tag": "a"}]}], "title": "F"}"#
        XCTAssertEqual(
            try format(text, FormatOptions(sortKeys: true)),
            "{\n  \"title\": \"F\",\n  \"sections\": [\n    {\n      \"rows\": [{\"tag\": \"a\", \"rowType\": \"text\", \"title\": \"T\", \"zeta\": 1}]\n    }\n  ]\n}\n"
        )
    }

    func testRefusesDocumentsWithSyntaxErrors() {
        XCTAssertEqual(try? Formatter.format(SpecDocument(text: "{\"a\": 1,}")).get(), nil)
        XCTAssertEqual(Formatter.edits(SpecDocument(text: "{\"a\": }")).failureValue, .syntaxErrors(1))
    }

    func testEditsOnlyTouchWhitespaceAndReproduceTheFormattedText() throws {
        let text = "{ \"sections\" :[ {\"rows\":[ {\"tag\" : \"日本\" ,\"rowType\":\"text\"} ] } ] }"
        let document = SpecDocument(text: text)
        let edits = try Formatter.edits(document).get()
        XCTAssertTrue(
            edits.allSatisfy {
                $0.newText.allSatisfy(\.isWhitespace) && document.text(in: $0.range).allSatisfy(\.isWhitespace)
            })
        XCTAssertEqual(TextEdit.apply(edits, to: text), try format(text))
    }

    func testRangeFormattingTouchesOnlyGapsInsideTheRange() throws {
        let marked = MarkedText(
            "{\"sections\":[{\"rows\":[‹{\"tag\" :  \"a\",\"rowType\":\"text\"}›]}],  \"title\":\"x\"}")
        let document = SpecDocument(text: marked.text)
        let range = TextRange(marked.ranges[0].lowerBound, marked.ranges[0].upperBound)
        let edits = try Formatter.edits(document, in: range).get()
        XCTAssertFalse(edits.isEmpty)
        XCTAssertTrue(edits.allSatisfy { range.contains($0.range) })
        let result = TextEdit.apply(edits, to: marked.text)
        XCTAssertTrue(result.contains(#"{"tag": "a", "rowType": "text"}"#), result)
        XCTAssertTrue(result.contains(#"],  "title""#), "outside the range is untouched: \(result)")
    }

    func testIdempotentOverExamples() throws {
        for name in ["calendar-event", "signup", "every-row-type"] {
            let text = try String(
                contentsOf: TestSupport.repositoryFile("protocol/examples/\(name).form.json"), encoding: .utf8)
            let once = try format(text)
            XCTAssertEqual(try format(once), once, name)
            XCTAssertEqual(once, text, "\(name) is kept in canonical layout (formspec format protocol/examples)")
        }
    }

    /// Random specs with random whitespace: formatting is idempotent, never changes the value,
    /// and its edits reproduce the formatted text.
    func testIdempotentOverFuzzedCorpus() throws {
        var seed: UInt64 = 42
        func next() -> UInt64 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return seed >> 33
        }
        let pieces = [
            #""tag": "t""#, #""rowType": "selectorPush""#, #""title": "日本 👍""#, #""value": [1, 2.50, "x"]"#,
            #""hidden": "$a == 1""#, #""cellConfig": {"textField.placeholder": "é", "x": {"y": []}}"#,
            #""required": true"#,
        ]
        for _ in 0..<200 {
            var rows: [String] = []
            for _ in 0..<Int(next() % 4) {
                let members = (0..<Int(next() % 5)).map { _ in pieces[Int(next() % UInt64(pieces.count))] }
                rows.append("{" + members.joined(separator: ",") + "}")
            }
            var text = #"{"sections":[{"rows":["# + rows.joined(separator: ",") + "]}]}"
            // Sprinkle whitespace between tokens.
            text = String(
                text.flatMap { c -> [Character] in
                    (",:[]{}".contains(c) && next() % 3 == 0)
                        ? [c, ["\n", " ", "\t", "\r\n"][Int(next() % 4)].first!] : [c]
                })
            let document = SpecDocument(text: text)
            guard document.syntax.errors.isEmpty else { continue }
            let once = try format(text)
            XCTAssertEqual(try format(once), once)
            XCTAssertEqual(SpecDocument(text: once).syntax.root?.jsonValue, document.syntax.root?.jsonValue)
            XCTAssertEqual(TextEdit.apply(try Formatter.edits(document).get(), to: text), once)
        }
    }
}

extension Result {
    var failureValue: Failure? { if case .failure(let f) = self { return f } else { return nil } }
}
