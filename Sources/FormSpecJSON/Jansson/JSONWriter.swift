import CJansson

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// With Jansson.swift, the only file that touches `json_t`: a `JSONWriter` owns three scalar
// values it reuses and releases them in `deinit`; nothing with a reference count escapes.

/// Compact JSON text written member by member, byte for byte what `JSONValue.encoded()` makes
/// of the same tree, without building that tree or jansson's: the writer puts the brackets,
/// commas and colons, and jansson dumps every scalar (string escaping, number formatting) into
/// the same buffer. For large results that are written once, such as a preview's.
///
///     let writer = JSONWriter()
///     writer.beginObject(); writer.key("a"); writer.string("é"); writer.endObject()
///     writer.finish()   // {"a":"é"}
///
/// Why not a jansson tree: for a 200-row preview result (50 KB) building the `JSONValue`
/// tree, converting it to jansson's and dumping that costs 12 M instructions, the writer with
/// the fragments a compiled form reuses 1.8 M (`formspec-bench preview --phase tree|encoded`).
/// Every byte of a key or scalar still comes from jansson.
///
/// The caller balances begin and end and puts a key before each member of an object. Reals
/// are dumped with 15 significant digits until one needs 17; `finish` then rewrites the
/// earlier ones with 17, as one dump of the whole tree would have printed them.
public final class JSONWriter {
    // Internal, not private, for the methods that write kept texts (JSONWriter+KeptText.swift).
    let bytes: ByteBuffer
    /// A value or member was written at this level: the next one needs a comma.
    var needsComma = false
    /// Reals written with 15 digits, where and what, for rewriting them with 17.
    private(set) var reals: [PrintedReal] = []
    private(set) var realsNeedSeventeenDigits = false

    /// Where strings and numbers dumped before are kept, when the writer reuses dumps.
    private let dumps: JSONDumpCache?
    /// jansson's `true`, `false` and `null`, held by the writer: no global to reach per bool.
    private let literals = JSONWriter.dumpedLiterals
    /// What the writer reuses from one scalar to the next, behind a pointer it owns: used for
    /// every scalar, where a stored property's dynamic exclusivity check would cost as much as
    /// the use (a writer is used on one thread).
    private struct Scratch {
        // jansson scalars every dump goes through (created on first use, released in deinit).
        var string: UnsafeMutablePointer<json_t>?
        var integer: UnsafeMutablePointer<json_t>?
        var real: UnsafeMutablePointer<json_t>?
    }
    private let scratch: UnsafeMutablePointer<Scratch>

    /// `dumps`: a string or number written again is copied from its dump there, which this or
    /// an earlier writer made: for writers that write alike texts one after another (a preview
    /// result holds each value up to four times, and the next result most of them again).
    public init(capacity: Int = 1024, dumps: JSONDumpCache? = nil) {
        bytes = ByteBuffer(capacity: capacity)
        self.dumps = dumps
        scratch = .allocate(capacity: 1)
        scratch.initialize(to: Scratch())
    }

    /// Continues an object whose first members another writer wrote (`beginObject()` and
    /// members there, this writer's text appended to that one): the next key needs a comma
    /// when there were members.
    public func continueObject(afterMembers: Bool) {
        needsComma = afterMembers
    }

    deinit {
        for value in [scratch.pointee.string, scratch.pointee.integer, scratch.pointee.real] {
            if let value { json_decref(value) }
        }
        scratch.deinitialize(count: 1)
        scratch.deallocate()
    }

