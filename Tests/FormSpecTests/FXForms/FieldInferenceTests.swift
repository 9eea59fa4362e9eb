import FormSpec
import FormSpecJSON
import XCTest

/// What FXForms infers for a field, checked rule by rule against FXForms 1.2.14's source
/// (nicklockwood/FXForms, FXForms/FXForms.m; line numbers of that file).
final class FieldInferenceTests: XCTestCase {
    let classes = FXClassIndex()

    /// The facts of the only field of a one-item file.
    func facts(_ item: String, project: ProjectConfiguration? = nil) -> FieldFacts {
        let document = SpecDocument(text: "[\(item)]", dialect: .fxforms)
        let field = document.fields!.fields[0]
        return FieldFacts.of(field, classes: FXClassIndex(.standard, project: project))
    }

    // FXFormFieldInferType, FXForms.m:399-455.

    func testTypeFromTheValueClass() {
        // :403-418: NSURL → url, NSNumber → number, NSDate → date, UIImage → image (subclasses too).
        XCTAssertEqual(facts(#"{"key": "a", "class": "NSURL"}"#).type, "url")
        XCTAssertEqual(facts(#"{"key": "a", "class": "NSNumber"}"#).type, "number")
        XCTAssertEqual(facts(#"{"key": "a", "class": "NSDecimalNumber"}"#).type, "number")
        XCTAssertEqual(facts(#"{"key": "a", "class": "NSDate"}"#).type, "date")
        XCTAssertEqual(facts(#"{"key": "a", "class": "UIImage"}"#).typeSource, .valueClass("UIImage"))
    }

    func testAStringIsAssumedWithoutClassActionOrSegue() {
        // :420-424, then the key suffixes of :427-446 (lowercased) and text at :447-451.
        XCTAssertEqual(facts(#""userPassword""#).type, "password")
        XCTAssertEqual(facts(#""workEmail""#).type, "email")
        XCTAssertEqual(facts(#""EMAILADDRESS""#).typeSource, .keySuffix("emailaddress"))
        XCTAssertEqual(facts(#""homePhone""#).type, "phone")
        XCTAssertEqual(facts(#""mobilePhoneNumber""#).type, "phone")
        XCTAssertEqual(facts(#""homepageURL""#).type, "url")
        XCTAssertEqual(facts(#""shareLink""#).type, "url")
        XCTAssertEqual(facts(#""name""#).typeSource, .text)
        // A prefix does not count: "emailVerified" is text.
        XCTAssertEqual(facts(#""emailVerified""#).type, "text")
        // The key rules apply to NSString subclasses too.
        XCTAssertEqual(facts(#"{"key": "backupEmail", "class": "NSMutableString"}"#).type, "email")
    }

    func testAnActionOrSegueWithoutClassIsDefault() {
        // :420: no string is assumed when there is an action or a segue; :454 default.
        let action = facts(#"{"key": "submit", "action": "submit:"}"#)
        XCTAssertEqual(action.type, "default")
        XCTAssertEqual(action.typeSource, .fallback)
        XCTAssertNil(action.valueClass)
        XCTAssertEqual(facts(#"{"title": "Next", "segue": "showNext"}"#).type, "default")
        // An unknown (app) class is not a string: default.
        XCTAssertEqual(facts(#"{"key": "address", "class": "Address"}"#).type, "default")
    }

    // FXFormFieldInferClass, FXForms.m:457-488.

    func testClassFromTheFirstOption() {
        // :460-465: classForCoder of the first option.
        XCTAssertEqual(facts(#"{"key": "a", "options": ["x", 1]}"#).valueClass, "NSString")
        XCTAssertEqual(facts(#"{"key": "a", "options": [1, "x"]}"#).classSource, .firstOption("number"))
        XCTAssertEqual(facts(#"{"key": "a", "options": [true]}"#).valueClass, "NSNumber")
        // An empty array is no options ([options count] is 0): the class comes from the type.
        XCTAssertEqual(facts(#"{"key": "a", "options": []}"#).valueClass, nil)
    }

    func testClassFromTheType() {
        // :468-487, with the type inferred from the key when none is written.
        XCTAssertEqual(facts(#"{"key": "a", "type": "longtext"}"#).valueClass, "NSString")
        XCTAssertEqual(facts(#"{"key": "a", "type": "bitfield"}"#).valueClass, "NSNumber")
        XCTAssertEqual(facts(#"{"key": "a", "type": "time"}"#).valueClass, "NSDate")
        XCTAssertEqual(facts(#"{"key": "a", "type": "image"}"#).classSource, .type("image"))
        XCTAssertEqual(facts(#""homepageURL""#).valueClass, "NSURL")
        XCTAssertNil(facts(#"{"key": "a", "type": "default"}"#).valueClass)
        // A custom type implies the class the project declares for it.
        let project = ProjectConfiguration(
            path: "/p/formspec.config.json",
            bytes: Array(#"{"fieldTypes": {"stars": {"cell": "StarCell", "class": "NSNumber"}}}"#.utf8))
        XCTAssertEqual(facts(#"{"key": "a", "type": "stars"}"#, project: project).valueClass, "NSNumber")
        XCTAssertEqual(facts(#"{"key": "a", "type": "stars"}"#, project: project).cell, "StarCell")
    }

    // FXFormPreprocessFieldDictionary, FXForms.m:490-631.

    func testOptionsViewControllerOrTemplateResetTheType() {
        // :495-501: not bitfield, not inline → default (even with no type written).
        XCTAssertEqual(facts(#"{"key": "a", "type": "option", "options": ["x"]}"#).type, "default")
        XCTAssertEqual(
            facts(#"{"key": "a", "type": "text", "viewController": "V"}"#).typeSource,
            .reset(because: "it has a view controller"))
        XCTAssertEqual(
            facts(#"{"key": "a", "class": "NSArray", "template": {}}"#).typeSource,
            .reset(because: "it has a template"))
        // An empty options array still counts here (the dictionary value is only tested for nil).
        XCTAssertEqual(facts(#"{"key": "a", "type": "text", "options": []}"#).type, "default")
        XCTAssertEqual(facts(#"{"key": "a", "type": "bitfield", "options": ["x"]}"#).type, "bitfield")
        XCTAssertEqual(facts(#"{"key": "a", "type": "text", "options": ["x"], "inline": true}"#).type, "text")
        // inline is read with boolValue: 1 and "YES" count, 0 does not.
        XCTAssertEqual(facts(#"{"key": "a", "type": "text", "options": ["x"], "inline": 1}"#).type, "text")
        XCTAssertEqual(facts(#"{"key": "a", "type": "text", "options": ["x"], "inline": "YES"}"#).type, "text")
        XCTAssertEqual(facts(#"{"key": "a", "type": "text", "options": ["x"], "inline": 0}"#).type, "default")
    }

    func testTitlesDerivedFromKeyOrAction() {
        // :604-630: first character upper-cased, a space before an upper-case letter after a
        // non-upper-case one, colons dropped.
        XCTAssertEqual(FieldTitle.derive("emailAddress"), "Email Address")
        XCTAssertEqual(FieldTitle.derive("userID"), "User ID")
        XCTAssertEqual(FieldTitle.derive("URLString"), "URLString")
        XCTAssertEqual(FieldTitle.derive("address2Line"), "Address2 Line")
        XCTAssertEqual(FieldTitle.derive("submitRegistrationForm:"), "Submit Registration Form")
        XCTAssertEqual(FieldTitle.derive("éclair"), "Éclair")
        XCTAssertNil(FieldTitle.derive(""))
        let derived = facts(#""emailAddress""#)
        XCTAssertEqual(derived.title, "Email Address")
        XCTAssertEqual(derived.titleSource, .key)
        XCTAssertEqual(facts(#"{"action": "logOut:"}"#).title, "Log Out")
        XCTAssertEqual(facts(#"{"action": "logOut:"}"#).titleSource, .action)
        // A written title wins, even an empty one.
        XCTAssertEqual(facts(#"{"key": "plan", "title": ""}"#).title, "")
        XCTAssertEqual(facts(#"{"header": ""}"#).titleSource, .none)
    }

    // -[FXFormController init] and -cellClassForField:, FXForms.m:1833-1848 and :1874-1897.

    func testCellsByType() {
        XCTAssertEqual(facts(#""name""#).cell, "FXFormTextFieldCell")
        XCTAssertEqual(facts(#"{"key": "a", "type": "longtext"}"#).cell, "FXFormTextViewCell")
        XCTAssertEqual(facts(#"{"key": "a", "type": "boolean"}"#).cell, "FXFormSwitchCell")
        XCTAssertEqual(facts(#"{"key": "a", "type": "datetime"}"#).cell, "FXFormDatePickerCell")
        XCTAssertEqual(facts(#"{"key": "a", "type": "image"}"#).cell, "FXFormImagePickerCell")
        // label, bitfield and option have no cell of their own (:1876-1881 falls back).
        XCTAssertEqual(facts(#"{"key": "a", "type": "option"}"#).cellSource, .fallback)
        XCTAssertEqual(facts(#"{"key": "a", "type": "label"}"#).cell, "FXFormDefaultCell")
        XCTAssertEqual(facts(#"{"key": "a", "type": "bitfield", "options": ["x"]}"#).cell, "FXFormDefaultCell")
        // cellForField: uses the field's cell first (:2120).
        XCTAssertEqual(facts(#"{"key": "a", "type": "integer", "cell": "FXFormStepperCell"}"#).cellSource, .written)
    }

    // -isIndexedType, -isCollectionType, -isSubform: FXForms.m:777-811.

    func testIndexStorageCollectionsAndSubforms() {
        XCTAssertTrue(facts(#"{"key": "a", "class": "NSNumber", "options": ["x", "y"]}"#).storesIndex)
        XCTAssertFalse(facts(#"{"key": "a", "class": "NSNumber", "options": [1, 2]}"#).storesIndex)
        XCTAssertFalse(facts(#"{"key": "a", "type": "bitfield", "class": "NSNumber", "options": ["x"]}"#).storesIndex)
        XCTAssertFalse(facts(#"{"key": "a", "options": ["x", "y"]}"#).storesIndex)
        XCTAssertEqual(facts(#"{"key": "a", "class": "NSMutableSet", "options": ["x"]}"#).collectionKind, "set")
        XCTAssertEqual(facts(#"{"key": "a", "class": "NSIndexSet"}"#).collectionKind, "indexSet")
        XCTAssertTrue(facts(#"{"key": "a", "class": "NSOrderedSet"}"#).isSortableCollection)
        XCTAssertFalse(facts(#"{"key": "a", "class": "NSSet"}"#).isSortableCollection)
        XCTAssertTrue(facts(#"{"key": "a", "class": "UITableViewController"}"#).isSubform)
        XCTAssertTrue(facts(#"{"key": "a", "viewController": "X"}"#).isSubform)
        // A label is never a subform; written with options it is reset to default first (:495-501).
        XCTAssertFalse(facts(#"{"key": "a", "type": "label", "viewController": "V", "inline": true}"#).isSubform)
        XCTAssertTrue(facts(#"{"key": "a", "type": "label", "viewController": "V"}"#).isSubform)
        XCTAssertFalse(facts(#""name""#).isSubform)
    }

    // +[FXFormSection sectionsWithForm:controller:], FXForms.m:1675-1730.

    func testSectionsFromHeadersFootersAndInlineSubforms() throws {
        let text = #"""
            [
              "a",
              {"key": "b", "footer": "end"},
              "c",
              {"key": "d", "header": null},
              {"key": "e", "options": ["x"], "inline": true},
              "f",
              {"key": "g", "header": "G"}
            ]
            """#
        let file = try XCTUnwrap(SpecDocument(text: text, dialect: .fxforms).fields)
        let sections = FieldSections.sections(file, classes: classes)
        XCTAssertEqual(
            sections.map { $0.fields.compactMap { $0.key?.value } }, [["a", "b"], ["c"], ["d"], ["e"], ["f"], ["g"]])
        XCTAssertEqual(sections[0].footerText, "end")
        XCTAssertNil(sections[2].headerText, "null is a header without text")
        XCTAssertEqual(sections[3].kind, .inlineOptions)
        XCTAssertEqual(sections[3].headerText, "E", "an inline subform's section takes the field's title")
        XCTAssertEqual(sections[5].headerText, "G")
    }

    func testExcludedFieldsAreNotShown() throws {
        let text = #"{"fields": ["a", "b"], "extraFields": ["c"], "excludedFields": ["b"], "cField": {"title": "See"}}"#
        let file = try XCTUnwrap(SpecDocument(text: text, dialect: .fxforms).fields)
        XCTAssertEqual(file.fields.compactMap { $0.key?.value }, ["a", "c"])
        XCTAssertEqual(file.listed.count, 3)
        // -<key>Field is merged over the dictionary (FXForms.m:734-738).
        XCTAssertEqual(FieldFacts.of(file.fields[1], classes: classes).title, "See")
        XCTAssertTrue(file.fields[1].attribute("title")!.isOverride)
    }
}
