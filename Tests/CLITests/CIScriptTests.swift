import Foundation
import TestSupport
import XCTest

/// `.ci/run` in a scratch checkout whose `.ci/setup` and `.ci/fuzz` only say that they ran and
/// whose `swift` is a stand-in: it sets up the test programs too, fuzzes after the tests, its exit
/// status is the tests' (or the fuzzing's), and on failure it repeats the failing assertions at
/// the end of the log.
final class CIScriptTests: XCTestCase {
    private var checkout: URL!

    override func setUpWithError() throws {
        checkout = try TestSupport.temporaryDirectory()
        let ci = checkout.appendingPathComponent(".ci")
        try FileManager.default.createDirectory(at: ci, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestSupport.repositoryFile(".ci/run"), to: ci.appendingPathComponent("run"))
        try "echo \"setup [$*]\"\n".write(to: ci.appendingPathComponent("setup"), atomically: true, encoding: .utf8)
        try "true\n".write(to: ci.appendingPathComponent("lint"), atomically: true, encoding: .utf8)
        try fuzz(exitingWith: 0)
    }

    private func fuzz(exitingWith status: Int32) throws {
        try "echo fuzz\nexit \(status)\n".write(
            to: checkout.appendingPathComponent(".ci/fuzz"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: checkout) }

    /// Runs `.ci/run` with a `swift` that prints `output` and exits with `status`.
    private func run(swiftPrinting output: String, status: Int32) throws -> TestSupport.ProcessResult {
        let bin = checkout.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = checkout.appendingPathComponent("swift-output.txt")
        try output.write(to: log, atomically: true, encoding: .utf8)
        let swift = bin.appendingPathComponent("swift")
        try """
        #!/usr/bin/env bash
        echo "swift $*"
        cat '\(log.path)'
        exit \(status)
        """.write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try TestSupport.run(
            URL(fileURLWithPath: "/bin/bash"), [".ci/run"], directory: checkout, environment: ["PATH": path])
    }

    func testPassingTestsExitZeroWithoutASummary() throws {
        let result = try run(swiftPrinting: "Test Suite 'All tests' passed\n", status: 0)
        XCTAssertEqual(result.status, 0, result.stderr)
        // The whole set-up (not --build-only): the tests drive editors and the oracle.
        XCTAssertTrue(result.stdout.hasPrefix("setup []\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("swift test\n"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("fuzz\n"), "fuzzing comes after the tests: \(result.stdout)")
        XCTAssertFalse(result.stdout.contains("== failures"), result.stdout)
    }

    func testACrashFoundByFuzzingFailsTheRun() throws {
        try fuzz(exitingWith: 1)
        let result = try run(swiftPrinting: "Test Suite 'All tests' passed\n", status: 0)
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("== fuzzing found a crash or a hang"), result.stdout)
    }

    func testFailingAssertionsAreRepeatedAtTheEnd() throws {
        let failing =
            "/repo/Tests/XTests.swift:12: error: -[XTests testY] : XCTAssertEqual failed: (\"1\") is not equal to (\"2\")"
        let noise = (0..<500).map { "Test Case '-[XTests test\($0)]' passed (0.001 seconds)." }.joined(separator: "\n")
        let result = try run(
            swiftPrinting: "\(failing)\nTest Case '-[XTests testY]' failed (0.002 seconds).\n\(noise)\n", status: 1)
        XCTAssertEqual(result.status, 1)
        let summary = try XCTUnwrap(
            result.stdout.range(of: "== failures (swift test exited 1) ==").map { result.stdout[$0.upperBound...] },
            result.stdout)
        XCTAssertTrue(summary.contains(failing), String(summary))
        XCTAssertTrue(summary.contains("Test Case '-[XTests testY]' failed"), String(summary))
        XCTAssertFalse(summary.contains("passed"), String(summary))
    }
}
