import Foundation
import XCTest

/// Whether the end-to-end tests run, skip or fail: they may skip on a checkout without the
/// harness, never where CI requires them.
final class HarnessSearchTests: XCTestCase {
    private let root = URL(fileURLWithPath: "/work/checkouts/formspec")

    func testFindsTheHarnessBesideAFolderAboveThePackage() {
        let expected = URL(fileURLWithPath: "/work/shared/harness")
        let search = Harness.search(
            environment: [:], packageRoot: root, exists: { $0 == "/work/shared/harness/lsp-tee.py" })
        XCTAssertEqual(search, .found(expected))
    }

    func testTheEnvironmentVariableComesFirst() {
        let search = Harness.search(
            environment: ["FORMSPEC_HARNESS": "/opt/harness"], packageRoot: root,
            exists: { $0.hasSuffix("/lsp-tee.py") })
        XCTAssertEqual(search, .found(URL(fileURLWithPath: "/opt/harness")))
    }

    func testSkipsWithoutAHarness() {
        let search = Harness.search(environment: [:], packageRoot: root, exists: { _ in false })
        guard case .skip(let reason) = search else { return XCTFail("expected a skip, got \(search)") }
        XCTAssertTrue(reason.contains("../shared/harness"), reason)
    }

    func testFailsWithoutAHarnessWhenRequired() {
        let search = Harness.search(
            environment: ["FORMSPEC_E2E_REQUIRED": "1"], packageRoot: root, exists: { _ in false })
        guard case .missing(let what) = search else { return XCTFail("expected a failure, got \(search)") }
        XCTAssertTrue(what.contains("FORMSPEC_HARNESS"), what)
    }
}
