@testable import FormSpecJSON
import XCTest

/// The writer's table of dumped strings answers a string by its bytes, never by its hash alone.
final class DumpedStringsTests: XCTestCase {
    private func withBytes<T>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        var string = string
        return string.withUTF8(body)
    }

    func testStringsWithTheSameHashAreToldApartByTheirBytes() {
        var table = DumpedStrings()
        withBytes("abc") { table.keep($0, hash: 7, dumped: 0..<5) }
        XCTAssertNil(withBytes("abd") { table.dumped($0, hash: 7) })
        XCTAssertNil(withBytes("ab") { table.dumped($0, hash: 7) })
        XCTAssertEqual(withBytes("abc") { table.dumped($0, hash: 7) }, 0..<5)
        withBytes("abd") { table.keep($0, hash: 7, dumped: 5..<10) }
        XCTAssertEqual(withBytes("abd") { table.dumped($0, hash: 7) }, 5..<10)
        XCTAssertEqual(withBytes("abc") { table.dumped($0, hash: 7) }, 0..<5)
    }

    /// Growing the table keeps every string, colliding ones included.
    func testEveryStringIsFoundAfterTheTableGrew() {
        var table = DumpedStrings()
        let strings = (0..<300).map { "s\($0)" } + ["", "é", "👍🏽"]
        for (i, string) in strings.enumerated() {
            withBytes(string) { table.keep($0, hash: i % 3 == 0 ? 42 : DumpedStrings.hash($0), dumped: i..<i + 1) }
        }
        for (i, string) in strings.enumerated() {
            XCTAssertEqual(withBytes(string) { table.dumped($0, hash: i % 3 == 0 ? 42 : DumpedStrings.hash($0)) }, i..<i + 1, string)
        }
        XCTAssertNil(withBytes("s300") { table.dumped($0, hash: DumpedStrings.hash($0)) })
    }

    /// Every byte counts in the hash, whatever the length (the tail shorter than a word included).
    func testTheHashSeesEveryByte() {
        for length in 1...20 {
            let bytes = [UInt8](repeating: 97, count: length)
            let base = bytes.withUnsafeBufferPointer(DumpedStrings.hash)
            for position in 0..<length {
                var changed = bytes
                changed[position] = 98
                XCTAssertNotEqual(changed.withUnsafeBufferPointer(DumpedStrings.hash), base, "length \(length), byte \(position)")
            }
        }
    }
}
