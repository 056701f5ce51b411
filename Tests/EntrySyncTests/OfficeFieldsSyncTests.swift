import EntryStore
import EntrySync
import Foundation
import ServerTestSupport
import Testing
import TeamServer

/// An office's own fields travel with the entry under their own keys, with the form version and
/// the reasons; a desk keeps and sends on every key it does not know as a built-in column.
@Suite(.enabled(if: TestCluster.isRunnable), .serialized)
struct OfficeFieldsSyncTests {
    @Test("desk B changes the name of desk A's entry: A gets B's name and keeps its office fields")
    func officeFieldsSurviveAnotherDesksEdit() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let a = try team.desk("a"), b = try team.desk("b")
        var keyed = entry("Ada Lovelace")
        keyed.officeFields = ["iban": "DE89370400440532013000", "paid_on": "2026-11-29"]
        keyed.formVersion = "2026-03"
        keyed.ruleReasons = ["paid_on": "paid late, agreed by phone"]
        let saved = try a.store.insert(keyed)
        #expect(try a.sync().pushed == 1)
        let onServer = try team.database.adminConnection().execute(
            "SELECT fields->>'iban', fields->>'paid_on', fields->>'form_version', fields ? 'office_fields' FROM entrydesk.entry")
        #expect(onServer.first == ["DE89370400440532013000", "2026-11-29", "2026-03", "f"], "each field under its own key")

        try b.sync()
        var onB = try #require(try b.store.entry(id: saved.id))
        #expect(onB == saved, "the same entry on B, office fields, version and reasons too")
        onB.name = "Ada King"
        try b.store.update(onB)
        #expect(try b.sync().pushed == 1)

        try a.sync()
        let back = try #require(try a.store.entry(id: saved.id))
        #expect(back.name == "Ada King")
        #expect(back.officeFields == ["iban": "DE89370400440532013000", "paid_on": "2026-11-29"])
        #expect(back.formVersion == "2026-03" && back.ruleReasons == ["paid_on": "paid late, agreed by phone"])
        #expect(try a.store.search("DE89370400440532013000", limit: 10).map(\.id) == [saved.id])
        #expect(try a.store.sync.waitingCount() == 0 && b.store.sync.waitingCount() == 0)
    }

}
