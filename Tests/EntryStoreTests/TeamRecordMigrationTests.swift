import Foundation
import GRDB
import SyncModel
import Testing
@testable import EntryStore
import TestSupport

@Suite("Team records on a desk: the v10 upgrade, the outbox and pulled copies")
struct TeamRecordMigrationTests {
    /// A desk that kept batches, histories and activity with a v9 build sends them all once it
    /// joins a team: each in the outbox, with ids of their own, its batch still its open one.
    @Test func recordsOfAV9DeskAreQueuedAndKeepWorking() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("entries.sqlite")
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { db in db.add(function: DuplicateKeySchema.function()) }
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            try EntrySchema.migrator.migrate(queue, upTo: "v9")
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO batch (id, name, expected_count, expected_totals, opened_at) VALUES ('b1', 'Old', 1, '{}', 1);
                        INSERT INTO entry_batch (entry_id, batch_id) VALUES ('e1', 'b1');
                        INSERT INTO entry_event (entry_id, kind, operator, at, changes) VALUES ('e1', 'keyed', 'ann', 2, '{}');
                        INSERT INTO operator_activity (operator, batch_id, hour, keystrokes, active_ms) VALUES ('ann', 'b1', 0, 10, 500);
                        INSERT INTO operator_pin (operator, pin_hash) VALUES ('ann', 'h');
                        """)
            }
            try queue.close()
        }
        let store = try EntryStore(url: url)
        let records = try store.sync.outgoingRecords(limit: 100)
        #expect(Set(records.map(\.kind)) == [.batch, .entryBatch, .entryEvent, .operatorActivity, .operatorPIN])
        let event = try #require(records.first { $0.kind == .entryEvent })
        #expect(UUID(uuidString: event.key) != nil && event.fields["operator"] == "ann" && event.fields["at"] == "2")
        #expect(
            records.first { $0.kind == .operatorActivity }?.fields == [
                "operator": "ann", "batch_id": "b1", "hour": "0",
                "keystrokes": "10", "active_ms": "500"
            ])
        #expect(try store.batches.current()?.name == "Old", "a batch open before is still this desk's open batch")
        #expect(try store.operators.statistics(operatorID: "ann").map(\.keystrokes) == [10])
    }

    /// Records a kiosk does not send leave the outbox without stopping the read: what it sends
    /// behind a full read of others still comes out.
    @Test func recordsNotSentNeverHideTheOnesBehindThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        for index in 0..<3 { try store.operators.setPIN(OperatorStamp("op-\(index)"), storedForm: "h") }
        let visitor = try store.insert(sampleEntry(name: "Visitor"), by: OperatorStamp("kiosk:hall"))
        let sent = try store.sync.outgoingRecords(limit: 2) { $0.kioskSends }
        #expect(sent.map(\.kind) == [.entryEvent] && sent.first?.fields["entry_id"] == visitor.id.uuidString.lowercased())
        #expect(try store.sync.waitingRecordCount() == 1)
    }

    /// Copies of other desks' rows are never sent back; a change here is sent once, as it is now.
    @Test func onlyThisDesksOwnChangesAreQueued() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.sync.apply(
            [
                PulledRecord(
                    kind: .operatorActivity, key: "desk_b/ann\u{1F}\u{1F}0", deleted: false,
                    fields: ["operator": "ann", "batch_id": "", "hour": "0", "keystrokes": "7", "active_ms": "100"],
                    changedBy: "desk_b", isOwn: false),
                PulledRecord(
                    kind: .operatorPIN, key: "ben", deleted: false, fields: ["operator": "ben", "pin_hash": "h"],
                    changedBy: "desk_b", isOwn: false)
            ], cursor: "c1")
        #expect(try store.sync.waitingRecordCount() == 0)
        #expect(try store.sync.recordCursor() == "c1")
        let ann = OperatorStamp("ann")
        try store.operators.recordActivity(of: ann, keystrokes: 3, activeSeconds: 1, at: Date(epochMilliseconds: 0))
        try store.operators.recordActivity(of: ann, keystrokes: 2, activeSeconds: 1, at: Date(epochMilliseconds: 0))
        let records = try store.sync.outgoingRecords(limit: 10)
        #expect(records.map(\.fields["keystrokes"]) == ["5"], "this desk's own row, once, as it is now")
        #expect(try store.operators.statistics(operatorID: "ann").map(\.keystrokes) == [12])
    }
}