    public func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    public func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    public func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    public func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// The key of the next member.
    public func key(_ key: String) {
        separate()
        dump(string: key)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A key encoded beforehand, for keys written many times.
    public func key(_ key: Key) {
        separate()
        bytes.append(key.bytes)
        needsComma = false
    }

    public func string(_ value: String) {
        separate()
        dump(string: value)
        needsComma = true
    }

    /// The string, or null.
    public func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    public func integer(_ value: Int64) {
        separate()
        needsComma = true
        dumpOnce(value, keptIn: \.integers) {
            if scratch.pointee.integer == nil { scratch.pointee.integer = json_integer(0) }
            json_integer_set(scratch.pointee.integer, json_int_t(value))
            dump(scratch.pointee.integer!, flags: 0)
        }
    }

    public func integer(_ value: Int) { integer(Int64(value)) }

    /// A real; non-finite values are null, as in `JSONValue.encoded()`.
    public func double(_ value: Double) {
        guard value.isFinite else { return null() }
        separate()
        needsComma = true
        if !realsNeedSeventeenDigits, !JSONValue.roundTripsInFifteenDigits(value) {
            realsNeedSeventeenDigits = true
        }
        let start = bytes.count
        dumpOnce(
            JSONDumpCache.RealKey(bits: value.bitPattern, seventeenDigits: realsNeedSeventeenDigits), keptIn: \.reals
        ) {
            if scratch.pointee.real == nil { scratch.pointee.real = json_real(0) }
            json_real_set(scratch.pointee.real, value)
            dump(scratch.pointee.real!, flags: JSONValue.realPrecision(realsNeedSeventeenDigits ? 17 : 15))
        }
        if !realsNeedSeventeenDigits { reals.append(PrintedReal(range: start..<bytes.count, value: value)) }
    }

    public func bool(_ value: Bool) {
        separate()
        bytes.append(value ? literals.true : literals.false)
        needsComma = true
    }

    public func null() {
        separate()
        bytes.append(literals.null)
        needsComma = true
    }

    /// Any value, as `JSONValue.encoded()` would write it.
    public func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let b): bool(b)
        case .integer(let i): integer(i)
        case .double(let d): double(d)
        case .string(let s): string(s)
        case .array(let items):
            beginArray()
            for item in items { self.value(item) }
            endArray()
        case .object(let object):
            beginObject()
            for (key, member) in object {
                self.key(key)
                self.value(member)
            }
            endObject()
        }
    }

    /// A value another writer finished (`finishValue`), written as it is.
    public func value(_ encoded: EncodedJSON) {
        separate()
        let offset = bytes.count
        bytes.append(encoded.bytes)
        if encoded.needsSeventeenDigits { realsNeedSeventeenDigits = true }
        if !encoded.realsAtFifteenDigits.isEmpty {  // rarely: not even an access to `reals` for most values
            for real in encoded.realsAtFifteenDigits { reals.append(real.shifted(by: offset)) }
        }
        needsComma = true
    }

    /// The one value written, to be written again inside other JSON (`value(_: EncodedJSON)`).
    public func finishValue() -> EncodedJSON {
        realsNeedSeventeenDigits
            ? EncodedJSON(bytes: finish(), realsAtFifteenDigits: [], needsSeventeenDigits: true)
            : EncodedJSON(bytes: bytes.array(), realsAtFifteenDigits: reals, needsSeventeenDigits: false)
    }

    /// `finishValue()` with the text of `head` in front: the first members of an object this
    /// writer continues (`continueObject(afterMembers:)`). `head` holds no reals.
    public func finishValue(after head: JSONWriter) -> EncodedJSON {
        precondition(head.reals.isEmpty && !head.realsNeedSeventeenDigits, "a head with reals")
        let offset = head.bytes.count
        if realsNeedSeventeenDigits {
            return EncodedJSON(
                bytes: head.bytes.array() + finish(), realsAtFifteenDigits: [], needsSeventeenDigits: true)
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(offset + bytes.count)
        head.bytes.appendContents(to: &joined)
        bytes.appendContents(to: &joined)
        return EncodedJSON(
            bytes: joined, realsAtFifteenDigits: reals.map { $0.shifted(by: offset) }, needsSeventeenDigits: false)
    }

    /// The text written so far, with every real in the precision one dump would have used.
    public func finish() -> [UInt8] {
        let written = bytes.array()
        guard realsNeedSeventeenDigits, !reals.isEmpty else { return written }
        var out: [UInt8] = []
        out.reserveCapacity(written.count + reals.count * 4)
        var copied = 0
        for real in reals {
            out.append(contentsOf: written[copied..<real.range.lowerBound])
            let writer = JSONWriter(capacity: 32)
            writer.realsNeedSeventeenDigits = true
            writer.double(real.value)
            out.append(contentsOf: writer.bytes.array())
            copied = real.range.upperBound
        }
        out.append(contentsOf: written[copied...])
        return out
    }

    func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private func dump(string: String) {
        var string = string
        string.withUTF8 { utf8 in
            guard dumps != nil else { return dump(utf8: utf8) }
            let hash = ByteKeyIndex.hash(utf8)
            dumpOnce(
                find: { tables in
                    tables.pointee.strings.position(of: utf8, hash: hash).map { tables.pointee.stringDumps[$0] }
                },
                keep: { tables, kept in
                    tables.pointee.strings.add(utf8, hash: hash)
                    tables.pointee.stringDumps.append(kept)
                },
                { dump(utf8: utf8) })
        }
    }

    private func dump(utf8: UnsafeBufferPointer<UInt8>) {
        if scratch.pointee.string == nil { scratch.pointee.string = json_string_nocheck(JSONWriter.emptyCString) }
        utf8.withMemoryRebound(to: CChar.self) { chars in
            _ = json_string_setn_nocheck(
                scratch.pointee.string, chars.baseAddress ?? JSONWriter.emptyCString, chars.count)
        }
        dump(scratch.pointee.string!, flags: 0)
    }

    /// Appends what `dump` writes, or, when the writer reuses its dumps and `key` was dumped
    /// before, a copy of that text. Inlined: it wraps every scalar's dump.
    @inline(__always)
    private func dumpOnce<Key: Hashable>(
        _ key: Key, keptIn table: WritableKeyPath<JSONDumpCache.Tables, [Key: Range<Int>]>,
        _ dump: () -> Void
    ) {
        dumpOnce(find: { $0.pointee[keyPath: table][key] }, keep: { $0.pointee[keyPath: table][key] = $1 }, dump)
    }

    /// `find`: where the cache keeps this scalar's dump; `keep`: records where it now does.
    /// The tables are handed over in place: a copy would count a reference per table.
    @inline(__always)
    private func dumpOnce(
        find: (UnsafeMutablePointer<JSONDumpCache.Tables>) -> Range<Int>?,
        keep: (UnsafeMutablePointer<JSONDumpCache.Tables>, Range<Int>) -> Void, _ dump: () -> Void
    ) {
        guard let dumps else { return dump() }
        if let range = find(dumps.tables) { return bytes.append(range, of: dumps.dumps) }
        let start = bytes.count
        dump()
        if let kept = dumps.keep(start..<bytes.count, of: bytes) { keep(dumps.tables, kept) }
    }

    /// Appends jansson's compact dump of one scalar.
    private func dump(_ value: UnsafeMutablePointer<json_t>, flags: Int) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        let status = json_dump_callback(
            value,
            { chunk, size, context in
                guard let chunk, let context else { return size == 0 ? 0 : -1 }
                let writer = Unmanaged<JSONWriter>.fromOpaque(context).takeUnretainedValue()
                writer.bytes.append(UnsafeRawBufferPointer(start: chunk, count: size))
                return 0
            }, context, Int(JSON_ENCODE_ANY) | Int(JSON_COMPACT) | flags)
        precondition(status == 0, "jansson could not dump a scalar")
    }

    private static var emptyCString: UnsafePointer<CChar> {
        UnsafeRawPointer(("" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self)
    }

    /// true, false and null as jansson dumps them.
    private static let dumpedLiterals: (true: ByteBuffer.Word, false: ByteBuffer.Word, null: ByteBuffer.Word) = {
        func dumped(_ value: UnsafeMutablePointer<json_t>) -> ByteBuffer.Word {
            guard let text = json_dumps(value, Int(JSON_ENCODE_ANY)) else {
                preconditionFailure("jansson cannot dump a literal")
            }
            defer { free(text) }
            return ByteBuffer.Word(UnsafeRawBufferPointer(start: text, count: strlen(text)))
        }
        return (dumped(json_true()), dumped(json_false()), dumped(json_null()))
    }()
}

/// JSON text a `JSONWriter` finished, with what another writer needs to take it in: the
/// reals it printed with 15 digits, which must become 17 if the enclosing text needs them.
public struct EncodedJSON: Sendable {
    public let bytes: [UInt8]
    fileprivate let realsAtFifteenDigits: [PrintedReal]
    fileprivate let needsSeventeenDigits: Bool
}

/// A real printed with 15 digits, where: a struct, not a tuple (arrays of tuples are copied
/// and destroyed through the runtime's generic witnesses).
struct PrintedReal: Sendable {
    var range: Range<Int>
    var value: Double

    /// The same real with `offset` bytes of text in front of it.
    func shifted(by offset: Int) -> PrintedReal {
        PrintedReal(range: range.lowerBound + offset..<range.upperBound + offset, value: value)
    }
}
