import FormSpecJSON

extension JSONValue {
    /// Element of an array, nil for other values and out-of-range indices.
    subscript(index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The `code` of every diagnostic in a publishDiagnostics params or a full report.
    var diagnosticCodes: [String] {
        (self["diagnostics"] ?? self["items"])?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
    }
}
