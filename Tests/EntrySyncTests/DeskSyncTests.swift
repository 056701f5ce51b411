import EntryStore
import EntrySync
import Foundation
import ServerTestSupport
import Testing
import TeamServer

/// Desks of one team against a real PostgreSQL server: what one keys, the others get; deletes
/// travel; two desks editing one entry apart keep both versions; a kiosk keeps nothing.
@Suite(.enabled(if: TestCluster.isRunnable), .serialized)
struct DeskSyncTests {
    @Test func whatOneDeskSavesEveryDeskGetsAndDeletesFollow() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let a = try team.desk("a"), b = try team.desk("b")
        let saved = try (0..<3).map { try a.store.insert(entry("Person \($0)", minute: Int64($0))) }
        #expect(try a.sync().pushed == 3)
        #expect(try a.store.sync.waitingCount() == 0)
        try b.sync()
        #expect(try b.store.entries(limit: 10).map(\.name).sorted() == ["Person 0", "Person 1", "Person 2"])
        #expect(try b.store.entry(id: saved[0].id) == saved[0], "the same entry, field for field")
        #expect(try b.store.searchIndex.backlogCount() == 0, "the pass indexed what it pulled for search")
        #expect(try b.store.search("person", limit: 10).count == 3)

        _ = try a.store.delete(id: saved[1].id)
        try a.sync()
        try b.sync()
        #expect(try b.store.entry(id: saved[1].id) == nil)
        #expect(try team.serverCounts() == (live: 2, rows: 3), "the delete is a tombstone")
        #expect(try b.store.sync.waitingCount() == 0, "pulled entries are not sent back")
    }

    /// Both desks change one entry while apart: the later push wins everywhere, and the version
    /// it overwrote is kept and shown with the entry on both desks.
    @Test func twoDesksEditingOneEntryApartKeepBothVersions() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let a = try team.desk("a"), b = try team.desk("b")
        let original = try a.store.insert(entry("Grace Hopper"))
        try a.sync()
        try b.sync()
        var onB = try #require(try b.store.entry(id: original.id))
        onB.reference = "changed on b"
        try b.store.update(onB)
        var onA = try #require(try a.store.entry(id: original.id))
        onA.reference = "changed on a"
        try a.store.update(onA)
        try b.sync()  // b first in server order
        try a.sync()  // a later: a wins
        try b.sync()
        for desk in [a, b] {
            #expect(try desk.store.entry(id: original.id)?.reference == "changed on a", "\(desk.name)")
            let kept = try desk.store.sync.overwrittenVersions(of: original.id)
            #expect(kept.map(\.changedBy) == [b.name], "\(desk.name)")
            #expect(kept.first?.fields["reference"] == "changed on b", "\(desk.name)")
        }
        #expect(try team.serverCounts() == (live: 1, rows: 1))
    }

    /// A desk's own edits one after the other, before its pull brought back the version its
    /// first push made, are no conflict.
    @Test func aDesksOwnSuccessiveEditsAreNoConflict() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let a = try team.desk("a")
        var saved = try a.store.insert(entry("Ada"))
        try a.sync()
        for round in 1...3 {
            saved.reference = "edit \(round)"
            saved = try a.store.update(saved)
            // Push only: the base version stays the one of the last pull.
            let link = try TeamServerLink(address: a.address, role: .desk)
            let changes = try a.store.sync.outgoingChanges(limit: 10)
            try link.push(changes)
            try a.store.sync.confirm(changes)
        }
        try a.sync()
        #expect(try a.store.sync.overwrittenVersions(of: saved.id).isEmpty)
        #expect(try a.store.entry(id: saved.id)?.reference == "edit 3")
    }

    /// An entry deleted after its push was confirmed but before a pull brought its server
    /// version back (the network gone between the two, say) is still deleted everywhere: the
    /// desk knows it reached the server, so the delete is sent, not dropped as never sent.
    @Test func aDeleteBetweenAPushAndThePullReachesEveryDesk() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let a = try team.desk("a"), b = try team.desk("b")
        let saved = try a.store.insert(entry("Kept by mistake"))
        let onItsWay = try a.store.insert(entry("Deleted while on its way", minute: 1))
        let changes = try a.store.sync.outgoingChanges(limit: 10)
        _ = try a.store.delete(id: onItsWay.id)  // the push below still sends it as saved
        try TeamServerLink(address: a.address, role: .desk).push(changes)
        try a.store.sync.confirm(changes)
        _ = try a.store.delete(id: saved.id)
        #expect(try a.sync().pushed == 2)
        try b.sync()
        #expect(try b.store.entry(id: saved.id) == nil && b.store.entry(id: onItsWay.id) == nil)
        #expect(try team.serverCounts() == (live: 0, rows: 2))
        #expect(try a.store.sync.overwrittenVersions(of: saved.id).isEmpty, "its own version, no conflict")
    }

    /// A retry after a lost reply, or after a kill between the server's commit and the local
    /// confirmation, sends the same change ids again: nothing is doubled.
    @Test func sendingTheSameChangesTwiceAppliesThemOnce() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let a = try team.desk("a")
        for index in 0..<50 { try a.store.insert(entry("P\(index)", minute: Int64(index))) }
        let changes = try a.store.sync.outgoingChanges(limit: 1_000)
        try TeamServerLink(address: a.address, role: .desk).push(changes)  // the reply "lost": not confirmed
        #expect(try a.store.sync.waitingCount() == 50)
        #expect(try a.sync().pushed == 50)
        #expect(try team.serverCounts() == (live: 50, rows: 50))
        #expect(try a.store.count() == 50)
    }

    /// A kiosk sends and forgets; the desks get what it sent; it reads nothing.
    @Test func aKioskSendsForgetsAndReadsNothing() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let kiosk = try team.kiosk(), desk = try team.desk()
        try desk.store.insert(entry("Desk entry"))
        try desk.sync()
        let visitor = try kiosk.store.insert(entry("Visitor"))
        #expect(try kiosk.sync().pushed == 1)
        #expect(try kiosk.store.count() == 0 && kiosk.store.sync.waitingCount() == 0, "nothing stays on the kiosk")
        #expect(try kiosk.sync().pulled == 0, "a kiosk pulls nothing")
        try desk.sync()
        #expect(try desk.store.entry(id: visitor.id)?.name == "Visitor")
        let connection = try PostgresConnection(kiosk.address)
        #expect(throws: ServerError.self) { try connection.execute("SELECT count(*) FROM entrydesk.entry") }
    }

    /// A server schema newer than this build: a clear message, and the outbox is kept.
    @Test func aNewerServerSchemaIsRefusedAndTheOutboxKept() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let a = try team.desk("a")
        try a.store.insert(entry("Waiting"))
        try team.admin.execute("INSERT INTO entrydesk.schema_version (version) VALUES (\(ServerSchema.knownVersion + 1))")
        let error = #expect(throws: ServerError.self) { try a.sync() }
        #expect(error?.kind == .schemaTooNew)
        #expect(error?.message.contains("update EntryDesk") == true)
        #expect(try a.store.sync.waitingCount() == 1)
    }

    /// A long transaction elsewhere on the cluster (a backup, a forgotten psql session) does not
    /// hold the desks' pulls back: only pushes still running do.
    @Test func aLongTransactionElsewhereDoesNotDelayPulls() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let a = try team.desk("a"), b = try team.desk("b")
        let elsewhere = try PostgresConnection(team.database.cluster.adminAddress)
        try elsewhere.execute("BEGIN")
        try elsewhere.execute("SELECT pg_current_xact_id()")  // holds a transaction id, open
        defer { _ = try? elsewhere.execute("ROLLBACK") }
        let saved = try a.store.insert(entry("Sent while a transaction stays open"))
        try a.sync()
        try b.sync()
        #expect(try b.store.entry(id: saved.id) != nil)
    }
}
