import FormSpec
import FormSpecImport
import FormSpecJSON
import XCTest

/// Whatever the input, importing and checking ends without crashing: every truncation of the
/// fixtures, random byte mutations, and nesting far past the readers' bounds.
final class RobustnessTests: XCTestCase {
    static let fixtures = [
        "AccountFormViewController.m", "AccountFormViewController.swift", "BrokenFormViewController.m",
        "BrokenFormViewController.swift",
    ]

    /// Import and check, touching every result so nothing is skipped lazily.
    func exercise(_ bytes: [UInt8], _ path: String) {
        let file = CodeImporter.importFiles([(path, bytes)])[0]
        for d in file.check() {
            XCTAssertTrue(
                d.range.start <= d.range.end && d.range.end <= bytes.count, "\(path): \(d.range) \(d.message)")
        }
    }

    func testEveryTruncationOfTheFixtures() throws {
        for name in Self.fixtures {
            let bytes = try ImportFixture.bytes(name)
            for end in stride(from: 0, to: bytes.count, by: 89) { exercise(Array(bytes[..<end]), name) }
        }
    }

    func testRandomMutationsOfTheFixtures() throws {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("[](){}@\"'\\;:,.=$%^*/ \nabcXL日👍".utf8)
        for name in Self.fixtures {
            let original = try ImportFixture.bytes(name)
            for _ in 0..<20 {
                var bytes = original
                for _ in 0..<(1 + Int(generator.next() % 8)) {
                    let at = Int(generator.next() % UInt64(bytes.count))
                    switch generator.next() % 3 {
                    case 0: bytes[at] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                    case 1: bytes.remove(at: at)
                    default: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: at)
                    }
                }
                exercise(bytes, name)
            }
        }
    }

    func testNestingPastTheBoundsIsReadAsOpaque() {
        let n = 20_000
        let body = "XLFormDescriptor *form = [XLFormDescriptor formDescriptor];\nform.disabled = "
        let cases: [(String, String)] = [
            ("Deep.m", "@implementation T\n- (void)f {\n" + body + String(repeating: "[", count: n) + "\n}\n@end\n"),
            ("Deep.m", "@implementation T\n- (void)f {\n" + body + String(repeating: "(", count: n) + "1;\n}\n@end\n"),
            ("Deep.m", "@implementation T\n- (void)f {\n" + body + String(repeating: "@[", count: n) + "\n}\n@end\n"),
            (
                "Deep.m",
                "@implementation T\n- (void)f {\n" + body + Array(repeating: "1", count: n).joined(separator: "+")
                    + ";\n}\n@end\n"
            ),
            (
                "Deep.m",
                "@implementation T\n- (void)f {\n" + body + "a" + String(repeating: ".b", count: n) + ";\n}\n@end\n"
            ),
            ("Deep.m", "@implementation T\n- (void)f {\n" + String(repeating: "{", count: n) + body + "1;\n}\n@end\n"),
            (
                "Deep.m",
                "@implementation T\n- (void)f {\n" + String(repeating: "if (x) ", count: n) + body + "1;\n}\n@end\n"
            ),
            ("Deep.m", "@implementation T\n- (void)f {\n" + body + String(repeating: "!", count: n) + "1;\n}\n@end\n"),
            (
                "Deep.swift",
                "func f() {\n" + body.replacingOccurrences(of: "*", with: "") + String(repeating: "(", count: n)
                    + "\n}\n"
            ),
            (
                "Deep.swift",
                "func f() {\nlet form = XLFormDescriptor()\nform.isDisabled = "
                    + Array(repeating: "1", count: 2000).joined(separator: " + ") + "\n}\n"
            ),
            (
                "Deep.swift",
                "func f() {\nlet form = XLFormDescriptor()\nform.isDisabled = " + String(repeating: "[", count: n)
                    + "\n}\n"
            ),
            (
                "Deep.swift",
                "func f() {\nlet form = XLFormDescriptor()\nform.isDisabled = a" + String(repeating: ".b", count: n)
                    + "\n}\n"
            ),
            ("Deep.swift", "func f() {\nif a {}" + String(repeating: " else if a {}", count: n) + "\n}\n"),
        ]
        for (path, text) in cases { exercise(Array(text.utf8), path) }
    }

    /// swift-syntax looks ahead exponentially in the nesting of `[`: such files are refused, fast.
    func testSwiftBracketNestingIsRefusedBeforeParsing() {
        for text in [
            "[" + String(repeating: "[", count: 40),
            String(repeating: "[", count: 30) + String(repeating: "]", count: 30),
        ] {
            let file = ImportFixture.importText("func f() {\n let a = " + text + "\n}\n", path: "B.swift")
            XCTAssertEqual(file.diagnostics.map(\.severity), [.error])
            XCTAssertTrue(file.diagnostics[0].message.contains("nested more than"), file.diagnostics[0].message)
        }
        let nested = ImportFixture.importText("let a = [[[[1]]]]\n", path: "B.swift")
        XCTAssertEqual(nested.diagnostics, [], "realistic nesting is read")
    }

    func testGarbageAndEmptyInput() {
        var generator = SplitMix64(seed: 7)
        for path in ["G.m", "G.swift"] {
            exercise([], path)
            exercise(Array("@implementation".utf8), path)
            exercise([0xFF, 0xFE, 0x00, 0x22, 0x40], path)
            for _ in 0..<20 {
                exercise((0..<400).map { _ in UInt8(truncatingIfNeeded: generator.next()) }, path)
            }
        }
    }
}

/// A small deterministic generator, so a failure reproduces.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
