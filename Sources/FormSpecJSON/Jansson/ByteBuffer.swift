/// The bytes a `JSONWriter` writes, one append after another. An append is a bounds check and
/// a copy into memory the buffer owns alone; an array's append also checks that its storage is
/// not shared and grows through a generic path, which made writing a preview result about
/// three times as costly (`formspec-bench preview --phase encoded` under callgrind). The only
/// unsafe memory in the writer, and all of it is here: noncopyable, so the memory has one
/// owner, which frees it. `JSONWriterTests` writes past every capacity.
struct ByteBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(by: 1) }
        start[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(by: bytes.count) }
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `range` of the bytes written to `array`.
    func append(_ range: Range<Int>, to array: inout [UInt8]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "bytes beyond those written")
        array.append(contentsOf: UnsafeBufferPointer(start: start + range.lowerBound, count: range.count))
    }

    func array() -> [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    private mutating func grow(by more: Int) {
        let grown = max(capacity * 2, count + more)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }
}
