import FormSpecJSON

/// The cell config entries of some rows resolved once, for the key path rules (made once per
/// rows for all of them: `AnalysisContext.keyPathFacts`). Resolutions are memoised per cell
/// class and key path for the whole analysis: a 5,000-row spec repeats a handful of them.
final class KeyPathFacts {
    struct Entry {
        let row: Row
        let kind: CellConfigKind
        let entry: CellConfigEntry
        let rootClass: String
        let resolution: KeyPathResolution

        var keyPath: String { entry.keyPath.value }

        /// Document range of one segment of the key.
        func range(ofSegment index: Int) -> TextRange {
            entry.keyPath.sourceRange(forValueRange: resolution.segments[index].range)
        }
    }

    let classes: DocumentClasses
    private(set) var entries: [Entry] = []
    private var overwritten: [String: [String: OverwrittenKey]] = [:]

    init(_ context: AnalysisContext, rows: [Row]) {
        classes = context.documentClasses
        let memo = context.keyPathResolutions
        for row in rows where row.hasCellConfigs {
            // Read once per row, not once per dictionary.
            let (rowType, cellClass) = (row.rowTypeName, row.cellClass?.value)
            for config in row.cellConfigs {
                guard let root = classes.rootClass(rowType: rowType, cellClass: cellClass, config: config.kind) else {
                    continue
                }
                for entry in config.entries where !entry.keyPath.value.isEmpty {
                    let path = entry.keyPath.value
                    let resolution: KeyPathResolution
                    if let known = memo.resolutions[root]?[path] {
                        resolution = known
                    } else {
                        resolution = classes.resolver.resolve(path, from: root)
                        memo.resolutions[root, default: [:]][path] = resolution
                    }
                    entries.append(
                        Entry(row: row, kind: config.kind, entry: entry, rootClass: root, resolution: resolution))
                }
            }
        }
    }

    /// The key the cell (or row type) sets after this entry's dictionary was applied, if any.
    func overwrittenKey(for entry: Entry) -> OverwrittenKey? {
        let kind = entry.kind
        guard kind == .cellConfigAtConfigure || kind == .cellConfigForSelector else { return nil }
        let rowType = entry.row.rowType?.value
        let cacheKey = "\(kind.rawValue)\u{1}\(entry.rootClass)\u{1}\(rowType ?? "")"
        if let table = overwritten[cacheKey] { return table[entry.keyPath] }
        var table: [String: OverwrittenKey] = [:]
        for key in classes.overwrittenKeys(rootClass: entry.rootClass, rowType: rowType, config: kind)
        where table[key.keyPath] == nil {
            table[key.keyPath] = key
        }
        overwritten[cacheKey] = table
        return table[entry.keyPath]
    }
}

/// Key path resolutions of one analysis, by root class and key path.
final class KeyPathResolutions {
    var resolutions: [String: [String: KeyPathResolution]] = [:]
}
