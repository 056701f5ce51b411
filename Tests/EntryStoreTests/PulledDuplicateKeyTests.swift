import Foundation
import GRDB
import SyncModel
import Testing
@testable import EntryStore
import TestSupport

/// A pull computes its entries' duplicate keys while the page before is written
/// (`PreparedPulledPage`), and the SQL function of the `duplicate_key` column takes them from
/// the store's `DuplicateKeyHandOver`: the keys handed over must be the ones the function
/// would compute, for exactly the fields SQLite passes it.
@Suite struct PulledDuplicateKeyTests {
    private func pulled(_ values: [String: String], id: UUID = UUID(), version: Int64 = 1) -> PulledEntry {
        var fields = ["created_at": "1790000000000", "updated_at": "1790000000000", "amount": "5.00"]
        fields.merge(values) { _, new in new }
        return PulledEntry(
            entryID: id, version: version, deleted: false, fields: fields, changedBy: "desk_b",
            changedAt: Date(), overwritten: [])
    }

    @Test func theKeysHandedOverAreTheOnesTheColumnStores() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let local = try store.insert(sampleEntry(name: "Changed Elsewhere"))
        try store.sync.confirm(try store.sync.outgoingChanges(limit: 10))
        let page = PreparedPulledPage([
            // A postcode in its national form only after the key folds it, an abbreviation,
            // letters that fold to two, a field missing, a bad amount, and a local entry changed.
            pulled([
                "name": "Ann Smith", "country_code": "GB", "city": "London", "postal_code": "nw16xe",
                "street_line1": "221b Baker St."
            ]),
            pulled([
                "name": "Ann  SMITH", "country_code": "GB", "city": "london", "postal_code": "NW1 6XE",
                "street_line1": "221B Baker Street"
            ]),
            pulled([
                "name": "Jürgen Weiß", "country_code": "DE", "city": "München", "postal_code": "80331",
                "currency": "EUR"
            ]),
            pulled(["name": "No Amount Here", "amount": "12,5"]),
            pulled(["name": "Changed Here", "country_code": "US", "postal_code": "95014 1234"], id: local.id, version: 2)
        ])
        #expect(page.duplicateKeys.count == 4, "the entry with a bad amount is refused, not keyed")
        let refused = try store.sync.apply(page, cursor: "c")
        #expect(refused.count == 1)

        let columns = DuplicateKeySchema.keyedColumns
        let rows = try store.pool.read { db in
            try Row.fetchAll(db, sql: "SELECT \(columns.joined(separator: ", ")), duplicate_key FROM entry")
        }
        #expect(rows.count == 4)
        for row in rows {
            let fields = (0..<columns.count).map { row[$0] as String }
            let stored: Data = row["duplicate_key"]
            #expect(page.duplicateKeys[KeyedFields(fields)] == stored, "handed over for the fields SQLite reads back")
            #expect(DuplicateKeySchema.digest(of: fields) == stored)
        }
        #expect(Set(rows.map { $0["duplicate_key"] as Data }).count == 3, "the two Ann Smiths are one payment")
        #expect(try store.pool.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
    }

    @Test func theFunctionTakesAKeyHandedOverAndComputesTheRest() throws {
        let handOver = DuplicateKeyHandOver()
        var configuration = Configuration()
        configuration.prepareDatabase { $0.add(function: DuplicateKeySchema.function(handOver: handOver)) }
        let queue = try DatabaseQueue(configuration: configuration)
        let handed = ["Ann", "", "GB", "", "London", "", "NW1 6XE", "", "", "", "", "", "5.00", "GBP"]
        let other = ["Bob"] + handed.dropFirst()
        let call = "SELECT \(DuplicateKeySchema.functionName)(\(Array(repeating: "?", count: handed.count).joined(separator: ", ")))"
        func digest(_ fields: [String]) throws -> Data? {
            try queue.read { try Data.fetchOne($0, sql: call, arguments: StatementArguments(fields)) }
        }
        handOver.offer([KeyedFields(handed): Data("handed over".utf8)])
        #expect(try digest(handed) == Data("handed over".utf8))
        #expect(try digest(other) == DuplicateKeySchema.digest(of: other))
        // Hashed alike (name, street, amount), but another city: not the key handed over.
        var elsewhere = handed
        elsewhere[4] = "Leeds"
        #expect(KeyedFields(elsewhere).hashValue == KeyedFields(handed).hashValue)
        #expect(try digest(elsewhere) == DuplicateKeySchema.digest(of: elsewhere))
        handOver.clear()
        #expect(try digest(handed) == DuplicateKeySchema.digest(of: handed))
    }
}
