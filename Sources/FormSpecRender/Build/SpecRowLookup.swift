import FormSpec
import FormSpecJSON

/// The spec side of a previewed row: the spec row a result row was made from (by its JSON
/// pointer) and the cell configuration XLForm applies to its cell.
struct SpecRowLookup {
    let form: Form?

    /// `/sections/2/rows/1` → that row; `/sections/2/multivaluedRowTemplate` → the template;
    /// `/sections/2` (an Add button) → nil.
    func row(at path: String) -> Row? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count == 4, parts[0] == "sections", let index = Int(parts[1]),
            let section = form?.section(at: index)
        else {
            if parts.count == 3, parts[2] == "multivaluedRowTemplate", let index = Int(parts[1]) {
                return form?.section(at: index)?.template
            }
            return nil
        }
        guard parts[2] == "rows", let position = Int(parts[3]) else { return nil }
        return section.rows.first { $0.position.row == position }
    }

    /// The value a key path gets from the row's cell configuration, as XLForm applies them:
    /// `cellConfigAtConfigure` once, then `cellConfig` on each update, then
    /// `cellConfigIfDisabled` when the row is disabled (`XLFormViewController.m` configureCell:).
    /// A key the cell's `-update` sets (`setByUpdate`) keeps nothing from `cellConfigAtConfigure`.
    static func config(_ keyPath: String, of row: Row?, disabled: Bool, setByUpdate: Bool = false) -> JSONNode? {
        guard let row else { return nil }
        var kinds: [CellConfigKind] = setByUpdate ? [.cellConfig] : [.cellConfigAtConfigure, .cellConfig]
        if disabled { kinds.append(.cellConfigIfDisabled) }
        var found: JSONNode?
        for kind in kinds {
            for config in row.cellConfigs where config.kind == kind {
                for entry in config.entries where entry.keyPath.value == keyPath {
                    found = entry.value
                }
            }
        }
        return found
    }
}
