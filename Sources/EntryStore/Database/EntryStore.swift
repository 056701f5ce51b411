import AddressKit
import Foundation
import GRDB

/// The saved entries, in one SQLite file (GRDB `DatabasePool`, WAL, durable commits).
///
/// The store opens, migrates and guards the file, and keeps the entries: saving, editing,
/// deleting, reading, listing, counting and searching them, their history, duplicates and
/// imports. Each other concern of the file is a part of its own over the same database:
/// `drafts`, `batches` (and their second keying), `operators`, `sync` (the team server's
/// outboxes and pulls) and `searchIndex`.
///
/// Open it once per process and share it: it is `Sendable`, reads run concurrently with writes
/// (WAL), and each write is one transaction committed with `synchronous = FULL`, so a saved
/// entry survives a power cut. A damaged file, or one of a newer schema, is refused with an
/// `EntryStoreError` and never written to.
public final class EntryStore: Sendable, StoreConcern {
    /// The file and its pool, shared with the store's other concerns.
    let database: StoreDatabase
    /// The form in progress of each window (`DraftOwner`).
    public let drafts: Drafts
    /// The batches, their balance and their second keying.
    public let batches: Batches
    /// The operators' PINs and figures.
    public let operators: Operators
    /// What waits for the team server, what comes from it, and how syncing goes.
    public let sync: SyncLedger
    /// The index of words searches read, and the rows waiting for it.
    public let searchIndex: SearchIndex

    /// The database file.
    public var url: URL { database.url }
    /// The files and folder whose permissions were found open to other users and were made
    /// private on opening (the app says so once); empty when all was as it should be.
    public let tightenedPermissions: [String]
    /// Whether the database was opened read-only (`init(url:readOnly:)`).
    public var isReadOnly: Bool { database.isReadOnly }

    /// Opens (or creates, with its folders) the database at `url` and migrates it to the
    /// current schema; refuses corrupt, foreign and newer-schema files without touching them.
    /// Imports left hidden by a process that died are taken back (`ImportRun`) in the
    /// background: their entries are hidden already, and the window must not wait for them.
    ///
    /// With `readOnly`, for commands that only read (export): the file must exist, and nothing
    /// is written, migrated or created, not even SQLite's -wal and -shm files
    /// (`ReadOnlyOpening`), so that a read-only file or folder can be exported.
    public init(url: URL, readOnly: Bool = false) throws {
        let database: StoreDatabase
        if readOnly {
            database = try Self.openReadOnly(url)
            tightenedPermissions = []
        } else {
            (database, tightenedPermissions) = try Self.openForWriting(url)
        }
        self.database = database
        drafts = Drafts(database: database)
        batches = Batches(database: database)
        operators = Operators(database: database)
        sync = SyncLedger(database: database)
        searchIndex = SearchIndex(database: database)
        guard !readOnly else { return }
        // One read (the usual answer: none); the taking back, when there is one, in the background.
        let abandoned = try ImportRun.abandoned(in: self)
        if !abandoned.isEmpty {
            let store = self
            DispatchQueue.global(qos: .utility).async { try? ImportRun.rollBack(abandoned, in: store) }
        }
        // Rows a stopped pull left out of the search index are indexed by the next sync pass;
        // on a desk whose server is gone meanwhile, here (search finds them either way).
        if try mapped({ try pool.read(searchIndex.hasBacklog(in:)) }) {
            let index = searchIndex
            DispatchQueue.global(qos: .utility).async { try? index.indexBacklog() }
        }
    }

    /// Undoes the import numbered `id` (`ImportReport.importID`): removes the entries it added
    /// and puts back, as they were, the entries it replaced. An entry edited after the import
    /// is left as edited. Throws `unknownImport` for a number with no finished import.
    public func undoImport(id: Int64) throws {
        guard !isReadOnly else { throw EntryStoreError.readOnly(path: path) }
        try ImportRun.undo(id: id, in: self)
    }

    // MARK: Defaults

    /// The database used when none is given: `ENTRYDESK_DATABASE`, else
    /// `$XDG_DATA_HOME/entrydesk/entries.sqlite3`, else `~/.local/share/entrydesk/entries.sqlite3`.
    public static func defaultDatabaseURL(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let explicit = environment["ENTRYDESK_DATABASE"], !explicit.isEmpty {
            return URL(fileURLWithPath: (explicit as NSString).expandingTildeInPath)
        }
        // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
        let dataHome: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            dataHome = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/share", isDirectory: true)
        }
        return dataHome.appendingPathComponent("entrydesk", isDirectory: true)
            .appendingPathComponent("entries.sqlite3")
    }

    /// The schema version of the open database (`PRAGMA user_version`).
    public func schemaVersion() throws -> Int {
        try mapped { try pool.read { try Int.fetchOne($0, sql: "PRAGMA user_version") ?? 0 } }
    }

    /// Reads every page and checks the search index against the entries; throws `corrupt` if
    /// SQLite finds damage (slow on big files: run it on request, not at start-up).
    public func verifyIntegrity() throws {
        let result = try mapped { try pool.read { try String.fetchAll($0, sql: "PRAGMA quick_check") } }
        if result != ["ok"] {
            throw EntryStoreError.corrupt(path: path, reason: result.prefix(3).joined(separator: "; "))
        }
        do {
            // FTS5 runs its check as a special INSERT, hence the writer; it changes nothing.
            // Rank 1 also compares the index with the entries, which rows waiting in the search
            // backlog would fail; with a backlog, the index is checked by itself.
            try pool.write { db in
                let againstEntries = try searchIndex.hasBacklog(in: db) ? 0 : 1
                try db.execute(sql: "INSERT INTO entry_fts(entry_fts, rank) VALUES ('integrity-check', \(againstEntries))")
            }
        } catch let error as DatabaseError {
            throw EntryStoreError.corrupt(path: path, reason: "search index: \(error.message ?? "integrity check failed")")
        }
    }
}
