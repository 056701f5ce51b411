import AddressKit
import Foundation
import GRDB
import TestSupport
@testable import EntryStore

/// An entry with plausible values; `minute` spaces creation times apart.
func sampleEntry(
    name: String = "Jürgen Müller", street: String = "Marienplatz 1", city: String = "München",
    postalCode: String = "80331", reference: String = "INV-1", amount: String = "1234.50",
    minute: Int64 = 0
) -> Entry {
    Entry(
        createdAt: Date(epochMilliseconds: 1_790_000_000_000 + minute * 60_000),
        address: Address(countryCode: "DE", city: city, postalCode: postalCode, streetLines: [street], name: name),
        amount: amount, currency: "EUR", reference: reference)
}

/// Inserts `entry` into a database migrated to a version before v15, with the columns entries
/// had then (`EntryStore.insert` writes today's): for the tests of older migrations.
func insertBeforeOfficeFields(_ entry: Entry, in db: Database) throws {
    let columns = StoredColumn.all.filter { !$0.field.cameWithOfficeForms }
    try db.execute(
        sql: """
            INSERT INTO entry (\(columns.map(\.name).joined(separator: ", ")))
            VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
            """, arguments: StatementArguments(columns.map { $0.value(of: entry) }))
}
