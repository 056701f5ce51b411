import Foundation
import EntryForm
import GRDB
import Testing
@testable import EntryStore
import TestSupport

/// One list of stored columns (`StoredColumn.all`) makes every statement that reads or writes
/// an entry; this checks the layers that keep a list of their own agree with it: every table
/// of entry rows, the fields (`EntryField`), what sync sends, and the import's copies.
@Suite("Every layer has every stored column")
struct StoredColumnTests {
    @Test("the entry tables, EntryField and SyncFields name every stored column, and only those")
    func everyLayerAgrees() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let stored = StoredColumn.all.map(\.name)
        #expect(stored == EntryField.allCases.map(\.rawValue), "one stored column per field, in the fields' order")
        #expect(stored.first == "id", "updateSQL's ?1 is the id")
        for table in OfficeFieldsSchema.entryTables {
            let columns = try store.pool.read { try Row.fetchAll($0, sql: "PRAGMA table_xinfo(\(table))").map { $0["name"] as String } }
            let missing = stored.filter { !columns.contains($0) }
            #expect(missing.isEmpty, "\(table) lacks \(missing)")
            // A form file may not name a field after any column the store keeps beside it.
            let open = columns.filter { !OfficeFieldKey.isReserved($0) }
            #expect(open.isEmpty, "a form could name an office field \(open), a column of \(table)")
        }
        // Sync: every stored column travels, but the id (beside the fields) and the office
        // fields' object (each field under its own key).
        #expect(SyncFields.columns == stored.filter { $0 != "id" && $0 != "office_fields" })
        #expect(SyncFields.stagedColumns.sorted() == (stored + ["server_version"]).sorted(), "a pull writes every stored column")
        // Exports write every field: the office fields' object as its columns.
        let exported = ExportColumns(requested: [], found: ["iban"]).columns.map(\.name)
        #expect(exported == stored.map { $0 == "office_fields" ? "iban" : $0 })
        #expect(stored.allSatisfy(OfficeFieldKey.isReserved), "no office field can take a stored column's name")
    }

    @Test("an entry goes through every column and back: store, sync fields, export columns")
    func everyFieldRoundTrips() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        var entry = sampleEntry()
        // A distinct value in every text field, so a column read into another is caught.
        for (index, field) in EntryField.allCases.enumerated() where StoredColumn.all[index].storage == .text && field != .id {
            switch field {
            case .officeFields: entry.officeFields = ["iban": "value \(index)"]
            case .ruleReasons: entry.ruleReasons = ["iban": "value \(index)"]
            case .amount, .currency, .countryCode, .postalCode: continue
            default: entry.setText("value \(index)", of: field)
            }
        }
        let saved = try store.insert(entry)
        #expect(try store.entry(id: saved.id) == saved)
        let fields = try #require(try store.sync.outgoingChanges(limit: 1).first?.fields)
        #expect(Entry(id: saved.id, syncFields: fields) == saved)
        #expect(fields["iban"] == saved.officeFields["iban"])
    }
}
