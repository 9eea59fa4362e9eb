/// `conflicting-action`: XLFormAction's setters clear each other within each group.
enum ConflictingActionRule: RowRule {
    static let codes: [DiagnosticCode] = [.conflictingAction]

    /// Each group: at most one may be set.
    static let exclusiveGroups: [[String]] = [
        ["viewControllerClass", "viewControllerStoryboardId", "viewControllerNibName"],
        ["formSelector", "formSegueIdentifier", "formSegueClass"],
    ]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        for row in rows {
            guard let action = row.action else { continue }
            for group in exclusiveGroups {
                let set = action.members.filter { group.contains($0.name) }
                guard let first = set.first else { continue }
                for other in set.dropFirst() {
                    context.report(
                        .conflictingAction,
                        "\(row.displayName): action sets both '\(first.name)' and '\(other.name)'; XLForm keeps only the last one set",
                        at: action.node.member(other.name)?.key.range ?? other.value.range,
                        related: [
                            RelatedLocation(
                                action.node.member(first.name)?.key.range ?? first.value.range,
                                "'\(first.name)' set here")
                        ])
                }
            }
        }
    }
}
