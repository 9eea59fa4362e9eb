import XCTest

@testable import FormSpec

final class CatalogTests: XCTestCase {
    let catalog = Catalog.standard

    func testAllFortyXLFormRowTypes() {
        XCTAssertEqual(catalog.rowTypes.count, 40)
        XCTAssertEqual(Set(catalog.rowTypes.map(\.name)).count, 40)
        XCTAssertEqual(catalog.rowType("datetimeInline")?.inlineRowType, "datePicker")
        XCTAssertEqual(catalog.rowType("selectorPickerViewInline")?.inlineRowType, "picker")
        XCTAssertEqual(catalog.rowType("info")?.cell, "XLFormSelectorCell")
        XCTAssertEqual(catalog.rowType("textView")?.height, 110)
        XCTAssertEqual(catalog.rowType("multipleSelector")?.valueKind, .options)
        XCTAssertEqual(catalog.rowType("booleanSwitch")?.valueKind, .bool)
        XCTAssertEqual(catalog.rowType("password")?.traits.first { $0.key == "secureTextEntry" }?.value, true)
    }

    func testEveryInlineRowTypeExists() {
        for type in catalog.rowTypes {
            if let inline = type.inlineRowType { XCTAssertNotNil(catalog.rowType(inline), type.name) }
        }
    }

    func testEveryPropertyTypeReferencesSomethingThatExists() {
        for (kind, schema) in catalog.objects {
            for property in schema.properties {
                switch property.type {
                case .enumeration(let e), .flags(let e):
                    XCTAssertNotNil(catalog.enums[e], "\(kind).\(property.name) -> enum \(e)")
                case .object(let k), .array(let k):
                    XCTAssertNotNil(catalog.objects[k], "\(kind).\(property.name) -> \(k)")
                default:
                    break
                }
                if let d = property.defaultValue, case .enumeration(let e) = property.type {
                    XCTAssertNotNil(
                        catalog.enums[e]?.enumCase(d.stringValue ?? ""), "default of \(kind).\(property.name)")
                }
            }
        }
    }

    func testValidatorTypesAndTheirProperties() {
        XCTAssertEqual(
            catalog.validatorTypes.map(\.name),
            ["regex", "email", "emailLong", "minLength", "maxLength", "range", "app"])
        let properties = Set(catalog.schema("validator").propertyNames)
        for v in catalog.validatorTypes {
            XCTAssertTrue(Set(v.allowed + v.required + v.requiredAny).isSubset(of: properties), v.name)
        }
        XCTAssertEqual(catalog.validatorType("email")?.regex, "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,4}")
        XCTAssertEqual(catalog.validatorType("emailLong")?.regex, "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,11}")
    }

    func testCustomRowTypesJoinTheTable() {
        let document = SpecDocument(
            text: #"{"customRowTypes": {"rating": {"cellClass": "RatingCell", "valueType": "number"}}, "sections": []}"#
        )
        let table = RowTypeTable(catalog: catalog, form: document.form)
        XCTAssertEqual(table.info("rating")?.cell, "RatingCell")
        XCTAssertEqual(table.info("rating")?.valueKind, .number)
        XCTAssertTrue(table.allNames.contains("rating"))
        XCTAssertEqual(table.info("text")?.isCustom, false)
    }

    func testPropertyTypeParsing() {
        XCTAssertEqual(PropertyType("enum:UITableViewCellStyle"), .enumeration("UITableViewCellStyle"))
        XCTAssertEqual(PropertyType("array:row"), .array("row"))
        XCTAssertNil(PropertyType("enum"))
        XCTAssertNil(PropertyType("banana"))
    }
}
