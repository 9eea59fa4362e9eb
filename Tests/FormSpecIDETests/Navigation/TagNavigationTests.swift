import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Definition, references and highlights, with the places given as marked ranges.
final class TagNavigationTests: XCTestCase {
    func testDefinitionFromAReferenceInEachKindOfPredicate() {
        let spec = NavigationSpecs.event
        for needle in [
            #""$locked == 1","#, #"hidden": "$mode"#, #"OR 'US$allDay' == $starts"#,
            #"{"rowType": "name", "hidden": "$locked"#,
        ] {
            let f = NavigationFixture(
                spec.replacingOccurrences(
                    of: needle,
                    with: needle.replacingOccurrences(of: "$", with: "$‸").replacingOccurrences(
                        of: "'US$‸", with: "'US$")))
            let target = f.index.occurrence(at: f.cursor)!.tag
            let found = TagNavigation.definition(at: f.cursor, in: f.index)
            XCTAssertEqual(found?.map { f.text($0.nameRange) }, [target], needle)
            XCTAssertEqual(
                found?.first.map { f.text($0.enclosingRange).hasPrefix("{\"tag\": \"\(target)\"") }, true, needle)
        }
    }

    func testDefinitionThroughAnEscapeAndAfterNonASCII() {
        let f = NavigationFixture(
            NavigationSpecs.event.replacingOccurrences(of: #"$\u0061llDay"#, with: #"$\u00‸61llDay"#))
        let found = TagNavigation.definition(at: f.cursor, in: f.index)
        XCTAssertEqual(found?.map(\.nameRange), [f.index.declarations[0].nameRange])
    }

    func testDefinitionFromTheDeclarationIsItselfAndUnknownTagsHaveNone() {
        let f = NavigationFixture(
            NavigationSpecs.event.replacingOccurrences(of: #""tag": "mode""#, with: #""tag": "mo‸de""#))
        XCTAssertEqual(TagNavigation.definition(at: f.cursor, in: f.index)?.map { f.text($0.nameRange) }, ["mode"])
        let ghost = NavigationFixture(NavigationSpecs.event.replacingOccurrences(of: "$ghost", with: "$gh‸ost"))
        XCTAssertEqual(TagNavigation.definition(at: ghost.cursor, in: ghost.index)?.count, 0)
        let title = NavigationFixture(NavigationSpecs.event.replacingOccurrences(of: "All-day", with: "All-‸day"))
        XCTAssertNil(TagNavigation.definition(at: title.cursor, in: title.index))
    }

    func testDuplicateTagsPutTheBoundRowFirst() {
        let f = NavigationFixture(
            #"{"sections": [{"rows": [{"tag": "‹a›", "rowType": "text"}, {"tag": "‹a›", "rowType": "email", "hidden": "$‸a == nil"}]}]}"#
        )
        let found = TagNavigation.definition(at: f.cursor, in: f.index)
        XCTAssertEqual(found?.map(\.nameRange), [f.ranges[1], f.ranges[0]])
    }

    func testReferencesWithAndWithoutTheDeclaration() {
        let f = NavigationFixture(
            #"""
            {"disabled": "$‹allDay› == 1", "sections": [{"hidden": "$‹allDay›.isHidden == NO", "rows": [
              {"tag": "‹all‸Day›", "rowType": "booleanSwitch", "title": "allDay", "hidden": "'allDay' == $‹allDay› OR $allDays == 1"},
              {"tag": "allDays", "rowType": "text", "disabled": "$‹allDay› == 0"}
            ]}]}
            """#)
        let all = TagNavigation.references(at: f.cursor, includeDeclaration: true, in: f.index)
        XCTAssertEqual(all?.map(\.nameRange), f.ranges)
        XCTAssertEqual(all?.map(\.isDeclaration), [false, false, true, false, false])
        let onlyReferences = TagNavigation.references(at: f.ranges[3].start, includeDeclaration: false, in: f.index)
        XCTAssertEqual(onlyReferences?.map(\.nameRange), f.ranges.enumerated().filter { $0.offset != 2 }.map(\.element))
    }

    func testHighlightsMarkTheDeclarationAsWrite() {
        let f = NavigationFixture(
            #"{"sections": [{"rows": [{"tag": "‹x›", "rowType": "text"}, {"tag": "y", "rowType": "text", "hidden": "$‹x›‸ != nil AND $y == $‹x›"}]}]}"#
        )
        let highlights = TagNavigation.highlights(at: f.cursor, in: f.index)
        XCTAssertEqual(highlights.map(\.range), f.ranges)
        XCTAssertEqual(highlights.map(\.kind), [.write, .read, .read])
        XCTAssertTrue(TagNavigation.highlights(at: 1, in: f.index).isEmpty)
    }
}
