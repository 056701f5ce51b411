import GRDB

extension SyncLedger {
    /// Runs `body`, a pull of more than one page, with the writer's page cache enlarged to
    /// `receivingCacheKiB`, and puts it back afterwards, whatever `body` did (shrinking the
    /// cache frees its pages).
    ///
    /// Each page of pulled entries lands at random places in the indexes keyed by a UUID or a
    /// hash (`entry.id`, `duplicate_key`); with SQLite's default 2 MiB most of
    /// their pages were read again for every page pulled. Measured with `entrydesk-bench sync`
    /// (100,000 entries, 2 cores): see docs/TEAM-SERVER.md.
    public func receivingPages<T>(_ body: () throws -> T) throws -> T {
        let cacheSize = try mapped {
            try pool.writeWithoutTransaction { db in
                let before = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2_000
                try db.execute(sql: "PRAGMA cache_size = -\(Self.receivingCacheKiB)")
                return before
            }
        }
        defer { try? pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA cache_size = \(cacheSize)") } }
        return try body()
    }

    /// The writer's page cache while pages are received, in KiB (SQLite's default: 2,000).
    static let receivingCacheKiB = 65_536
}
