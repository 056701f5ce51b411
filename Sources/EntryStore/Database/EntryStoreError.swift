import Foundation

/// Why the entry database could not be opened or changed; every message names the file.
public enum EntryStoreError: Error, Hashable, Sendable {
    /// The folder for the database could not be created.
    case cannotCreateFolder(path: String, reason: String)
    /// The file exists but is not an SQLite database (garbage, another format).
    case notADatabase(path: String, reason: String)
    /// The file is an SQLite database but damaged (truncated, malformed pages).
    case corrupt(path: String, reason: String)
    /// The file is an SQLite database of another application.
    case foreignDatabase(path: String, reason: String)
    /// The database was written by a newer EntryDesk; it is left untouched.
    case newerSchema(path: String, found: Int, supported: Int, unknownMigrations: [String])
    /// An entry with this id already exists (insert of a duplicate).
    case duplicateID(UUID)
    /// No entry has this id (update of a missing entry).
    case notFound(UUID)
    /// The entry was changed by someone else (another window, an import) after it was read:
    /// an update expecting the version read would overwrite that change.
    case changedElsewhere(UUID)
    /// The entry cannot be stored as it is (the field and what was expected).
    case invalidEntry(field: EntryField, reason: String)
    /// The saved draft could not be decoded.
    case unreadableDraft(path: String, reason: String)
    /// Another program (an import, a second window) held the write lock for longer than the
    /// store waits: nothing was written, and the same write may be tried again.
    case locked(path: String)
    /// No published import has this number (never was, already undone, or still running).
    case unknownImport(path: String, id: Int64)
    /// The database was opened read-only (`EntryStore(url:readOnly:)`) and cannot be changed.
    case readOnly(path: String)
    /// Any other SQLite failure, with SQLite's message.
    case database(path: String, reason: String)
}
