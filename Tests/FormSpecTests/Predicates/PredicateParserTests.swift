import FormSpecJSON
import XCTest

@testable import FormSpec

final class PredicateParserTests: XCTestCase {
    private func sexp(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        parsed(source, file: file, line: line).map(SExpression.of) ?? "nil"
    }

    func testLogicalPrecedence() {
        XCTAssertEqual(sexp("$a == 1 OR $b == 2 AND $c == 3"), "(OR (== $a 1) (AND (== $b 2) (== $c 3)))")
        XCTAssertEqual(sexp("$a == 1 AND $b == 2 OR $c == 3"), "(OR (AND (== $a 1) (== $b 2)) (== $c 3))")
        XCTAssertEqual(sexp("NOT $a == 1 AND $b == 2"), "(AND (NOT (== $a 1)) (== $b 2))")
        XCTAssertEqual(sexp("NOT ($a == 1 AND $b == 2)"), "(NOT (AND (== $a 1) (== $b 2)))")
        XCTAssertEqual(sexp("$a == 1 && !($b == 2) || $c == 3"), "(OR (AND (== $a 1) (NOT (== $b 2))) (== $c 3))")
        XCTAssertEqual(sexp("T == 1 or T == 2 Or T == 3"), "(OR (== T 1) (== T 2) (== T 3))")
        XCTAssertEqual(sexp("TRUEPREDICATE AND NOT NOT FALSEPREDICATE"), "(AND T (NOT (NOT F)))")
        XCTAssertEqual(
            sexp("ANY $a > 1 AND ALL $b < 2 OR NONE $c == 3"), "(OR (AND (ANY > $a 1) (ALL < $b 2)) (NONE == $c 3))")
        XCTAssertEqual(sexp("SOME $a == 1"), "(ANY == $a 1)")
    }

    func testArithmeticPrecedence() {
        XCTAssertEqual(sexp("$a + 2 * 3 ** 2 == 0"), "(== (+ $a (* 2 (** 3 2))) 0)")
        XCTAssertEqual(sexp("10 - 2 - 3 == 5"), "(== (- (- 10 2) 3) 5)")
        XCTAssertEqual(sexp("2 ** 3 ** 2 == 64"), "(== (** (** 2 3) 2) 64)")
        XCTAssertEqual(sexp("-2 ** 2 == 4"), "(== (** -2 2) 4)")
        XCTAssertEqual(sexp("-$a ** 2 == 4"), "(== (** (neg $a) 2) 4)")
        XCTAssertEqual(sexp("($a + 1) * 2 == 6"), "(== (* (+ $a 1) 2) 6)")
        XCTAssertEqual(sexp("1 | 2 ^ 3 & 4 << 1 + 1 == 0"), "(== (| 1 (^ 2 (& 3 (<< 4 (+ 1 1))))) 0)")
        XCTAssertEqual(sexp("~$a == -1"), "(== (~ $a) -1)")
        XCTAssertEqual(sexp("$a-1 == 1"), "(== (- $a 1) 1)")
        XCTAssertEqual(sexp("$a / 2 * 3 == 1"), "(== (* (/ $a 2) 3) 1)")
    }

    func testComparisonOperatorsAndOptions() {
        let table: [(String, String)] = [
            ("$a = 1", "(== $a 1)"), ("$a == 1", "(== $a 1)"), ("$a != 1", "(!= $a 1)"), ("$a <> 1", "(!= $a 1)"),
            ("$a < 1", "(< $a 1)"), ("$a <= 1", "(<= $a 1)"), ("$a =< 1", "(<= $a 1)"), ("$a > 1", "(> $a 1)"),
            ("$a >= 1", "(>= $a 1)"), ("$a => 1", "(>= $a 1)"), ("$a between {1, 2}", "(BETWEEN $a {1, 2})"),
            ("$a contains 'x'", "(CONTAINS $a \"x\")"), ("$a in $b", "(IN $a $b)"),
            ("$a beginswith 'x'", "(BEGINSWITH $a \"x\")"), ("$a ENDSWITH 'x'", "(ENDSWITH $a \"x\")"),
            ("$a like 'x*'", "(LIKE $a \"x*\")"), ("$a matches 'x'", "(MATCHES $a \"x\")"),
            ("$a ==[c] 'x'", "(==[c] $a \"x\")"), ("$a CONTAINS[cd] 'x'", "(CONTAINS[cd] $a \"x\")"),
            ("$a LIKE[DC] 'x'", "(LIKE[cd] $a \"x\")"), ("$a ==[n] 'x'", "(==[n] $a \"x\")"),
            ("$a UTI-CONFORMS-TO 'public.text'", "(UTI-CONFORMS-TO $a \"public.text\")"),
        ]
        for (source, expected) in table { XCTAssertEqual(sexp(source), expected, source) }
    }

