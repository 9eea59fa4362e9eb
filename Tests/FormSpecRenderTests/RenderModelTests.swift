import FormSpec
import FormSpecJSON
import FormSpecRender
import Foundation
import TestSupport
import XCTest

/// The render model: what each of XLForm's 40 row types draws, multivalued controls,
/// hidden things and their conditions, inline pickers, the cell details the spec adds.
final class RenderModelTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws { directory = try TestSupport.temporaryDirectory() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    /// protocol/preview.md's Pictures table, the html format's contract, says what each of the
    /// 40 row types draws and does not: every row type once, no other.
    func testThePicturesTableNamesEveryRowTypeOnce() throws {
        let text = try String(contentsOf: TestSupport.repositoryFile("protocol/preview.md"), encoding: .utf8)
        let section = try XCTUnwrap(
            text.components(separatedBy: "\n## Pictures\n").last?.components(separatedBy: "\n## ").first)
        let names = section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| row types") }
            .flatMap { line in
                (line.split(separator: "|").first ?? "").split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            }
            .filter { $0 != "custom types" }
        XCTAssertEqual(names.count, Set(names).count, "a row type listed twice: \(names)")
        XCTAssertEqual(Set(names), Set(Catalog.standard.rowTypes.map(\.name)))
    }

    func testEveryRowTypeDrawsItsCell() throws {
        let form = try RenderFixtures.example("every-row-type").form
        let rows = Dictionary(uniqueKeysWithValues: form.visibleRows.map { ($0.tag ?? "", $0) })
        // The example holds every built-in row type once, so this covers all 40.
        XCTAssertEqual(
            Set(rows.values.map(\.rowType)), Set(Catalog.standard.rowTypes.map(\.name)), "one row per row type")

        func field(_ text: String, secure: Bool = false) -> RenderCell {
            .textField(text: text, placeholder: nil, secure: secure, alignment: .natural)
        }
        func detail(_ text: String, _ accessory: Accessory = .none) -> RenderCell {
            .detail(text: text, accessory: accessory, highlighted: false)
        }
        let fruit = WheelColumn(items: ["Apple", "Banana", "Cherry"], selected: 1)
        let expected: [String: RenderCell] = [
            "textRow": field("hello"), "nameRow": field("hello"), "urlRow": field("hello"), "emailRow": field("hello"),
            "passwordRow": field("hello", secure: true), "numberRow": field("42"), "phoneRow": field("hello"),
            "twitterRow": field("hello"), "accountRow": field("hello"), "integerRow": field("7"),
            "decimalRow": field("3.25"), "zipCodeRow": field("hello"),
            "textViewRow": .textView(text: "hello", placeholder: nil),
            // Only the push selectors have a disclosure indicator (XLFormSelectorCell.m -update).
            "selectorPushRow": detail("Banana", .disclosure), "selectorPopoverRow": detail("Banana"),
            "selectorActionSheetRow": detail("Banana"), "selectorAlertViewRow": detail("Banana"),
            "selectorPickerViewRow": detail("Banana"), "selectorPickerViewInlineRow": detail("Banana"),
            "multipleSelectorRow": detail("Apple, Cherry", .disclosure),
            "multipleSelectorPopoverRow": detail("Apple, Cherry"),
            "selectorLeftRightRow": .leftRight(left: "Fruit", right: "Banana", accessory: .disclosure),
            "selectorSegmentedControlRow": .segments(["Apple", "Banana", "Cherry"], selected: 1),
            "pickerRow": .wheels([fruit], dimmed: false),
            "dateInlineRow": detail("Nov 21, 2026"), "datetimeInlineRow": detail("11/21/26, 9:00\u{202F}AM"),
            "timeInlineRow": detail("9:00\u{202F}AM"), "countDownTimerInlineRow": detail("9hours 0min"),
            "dateRow": detail("Nov 21, 2026"), "datetimeRow": detail("11/21/26, 9:00\u{202F}AM"),
            "timeRow": detail("9:00\u{202F}AM"), "countDownTimerRow": detail("9hours 0min"),
            "sliderRow": .slider(position: 0.5), "booleanCheckRow": .check(on: true),
            "booleanSwitchRow": .toggle(on: true),
            "buttonRow": .button(alignment: .center, tinted: true, detail: nil, accessory: .none),
            "infoRow": detail("v1.0"), "stepCounterRow": .stepper(text: "3"), "imageRow": .image,
        ]
        for (tag, cell) in expected {
            XCTAssertEqual(rows[tag]?.cell, cell, tag)
        }
        // The standalone date picker: XLFormDatePickerCell -update never sets its date, so it
        // shows now (10:00 on the 21st) in date-and-time mode, not the row's 9:00.
        guard case .wheels(let wheels, dimmed: false)? = rows["datePickerRow"]?.cell else {
            return XCTFail("the date picker draws wheels")
        }
        XCTAssertEqual(wheels.map { $0.items[$0.selected ?? 0] }, ["Today", "10", "00", "AM"])
        XCTAssertEqual(
            wheels[0].items,
            ["Wed, Nov 18", "Thu, Nov 19", "Fri, Nov 20", "Today", "Sun, Nov 22", "Mon, Nov 23", "Tue, Nov 24"])

        // Heights the cell classes report; the left-right selector's title is its left button.
        XCTAssertEqual(rows["textViewRow"]?.height, 110)
        XCTAssertEqual(rows["sliderRow"]?.height, 88)
        XCTAssertEqual(rows["pickerRow"]?.height, 216)
        XCTAssertEqual(rows["datePickerRow"]?.height, 216)
        XCTAssertEqual(rows["imageRow"]?.height, 40)
        XCTAssertNil(rows["textRow"]?.height)
        XCTAssertNil(rows["selectorLeftRightRow"]?.label)
        XCTAssertNil(rows["pickerRow"]?.label)
        XCTAssertEqual(rows["selectorPushRow"]?.label, "SelectorPush")
    }

