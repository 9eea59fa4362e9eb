import FormSpecJSON

/// Previews a spec for given values: what XLForm shows, disables, validates and submits.
///
///     let form = CompiledForm(SpecDocument(name: path, bytes: bytes))   // once per spec
///     let result = Preview.run(form, values: PreviewValues(["accountType": "business"]))
///
/// A compiled form is immutable; previews of it may run concurrently (on copies of it when
/// they overlap, `FormReplicas`).
public enum Preview {
    public static func run(
        _ form: CompiledForm, values: PreviewValues = PreviewValues(),
        options: PreviewOptions = PreviewOptions()
    ) -> PreviewResult {
        withSession(form, values, options) { $0.result() }
    }

    /// The result object with only the members in `fields` (all when nil), computing only
    /// what they need.
    public static func json(
        _ form: CompiledForm, values: PreviewValues = PreviewValues(), options: PreviewOptions = PreviewOptions(),
        fields: Set<PreviewResult.Field>?
    ) -> JSONValue {
        withSession(form, values, options) { $0.result(fields: fields).json(fields: fields) }
    }

    /// `json(_:values:options:fields:)` as JSON text, written without building the tree (what
    /// the language server sends); rows are written from the session as they are evaluated,
    /// without building `PreviewResult` rows.
    public static func encoded(
        _ form: CompiledForm, values: PreviewValues = PreviewValues(), options: PreviewOptions = PreviewOptions(),
        fields: Set<PreviewResult.Field>?
    ) -> EncodedJSON {
        withSession(form, values, options) { session in
            guard fields?.contains(.sections) ?? true else {
                return session.result(fields: fields, valuesAsText: true).encoded(fields: fields)
            }
            // The sections are written as they are made; the members before them need the
            // whole pass (validity), so they go to a separate head.
            let writer = JSONWriter(capacity: 64 << 10, dumps: session.dumps)
            PreviewResult.beginSections(fields: fields, in: writer)
            let result = session.result(fields: fields, sectionsWriter: writer, valuesAsText: true)
            return result.encoded(fields: fields, head: JSONWriter(capacity: 256), sectionsWrittenTo: writer)
        }
    }

    /// Runs `body` on a session of the form's pool holding `values`; the result must not keep
    /// the session's rows, which the next preview resets.
    private static func withSession<T>(
        _ form: CompiledForm, _ values: PreviewValues, _ options: PreviewOptions,
        _ body: (PreviewSession) -> T
    ) -> T {
        let used = form.replicas.take(form)
        defer { form.replicas.finished(used, of: form) }
        let session = used.sessionPool.take(used, values: values, options: options)
        defer { used.sessionPool.giveBack(session) }
        return withExtendedLifetime(used) { body(session) }
    }
}
