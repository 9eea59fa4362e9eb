import FormSpec
import FormSpecIDE
import FormSpecJSON
import Foundation

/// Completion and hover latency on a generated spec: parse once and query many positions
/// (row keys, row types, key path segments and values, predicates), then parse + query as a
/// server does after an edit. Prints p50/p99/max per kind; the target is p99 under 5 ms.
enum CompletionBenchmark {
    static func run(_ arguments: [String]) throws {
        let rows = Int(arguments.first ?? "") ?? 5000
        let bytes = Array(SpecGenerator.spec(rows: rows).utf8)
        let document = SpecDocument(bytes: bytes)
        let positions = samplePositions(document, limit: 4000)
        print("spec: \(rows) rows, \(bytes.count) bytes, \(positions.count) positions")
        let completion = CompletionEngine(predicates: PredicateCompletionSupport())
        let deferred = CompletionEngine(predicates: PredicateCompletionSupport(), eagerDocumentation: false)
        let hover = HoverEngine(predicates: PredicateHoverSupport())
        var items = 0
        report(
            "completion (docs inline)",
            measure(positions) { items += completion.complete(in: document, at: $0.offset).items.count })
        print(String(format: "  %.1f items per request", Double(items) / Double(positions.count)))
        report(
            "completion (docs on resolve)", measure(positions) { _ = deferred.complete(in: document, at: $0.offset) })
        for kind in Position.Kind.allCases {
            let subset = positions.filter { $0.kind == kind }
            if !subset.isEmpty {
                report(
                    "  completion at \(kind.rawValue)",
                    measure(subset) { _ = completion.complete(in: document, at: $0.offset) })
            }
        }
        report("hover", measure(positions) { _ = hover.hover(in: document, at: $0.offset) })
        let edits = Array(positions.prefix(30))
        report(
            "parse + completion",
            measure(edits) { _ = completion.complete(in: SpecDocument(bytes: bytes), at: $0.offset) })
        report("parse + hover", measure(edits) { _ = hover.hover(in: SpecDocument(bytes: bytes), at: $0.offset) })
    }

    struct Position {
        enum Kind: String, CaseIterable {
            case rowKey = "row key", rowType = "rowType value", keyPath = "key path segment", keyPathValue =
                "key path value"
            case predicate = "predicate string", sectionKey = "section key"
        }

        let offset: Int
        let kind: Kind
    }

    /// Positions spread over the whole document, a few per row.
    static func samplePositions(_ document: SpecDocument, limit: Int) -> [Position] {
        var positions: [Position] = []
        for section in document.form?.sections ?? [] {
            positions.append(Position(offset: section.node.range.start + 1, kind: .sectionKey))
            for row in section.rows {
                positions.append(Position(offset: row.node.range.start + 1, kind: .rowKey))
                if let type = row.rowType?.literal {
                    positions.append(Position(offset: type.contentRange.start + 2, kind: .rowType))
                }
                for entry in row.cellConfigs.flatMap(\.entries) {
                    let key = entry.keyPath
                    if let dot = key.value.utf8.firstIndex(of: UInt8(ascii: ".")) {
                        let after = key.value.utf8.distance(from: key.value.utf8.startIndex, to: dot) + 1
                        positions.append(Position(offset: key.sourceOffset(forValueOffset: after + 1), kind: .keyPath))
                    } else {
                        positions.append(Position(offset: key.contentRange.start + 1, kind: .keyPath))
                    }
                    if let value = entry.value {
                        positions.append(Position(offset: value.range.start + 1, kind: .keyPathValue))
                    }
                }
                if let predicate = (row.hidden ?? row.disabled)?.predicateSource {
                    // On the tag after `$`, and after the operator that follows it.
                    positions.append(Position(offset: predicate.contentRange.start + 2, kind: .predicate))
                    if let space = predicate.value.utf8.firstIndex(of: UInt8(ascii: " ")) {
                        let offset = predicate.value.utf8.distance(from: predicate.value.utf8.startIndex, to: space) + 4
                        positions.append(
                            Position(offset: predicate.sourceOffset(forValueOffset: offset), kind: .predicate))
                    }
                }
            }
        }
        guard positions.count > limit else { return positions }
        let stride = Double(positions.count) / Double(limit)
        return (0..<limit).map { positions[Int(Double($0) * stride)] }
    }

    /// Milliseconds per call, one call per position (after one warm-up pass).
    static func measure(_ positions: [Position], _ body: (Position) -> Void) -> [Double] {
        for p in positions.prefix(50) { body(p) }
        return positions.map { p in
            let start = DispatchTime.now().uptimeNanoseconds
            body(p)
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
    }

    static func report(_ name: String, _ times: [Double]) {
        let sorted = times.sorted()
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
        let label = name.padding(toLength: 36, withPad: " ", startingAt: 0)
        print(
            label
                + String(
                    format: "p50 %7.3f ms   p99 %7.3f ms   max %7.3f ms   (n=%d)",
                    percentile(0.5), percentile(0.99), sorted.last ?? 0, sorted.count))
    }
}
