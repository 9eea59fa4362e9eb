/// The start of a generated Swift file, shared by the Swift targets: the header, the imports
/// and `enum NAMEFormTag: String`.
enum SwiftFileStart {
    /// A writer holding the file's start, for the rest to follow.
    static func writer(
        _ file: String, plan: FormPlan, target: GenerateTarget, name: FormName, imports: [String]
    ) -> CodeWriter {
        var w = CodeWriter(wrapsSwift: true)
        for line in FileHeader.lines(file: file, plan: plan, target: target, name: name) { w.line(line) }
        w.blank()
        for module in imports { w.line("import \(module)") }
        tagEnum(plan: plan, name: name, into: &w)
        return w
    }

    private static func tagEnum(plan: FormPlan, name: FormName, into w: inout CodeWriter) {
        guard !plan.tagNames.tags.isEmpty else { return }
        w.blank()
        w.line("/// The tags of \(CommentText.oneLine(plan.specFileName))'s rows.")
        w.block("enum \(name.tagTypeName): String {") { w in
            for tag in plan.tagNames.tags {
                let caseName = plan.tagNames.swiftCase(tag)
                let raw = caseName == tag ? "" : " = \(SwiftLiterals.string(tag))"
                w.line("case \(SwiftLiterals.identifier(caseName))\(raw)")
            }
        }
    }
}
