import FormSpecJSON
import XCTest

/// The byte-key index answers a key by its bytes, never by its hash alone.
final class ByteKeyIndexTests: XCTestCase {
    private func withBytes<T>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        var string = string
        return string.withUTF8(body)
    }

    func testKeysWithTheSameHashAreToldApartByTheirBytes() {
        var index = ByteKeyIndex()
        XCTAssertTrue(withBytes("abc") { index.add($0, hash: 7) } == (0, true))
        XCTAssertNil(withBytes("abd") { index.position(of: $0, hash: 7) })
        XCTAssertNil(withBytes("ab") { index.position(of: $0, hash: 7) })
        XCTAssertEqual(withBytes("abc") { index.position(of: $0, hash: 7) }, 0)
        XCTAssertTrue(withBytes("abd") { index.add($0, hash: 7) } == (1, true))
        XCTAssertEqual(withBytes("abd") { index.position(of: $0, hash: 7) }, 1)
        XCTAssertEqual(withBytes("abc") { index.position(of: $0, hash: 7) }, 0)
        XCTAssertTrue(withBytes("abc") { index.add($0, hash: 7) } == (0, false))
        XCTAssertEqual(index.count, 2)
    }

    /// Growing the index keeps every key, colliding ones included.
    func testEveryKeyIsFoundAfterTheIndexGrew() {
        var index = ByteKeyIndex(capacity: 1)
        let strings = (0..<300).map { "s\($0)" } + ["", "é", "👍🏽"]
        for (i, string) in strings.enumerated() {
            XCTAssertEqual(
                withBytes(string) { index.add($0, hash: i % 3 == 0 ? 42 : ByteKeyIndex.hash($0)) }.position, i)
        }
        for (i, string) in strings.enumerated() {
            XCTAssertEqual(
                withBytes(string) { index.position(of: $0, hash: i % 3 == 0 ? 42 : ByteKeyIndex.hash($0)) }, i, string)
        }
        XCTAssertNil(index.position(of: "s300"))
        XCTAssertEqual(index.position(of: "s1"), 1)
    }

    /// Every byte counts in the hash, whatever the length (the tail shorter than a word included).
    func testTheHashSeesEveryByte() {
        for length in 1...20 {
            let bytes = [UInt8](repeating: 97, count: length)
            let base = bytes.withUnsafeBufferPointer(ByteKeyIndex.hash)
            for position in 0..<length {
                var changed = bytes
                changed[position] = 98
                XCTAssertNotEqual(
                    changed.withUnsafeBufferPointer(ByteKeyIndex.hash), base, "length \(length), byte \(position)")
            }
        }
    }
}
