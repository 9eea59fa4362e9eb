import FormSpecJSON

extension PreviewResult {
    /// A section's rows, made one at a time as they are read. A result keeps, per section, the
    /// compiled rows it shows (an array the preview session already holds), one byte of states
    /// per row, and whole `Row`s only for the rows that show more than their compiled defaults
    /// (a given value, a failure, a warning): most rows hold their defaults, and making and
    /// freeing a result then counts no reference for them, which had been most of its cost.
    public struct Rows: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Sendable {
        var storage: Storage

        init(storage: Storage) { self.storage = storage }

        public init(_ rows: some Sequence<Row>) {
            let rows = Array(rows)
            storage = Storage(sources: rows.map(\.source), states: [], kept: [], dateTexts: [])
            storage.states.reserveCapacity(rows.count)
            for (position, row) in rows.enumerated() {
                storage.states.append(States(row))
                if !storage.isPlain(row, at: position) { storage.kept.append(KeptRow(position: position, row: row)) }
            }
        }

        public init(arrayLiteral rows: Row...) {
            if rows.isEmpty { self.init(storage: .empty) } else { self.init(rows) }
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { storage.sources.count }

        public subscript(position: Int) -> Row {
            get { storage.row(at: position) }
            set {
                if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
                storage.set(newValue, at: position)
            }
        }
    }

    /// Structs, not tuples: an array of tuples is freed through the runtime's generic tuple
    /// witnesses, which cost more than the rest of freeing a result.
    struct KeptRow: Sendable {
        let position: Int
        var row: Row
    }

    struct DateText: Sendable {
        let position: Int
        let text: String?
    }

    /// A row's `starred`, `hidden` and `disabled` in one byte.
    struct States: Sendable {
        var bits: UInt8

        init(starred: Bool, hidden: Bool, disabled: Bool) {
            bits = (starred ? 1 : 0) | (hidden ? 2 : 0) | (disabled ? 4 : 0)
        }

        init(_ row: Row) { self.init(starred: row.starred, hidden: row.hidden, disabled: row.disabled) }

        var starred: Bool { bits & 1 != 0 }
        var hidden: Bool { bits & 2 != 0 }
        var disabled: Bool { bits & 4 != 0 }
    }

    /// Copied before a change when shared, like an array's buffer.
    final class Storage: @unchecked Sendable {
        /// The compiled row each position shows.
        let sources: [CompiledRow]
        var states: [States]
        /// Rows that are more than their compiled row and states (a given value, findings, a
        /// described member, another compiled row), by ascending position.
        var kept: [KeptRow]
        /// The display texts of date rows holding their defaults, by ascending position: their
        /// compiled rows cannot keep them, as they depend on the preview's locale and zone.
        let dateTexts: [DateText]

        init(sources: [CompiledRow], states: [States], kept: [KeptRow], dateTexts: [DateText]) {
            self.sources = sources
            self.states = states
            self.kept = kept
            self.dateTexts = dateTexts
        }

        /// Shared by every empty `Rows`; never changed in place, being never uniquely referenced.
        static let empty = Storage(sources: [], states: [], kept: [], dateTexts: [])

        func copy() -> Storage { Storage(sources: sources, states: states, kept: kept, dateTexts: dateTexts) }

        func row(at position: Int) -> Row {
            if let k = keptIndex(position) { return kept[k].row }
            let states = states[position]
            let source = sources[position]
            let defaults = source.defaultOutputs
            let displayText = defaults.displayText ?? dateTextIndex(position).flatMap { dateTexts[$0].text }
            return Row(
                source: source, described: nil, starred: states.starred, hidden: states.hidden,
                disabled: states.disabled,
                value: defaults.json, displayText: displayText, findings: nil)
        }

        func set(_ row: Row, at position: Int) {
            states[position] = States(row)
            let k = keptIndex(position)
            if isPlain(row, at: position) {
                if let k { kept.remove(at: k) }
            } else if let k {
                kept[k].row = row
            } else {
                kept.insert(KeptRow(position: position, row: row), at: kept.partitionPoint { $0.position > position })
            }
        }

        /// The row is what `row(at:)` makes from its compiled row and states. Date rows, whose
        /// default text depends on `dates`, are kept whole.
        func isPlain(_ row: Row, at position: Int) -> Bool {
            let source = sources[position]
            guard row.described == nil, row.findings == nil, row.source === source,
                case .some(let defaultText) = source.defaultOutputs.displayText
            else { return false }
            return ExactJSON.same(row.value, source.defaultOutputs.json)
                && row.displayText.map { text in
                    defaultText.map { ExactJSON.same(text, $0) } ?? false
                } ?? (defaultText == nil)
        }

        private func keptIndex(_ position: Int) -> Int? {
            let k = kept.partitionPoint { $0.position >= position }
            return k < kept.count && kept[k].position == position ? k : nil
        }

        private func dateTextIndex(_ position: Int) -> Int? {
            let d = dateTexts.partitionPoint { $0.position >= position }
            return d < dateTexts.count && dateTexts[d].position == position ? d : nil
        }
    }
}