    func testLiteralForms() throws {
        func constant(_ source: String) throws -> Constant? {
            guard case .comparison(let c) = try XCTUnwrap(parsed("SELF == \(source)")).kind,
                case .constant(let k) = c.right.kind
            else {
                return nil
            }
            return k
        }
        XCTAssertEqual(try constant("42"), .integer(42))
        XCTAssertEqual(try constant("-42"), .integer(-42))
        XCTAssertEqual(try constant("0x1F"), .integer(31))
        XCTAssertEqual(try constant("0XfF"), .integer(255))
        XCTAssertEqual(try constant("0o17"), .integer(15))
        XCTAssertEqual(try constant("0b101"), .integer(5))
        XCTAssertEqual(try constant("1.5"), .double(1.5))
        XCTAssertEqual(try constant("2e3"), .double(2000))
        XCTAssertEqual(try constant("2.5E-1"), .double(0.25))
        XCTAssertEqual(try constant(".5"), .double(0.5))
        XCTAssertEqual(try constant("9223372036854775808"), .double(9223372036854775808))
        XCTAssertEqual(try constant("'single'"), .string("single"))
        XCTAssertEqual(try constant("\"double\""), .string("double"))
        XCTAssertEqual(try constant("''"), .string(""))
        XCTAssertEqual(try constant("'it\\'s \\\"q\\\" \\\\ \\n\\t\\r'"), .string("it's \"q\" \\ \n\t\r"))
        XCTAssertEqual(try constant("'\\u00e9\\x41\\101'"), .string("éAA"))
        XCTAssertEqual(try constant("'\\uD83D\\uDC4D'"), .string("👍"))
        XCTAssertEqual(try constant("'日本 👍'"), .string("日本 👍"))
        for t in ["TRUE", "true", "YES", "yes"] { XCTAssertEqual(try constant(t), .bool(true), t) }
        for f in ["FALSE", "no", "NO"] { XCTAssertEqual(try constant(f), .bool(false), f) }
        for n in ["NULL", "nil", "NIL"] { XCTAssertEqual(try constant(n), .null, n) }
    }

    func testUnknownEscapeIsKeptWithAWarning() throws {
        let result = PredicateFormat.parse("$a MATCHES '\\d+é'")
        XCTAssertEqual(result.syntaxErrors, [])
        XCTAssertEqual(result.warnings.map(\.code), [.unknownEscape])
        XCTAssertEqual(result.warnings[0].range, TextRange(12, 14))
        guard case .comparison(let c) = try XCTUnwrap(result.predicate).kind else { return XCTFail() }
        XCTAssertEqual(c.right.kind, .constant(.string("\\d+é")))
    }

