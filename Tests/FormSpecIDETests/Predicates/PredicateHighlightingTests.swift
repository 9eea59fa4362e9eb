import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Semantic tokens of predicate strings: types, modifiers and document ranges.
final class PredicateHighlightingTests: XCTestCase {
    private func tokens(_ text: String, within range: TextRange? = nil) -> [String] {
        let document = SpecDocument(text: text)
        return PredicateHighlighting.tokens(in: TagIndex(document), within: range).map { token in
            var name = "\(document.text(in: token.range)):\(token.type.rawValue)"
            if token.modifiers.contains(.readonly) { name += ".readonly" }
            if token.modifiers.contains(.defaultLibrary) { name += ".defaultLibrary" }
            return name
        }
    }

    func testEveryKindOfToken() {
        let spec = #"""
            {"title": "日本 👍", "sections": [{"rows": [{"tag": "a", "rowType": "text", "title": "$a == 1",
              "hidden": "$a.value CONTAINS[cd] 'x\"y' AND NOT $b.isHidden == YES OR lowercase($c.title) == \"é\" OR $d.value.@count > 2.5"}]}]}
            """#
        XCTAssertEqual(
            tokens(spec),
            [
                "$a:variable.readonly", "value:property.defaultLibrary", "CONTAINS:operator", "[cd]:modifier",
                #"'x\"y':string"#,
                "AND:keyword", "NOT:keyword", "$b:variable.readonly", "isHidden:property.defaultLibrary", "==:operator",
                "YES:keyword",
                "OR:keyword", "lowercase:function.defaultLibrary", "$c:variable.readonly", "title:property",
                "==:operator", #"\"é\":string"#,
                "OR:keyword", "$d:variable.readonly", "value:property.defaultLibrary", "@count:property", ">:operator",
                "2.5:number",
            ])
    }

    func testFormSectionAndTemplatePredicatesInDocumentOrderAndNothingElse() {
        let spec =
            #"{"disabled": "$x == 1", "sections": [{"hidden": "$y != 2", "multivaluedRowTemplate": {"rowType": "text", "disabled": "TRUEPREDICATE"}, "rows": [{"tag": "x", "rowType": "text", "value": "$x"}]}]}"#
        XCTAssertEqual(
            tokens(spec),
            [
                "$x:variable.readonly", "==:operator", "1:number", "$y:variable.readonly", "!=:operator", "2:number",
                "TRUEPREDICATE:keyword",
            ])
    }

    func testQuotedDollarIsPartOfTheStringAndBrokenTextGetsNoToken() {
        XCTAssertEqual(
            tokens(#"{"sections": [{"rows": [{"rowType": "text", "hidden": "'US$a' == $ OR é"}]}]}"#),
            ["'US$a':string", "==:operator", "OR:keyword"])
    }

    func testRangeKeepsTokensThatOverlapIt() {
        let spec =
            "{\"sections\": [{\"rows\": [\n{\"rowType\": \"text\", \"hidden\": \"$a == 1\"},\n{\"rowType\": \"text\", \"hidden\": \"$b == 2\"}]}]}"
        let second = Array(spec.utf8).count - #"$b == 2"}]}]}"#.utf8.count
        XCTAssertEqual(
            tokens(spec, within: TextRange(second + 1, second + 4)), ["$b:variable.readonly", "==:operator"])
    }
}
