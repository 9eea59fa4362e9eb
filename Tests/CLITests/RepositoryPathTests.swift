import Foundation
import TestSupport
import XCTest

/// A clone builds and tests on its own: no file of the repository names a folder of the machine
/// it was written on or a checkout beside it.
final class RepositoryPathTests: XCTestCase {
    // Spelled in pieces, so that this file does not name them itself.
    static let machinePaths = ["/" + "work/", "../" + "shared", "shared/" + "harness"]

    func testNoFileNamesAPathOutsideTheRepository() throws {
        // Tracked files and new ones not ignored, so that a file is caught before its commit.
        let found = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["git", "grep", "-n", "-I", "--untracked", "-F"] + Self.machinePaths.flatMap { ["-e", $0] },
            directory: TestSupport.packageRoot)
        // git grep exits 1 when nothing matches, 0 on a match, above 1 when it could not search.
        XCTAssertEqual(found.status, 1, "paths outside the repository:\n" + found.stdout + found.stderr)
    }
}
