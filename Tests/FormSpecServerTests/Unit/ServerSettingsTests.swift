import FormSpec
import FormSpecJSON
import XCTest

@testable import FormSpecServer

final class ServerSettingsTests: XCTestCase {
    func testValidSettings() {
        let (settings, problems) = ServerSettings.parse([
            "severity": [
                "missing-tag": "error", "unknown-property": "off", "duplicate-tag": "hint", "value-type": "information",
            ],
            "strict": true,
        ])
        XCTAssertEqual(problems, [])
        XCTAssertEqual(
            settings.analysis.severityOverrides,
            [
                .missingTag: .error, .unknownProperty: Severity?.none, .duplicateTag: .hint, .valueType: .information,
            ])
        XCTAssertTrue(settings.analysis.strict)
    }

    func testFormatSettings() {
        XCTAssertTrue(ServerSettings.parse(["format": ["sortKeys": true]]).settings.formatSortKeys)
        XCTAssertFalse(ServerSettings.parse([:]).settings.formatSortKeys)
        XCTAssertEqual(
            ServerSettings.parse(["format": ["sortKeys": "yes", "width": 80]]).problems,
            ["formspec.format.sortKeys: expected a boolean, got string", "formspec.format.width: unknown setting"])
    }

    func testAbsentNullAndEmptyMeanDefaults() {
        for section: JSONValue? in [nil, .null, [:]] {
            let (settings, problems) = ServerSettings.parse(section)
            XCTAssertEqual(settings, ServerSettings())
            XCTAssertEqual(problems, [])
        }
    }

    /// 50,000 bad codes give the first problems and one line counting the rest (a log message
    /// each, not 50,000), and the valid entries among them still apply.
    func testManyProblemsAreSummarised() {
        var levels = JSONObject()
        for i in 0..<50_000 { levels["no-such-code-\(i)"] = "error" }
        levels["duplicate-tag"] = "hint"
        let (settings, problems) = ServerSettings.parse(["severity": .object(levels)])
        XCTAssertEqual(problems.count, ServerSettings.describedProblems + 1)
        XCTAssertEqual(problems.first, "formspec.severity.no-such-code-0: unknown diagnostic code.")
        XCTAssertEqual(problems.last, "formspec: 49980 more problems, not listed")
        XCTAssertEqual(settings.analysis.severityOverrides, [.duplicateTag: .hint])
    }

    func testProblemsNameTheSettingAndKeepTheRest() {
        let (settings, problems) = ServerSettings.parse([
            "severity": ["missing-tags": "off", "missing-tag": 3, "duplicate-tag": "warning"],
            "strict": "yes",
            "colour": "blue",
        ])
        XCTAssertEqual(
            problems,
            [
                "formspec.severity.missing-tags: unknown diagnostic code. Did you mean 'missing-tag'?",
                "formspec.severity.missing-tag: expected one of error, warning, information, hint, off, got number",
                "formspec.strict: expected a boolean, got string",
                "formspec.colour: unknown setting",
            ])
        XCTAssertEqual(settings.analysis.severityOverrides, [.duplicateTag: .warning])
        XCTAssertFalse(settings.analysis.strict)
        XCTAssertEqual(ServerSettings.parse("strict").problems, ["formspec: expected an object, got string"])
        XCTAssertEqual(
            ServerSettings.parse(["severity": ["a", "b"]]).problems,
            ["formspec.severity: expected an object mapping codes to levels, got array"])
    }

    func testInitializationOptionsNestedOrFlat() {
        XCTAssertEqual(
            ServerSettings.section(ofInitializationOptions: ["formspec": ["strict": true]]), ["strict": true])
        XCTAssertEqual(ServerSettings.section(ofInitializationOptions: ["strict": true]), ["strict": true])
        XCTAssertNil(ServerSettings.section(ofInitializationOptions: [:]))
        XCTAssertNil(ServerSettings.section(ofInitializationOptions: nil))
        XCTAssertNil(ServerSettings.section(ofInitializationOptions: "strict"))
    }

    func testTheClientsSettingsWinOverInitializationOptions() {
        var store = SettingsStore()
        XCTAssertTrue(store.setInitializationOptions(["formspec": ["strict": true]]).changed)
        XCTAssertTrue(store.effective.analysis.strict)
        let generation = store.generation
        XCTAssertTrue(store.setClientSection(["severity": ["missing-tag": "off"]]).changed)
        XCTAssertFalse(store.effective.analysis.strict)
        XCTAssertGreaterThan(store.generation, generation)
        // The same settings again: no change, no new generation.
        let same = store.generation
        XCTAssertFalse(store.setClientSection(["severity": ["missing-tag": "off"]]).changed)
        XCTAssertEqual(store.generation, same)
        // The client has none any more: the initialization options apply again.
        XCTAssertTrue(store.setClientSection(.null).changed)
        XCTAssertTrue(store.effective.analysis.strict)
    }

    func testProblemsAreReportedOnceForTheSectionThatApplies() {
        var store = SettingsStore()
        let first = store.setInitializationOptions(["formspec": ["strict": "yes"]])
        XCTAssertEqual(first.problems, ["formspec.strict: expected a boolean, got string"])
        XCTAssertFalse(first.fromClient)
        let none = store.setClientSection(nil)
        XCTAssertEqual(none.problems, [], "the same initializationOptions: already reported")
        XCTAssertFalse(none.fromClient, "the initializationOptions still apply")
        let client = store.setClientSection(["strict": 1])
        XCTAssertEqual(client.problems, ["formspec.strict: expected a boolean, got number"])
        XCTAssertTrue(client.fromClient)
        XCTAssertEqual(store.setClientSection(["strict": 1]).problems, [])
        XCTAssertEqual(
            store.setClientSection(.null).problems, ["formspec.strict: expected a boolean, got string"],
            "back to the initializationOptions, whose problem applies again")
    }
}
