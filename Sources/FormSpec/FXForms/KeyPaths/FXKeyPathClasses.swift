import FormSpecJSON

/// The classes a field's extra keys resolve against: the catalog's, plus the app cells the
/// project configuration declares with their key paths.
public struct FXKeyPathClasses: Sendable {
    public let resolver: KeyPathResolver
    public let index: FXClassIndex

    public init(_ index: FXClassIndex) {
        self.index = index
        let base = index.fx.catalog.classes
        resolver = KeyPathResolver(classes: base.extended(with: AppCellClasses.classes(index.project, base: base)))
    }

    public var classes: ClassTable { resolver.classes }

    /// The cell a field's key paths apply to, when formspec knows it.
    public func root(_ cell: String) -> String? { classes.contains(cell) ? cell : nil }

    /// True when the cell (or a superclass) applies the key path itself instead of through KVC
    /// (FXFormTextFieldCell's text traits).
    public func isDirect(_ keyPath: String, cell: String) -> Bool {
        classes.chain(of: cell).contains { index.fx.directKeyPaths[$0]?.contains(keyPath) ?? false }
    }
}