    func testSignupSectionsControlsAndConditions() throws {
        let form = try RenderFixtures.example("signup").form
        XCTAssertEqual(form.title, "Create Account")
        XCTAssertFalse(form.valid)
        XCTAssertEqual(form.validationMessages, ["Email can't be empty", "Password is needed to sign in"])
        let company = try XCTUnwrap(form.sections.first { $0.header == "Company" })
        XCTAssertEqual(company.hiddenBy, "$accountType != 'business'")
        let rows = form.sections.flatMap(\.rows)
        func row(_ tag: String) -> RenderRow? { rows.first { $0.tag == tag } }
        XCTAssertEqual(
            row("email")?.cell,
            .textField(text: nil, placeholder: "name@example.com", secure: false, alignment: .natural))
        XCTAssertEqual(row("email")?.label, "Email*", "the form asks for asterisks")
        XCTAssertEqual(row("email")?.errors, ["Email can't be empty"])
        XCTAssertEqual(
            row("password")?.cell, .textField(text: nil, placeholder: nil, secure: true, alignment: .natural))
        XCTAssertEqual(row("accountType")?.cell, .segments(["personal", "business"], selected: 0))
        XCTAssertEqual(row("frequency")?.hiddenBy, "$newsletter == 0")
        XCTAssertNil(row("newsletter")?.hiddenBy)
        XCTAssertEqual(row("newsletter")?.cell, .toggle(on: false))
        XCTAssertEqual(row("experience")?.cell, .custom(cellClass: "RatingCell", text: "4"))
        XCTAssertEqual(row("comments")?.disabled, true)
        XCTAssertEqual(row("submit")?.cell, .button(alignment: .center, tinted: true, detail: nil, accessory: .none))
        // The multivalued section: the phone can be deleted, the Add button inserts, and it
        // keeps XLForm's natural alignment.
        let phones = try XCTUnwrap(form.sections.first { $0.multivaluedTag == "phones" })
        XCTAssertEqual(phones.rows.map(\.editing), [.delete, .insert])
        XCTAssertEqual(phones.rows.map(\.label), ["Phone", "Add Item"])
        XCTAssertEqual(phones.rows[1].cell, .button(alignment: .natural, tinted: true, detail: nil, accessory: .none))
        XCTAssertEqual(
            form.visibleRows.compactMap(\.tag),
            ["email", "password", "accountType", "newsletter", "experience", "comments", "submit"])
    }

