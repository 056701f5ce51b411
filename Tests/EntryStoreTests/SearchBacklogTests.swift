import Foundation
import GRDB
import SyncModel
import Testing
@testable import EntryStore
import TestSupport

/// Entries a pull writes wait in the search backlog and are indexed after the pull
/// (`SearchBacklogSchema`): search finds them before and after, edits and deletes of waiting
/// rows keep the index whole, and the index ends up as a rebuild would make it.
@Suite struct SearchBacklogTests {
    private func pulled(
        _ name: String, city: String = "Berlin", postcode: String = "10115", id: UUID = UUID(),
        minute: Int = 0
    ) -> PulledEntry {
        let time = String(1_790_000_000_000 + Int64(minute) * 60_000)
        return PulledEntry(
            entryID: id, version: 1, deleted: false,
            fields: [
                "created_at": time, "updated_at": time, "name": name, "city": city,
                "postal_code": postcode, "country_code": "DE", "amount": "5.00", "currency": "EUR"
            ],
            changedBy: "desk_b", changedAt: Date(), overwritten: [])
    }

    private func tombstone(_ id: UUID) -> PulledEntry {
        PulledEntry(entryID: id, version: 2, deleted: true, fields: [:], changedBy: "desk_b", changedAt: Date(), overwritten: [])
    }

    private func names(_ store: EntryStore, _ text: String) throws -> Set<String> {
        let found = Set(try store.search(text, limit: 100).map(\.address.name))
        #expect(try store.searchCount(text) == found.count, "the count agrees with the list for \"\(text)\"")
        #expect(try Set(store.entryKeys(matching: text)).count == found.count)
        return found
    }

    /// The index compared with the entries (FTS5's integrity check with rank 1).
    private func indexMatchesEntries(_ store: EntryStore) throws -> Bool {
        do {
            try store.pool.write { try $0.execute(sql: "INSERT INTO entry_fts(entry_fts, rank) VALUES ('integrity-check', 1)") }
            return true
        } catch { return false }
    }

    @Test func pulledEntriesAreFoundBeforeAndAfterTheyAreIndexed() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(sampleEntry(name: "Local Person", city: "Hamburg"))
        try store.sync.apply(
            [
                pulled("Jürgen Müller", city: "München", postcode: "80331"),
                pulled("Ann Smith", city: "London", postcode: "SW1A 1AA", minute: 1),
                pulled("São Paulo Imports", minute: 2)
            ], cursor: "c1")
        #expect(try store.searchIndex.backlogCount() == 3)
        func searches() throws {
            #expect(try names(store, "muller") == ["Jürgen Müller"], "accents and case aside")
            #expect(try names(store, "MÜNCH") == ["Jürgen Müller"], "a prefix of the city")
            #expect(try names(store, "sw1a1aa") == ["Ann Smith"], "the postcode without its space")
            #expect(try names(store, "sao imp") == ["São Paulo Imports"], "every term, each a prefix")
            #expect(try names(store, "ann muller").isEmpty, "terms of two entries are not one match")
            #expect(try names(store, "local") == ["Local Person"], "the index still answers for the rest")
            #expect(try names(store, "").count == 4)
        }
        try searches()
        #expect(!(try indexMatchesEntries(store)), "rows are waiting: the index lacks them")
        try store.verifyIntegrity()  // the index checked by itself while rows wait

