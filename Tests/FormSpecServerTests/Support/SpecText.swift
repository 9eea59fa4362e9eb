/// Spec texts for protocol tests.
enum SpecText {
    /// A valid spec with `rows` text rows, ~80 bytes each.
    static func rows(_ rows: Int) -> String {
        let body = (0..<rows).map {
            #"{"tag": "row\#($0)", "rowType": "text", "title": "Row \#($0)", "required": true}"#
        }
        return "{\"title\": \"Large\", \"sections\": [{\"rows\": [\n" + body.joined(separator: ",\n") + "\n]}]}\n"
    }
}
