import FormSpecJSON
import XCTest

@testable import FormSpec

final class StaticFactsTests: XCTestCase {
    private func references(_ source: String) -> [PredicateReference] { XLFormPredicate.parse(source).references }

    func testReferencesAndAttributes() {
        let refs = references("$a == 1 AND $b.isHidden == NO AND $c.value.formValue == 'x'")
        XCTAssertEqual(refs.map(\.tag), ["a", "b", "c"])
        XCTAssertEqual(refs.map(\.attribute), ["value", "isHidden", "value"])
        XCTAssertEqual(refs.map(\.attributeIsSynthesized), [true, false, false])
        XCTAssertEqual(refs[2].keyPath, ["formValue"])
        XCTAssertEqual(refs[0].range, TextRange(0, 2))
        XCTAssertEqual(refs[1].range, TextRange(12, 23))
        XCTAssertEqual(refs[1].variableRange, TextRange(12, 14))
        XCTAssertEqual(refs[1].attributeRange, TextRange(15, 23))
        XCTAssertEqual(refs.map(\.context), [.comparisonOperand, .comparisonOperand, .comparisonOperand])
    }

    func testObservedDependenciesFollowXLForm() {
        let plain = references("$a == 1 AND $b > 2")
        XCTAssertEqual(plain.map(\.isObservedByXLForm), [true, true])

        let sum = references("$a + $b > 2")
        XCTAssertEqual(sum.map(\.tag), ["a", "b"])
        XCTAssertEqual(sum.map(\.context), [.arithmetic, .arithmetic])
        XCTAssertEqual(
            sum.map(\.isObservedByXLForm), [true, false], "only the first tag of an arithmetic side is extracted")

        let function = references("lowercase($name) == 'x'")
        XCTAssertEqual(function.map(\.isObservedByXLForm), [false])
        XCTAssertEqual(function.map(\.context), [.functionArgument])
        XCTAssertEqual(
            XLFormDependencies.extractedTags(from: XLFormPredicate.parse("lowercase($name) == 'x'").predicate!),
            ["owercase:($name"])

        let elsewhere = references("$b + 1 > 2 AND $b == 3")
        XCTAssertEqual(elsewhere.map(\.isObservedByXLForm), [true, true], "observed through the other comparison")

        let aggregate = references("1 IN {$a , $b}")
        XCTAssertEqual(aggregate.map(\.isObservedByXLForm), [false, false])
        XCTAssertEqual(aggregate.map(\.context), [.aggregate, .aggregate])

        let raw = PredicateFormat.parse("$a == 1 AND SUBQUERY($list, $x, $x > $limit).@count > 0").references
        XCTAssertEqual(raw.map(\.tag), ["a", "list", "limit"], "$x is bound by the SUBQUERY")
        XCTAssertEqual(
            raw.map(\.isObservedByXLForm), [false, false, false], "bare variables and SUBQUERY sides yield no tag")
        XCTAssertEqual(raw.map(\.context), [.comparisonOperand, .subquery, .subquery])
    }

    func testDependencyTagExtraction() {
        XCTAssertEqual(XLFormDependencies.tag(fromDescription: "$a.value"), "a")
        XCTAssertEqual(XLFormDependencies.tag(fromDescription: "$a.value + $b.value"), "a")
        XCTAssertEqual(XLFormDependencies.tag(fromDescription: "$a[0]"), "a[0]")
        XCTAssertEqual(XLFormDependencies.tag(fromDescription: "1.5 + $a.value"), "")
        let tags = XLFormDependencies.extractedTags(
            from: XLFormPredicate.parse("$a.isHidden == 1 OR NOT ($b == $c)").predicate!)
        XCTAssertEqual(tags, ["a", "b", "c"])
    }

