import FormSpec
import FormSpecJSON

/// Why a rename cannot be done, in words for the user.
public struct RenameRefusal: Error, Equatable, Sendable {
    public let message: String
}

/// Renaming a tag: the row's `tag` and every `$tag` in the document's predicates, nothing else.
///
/// - From a declaration, that row is renamed; from a `$tag`, the row XLForm binds it to (the
///   last row with the tag). With duplicate tags only that one row changes, and the references
///   follow it; the other rows keep the old tag.
/// - Text inside quoted predicate literals (`'US$tag'`) is never edited: XLForm rewrites `$`
///   there too, but the result is a different string, not a reference to a row.
/// - The new name must be referenceable (`TagSyntax.problem`), not a reserved word of the
///   predicate language (`$AND` parses, but NSPredicate leaves its meaning open), must not be
///   another row's tag, and must not be named by references no row declares (they would
///   silently bind to the row).
public enum TagRename {
    public struct Target: Sendable, Equatable {
        /// The name under the cursor.
        public let range: TextRange
        public let tag: String
    }

    public static func prepare(at offset: Int, in index: TagIndex) -> Result<Target, RenameRefusal> {
        switch renamedDeclaration(at: offset, in: index) {
        case .success(let (occurrence, _)): return .success(Target(range: occurrence.nameRange, tag: occurrence.tag))
        case .failure(let refusal): return .failure(refusal)
        }
    }

    /// The edits, on byte ranges of the document.
    public static func edits(
        at offset: Int, to newName: String, in index: TagIndex
    ) -> Result<[TextEdit], RenameRefusal> {
        let declaration: TagDeclaration
        switch renamedDeclaration(at: offset, in: index) {
        case .success(let (_, d)): declaration = d
        case .failure(let refusal): return .failure(refusal)
        }
        let old = declaration.tag
        if newName == old { return .success([]) }
        if let refusal = problem(with: newName, in: index) { return .failure(refusal) }
        let escaped = EditBuilder.escape(newName)
        var edits = [TextEdit(declaration.nameRange, escaped)]
        edits += index.references(to: old).map { TextEdit($0.nameRange, escaped) }
        return .success(edits.sorted { $0.range.start < $1.range.start })
    }

    private static func renamedDeclaration(
        at offset: Int, in index: TagIndex
    ) -> Result<(TagOccurrence, TagDeclaration), RenameRefusal> {
        switch index.occurrence(at: offset) {
        case nil:
            return .failure(
                RenameRefusal(
                    message:
                        "Only tags can be renamed here: put the cursor on a row's \"tag\" or on a $tag in a hidden or disabled predicate"
                ))
        case .declaration(let d)?:
            return .success((.declaration(d), d))
        case .reference(let r)?:
            guard let bound = index.boundDeclaration(of: r.tag) else {
                return .failure(
                    RenameRefusal(
                        message:
                            "No row has the tag '\(r.tag)', so there is nothing to rename; fix the reference instead"))
            }
            return .success((.reference(r), bound))
        }
    }

    private static func problem(with newName: String, in index: TagIndex) -> RenameRefusal? {
        if newName.isEmpty { return RenameRefusal(message: "A tag cannot be empty") }
        if let problem = TagSyntax.problem(newName) {
            return RenameRefusal(message: "'\(newName)' cannot be used as a tag: \(problem)")
        }
        if TagSyntax.isReservedWord(newName) {
            return RenameRefusal(
                message:
                    "'\(newName)' cannot be used as a tag: it is a reserved word of the predicate language, and Apple's parser may reject `$\(newName)`"
            )
        }
        if let other = index.declarations(of: newName).first {
            return RenameRefusal(
                message:
                    "'\(newName)' is already the tag of \(RowPlace.describe(other.row, in: index.form)); tags must be unique"
            )
        }
        if !index.references(to: newName).isEmpty {
            return RenameRefusal(
                message:
                    "Predicates already refer to '$\(newName)', which no row declares; renaming to it would bind them to this row"
            )
        }
        return nil
    }

}
