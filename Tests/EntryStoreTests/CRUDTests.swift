import AddressKit
import Foundation
import GRDB
import Testing
@testable import EntryStore
import TestSupport

@Suite struct CRUDTests {
    @Test func insertFetchUpdateDelete() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        var entry = sampleEntry()
        entry.extra1 = "c/o Hausverwaltung"
        entry.address.streetLines = ["Marienplatz 1", "Hinterhaus"]
        let saved = try store.insert(entry)
        #expect(saved == entry)
        #expect(try store.entry(id: entry.id) == entry)
        #expect(try store.count() == 1)

        var changed = saved
        changed.amount = "99.90"
        changed.createdAt = Date(epochMilliseconds: 5)  // ignored: creation time is kept
        let later = Date(epochMilliseconds: 1_800_000_000_123)
        let updated = try store.update(changed, now: later)
        #expect(updated.createdAt == saved.createdAt)
        #expect(updated.updatedAt == later)
        #expect(updated.amount == "99.90")
        #expect(try store.entry(id: entry.id) == updated)

        let deleted = try store.delete(id: entry.id)
        #expect(deleted == updated)
        #expect(try store.entry(id: entry.id) == nil)
        #expect(try store.count() == 0)
        #expect(try store.delete(id: entry.id) == nil)
    }

    @Test func undoDeleteRestoresSameIdAndTimestamps() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let first = try store.insert(sampleEntry(name: "Anna Älter", minute: 1))
        let second = try store.insert(sampleEntry(name: "Bert Brandt", minute: 2))
        let updated = try store.update(first, now: Date(epochMilliseconds: 1_795_000_000_000))
        guard let removed = try store.delete(id: updated.id) else {
            Issue.record("nothing deleted")
            return
        }
        #expect(try store.search("alter", limit: 10).isEmpty)
        let restored = try store.restore(removed)
        #expect(restored == updated)
        #expect(try store.entry(id: updated.id) == updated)
        #expect(try store.entries(limit: 10).map(\.id) == [second.id, first.id])
        #expect(try store.search("alter", limit: 10) == [updated])
    }

    @Test func duplicateIdIsRefusedAndBatchRollsBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let existing = try store.insert(sampleEntry())
        #expect(throws: EntryStoreError.duplicateID(existing.id)) { try store.insert(existing) }
        let batch = [sampleEntry(name: "New One"), existing, sampleEntry(name: "New Two")]
        #expect(throws: EntryStoreError.duplicateID(existing.id)) { try store.insert(contentsOf: batch) }
        #expect(try store.count() == 1)
        #expect(try store.search("new", limit: 10).isEmpty)
    }

    @Test func storeInvariantsAreEnforced() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        #expect(throws: EntryStoreError.self) { try store.insert(sampleEntry(amount: "12,50")) }
        #expect(throws: EntryStoreError.self) { try store.insert(sampleEntry(amount: "")) }
        var threeLines = sampleEntry()
        threeLines.address.streetLines = ["a", "b", "c"]
        #expect(throws: EntryStoreError.self) { try store.insert(threeLines) }
        #expect(throws: EntryStoreError.notFound(threeLines.id)) { try store.update(sampleEntry(amount: "1").withID(threeLines.id)) }
        #expect(try store.count() == 0)
    }

    @Test func amountStaysExactText() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let big = try store.insert(sampleEntry(amount: "123456789012345.10"))
        #expect(try store.entry(id: big.id)?.amount == "123456789012345.10")
        #expect(big.amountValue == Decimal(string: "123456789012345.10"))
        let type = try store.pool.read { try String.fetchOne($0, sql: "SELECT typeof(amount) FROM entry") }
        #expect(type == "text")
    }

    @Test func newestFirstPaging() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        // Minutes out of insertion order, with ties, to check ordering by creation time.
        let minutes: [Int64] = [5, 1, 9, 3, 3, 7, 0, 8, 2, 6, 4, 3]
        let saved = try store.insert(contentsOf: minutes.enumerated().map { sampleEntry(name: "P\($0.offset)", minute: $0.element) })
        // Expected: by time descending; equal times by later insertion first.
        let expected = saved.enumerated()
            .sorted { ($0.element.createdAt, $0.offset) > ($1.element.createdAt, $1.offset) }
            .map(\.element.id)
        #expect(try store.entries(offset: 0, limit: 100).map(\.id) == expected)
        #expect(try store.entries(offset: 4, limit: 3).map(\.id) == Array(expected[4..<7]))
        #expect(try store.entries(offset: 50, limit: 3).isEmpty)

        var collected: [UUID] = []
        var cursor: EntryListCursor?
        var pages = 0
        repeat {
            let page = try store.page(after: cursor, limit: 5)
            collected += page.entries.map(\.id)
            cursor = page.next
            pages += 1
        } while cursor != nil && pages < 10
        #expect(collected == expected)
        #expect(pages == 3)
    }

    @Test func draftsSaveLoadClear() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("e.sqlite3")
        let store = try EntryStore(url: url)
        let window = DraftOwner.newWindow()
        #expect(try store.drafts.load(owner: window) == nil)
        let draft = DraftEntry(name: "Zoë", countryCode: "FR", postalCode: "7500", amountText: "12,", currency: "EUR")
        try store.drafts.save(draft, owner: window, now: Date(epochMilliseconds: 42_000))
        var second = draft
        second.editingID = UUID()
        second.amountText = "12,5"
        try store.drafts.save(second, owner: window)
        // Survives reopening, as after a crash.
        let reopened = try EntryStore(url: url)
        #expect(try reopened.drafts.load(owner: window) == second)
        #expect(try reopened.drafts.savedAt(owner: window) != nil)
        try reopened.drafts.clear(owner: window)
        #expect(try reopened.drafts.load(owner: window) == nil)
        #expect(DraftEntry().isEmpty && !second.isEmpty)
    }

    @Test func aDraftWithOnlyTheFormsCountryAndCurrencyIsEmpty() {
        // Every form has a country and a currency: a draft of a blank form is not worth restoring.
        #expect(DraftEntry(countryCode: "US", currency: "USD").isEmpty)
        #expect(!DraftEntry(countryCode: "US", amountText: "1", currency: "USD").isEmpty)
        #expect(!DraftEntry(editingID: UUID(), countryCode: "US", currency: "USD").isEmpty)
    }

    @Test func savingClearsTheDraftAtomically() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let window = DraftOwner.newWindow(), other = DraftOwner.newWindow()
        try store.drafts.save(DraftEntry(name: "Jürgen"), owner: window)
        try store.drafts.save(DraftEntry(name: "Ola"), owner: other)
        let existing = try store.insert(sampleEntry(name: "Other"))
        #expect(try store.drafts.load(owner: window) != nil)
        // A failed save keeps the draft.
        #expect(throws: EntryStoreError.duplicateID(existing.id)) { try store.insert(existing, clearingDraftOf: window) }
        #expect(try store.drafts.load(owner: window) != nil)
        try store.insert(sampleEntry(), clearingDraftOf: window)
        #expect(try store.drafts.load(owner: window) == nil)
        try store.drafts.save(DraftEntry(editing: existing), owner: window)
        try store.update(existing, clearingDraftOf: window)
        #expect(try store.drafts.load(owner: window) == nil)
        #expect(try store.drafts.load(owner: other) == DraftEntry(name: "Ola"), "another window's draft is never touched")
    }

    @Test func olderDraftWithMissingKeysLoads() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.pool.write {
            try $0.execute(sql: "INSERT INTO window_draft (window_id, owner, saved_at, fields) VALUES ('old', '', 0, '{\"name\":\"Ana\"}')")
        }
        let window = DraftOwner.newWindow()
        #expect(try store.drafts.claimOrphaned(for: window) == DraftEntry(name: "Ana"))
        try store.pool.write { try $0.execute(sql: "UPDATE window_draft SET fields = 'not json'") }
        #expect(throws: EntryStoreError.self) { try store.drafts.load(owner: window) }
    }
}

