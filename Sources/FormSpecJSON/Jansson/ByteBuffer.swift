/// A growable byte array for `JSONWriter`: appends are one bounds check and one copy (an
/// Array's generic append costs several times that, per scalar jansson dumps).
final class ByteBuffer {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// Up to 8 bytes kept in one integer and stored at once (JSON's literals).
    struct Word {
        let bytes: UInt64
        let count: Int

        init(_ text: UnsafeRawBufferPointer) {
            precondition(text.count <= 8, "a word holds 8 bytes")
            var bytes: UInt64 = 0
            withUnsafeMutableBytes(of: &bytes) { $0.copyMemory(from: text) }
            self.bytes = bytes
            count = text.count
        }
    }

    func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    func append(_ word: Word) {
        reserve(8)
        UnsafeMutableRawPointer(start + count).storeBytes(of: word.bytes, as: UInt64.self)
        count += word.count
    }

    func append(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).update(from: base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        count += bytes.count
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Appends a copy of bytes another buffer holds.
    func append(_ range: Range<Int>, of other: ByteBuffer) {
        reserve(range.count)
        (start + count).update(from: other.start + range.lowerBound, count: range.count)
        count += range.count
    }

    func withBytes<T>(in range: Range<Int>, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        body(UnsafeRawBufferPointer(start: start + range.lowerBound, count: range.count))
    }

    /// Empty, keeping the memory.
    func removeAll() {
        count = 0
    }

    func array() -> [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    func appendContents(to array: inout [UInt8]) {
        array.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
    }

    @inline(__always)
    private func reserve(_ more: Int) {
        if count + more > capacity { grow(more) }
    }

    @inline(never)
    private func grow(_ more: Int) {
        let grown = max(capacity * 2, count + more)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }
}
