import AddressKit
import Foundation
import GRDB
import Testing
@testable import EntryStore
import TestSupport

/// An entry's office fields, form version and reasons are stored, read, changed and deleted
/// with it, and searched.
@Suite("Office fields in the store")
struct OfficeFieldsStoreTests {
    static func officeEntry(name: String = "Jürgen Müller", minute: Int64 = 0) -> Entry {
        var entry = sampleEntry(name: name, minute: minute)
        entry.officeFields = ["iban": "DE89370400440532013000", "invoice": "INV-004211", "paid_on": "2026-11-29"]
        entry.formVersion = "2026-03"
        entry.ruleReasons = ["paid_on": "Paid late, agreed by phone \"yes\"", "invoice": "Ü\nline"]
        return entry
    }

    @Test("saved, read back, changed and restored with every value")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let entry = Self.officeEntry()
        #expect(try store.insert(entry) == entry)
        #expect(try store.entry(id: entry.id) == entry)
        var changed = entry
        changed.officeFields["iban"] = nil
        changed.officeFields["note"] = "ok"
        changed.formVersion = "2026-04"
        changed.ruleReasons = [:]
        let updated = try store.update(changed, now: Date(epochMilliseconds: 1_800_000_000_000))
        #expect(try store.entry(id: entry.id) == updated)
        #expect(updated.officeFields == ["invoice": "INV-004211", "note": "ok", "paid_on": "2026-11-29"])
        let deleted = try #require(try store.delete(id: entry.id))
        try store.restore(deleted)
        #expect(try store.entry(id: entry.id) == updated)
        let stored = try store.pool.read {
            try String.fetchOne($0, sql: "SELECT office_fields FROM entry")
        }
        #expect(stored == #"{"invoice":"INV-004211","note":"ok","paid_on":"2026-11-29"}"#, "keys sorted, our own encoder")
    }

    @Test("an empty value is not kept; a key that is no key, or a built-in column's, is refused")
    func emptyValuesAndKeys() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        var entry = sampleEntry()
        entry.officeFields = ["iban": "", "note": "x"]
        #expect(try store.insert(entry).officeFields == ["note": "x"])
        #expect(try store.entry(id: entry.id)?.officeFields == ["note": "x"])
        for key in ["city", "office_fields", "Iban", "1st", "a-b", String(repeating: "a", count: 41)] {
            var bad = sampleEntry()
            bad.officeFields = [key: "x"]
            #expect(throws: EntryStoreError.self) { try store.insert(bad) }
        }
    }

    @Test("office values are found by search, from the index and from the search backlog")
    func search() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(Self.officeEntry(name: "Anna Office"))
        try store.insert(sampleEntry(name: "Bernd Plain", minute: 1))
        for text in ["DE89370400440532013000", "INV-004211", "inv-0042", "de8937"] {
            #expect(try store.search(text, limit: 10).map(\.name) == ["Anna Office"], "searching \(text)")
        }
        #expect(try store.searchCount("INV-004211") == 1)
        try store.verifyIntegrity()
    }

    @Test("a draft saved before office forms still decodes; a new one keeps its office fields")
    func drafts() throws {
        let old = #"{"name":"Anna","amountText":"12,","currency":"EUR"}"#
        let draft = try JSONDecoder().decode(DraftEntry.self, from: Data(old.utf8))
        #expect(draft.name == "Anna" && draft.officeFields.isEmpty && draft.formVersion == "" && draft.ruleReasons.isEmpty)
        var typed = DraftEntry(name: "Anna")
        typed.officeFields = ["iban": "DE89 3704"]
        typed.formVersion = "7"
        typed.ruleReasons = ["iban": "checked"]
        #expect(try JSONDecoder().decode(DraftEntry.self, from: JSONEncoder().encode(typed)) == typed)
        #expect(!DraftEntry(officeFields: ["iban": "D"]).isEmpty)
        #expect(DraftEntry(formVersion: "7").isEmpty, "a form version alone is nothing typed")
        let editing = DraftEntry(editing: Self.officeEntry())
        #expect(editing.officeFields["invoice"] == "INV-004211" && editing.formVersion == "2026-03")
        #expect(editing.ruleReasons == Self.officeEntry().ruleReasons)
    }
}