    func testKeyPathsIndexesAndFunctions() {
        XCTAssertEqual(sexp("$a.value.@count > 0"), "(> $a.value.@count 0)")
        XCTAssertEqual(sexp("SELF.a.b == 1"), "(== a.b 1)")
        XCTAssertEqual(sexp("#and == 1"), "(== #and 1)")
        XCTAssertEqual(sexp("$a[0] == 1"), "(== $a[0] 1)")
        XCTAssertEqual(sexp("$a[FIRST].name == 1"), "(== $a[FIRST].name 1)")
        XCTAssertEqual(sexp("$a[LAST] == $a[SIZE]"), "(== $a[LAST] $a[SIZE])")
        XCTAssertEqual(sexp("lowercase($a) == 'x'"), "(== lowercase:($a) \"x\")")
        XCTAssertEqual(sexp("now() > $d"), "(> now() $d)")
        XCTAssertEqual(sexp("modulus:by:(10, 3) == 1"), "(== modulus:by:(10, 3) 1)")
        XCTAssertEqual(sexp("CAST('1', 'NSNumber') == 1"), "(== CAST(\"1\", \"NSNumber\") 1)")
        XCTAssertEqual(sexp("FUNCTION(SELF, 'length') == 1"), "(== FUNCTION(SELF, \"length\") 1)")
        XCTAssertEqual(sexp("SUBQUERY($a, $x, $x.k > 1).@count == 2"), "(== SUBQUERY($a, $x, $x.k > 1).@count 2)")
        XCTAssertEqual(sexp("{1, {2, 'x'}, $a} CONTAINS 1"), "(CONTAINS {1, {2, \"x\"}, $a} 1)")
        XCTAssertEqual(sexp("($x := 2) == 2"), "(== $x := 2 2)")
    }

    // MARK: - Errors

    private func errors(_ source: String) -> [PredicateSyntaxError] { PredicateFormat.parse(source).syntaxErrors }

    func testErrorMessagesAndRanges() {
        let cases: [(String, String, TextRange)] = [
            ("$a ==", "expected a value after '=='", .empty(at: 5)),
            ("'日本' ==", "expected a value after '=='", .empty(at: 11)),
            ("$a == 'é", "unterminated string literal: missing closing '", TextRange(6, 9)),
            ("$a == 1 AND 👍", "unexpected character '👍'", TextRange(12, 16)),
            ("($a == 1", "expected ')' to close the '(' at offset 0", .empty(at: 8)),
            ("$a === 1", "expected a value after '==', found '='", TextRange(5, 6)),
            ("$a", "expected a comparison operator after '$a'", .empty(at: 2)),
            ("", "expected a predicate", .empty(at: 0)),
            ("$a == 1 AND", "expected a predicate after 'AND'", .empty(at: 11)),
            ("$a == 1)", "unexpected ')' after the end of the predicate", TextRange(7, 8)),
            ("lowercase('é') == 'x' AND foo(1) == 2", "unknown function 'foo'", TextRange(27, 30)),
            (
                "LOWERCASE('x') == 'x'",
                "unknown function 'LOWERCASE'; function names are case-sensitive: did you mean 'lowercase'?",
                TextRange(0, 9)
            ),
            ("$a.value.size == 1", "'size' is a reserved word; write '#size' to use it as a key", TextRange(9, 13)),
            (
                "$a == %@", "format specifier '%@' needs an argument, and predicates in a spec have none",
                TextRange(6, 8)
            ),
            ("$ == 1", "expected a variable name after '$'", TextRange(0, 1)),
            ("$1x == 1", "a variable name must start with a letter or '_'", TextRange(0, 3)),
            ("$a == 0xZZ", "'0xZZ' is not a valid base-16 number", TextRange(6, 10)),
            ("$a == 12ab", "'12ab' is not a valid number", TextRange(6, 10)),
            (
                "$a ==[x] 'y'",
                "unknown comparison option 'x'; use c (case-insensitive), d (diacritic-insensitive) or cd",
                TextRange(6, 7)
            ),
            ("$a IN {1, 2", "expected '}' to close the '{' at offset 6", .empty(at: 11)),
            ("$a[0 == 1", "expected ']' to close the '[' at offset 2", TextRange(5, 7)),
            ("ANY TRUEPREDICATE", "expected a comparison after 'ANY', found 'TRUEPREDICATE'", TextRange(4, 17)),
            ("($a == 1) + 1 == 2", "a predicate cannot be used as a value", TextRange(0, 9)),
            ("$a == FIRST", "'FIRST' is only meaningful inside '[ ]'", TextRange(6, 11)),
        ]
        for (source, message, range) in cases {
            let e = errors(source)
            XCTAssertEqual(e.first?.message, message, source)
            XCTAssertEqual(e.first?.range, range, source)
        }
    }

