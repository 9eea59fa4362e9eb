import FormSpecJSON

/// `formValues` and `httpParameters:` of XLFormDescriptor, over the visible sections and rows.
enum FormValues {
    /// `-[NSObject valueData]`: strings, numbers and dates themselves, arrays element by
    /// element, options their formValue, anything else nil. `raises` when an array holds an
    /// element without valueData (XLForm adds nil to an array).
    static func valueData(_ value: RuntimeValue?) -> (data: RuntimeValue?, raises: Bool) {
        switch value {
        case nil, .null?, .dictionary?, .object?: return (nil, false)
        case .string?, .number?, .decimal?, .date?: return (value, false)
        case .option(let o)?: return (o.formValue == .null ? nil : o.formValue, false)
        case .array(let items)?:
            var out: [RuntimeValue] = []
            for item in items {
                guard let data = valueData(item).data else { return (nil, true) }
                out.append(data)
            }
            return (.array(out), false)
        }
    }

    struct Output {
        /// Members to assemble, or their text when the builder wrote them (`Builder(…, asText:)`).
        var formValues: PreviewResult.ValuesStorage
        var httpParameters: PreviewResult.ValuesStorage
    }

    /// Collects the members row by row, in table order, as the result is built: the visible
    /// rows of visible sections, a multivalued section's rows under its tag.
    ///
    /// A row holding its default is kept as its compiled row, whose `DefaultOutputs` holds its
    /// members (`Pending`); the members of any other row are made as it comes.
    ///
    /// For a result about to be written as text, with keys that cannot repeat, the members are
    /// written as they come instead of kept: a row holding its default is the `"tag":value`
    /// text its `DefaultOutputs` keeps, any other row's key its tag's kept text.
    struct Builder {
        private var defaultRows: [Unmanaged<CompiledRow>] = []
        private var madeFormValues: [Pending.Placed] = []
        private var madeHTTPParameters: [Pending.Placed] = []
        private var owners: [[CompiledRow]] = []
        private let formText: JSONWriter?
        private let httpText: JSONWriter?
        /// `false` leaves httpParameters empty (a caller asking for formValues only).
        let wantsHTTPParameters: Bool
        /// No two rows that may show have the same tag (`CompiledForm.outputKeysAreUnique`).
        let keysAreUnique: Bool

        /// `asText`: write the members with writers taking dumps from this cache, when
        /// `keysAreUnique` (repeated keys merge, which needs the objects).
        init(httpParameters wanted: Bool, asText dumps: JSONDumpCache?, keysAreUnique: Bool, capacity: Int) {
            wantsHTTPParameters = wanted
            self.keysAreUnique = keysAreUnique
            if let dumps, keysAreUnique {
                formText = JSONWriter(capacity: 8 << 10, dumps: dumps)
                httpText = wanted ? JSONWriter(capacity: 8 << 10, dumps: dumps) : nil
                formText?.beginObject()
                httpText?.beginObject()
                return
            }
            formText = nil
            httpText = nil
            defaultRows.reserveCapacity(capacity)
            madeFormValues.reserveCapacity(capacity / 4)
            if wanted { madeHTTPParameters.reserveCapacity(capacity / 4) }
        }

        /// Before the rows of a section: `rows` keeps the compiled rows it adds alive for as
        /// long as the result (the array the section's result shares).
        mutating func beginSection(_ rows: @autoclosure () -> [CompiledRow]) {
            if formText == nil { owners.append(rows()) }
        }

