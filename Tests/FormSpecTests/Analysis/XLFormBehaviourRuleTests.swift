import FormSpec
import FormSpecJSON
import XCTest

/// Rules that follow what XLForm 4.3.0 does where an app's working form had been reported:
/// each case names the XLForm source that decides it.
final class XLFormBehaviourRuleTests: AnalysisTestCase {
    /// `-cellForFormController:` takes `cellClass` before the registered type and asserts only
    /// when both are nil (XLFormRowDescriptor.m, lines 134 and 141).
    func testARowWithACellClassNeedsNoRegisteredType() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "XLFormRowDescriptorTypeCustom", "cellClass": "XLFormCustomCell"},
            {"tag": "b", "rowType": "XLFormRowDescriptorTypeCustom"},
            {"tag": "c", "rowType": "XLFormRowDescriptorTypeCustom", "cellClass": ""}
            """#)
        XCTAssertEqual(
            findings(spec, .unknownRowType).map { $0.message.prefix(8) }, ["row 'b':", "row 'c':"],
            "an empty cellClass is nil for XLForm")
    }

    /// XLFormSelectorCell performs `formSegueIdentifier` instead of showing the options, for push
    /// and popover selectors only (XLFormSelectorCell.m, lines 150-153).
    func testASegueReplacesTheOptionsOfPushAndPopoverSelectors() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "selectorPush", "action": {"formSegueIdentifier": "MapViewControllerSegue"}},
            {"tag": "b", "rowType": "selectorPopover", "action": {"formSegueIdentifier": "MapViewControllerSegue"}},
            {"tag": "c", "rowType": "selectorActionSheet", "action": {"formSegueIdentifier": "MapViewControllerSegue"}},
            {"tag": "d", "rowType": "selectorPush", "action": {"formSegueIdentifier": ""}}
            """#)
        XCTAssertEqual(
            findings(spec, .missingOptions).map(\.message),
            [
                "row 'c': selectorActionSheet row has no selectorOptions, so it offers nothing to choose (give options, or an action view controller for a custom selector)",
                "row 'd': selectorPush row has no selectorOptions, so it offers nothing to choose (give options, or an action view controller for a custom selector)",
            ])
    }

    /// formRowWithTag: and formValues take any tag; only `$tag` in a predicate cannot name it.
    func testAnUnreferenceableTagIsAHintUntilAPredicateWritesIt() throws {
        let quiet = rows(#"{"tag": "all-day", "rowType": "booleanSwitch"}"#)
        let hint = try XCTUnwrap(findings(quiet, .unreferenceableTag).first)
        XCTAssertEqual(hint.severity, .hint)
        XCTAssertEqual(hint.data?["referenced"], false)

        let written = rows(
            #"{"tag": "all-day", "rowType": "booleanSwitch"}, {"tag": "ends", "rowType": "date", "hidden": "$all-day == 1"}"#
        )
        let warning = try XCTUnwrap(findings(written, .unreferenceableTag).first)
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertTrue(warning.message.hasSuffix("; a predicate writes `$all-day`"), warning.message)
        // `$all-dayLong` is another variable, not this tag.
        let other = rows(
            #"{"tag": "all-day", "rowType": "booleanSwitch"}, {"tag": "ends", "rowType": "date", "hidden": "$all-dayLong == 1"}"#
        )
        XCTAssertEqual(findings(other, .unreferenceableTag).map(\.severity), [.hint])
    }

    /// Whether a predicate writes each of many tags is found in one pass over the predicates;
    /// a tag holding `$` is never written whole.
    func testManyUnreferenceableTagsAndTheirReferences() {
        let tags = (0..<300).map { #"{"tag": "row-\#($0)", "rowType": "text"}"# }
        let readers = stride(from: 0, to: 300, by: 3).map {
            #"{"tag": "r\#($0)", "rowType": "text", "hidden": "$row-\#($0) == nil OR $row-\#($0)9x == nil"}"#
        }
        let spec = rows(
            (tags + readers + [#"{"tag": "US$", "rowType": "text", "hidden": "$US$ == 1"}"#]).joined(separator: ", "))
        let found = findings(spec, .unreferenceableTag)
        XCTAssertEqual(found.count, 301)
        let warned = Set(found.filter { $0.severity == .warning }.compactMap { $0.data?["tag"]?.stringValue })
        XCTAssertEqual(warned, Set(stride(from: 0, to: 300, by: 3).map { "row-\($0)" }))
        XCTAssertFalse(warned.contains("US$"))
    }

    /// KVC's `self` key answers the object itself (XLForm's README sets `self.tintColor`), and a
    /// cell's key paths follow what it puts in its inherited properties: XLFormSwitchCell makes
    /// its accessoryView a UISwitch (XLFormSwitchCell.m, line 38), XLFormImageCell a UIImageView
    /// (XLFormImageCell.m, line 50).
    func testKeyPathsFollowSelfAndWhatEachCellPutsInItsProperties() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "text", "cellConfig": {"self.tintColor": "white", "textLabel.self.textColor": "red"}},
            {"tag": "b", "rowType": "booleanSwitch", "cellConfigAtConfigure": {"accessoryView.onTintColor": "red", "editingAccessoryView.thumbTintColor": "blue"}},
            {"tag": "c", "rowType": "image", "cellConfig": {"accessoryView.contentMode": "scaleAspectFill"}},
            {"tag": "d", "rowType": "text", "cellConfig": {"accessoryView.onTintColor": "red", "self.colour": "red"}},
            {"tag": "e", "rowType": "text", "cellConfig": {"self": null}}
            """#)
        XCTAssertEqual(
            findings(spec, .unknownKeyPath).map { text($0, in: spec) }, ["onTintColor", "colour"],
            "a text cell's accessoryView is a plain UIView; `self` does not make unknown keys known")
        XCTAssertEqual(findings(spec, .keyPathValue).map { text($0, in: spec) }, ["null"], "`self` has no setter")
    }

    /// NSString formats take positional arguments: `%1$@` is the title XLForm passes.
    func testPositionalArgumentsInRequireMessages() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "text", "required": true, "requireMsg": "%1$@ is needed (%1$@)"},
            {"tag": "b", "rowType": "text", "required": true, "requireMsg": "%2$@ is needed"},
            {"tag": "c", "rowType": "text", "required": true, "requireMsg": "%1$d%%"}
            """#)
        XCTAssertEqual(findings(spec, .invalidValue).map { text($0, in: spec) }, ["%2$@", "%1$d"])
    }

    /// Rows without values lose nothing to a shared tag; a value, or a predicate that reads the
    /// tag, makes it an error (XLFormDescriptor.m, lines 318-323 and 345-349).
    func testDuplicateTagsOnRowsWithoutValuesAreHints() {
        let buttons = rows(
            #"{"tag": "go", "rowType": "button", "title": "A"}, {"tag": "go", "rowType": "button", "title": "B"}"#)
        XCTAssertEqual(findings(buttons, .duplicateTag).map(\.severity), [.hint])
        XCTAssertTrue(findings(buttons, .duplicateTag)[0].message.contains("nothing is lost"))

        let read = rows(
            #"""
            {"tag": "go", "rowType": "button"}, {"tag": "go", "rowType": "button"},
            {"tag": "x", "rowType": "text", "hidden": "$go.isHidden == 1"}
            """#)
        XCTAssertEqual(findings(read, .duplicateTag).map(\.severity), [.error])
        let mixed = rows(#"{"tag": "go", "rowType": "text"}, {"tag": "go", "rowType": "button"}"#)
        XCTAssertEqual(findings(mixed, .duplicateTag).map(\.severity), [.error])
        let shown = rows(#"{"tag": "v", "rowType": "info", "value": "1.0"}, {"tag": "v", "rowType": "info"}"#)
        XCTAssertEqual(findings(shown, .duplicateTag).map(\.severity), [.error], "an info row with a value sends it")
        let unknown = rows(#"{"tag": "u", "rowType": "button"}, {"tag": "u", "rowType": "rating", "cellClass": "R"}"#)
        XCTAssertEqual(findings(unknown, .duplicateTag).map(\.severity), [.error], "an unknown cell may hold a value")
    }
}
