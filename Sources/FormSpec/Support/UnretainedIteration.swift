extension Array where Element: AnyObject {
    /// Calls `body` with each element and its index without counting a reference to the
    /// element: for the loops over every row of every preview, where each count is an atomic
    /// operation (a 200-row loop paid 400 of them). The elements must stay alive while `body`
    /// runs (the loop holds the array's buffer, so they do unless `body` frees them some other
    /// way); `body` may keep an element, which counts it then. An element of a class type is
    /// one strong pointer, laid out as `Unmanaged` is, which is what lets the buffer be read as
    /// `Unmanaged` references.
    @inline(__always)
    func forEachUnretained(_ body: (Int, Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: Unmanaged<Element>.self) { references in
                for i in references.indices { try references[i]._withUnsafeGuaranteedRef { try body(i, $0) } }
            }
        }
    }
}
