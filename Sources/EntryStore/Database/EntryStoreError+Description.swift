import Foundation

extension EntryStoreError: CustomStringConvertible, LocalizedError {
    /// A sentence a person can act on, naming the file and what was expected.
    public var description: String {
        switch self {
        case let .cannotCreateFolder(path, reason):
            return "cannot create the folder for the entry database \(path): \(reason)"
        case let .notADatabase(path, reason):
            return "\(path) is not an EntryDesk database (\(reason)); it was left untouched. "
                + "Move it away or pass another file with --database."
        case let .corrupt(path, reason):
            return "the entry database \(path) is damaged (\(reason)); it was left untouched. "
                + "Restore it from a backup or pass another file with --database."
        case let .foreignDatabase(path, reason):
            return "\(path) is an SQLite database of another application (\(reason)); it was left "
                + "untouched. Pass another file with --database."
        case let .newerSchema(path, found, supported, unknown):
            let names = unknown.isEmpty ? "" : " (unknown migrations: \(unknown.joined(separator: ", ")))"
            return "the entry database \(path) has schema version \(found), newer than this "
                + "EntryDesk supports (\(supported))\(names); it was left untouched. Update EntryDesk."
        case let .duplicateID(id):
            return "an entry with id \(id.uuidString.lowercased()) already exists"
        case let .notFound(id):
            return "no entry with id \(id.uuidString.lowercased())"
        case let .changedElsewhere(id):
            return "the entry \(id.uuidString.lowercased()) was changed elsewhere (an import, another window) after it was opened"
        case let .invalidEntry(field, reason):
            return "field '\(field.rawValue)': \(reason)"
        case let .unreadableDraft(path, reason):
            return "the saved draft in \(path) cannot be read: \(reason)"
        case let .locked(path):
            return "the entry database \(path) is busy: another program (an import, another window) is writing to it"
        case let .unknownImport(path, id):
            return "the entry database \(path) has no finished import \(id) to undo (already undone, still running, or never made)"
        case let .readOnly(path):
            return "the entry database \(path) was opened read-only"
        case let .database(path, reason):
            return "entry database \(path): \(reason)"
        }
    }

    /// Same as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
