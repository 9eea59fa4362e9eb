import XCTest

@testable import FormSpec

/// A parse finds XLForm's dependency tags once and gives them to the references; the
/// references are sorted only when the walk did not meet them in source order.
final class PredicateReferenceOrderTests: XCTestCase {
    let predicates = [
        "$a == 1", "$a.value + $b.value > $c", "$a contains[c] 'x' OR NOT ($b == nil AND $c.isHidden == 1)",
        "SUBQUERY($a.value, $x, $x.name == $b).@count > 0 AND $c == 2",
        "ANY {$a, $b, 3} == $c", "lowercase($a.value) == $b", "$a[$b.value] == $c[FIRST]",
        "FUNCTION($a, 'foo:', $b) == $c", "$x := $a; $x == $b", "$a.value.formValue == 'y' AND $a == $a",
        "$b between {$a, $c}", "", "$", "$a ==", "$ == $b", "SELF.isHidden == 0 OR $a.hidden == 1",
        String(repeating: "$t == 1 OR ", count: 30) + "$u == 2",
    ]

    func testDependencyTagsAreXLFormsAndReferencesComeInSourceOrder() {
        for source in predicates {
            let parsed = XLFormPredicate.parse(source)
            let extracted = parsed.predicate.map(XLFormDependencies.extractedTags) ?? []
            XCTAssertEqual(parsed.dependencyTags, extracted, source)
            let starts = parsed.references.map(\.range.start)
            XCTAssertEqual(starts, starts.sorted(), source)
            XCTAssertEqual(
                parsed.references.map(\.tag), parsed.predicate.map(PredicateReferences.collect)?.map(\.tag) ?? [])
            for reference in parsed.references {
                XCTAssertEqual(reference.isObservedByXLForm, extracted.contains(reference.tag), source)
            }
        }
    }

    func testManyObservedTagsAreLookedUpAlike() {
        let source = (0..<12).map { "$t\($0) == \($0)" }.joined(separator: " OR ") + " OR lowercase($u) == 'a'"
        let parsed = XLFormPredicate.parse(source)
        XCTAssertEqual(parsed.references.filter(\.isObservedByXLForm).count, 12)
        XCTAssertEqual(parsed.references.first { $0.tag == "u" }?.isObservedByXLForm, false)
    }
}
