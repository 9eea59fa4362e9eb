import FormSpecJSON

/// The part of Objective-C and Swift that form-building code is written in, as both front ends
/// hand it to the interpreter. Ranges are byte offsets into the source file.
public indirect enum CodeExpr: Sendable {
    case string(SourcedString)
    /// Swift string interpolation and adjacent C string literals: the pieces in order.
    case concatenation([CodeExpr], TextRange)
    case number(String, TextRange)
    case bool(Bool, TextRange)
    case null(TextRange)
    case identifier(String, TextRange)
    /// `base.name`; a Swift implicit member (`.button`) has no base.
    case member(CodeExpr?, String, TextRange)
    /// An Objective-C message send or a Swift call, both named by their selector or labels:
    /// `formRowDescriptorWithTag:rowType:title:`, `init(tag:rowType:title:)`, `formSection(withTitle:)`.
    case call(receiver: CodeExpr?, selector: String, arguments: [CodeExpr], TextRange)
    case subscripted(CodeExpr, CodeExpr, TextRange)
    case array([CodeExpr], TextRange)
    case dictionary([(CodeExpr, CodeExpr)], TextRange)
    case binary(String, CodeExpr, CodeExpr, TextRange)
    case unary(String, CodeExpr, TextRange)
    /// `@(…)`, `(…)`, casts and `as?`: the value is the inner expression's.
    case wrapped(CodeExpr, TextRange)
    /// Blocks, closures and anything the front end does not model.
    case opaque(String, TextRange)

    public var range: TextRange {
        switch self {
        case .string(let s): return s.range
        case .concatenation(_, let r), .number(_, let r), .bool(_, let r), .null(let r), .identifier(_, let r),
            .member(_, _, let r), .call(_, _, _, let r), .subscripted(_, _, let r), .array(_, let r),
            .dictionary(_, let r), .binary(_, _, _, let r), .unary(_, _, let r), .wrapped(_, let r),
            .opaque(_, let r):
            return r
        }
    }
}

public indirect enum CodeStatement: Sendable {
    /// `Type *name = value;`, `let name = value`, `var name: Type`.
    case declaration(name: String, value: CodeExpr?, TextRange)
    case assignment(target: CodeExpr, op: String, value: CodeExpr, TextRange)
    case expression(CodeExpr, TextRange)
    /// `for (x in list)`, `for x in list`, `for (i = 0; i < n; i++)` as a list `0..<n`.
    case loop(variable: String, sequence: CodeExpr, body: [CodeStatement], TextRange)
    case returnValue(CodeExpr?, TextRange)
    /// `if`, `switch`, `while`, … : control flow the importer does not follow, with the
    /// statements it holds (counted, and searched for changes made at run time).
    case unsupported(String, body: [CodeStatement], TextRange)
    /// `if` on the device's user interface idiom without an `else`
    /// (`[UIDevice currentDevice].userInterfaceIdiom == UIUserInterfaceIdiomPad`): `idiom` is
    /// the case compared with (`pad`), `condition` where the condition is written.
    case idiomCheck(idiom: String, body: [CodeStatement], condition: TextRange, TextRange)

    public var range: TextRange {
        switch self {
        case .declaration(_, _, let r), .assignment(_, _, _, let r), .expression(_, let r), .loop(_, _, _, let r),
            .returnValue(_, let r), .unsupported(_, _, let r), .idiomCheck(_, _, _, let r):
            return r
        }
    }

    /// The statements a loop or a branch holds.
    var nested: [CodeStatement] {
        switch self {
        case .loop(_, _, let body, _), .unsupported(_, let body, _), .idiomCheck(_, let body, _, _): return body
        default: return []
        }
    }
}

/// A method or function body with the type it belongs to.
public struct CodeMethod: Sendable {
    public var typeName: String?
    public var name: String
    public var body: [CodeStatement]
    public var range: TextRange
    /// Where the name is, for notes about the whole method.
    public var nameRange: TextRange
}

/// A named constant: `#define kTag @"x"`, `NSString *const kTag = @"x";`, `static let tag = "x"`,
/// an enum case with a raw value. Swift's are qualified by their type (`Tags.name`).
public struct CodeConstant: Sendable {
    public var name: String
    public var value: CodeExpr
    /// The file it is defined in, when files are read together (ranges are that file's).
    public var file = ""

    public init(name: String, value: CodeExpr) {
        self.name = name
        self.value = value
    }
}

/// What a front end found in one file.
public struct CodeFile: Sendable {
    public var methods: [CodeMethod] = []
    public var constants: [CodeConstant] = []
    /// Places the front end could not read (unbalanced brackets, a syntax error), with a reason.
    public var problems: [(String, TextRange)] = []
    /// The file was not read at all (its problems say why).
    public var unreadable = false
}

