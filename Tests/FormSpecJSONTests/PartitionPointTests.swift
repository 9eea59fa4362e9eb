import XCTest

@testable import FormSpecJSON

/// `partitionPoint` finds what a walk from the start finds: the first element on the "after"
/// side, or the end.
final class PartitionPointTests: XCTestCase {
    func testAgreesWithALinearWalk() {
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for count in [0, 1, 2, 3, 7, 8, 100] {
            let sorted = (0..<count).map { _ in next(50) }.sorted()
            for probe in -1...51 {
                let expected = sorted.firstIndex { $0 > probe } ?? sorted.count
                XCTAssertEqual(sorted.partitionPoint { $0 > probe }, expected, "\(sorted) > \(probe)")
                let tail = sorted.dropFirst()
                XCTAssertEqual(
                    tail.partitionPoint { $0 > probe }, tail.firstIndex { $0 > probe } ?? tail.endIndex,
                    "a slice keeps its indices")
            }
        }
        XCTAssertEqual((3..<9).partitionPoint { $0 >= 5 }, 5, "indices of a range are its own")
        XCTAssertEqual((3..<9).partitionPoint { _ in false }, 9)
    }
}
