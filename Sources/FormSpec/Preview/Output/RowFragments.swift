import FormSpecJSON

/// A compiled row's strings as jansson dumps them, made once per compiled row: a result
/// repeats them preview after preview. The encoder takes a fragment only while it was made
/// from the string being written (`JSONWriter.string(_:cached:)`). A class: results hold it
/// by one reference.
final class RowFragments: Sendable {
    let tag: JSONWriter.Fragment
    let rowType: JSONWriter.Fragment
    let title: JSONWriter.Fragment
    let plainLabel: JSONWriter.Fragment
    let starredLabel: JSONWriter.Fragment
    let path: JSONWriter.Fragment
    let origin: JSONWriter.Fragment

    init(tag: String?, rowType: String?, title: String?, labels: (plain: String?, starred: String?), path: String, origin: RowOrigin) {
        self.tag = JSONWriter.Fragment(tag)
        self.rowType = JSONWriter.Fragment(rowType)
        self.title = JSONWriter.Fragment(title)
        plainLabel = JSONWriter.Fragment(labels.plain)
        starredLabel = JSONWriter.Fragment(labels.starred)
        self.path = JSONWriter.Fragment(path)
        self.origin = JSONWriter.Fragment(origin.rawValue)
    }

    /// The label fragment made from `label`, if either is.
    func label(_ label: String?) -> JSONWriter.Fragment { starredLabel.text == label ? starredLabel : plainLabel }
}
