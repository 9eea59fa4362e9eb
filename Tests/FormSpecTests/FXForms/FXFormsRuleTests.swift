import FormSpec
import FormSpecJSON
import TestSupport
import XCTest

/// Every FXForms finding: a field file that triggers it and a close one that does not. Line
/// numbers cite FXForms 1.2.14's FXForms/FXForms.m.
final class FXFormsRuleTests: XCTestCase {
    func findings(
        _ text: String, _ code: DiagnosticCode, project: ProjectConfiguration? = nil
    ) -> [Diagnostic] {
        Analyzer.analyze(
            SpecDocument(text: text, dialect: .fxforms), options: AnalysisOptions(project: project)
        ).filter { $0.code == code }
    }

    /// Asserts `trigger` reports `code` once (with these suggestions) and `clean` does not.
    func assertPair(
        _ code: DiagnosticCode, trigger: String, clean: String, suggestions: [String]? = nil,
        contains: String? = nil, project: ProjectConfiguration? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let found = findings(trigger, code, project: project)
        XCTAssertEqual(found.count, 1, "\(code) on \(trigger): \(found.map(\.message))", file: file, line: line)
        if let suggestions, let first = found.first {
            XCTAssertEqual(first.suggestions, suggestions, file: file, line: line)
        }
        if let contains, let first = found.first {
            XCTAssertTrue(first.message.contains(contains), first.message, file: file, line: line)
        }
        XCTAssertEqual(
            findings(clean, code, project: project).map(\.message), [], "\(code) on \(clean)", file: file, line: line)
    }

