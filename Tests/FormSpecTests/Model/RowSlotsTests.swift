import FormSpecJSON
import XCTest

@testable import FormSpec

/// Which member each row property is read from (`RowSlots`): one byte a property while every
/// index fits, every index a word once one does not; the row reads the same either way.
final class RowSlotsTests: XCTestCase {
    /// A row with `filler` members before its properties, and a cell config after them.
    private func row(filler: Int, tagLast: Bool = false) -> Row {
        let padding = (0..<filler).map { #""x\#($0)": 0"# }
        let tag = #""tag": "email""#
        let members =
            (tagLast ? [] : [tag]) + [#""title": "Email""#] + padding
            + [#""rowType": "email""#, #""hidden": "$a == 1""#, #""cellConfig": {"textField.placeholder": "you@"}"#]
            + (tagLast ? [tag] : [])
        let text = #"{"sections": [{"rows": [{"# + members.joined(separator: ", ") + "}]}]}"
        let row = SpecDocument(text: text).form?.sections.first?.rows.first
        XCTAssertNotNil(row)
        return row!
    }

    private func assertReads(_ row: Row, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(row.tag?.value, "email", file: file, line: line)
        XCTAssertEqual(row.effectiveTag, "email", file: file, line: line)
        XCTAssertEqual(row.title?.value, "Email", file: file, line: line)
        XCTAssertEqual(row.rowTypeName, "email", file: file, line: line)
        XCTAssertEqual(row.predicateText(.hidden), "$a == 1", file: file, line: line)
        XCTAssertNil(row.predicateText(.disabled), file: file, line: line)
        XCTAssertNil(row.value, file: file, line: line)
        XCTAssertEqual(row.cellConfigs.map(\.kind), [.cellConfig], file: file, line: line)
        XCTAssertEqual(
            row.cellConfigs.first?.entries.first?.keyPath.value, "textField.placeholder", file: file, line: line)
    }

    func testIndicesThatFitAByteAreKeptOneByteEach() {
        // The cell config is the 255th member (index 254): the last index a byte holds.
        let row = row(filler: 250)
        XCTAssertEqual(row.content.slots.cellConfig(.cellConfig), 254)
        XCTAssertFalse(row.content.slots.isWide)
        assertReads(row)
        XCTAssertLessThanOrEqual(MemoryLayout<RowSlots>.size, 32)
    }

    func testARowWithAPropertyPastThe255thMemberKeepsWords() {
        let row = row(filler: 251)
        XCTAssertEqual(row.content.slots.cellConfig(.cellConfig), 255)
        XCTAssertTrue(row.content.slots.isWide)
        assertReads(row)
        // A property set before the indices grew keeps its index.
        XCTAssertEqual(row.content.slots.title, 1)
    }

    func testAPropertySetAfterTheIndicesGrewIsReadFromTheWords() {
        let row = row(filler: 400, tagLast: true)
        XCTAssertEqual(row.content.slots.tag, 404)
        XCTAssertEqual(row.content.slots.rowType, 401)
        XCTAssertTrue(row.content.slots.isWide)
        assertReads(row)
    }
}
