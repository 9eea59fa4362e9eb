/// The rows of a form by non-empty tag: the one XLForm keeps (the last), and for the few tags
/// several rows have, all of them. One entry per tag, not a list each: most tags have one row.
/// Rows are held by place (index in `form.sections`, index in its `rows`), so the index of one
/// version carries over to the next (`DocumentFacts`) and changes only where sections did.
///
/// The copies an analysis makes of it share one hold on the places, which the analysis lets go
/// when its rules are done (`release`): the next version's analysis then changes the places it
/// takes over from `DocumentFacts` in place, instead of copying every tag of the form while the
/// finished analysis waits to be freed.
struct TaggedRows {
    let form: Form?
    private let hold: Hold

    init(_ form: Form?) {
        self.init(form, places: TagPlaces(form?.sections ?? []))
    }

    init(_ form: Form?, places: TagPlaces) {
        self.form = form
        hold = Hold(places)
    }

    private var places: TagPlaces { hold.places }

    /// Lets go of the places for every copy: they read as no rows from now on. Called once the
    /// threads reading them are done.
    func release() { hold.places = TagPlaces() }

    /// Written only by `release`, after every reader has finished.
    private final class Hold: @unchecked Sendable {
        var places: TagPlaces

        init(_ places: TagPlaces) { self.places = places }
    }

    subscript(tag: String) -> Row? { places.last[tag].flatMap(row) }

    var tags: some Collection<String> { places.last.tags }

    var count: Int { places.last.count }

    /// Tags more than one row has, each with its rows in document order.
    var repeated: [String: [Row]] { places.repeated.mapValues { $0.compactMap(row) } }

    private func row(_ place: TagPlaces.Place) -> Row? {
        guard let sections = form?.sections, Int(place.section) < sections.count else { return nil }
        let rows = sections[Int(place.section)].rows
        return Int(place.row) < rows.count ? rows[Int(place.row)] : nil
    }
}

/// Where each non-empty tag's rows are: what `TaggedRows` reads, kept from one version of a
/// document to the next and changed section by section.
struct TagPlaces {
    struct Place: Comparable {
        let section: Int32
        let row: Int32
        /// The row's content: what readers of the tag see change.
        let content: RowContent

        static func < (a: Place, b: Place) -> Bool { (a.section, a.row) < (b.section, b.row) }
        static func == (a: Place, b: Place) -> Bool { a.section == b.section && a.row == b.row }
    }

    /// The last row with each tag.
    private(set) var last = TagTable<Place>()
    /// Tags more than one row has, each with its rows in document order.
    private(set) var repeated: [String: [Place]] = [:]

    init() {}

    /// The places of every tagged row of `sections`, a form's sections.
    init(_ sections: [Section]) {
        last = TagTable(capacity: sections.reduce(0) { $0 + $1.rows.count })
        for (s, section) in sections.enumerated() { add(section, at: s) }
    }

    /// Registers the rows of `section`, the `index`th of the form's sections.
    mutating func add(_ section: Section, at index: Int) {
        for (r, row) in section.rows.enumerated() {
            guard let tag = row.effectiveTag else { continue }
            add(tag, Place(section: Int32(index), row: Int32(r), content: row.content))
        }
    }

    /// Forgets the rows `tags` lists (each with its index in the section's rows) of the
    /// `index`th section.
    mutating func remove(_ tags: [(tag: String, row: Int32)], at index: Int) {
        for (tag, row) in tags { remove(tag, section: Int32(index), row: row) }
    }

    private mutating func add(_ tag: String, _ place: Place) {
        // One lookup for the usual tag that no other row has.
        guard let other = last.updateValue(place, for: tag) else { return }
        var all = repeated[tag] ?? [other]
        all.insert(place, at: all.partitionPoint { $0 > place })
        repeated[tag] = all
        last[tag] = all[all.count - 1]
    }

    private mutating func remove(_ tag: String, section: Int32, row: Int32) {
        func isIt(_ place: Place) -> Bool { place.section == section && place.row == row }
        guard var all = repeated[tag] else {
            if let place = last[tag], isIt(place) { last[tag] = nil }
            return
        }
        all.removeAll(where: isIt)
        repeated[tag] = all.count > 1 ? all : nil
        last[tag] = all.last
    }
}
