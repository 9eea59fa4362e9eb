extension RandomAccessCollection where Index == Int {
    /// The first index whose element satisfies `belongsAfter`, by binary search, for a
    /// collection that `belongsAfter` partitions (false for a prefix, true for the rest):
    /// `endIndex` when no element does. The one search behind every "last item starting at or
    /// before an offset" lookup. Inlinable, so that callers in other modules get it
    /// specialized for their element and closure.
    @inlinable
    package func partitionPoint(_ belongsAfter: (Element) throws -> Bool) rethrows -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if try belongsAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