extension Entry {
    func withID(_ id: UUID) -> Entry {
        var copy = self
        copy.id = id
        return copy
    }
}

@Suite struct ObservationTests {
    /// Counts notifications; a lock makes it safe to read from the test thread.
    final class Counter: Sendable {
        private let lock = NSLock()
        nonisolated(unsafe) private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var current: Int { lock.withLock { value } }
    }

    @Test func changesAreReportedUntilCancelled() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let counter = Counter()
        let observation = store.observeEntries { counter.increment() }
        let entry = try store.insert(sampleEntry())
        try store.update(entry)
        try store.drafts.save(DraftEntry(name: "x"), owner: .newWindow())  // drafts are not entries
        try store.delete(id: entry.id)
        // The callback runs on the writer queue before the write returns (GRDB notifies
        // transaction observers synchronously on commit), so no waiting is needed.
        #expect(counter.current == 3)
        observation.cancel()
        try store.insert(sampleEntry())
        #expect(counter.current == 3)
    }

    @Test func anEditOfAVersionChangedElsewhereIsRefusedNotWrittenOver() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("e.sqlite3")
        let window = try EntryStore(url: url), importer = try EntryStore(url: url)
        let opened = try window.insert(sampleEntry(name: "Ada"))
        // The window's list asks whether anything changed since it was read, on a connection
        // of its own: another process's commit and the window's own both count.
        let changes = try ChangeCounter(store: window)
        let before = try changes.value()
        #expect(try changes.value() == before, "nothing changed, nothing reported")
        var corrected = opened
        corrected.reference = "INV-9"
        try importer.update(corrected, now: Date(epochMilliseconds: opened.updatedAt.epochMilliseconds + 5_000))
        let seen = try changes.value()
        #expect(seen != before, "another connection's commit is seen")
        _ = try window.insert(sampleEntry(name: "Own"))
        #expect(try changes.value() != seen, "the store's own write is seen too")

        var edited = opened
        edited.name = "Ada L."
        #expect(throws: EntryStoreError.changedElsewhere(opened.id)) {
            try window.update(edited, expecting: opened.updatedAt)
        }
        #expect(try window.entry(id: opened.id)?.reference == "INV-9", "the correction stays")
        // Saving on purpose (the person chose to) still works.
        try window.update(edited)
        #expect(try window.entry(id: opened.id)?.name == "Ada L.")
    }

    @Test func twoStoresOnOneFileWaitForEachOther() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("e.sqlite3")
        let first = try EntryStore(url: url)
        let second = try EntryStore(url: url)
        let failures = Counter()
        // Two writers on separate connections contend for the write lock (as the GUI and a
        // CLI import would); with a busy timeout neither fails with "database is locked".
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            do {
                if worker == 0 {
                    for batch in 0..<5 {
                        try first.insert(contentsOf: (0..<400).map { sampleEntry(name: "A\(batch) \($0)", minute: Int64($0)) })
                    }
                } else {
                    for index in 0..<100 { try second.insert(sampleEntry(name: "B\(index)")) }
                }
            } catch {
                failures.increment()
            }
        }
        #expect(failures.current == 0)
        #expect(try first.count() == 2100)
    }
}