/// A string value with where each byte of it came from: copied from a literal (exact through
/// escapes) or produced by an expression as a whole (a constant, a folded argument).
public struct SourcedString: Sendable {
    public struct Piece: Sendable {
        /// UTF-8 offsets in `value`.
        public var valueRange: TextRange
        /// Source range this piece came from.
        public var source: TextRange
        /// True when bytes map one to one (a literal's text between its escapes).
        public var exact: Bool
    }

    public var value: String
    public var pieces: [Piece]
    /// The whole expression.
    public var range: TextRange

    public init(value: String, pieces: [Piece], range: TextRange) {
        self.value = value
        self.pieces = pieces
        self.range = range
    }

    /// A value that came from one place as a whole.
    public init(_ value: String, at range: TextRange) {
        self.init(
            value: value, pieces: [Piece(valueRange: TextRange(0, value.utf8.count), source: range, exact: false)],
            range: range)
    }

    /// Source range of a range of UTF-8 offsets in the value: exact inside copied literal text,
    /// else the whole piece it falls in (a constant's definition, a folded argument).
    /// A range spanning pieces reaches from its first byte's place to its last byte's when that
    /// runs forward in the source (`$%@ == 0` over a format and its argument), else it keeps to
    /// its first piece.
    public func sourceRange(of range: TextRange) -> TextRange {
        guard let first = piece(at: range.start) else { return self.range }
        let start = place(of: range.start, in: first)
        let firstEnd = place(of: min(range.end, first.valueRange.end), in: first, end: true)
        guard range.end > first.valueRange.end, let last = piece(at: range.end - 1) else {
            return TextRange(start, max(start, firstEnd))
        }
        let end = place(of: range.end, in: last, end: true)
        return end >= start ? TextRange(start, end) : TextRange(start, max(start, firstEnd))
    }

    private func piece(at offset: Int) -> Piece? {
        let i = pieces.partitionPoint { $0.valueRange.start > offset }
        return i > 0 ? pieces[i - 1] : pieces.first
    }

    /// Where a value offset is in the source: exact inside a copied literal, else the start (or
    /// end) of what produced the piece.
    private func place(of offset: Int, in piece: Piece, end: Bool = false) -> Int {
        guard piece.exact else { return end ? piece.source.end : piece.source.start }
        return min(piece.source.start + max(0, offset - piece.valueRange.start), piece.source.end)
    }

    /// `self` followed by `other`, pieces kept.
    public func appending(_ other: SourcedString, range: TextRange) -> SourcedString {
        let shift = value.utf8.count
        let moved = other.pieces.map {
            Piece(valueRange: $0.valueRange.shifted(by: shift), source: $0.source, exact: $0.exact)
        }
        return SourcedString(value: value + other.value, pieces: pieces + moved, range: range)
    }
}

extension Array where Element == CodeStatement {
    /// Statements that do something, nested ones included: a declaration without a value does not count.
    public var statementCount: Int {
        reduce(0) { total, s in
            switch s {
            case .loop(_, _, let body, _): return total + 1 + body.statementCount
            case .unsupported(_, let body, _), .idiomCheck(_, let body, _, _): return total + 1 + body.statementCount
            case .declaration(_, nil, _): return total
            default: return total + 1
            }
        }
    }
}

extension SourcedString {
    /// The part of the value in `range` (UTF-8 offsets), with its pieces.
    public func slice(_ range: TextRange) -> SourcedString {
        var out: [Piece] = []
        for piece in pieces {
            let lo = max(piece.valueRange.start, range.start)
            let hi = min(piece.valueRange.end, range.end)
            guard lo < hi else { continue }
            let source =
                piece.exact
                ? TextRange(
                    piece.source.start + (lo - piece.valueRange.start),
                    piece.source.start + (hi - piece.valueRange.start))
                : piece.source
            out.append(
                Piece(valueRange: TextRange(lo - range.start, hi - range.start), source: source, exact: piece.exact))
        }
        let bytes = Array(value.utf8)
        let text = String(decoding: bytes[max(0, range.start)..<min(bytes.count, range.end)], as: UTF8.self)
        return SourcedString(value: text, pieces: out, range: self.range)
    }

    /// Text made by the importer itself (a quote around a folded argument), placed at `range`.
    static func made(_ text: String, at range: TextRange) -> SourcedString { SourcedString(text, at: range) }
}

/// A range from `start` that never ends before it: positions a reader recovered from (a
/// missing token, a statement it skipped) may come out of order.
func span(_ start: Int, _ end: Int) -> TextRange { TextRange(start, max(start, end)) }
