import FormSpec
import FormSpecJSON
import Foundation
import TestSupport

/// Values to evaluate a spec's predicates with, and the states XLForm gives for them.
enum PredicateValues {
    /// Per row a predicate reads: nil, the constants predicates compare it with (numbers also
    /// one above and below), values of its kind, its options. Then each row changed alone, then
    /// seeded combinations of all of them.
    static func assignments(_ document: SpecDocument) -> [JSONValue] {
        guard let form = document.form else { return [] }
        var constants: [String: [JSONValue]] = [:]
        form.forEachPredicate { _, _, text in
            guard let root = XLFormPredicate.parse(text).predicate else { return }
            collect(root, into: &constants)
        }
        var candidates: [(tag: String, values: [JSONValue])] = []
        for row in form.rows {
            guard let tag = row.effectiveTag, let found = constants[tag] else { continue }
            var values: [JSONValue] = [.null] + found + typical(row)
            for value in found {
                if let d = value.doubleValue { values += [.double(d + 1), .double(d - 1)] }
            }
            var seen: Set<String> = []
            // Only values the row can hold: the preview ignores others, Eureka cannot hold them.
            let kind = RowValueKind.forRowType(row.rowType?.value ?? "")
            let options = Set(
                (row.selectorOptions?.options ?? []).compactMap { $0.formValue?.jsonValue.encodedString() })
            // XLForm's slider cell writes the UISlider's Float (XLFormSliderCell.m), as Eureka's
            // SliderRow holds one: the values a slider row can take are floats.
            if row.rowType?.value == "slider" {
                values = values.map { value in value.doubleValue.map { .double(Double(Float($0))) } ?? value }
            }
            candidates.append(
                (tag, values.filter { fits($0, kind, options) && seen.insert($0.encodedString()).inserted }))
        }
        var result: [JSONValue] = [.object([:])]
        for (tag, values) in candidates {
            for value in values { result.append(.object([tag: value])) }
        }
        var generator = SeededGenerator(seed: 24)
        for _ in 0..<(candidates.isEmpty ? 0 : 150) {
            var object = JSONObject()
            for (tag, values) in candidates { object[tag] = values[Int(generator.next() % UInt64(values.count))] }
            result.append(.object(object))
        }
        return result
    }

    /// `{"rows": {tag: {"hidden", "disabled"}}, "sections": [hidden]}`, as EurekaDump.states.
    static func states(_ result: PreviewResult) -> JSONValue {
        var rows = JSONObject()
        for section in result.sections {
            for row in section.rows {
                guard let tag = row.tag, row.origin == .spec else { continue }
                rows[tag] = ["hidden": .bool(row.hidden), "disabled": .bool(row.disabled)]
            }
        }
        return CanonicalSpec.normalized(
            ["rows": .object(rows), "sections": .array(result.sections.map { .bool($0.hidden) })])
    }

    private static func fits(_ value: JSONValue, _ kind: RowValueKind?, _ options: Set<String>) -> Bool {
        switch (kind, value) {
        case (_, .null): return true
        case (.bool?, .bool): return true
        case (.integer?, .integer): return true
        case (.decimal?, .integer), (.decimal?, .double), (.double?, .integer), (.double?, .double): return true
        case (.text?, .string): return true
        case (.option?, _): return options.contains(value.encodedString())
        default: return false
        }
    }

    private static func typical(_ row: Row) -> [JSONValue] {
        let options = (row.selectorOptions?.options ?? []).compactMap { $0.formValue?.jsonValue }
        if !options.isEmpty { return options }
        switch RowValueKind.forRowType(row.rowType?.value ?? "") {
        case .bool?: return [true, false]
        case .integer?, .decimal?, .double?: return [0, 18, 65, 9.5]
        case .text?:
            return [
                "Bob", "bob", "Bobby", "Alice", "b", "ABC", "Zoë", "ZOE", "http://example.com", "café", "CAFÉ", "é",
            ]
        default: return []
        }
    }

    private static func collect(_ node: PredicateNode, into constants: inout [String: [JSONValue]]) {
        switch node.kind {
        case .and(let parts), .or(let parts): for part in parts { collect(part, into: &constants) }
        case .not(let inner): collect(inner, into: &constants)
        case .comparison(let c):
            for (side, other) in [(c.left, c.right), (c.right, c.left)] {
                guard case .keyPath(let base?, _) = side.kind, case .variable(let tag) = base.kind else { continue }
                var values: [Constant] = []
                if case .constant(let k) = other.kind { values = [k] }
                if case .aggregate(let items) = other.kind {
                    values = items.compactMap { if case .constant(let k) = $0.kind { k } else { nil } }
                }
                constants[tag, default: []] += values.compactMap(json)
            }
        default: break
        }
    }

    private static func json(_ constant: Constant) -> JSONValue? {
        switch constant {
        case .string(let s): return .string(s)
        case .integer(let i): return .integer(i)
        case .double(let d): return .double(d)
        case .bool(let b): return .bool(b)
        case .null: return nil
        }
    }
}
