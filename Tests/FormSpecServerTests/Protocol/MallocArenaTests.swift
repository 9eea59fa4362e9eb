import Foundation
import XCTest

/// `formspec lsp` allocates from glibc's main arena only (`ServerMemory.prepare`): the limit
/// of one arena must be set before any other thread allocates, or each thread that allocates
/// first gets an arena of its own and the limit binds nothing.
final class MallocArenaTests: XCTestCase {
    func testTheServerAllocatesFromTheMainArenaOnlyAfterAnalysingADocument() throws {
        #if os(Linux)
        let server = try ServerProcess.started()
        // Enough rows that the structure and predicate rules run on two threads besides the
        // reader thread and the server's.
        let rows = (0..<400).map { #"{"tag": "r\#($0)", "rowType": "text", "hidden": "$r0 == 1"}"# }
        let text = #"{"sections": [{"rows": ["# + rows.joined(separator: ", ") + "]}]}"
        server.open("file:///arenas.form.json", text)
        _ = try server.published("file:///arenas.form.json")
        let maps = try String(contentsOfFile: "/proc/\(server.process.processIdentifier)/maps", encoding: .utf8)
        XCTAssertEqual(MallocArenaTests.arenaHeaps(inMaps: maps), [], "heaps of arenas other than the main one")
        XCTAssertEqual(try server.shutdownAndExit(), 0)
        #endif
    }

    /// The maps of this process, whose test threads have arenas of their own: the reading of
    /// the maps finds them.
    func testArenaHeapsOfOtherThreadsAreFoundInTheMaps() throws {
        #if os(Linux)
        let allocated = DispatchSemaphore(value: 0)
        let thread = Thread {
            let block = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)
            block.storeBytes(of: 1, as: UInt8.self)
            allocated.signal()
            block.deallocate()
        }
        thread.start()
        allocated.wait()
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        XCTAssertFalse(MallocArenaTests.arenaHeaps(inMaps: maps).isEmpty)
        #endif
    }

    func testArenaHeapsAreAlignedReservationsWhoseStartIsWritable() {
        let maps = """
            55d0c0000000-55d0c0021000 rw-p 00000000 00:00 0                          [heap]
            7f1a6c000000-7f1a6c02e000 rw-p 00000000 00:00 0 
            7f1a6c02e000-7f1a70000000 ---p 00000000 00:00 0 
            7f1a70000000-7f1a70001000 ---p 00000000 00:00 0 
            7f1a70001000-7f1a70801000 rw-p 00000000 00:00 0 
            7f1a74000000-7f1a74800000 rw-p 00000000 00:00 0 
            7f1a78000000-7f1a78021000 rw-p 00000000 08:01 131 /usr/lib/libx.so
            7f1a78021000-7f1a7c000000 ---p 00000000 08:01 131 /usr/lib/libx.so
            """
        XCTAssertEqual(MallocArenaTests.arenaHeaps(inMaps: maps), ["7f1a6c000000"])
    }

    /// glibc reserves a heap for an arena other than the main one as 64 MiB at an address
    /// aligned to 64 MiB (`HEAP_MAX_SIZE` in malloc/arena.c on 64-bit machines), writable
    /// from its start as far as it is used: an anonymous writable mapping at such an address
    /// followed at once by an anonymous inaccessible one. The main arena is the `[heap]`.
    static func arenaHeaps(inMaps maps: String) -> [String] {
        struct Mapping {
            var start: UInt64, end: UInt64, permissions: Substring, anonymous: Bool
        }
        let mappings: [Mapping] = maps.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            let bounds = fields.first?.split(separator: "-") ?? []
            guard fields.count >= 5, bounds.count == 2,
                let start = UInt64(bounds[0], radix: 16), let end = UInt64(bounds[1], radix: 16)
            else { return nil }
            return Mapping(start: start, end: end, permissions: fields[1], anonymous: fields.count == 5)
        }
        let heapSize: UInt64 = 64 << 20
        return zip(mappings, mappings.dropFirst()).compactMap { used, reserved in
            let isHeap =
                used.anonymous && reserved.anonymous && used.permissions == "rw-p" && reserved.permissions == "---p"
                && used.start % heapSize == 0 && reserved.start == used.end && reserved.end >= used.start + heapSize
            return isHeap ? String(used.start, radix: 16) : nil
        }
    }
}
