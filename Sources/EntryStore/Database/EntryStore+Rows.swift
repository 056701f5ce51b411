import AddressKit
import EntryForm
import Foundation
import GRDB

extension EntryStore {
    /// Columns read for an entry, in the order `entry(from:)` expects: `seq`, then the
    /// stored columns (`StoredColumn.all`).
    static let selectColumns = "seq, " + StoredColumn.names()

    /// The entry in a row selected with `selectColumns` (prefixed by `entry.` when joined).
    static func entry(from row: Row, path: String) throws -> Entry {
        var entry = StoredColumn.blankEntry
        for (offset, column) in StoredColumn.all.enumerated() where !column.read(row[offset + 1], into: &entry) {
            // Names the column, never its value: personal data.
            throw EntryStoreError.corrupt(path: path, reason: "entry \(row["seq"] as Int64) has an invalid \(column.name)")
        }
        return entry
    }

    /// The statement arguments for the entry's columns after `seq`, in `selectColumns` order,
    /// then the import that wrote it (nil: the window, or an edit, which takes the entry out
    /// of its import: undoing the import leaves it as edited).
    static func arguments(for entry: Entry, importID: Int64? = nil) -> StatementArguments {
        var values: [DatabaseValue] = StoredColumn.all.map { $0.value(of: entry) }
        values.append(importID.databaseValue)
        return StatementArguments(values)
    }

    /// The entry as it will read back: millisecond times and two street-line columns.
    ///
    /// Throws `invalidEntry` for what the store itself guarantees: a canonical decimal amount
    /// and at most two street lines (full validation is the `EntryValidator`'s job).
    static func normalizedForStorage(_ entry: Entry) throws -> Entry {
        guard DecimalText.isCanonical(entry.amount) else {
            throw EntryStoreError.invalidEntry(
                field: .amount, reason: "expected canonical decimal text like 1234.50 (use DecimalText.canonical)")
        }
        guard entry.address.streetLines.count <= 2 else {
            throw EntryStoreError.invalidEntry(
                field: .streetLine2, reason: "at most 2 street lines are stored, found \(entry.address.streetLines.count)")
        }
        var stored = entry
        stored.createdAt = entry.createdAt.truncatedToMilliseconds
        stored.updatedAt = entry.updatedAt.truncatedToMilliseconds
        stored.address.streetLines = Entry.streetLines(entry.text(of: .streetLine1), entry.text(of: .streetLine2))
        // Saved, imported or keyed at a kiosk: "nw16xe" is stored as "NW1 6XE", as labels print it.
        stored.address = PostalCodeForm.applied(to: stored.address)
        stored.officeFields = entry.officeFields.filter { !$0.value.isEmpty }
        if let key = stored.officeFields.keys.sorted().first(where: { !OfficeFieldKey.isValid($0) }) {
            throw EntryStoreError.invalidEntry(
                field: .officeFields,
                reason: "'\(key)' cannot name an office field (lower-case letters, digits and _, a letter first, no built-in column's name)"
            )
        }
        return stored
    }

    /// The columns after `seq` that `arguments(for:importID:)` fills, in its order.
    static let storedColumns = StoredColumn.names() + ", import_id"

    /// One `?` for each of `storedColumns`, for a VALUES list.
    static let storedPlaceholders = Array(repeating: "?", count: StoredColumn.all.count + 1).joined(separator: ", ")

    static let insertSQL = "INSERT INTO entry (\(storedColumns)) VALUES (\(storedPlaceholders))"

    /// Every stored column but the id (`?1`, the WHERE) set from its argument by number.
    static let updateSQL: String = {
        let names = storedColumns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let sets = names.enumerated().dropFirst().map { "\($1) = ?\($0 + 1)" }.joined(separator: ", ")
        return "UPDATE entry SET \(sets) WHERE id = ?1"
    }()

    /// Inserts inside an open transaction; maps a UNIQUE violation on `id` to `duplicateID`.
    static func insert(_ entry: Entry, importID: Int64? = nil, in db: Database) throws {
        do {
            try db.cachedStatement(sql: insertSQL).execute(arguments: arguments(for: entry, importID: importID))
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw EntryStoreError.duplicateID(entry.id)
        }
    }
}