    func testAParseKeepsNoSetOfExpectedTokens() {
        // Every row's predicate keeps its parse: what may follow the end is kept as bits and
        // made into a set when asked for.
        let parsed = XLFormPredicate.parse("$a == 1 AND $b")
        XCTAssertFalse(Mirror(reflecting: parsed).children.contains { $0.value is Set<ExpectedToken> })
        XCTAssertTrue(parsed.expectedAtEnd.isSuperset(of: [.comparisonOperator, .memberAccess]))
    }

    func testExpectedTokensAtTheEnd() {
        func expected(_ source: String) -> Set<ExpectedToken> { PredicateFormat.parse(source).expectedAtEnd }
        XCTAssertTrue(expected("$a").isSuperset(of: [.comparisonOperator, .arithmeticOperator, .memberAccess]))
        XCTAssertEqual(expected("$a =="), [.value, .comparisonOptions])
        XCTAssertTrue(expected("$a == 1").isSuperset(of: [.logicalOperator, .endOfInput]))
        XCTAssertFalse(expected("$a == 1").contains(.value))
        XCTAssertTrue(expected("(").contains(.predicate))
        XCTAssertEqual(expected("$a."), [.keyPathComponent])
        XCTAssertTrue(expected("$a[").isSuperset(of: [.indexKeyword, .value]))
        XCTAssertTrue(expected("lowercase($a").contains(.punctuation(")")))
        XCTAssertTrue(expected("($a == 1").contains(.punctuation(")")))
        XCTAssertEqual(expected("$a ==[c"), [.punctuation("]")])
        XCTAssertTrue(expected("").contains(.predicate))
        let error = PredicateFormat.parse("$a == 1 1").syntaxErrors.first
        XCTAssertEqual(error?.range, TextRange(8, 9))
        XCTAssertTrue(error?.expected.contains(.logicalOperator) ?? false)
    }

    func testNestingLimitGivesOneClearError() {
        let deep = String(repeating: "(", count: 100_000) + "$a == 1" + String(repeating: ")", count: 100_000)
        let result = PredicateFormat.parse(deep)
        XCTAssertEqual(result.syntaxErrors.count, 1)
        XCTAssertEqual(
            result.syntaxErrors.first?.message,
            "the predicate nests more than \(PredicateParser.maximumDepth) levels deep")
        XCTAssertEqual(
            PredicateFormat.parse(String(repeating: "NOT ", count: 50_000) + "TRUEPREDICATE").syntaxErrors.count, 1)
        XCTAssertEqual(PredicateFormat.parse(String(repeating: "-", count: 50_000) + "1 == 1").syntaxErrors.count, 1)
        let chain = "1" + String(repeating: " + 1", count: 50_000) + " == 1"
        XCTAssertEqual(PredicateFormat.parse(chain).syntaxErrors.count, 1)
        XCTAssertEqual(
            PredicateFormat.parse("$a" + String(repeating: "[0]", count: 20_000) + " == 1").syntaxErrors.count, 1)
        // Within the limit everything parses.
        let fine = String(repeating: "(", count: 100) + "$a == 1" + String(repeating: ")", count: 100)
        XCTAssertEqual(PredicateFormat.parse(fine).syntaxErrors, [])
        let flat = (0..<2000).map { "$a == \($0)" }.joined(separator: " OR ")
        XCTAssertEqual(PredicateFormat.parse(flat).syntaxErrors, [], "AND/OR chains are flat, not nested")
    }

    func testPartialTreeSurvivesErrors() throws {
        let result = PredicateFormat.parse("$a == 1 AND $b CONTAINS AND $c > 2")
        XCTAssertFalse(result.syntaxErrors.isEmpty)
        let tree = SExpression.of(try XCTUnwrap(result.predicate))
        XCTAssertEqual(tree, "(AND (== $a 1) (CONTAINS $b <invalid>) (> $c 2))")
    }

