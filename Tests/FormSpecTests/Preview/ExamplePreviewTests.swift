import FormSpec
import FormSpecJSON
import XCTest

/// The example specs of `protocol/examples`, previewed with their defaults and with values.
final class ExamplePreviewTests: PreviewTestCase {
    func testSignupDefaults() throws {
        let result = try example("signup.form.json")
        print(result.json.encodedString(.indented(2)))
    }
}
