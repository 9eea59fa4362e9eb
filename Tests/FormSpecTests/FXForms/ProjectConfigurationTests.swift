import FormSpec
import FormSpecJSON
import TestSupport
import XCTest

/// `formspec.config.json`: found by walking up from a spec, read with its own findings, and
/// applied to both dialects (app classes, shared row types, FXForms field types, severities).
final class ProjectConfigurationTests: XCTestCase {
    func configuration(_ text: String) -> ProjectConfiguration {
        ProjectConfiguration(path: "/project/formspec.config.json", bytes: Array(text.utf8))
    }

    func testTheNearestConfigurationAboveASpecGovernsIt() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("app/forms/signup")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data(#"{"severity": {"keyless-field": "off"}}"#.utf8).write(
            to: root.appendingPathComponent("formspec.config.json"))
        let configurations = ProjectConfigurations()
        let spec = nested.appendingPathComponent("a.fxform.json").path
        XCTAssertEqual(
            configurations.configuration(forSpecAt: spec)?.path,
            root.appendingPathComponent("formspec.config.json").path)
        // A nearer file wins; it is seen once the cache is told a configuration changed.
        try Data(#"{}"#.utf8).write(
            to: nested.deletingLastPathComponent().appendingPathComponent("formspec.config.json"))
        XCTAssertEqual(
            configurations.configuration(forSpecAt: spec)?.path,
            root.appendingPathComponent("formspec.config.json").path,
            "kept until invalidated")
        configurations.invalidate()
        XCTAssertEqual(
            configurations.configuration(forSpecAt: spec)?.path,
            nested.deletingLastPathComponent().appendingPathComponent("formspec.config.json").path)
        // No file up to the root: none.
        XCTAssertNil(ProjectConfigurations().configuration(forSpecAt: "/nonexistent-\(UUID())/x.form.json"))
    }

    func testProblemsOfTheFileItself() {
        let config = configuration(
            #"""
            {"appClases": {}, "appClasses": {"A": {"kind": "cel"}, "B": {}}, "severity": {"keyles-field": "off", "unknown-class": "loud"},
             "customRowTypes": {"r": {"baseCell": "XLFormBaseCell"}}}
            """#)
        let messages = config.problems.map(\.message)
        XCTAssertEqual(
            config.problems.map(\.code.rawValue).sorted(),
            [
                "invalid-value", "invalid-value", "invalid-value", "missing-property", "missing-property",
                "unknown-property",
            ])
        XCTAssertTrue(messages.contains { $0.contains("Did you mean 'appClasses'?") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("Did you mean 'cell'?") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("Did you mean 'keyless-field'?") }, "\(messages)")
        XCTAssertEqual(configuration(#"{"appClasses": {"A": {"kind": "cell"}}}"#).problems.map(\.message), [])
    }

    func testSeverityOverrides() {
        let spec = SpecDocument(text: #"[{"title": "Orphan"}]"#, dialect: .fxforms)
        XCTAssertEqual(Analyzer.analyze(spec).map(\.code), [.keylessField])
        let quiet = configuration(#"{"severity": {"keyless-field": "off"}}"#)
        XCTAssertEqual(Analyzer.analyze(spec, options: AnalysisOptions(project: quiet)).count, 0)
        let loud = configuration(#"{"severity": {"keyless-field": "error"}}"#)
        XCTAssertEqual(Analyzer.analyze(spec, options: AnalysisOptions(project: loud)).first?.severity, .error)
        // Flags and settings override the file.
        let flag = AnalysisOptions(severityOverrides: [.keylessField: .hint], project: loud)
        XCTAssertEqual(Analyzer.analyze(spec, options: flag).first?.severity, .hint)
    }

    func testSharedCustomRowTypesForXLFormSpecs() {
        let spec = SpecDocument(
            text:
                #"{"sections": [{"rows": [{"tag": "r", "rowType": "rating", "cellConfig": {"ratingView.stars": 5}}]}]}"#
        )
        XCTAssertEqual(Analyzer.analyze(spec).map(\.code), [.unknownRowType])
        let shared = configuration(
            #"{"customRowTypes": {"rating": {"cellClass": "RatingCell", "keyPaths": {"ratingView.stars": "integer"}}}}"#
        )
        XCTAssertEqual(Analyzer.analyze(spec, options: AnalysisOptions(project: shared)).map(\.message), [])
        // The declared key paths are checked: a typo is reported.
        let typo = SpecDocument(
            text:
                #"{"sections": [{"rows": [{"tag": "r", "rowType": "rating", "cellConfig": {"ratingView.star": 5}}]}]}"#)
        XCTAssertEqual(Analyzer.analyze(typo, options: AnalysisOptions(project: shared)).map(\.code), [.unknownKeyPath])
        // The spec's own declaration of a name wins over the project's.
        let own = SpecDocument(
            text:
                #"{"customRowTypes": {"rating": {"cellClass": "X", "keyPaths": {"level": "integer"}}}, "sections": [{"rows": [{"tag": "r", "rowType": "rating", "cellConfig": {"level": 1}}]}]}"#
        )
        XCTAssertEqual(Analyzer.analyze(own, options: AnalysisOptions(project: shared)).map(\.message), [])
    }

    func testAppCellsResolveKeyPathsInBothDialects() {
        let project = configuration(
            #"{"appClasses": {"SubmitCell": {"kind": "cell", "superclass": "FXFormBaseCell", "keyPaths": {"button.enabled": "bool"}}}}"#
        )
        let fx = SpecDocument(
            text: #"[{"title": "Go", "action": "go:", "cell": "SubmitCell", "button.enabld": true}]"#, dialect: .fxforms
        )
        let found = Analyzer.analyze(fx, options: AnalysisOptions(project: project))
        XCTAssertEqual(found.first?.suggestions, ["enabled"])
        XCTAssertEqual(found.first?.data?["replacements"], ["button.enabled"])
        let xl = SpecDocument(
            text:
                #"{"sections": [{"rows": [{"rowType": "button", "title": "Go", "cellClass": "SubmitCell", "cellConfig": {"button.enabld": true}}]}]}"#
        )
        XCTAssertEqual(Analyzer.analyze(xl, options: AnalysisOptions(project: project)).map(\.code), [.unknownKeyPath])
        XCTAssertEqual(Analyzer.analyze(xl).map(\.code), [], "an unknown cellClass is not checked")
    }

    func testAConfigurationChangeChangesTheOptions() {
        let a = configuration(#"{"severity": {"keyless-field": "off"}}"#)
        let b = configuration(#"{"severity": {"keyless-field": "error"}}"#)
        XCTAssertNotEqual(AnalysisOptions(project: a), AnalysisOptions(project: b))
        XCTAssertEqual(
            AnalysisOptions(project: a),
            AnalysisOptions(project: configuration(#"{"severity": {"keyless-field": "off"}}"#)))
    }

    func testCachedRowFindingsFollowTheConfiguration() {
        // Row findings are kept between analyses keyed by the declarations: a new
        // configuration must not see findings made under the old one.
        let spec = SpecDocument(
            text: #"{"sections": [{"rows": [{"tag": "r", "rowType": "rating"}]}]}"#)
        let with = configuration(#"{"customRowTypes": {"rating": {"cellClass": "RatingCell"}}}"#)
        XCTAssertEqual(Analyzer.analyze(spec, options: AnalysisOptions(project: with)).count, 0)
        XCTAssertEqual(Analyzer.analyze(spec).map(\.code), [.unknownRowType])
        XCTAssertEqual(Analyzer.analyze(spec, options: AnalysisOptions(project: with)).count, 0)
    }

    func testClassNameTyposInXLFormSpecs() {
        func codes(_ row: String, _ project: ProjectConfiguration? = nil) -> [DiagnosticCode] {
            Analyzer.analyze(
                SpecDocument(text: #"{"sections": [{"rows": [\#(row)]}]}"#), options: AnalysisOptions(project: project)
            ).map(\.code)
        }
        XCTAssertEqual(codes(#"{"tag": "a", "rowType": "text", "cellClass": "XLFormTextFieldCel"}"#), [.unknownClass])
        XCTAssertEqual(codes(#"{"tag": "a", "rowType": "text", "cellClass": "XLFormTextFieldCell"}"#), [])
        XCTAssertEqual(codes(#"{"tag": "a", "rowType": "text", "cellClass": "LoyaltyCardCell"}"#), [], "an app class")
        let project = configuration(#"{"appClasses": {"TermsController": {"kind": "viewController"}}}"#)
        let typo = #"{"tag": "t", "rowType": "button", "action": {"viewControllerClass": "TermController"}}"#
        XCTAssertEqual(codes(typo), [])
        XCTAssertEqual(codes(typo, project), [.unknownClass])
        XCTAssertEqual(
            codes(#"{"tag": "t", "rowType": "button", "action": {"viewControllerClass": "TermsController"}}"#, project),
            [])
    }
}