    /// The tags are read from `$name.key` sides without printing them: the same tags as from
    /// their descriptions, for every predicate of the differential corpus read both ways.
    func testDependencyTagsWithoutDescriptionsMatchTheDescriptions() throws {
        func fromDescriptions(_ p: PredicateNode) -> [String] {
            switch p.kind {
            case .and(let items), .or(let items): return items.flatMap(fromDescriptions)
            case .not(let inner): return fromDescriptions(inner)
            case .comparison(let c):
                return [c.left, c.right].filter(\.isFunctionExpression).map {
                    XLFormDependencies.tag(fromDescription: $0.formatDescription)
                }
            default: return []
            }
        }
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures/predicates/corpus", withExtension: "jsonl"))
        var compared = 0
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            guard let text = try JSONValue(decoding: String(line))["predicate"]?.stringValue else { continue }
            for parsed in [XLFormPredicate.parse(text), PredicateFormat.parse(text)] {
                guard let predicate = parsed.predicate else { continue }
                XCTAssertEqual(XLFormDependencies.extractedTags(from: predicate), fromDescriptions(predicate), text)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 500)
    }

    func testComparisonShapes() throws {
        let shapes = PredicateShapes.comparisons(
            in: try XCTUnwrap(
                XLFormPredicate.parse("$age > 18 AND 'x' == $name.value AND $sw.isHidden == YES").predicate))
        XCTAssertEqual(shapes.count, 3)
        XCTAssertEqual(shapes[0].left.rowReference, RowAttributeReference(tag: "age", attribute: "value"))
        XCTAssertEqual(shapes[0].left.staticType, .rowValue(tag: "age"))
        XCTAssertEqual(shapes[0].right.literal, .integer)
        XCTAssertEqual(shapes[0].op, .greater)
        XCTAssertEqual(shapes[0].operatorRange, TextRange(5, 6))
        XCTAssertEqual(shapes[1].left.literal, .string)
        XCTAssertEqual(shapes[1].right.rowReference?.tag, "name")
        XCTAssertEqual(shapes[2].left.staticType, .bool)
        XCTAssertEqual(shapes[2].right.literal, .bool)
        let types = PredicateShapes.comparisons(
            in: try XCTUnwrap(
                PredicateFormat.parse(
                    "lowercase($a) == now() AND $b.value.@count == -2.5 AND CAST($c, 'NSDate') == {1}"
                ).predicate))
        XCTAssertEqual(types.map(\.left.staticType), [.string, .number, .date])
        XCTAssertEqual(types.map(\.right.staticType), [.date, .number, .collection])
        XCTAssertEqual(types[1].right.literal, .double)
        XCTAssertNil(types[0].left.rowReference)
    }