    func testSemanticTokens() {
        let source = "$a.value CONTAINS[cd] lowercase('X') AND ANY $b.@count > 0x1"
        let tokens = PredicateFormat.parse(source).tokens
        let bytes = Array(source.utf8)
        let described = tokens.map {
            "\($0.kind.rawValue):\(String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self))"
        }
        XCTAssertEqual(
            described,
            [
                "variable:$a", "punctuation:.", "attribute:value", "operator:CONTAINS", "modifier:[", "modifier:cd",
                "modifier:]",
                "function:lowercase", "punctuation:(", "string:'X'", "punctuation:)", "keyword:AND", "keyword:ANY",
                "variable:$b", "punctuation:.", "attribute:@count", "operator:>", "number:0x1",
            ])
    }

    func testXLFormParseMapsTreeAndTokensToTheSource() throws {
        let source = "$name contains[c] 'é' AND $sw == 1"
        let parsed = XLFormPredicate.parse(source)
        XCTAssertEqual(parsed.parsedText, "$name.value contains[c] 'é' AND $sw.value == 1")
        XCTAssertTrue(parsed.isValid)
        XCTAssertEqual(
            parsed.tokens.map(\.kind),
            [.variable, .operator, .modifier, .modifier, .modifier, .string, .keyword, .variable, .operator, .number])
        XCTAssertEqual(parsed.tokens.last?.range, TextRange(34, 35))
        guard case .and(let items) = try XCTUnwrap(parsed.predicate).kind, case .comparison(let c) = items[1].kind,
            case .keyPath(_, let components) = c.left.kind
        else { return XCTFail("unexpected tree") }
        XCTAssertEqual(c.left.range, TextRange(27, 30))
        XCTAssertEqual(components.map(\.name), ["value"])
        XCTAssertTrue(components[0].isSynthesized)
        XCTAssertEqual(components[0].range, .empty(at: 30))
        XCTAssertEqual(items[1].range, TextRange(27, 35))
        // Messages quote the text as written, not as rewritten.
        XCTAssertEqual(
            XLFormPredicate.parse("$c").syntaxErrors.first?.message, "expected a comparison operator after '$c'")
    }

    func testWarnings() {
        XCTAssertEqual(PredicateFormat.parse("$size == 1").warnings.map(\.code), [.reservedWordVariable])
        XCTAssertEqual(PredicateFormat.parse("1 + 2 & 3 == 3").warnings.map(\.code), [.undocumentedPrecedence])
        XCTAssertEqual(PredicateFormat.parse("(1 + 2) & 3 == 3").warnings, [])
        let arity = PredicateFormat.parse("sum(1, 2) == 3")
        XCTAssertEqual(arity.syntaxErrors, [])
        XCTAssertEqual(arity.warnings.map(\.code), [.functionArity])
    }

    /// Keywords are found in any ASCII case, by their bytes; other text as `uppercased()` reads it.
    func testKeywordLookup() {
        for keyword in Keyword.allCases {
            XCTAssertEqual(Keyword.lookup(keyword.rawValue), keyword)
            XCTAssertEqual(Keyword.lookup(keyword.rawValue.lowercased()), keyword)
            XCTAssertEqual(Keyword.lookup(keyword.rawValue.capitalized), keyword)
            XCTAssertNil(Keyword.lookup(keyword.rawValue + "s"))
            XCTAssertNil(Keyword.lookup("_" + keyword.rawValue))
        }
        XCTAssertEqual(Keyword.lookup("ſelf"), .self, "uppercased() reads the long s as S")
        XCTAssertNil(Keyword.lookup("name1"))
        XCTAssertNil(Keyword.lookup("value"))
        XCTAssertNil(Keyword.lookup(""))
        XCTAssertNil(Keyword.lookup("-"))
        XCTAssertNil(Keyword.lookup("a"))
    }
}
