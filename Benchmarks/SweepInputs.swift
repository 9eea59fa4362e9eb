/// Inputs for the size sweeps, each at any size: the shapes that once made `check` or the server
/// superlinear. Row texts are kept short so that the size is the count, not the bytes.
enum SweepInputs {
    /// `rows` rows, a quarter with a predicate reading an earlier row's tag misspelt (a letter
    /// swapped), each misspelling distinct; `misspelt: false` spells them right.
    static func misspeltTags(rows: Int, misspelt: Bool) -> String {
        var items: [String] = []
        items.reserveCapacity(rows)
        for i in 0..<rows {
            var row = #"{"tag": "field\#(i)", "rowType": "text""#
            if i % 4 == 3 {
                let read = misspelt ? "fiedl\(i - 1)" : "field\(i - 1)"
                row += #", "hidden": "$\#(read) == 'x'""#
            }
            items.append(row + "}")
        }
        return section(items)
    }

    /// `rows` untagged value rows (one `missing-tag` finding each), on one line or one per line.
    static func untaggedRows(rows: Int, oneLine: Bool) -> String {
        let row = #"{"rowType": "text", "title": "Name"}"#
        let separator = oneLine ? ", " : ",\n"
        let rowsText = Array(repeating: row, count: rows).joined(separator: separator)
        return oneLine
            ? #"{"sections": [{"rows": [\#(rowsText)]}]}"#
            : "{\"sections\": [{\"rows\": [\n\(rowsText)\n]}]}\n"
    }

    /// One row whose `hidden` predicate is `count` comparisons joined by OR, after a row each
    /// comparison reads (so every `$tag` gets a token and an inlay hint).
    static func longOr(_ count: Int) -> String {
        let predicate = (0..<count).map { "$a == \($0)" }.joined(separator: " OR ")
        return section([
            #"{"tag": "a", "rowType": "integer"}"#, #"{"tag": "b", "rowType": "text", "hidden": "\#(predicate)"}"#,
        ])
    }

    /// One predicate of `count` NOTs before one comparison.
    static func longNot(_ count: Int) -> String {
        let predicate = String(repeating: "NOT ", count: count) + "$a == 1"
        return section([
            #"{"tag": "a", "rowType": "integer"}"#, #"{"tag": "b", "rowType": "text", "hidden": "\#(predicate)"}"#,
        ])
    }

    /// The clean twin of `longOr` and `longNot`: the same operators in predicates of ten, a row
    /// each, so that no line is long.
    static func shortPredicates(_ count: Int, not: Bool) -> String {
        let rows = (0..<max(1, count / 10)).map { i in
            let predicate =
                not
                ? String(repeating: "NOT ", count: 10) + "$a == \(i)"
                : (0..<10).map { "$a == \(i * 10 + $0)" }.joined(separator: " OR ")
            return #"{"tag": "b\#(i)", "rowType": "text", "hidden": "\#(predicate)"}"#
        }
        return section([#"{"tag": "a", "rowType": "integer"}"#] + rows)
    }

    /// One predicate nested `depth` parentheses deep.
    static func deepParentheses(_ depth: Int) -> String {
        let predicate = String(repeating: "(", count: depth) + "$a == 1" + String(repeating: ")", count: depth)
        return section([
            #"{"tag": "a", "rowType": "integer"}"#, #"{"tag": "b", "rowType": "text", "hidden": "\#(predicate)"}"#,
        ])
    }

    /// A row `value` of arrays nested `depth` deep.
    static func deepJSON(_ depth: Int) -> String {
        let value = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        return section([#"{"tag": "a", "rowType": "text", "value": \#(value)}"#])
    }

    /// A small spec with one finding, for directories of many files.
    static func smallSpec(_ i: Int) -> String {
        section([
            #"{"tag": "a\#(i)", "rowType": "txet", "title": "Row \#(i)"}"#, #"{"tag": "b\#(i)", "rowType": "text"}"#,
        ])
    }

    static func section(_ rows: [String]) -> String {
        "{\"sections\": [{\"rows\": [\n" + rows.joined(separator: ",\n") + "\n]}]}\n"
    }
}
