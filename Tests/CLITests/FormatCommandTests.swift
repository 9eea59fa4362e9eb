import Foundation
import TestSupport
import XCTest

final class FormatCommandTests: XCTestCase {
    func testCheckRewriteAndRefusal() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let messy = dir.appendingPathComponent("a.form.json")
        try #"{"sections":[ ]}"#.write(to: messy, atomically: true, encoding: .utf8)
        let broken = dir.appendingPathComponent("b.form.json")
        try #"{"sections": [,]}"#.write(to: broken, atomically: true, encoding: .utf8)

        let check = try TestSupport.formspec(["format", "--check", "a.form.json"], directory: dir)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stdout, "would reformat a.form.json\n")
        XCTAssertEqual(try String(contentsOf: messy, encoding: .utf8), #"{"sections":[ ]}"#, "--check writes nothing")

        XCTAssertEqual(try TestSupport.formspec(["format", "a.form.json"], directory: dir).status, 0)
        XCTAssertEqual(try String(contentsOf: messy, encoding: .utf8), "{\"sections\": []}\n")
        XCTAssertEqual(try TestSupport.formspec(["format", "--check", "a.form.json"], directory: dir).status, 0)

        let refused = try TestSupport.formspec(["format", "b.form.json"], directory: dir)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("b.form.json: the document has"), refused.stderr)
        XCTAssertEqual(try String(contentsOf: broken, encoding: .utf8), #"{"sections": [,]}"#)
    }

    func testStandardInput() throws {
        let r = try TestSupport.formspec(
            ["format", "--indent", "4", "-"],
            stdin: Data(
                #"{"title":"é","sections":[{"rows":[{"tag":"a","rowType":"text","validators":[{"type":"email"}]}]}]}"#
                    .utf8))
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.hasPrefix("{\n    \"title\": \"é\",\n    \"sections\": [\n"), r.stdout)
    }
}
