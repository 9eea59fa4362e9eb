import FormSpecJSON

/// One dotted segment of a key path and what it names.
public struct KeyPathSegment: Sendable {
    public let name: String
    /// UTF-8 offsets of the segment within the key path string (map to the document through
    /// `JSONString.sourceRange(forValueRange:)`).
    public let range: TextRange
    /// The property the segment names; nil when it names none or was not looked up.
    public let member: ClassMember?
    /// The class the segment was looked up in; nil after a segment that is not an object.
    public let searchedClass: String?
}

/// A key path resolved segment by segment from the row's cell class.
public struct KeyPathResolution: Sendable {
    public enum Status: Sendable, Equatable {
        /// Every segment names a property; the last one's type is the key path's type.
        case resolved
        /// The segment names no property of its class, which the catalog knows completely.
        case unknown(segment: Int)
        /// `a..b`, a leading or trailing dot.
        case emptySegment(segment: Int)
        /// The segment follows a property that is not an object (`textLabel.text.length`).
        case notAnObject(segment: Int)
        /// The segment is inside a class the catalog does not know (or knows only partly): not checked.
        case opaque(segment: Int)
    }

    public let keyPath: String
    public let segments: [KeyPathSegment]
    public let status: Status

    /// The property the whole key path sets, when every segment resolved.
    public var target: ClassMember? { status == .resolved ? segments.last?.member : nil }

    /// The segment whose range contains a UTF-8 offset of the key path (a boundary belongs to the segment before it).
    public func segmentIndex(at valueOffset: Int) -> Int? {
        segments.firstIndex { $0.range.touches(valueOffset) }
    }
}

/// Resolves cell config key paths against the catalog's classes and a document's custom ones.
public struct KeyPathResolver: Sendable {
    public let classes: ClassTable

    public init(classes: ClassTable) { self.classes = classes }

    public func resolve(_ keyPath: String, from rootClass: String) -> KeyPathResolution {
        var segments: [KeyPathSegment] = []
        var current: String? = rootClass
        var status = KeyPathResolution.Status.resolved
        var start = 0
        var offset = 0
        let utf8 = keyPath.utf8
        var index = utf8.startIndex
        var segmentStart = index
        while true {
            let atEnd = index == utf8.endIndex
            if atEnd || utf8[index] == UInt8(ascii: ".") {
                let name = String(keyPath[segmentStart..<index])
                let range = TextRange(start, offset)
                let number = segments.count
                if status != .resolved {
                    segments.append(KeyPathSegment(name: name, range: range, member: nil, searchedClass: nil))
                } else if name.isEmpty {
                    status = .emptySegment(segment: number)
                    segments.append(KeyPathSegment(name: name, range: range, member: nil, searchedClass: current))
                } else if let className = current {
                    let member = classes.member(name, of: className) ?? KeyPathResolver.selfMember(name, of: className)
                    segments.append(KeyPathSegment(name: name, range: range, member: member, searchedClass: className))
                    if let member {
                        current = member.property.type.className
                        if current == nil, !atEnd { status = .notAnObject(segment: number + 1) }
                    } else {
                        status = classes.isClosed(className) ? .unknown(segment: number) : .opaque(segment: number)
                    }
                } else {
                    segments.append(KeyPathSegment(name: name, range: range, member: nil, searchedClass: nil))
                }
                if atEnd { break }
                index = utf8.index(after: index)
                offset += 1
                start = offset
                segmentStart = index
                continue
            }
            index = utf8.index(after: index)
            offset += 1
        }
        return KeyPathResolution(keyPath: keyPath, segments: segments, status: status)
    }

    /// `self`: NSObject's `-self` answers `valueForKey:` with the object itself, so `self.tintColor`
    /// sets the cell's tint colour (XLForm's README writes it so). It has no setter: a key path
    /// ending in `self` is readonly.
    public static let selfKey = "self"

    static func selfMember(_ name: String, of className: String) -> ClassMember? {
        guard name == selfKey else { return nil }
        let property = PropertyInfo(
            name: selfKey, type: .object(className), isReadonly: true,
            doc: "The object itself (NSObject's -self): `self.tintColor` is `tintColor`.")
        return ClassMember(property: property, owner: "NSObject", depth: 0)
    }

    /// The properties a completion may offer after `prefix` (the segments before the one being
    /// typed, without the trailing dot; empty for the first segment). Nil when the class is not known.
    public func members(after prefix: String, from rootClass: String) -> (className: String, members: [ClassMember])? {
        let className: String
        if prefix.isEmpty {
            className = rootClass
        } else {
            let resolution = resolve(prefix, from: rootClass)
            guard let next = resolution.target?.property.type.className else { return nil }
            className = next
        }
        guard classes.contains(className) else { return nil }
        return (className, classes.members(of: className))
    }
}
