import FormSpecJSON
import XCTest

@testable import FormSpec

/// What `$tag.value` can hold, by row: a selector's domain reads its options and value and is
/// kept with the row's content for the next analysis; any other row's follows from its type
/// alone and is made again when asked for, keeping nothing per row.
final class RowValueDomainsTests: XCTestCase {
    private let spec = #"""
        {"sections": [{"rows": [
          {"tag": "name", "rowType": "text"},
          {"tag": "kind", "rowType": "selectorPush", "selectorOptions": ["a", "b"], "value": "a"},
          {"tag": "on", "rowType": "booleanSwitch"}
        ]}]}
        """#

    func testSelectorDomainsAreKeptAndOthersMadeAgain() throws {
        let document = SpecDocument(bytes: Array(spec.utf8))
        let first = AnalysisContext(document: document, catalog: .standard)
        let second = AnalysisContext(document: document, catalog: .standard)
        let kind = try XCTUnwrap(first.rowDomains.domain(tagged: "kind"))
        XCTAssertEqual(kind.values?.count, 2)
        XCTAssertTrue(second.rowDomains.domain(tagged: "kind") === kind, "kept with the row's content")
        let name = try XCTUnwrap(first.rowDomains.domain(tagged: "name"))
        XCTAssertFalse(second.rowDomains.domain(tagged: "name") === name, "made again")
        XCTAssertEqual(name.description, "row 'name' (text) holds a string, nil when empty")
        XCTAssertEqual(second.rowDomains.domain(tagged: "on")?.values?.count, 2)
        XCTAssertNil(first.rowDomains.domain(tagged: "missing"))
    }
}