@Suite struct IntegrityAndDraftConversionTests {
    @Test func verifyIntegrityFindsADamagedSearchIndex() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(sampleEntry())
        try store.verifyIntegrity()
        try store.pool.write { db in
            try db.execute(
                sql: "INSERT INTO entry_fts(rowid, name, street, city, postcode, reference) VALUES (999, 'ghost', '', '', '', '')")
        }
        #expect { try store.verifyIntegrity() } throws: { error in
            guard case .corrupt = error as? EntryStoreError else { return false }
            return "\(error)".contains(folder.file("e.sqlite3").path)
        }
    }

    @Test func draftForEditingAnEntry() {
        var entry = sampleEntry()
        entry.address.streetLines = ["Marienplatz 1", "Hinterhaus"]
        entry.extra2 = "x"
        let draft = DraftEntry(editing: entry)
        #expect(draft.editingID == entry.id)
        #expect(draft.streetLine2 == "Hinterhaus" && draft.extra2 == "x")
        #expect(draft.amount == "1234.50" && draft.amountText == "" && draft.currency == "EUR" && draft.postalCode == "80331")
    }
}

/// One draft per window, so that nothing typed is lost: two windows on one database keep their own,
/// and the drafts of windows whose process ended come back, one window each, newest first.
@Suite struct WindowDraftTests {
    @Test func draftsOfEndedProcessesAreClaimedOnceEachAndLiveOnesNever() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let running = DraftOwner.newWindow()  // this process: running
        try store.drafts.save(DraftEntry(name: "Live"), owner: running)
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let crashedA = DraftOwner(windowID: "a", process: "boot:\(ended.processIdentifier):1")
        let crashedB = DraftOwner(windowID: "b", process: "boot:\(ended.processIdentifier):1")
        try store.drafts.save(DraftEntry(name: "Older"), owner: crashedA, now: Date(epochMilliseconds: 1_000))
        try store.drafts.save(DraftEntry(name: "Newer"), owner: crashedB, now: Date(epochMilliseconds: 2_000))
        let next = DraftOwner.newWindow()
        #expect(try store.drafts.orphanedCount(besides: next) == 2)
        #expect(try store.drafts.claimOrphaned(for: next) == DraftEntry(name: "Newer"))
        #expect(try store.drafts.load(owner: next) == DraftEntry(name: "Newer"), "claimed: this window's now")
        let another = DraftOwner.newWindow()
        #expect(try store.drafts.claimOrphaned(for: another) == DraftEntry(name: "Older"))
        #expect(try store.drafts.claimOrphaned(for: DraftOwner.newWindow()) == nil, "the running window's draft stays its own")
        #expect(try store.drafts.load(owner: running) == DraftEntry(name: "Live"))
        #expect(DraftOwner.isRunning(DraftOwner.thisProcess))
    }

    @Test func theSingleDraftOfAnOlderDatabaseComesBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("v2.sqlite3")
        // A version 2 database, as the build before this one left it, with its one draft row.
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
        }
        try EntrySchema.migrator.migrate(queue, upTo: "v2")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO draft (id, saved_at, fields) VALUES (1, 5, '{\"name\":\"Ana\"}')")
        }
        try queue.close()
        let store = try EntryStore(url: url)
        #expect(try store.schemaVersion() == EntrySchema.version)
        #expect(try store.drafts.claimOrphaned(for: .newWindow()) == DraftEntry(name: "Ana"))
    }
}
