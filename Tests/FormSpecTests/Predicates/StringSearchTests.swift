import Foundation
import TestSupport
import XCTest

@testable import FormSpec

/// The shortcuts for strings answer what Foundation answers: the printable-ASCII substring
/// search and the UTF-8 literal equality.
final class StringSearchTests: XCTestCase {
    /// Mostly printable ASCII with both cases, some characters the shortcut must leave to
    /// Foundation (accents, a combining mark, ß, İ, CR LF, a tab).
    private static let alphabet: [String] = [
        "a", "A", "b", "B", "x", "X", "k", " ", "-", "~", "é", "e\u{301}", "ß", "İ", "\r\n", "\t",
    ]

    private static func word(_ g: inout SeededGenerator, asciiOnly: Bool) -> String {
        let letters = asciiOnly ? Array(alphabet.prefix(10)) : alphabet
        return (0..<g.below(5)).map { _ in letters[g.below(letters.count)] }.joined()
    }

    func testASCIISearchAgreesWithFoundation() {
        var g = SeededGenerator(seed: 41)
        var shortcuts = 0
        let optionSets: [ComparisonOptions] = [
            [], .caseInsensitive, .diacriticInsensitive, [.caseInsensitive, .diacriticInsensitive],
        ]
        for round in 0..<4000 {
            let asciiOnly = round % 4 != 0
            let needle = Self.word(&g, asciiOnly: asciiOnly)
            let haystack =
                Self.word(&g, asciiOnly: asciiOnly) + needle.uppercased() + Self.word(&g, asciiOnly: asciiOnly)
            for options in optionSets {
                for anchor in [nil, StringOperators.Anchor.start, .end] {
                    let expected = StringOperators.foundationFind(needle, in: haystack, options, anchor: anchor)
                    XCTAssertEqual(
                        StringOperators.find(needle, in: haystack, options, anchor: anchor), expected,
                        "\(needle.debugDescription) in \(haystack.debugDescription) \(options.letters) \(String(describing: anchor))"
                    )
                    if !needle.isEmpty,
                        ASCIISearch.find(
                            needle, in: haystack, caseInsensitive: options.contains(.caseInsensitive), anchor: anchor)
                            != nil
                    {
                        shortcuts += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(shortcuts, 10_000, "most searches take the shortcut")
    }

    func testLiteralEqualityIsUTF16Equality() {
        var g = SeededGenerator(seed: 43)
        for _ in 0..<4000 {
            let a = Self.word(&g, asciiOnly: false)
            let b = g.below(2) == 0 ? a : Self.word(&g, asciiOnly: false)
            XCTAssertEqual(
                StringFolding.literallyEqual(a, b), a.utf16.elementsEqual(b.utf16),
                "\(a.debugDescription) \(b.debugDescription)")
        }
        XCTAssertFalse(StringFolding.literallyEqual("é", "e\u{301}"), "canonically equivalent is not literally equal")
    }
}