    func testInlineRowsOpenTheirPickersWhenExpanded() throws {
        let inline = [
            "dateInlineRow", "datetimeInlineRow", "timeInlineRow", "countDownTimerInlineRow",
            "selectorPickerViewInlineRow",
        ]
        let form = try RenderFixtures.example("every-row-type", expanded: Set(inline + ["dateRow", "textRow"])).form
        let rows = Dictionary(uniqueKeysWithValues: form.visibleRows.map { ($0.tag ?? "", $0) })
        func selected(_ tag: String) -> [String]? {
            rows[tag]?.inlinePicker?.map { $0.items[$0.selected ?? 0] + ($0.unit.map { " " + $0 } ?? "") }
        }
        XCTAssertEqual(selected("dateInlineRow"), ["November", "21", "2026"])
        XCTAssertEqual(selected("timeInlineRow"), ["9", "00", "AM"])
        XCTAssertEqual(selected("datetimeInlineRow"), ["Today", "9", "00", "AM"])
        XCTAssertEqual(selected("countDownTimerInlineRow"), ["9 hours", "0 min"])
        XCTAssertEqual(
            rows["selectorPickerViewInlineRow"]?.inlinePicker,
            [WheelColumn(items: ["Apple", "Banana", "Cherry"], selected: 1)])
        // The open row's detail text takes the tint colour (XLFormDateCell -highlight).
        XCTAssertEqual(rows["dateInlineRow"]?.cell, .detail(text: "Nov 21, 2026", accessory: .none, highlighted: true))
        // Rows without an inline row type have no picker to open.
        XCTAssertNil(rows["dateRow"]?.inlinePicker)
        XCTAssertNil(rows["textRow"]?.inlinePicker)
        XCTAssertNil(rows["timeRow"]?.inlinePicker)
    }

