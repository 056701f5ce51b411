import AddressKit
import Foundation
import SyncModel
import GRDB
import Testing
@testable import EntryStore
import TestSupport

/// The local half of syncing with a team's server: every way an entry changes here queues it,
/// in the same transaction; the server's confirmation and its entries come back without being
/// queued again.
@Suite struct SyncOutboxTests {
    @Test func savingEditingAndDeletingQueueTheEntryAsItIsNow() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let saved = try store.insert(sampleEntry(name: "Ada Lovelace"))
        let first = try store.sync.outgoingChanges(limit: 10)
        #expect(first.count == 1)
        #expect(first[0].entryID == saved.id && !first[0].deleted && first[0].baseVersion == nil)
        #expect(first[0].fields["name"] == "Ada Lovelace" && first[0].fields["amount"] == "1234.50")
        #expect(first[0].fields["created_at"] == String(saved.createdAt.epochMilliseconds))

        var edited = saved
        edited.address.name = "Ada King"
        try store.update(edited)
        let second = try store.sync.outgoingChanges(limit: 10)
        #expect(second.count == 1 && second[0].fields["name"] == "Ada King")
        #expect(second[0].changeID != first[0].changeID, "a new change, a new id")
        #expect(try store.sync.status().waiting == 1)

        // Deleted before it ever reached the server: nothing to tell it.
        _ = try store.delete(id: saved.id)
        #expect(try store.sync.outgoingChanges(limit: 10).isEmpty)
        #expect(try store.sync.waitingCount() == 0)
    }

    @Test func aConfirmationLeavesAChangeMadeSinceWaiting() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let one = try store.insert(sampleEntry(name: "One"))
        let two = try store.insert(sampleEntry(name: "Two", minute: 1))
        let sent = try store.sync.outgoingChanges(limit: 10)
        #expect(sent.map(\.entryID) == [one.id, two.id], "oldest first")
        var changed = two
        changed.reference = "INV-2"
        try store.update(changed)  // while the first push is on its way
        try store.sync.confirm(sent)
        #expect(try store.sync.waitingForServer([one.id, two.id]) == [two.id])
        #expect(try store.sync.outgoingChanges(limit: 10).map(\.fields["reference"]) == ["INV-2"])
    }

    @Test func pulledEntriesAreStoredWithTheirCursorAndNotSentBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let mine = try store.insert(sampleEntry(name: "Mine, not yet sent"))
        let theirs = UUID()
        var fields = try #require(try store.sync.outgoingChanges(limit: 1).first).fields
        fields["name"] = "From desk B"
        let overwritten = OverwrittenVersion(
            version: 3, deleted: false, fields: fields, changedBy: "desk_c",
            changedAt: Date(epochMilliseconds: 1_790_000_000_000))
        var theirMineVersion = fields
        theirMineVersion["name"] = "Changed on desk B meanwhile"
        let refusedID = UUID()
        var badAmount = fields
        badAmount["amount"] = "12,5"
        let refused = try store.sync.apply(
            [
                PulledEntry(
                    entryID: theirs, version: 4, deleted: false, fields: fields, changedBy: "desk_b",
                    changedAt: Date(), overwritten: [overwritten]),
                PulledEntry(
                    entryID: mine.id, version: 5, deleted: false, fields: theirMineVersion, changedBy: "desk_b",
                    changedAt: Date(), overwritten: []),
                PulledEntry(
                    entryID: refusedID, version: 6, deleted: false, fields: badAmount, changedBy: "desk_b",
                    changedAt: Date(), overwritten: [])
            ], cursor: "cursor-1")
        #expect(refused.map(\.0) == [refusedID] && refused.map(\.1) == [.notAnAmount])
        #expect(try store.entry(id: theirs)?.name == "From desk B")
        #expect(try store.entry(id: mine.id)?.name == "Mine, not yet sent", "a change waiting here is not overwritten")
        #expect(try store.entry(id: refusedID) == nil)
        #expect(try store.sync.cursor() == "cursor-1")
        #expect(try store.sync.outgoingChanges(limit: 10).map(\.entryID) == [mine.id], "pulled entries are not sent back")
        #expect(try store.sync.overwrittenVersions(of: theirs) == [overwritten])
        #expect(try store.search("desk", limit: 10).map(\.id) == [theirs], "pulled entries are searchable")

        // Their later change carries the version this desk had as its base; a tombstone removes it.
        var edited = try #require(try store.entry(id: theirs))
        edited.reference = "INV-9"
        try store.update(edited)
        #expect(try store.sync.outgoingChanges(limit: 10).first { $0.entryID == theirs }?.baseVersion == 4)
        try store.sync.confirm(try store.sync.outgoingChanges(limit: 10))
        try store.sync.apply(
            [
                PulledEntry(
                    entryID: theirs, version: 8, deleted: true, fields: [:], changedBy: "desk_b",
                    changedAt: Date(), overwritten: [])
            ], cursor: "cursor-2")
        #expect(try store.entry(id: theirs) == nil)
        #expect(try store.sync.overwrittenVersions(of: theirs).isEmpty)
        #expect(try store.sync.waitingCount() == 0)
    }

    /// A page's new entries wait in the search backlog and are indexed after the pull (v13): the
    /// index must end up exactly as the entries are, whatever the page mixes. Here the newest
    /// entry is deleted by the same page that adds new ones (a new row could take its number),
    /// an entry is changed, and one comes twice.
    @Test func aPulledPageLeavesTheSearchIndexExactlyAsTheEntries() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let changed = try store.insert(sampleEntry(name: "Quentin Oldname"))
        let newest = try store.insert(sampleEntry(name: "Newest Local", minute: 5))
        try store.sync.confirm(try store.sync.outgoingChanges(limit: 10))
        func pulled(_ id: UUID, _ name: String, version: Int64, deleted: Bool = false) -> PulledEntry {
            var fields = Dictionary(uniqueKeysWithValues: SyncFields.columns.map { ($0, "") })
            fields["created_at"] = "1790000000000"
            fields["updated_at"] = "1790000000000"
            fields["amount"] = "5.00"
            fields["name"] = name
            return PulledEntry(
                entryID: id, version: version, deleted: deleted, fields: deleted ? [:] : fields,
                changedBy: "desk_b", changedAt: Date(), overwritten: [])
        }
        let zorro = UUID(), twice = UUID()
        try store.sync.apply(
            [
                pulled(newest.id, "", version: 3, deleted: true),
                pulled(zorro, "Zorro Fresh", version: 4),
                pulled(twice, "Firstversion Twice", version: 5),
                pulled(changed.id, "Quentin Newname", version: 6),
                pulled(twice, "Lastversion Twice", version: 7)
            ], cursor: "c")

        func searches() throws {
            #expect(try store.search("zorro", limit: 10).map(\.id) == [zorro])
            #expect(try store.search("newest", limit: 10).isEmpty)
            #expect(try store.search("oldname", limit: 10).isEmpty)
            #expect(try store.search("newname", limit: 10).map(\.id) == [changed.id])
            #expect(try store.search("firstversion", limit: 10).isEmpty)
            #expect(try store.search("lastversion", limit: 10).map(\.id) == [twice])
        }
        try searches()  // new rows wait in the search backlog (v13)
        try store.searchIndex.indexBacklog()
        try searches()
        try store.pool.write { db in
            try db.execute(sql: "INSERT INTO entry_fts (entry_fts, rank) VALUES ('integrity-check', 1)")
        }
    }

    @Test func aDeleteOfAnEntryTheServerHasTravelsAsATombstone() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let id = UUID()
        var fields = Dictionary(uniqueKeysWithValues: SyncFields.columns.map { ($0, "") })
        fields["created_at"] = "1790000000000"
        fields["updated_at"] = "1790000000000"
        fields["amount"] = "5.00"
        try store.sync.apply(
            [
                PulledEntry(
                    entryID: id, version: 2, deleted: false, fields: fields, changedBy: "desk_b",
                    changedAt: Date(), overwritten: [])
            ], cursor: "c")
        _ = try store.delete(id: id)
        let tombstone = try #require(try store.sync.outgoingChanges(limit: 10).first)
        #expect(tombstone.entryID == id && tombstone.deleted && tombstone.baseVersion == 2 && tombstone.fields.isEmpty)
    }

    /// An import still being written waits (its entries are hidden), and does not hold back a
    /// save made meanwhile, however many entries it has written so far.
    @Test func anImportInProgressWaitsWithoutHoldingBackASave() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let run = try ImportRun.begin(in: store)
        try store.pool.write { db in
            _ = try run.write(
                try (0..<20).map {
                    (try EntryStore.normalizedForStorage(sampleEntry(name: "Imported \($0)", minute: Int64($0))), false)
                }, in: db)
        }
        let saved = try store.insert(sampleEntry(name: "Saved during the import", minute: 99))
        #expect(try store.sync.outgoingChanges(limit: 5).map(\.entryID) == [saved.id])
        _ = try run.publish()
        #expect(try store.sync.outgoingChanges(limit: 100).count == 21)
    }

    /// A kiosk forgets what the server has: the entry is gone from the database file and its
    /// WAL, byte for byte.
    @Test func aKioskForgetsConfirmedEntriesFromTheFileItself() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("kiosk.sqlite3")
        let store = try EntryStore(url: url)
        let marker = "Zebedee Quixotic-Visitor"
        try store.insert(sampleEntry(name: marker, street: "Rarely Seen Lane 77"))
        let savedToday = Date().addingTimeInterval(-60)
        #expect(try store.count(createdSince: savedToday) == 0, "the sample entry is an old one")
        try store.insert(sampleEntry(name: "Today's visitor", minute: 0).with(createdAt: Date()))
        try store.sync.confirm(try store.sync.outgoingChanges(limit: 10), forgettingEntries: true)
        #expect(try store.count() == 0 && store.sync.waitingCount() == 0)
        #expect(try store.count(createdSince: savedToday) == 1, "the staff's count of today's entries still counts it")
        for suffix in ["", "-wal"] {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: url.path + suffix))) ?? Data()
            #expect(bytes.range(of: Data(marker.utf8)) == nil, "\(suffix.isEmpty ? "database" : "WAL") still holds the name")
            #expect(bytes.range(of: Data("Rarely Seen".utf8)) == nil)
        }
    }

    /// Entries saved before this desk knew of servers are queued by the upgrade, so a desk that
    /// joins a team later sends what it has.
    @Test func theUpgradeQueuesEveryEntryAlreadySaved() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("e.sqlite3")
        do {
            let queue = try DatabaseQueue(path: url.path)
            try EntrySchema.migrator.migrate(queue, upTo: "v4")
            try queue.write { db in
                for index in 0..<3 {
                    try db.execute(
                        sql: """
                            INSERT INTO entry (id, created_at, updated_at, name, amount) VALUES (?, ?, ?, ?, '1.00')
                            """, arguments: [UUID().uuidString.lowercased(), index, index, "Old \(index)"])
                }
            }
        }
        let store = try EntryStore(url: url)
        let queued = try store.sync.outgoingChanges(limit: 10)
        #expect(queued.count == 3 && Set(queued.map(\.changeID)).count == 3, "three changes, three ids")
    }
}

private extension Entry {
    func with(createdAt time: Date) -> Entry {
        var copy = self
        copy.createdAt = time
        copy.updatedAt = time
        return copy
    }
}