    func testConstantFolding() throws {
        func fold(_ source: String) throws -> ConstantFinding? {
            ConstantFolding.evaluate(try XCTUnwrap(XLFormPredicate.parse(source).predicate))
        }
        XCTAssertEqual(try fold("TRUEPREDICATE")?.value, true)
        XCTAssertEqual(try fold("FALSEPREDICATE")?.value, false)
        XCTAssertEqual(try fold("1 == 1")?.value, true)
        XCTAssertEqual(try fold("'a' CONTAINS 'b'")?.value, false)
        XCTAssertEqual(try fold("NOT (2 > 1)")?.value, false)
        XCTAssertEqual(try fold("$a == 1 OR TRUEPREDICATE")?.value, true)
        XCTAssertEqual(try fold("$a == 1 AND FALSEPREDICATE")?.value, false)
        XCTAssertNil(try fold("$a == 1 AND TRUEPREDICATE"))
        let contradiction = try fold("$a == 1 AND $a == 2")
        XCTAssertEqual(contradiction?.value, false)
        XCTAssertEqual(contradiction?.reason, "'$a.value == 1' and '$a.value == 2' cannot both hold")
        XCTAssertEqual(try fold("$a == 1 AND $a != 1")?.value, false)
        XCTAssertEqual(try fold("$a > 5 AND $a < 3")?.value, false)
        XCTAssertEqual(try fold("$a > 5 AND 5 > $a")?.value, false, "constants on either side")
        XCTAssertEqual(try fold("$a >= 5 AND $a <= 5 AND $a != 5")?.value, false)
        XCTAssertEqual(try fold("$a == 7 AND $a < 3")?.value, false)
        XCTAssertNil(try fold("$a >= 5 AND $a <= 5"), "exactly 5 satisfies both")
        XCTAssertNil(try fold("$a == 1 AND $a == 1.0"), "1 and 1.0 are equal")
        XCTAssertNil(try fold("$a == 1 AND $b == 2"))
        XCTAssertNil(try fold("$a ==[c] 'x' AND $a ==[c] 'X'"), "options make equality constraints unsound")
        XCTAssertEqual(try fold("$a == 1 OR $a != 1")?.value, true)
        XCTAssertEqual(try fold("$a == $a")?.value, true)
        XCTAssertEqual(try fold("$a != $a")?.value, false)
        XCTAssertNil(try fold("now() == now()"), "the clock is not deterministic")
        XCTAssertNil(try fold("$a > 5 OR $a <= 5"), "nil satisfies neither")
        // Operands that are no constraint (options, other tags) sit between the ones that decide.
        XCTAssertEqual(
            try fold("$a == 1 AND $b CONTAINS[c] 'x' AND $a == 2")?.reason,
            "'$a.value == 1' and '$a.value == 2' cannot both hold")
        XCTAssertEqual(
            try fold("1 == $a OR $b CONTAINS[c] 'x' OR $a != 1")?.reason,
            "'1 == $a.value' or '$a.value != 1' holds for every value")
        XCTAssertNil(try fold("$a == 1 OR $a == 2"), "two equalities cover no value but theirs")
        let parts = ConstantFolding.constantParts(
            of: try XCTUnwrap(XLFormPredicate.parse("$x == 1 AND (1 == 1 OR $y == 2)").predicate))
        XCTAssertEqual(parts.map(\.value), [true])
        XCTAssertEqual(parts.first?.range, TextRange(12, 31))
    }

    func testCompletionContext() {
        let atVariable = PredicateCompletion.context(in: "$a == 1 AND $ta", at: 15)
        XCTAssertEqual(atVariable.expected, [.variableName])
        XCTAssertEqual(atVariable.prefix, "ta")
        XCTAssertEqual(atVariable.replacementRange, TextRange(13, 15))

        let atAttribute = PredicateCompletion.context(in: "$a.isHid == 1", at: 8)
        XCTAssertEqual(atAttribute.expected, [.keyPathComponent])
        XCTAssertEqual(atAttribute.prefix, "isHid")
        XCTAssertEqual(atAttribute.replacementRange, TextRange(3, 8))

        let atOperator = PredicateCompletion.context(in: "$a CONT", at: 7)
        XCTAssertTrue(atOperator.expected.contains(.comparisonOperator))
        XCTAssertEqual(atOperator.prefix, "CONT")

        let afterOperator = PredicateCompletion.context(in: "$a == ", at: 6)
        XCTAssertTrue(afterOperator.expected.contains(.value))
        XCTAssertEqual(afterOperator.replacementRange, .empty(at: 6))

        let keyword = PredicateCompletion.context(in: "$a == 1 AN", at: 10)
        XCTAssertTrue(keyword.expected.contains(.logicalOperator))

        XCTAssertTrue(PredicateCompletion.context(in: "$a == 'é", at: 9).insideString)
        XCTAssertFalse(PredicateCompletion.context(in: "$a == 'é'", at: 10).insideString)
        let lone = PredicateCompletion.context(in: "$", at: 1)
        XCTAssertEqual(lone.expected, [.variableName])
        XCTAssertEqual(lone.replacementRange, .empty(at: 1))
        XCTAssertTrue(PredicateCompletion.context(in: "", at: 0).expected.contains(.predicate))
        // An offset inside a multi-byte character snaps back to its start.
        XCTAssertEqual(PredicateCompletion.context(in: "'é' == $", at: 2).insideString, true)
    }
}
