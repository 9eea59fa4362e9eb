import Foundation
import XCTest

@testable import FormSpecJSON

/// `JSONNode.path(to:)`, which names the place of every node a finding is reported on: found
/// by binary search, the same steps a scan finds, and a finding on each of many elements costs
/// in proportion to their number.
final class JSONPathTests: XCTestCase {
    func testPathsAreTheStepsAScanFinds() {
        let text = #"{"a": [1, [], {"b": [true, {}, "x"]}], "c": {}, "d": [null, [[2]]], "a": 3, "e"}"#
        let root = JSONParser.parse(text).root!
        var nodes: [JSONNode] = []
        func collect(_ node: JSONNode) {
            nodes.append(node)
            for member in node.members ?? [] { if let value = member.value { collect(value) } }
            for element in node.elements ?? [] { collect(element) }
        }
        collect(root)
        XCTAssertEqual(nodes.count, 16)
        for node in nodes {
            let steps = root.path(to: node)
            XCTAssertNotNil(steps, "\(node.range)")
            XCTAssertTrue((steps?.last?.node ?? root) === node, "\(node.range)")
            // Each step contains the next, from the root down.
            var at = root
            for step in steps ?? [] {
                let next = step.node!
                XCTAssertTrue(at.range.contains(next.range))
                at = next
            }
        }
        XCTAssertNil(root.path(to: JSONParser.parse("[1]").root!.elements!.first!))
    }

    /// A scan made a finding on each of 30,000 broken rows cost 30,000² / 2 steps. Eight times
    /// the elements take about eight times as long by binary search, sixty-four by a scan;
    /// comparing the two sizes within one run keeps the bound independent of the machine.
    func testAPathToEachOfManyElementsStaysLinear() {
        func seconds(_ count: Int) -> Double {
            let root = JSONParser.parse("[" + Array(repeating: "(", count: count).joined(separator: ",") + "]").root!
            let elements = Array(root.elements!)
            XCTAssertEqual(elements.count, count)
            var best = Double.infinity
            for _ in 0..<3 {
                let start = Date()
                for element in elements { XCTAssertEqual(root.path(to: element)?.count, 1) }
                best = min(best, Date().timeIntervalSince(start))
            }
            return best
        }
        let small = seconds(1_000)
        let large = seconds(8_000)
        XCTAssertLessThan(large / small, 30, "small \(small) s, large \(large) s")
    }
}
