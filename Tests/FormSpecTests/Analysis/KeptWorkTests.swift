import FormSpecJSON
import XCTest

@testable import FormSpec

/// What a row's or section's content keeps for later analyses (`KeptWork`): findings and the
/// domain of `$tag.value` are kept under one scope (the document's declarations and the
/// catalog), and findings under the name of the owner their messages give (none, under any);
/// a piece asked for under another scope, or findings under another owner, are not served, and
/// keeping a piece under a new scope drops what the old one kept.
final class KeptWorkTests: XCTestCase {
    private let scope = AnalysisContext.Declarations.of([])
    private let otherScope = AnalysisContext.Declarations.of(Array(#"{"myCell": {}}"#.utf8)[...])

    private func key(_ owner: String, _ declarations: AnalysisContext.Declarations? = nil) -> KeptWork.Key {
        KeptWork.Key(owner: owner, declarations: declarations ?? scope, catalog: Catalog.standard.identity)
    }

    private func finding(at start: Int) -> Diagnostic {
        Diagnostic(.unknownTag, "kept", at: TextRange(start, start + 1))
    }

    func testFindingsAreServedUnderTheirOwnerAndScope() {
        let kept = KeptWork()
        kept.keep(.schema, key(""), [finding(at: 12)][...], at: 10)
        XCTAssertEqual(kept.findings(.schema, key(""), at: 100)?.map(\.range), [TextRange(102, 103)])
        XCTAssertNil(kept.findings(.rules, key(""), at: 100), "another kind")
        XCTAssertNil(kept.findings(.schema, key("row 3"), at: 100), "another owner")
        XCTAssertNil(kept.findings(.schema, key("", otherScope), at: 100), "another scope")
        kept.keep(.rules, key("row 3"), [][...], at: 10)
        XCTAssertEqual(kept.findings(.rules, key("row 3"), at: 0)?.count, 0)
        XCTAssertNotNil(kept.findings(.schema, key(""), at: 0), "owners are kept per kind")
        // Owners appear only in messages: no findings are served whoever asks.
        XCTAssertEqual(kept.findings(.rules, key("row 4"), at: 0)?.count, 0, "no findings, any owner")
        XCTAssertNil(kept.findings(.schema, key("row 4"), at: 0), "findings, only their owner")
    }

    func testKeepingUnderAnotherScopeDropsWhatTheOldOneKept() {
        let kept = KeptWork()
        var made = 0
        let domain = ValueDomain(classes: .string, mayBeNil: true)
        func ask(_ key: KeptWork.Key) -> ValueDomain? {
            kept.domain(key) {
                made += 1
                return domain
            }
        }
        kept.keep(.schema, key(""), [finding(at: 1)][...], at: 0)
        XCTAssertTrue(ask(key("")) === domain)
        XCTAssertTrue(ask(key("")) === domain)
        XCTAssertEqual(made, 1, "kept")
        kept.keep(.rules, key("", otherScope), [][...], at: 0)
        XCTAssertNil(kept.findings(.schema, key(""), at: 0), "dropped with the old scope")
        XCTAssertEqual(kept.findings(.rules, key("", otherScope), at: 0)?.count, 0)
        XCTAssertTrue(ask(key("")) === domain)
        XCTAssertEqual(made, 2, "made again under the old scope")
        XCTAssertNil(kept.findings(.rules, key("", otherScope), at: 0), "which drops the new scope's")
    }
}