        #expect(try store.searchIndex.indexBacklog() == 3)
        #expect(try store.searchIndex.backlogCount() == 0)
        try searches()
        #expect(try indexMatchesEntries(store))
    }

    @Test func editsDeletesAndReusedNumbersOfWaitingRowsKeepTheIndexWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let indexed = try store.insert(sampleEntry(name: "Indexed Before"))
        try store.sync.confirm(try store.sync.outgoingChanges(limit: 10))  // on the server: a tombstone may remove it
        let (edited, deleted, last) = (UUID(), UUID(), UUID())
        try store.sync.apply(
            [
                pulled("Edited Waiting", id: edited), pulled("Deleted Waiting", id: deleted, minute: 1),
                pulled("Last Waiting", id: last, minute: 2)
            ], cursor: "c1")
        // A local edit and delete of rows not indexed yet.
        var changed = try #require(try store.search("edited", limit: 1).first)
        changed.address.name = "Renamed Waiting"
        try store.update(changed)
        try store.delete(id: deleted)
        // The highest row goes, and a new save takes its number, inside the waiting range.
        try store.delete(id: last)
        try store.insert(sampleEntry(name: "Saved On Reused Number"))
        // A second page: a tombstone of an indexed entry, and rows after the waiting ones.
        try store.sync.apply([tombstone(indexed.id), pulled("Second Page", minute: 3)], cursor: "c2")

        func searches() throws {
            #expect(try names(store, "edited").isEmpty)
            #expect(try names(store, "renamed") == ["Renamed Waiting"])
            #expect(try names(store, "deleted").isEmpty)
            #expect(try names(store, "last").isEmpty)
            #expect(try names(store, "reused") == ["Saved On Reused Number"])
            #expect(try names(store, "indexed").isEmpty)
            #expect(try names(store, "second") == ["Second Page"])
            #expect(try names(store, "waiting page reused number").isEmpty)
        }
        try searches()
        let ranges = try store.pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM search_backlog") }
        #expect(ranges == 1, "touching ranges become one, so no number is in two")
        #expect(try store.searchIndex.indexBacklog() > 0)
        try searches()
        #expect(try indexMatchesEntries(store), "nothing indexed twice, nothing left out")
        try store.verifyIntegrity()
    }

    @Test func theBacklogIsIndexedInStepsAndByTheNextOpening() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("e.sqlite3")
        do {
            let store = try EntryStore(url: url)
            try store.sync.apply((0..<25).map { pulled("Person \($0)", minute: $0) }, cursor: "c1")
            #expect(try store.searchIndex.indexBacklogStep(limit: 10) == 10)
            #expect(try store.searchIndex.backlogCount() == 15)
            #expect(try names(store, "person").count == 25)
        }
        // A desk whose sync stopped before indexing: the next opening indexes the rest.
        let reopened = try EntryStore(url: url)
        #expect(eventually { (try? reopened.searchIndex.backlogCount()) == 0 })
        #expect(try names(reopened, "person").count == 25)
        #expect(try indexMatchesEntries(reopened))
    }

    /// The function that matches waiting rows agrees with FTS5's `unicode61 remove_diacritics 2`
    /// and a `"term"*` query, on the names and places an address desk meets.
    @Test func theMatcherAgreesWithTheIndex() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            db.add(function: SearchBacklogMatch.function)
            try db.execute(sql: "CREATE VIRTUAL TABLE t USING fts5(a, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3')")
        }
        let texts = [
            "Jürgen Müller", "Zoë Brontë-Smith", "François Ça Va", "São Paulo", "Ærøskøbing", "Straße 12b",
            "İstanbul", "Ελληνικά Οδός", "O'Brien & Co.", "3-5 Rue de l'Église", "Łódź", "Ñandú"
        ]
        let queries = [
            "muller", "MÜLL", "zoe", "bronte smith", "francois", "ca", "sao paul", "aeroskobing", "ærø",
            "strasse", "straße", "12b", "istanbul", "ελλην", "οδος", "obrien", "o brien", "eglise", "rue 3",
            "lodz", "łódź", "nandu", "ñandú"
        ]
        for text in texts {
            try queue.write { db in
                try db.execute(sql: "DELETE FROM t")
                try db.execute(sql: "INSERT INTO t (a) VALUES (?)", arguments: [text])
            }
            for text2 in queries {
                let query = SearchQuery(text2)
                let pattern = try #require(query.ftsPattern)
                let (indexed, matched) = try queue.read { db in
                    (
                        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM t WHERE t MATCH ?)", arguments: [pattern]) ?? false,
                        try Bool.fetchOne(
                            db,
                            sql:
                                "SELECT \(SearchBacklogMatch.functionName)(?, ?\(String(repeating: ", ''", count: SearchedColumn.all.count - 1)))",
                            arguments: [SearchBacklogMatch.argument(query), text]) ?? false
                    )
                }
                #expect(indexed == matched, "\"\(text2)\" in \"\(text)\": the index says \(indexed)")
            }
        }
    }
}
