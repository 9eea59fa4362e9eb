import FormSpec
import FormSpecJSON
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

/// Before the text changes, the server has the cache let go of its model's text
/// (`SpecCache.letGoOfText`, `ServerCore.changeDocument`): the store's document is then the
/// text's only holder and the change is made in the text itself (`LineIndex.replace`); the
/// next model, parsed from the previous one's tree, is the one a fresh parse gives.
final class SpecCacheTextTests: XCTestCase {
    private let uri = "file:///c.form.json"
    private let text =
        #"{"sections": [{"rows": [{"tag": "a", "rowType": "text", "title": "Name", "hidden": "$b == 1"}]}]}"#

    private func insert(_ inserted: String, before anchor: String, in store: inout DocumentStore, version: Int) {
        let current = store[uri]!.text
        let column = current.utf8.distance(from: current.startIndex, to: current.range(of: anchor)!.lowerBound)
        let at = LinePosition(line: 0, character: column)
        _ = store.change(
            uri: uri, version: version, changes: [.replace(start: at, end: at, text: Array(inserted.utf8))],
            encoding: .utf16)
    }

    private func address(_ store: DocumentStore) -> UInt {
        store[uri]!.bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    func testAChangeIsMadeInTheTextOnceTheCacheLetsGoOfIt() throws {
        var store = DocumentStore()
        let cache = SpecCache()
        _ = store.open(uri: uri, languageId: "json", version: 1, text: Array(text.utf8))
        _ = try cache.analysis(for: store[uri]!, options: AnalysisOptions(), generation: 1)
        // A long insertion: the text is copied with room for more.
        insert(String(repeating: "N", count: 200), before: "Name", in: &store, version: 2)
        _ = try cache.analysis(for: store[uri]!, options: AnalysisOptions(), generation: 1)

        // While the cache's model holds the text, a change copies it.
        var before = address(store)
        insert("x", before: "Name", in: &store, version: 3)
        XCTAssertNotEqual(address(store), before)
        _ = try cache.analysis(for: store[uri]!, options: AnalysisOptions(), generation: 1)

        // Once it lets go, the change is made in place.
        cache.letGoOfText(of: uri)
        before = address(store)
        insert("y", before: "$b", in: &store, version: 4)
        XCTAssertEqual(address(store), before, "in place")

        let document = store[uri]!
        let (spec, diagnostics) = try cache.analysis(for: document, options: AnalysisOptions(), generation: 1)
        XCTAssertEqual(spec.bytes, document.bytes)
        let fresh = SpecDocument(name: uri, bytes: document.bytes)
        XCTAssertEqual(diagnostics, Analyzer.analyze(fresh))
        XCTAssertEqual(spec.form?.sections.first?.rows.first?.predicateText(.hidden), "y$b == 1")
        XCTAssertTrue(diagnostics.contains { $0.code == .predicateSyntax || $0.code == .unknownTag })
    }

    /// A snapshot of the revision the cache let go of still gets its model, with its text.
    func testASnapshotOfTheRevisionLetGoOfGetsAModelWithItsText() {
        var store = DocumentStore()
        let cache = SpecCache()
        _ = store.open(uri: uri, languageId: "json", version: 1, text: Array(text.utf8))
        let snapshot = store[uri]!
        let before = cache.spec(for: snapshot)
        cache.letGoOfText(of: uri)
        let spec = cache.spec(for: snapshot)
        XCTAssertEqual(spec.bytes, snapshot.bytes)
        XCTAssertEqual(spec.form?.rowCount, 1)
        XCTAssertTrue(spec.form === before.form, "the same model, and the work kept with it")
    }
}
