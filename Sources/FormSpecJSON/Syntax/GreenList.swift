/// An object's members or an array's elements, kept in the node's own allocation after its
/// length: one allocation a node, not a node and an array. A form has a few objects in every
/// row, and each array would add its header and malloc's bookkeeping (about 48 bytes) to each:
/// 5.8 MB at 50,000 rows (`formspec-bench memory`, docs/performance.md).
///
/// The one place in the tree that handles memory itself: the items are initialized once, by
/// `make`, never changed, and deinitialized with the node. Everything else reads them as a
/// collection.
struct GreenList<Item: Sendable>: RandomAccessCollection, @unchecked Sendable {
    private let storage: Storage

    /// A node of `length` bytes holding `items`.
    static func make<Items: Collection>(_ items: Items, length: Int) -> GreenList where Items.Element == Item {
        GreenList(storage: Storage.make(items, length: length))
    }

    /// The node's length in the text.
    var length: Int32 { header.length }

    /// Read through its pointer: `ManagedBuffer.header` is a class's variable, and each read of
    /// it would be checked for exclusive access at run time (6% of a check's instructions).
    private var header: Header { storage.withUnsafeMutablePointerToHeader { $0.pointee } }

    /// The same node, not only equal items.
    func isSame(as other: GreenList) -> Bool { storage === other.storage }

    var startIndex: Int { 0 }
    var endIndex: Int { Int(header.count) }

    subscript(i: Int) -> Item {
        precondition(i >= 0 && i < endIndex, "index \(i) out of \(endIndex) items")
        return storage.withUnsafeMutablePointerToElements { $0[i] }
    }

    /// Immutable once made: `make` initializes every item, `deinit` deinitializes them.
    private final class Storage: ManagedBuffer<Header, Item> {
        static func make<Items: Collection>(_ items: Items, length: Int) -> Storage where Items.Element == Item {
            let count = items.count
            let made = create(minimumCapacity: count) { _ in Header(count: Int32(count), length: Int32(length)) }
            let storage = unsafeDowncast(made, to: Storage.self)
            storage.withUnsafeMutablePointerToElements { start in
                var next = start
                for item in items {
                    next.initialize(to: item)
                    next += 1
                }
            }
            return storage
        }

        deinit {
            withUnsafeMutablePointers { header, items in _ = items.deinitialize(count: Int(header.pointee.count)) }
        }
    }

    private struct Header {
        let count: Int32
        let length: Int32
    }
}

/// An object's members.
typealias GreenObject = GreenList<GreenMember>
/// An array's elements.
typealias GreenArray = GreenList<GreenElement>

extension GreenList where Item == GreenMember {
    var members: GreenList { self }
}

extension GreenList where Item == GreenElement {
    var elements: GreenList { self }
}
