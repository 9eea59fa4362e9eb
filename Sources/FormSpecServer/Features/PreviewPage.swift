import FormSpec
import FormSpecJSON
import FormSpecRender
import Foundation

/// `formspec/preview` with `format: "html"`: the form drawn as an iPhone shows it, one
/// self-contained page (FormSpecRender), answered as `{"html": page}`. `showHidden` draws
/// hidden sections and rows too; `expanded` lists inline rows to draw open.
enum PreviewPage {
    /// `format`: "json" (the result object, the default) or "html".
    static func wanted(_ params: Params) throws(ResponseError) -> Bool {
        guard let format = try params["format"].optionalString() else { return false }
        guard format == "json" || format == "html" else {
            throw .invalidParams("\(params["format"].path): expected \"json\" or \"html\", got \"\(format)\"")
        }
        return format == "html"
    }

    static func render(
        _ request: RequestContext, form: CompiledForm, document: SpecDocument, values: PreviewValues,
        options: PreviewOptions
    ) async throws -> EncodedJSON {
        let showHidden = try request.params["showHidden"].optionalBool() ?? false
        var expanded: Set<String> = []
        for item in try request.params["expanded"].optionalArray() ?? [] { expanded.insert(try item.string()) }
        let render = RenderOptions(
            expanded: expanded, now: options.now ?? Date(), locale: options.locale, timeZone: options.timeZone)
        return try await PreviewWorkers.cancellable { isCancelled in
            let result = try Preview.run(form, values: values, options: options, isCancelled: isCancelled)
            let page = HTMLRenderer.page(
                RenderBuilder.form(document, result: result, options: render), showHidden: showHidden)
            var writer = JSONWriter(capacity: page.utf8.count + 32)
            writer.beginObject()
            writer.key("html")
            writer.string(page)
            writer.endObject()
            return writer.finishValue()
        }
    }
}
