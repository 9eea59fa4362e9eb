import FormSpecJSON
import XCTest

@testable import FormSpec

final class XLFormRewriteTests: XCTestCase {
    /// The examples of the XLForm facts sheet, §5a.
    func testRewritesLikeXLForm() {
        let table: [(String, String)] = [
            ("$a == 1", "$a.value == 1"),
            ("$a.value == 1", "$a.value == 1"),
            ("$a.isHidden == 1", "$a.isHidden == 1"),
            ("$a.isDisabled == 1", "$a.isDisabled == 1"),
            ("$a.foo == 1", "$a.value.foo == 1"),
            ("$a.hidden == 1", "$a.value.hidden == 1"),
            ("NOT $a contains 'x'", "NOT $a.value contains 'x'"),
            ("$a.value.@count == 0", "$a.value.@count == 0"),
            ("$a.@count == 0", "$a.value.@count == 0"),
            ("$a==1", "$a.value==1"),
            ("($a)", "($a.value)"),
            ("$a!=$b", "$a.value!=$b.value"),
            ("$a<$b", "$a.value<$b.value"),
            ("$a&&$b", "$a.value&&$b.value"),
            ("{$a,$b}", "{$a,.value$b}.value"),
            ("$a*2", "$a*2.value"),
            ("'US$'", "'US$'.value"),
            ("no variables", "no variables"),
            ("$a.Value == 1", "$a.value.Value == 1"),
            ("$a\t== 1", "$a\t.value== 1"),
        ]
        for (input, output) in table {
            XCTAssertEqual(XLFormRewrite.apply(input).rewritten, output, input)
        }
    }

    func testEmptyTagCrashesXLForm() {
        for input in ["$", "$a == 1 AND $", "$$a == 1", "$ == 1", "$(1) == 1", "$.value == 1"] {
            let rewrite = XLFormRewrite.apply(input)
            XCTAssertTrue(rewrite.crashesXLForm, input)
            XCTAssertEqual(
                rewrite.findings.first { $0.kind == .emptyTag }?.message.contains("NSRangeException"), true, input)
        }
        let r = XLFormRewrite.apply("$a == 1 AND $")
        XCTAssertEqual(r.findings.map(\.range), [TextRange(12, 13)])
        XCTAssertEqual(XLFormRewrite.apply("$$a").findings.first?.range, TextRange(0, 2))
        XCTAssertFalse(XLFormRewrite.apply("$a == 1").crashesXLForm)
    }

    func testSwallowedCharactersAreReportedWithRanges() {
        let r = XLFormRewrite.apply("{$a,$b} CONTAINS 1")
        let swallowed = r.findings.filter { $0.kind == .tagSwallowsCharacters }
        XCTAssertEqual(swallowed.map(\.range), [TextRange(1, 4), TextRange(4, 7)])
        XCTAssertTrue(swallowed[0].message.contains("'a,'"))
        XCTAssertEqual(swallowed[0].suggestion, "$a ,")
        XCTAssertEqual(XLFormRewrite.apply("$a*2 > 4").findings.first?.kind, .tagSwallowsCharacters)
        XCTAssertEqual(XLFormRewrite.apply("$a/2 > 4").findings.first?.kind, .tagSwallowsCharacters)
        XCTAssertEqual(XLFormRewrite.apply("$a\n== 1").findings.first?.message.contains("newline"), true)
        XCTAssertTrue(XLFormRewrite.apply("$a_b2 == 1").findings.isEmpty)
    }

    func testHyphenatedTagIsSplit() {
        let r = XLFormRewrite.apply("$all-day == 1")
        XCTAssertEqual(r.rewritten, "$all.value-day == 1")
        XCTAssertEqual(r.findings.map(\.kind), [.tagSplitAtHyphen])
        XCTAssertEqual(r.findings[0].range, TextRange(0, 8))
        XCTAssertTrue(XLFormRewrite.apply("$a - 1 == 0").findings.isEmpty, "a spaced minus is fine")
    }

    func testDollarInsideStringIsReported() {
        let r = XLFormRewrite.apply("$price.value ENDSWITH 'US$'")
        XCTAssertEqual(r.findings.map(\.kind), [.dollarInString])
        XCTAssertEqual(r.findings[0].range, TextRange(25, 27))
        XCTAssertTrue(XLFormRewrite.apply("$a == 'it\\'s $b'").findings.contains { $0.kind == .dollarInString })
    }

    func testAttributeFindingsSuggestTheRowProperty() {
        let hidden = XLFormRewrite.apply("$a.hidden == 1").findings
        XCTAssertEqual(hidden.map(\.kind), [.unknownAttribute])
        XCTAssertEqual(hidden[0].range, TextRange(2, 9))
        XCTAssertEqual(hidden[0].suggestion, ".isHidden")
        XCTAssertEqual(XLFormRewrite.apply("$a.disabled == 1").findings.first?.suggestion, ".isDisabled")
        XCTAssertEqual(XLFormRewrite.apply("$a.Value == 1").findings.first?.suggestion, ".value")
        XCTAssertEqual(XLFormRewrite.apply("$a.title == 'x'").findings.first?.kind, .unknownAttribute)
        XCTAssertEqual(XLFormRewrite.apply("$a. == 1").findings.first?.kind, .emptyAttribute)
        XCTAssertTrue(XLFormRewrite.apply("$a.formValue == 1").findings.isEmpty, "a key of the value is legitimate")
        XCTAssertTrue(XLFormRewrite.apply("$a.@count == 1").findings.isEmpty)
    }

    func testOffsetMapPointsBackIntoTheOriginal() {
        let source = "$é1 == 'ü' AND $b CONTAINS '👍'"
        let r = XLFormRewrite.apply(source)
        XCTAssertEqual(r.rewritten, "$é1.value == 'ü' AND $b.value CONTAINS '👍'")
        let rewrittenBytes = Array(r.rewritten.utf8)
        let originalBytes = Array(source.utf8)
        // Every copied byte maps to the identical byte of the original.
        for offset in 0..<rewrittenBytes.count {
            let o = r.originalOffset(offset)
            let inserted = r.originalRange(TextRange(offset, offset + 1)).isEmpty
            if !inserted { XCTAssertEqual(rewrittenBytes[offset], originalBytes[o], "offset \(offset)") }
        }
        // The inserted ".value" maps to an empty range just after the tag.
        let valueStart = r.rewritten.utf8.count - "value CONTAINS '👍'".utf8.count - 1
        XCTAssertEqual(r.originalRange(TextRange(valueStart, valueStart + 6)), .empty(at: 19))
        XCTAssertEqual(r.originalRange(TextRange(0, r.rewritten.utf8.count)), TextRange(0, originalBytes.count))
    }

    /// The rewrite tests bytes with a switch; `TagSyntax` explains tags with the set.
    func testTagTerminatorTestMatchesTheSet() {
        for byte in UInt8.min...UInt8.max {
            XCTAssertEqual(
                XLFormRewrite.isTagTerminator(byte), XLFormRewrite.tagTerminators.contains(byte), "byte \(byte)")
        }
    }
}
