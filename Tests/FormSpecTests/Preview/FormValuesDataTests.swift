import FormSpecJSON
import Foundation
import XCTest

@testable import FormSpec

/// A given row's formValues member is its valueData as JSON, made in one step
/// (`FormValues.dataJSON`): it must be what `valueData` then `PreviewJSON.value` make, warnings
/// included.
final class FormValuesDataTests: XCTestCase {
    func testDataJSONIsValueDataAsJSON() {
        let option = RuntimeValue.option(FormOption(formValue: .string("a"), displayText: "A"))
        let values: [RuntimeValue?] = [
            nil, .null, .string(""), .string("é👍"), .number(.bool(true)), .number(.integer(-3)), .number(.double(2.5)),
            .number(.double(.infinity)), .decimal(Decimal(string: "1.25")!), .decimal(.nan),
            .date(Date(timeIntervalSince1970: 1_800_000_000)),
            option, .option(FormOption(formValue: .null, displayText: "none")),
            .option(FormOption(formValue: .number(.integer(7)), displayText: nil)),
            .array([]), .array([.string("x"), option]), .array([.string("x"), .null]), .array([.dictionary([:])]),
            .dictionary(["k": .string("v")]),
        ]
        for value in values {
            var notes: [PreviewWarning] = []
            let made = FormValues.dataJSON(value, tag: "t", notes: &notes)
            let (data, raises) = FormValues.valueData(value)
            XCTAssertEqual(
                made, data.map { PreviewJSON.value($0) },
                "\(String(describing: value)) \(String(describing: made)) \(String(describing: data))")
            XCTAssertEqual(!notes.isEmpty, raises, "\(String(describing: value)): a raising valueData is noted")
        }
    }
}
