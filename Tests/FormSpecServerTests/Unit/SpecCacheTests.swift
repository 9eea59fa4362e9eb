import FormSpec
import XCTest

@testable import FormSpecServer

final class SpecCacheTests: XCTestCase {
    /// Opening a document prepares the tag suggestions its first unknown tag will need, so the
    /// keystroke that types it costs no more than the next one on a large form.
    func testOpeningADocumentPreparesTagSuggestions() {
        Analyzer.forgetKeptWork()
        defer { Analyzer.forgetKeptWork() }
        let rows = (0..<50).map { #"{"tag": "field\#($0)", "rowType": "text"}"# }
        let text = #"{"sections": [{"rows": ["# + rows.joined(separator: ",") + "]}]}"
        let document = TextDocument(
            uri: "file:///s.form.json", languageId: "json", version: 1, text: Array(text.utf8), revision: 1)
        let spec = SpecCache().spec(for: document)
        XCTAssertTrue(Analyzer.hasPreparedTagSuggestions(for: spec))
    }
}