        /// A visible row of a section without multivaluedTag; warnings about its output go to `notes`.
        mutating func add(_ row: RowState, notes: inout [PreviewWarning]) {
            let compiled = row.compiled
            if row.holdsDefaults, case let defaults = compiled.defaultOutputs, !defaults.dataRaises {
                if compiled.cell != .leftRight {
                    // Kept where the row has a tag (and, for formValues, valueData), as `add` would make them.
                    if let formText {
                        if let member = defaults.formValueMember { formText.member(cached: member) }
                        if let httpText, let member = defaults.httpParameterMember { httpText.member(cached: member) }
                    } else if defaults.hasEntries {
                        defaultRows.append(.passUnretained(compiled))
                    }
                    return
                }
                add(defaults.data, of: row, notes: &notes)
            } else {
                add(FormValues.dataJSON(row.value, tag: compiled.tag, notes: &notes), of: row, notes: &notes)
            }
        }

        /// `json`: the row's valueData as JSON.
        private mutating func add(_ json: JSONValue?, of row: RowState, notes: inout [PreviewWarning]) {
            let compiled = row.compiled
            if let tag = compiled.tag, let json {
                if let formText {
                    formText.key(cached: compiled.fragments.tag)
                    formText.value(json)
                } else {
                    madeFormValues.append(
                        Pending.Placed(before: defaultRows.count, member: JSONObject.Member(key: tag, value: json)))
                }
            }
            guard wantsHTTPParameters else { return }
            if compiled.cell == .leftRight {
                if let key = FormValues.leftRightKey(compiled, leftValue: row.leftValue, notes: &notes) {
                    addHTTPParameter(key, json ?? .null)
                }
            } else if let tag = compiled.tag {
                if let httpText {
                    httpText.key(cached: compiled.fragments.tag)
                    httpText.value(json ?? .null)
                } else {
                    madeHTTPParameters.append(
                        Pending.Placed(
                            before: defaultRows.count, member: JSONObject.Member(key: tag, value: json ?? .null)))
                }
            }
        }

        private mutating func addHTTPParameter(_ key: String, _ value: JSONValue) {
            if let httpText {
                httpText.key(key)
                httpText.value(value)
            } else {
                madeHTTPParameters.append(
                    Pending.Placed(before: defaultRows.count, member: JSONObject.Member(key: key, value: value)))
            }
        }

        /// A visible multivalued section: formValues holds the raw values (option objects stay
        /// objects), httpParameters their valueData.
        mutating func add(multivaluedTag tag: String, formItems: [JSONValue], httpItems: [JSONValue]) {
            if let formText {
                formText.key(tag)
                formText.value(.array(formItems))
            } else {
                madeFormValues.append(
                    Pending.Placed(
                        before: defaultRows.count, member: JSONObject.Member(key: tag, value: .array(formItems))))
            }
            if wantsHTTPParameters { addHTTPParameter(tag, .array(httpItems)) }
        }

        /// A multivalued section's visible row: its items for `add(multivaluedTag:…)`.
        static func items(
            of row: RowState, formItems: inout [JSONValue], httpItems: inout [JSONValue],
            notes: inout [PreviewWarning]
        ) {
            let value = row.value
            if let value, value != .null { formItems.append(PreviewJSON.value(value)) }
            if let item = FormValues.data(value, tag: row.compiled.tag, notes: &notes) {
                httpItems.append(PreviewJSON.value(item))
            }
        }

        func output() -> Output {
            if let formText {
                formText.endObject()
                httpText?.endObject()
                return Output(
                    formValues: .text(formText.finishValue()),
                    httpParameters: httpText.map { .text($0.finishValue()) } ?? .object([:]))
            }
            let pending = Pending(
                defaultRows: defaultRows, madeFormValues: madeFormValues, madeHTTPParameters: madeHTTPParameters,
                owners: owners, keysAreUnique: keysAreUnique)
            return Output(
                formValues: .pending(pending, .formValues),
                httpParameters: wantsHTTPParameters ? .pending(pending, .httpParameters) : .object([:]))
        }
    }

    /// formValues and httpParameters of a result until they are read: the compiled rows of
    /// the rows that hold their defaults, whose `DefaultOutputs` keep their members, and the
    /// members made for the others. Most rows hold their defaults; a result keeps them as
    /// pointers, where the objects would count two references per row to make and two to
    /// free, and assembles an object when it is read, which costs what making it did.
    final class Pending: Sendable {
        /// A member of a row not holding its default, or of a multivalued section, and how
        /// many default rows come before it.
        struct Placed: Sendable {
            let before: Int
            let member: JSONObject.Member
        }

