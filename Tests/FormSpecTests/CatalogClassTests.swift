import FormSpec
import FormSpecJSON
import XCTest

/// The cell and UIKit part of the catalog is consistent with itself: every name it uses exists,
/// every key it says a cell's update sets resolves on that cell.
final class CatalogClassTests: XCTestCase {
    let catalog = Catalog.standard

    func testEveryRowTypeCellIsACatalogedCell() {
        XCTAssertEqual(catalog.rowTypes.count, 40)
        for type in catalog.rowTypes {
            XCTAssertEqual(catalog.classes.info(type.cell)?.isCell, true, "\(type.name): \(type.cell)")
        }
    }

    func testSuperclassChainsReachUIView() {
        XCTAssertEqual(
            catalog.classes.chain(of: "XLFormTextFieldCell"),
            ["XLFormTextFieldCell", "XLFormBaseCell", "UITableViewCell", "UIView"])
        let resolver = KeyPathResolver(classes: catalog.classes)
        let alpha = resolver.resolve("textField.alpha", from: "XLFormTextFieldCell")
        XCTAssertEqual(alpha.status, .resolved)
        XCTAssertEqual(alpha.target?.owner, "UIView")
        XCTAssertEqual(resolver.resolve("textField.enabled", from: "XLFormTextFieldCell").target?.owner, "UIControl")
        XCTAssertEqual(
            resolver.resolve("textField.keyboardType", from: "XLFormTextFieldCell").target?.owner, "UITextInputTraits")
        XCTAssertEqual(
            resolver.resolve("textView.placeholder", from: "XLFormTextViewCell").target?.owner, "XLFormTextView")
        XCTAssertEqual(
            resolver.resolve("textView.scrollEnabled", from: "XLFormTextViewCell").target?.owner, "UIScrollView")
    }

    func testOverridesWinOverInheritedProperties() {
        // XLFormImageCell's imageView is its accessory, not UITableViewCell's.
        XCTAssertEqual(catalog.classes.member("imageView", of: "XLFormImageCell")?.owner, "XLFormImageCell")
        XCTAssertEqual(catalog.classes.member("textLabel", of: "XLFormTextFieldCell")?.owner, "XLFormTextFieldCell")
        XCTAssertEqual(catalog.classes.member("textLabel", of: "XLFormSwitchCell")?.owner, "UITableViewCell")
    }

    func testEveryUpdateKeyAndForcedTraitResolvesOnItsCell() {
        let resolver = KeyPathResolver(classes: catalog.classes)
        var checked = 0
        for name in catalog.classes.names {
            for key in catalog.classes.updateSets(of: name) {
                XCTAssertEqual(resolver.resolve(key, from: name).status, .resolved, "\(name) update key \(key)")
                checked += 1
            }
        }
        for type in catalog.rowTypes where !type.traits.isEmpty {
            guard let target = catalog.classes.traitsTarget(of: type.cell) else {
                XCTFail("\(type.name) forces traits but \(type.cell) names no traits target")
                continue
            }
            for trait in type.traits {
                let resolution = resolver.resolve("\(target).\(trait.key)", from: type.cell)
                XCTAssertEqual(resolution.status, .resolved, "\(type.name) trait \(trait.key)")
                guard let member = resolution.target, let value = trait.value.stringValue,
                    let e = member.property.type.enumName
                else { continue }
                XCTAssertNotNil(
                    catalog.enums[e]?.enumCase(value), "\(type.name): \(trait.key) = \(value) is not a case of \(e)")
            }
        }
        XCTAssertGreaterThan(checked, 60)
    }

    func testAlternativesOfUnsafePropertiesExistOnTheTextFieldCell() {
        let unsafe = catalog.classes.members(of: "UITextField").filter(\.property.isUnsafe)
        XCTAssertEqual(
            Set(unsafe.map(\.name)),
            [
                "keyboardType", "autocapitalizationType", "autocorrectionType", "spellCheckingType",
                "keyboardAppearance", "returnKeyType", "enablesReturnKeyAutomatically", "secureTextEntry",
            ])
        for member in unsafe {
            for alternative in member.property.alternatives {
                XCTAssertNotNil(catalog.classes.member(alternative, of: "XLFormTextFieldCell"), alternative)
            }
        }
    }

    func testEnumCaseNamesAreUniqueLowerCamel() {
        for (name, info) in catalog.enums {
            XCTAssertEqual(Set(info.caseNames).count, info.cases.count, name)
            for c in info.caseNames {
                XCTAssertTrue(c.first!.isLowercase, "\(name).\(c)")
            }
        }
        XCTAssertEqual(catalog.enums["UIKeyboardType"]?.enumCase("emailAddress")?.value, 7)
        XCTAssertEqual(catalog.enums["UIKeyboardType"]?.enumCase("url")?.value, 3)
        XCTAssertEqual(catalog.enums["UITableViewCellAccessoryType"]?.enumCase("disclosureIndicator")?.value, 1)
    }

    func testColoursParse() {
        XCTAssertEqual(catalog.color(named: "systemBlue")?.rgba, RGBA(red: 0, green: 122, blue: 255))
        XCTAssertEqual(catalog.color(named: "clear")?.rgba.alpha, 0)
        XCTAssertNotNil(catalog.color(named: "label")?.dark)
        XCTAssertNil(catalog.color(named: "red")?.dark)
        XCTAssertEqual(RGBA(hex: "#ff000080"), RGBA(red: 255, green: 0, blue: 0, alpha: 128))
        XCTAssertEqual(RGBA(hex: "#FF000080")?.description, "rgba(255, 0, 0, 0.50)")
        XCTAssertEqual(RGBA(hex: "#007AFF")?.hex, "#007AFFFF")
        for bad in ["#FFF", "FF0000", "#GG0000", "#FF00000", ""] { XCTAssertNil(RGBA(hex: bad), bad) }
    }

    func testKeyPathTypeGrammar() {
        XCTAssertEqual(KeyPathType("number"), .number)
        XCTAssertEqual(KeyPathType("enum:UIKeyboardType"), .enumeration("UIKeyboardType"))
        XCTAssertEqual(KeyPathType("flags:UIDataDetectorTypes"), .flags("UIDataDetectorTypes"))
        XCTAssertEqual(KeyPathType("struct:CGRect"), .structure("CGRect"))
        XCTAssertEqual(KeyPathType("UILabel"), .object("UILabel"))
        for bad in ["nubmer", "enum:", "label", "UI Label", "map:x"] { XCTAssertNil(KeyPathType(bad), bad) }
        XCTAssertFalse(KeyPathType.bool.acceptsNull)
        XCTAssertTrue(KeyPathType.color.acceptsNull)
    }

    func testCatalogIsLargeEnoughToCoverTheCommonCells() {
        let classes = catalog.classes.names
        XCTAssertGreaterThanOrEqual(classes.count, 34)
        let properties = classes.reduce(0) { $0 + (catalog.classes.info($1)?.properties.count ?? 0) }
        XCTAssertGreaterThan(properties, 250)
        XCTAssertGreaterThan(catalog.colors.count, 50)
    }
}