    func testCellDetailsTheSpecAdds() throws {
        let path = try RenderFixtures.spec(
            #"""
            {"title": "Details", "sections": [
              {"rows": [
                {"tag": "volume", "rowType": "slider", "title": "Volume", "value": 7,
                 "cellConfig": {"slider.minimumValue": 0, "slider.maximumValue": 10, "steps": 4}},
                {"tag": "loud", "rowType": "slider", "title": "Loud", "value": 30},
                {"tag": "city", "rowType": "text", "title": "City",
                 "cellConfigAtConfigure": {"textField.placeholder": "Where"}, "cellConfig": {"textField.textAlignment": "right"}},
                {"tag": "bio", "rowType": "textView", "title": "Bio", "cellConfig": {"textView.placeholder": "About you"}},
                {"tag": "more", "rowType": "button", "title": "More", "action": {"viewControllerClass": "MoreViewController"}},
                {"tag": "locked", "rowType": "button", "title": "Locked", "disabled": true,
                 "action": {"viewControllerClass": "MoreViewController"}},
                {"tag": "plain", "rowType": "button", "title": "Plain", "cellConfig": {"useTintColor": false}},
                {"tag": "pick", "rowType": "selectorPush", "title": "Pick", "disabled": true, "selectorOptions": ["a"]},
                {"tag": "side", "rowType": "selectorLeftRight", "title": "Side", "disabled": true,
                 "selectorOptions": [{"leftValue": "L", "rightOptions": ["r"]}]},
                {"tag": "when", "rowType": "dateInline", "title": "When", "value": "2026-03-04", "disabled": true},
                {"tag": "check", "rowType": "booleanCheck", "title": "Check", "value": 0},
                {"tag": "wheel", "rowType": "picker", "disabled": true, "selectorOptions": ["a", "b"]},
                {"tag": "clock", "rowType": "datePicker", "disabled": true}
              ]}]}
            """#, in: directory)
        let options = RenderOptions(
            expanded: ["when"], now: Date(timeIntervalSince1970: 0), locale: Locale(identifier: "fr_FR"),
            timeZone: TimeZone(identifier: "UTC")!)
        let form = try RenderFixtures.previewed(path: path, render: options).form
        let rows = Dictionary(uniqueKeysWithValues: form.visibleRows.map { ($0.tag ?? "", $0) })
        // 7 of 0–10 snapped to 4 steps is 7.5; 30 on the default 0–1 slider is clamped to its end.
        XCTAssertEqual(rows["volume"]?.cell, .slider(position: 0.75))
        XCTAssertEqual(rows["loud"]?.cell, .slider(position: 1))
        XCTAssertEqual(
            rows["city"]?.cell, .textField(text: nil, placeholder: "Where", secure: false, alignment: .right))
        XCTAssertEqual(rows["bio"]?.cell, .textView(text: nil, placeholder: "About you"))
        XCTAssertEqual(
            rows["more"]?.cell, .button(alignment: .natural, tinted: false, detail: nil, accessory: .disclosure))
        XCTAssertEqual(rows["locked"]?.cell, .button(alignment: .natural, tinted: false, detail: nil, accessory: .none))
        XCTAssertEqual(rows["plain"]?.cell, .button(alignment: .center, tinted: false, detail: nil, accessory: .none))
        XCTAssertEqual(
            rows["pick"]?.cell, .detail(text: nil, accessory: .none, highlighted: false), "disabled: no disclosure")
        // Without a value no left option is chosen: the left button shows XLForm's "(null)".
        XCTAssertEqual(rows["side"]?.cell, .leftRight(left: "(null)", right: "", accessory: .none))
        XCTAssertNil(rows["when"]?.inlinePicker, "a disabled inline row cannot become first responder")
        XCTAssertEqual(rows["check"]?.cell, .check(on: false))
        // A disabled picker fades (XLFormPickerCell -update); a disabled date picker does not
        // (XLFormDatePickerCell only stops touches). Without a value the first option rests in the band.
        XCTAssertEqual(rows["wheel"]?.cell, .wheels([WheelColumn(items: ["a", "b"], selected: nil)], dimmed: true))
        guard case .wheels(_, let dimmed)? = rows["clock"]?.cell else { return XCTFail("a date picker") }
        XCTAssertFalse(dimmed)
    }

    func testDateWheelsFollowTheLocale() throws {
        let previewed = try RenderFixtures.example("every-row-type")
        let options = RenderOptions(
            expanded: ["dateInlineRow", "timeInlineRow"], now: Date(timeIntervalSince1970: 0),
            locale: Locale(identifier: "fr_FR"), timeZone: TimeZone(identifier: "UTC")!)
        let form = RenderBuilder.form(previewed.document, result: previewed.result, options: options)
        let rows = Dictionary(uniqueKeysWithValues: form.visibleRows.map { ($0.tag ?? "", $0) })
        XCTAssertEqual(
            rows["dateInlineRow"]?.inlinePicker?.map { $0.items[$0.selected ?? 0] }, ["21", "novembre", "2026"])
        XCTAssertEqual(
            rows["timeInlineRow"]?.inlinePicker?.map { $0.items[$0.selected ?? 0] }, ["09", "00"], "a 24-hour clock")
    }

    func testMultivaluedEditingControls() throws {
        let path = try RenderFixtures.spec(
            #"""
            {"sections": [
              {"multivaluedTag": "a", "sectionOptions": ["canInsert", "canDelete"],
               "rows": [{"rowType": "text", "value": "1"}, {"rowType": "text", "value": "2", "disabled": true},
                        {"rowType": "text", "value": "3"}, {"rowType": "text", "value": "4", "hidden": true}]},
              {"multivaluedTag": "b", "sectionOptions": ["canDelete"],
               "rows": [{"rowType": "text", "value": "1"}, {"rowType": "text", "value": "2"}]},
              {"multivaluedTag": "c", "sectionOptions": ["canReorder"], "rows": [{"rowType": "text", "value": "1"}]},
              {"rows": [{"tag": "plain", "rowType": "text"}]}
            ]}
            """#, in: directory)
        let form = try RenderFixtures.previewed(path: path).form
        // Insert goes to the last row that shows; a disabled row cannot be edited.
        XCTAssertEqual(form.sections[0].rows.map(\.editing), [.delete, .none, .insert, .none])
        XCTAssertEqual(form.sections[1].rows.map(\.editing), [.delete, .delete])
        XCTAssertEqual(form.sections[2].rows.map(\.editing), [.none])
        XCTAssertEqual(form.sections[3].rows.map(\.editing), [.none])
    }
}
