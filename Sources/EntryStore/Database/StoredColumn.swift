import AddressKit
import Foundation
import GRDB

/// One column of `entry` that holds part of an `Entry`: its name (the field's), and how it is
/// written from an entry and read back into one. `all` is the one list of them: the select,
/// insert and update statements, their arguments, the row → entry mapping, the import's copies
/// and what travels in sync (`SyncFields`) are all made from it, so a column added to `Entry`
/// and `EntryField` is stored, read, imported and sent everywhere at once (`StoredColumnTests`
/// checks each table of the database has it).
struct StoredColumn: Sendable {
    /// How the value is kept.
    enum Storage: Sendable {
        /// Integer milliseconds since 1970 (UTC): the two times.
        case milliseconds
        /// The field's text as `Entry.text(of:)` gives it (a lower-case UUID, a JSON object, ...).
        case text
    }

    let field: EntryField
    let storage: Storage

    /// The column's name: the field's.
    var name: String { field.rawValue }

    /// The columns, in the order of `EntryField` (which is the export's): every field is one.
    static let all: [StoredColumn] = EntryField.allCases.map { field in
        StoredColumn(field: field, storage: field == .createdAt || field == .updatedAt ? .milliseconds : .text)
    }

    /// Their names joined for SQL ("id, created_at, ..."), each after `prefix` ("entry.").
    static func names(prefix: String = "") -> String {
        all.map { prefix + $0.name }.joined(separator: ", ")
    }

    /// The value `entry` stores in the column.
    func value(of entry: Entry) -> DatabaseValue {
        switch (storage, field) {
        case (.milliseconds, .createdAt): entry.createdAt.epochMilliseconds.databaseValue
        case (.milliseconds, _): entry.updatedAt.epochMilliseconds.databaseValue
        case (.text, _): entry.text(of: field).databaseValue
        }
    }

    /// Sets the field of `entry` from the column's `value`; false when the value cannot be the
    /// field's (corrupt: written by no EntryDesk).
    func read(_ value: DatabaseValue, into entry: inout Entry) -> Bool {
        switch (storage, value.storage) {
        case let (.milliseconds, .int64(milliseconds)):
            if field == .createdAt {
                entry.createdAt = Date(epochMilliseconds: milliseconds)
            } else {
                entry.updatedAt = Date(epochMilliseconds: milliseconds)
            }
            return true
        case let (.text, .string(text)): return entry.setText(text, of: field)
        default: return false
        }
    }

    /// The entry every row is read into, field by field.
    static let blankEntry = Entry(
        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), createdAt: Date(timeIntervalSince1970: 0),
        address: Address(), amount: "", currency: "")
}
