/// Scalars jansson dumped, with their text, for writers that run one after another: a
/// preview session's results repeat most strings and numbers of the previous one (titles,
/// option texts, values), and each dump costs far more than a lookup.
///
/// Used on one thread at a time (by one session's writers, which may interleave). Holds at
/// most about `limit` bytes of dumped text (and as much of the strings they came from): when
/// full, it starts over.
public final class JSONDumpCache: @unchecked Sendable {
    struct Tables {
        /// Strings by their bytes; the n-th string's dump lies at `stringDumps[n]`.
        var strings = ByteKeyIndex()
        var stringDumps: [Range<Int>] = []
        var integers: [Int64: Range<Int>] = [:]
        var reals: [RealKey: Range<Int>] = [:]
    }

    /// A real by its bits and the significant digits it was printed with (15 or 17).
    struct RealKey: Hashable {
        let bits: UInt64
        let seventeenDigits: Bool
    }

    /// Behind a pointer: read for every scalar, where a stored property's dynamic exclusivity
    /// check would cost as much as the lookup.
    let tables: UnsafeMutablePointer<Tables>
    /// The dumped texts, one after the other; the tables hold ranges into it.
    let dumps: ByteBuffer
    private let limit: Int

    public init(limit: Int = 256 << 10) {
        self.limit = limit
        dumps = ByteBuffer(capacity: 4096)
        tables = .allocate(capacity: 1)
        tables.initialize(to: Tables())
    }

    deinit {
        tables.deinitialize(count: 1)
        tables.deallocate()
    }

    /// Copies the text `written` of `buffer` (just dumped there) into the cache, emptied first
    /// when it would pass its limit; where it now lies. A text above a sixteenth of the limit
    /// is not kept (nil): one long value would empty the cache at every result.
    func keep(_ written: Range<Int>, of buffer: ByteBuffer) -> Range<Int>? {
        guard written.count <= limit / 16 else { return nil }
        if dumps.count + written.count > limit {
            tables.pointee = Tables()
            dumps.removeAll()
        }
        let start = dumps.count
        buffer.withBytes(in: written) { dumps.append($0) }
        return start..<dumps.count
    }
}
