import FormSpec
import FormSpecJSON
import XCTest

/// The example specs of `protocol/examples`, previewed with their defaults and with values.
final class ExamplePreviewTests: PreviewTestCase {
    func testCalendarEventDefaults() throws {
        let result = try example("calendar-event.form.json")
        XCTAssertEqual(result.title, "Add Event")
        // The title row has neither a title nor a value: the message formats the tag.
        XCTAssertEqual(result.validationErrors.map(\.message), ["Title can't be empty"])
        XCTAssertEqual(
            result.formValues,
            ["starts": "2026-11-22T09:00:00Z", "ends": "2026-11-22T10:00:00Z", "repeat": 0, "alert": 0, "showAs": 0],
            "option objects submit their formValue; the untouched switch and empty texts are left out")
        XCTAssertEqual(result.httpParameters["all-day"], .null, "an untouched switch is nil, sent as NSNull")
        XCTAssertEqual(row(result, "starts")?.displayText, "11/22/26, 9:00\u{202F}AM")
        XCTAssertEqual(row(result, "repeat")?.displayText, "Never")
        XCTAssertEqual(row(result, "repeat")?.label, "Repeat")
        XCTAssertEqual(row(result, "Title")?.label, nil, "a text field without a title shows none")
        XCTAssertTrue(result.allWarnings.isEmpty, "\(result.allWarnings)")
    }

    func testCalendarEventFilledIn() throws {
        let result = try example(
            "calendar-event.form.json",
            [
                "Title": "Dentist", "location": "", "all-day": true, "starts": "2026-12-01T08:30:00Z", "repeat": 2,
                "alert": 5,
                "url": "https://example.com", "notes": "Bring the card",
            ])
        XCTAssertTrue(result.valid)
        XCTAssertEqual(result.formValues["repeat"], 2)
        XCTAssertEqual(result.formValues["all-day"], true)
        XCTAssertNil(result.formValues["location"], "empty text is nil")
        XCTAssertEqual(row(result, "alert")?.displayText, "1 hour before")
        XCTAssertEqual(row(result, "repeat")?.value, ["formValue": 2, "formDisplayText": "Every Week"])
        XCTAssertEqual(row(result, "notes")?.displayText, "Bring the card")
    }

    func testSignupDefaultsAndABusinessAccount() throws {
        let defaults = try example("signup.form.json")
        XCTAssertEqual(defaults.sections.map(\.hidden), [false, true, false, false, false])
        XCTAssertEqual(
            visibleTags(defaults),
            ["email", "password", "accountType", "newsletter", "experience", "comments", "submit"])
        XCTAssertEqual(row(defaults, "email")?.label, "Email*")
        XCTAssertEqual(row(defaults, "comments")?.disabled, true, "$experience.value >= 4 with the default 4")
        XCTAssertEqual(
            defaults.validationErrors.map(\.message), ["Email can't be empty", "Password is needed to sign in"])

        let business = try example(
            "signup.form.json",
            [
                "email": "ann@example", "password": "abc", "accountType": "business", "employees": 0,
                "newsletter": true,
            ])
        XCTAssertEqual(business.sections[1].hidden, false)
        XCTAssertEqual(row(business, "frequency")?.hidden, false)
        XCTAssertEqual(
            business.validationErrors.map { "\($0.tag ?? ""): \($0.message ?? "")" },
            [
                "email: Invalid email address", "password: At least 6, max 32 characters, with a digit and a letter",
                "company: Company can't be empty", "employees: Between 1 and 100,000",
            ])
        XCTAssertEqual(business.formValues["frequency"], "weekly")
        XCTAssertEqual(business.httpParameters["company"], .null)
    }
}