    func testUnknownKeysAreCheckedAsKeyPathsOfTheFieldsCell() {
        // initWithForm:…attributes: sends each key to the field by KVC (:770-772); unknown ones
        // land in cellConfig (:932-935) and are set on the cell (:2295-2305).
        assertPair(
            .unknownKeyPath, trigger: #"[{"key": "email", "titel": "E-mail"}]"#,
            clean: #"[{"key": "email", "title": "E-mail"}]"#, suggestions: ["title"])
        // The cell decides: a switch has no textField.
        assertPair(
            .unknownKeyPath, trigger: #"[{"key": "on", "type": "boolean", "textField.placeholder": "x"}]"#,
            clean: #"[{"key": "on", "type": "text", "textField.placeholder": "x"}]"#, contains: "FXFormSwitchCell")
        // A later segment is checked in its class.
        assertPair(
            .unknownKeyPath, trigger: #"[{"key": "a", "textField.placholder": "x"}]"#,
            clean: #"[{"key": "a", "textField.placeholder": "x"}]"#, suggestions: ["placeholder"])
        // An app cell declared without superclass is not known completely: not reported.
        let project = ProjectConfiguration(
            path: "/p/formspec.config.json", bytes: Array(#"{"appClasses": {"MyCell": {"kind": "cell"}}}"#.utf8))
        XCTAssertEqual(
            findings(#"[{"key": "a", "cell": "MyCell", "anything.goes": 1}]"#, .unknownKeyPath, project: project).count,
            0)
    }

    func testKeyPathValuesAsFXFormsAppliesThem() {
        // JSON values reach KVC unchanged: enums by raw integer.
        assertPair(
            .keyPathValue, trigger: #"[{"key": "a", "type": "longtext", "textView.autocorrectionType": "no"}]"#,
            clean: #"[{"key": "a", "type": "longtext", "textView.autocorrectionType": 1}]"#, suggestions: ["1"])
        assertPair(
            .keyPathValue, trigger: #"[{"key": "a", "textField.clearButtonMode": 7}]"#,
            clean: #"[{"key": "a", "textField.clearButtonMode": 3}]"#, contains: "raw value")
        // Colours cannot be written in JSON for FXForms.
        assertPair(
            .keyPathValue, trigger: ##"[{"key": "a", "textLabel.textColor": "#FF0000"}]"##,
            clean: #"[{"key": "a", "textLabel.numberOfLines": 2}]"#, contains: "UIColor")
        // null is NSNull.
        assertPair(
            .keyPathValue, trigger: #"[{"key": "a", "textField.placeholder": null}]"#,
            clean: #"[{"key": "a", "textField.placeholder": "x"}]"#, contains: "NSNull")
        // FXFormTextFieldCell's own trait keys read integerValue (:2862-2893): a name becomes 0.
        assertPair(
            .keyPathValue, trigger: #"[{"key": "a", "textField.autocapitalizationType": "words"}]"#,
            clean: #"[{"key": "a", "textField.autocapitalizationType": 1}]"#, suggestions: ["1"])
        assertPair(
            .keyPathValue, trigger: #"[{"key": "a", "textField.secureTextEntry": [true]}]"#,
            clean: #"[{"key": "a", "textField.secureTextEntry": true}]"#, contains: "integerValue")
    }

    func testTraitKeysThroughKVCAreUnsafeUnlessTheCellAppliesThem() {
        assertPair(
            .unsafeKeyPath, trigger: #"[{"key": "a", "type": "longtext", "textView.keyboardType": 4}]"#,
            clean: #"[{"key": "a", "type": "text", "textField.keyboardType": 4}]"#)
        // Not one of the eight (:2868-2875): through KVC.
        XCTAssertEqual(findings(#"[{"key": "a", "textField.returnKeyType": 9}]"#, .unsafeKeyPath).count, 0)
        XCTAssertEqual(findings(#"[{"key": "a", "textField.smartQuotesType": 1}]"#, .unsafeKeyPath).count, 0)
    }

    func testFieldKeysOfTheWrongJSONType() {
        assertPair(
            .invalidType, trigger: #"[{"key": "a", "options": "x,y"}]"#,
            clean: #"[{"key": "a", "options": ["x", "y"]}]"#)
        assertPair(.invalidType, trigger: #"[{"key": 3}]"#, clean: #"[{"key": "three"}]"#)
        // Items must be keys or dictionaries: FXForms raises "Unsupported field type" (:742-745).
        assertPair(.invalidType, trigger: #"["a", 7]"#, clean: #"["a", "seven"]"#, contains: "Unsupported field type")
        assertPair(.invalidType, trigger: #""a""#, clean: #"["a"]"#)
    }

    func testEmptyKeyWithoutTitleRaises() {
        // substringToIndex:1 of an empty key (:616).
        assertPair(.invalidValue, trigger: #"[{"key": ""}]"#, clean: #"[{"key": "", "title": "Note"}]"#)
        assertPair(.invalidValue, trigger: #"[{"key": "a", "style": 5}]"#, clean: #"[{"key": "a", "style": 3}]"#)
    }

    func testUnknownFieldType() {
        assertPair(
            .unknownFieldType, trigger: #"[{"key": "a", "type": "nubmer"}]"#,
            clean: #"[{"key": "a", "type": "number"}]"#, suggestions: ["number"])
        // Custom types are fine with a cell, or declared by the project.
        XCTAssertEqual(findings(#"[{"key": "a", "type": "stars", "cell": "StarCell"}]"#, .unknownFieldType).count, 0)
        let project = ProjectConfiguration(
            path: "/p/formspec.config.json", bytes: Array(#"{"fieldTypes": {"stars": {"cell": "StarCell"}}}"#.utf8))
        XCTAssertEqual(findings(#"[{"key": "a", "type": "stars"}]"#, .unknownFieldType, project: project).count, 0)
    }

    func testTypeResetToDefault() {
        // :495-501.
        assertPair(
            .typeReset, trigger: #"[{"key": "a", "type": "option", "options": ["x"]}]"#,
            clean: #"[{"key": "a", "type": "option", "options": ["x"], "inline": true}]"#)
        XCTAssertEqual(findings(#"[{"key": "a", "type": "bitfield", "options": ["x"]}]"#, .typeReset).count, 0)
    }

    func testClassNameTyposAndRoles() {
        assertPair(
            .unknownClass, trigger: #"[{"key": "a", "cell": "FXFormSlideCell"}]"#,
            clean: #"[{"key": "a", "cell": "FXFormSliderCell"}]"#, suggestions: ["FXFormSliderCell"])
        assertPair(
            .unknownClass, trigger: #"[{"key": "a", "class": "NSArary"}]"#,
            clean: #"[{"key": "a", "class": "NSArray"}]"#,
            suggestions: ["NSArray"])
        // Far from every known class: an app class, legal.
        XCTAssertEqual(findings(#"[{"key": "a", "class": "RegistrationDetails"}]"#, .unknownClass).count, 0)
        // App classes are known, and their near-misses reported.
        let project = ProjectConfiguration(
            path: "/p/formspec.config.json",
            bytes: Array(#"{"appClasses": {"TermsViewController": {"kind": "viewController"}}}"#.utf8))
        assertPair(
            .unknownClass, trigger: #"[{"key": "a", "viewController": "TermViewController"}]"#,
            clean: #"[{"key": "a", "viewController": "TermsViewController"}]"#, suggestions: ["TermsViewController"],
            project: project)
        assertPair(
            .classKind, trigger: #"[{"key": "a", "cell": "UILabel"}]"#,
            clean: #"[{"key": "a", "cell": "FXFormTextViewCell"}]"#)
        // -setSegue: asserts popover segues away (:1107).
        assertPair(
            .classKind, trigger: #"[{"title": "x", "segue": "UIStoryboardPopoverSegue"}]"#,
            clean: #"[{"title": "x", "segue": "UIStoryboardSegue"}]"#)
    }

    func testOptionsAgainstTheClass() {
        // -isIndexedType (:777-785).
        assertPair(
            .optionIndex, trigger: #"[{"key": "a", "class": "NSNumber", "options": ["x", "y"]}]"#,
            clean: #"[{"key": "a", "class": "NSNumber", "options": [0, 1]}]"#)
        // -setValue: stores a number's description in an NSString field (:1014-1018); -value then
        // finds it among no options (:970-974).
        assertPair(
            .optionClass, trigger: #"[{"key": "a", "class": "NSString", "options": ["x", 2]}]"#,
            clean: #"[{"key": "a", "class": "NSString", "options": ["x", "2"]}]"#)
    }

    func testDefaults() {
        assertPair(
            .defaultValue, trigger: #"[{"key": "a", "options": ["x", "y"], "default": "z"}]"#,
            clean: #"[{"key": "a", "options": ["x", "y"], "default": "y"}]"#)
        assertPair(
            .defaultValue, trigger: #"[{"key": "a", "class": "NSNumber", "options": ["x", "y"], "default": "y"}]"#,
            clean: #"[{"key": "a", "class": "NSNumber", "options": ["x", "y"], "default": 1}]"#, suggestions: ["1"])
        let crash = findings(#"[{"key": "a", "type": "date", "default": "2024-01-01"}]"#, .defaultValue)
        XCTAssertEqual(crash.first?.severity, .error, "the date picker takes the string as its date")
        assertPair(
            .defaultValue, trigger: #"[{"key": "a", "type": "boolean", "default": "yes"}]"#,
            clean: #"[{"key": "a", "type": "boolean", "default": true}]"#)
        assertPair(
            .defaultValue, trigger: #"[{"key": "a", "type": "integer", "default": "many"}]"#,
            clean: #"[{"key": "a", "type": "integer", "default": "12"}]"#)
        // Collections wrap a single default (:518-532).
        XCTAssertEqual(
            findings(#"[{"key": "a", "class": "NSSet", "options": ["x"], "default": "x"}]"#, .defaultValue).count, 0)
    }

    func testAttributesWithoutEffect() {
        assertPair(
            .ineffectiveAttribute, trigger: #"[{"key": "a", "inline": true}]"#,
            clean: #"[{"key": "a", "options": ["x"], "inline": true}]"#)
        // -isSortable (:1165-1170): NSArray and NSOrderedSet only.
        assertPair(
            .ineffectiveAttribute, trigger: #"[{"key": "a", "class": "NSSet", "sortable": true}]"#,
            clean: #"[{"key": "a", "class": "NSArray", "sortable": true}]"#)
        assertPair(
            .ineffectiveAttribute, trigger: #"[{"key": "a", "template": {"type": "email"}}]"#,
            clean: #"[{"key": "a", "class": "NSArray", "template": {"type": "email"}}]"#)
        assertPair(
            .ineffectiveAttribute, trigger: #"[{"key": "a", "placeholder": "x", "default": "y"}]"#,
            clean: #"[{"key": "a", "placeholder": "x"}]"#)
        assertPair(
            .ineffectiveAttribute, trigger: #"{"fields": ["a"], "bField": {"title": "B"}}"#,
            clean: #"{"fields": ["a"], "aField": {"title": "B"}}"#, suggestions: ["aField"])
        // A class formspec does not know may be a subform: inline is not judged.
        XCTAssertEqual(findings(#"[{"key": "a", "class": "Address", "inline": true}]"#, .ineffectiveAttribute).count, 0)
    }

    func testHeaderShapes() {
        assertPair(
            .sectionHeader, trigger: #"[{"key": "a", "header": 2}]"#, clean: #"[{"key": "a", "header": null}]"#)
        assertPair(
            .sectionHeader, trigger: #"[{"key": "a", "footer": ["x"]}]"#, clean: #"[{"key": "a", "footer": "x"}]"#)
    }

    func testPitfalls() {
        // The README documents FXFormFieldViewController as "controller"; FXForms.m:66 says "viewController".
        assertPair(
            .controllerKey, trigger: #"[{"key": "a", "controller": "V"}]"#,
            clean: #"[{"key": "a", "viewController": "V"}]"#,
            suggestions: ["viewController"])
        assertPair(
            .keylessField, trigger: #"[{"title": "Orphan"}]"#, clean: #"[{"title": "Orphan", "action": "tap:"}]"#)
        XCTAssertEqual(findings(#"[{"title": "Note", "type": "label"}]"#, .keylessField).count, 0)
        XCTAssertEqual(findings(#"[{"title": "Next", "segue": "next"}]"#, .keylessField).count, 0)
        // FXFormField properties set by KVC (FXForms.h:106-120, FXForms.m:652-666).
        assertPair(
            .fieldProperty, trigger: #"[{"key": "a", "value": 3}]"#, clean: #"[{"key": "a", "default": 3}]"#,
            suggestions: ["default"])
        assertPair(
            .fieldProperty, trigger: #"[{"key": "a", "cellClass": "X"}]"#, clean: #"[{"key": "a", "cell": "X"}]"#)
    }

    func testStructureOfTheObjectForm() {
        assertPair(
            .excludedField, trigger: #"{"fields": ["a", "b"], "excludedFields": ["b"]}"#,
            clean: #"{"fields": ["a", "b"], "excludedFields": ["c"]}"#)
        assertPair(
            .unknownProperty, trigger: #"{"feilds": ["a"]}"#, clean: #"{"fields": ["a"]}"#, suggestions: ["fields"])
        assertPair(
            .duplicateProperty, trigger: #"[{"key": "a", "title": "x", "title": "y"}]"#,
            clean: #"[{"key": "a", "title": "y"}]"#)
    }

    func testTemplatesAreCheckedAsFields() {
        assertPair(
            .unknownFieldType, trigger: #"[{"key": "a", "class": "NSArray", "template": {"type": "emial"}}]"#,
            clean: #"[{"key": "a", "class": "NSArray", "template": {"type": "email"}}]"#)
    }

    func testFixturesAreClean() throws {
        for (document, project) in try ProjectConfigurationsForFixtures.fieldFiles() {
            XCTAssertEqual(document.dialect, .fxforms)
            let found = Analyzer.analyze(document, options: AnalysisOptions(project: project))
            XCTAssertEqual(found.map { "\($0.code): \($0.message)" }, [], document.name)
        }
    }
}

/// The project configuration of the FXForms fixtures.
enum ProjectConfigurationsForFixtures {
    static func fixtures() throws -> ProjectConfiguration {
        let url = try XCTUnwrap(
            Bundle.module.url(forResource: "Fixtures/FXForms/formspec.config.json", withExtension: nil))
        return ProjectConfiguration(path: url.path, bytes: Array(try Data(contentsOf: url)))
    }

    /// The field files of the suite (fixtures and the protocol example), each with its project
    /// configuration.
    static func fieldFiles() throws -> [(SpecDocument, ProjectConfiguration)] {
        let fixtures = try fixtures()
        var result = try ["methods", "collections", "controls"].map { name in
            (try XCTUnwrap(Fixture.document("FXForms/\(name).fxform.json")), fixtures)
        }
        let example = TestSupport.repositoryFile("protocol/examples/registration.fxform.json")
        let configuration = TestSupport.repositoryFile("protocol/examples/formspec.config.json")
        result.append(
            (
                SpecDocument(name: example.path, bytes: Array(try Data(contentsOf: example))),
                ProjectConfiguration(path: configuration.path, bytes: Array(try Data(contentsOf: configuration)))
            ))
        return result
    }
}
