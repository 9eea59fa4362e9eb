/// One JSON document of catalog data compiled into the binary. Data lives in raw string
/// literals (not SwiftPM resources) so the `formspec` binary is self-contained when copied
/// anywhere, and so building stays fast.
public struct CatalogSource: Sendable {
    public let name: String
    public let json: String

    /// Every source, merged in this order by `CatalogLoader`.
    static let all: [CatalogSource] = [
        .rowTypes, .specObjects, .uikitEnums, .uikitClasses, .xlformCells, .colors, .fonts, .fxformsCells,
        .fxformsFields, .fxformsConversions,
    ]
}
