import XCTest

@testable import FormSpecGenerate

final class NamingTests: XCTestCase {
    func testNamesDerivedFromSpecFileNames() {
        XCTAssertEqual(FormName.derived(fromPath: "protocol/examples/signup.form.json")?.value, "Signup")
        XCTAssertEqual(FormName.derived(fromPath: "calendar-event.form.json")?.value, "CalendarEvent")
        XCTAssertEqual(FormName.derived(fromPath: "every_row_type.json")?.value, "EveryRowType")
        XCTAssertNil(FormName.derived(fromPath: "1st.form.json"), "an identifier cannot start with a digit")
        XCTAssertNil(FormName.derived(fromPath: "-.form.json"))
    }

    func testGivenNamesMustBeIdentifiers() {
        XCTAssertNotNil(FormName("Signup"))
        XCTAssertNotNil(FormName("_Private2"))
        XCTAssertNil(FormName("Sign up"))
        XCTAssertNil(FormName("2fa"))
        XCTAssertNil(FormName(""))
        XCTAssertNil(FormName("Café"), "generated names are ASCII")
    }

    func testDerivedIdentifiers() {
        let name = FormName("CalendarEvent")!
        XCTAssertEqual(name.typeName, "CalendarEventForm")
        XCTAssertEqual(name.methodName, "calendarEventForm")
        XCTAssertEqual(name.tagTypeName, "CalendarEventFormTag")
        XCTAssertEqual(FormName("URLSettings")!.methodName, "urlSettingsForm")
        XCTAssertEqual(FormName("URL")!.methodName, "urlForm")
    }

    func testTagNamesAreUniqueIdentifiers() {
        let names = TagNames(["email", "all-day", "allDay", "Title", "default", "1st", "-", "email"])
        XCTAssertEqual(names.tags, ["email", "all-day", "allDay", "Title", "default", "1st", "-"])
        XCTAssertEqual(names.objcSuffix("all-day"), "AllDay")
        XCTAssertEqual(names.objcSuffix("allDay"), "AllDay2")
        XCTAssertEqual(names.swiftCase("allDay"), "allDay2")
        XCTAssertEqual(names.swiftCase("Title"), "title")
        XCTAssertEqual(names.swiftCase("default"), "default")
        XCTAssertEqual(names.swiftCase("1st"), "tag1st")
        XCTAssertEqual(names.objcSuffix("-"), "Row7")
        XCTAssertEqual(names.swiftCase("-"), "row7")
    }
}
