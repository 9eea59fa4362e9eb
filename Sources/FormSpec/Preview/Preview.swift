import FormSpecJSON

/// Previews a spec for given values: what XLForm shows, disables, validates and submits.
///
///     let form = CompiledForm(SpecDocument(name: path, bytes: bytes))   // once per spec
///     let result = Preview.run(form, values: PreviewValues(["accountType": "business"]))
///
/// A compiled form is immutable; previews of it may run concurrently.
public enum Preview {
    public static func run(_ form: CompiledForm, values: PreviewValues = PreviewValues(),
                           options: PreviewOptions = PreviewOptions()) -> PreviewResult
    {
        PreviewSession(form: form, values: values, options: options).result()
    }

    /// The result object with only the members in `fields` (all when nil), computing only
    /// what they need.
    public static func json(_ form: CompiledForm, values: PreviewValues = PreviewValues(), options: PreviewOptions = PreviewOptions(),
                            fields: Set<PreviewResult.Field>?) -> JSONValue
    {
        PreviewSession(form: form, values: values, options: options).result(fields: fields).json(fields: fields)
    }

    /// `json(_:values:options:fields:)` as JSON text, written without building the tree (what
    /// the language server sends).
    public static func encoded(_ form: CompiledForm, values: PreviewValues = PreviewValues(), options: PreviewOptions = PreviewOptions(),
                               fields: Set<PreviewResult.Field>?) -> EncodedJSON
    {
        PreviewSession(form: form, values: values, options: options).result(fields: fields).encoded(fields: fields)
    }
}
