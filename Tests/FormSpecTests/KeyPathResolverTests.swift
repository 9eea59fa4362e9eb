import FormSpec
import FormSpecJSON
import XCTest

final class KeyPathResolverTests: XCTestCase {
    let resolver = KeyPathResolver(classes: Catalog.standard.classes)

    func testSegmentsCarryTheirRangesAndOwners() {
        let r = resolver.resolve("textField.layer.cornerRadius", from: "XLFormTextFieldCell")
        XCTAssertEqual(r.status, .resolved)
        XCTAssertEqual(r.segments.map(\.name), ["textField", "layer", "cornerRadius"])
        XCTAssertEqual(r.segments.map(\.range), [TextRange(0, 9), TextRange(10, 15), TextRange(16, 28)])
        XCTAssertEqual(r.segments.map { $0.member?.owner }, ["XLFormTextFieldCell", "UIView", "CALayer"])
        XCTAssertEqual(r.segments.map(\.searchedClass), ["XLFormTextFieldCell", "UITextField", "CALayer"])
        XCTAssertEqual(r.target?.property.type, .number)
        XCTAssertEqual(r.segmentIndex(at: 12), 1)
    }

    func testStatusesNameTheFailingSegment() {
        XCTAssertEqual(resolver.resolve("textField.placeholder", from: "XLFormSwitchCell").status, .unknown(segment: 0))
        XCTAssertEqual(resolver.resolve("textLabel.color", from: "XLFormTextFieldCell").status, .unknown(segment: 1))
        XCTAssertEqual(
            resolver.resolve("textLabel..text", from: "XLFormTextFieldCell").status, .emptySegment(segment: 1))
        XCTAssertEqual(
            resolver.resolve("textLabel.text.length", from: "XLFormTextFieldCell").status, .notAnObject(segment: 2))
        XCTAssertEqual(
            resolver.resolve("textField.delegate.anything", from: "XLFormTextFieldCell").status, .opaque(segment: 2))
        XCTAssertEqual(resolver.resolve("anything", from: "NotInTheCatalog").status, .opaque(segment: 0))
    }

    func testMembersAfterAPrefix() {
        let after = resolver.members(after: "textField", from: "XLFormTextFieldCell")
        XCTAssertEqual(after?.className, "UITextField")
        XCTAssertTrue(after?.members.contains { $0.name == "placeholder" } ?? false)
        XCTAssertNil(resolver.members(after: "textField.placeholder", from: "XLFormTextFieldCell"))
        XCTAssertEqual(resolver.members(after: "", from: "XLFormSwitchCell")?.members.first?.name, "switchControl")
    }

    func testRowsResolveFromTheirCellClassOverrideAndSelector() {
        let document = SpecDocument(
            text: #"""
                {"customRowTypes": {"rating": {"cellClass": "RatingCell", "keyPaths": {"ratingView.rating": "number", "ratingView": "UIView", "badge": "HCSBadge", "badge.count": "integer"}}},
                 "sections": [{"rows": [{"tag": "r", "rowType": "rating"}]}]}
                """#)
        let classes = DocumentClasses(catalog: .standard, form: document.form)
        XCTAssertEqual(classes.rootClass(rowType: "text", cellClass: nil, config: .cellConfig), "XLFormTextFieldCell")
        XCTAssertEqual(
            classes.rootClass(rowType: "text", cellClass: "XLFormTextViewCell", config: .cellConfig),
            "XLFormTextViewCell")
        XCTAssertNil(classes.rootClass(rowType: "text", cellClass: "SomeAppCell", config: .cellConfig))
        XCTAssertEqual(
            classes.rootClass(rowType: "text", cellClass: nil, config: .cellConfigForSelector), "XLFormRightDetailCell")
        XCTAssertNil(classes.rootClass(rowType: "nope", cellClass: nil, config: .cellConfig))
        let root = classes.rootClass(rowType: "rating", cellClass: nil, config: .cellConfig)
        XCTAssertEqual(root, "RatingCell")
        let resolver = classes.resolver
        XCTAssertEqual(resolver.resolve("ratingView.rating", from: "RatingCell").target?.property.type, .number)
        // The declared class of an intermediate object is its superclass: UIView keys resolve, others do not.
        XCTAssertEqual(resolver.resolve("ratingView.alpha", from: "RatingCell").target?.owner, "UIView")
        XCTAssertEqual(resolver.resolve("ratingView.ratnig", from: "RatingCell").status, .unknown(segment: 1))
        // An intermediate of a class the catalog does not know is open.
        XCTAssertEqual(resolver.resolve("badge.count", from: "RatingCell").target?.property.type, .integer)
        XCTAssertEqual(resolver.resolve("badge.other", from: "RatingCell").status, .opaque(segment: 1))
        // The cell inherits from XLFormBaseCell.
        XCTAssertEqual(resolver.resolve("textLabel.text", from: "RatingCell").status, .resolved)
    }

    func testOverwrittenKeysIncludeForcedTraitsOnlyAtConfigure() {
        let classes = DocumentClasses(catalog: .standard, form: nil)
        let atConfigure = classes.overwrittenKeys(
            rootClass: "XLFormTextFieldCell", rowType: "email", config: .cellConfigAtConfigure)
        XCTAssertTrue(
            atConfigure.contains {
                $0.keyPath == "textField.keyboardType" && $0.rowType == "email" && $0.forcedValue == "emailAddress"
            })
        XCTAssertTrue(atConfigure.contains { $0.keyPath == "textLabel.font" && $0.rowType == nil })
        XCTAssertTrue(
            classes.overwrittenKeys(rootClass: "XLFormTextFieldCell", rowType: "email", config: .cellConfig).isEmpty)
        let selector = classes.overwrittenKeys(
            rootClass: "XLFormRightDetailCell", rowType: "selectorPush", config: .cellConfigForSelector)
        XCTAssertEqual(selector.map(\.keyPath), ["textLabel.text", "accessoryType"])
    }
}