        enum Object: Sendable { case formValues, httpParameters }

        /// Unretained: `owners` holds them.
        private let defaultRows: [Unmanaged<CompiledRow>]
        private let madeFormValues: [Placed]
        private let madeHTTPParameters: [Placed]
        private let owners: [[CompiledRow]]
        private let keysAreUnique: Bool

        init(
            defaultRows: [Unmanaged<CompiledRow>], madeFormValues: [Placed], madeHTTPParameters: [Placed],
            owners: [[CompiledRow]],
            keysAreUnique: Bool
        ) {
            self.defaultRows = defaultRows
            self.madeFormValues = madeFormValues
            self.madeHTTPParameters = madeHTTPParameters
            self.owners = owners
            self.keysAreUnique = keysAreUnique
        }

        /// Repeated keys: the last value wins, at the first key's place (NSMutableDictionary).
        func object(_ object: Object) -> JSONObject {
            let made = object == .formValues ? madeFormValues : madeHTTPParameters
            var members: [JSONObject.Member] = []
            members.reserveCapacity(defaultRows.count + made.count)
            var next = made.startIndex
            func addMade(upTo position: Int) {
                while next < made.endIndex, made[next].before <= position {
                    members.append(made[next].member)
                    next += 1
                }
            }
            for (position, row) in defaultRows.enumerated() {
                addMade(upTo: position)
                let defaults = row.takeUnretainedValue().defaultOutputs
                if let member = object == .formValues ? defaults.formValueEntry : defaults.httpParameterEntry {
                    members.append(member)
                }
            }
            addMade(upTo: .max)
            return keysAreUnique ? JSONObject(uniqueMembers: members) : JSONObject(members.map { ($0.key, $0.value) })
        }
    }

    /// `data(value…)` as JSON (`PreviewJSON.value`), for a row whose value was given: scalars
    /// and options go to JSON directly, without the intermediate valueData and its copies.
    static func dataJSON(_ value: RuntimeValue?, tag: String?, notes: inout [PreviewWarning]) -> JSONValue? {
        switch value {
        case nil, .null?, .dictionary?, .object?: return nil
        case .string(let s)?: return .string(s)
        case .number?, .decimal?, .date?: return PreviewJSON.value(value)
        case .option(let o)?:
            // Not a ternary with `nil`: JSONValue takes a nil literal as its `.null`.
            if o.formValue == .null { return nil }
            return PreviewJSON.value(o.formValue)
        case .array?: return data(value, tag: tag, notes: &notes).map { PreviewJSON.value($0) }
        }
    }

    private static func data(_ value: RuntimeValue?, tag: String?, notes: inout [PreviewWarning]) -> RuntimeValue? {
        let (data, raises) = valueData(value)
        if raises {
            notes.append(
                PreviewWarning(
                    .crash,
                    "the value is an array holding an element without valueData: formValues and httpParameters raise",
                    tag: tag, property: "value", crashes: true))
        }
        return data
    }

    /// `httpParameterKeyForRow:cell:` of a selectorLeftRight cell: its left option's
    /// httpParameterKey (every other cell answers the tag).
    private static func leftRightKey(
        _ row: CompiledRow, leftValue: RuntimeValue?, notes: inout [PreviewWarning]
    ) -> String? {
        guard let left = leftValue else {
            notes.append(
                PreviewWarning(
                    .crash,
                    "no left option is selected: XLFormLeftRightSelectorCell raises NSInvalidArgumentException in httpParameters; the preview leaves the row out",
                    tag: row.tag, property: "httpParameters", crashes: true))
            return nil
        }
        return row.leftOptions.first { $0.leftValue == left }?.httpParameterKey
    }
}
