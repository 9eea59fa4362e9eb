import FormSpecJSON

/// Previews a spec for given values: what XLForm shows, disables, validates and submits.
///
///     let form = CompiledForm(SpecDocument(name: path, bytes: bytes))   // once per spec revision
///     let result = Preview.run(form, values: PreviewValues(["accountType": "business"]))
///     let text = result.encoded(fields: nil)                             // the JSON result
///
/// How a preview is computed, in four steps, each in its own folder:
///
/// 1. **Compile** (`Compile/`, once per document revision): the spec becomes a `CompiledForm`,
///    immutable and shared by every preview of that revision: rows with their default values
///    converted as their cells hold them (a relative date as its offset from each preview's
///    `now`), options, validators, formatters (`CellFormatting`), each `hidden`/`disabled`
///    predicate compiled into a `RowPredicate` whose `$tag`s are numbered (`TagSlots`), the
///    rows registered by tag with their observers (`Registry`), and the state every preview
///    starts from. A dialect is a compiler into this shape (`XLFormCompiler`; FXForms' field
///    files: `FXFormsCompiler` in FXForms/Preview, whose rows carry an `FXPreviewField`).
/// 2. **Evaluate** (`Evaluate/`, per preview): a `FormState` copies that starting state —
///    plain values, rows and sections by index — applies the given values as the rows' cells
///    would take them (`ValueChanges`), and shows the form as `forceEvaluate` does, evaluating
///    every dirty condition once (`FormState.show`, `PredicateEvaluation`). Predicates of an
///    unusual shape go through `PredicateEvaluator`, which reads the rows through
///    `Descriptors`. Scenarios go on changing values on the same state, as a user would.
/// 3. **Result** (`Result/`): one pass over the rows reads the state into a `PreviewResult`:
///    each visible row's validation (`RowValidation`), formValues and httpParameters members
///    (`FormValues`), and each row as its cell shows it (`PreviewResult.Row`, `CellDisplay`).
/// 4. **Encode**: `PreviewResult.encoded(fields:)` writes the members asked for with one
///    streaming `JSONWriter`; `json(fields:)` is that text as a tree.
///
/// Kept between previews: the compiled form (by its caller: the language server keeps one per
/// open document revision and for the last inline specs), and two process-wide caches the
/// results do not depend on: `RegexEngine`'s compiled patterns and answers, and the date
/// texts of `DateDisplay`. Nothing else outlives a preview.
///
/// Regular expressions share a time budget per preview (`PreviewOptions.regexBudget`); a
/// preview asked whether it should go on (`run(_:values:options:isCancelled:)`) stops between
/// rows once the answer is yes.
///
/// Extending it: a member of a result row is a stored property and its value in
/// `PreviewResult.Row.init` (PreviewResult.swift), and, if it is part of the JSON, a line in
/// PreviewResult+Encoding.swift; the row's `source` (its `CompiledRow`: cell, options,
/// conditions) is at hand there. Another dialect compiles its files into `CompiledSection`s
/// and `CompiledRow`s (`CompiledForm.init(name:…)`), which evaluate, read and encode as
/// XLForm's do; cells it adds are `CellKind`s, its values' conversions `CellValueConversion`.
public enum Preview {
    public static func run(
        _ form: CompiledForm, values: PreviewValues = PreviewValues(), options: PreviewOptions = PreviewOptions()
    ) -> PreviewResult {
        guard let result = preview(form, values, options, isCancelled: nil) else {
            preconditionFailure("a preview nobody cancels stopped")
        }
        return result
    }

    /// `run` for a caller that may give up on the preview: `isCancelled` is asked every few
    /// rows and while regular expressions match, and once it answers true the preview stops
    /// and throws `CancellationError`.
    public static func run(
        _ form: CompiledForm, values: PreviewValues = PreviewValues(), options: PreviewOptions = PreviewOptions(),
        isCancelled: @escaping @Sendable () -> Bool
    ) throws(CancellationError) -> PreviewResult {
        guard let result = preview(form, values, options, isCancelled: isCancelled) else { throw CancellationError() }
        return result
    }

    private static func preview(
        _ form: CompiledForm, _ values: PreviewValues, _ options: PreviewOptions, isCancelled: (@Sendable () -> Bool)?
    ) -> PreviewResult? {
        let state = FormState(form, options: options, isCancelled: isCancelled)
        state.apply(values)
        state.show()
        guard let result = PreviewResult(state), !state.isStopped else { return nil }
        // Regular expressions stop as soon as they see the cancellation, the rows at their next check.
        return isCancelled?() == true ? nil : result
    }

    /// The result object with only the members in `fields` (all when nil).
    public static func json(
        _ form: CompiledForm, values: PreviewValues = PreviewValues(), options: PreviewOptions = PreviewOptions(),
        fields: Set<PreviewResult.Field>?
    ) -> JSONValue {
        run(form, values: values, options: options).json(fields: fields)
    }

    /// `json(_:values:options:fields:)` as JSON text.
    public static func encoded(
        _ form: CompiledForm, values: PreviewValues = PreviewValues(), options: PreviewOptions = PreviewOptions(),
        fields: Set<PreviewResult.Field>?
    ) -> EncodedJSON {
        run(form, values: values, options: options).encoded(fields: fields)
    }
}
