import GRDB
import Testing
@testable import EntryStore
import TestSupport

/// A pull of many pages runs with the writer's page cache enlarged, and leaves it as it was:
/// a desk keeps SQLite's small cache between pulls, whether the pull ended well or not.
@Suite struct ReceivingPagesTests {
    private struct Stopped: Error {}

    @Test func theWritersCacheGrowsForAPullAndIsPutBackEvenWhenItFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        func writersCache() throws -> Int? {
            try store.pool.writeWithoutTransaction { try Int.fetchOne($0, sql: "PRAGMA cache_size") }
        }
        let before = try writersCache()
        let during = try store.sync.receivingPages { try writersCache() }
        #expect(during == -SyncLedger.receivingCacheKiB)
        #expect(try writersCache() == before)
        #expect(throws: Stopped.self) {
            try store.sync.receivingPages {
                #expect(try writersCache() == -SyncLedger.receivingCacheKiB)
                throw Stopped()
            }
        }
        #expect(try writersCache() == before)
    }
}
