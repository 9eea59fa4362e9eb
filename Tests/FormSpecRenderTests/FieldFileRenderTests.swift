import FormSpec
import FormSpecJSON
import FormSpecRender
import Foundation
import TestSupport
import XCTest

/// A field file's preview draws by the FXForms cells its rows carry.
final class FieldFileRenderTests: XCTestCase {
    func testRegistrationDrawsItsFXFormsCells() throws {
        let previewed = try RenderFixtures.previewed(
            path: TestSupport.repositoryFile("protocol/examples/registration.fxform.json").path,
            values: #"{"email": "ann@example.com", "password": "abc", "gender": "Female", "age": "41"}"#)
        let rows = Dictionary(
            previewed.form.visibleRows.compactMap { row in row.tag.map { ($0, row) } }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(
            rows["email"]?.cell,
            .textField(text: "ann@example.com", placeholder: nil, secure: false, alignment: .natural))
        XCTAssertEqual(
            rows["password"]?.cell, .textField(text: "abc", placeholder: nil, secure: true, alignment: .natural))
        XCTAssertEqual(rows["gender"]?.cell, .detail(text: "Female", accessory: .none, highlighted: false))
        XCTAssertEqual(rows["age"]?.cell, .stepper(text: "41"))
        XCTAssertEqual(rows["profilePhoto"]?.cell, .image)
        XCTAssertEqual(rows["about"]?.cell, .textView(text: nil, placeholder: nil))
    }
}
