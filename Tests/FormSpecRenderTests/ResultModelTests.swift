import FormSpec
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

@testable import FormSpecRender

/// The render model is drawn from the preview's result model, whatever dialect it was compiled
/// from: each row's cell class comes from the result row, the spec only adds what a cell's
/// configuration says (placeholders, options, conditions).
final class ResultModelTests: XCTestCase {
    /// The case of a cell (`textField`, `detail`, `wheels`), without its associated values.
    private func drawing(_ cell: RenderCell) -> String {
        String(String(describing: cell).prefix { $0 != "(" })
    }

    func testRowsDrawFromTheResultWithoutTheXLFormModel() throws {
        let previewed = try RenderFixtures.example("every-row-type")
        // A document with no XLForm model (an FXForms field file): nothing to look rows up in.
        let other = SpecDocument(name: "Other.fxform.json", text: "{}")
        XCTAssertNil(other.form)
        let bare = RenderBuilder.form(other, result: previewed.result)
        let full = previewed.form
        XCTAssertEqual(bare.visibleRows.map(\.tag), full.visibleRows.map(\.tag))
        XCTAssertEqual(bare.visibleRows.map(\.label), full.visibleRows.map(\.label))
        XCTAssertEqual(bare.visibleRows.map { drawing($0.cell) }, full.visibleRows.map { drawing($0.cell) })
        XCTAssertFalse(bare.visibleRows.contains { drawing($0.cell) == "custom" }, "no row falls back to custom")
        let texts = Dictionary(uniqueKeysWithValues: bare.visibleRows.map { ($0.tag ?? "", $0.cell) })
        XCTAssertEqual(
            texts["emailRow"], .textField(text: "hello", placeholder: nil, secure: false, alignment: .natural))
        XCTAssertEqual(texts["selectorPushRow"], .detail(text: "Banana", accessory: .disclosure, highlighted: false))
        XCTAssertEqual(texts["booleanSwitchRow"], .toggle(on: true))
        XCTAssertEqual(bare.validationMessages, full.validationMessages)
    }

    /// A row type only the spec declares is known from the result row alone: its cell class
    /// and inline row type.
    func testADeclaredRowTypeComesWithTheResultRow() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try RenderFixtures.spec(
            """
            {"customRowTypes": {"choice": {"cellClass": "ChoiceCell", "valueType": "option", "inlineRowType": "picker"}},
             "sections": [{"rows": [{"tag": "c", "rowType": "choice", "title": "C", "selectorOptions": ["A", "B"], "value": "B"}]}]}
            """, in: directory)
        let previewed = try RenderFixtures.previewed(path: path, expanded: ["c"])
        let bare = RenderBuilder.form(
            SpecDocument(name: "Other.fxform.json", text: "{}"), result: previewed.result,
            options: RenderOptions(expanded: ["c"]))
        let row = try XCTUnwrap(bare.visibleRows.first)
        XCTAssertEqual(row.cell, .custom(cellClass: "ChoiceCell", text: "B"))
        XCTAssertEqual(row.inlinePicker, [WheelColumn(items: [], selected: nil)], "open, its options being the spec's")
        XCTAssertEqual(previewed.form.visibleRows.first?.inlinePicker, [WheelColumn(items: ["A", "B"], selected: 1)])
    }

    /// Every cell FXForms gives a field type, and the four a field may name, draws as its own
    /// kind of cell once a field file's preview hands them over.
    func testFXFormsCellsHaveDrawings() {
        let named = ["FXFormStepperCell", "FXFormSliderCell", "FXFormOptionPickerCell", "FXFormOptionSegmentsCell"]
        let cells = Set(FXFormsCatalog.standard.types.map(\.cell) + named)
        XCTAssertGreaterThanOrEqual(cells.count, 10)
        for cell in cells {
            XCTAssertNotNil(CellDrawing(cellClass: cell), cell)
        }
        XCTAssertEqual(CellDrawing(cellClass: "FXFormSwitchCell"), .toggle)
        XCTAssertEqual(CellDrawing(cellClass: "FXFormDatePickerCell"), .date, "its picker is a keyboard")
        XCTAssertEqual(CellDrawing(cellClass: "FXFormOptionSegmentsCell"), .segmented)
        XCTAssertNil(CellDrawing(cellClass: "AppCell"))
    }
}
