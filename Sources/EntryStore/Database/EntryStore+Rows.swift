import AddressKit
import Foundation
import GRDB

extension EntryStore {
    /// Columns read for an entry, in the order `entry(from:)` expects.
    static let selectColumns = """
        seq, id, created_at, updated_at, name, company_name, country_code, country_area, city,
        city_area, postal_code, sorting_code, street_line1, street_line2, extra1, extra2, extra3,
        amount, currency, reference
        """

    /// The entry in a row selected with `selectColumns` (prefixed by `entry.` when joined).
    static func entry(from row: Row, path: String) throws -> Entry {
        let idText: String = row[1]
        guard let id = UUID(uuidString: idText) else {
            throw EntryStoreError.corrupt(path: path, reason: "entry \(row[0] as Int64) has an invalid id")
        }
        let address = Address(
            countryCode: row[6], countryArea: row[7], city: row[8], cityArea: row[9],
            postalCode: row[10], sortingCode: row[11],
            streetLines: Entry.streetLines(row[12], row[13]),
            name: row[4], companyName: row[5])
        return Entry(
            id: id, createdAt: Date(epochMilliseconds: row[2]), updatedAt: Date(epochMilliseconds: row[3]),
            address: address, extra1: row[14], extra2: row[15], extra3: row[16],
            amount: row[17], currency: row[18], reference: row[19])
    }

    /// The statement arguments for the entry's columns after `seq`, in `selectColumns` order,
    /// then the import that wrote it (nil: the window, or an edit, which takes the entry out
    /// of its import: undoing the import leaves it as edited).
    static func arguments(for entry: Entry, importID: Int64? = nil) -> StatementArguments {
        let values: [(any DatabaseValueConvertible)?] = [
            entry.id.uuidString.lowercased(), entry.createdAt.epochMilliseconds, entry.updatedAt.epochMilliseconds,
            entry.address.name, entry.address.companyName, entry.address.countryCode, entry.address.countryArea,
            entry.address.city, entry.address.cityArea, entry.address.postalCode, entry.address.sortingCode,
            entry.text(of: .streetLine1), entry.text(of: .streetLine2), entry.extra1, entry.extra2,
            entry.extra3, entry.amount, entry.currency, entry.reference, importID
        ]
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
        return stored
    }

    /// The columns after `seq` that `arguments(for:importID:)` fills, in its order.
    static let storedColumns = """
        id, created_at, updated_at, name, company_name, country_code, country_area, city,
        city_area, postal_code, sorting_code, street_line1, street_line2, extra1, extra2, extra3,
        amount, currency, reference, import_id
        """

    /// One `?` for each of `storedColumns`, for a VALUES list.
    static let storedPlaceholders = Array(repeating: "?", count: storedColumns.split(separator: ",").count).joined(separator: ", ")

    static let insertSQL = "INSERT INTO entry (\(storedColumns)) VALUES (\(storedPlaceholders))"

    static let updateSQL = """
        UPDATE entry SET created_at = ?2, updated_at = ?3, name = ?4, company_name = ?5,
            country_code = ?6, country_area = ?7, city = ?8, city_area = ?9, postal_code = ?10,
            sorting_code = ?11, street_line1 = ?12, street_line2 = ?13, extra1 = ?14, extra2 = ?15,
            extra3 = ?16, amount = ?17, currency = ?18, reference = ?19, import_id = ?20
        WHERE id = ?1
        """

    /// Inserts inside an open transaction; maps a UNIQUE violation on `id` to `duplicateID`.
    static func insert(_ entry: Entry, importID: Int64? = nil, in db: Database) throws {
        do {
            try db.cachedStatement(sql: insertSQL).execute(arguments: arguments(for: entry, importID: importID))
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw EntryStoreError.duplicateID(entry.id)
        }
    }
}
