import FormSpec
import FormSpecIDE
import FormSpecJSON

/// `textDocument/foldingRange` and `textDocument/selectionRange`.
enum Structure: ServerFeature {
    static func register(in registry: inout FeatureRegistry) {
        registry.capabilities { _, capabilities in
            capabilities["foldingRangeProvider"] = true
            capabilities["selectionRangeProvider"] = true
        }

        registry.request("textDocument/foldingRange") { request in
            let document = try request.requireDocument()
            let limit =
                request.session.client.value("textDocument", "foldingRange", "rangeLimit").flatMap(\.intValue) ?? 5000
            let ranges = FoldingRanges.compute(try await request.spec(document), limit: limit)
            return .array(ranges.map { ["startLine": JSONValue($0.startLine), "endLine": JSONValue($0.endLine)] })
        }

        registry.request("textDocument/selectionRange") { request in
            let document = try request.requireDocument()
            let positions = try request.params["positions"].array()
            let spec = try await request.spec(document)
            let encoding = request.session.encoding
            var result: [JSONValue] = []
            for position in positions {
                let offset = document.offset(of: try position.position(), in: encoding)
                // Innermost first; LSP nests each range in its `parent`.
                var chain: JSONValue?
                for range in SelectionRanges.at(offset, in: spec).reversed() {
                    var node: JSONObject = ["range": document.lspRange(range, in: encoding)]
                    if let chain { node["parent"] = chain }
                    chain = .object(node)
                }
                result.append(chain ?? ["range": document.lspRange(.empty(at: offset), in: encoding)])
            }
            return .array(result)
        }
    }
}
