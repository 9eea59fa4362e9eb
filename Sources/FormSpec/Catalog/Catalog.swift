import FormSpecJSON

/// Everything formspec knows about XLForm and UIKit, loaded once from the compiled-in data in
/// `Catalog/Data/`. Analysis, completion, hover and the JSON Schema all read from here.
public struct Catalog: Sendable {
    /// XLForm's row types, in the order of XLForm.h.
    public let rowTypes: [RowTypeInfo]
    public let objects: [String: ObjectSchema]
    public let validatorTypes: [ValidatorTypeInfo]
    public let enums: [String: EnumInfo]
    /// XLForm cells and the UIKit classes their key paths lead to.
    public let classes: ClassTable
    /// UIColor names a colour value may use.
    public let colors: [ColorInfo]
    /// Font names completion offers for a font's `name`: the system fonts, then fonts iOS ships.
    public let fonts: [(name: String, doc: String?)]
    /// All sources merged, for sections later parts of the catalog read themselves and for
    /// `formspec catalog`.
    public let merged: JSONObject

    /// Tells catalogs apart in what analyses keep (`KeptWork`).
    final class Identity: Sendable {}
    let identity = Identity()

    private let rowTypesByName: [String: Int]
    private let validatorsByName: [String: Int]
    private let colorsByName: [String: Int]

    init(
        rowTypes: [RowTypeInfo], objects: [String: ObjectSchema], validatorTypes: [ValidatorTypeInfo],
        enums: [String: EnumInfo], classes: ClassTable, colors: [ColorInfo], merged: JSONObject
    ) {
        self.rowTypes = rowTypes
        self.objects = objects
        self.validatorTypes = validatorTypes
        self.enums = enums
        self.classes = classes
        self.colors = colors
        self.merged = merged
        fonts = (merged["fonts"]?.arrayValue ?? []).compactMap { f in
            f["name"]?.stringValue.map { ($0, f["doc"]?.stringValue) }
        }
        rowTypesByName = Dictionary(rowTypes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        validatorsByName = Dictionary(
            validatorTypes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        colorsByName = Dictionary(colors.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The catalog compiled into this binary.
    public static let standard: Catalog = CatalogLoader.load(CatalogSource.all)

    public func rowType(_ name: String) -> RowTypeInfo? { rowTypesByName[name].map { rowTypes[$0] } }

    public func validatorType(_ name: String) -> ValidatorTypeInfo? {
        validatorsByName[name].map { validatorTypes[$0] }
    }

    public func color(named name: String) -> ColorInfo? { colorsByName[name].map { colors[$0] } }

    public func schema(_ kind: String) -> ObjectSchema {
        guard let schema = objects[kind] else { preconditionFailure("catalog has no object schema '\(kind)'") }
        return schema
    }
}
