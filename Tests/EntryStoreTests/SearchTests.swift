import AddressKit
import Foundation
import GRDB
import Testing
@testable import EntryStore
import TestSupport

@Suite struct SearchTests {
    private func makeStore(_ folder: TemporaryFolder) throws -> (EntryStore, [Entry]) {
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let entries = try store.insert(contentsOf: [
            sampleEntry(
                name: "Jürgen Müller", street: "Marienplatz 1", city: "München", postalCode: "80331", reference: "INV-2024-001", minute: 1),
            sampleEntry(
                name: "François Lefèvre", street: "12 rue de la Paix", city: "Paris", postalCode: "75002", reference: "", minute: 2),
            sampleEntry(
                name: "Pat O'Brien", street: "1 Main Street", city: "Dublin", postalCode: "D02 X285", reference: "Rent \"May\"", minute: 3),
            sampleEntry(
                name: "Anna Smith", street: "10 Downing Street", city: "London", postalCode: "SW1A 2AA", reference: "AND OR NOT", minute: 4),
            sampleEntry(name: "Åsa Öberg", street: "Drottninggatan 5", city: "Göteborg", postalCode: "411 14", reference: "", minute: 5)
        ])
        return (store, entries)
    }

    private func names(_ entries: [Entry]) -> [String] { entries.map(\.name) }

    @Test func searchesEachColumnNewestFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (store, _) = try makeStore(folder)
        #expect(names(try store.search("Müller", limit: 10)) == ["Jürgen Müller"])
        #expect(names(try store.search("street", limit: 10)) == ["Anna Smith", "Pat O'Brien"])
        #expect(names(try store.search("dublin", limit: 10)) == ["Pat O'Brien"])
        #expect(names(try store.search("75002", limit: 10)) == ["François Lefèvre"])
        #expect(names(try store.search("INV-2024", limit: 10)) == ["Jürgen Müller"])
        #expect(try store.searchCount("street") == 2)
        // Amount and currency are not searched.
        #expect(try store.search("1234", limit: 10).isEmpty)
    }

    @Test func listKeysFollowTheSearchNewestFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (store, _) = try makeStore(folder)
        func names(_ keys: [Int64]) throws -> [String?] { try keys.map { try store.entry(key: $0)?.name } }
        #expect(try names(store.entryKeys(matching: "")) == ["Åsa Öberg", "Anna Smith", "Pat O'Brien", "François Lefèvre", "Jürgen Müller"])
        #expect(try names(store.entryKeys(matching: "street")) == ["Anna Smith", "Pat O'Brien"])
        #expect(try store.entryKeys(matching: "nobody at all").isEmpty)
        // A key whose entry was deleted (nothing added since) reads as nothing.
        let first = try #require(try store.entryKeys(matching: "").first)
        let gone = try #require(try store.entry(key: first))
        try store.delete(id: gone.id)
        #expect(try store.entry(key: first) == nil)
    }

    @Test func readsTheEntriesOfManyKeysInOneGo() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (store, _) = try makeStore(folder)
        let keys = try store.entryKeys(matching: "")
        let read = try store.entries(keys: keys)
        #expect(read.count == keys.count)
        for key in keys { #expect(read[key] == (try store.entry(key: key)), "key \(key)") }
        // Keys with no entry (deleted, or never) are left out; no keys, no read.
        let gone = try #require(read[keys[0]])
        try store.delete(id: gone.id)
        let after = try store.entries(keys: keys + [999_999])
        #expect(after.count == keys.count - 1)
        #expect(after[keys[0]] == nil)
        #expect(try store.entries(keys: []).isEmpty)
    }

    @Test func ignoresDiacriticsAndCaseAndMatchesPrefixes() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (store, _) = try makeStore(folder)
        #expect(names(try store.search("muller", limit: 10)) == ["Jürgen Müller"])
        #expect(names(try store.search("MÜLL", limit: 10)) == ["Jürgen Müller"])
        #expect(names(try store.search("francois lef", limit: 10)) == ["François Lefèvre"])
        #expect(names(try store.search("asa oberg goteb", limit: 10)) == ["Åsa Öberg"])
        #expect(names(try store.search("ju mu", limit: 10)) == ["Jürgen Müller"])
        // Every word must match.
        #expect(try store.search("muller paris", limit: 10).isEmpty)
    }

    @Test func postcodesWithAndWithoutSpaces() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (store, _) = try makeStore(folder)
        #expect(names(try store.search("SW1A 2AA", limit: 10)) == ["Anna Smith"])
        #expect(names(try store.search("sw1a2aa", limit: 10)) == ["Anna Smith"])
        #expect(names(try store.search("D02X", limit: 10)) == ["Pat O'Brien"])
    }

    @Test func postcodesWithAndWithoutHyphensAndDots() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(sampleEntry(name: "Zip Plus Four", postalCode: "94043-1351", minute: 1))
        try store.insert(sampleEntry(name: "Aiko Tanaka", postalCode: "100-0001", minute: 2))
        try store.insert(sampleEntry(name: "Dot Code", postalCode: "12.345", minute: 3))
        #expect(names(try store.search("940431351", limit: 10)) == ["Zip Plus Four"])
        #expect(names(try store.search("94043-1351", limit: 10)) == ["Zip Plus Four"])
        #expect(names(try store.search("1000001", limit: 10)) == ["Aiko Tanaka"])
        #expect(names(try store.search("1000", limit: 10)) == ["Aiko Tanaka"])
        #expect(names(try store.search("12345", limit: 10)) == ["Dot Code"])
    }

    @Test func aVersionOneDatabaseIsMigratedAndItsSearchIndexRebuilt() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("v1.sqlite3")
        // A database as the first release left it, with an entry indexed the v1 way.
        do {
            let queue = try DatabaseQueue(path: url.path)
            try EntrySchema.migrator.migrate(queue, upTo: "v1")
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO entry (id, created_at, updated_at, name, postal_code, amount, currency)
                        VALUES ('8d6a3e0e-5b1f-4a44-9d55-0f2a41c1b7a1', 1, 1, 'Zip Plus Four', '94043-1351', '1.00', 'USD')
                        """)
            }
            try queue.close()
        }
        let store = try EntryStore(url: url)
        #expect(try store.schemaVersion() == EntrySchema.version)
        #expect(names(try store.search("940431351", limit: 10)) == ["Zip Plus Four"])
        try store.verifyIntegrity()
    }

    @Test(arguments: [
        "\"", "\"\"\"", "AND", "OR NOT", "NEAR(a b)", "*", "-muller", "name:muller", "^mul", "'", "(((", "o'brien",
        "rent \"may", "{name}: x", "\u{0}", "😀", "a\u{0301}"
    ])
    func oddInputNeverFails(text: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (store, _) = try makeStore(folder)
        _ = try store.search(text, limit: 10)
        _ = try store.searchCount(text)
    }

    @Test func operatorsAreWordsNotSyntax() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (store, _) = try makeStore(folder)
        #expect(names(try store.search("AND OR NOT", limit: 10)) == ["Anna Smith"])
        #expect(names(try store.search("-muller", limit: 10)) == ["Jürgen Müller"])
        #expect(names(try store.search("name:muller", limit: 10)).isEmpty)  // "name" is not a word of his
        #expect(names(try store.search("o'brien", limit: 10)) == ["Pat O'Brien"])
        #expect(names(try store.search("rent \"may", limit: 10)) == ["Pat O'Brien"])
    }

    @Test func emptyOrPunctuationOnlyListsEverything() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (store, entries) = try makeStore(folder)
        #expect(try store.search("", limit: 10).count == entries.count)
        #expect(try store.search(" \"*- ", limit: 10).count == entries.count)
        #expect(try store.searchCount("") == entries.count)
    }

    @Test func hugeInputIsCapped() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (store, _) = try makeStore(folder)
        let huge = String(repeating: "müller \"x\" AND ", count: 70_000)  // about 1 MB
        let query = SearchQuery(huge)
        #expect(query.terms.count == SearchQuery.maximumTerms)
        _ = try store.search(huge, limit: 10)
        let longWord = String(repeating: "a", count: 1_000_000)
        #expect(SearchQuery(longWord).terms == [String(repeating: "a", count: SearchQuery.maximumTermLength)])
        _ = try store.search(longWord, limit: 10)
    }

    @Test func updatesAndDeletesReachTheIndex() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (store, entries) = try makeStore(folder)
        var renamed = entries[0]
        renamed.name = "Hans Huber"
        try store.update(renamed)
        #expect(try store.search("muller", limit: 10).isEmpty)
        #expect(names(try store.search("huber", limit: 10)) == ["Hans Huber"])
        try store.delete(id: entries[1].id)
        #expect(try store.search("francois", limit: 10).isEmpty)
        try store.verifyIntegrity()  // includes the FTS index against its content
    }

    @Test func searchLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let saved = try store.insert(contentsOf: (0..<30).map { sampleEntry(name: "Meier \($0)", minute: Int64($0)) })
        let all = try store.search("meier", limit: 100)
        #expect(all.map(\.id) == saved.reversed().map(\.id))
        #expect(try store.search("meier", limit: 5).map(\.id) == Array(all.prefix(5)).map(\.id))
    }
}

@Suite struct SearchPlanTests {
    @Test func manyMatchesKeepNewestFirstOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        // Thousands of matches in scrambled time order: the first page is still the newest
        // (each plan of the first page on its own: FirstEntryKeysTests).
        let count = FirstEntryKeysTests.sortedLimit + 150
        let entries = (0..<count).map { index in
            sampleEntry(name: index % 2 == 0 ? "Meier \(index)" : "Other \(index)", minute: Int64((index * 7919) % count))
        }
        try store.insert(contentsOf: entries)
        let matching = entries.filter { $0.name.hasPrefix("Meier") }
        let more = (0..<count).map { sampleEntry(name: "Meier x\($0)", minute: Int64(count + $0 * 3 % 97)) }
        try store.insert(contentsOf: more)
        let all = try store.entries(limit: 10 * count).filter { $0.name.hasPrefix("Meier") }
        #expect(all.count == matching.count + more.count)
        #expect(all.count > FirstEntryKeysTests.sortedLimit)
        #expect(try store.search("meier", limit: 60) == Array(all.prefix(60)))
        let keys = try store.entryKeys(matching: "meier")
        #expect(keys.count == all.count)
        #expect(try store.entries(keys: Array(keys[1000..<1060])).count == 60)
    }
}

@Suite struct FirstEntryKeysTests {
    /// Matches above which the windows answer: the product's limit scaled to these tests'
    /// few thousand entries, so that every plan is taken.
    static let sortedLimit = 2_000

    /// The first screenful of the list: the same keys, in the same order, as the whole list's
    /// start, whichever plan answers (none; few, sorted and counted; some and most, windows of
    /// the newest entries checked by range, or one by one where times are scrambled), and the
    /// number of matches when the whole list is the first page.
    @Test func theFirstKeysAreTheStartOfTheWholeListWithTheCount() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let count = 9_000
        // Scrambled times: no plan may rely on insertion order.
        try store.insert(
            contentsOf: (0..<count).map { index in
                let word = index % 20 == 0 ? "Few" : index % 20 <= 8 ? "Some" : "Most"
                return sampleEntry(name: "\(word) \(index)", minute: Int64((index * 7919) % count))
            })
        for text in ["", "few", "some", "most", "nobody at all"] {
            let whole = try store.entryKeys(matching: text)
            let first = try store.firstEntryKeys(
                matching: text, limit: 200, windowBudget: EntryStore.windowBudget,
                sortedLimit: Self.sortedLimit)
            #expect(first.keys == Array(whole.prefix(200)), "\(text)")
            // Counted, or not (nil) when more than the page match and the newest windows answer.
            #expect(first.matches == whole.count || (first.matches == nil && whole.count > 200), "\(text)")
            let wholeAsFirst = try store.firstEntryKeys(
                matching: text, limit: count + 1, windowBudget: EntryStore.windowBudget,
                sortedLimit: Self.sortedLimit)
            #expect(wholeAsFirst.keys == whole, "\(text)")
            #expect(wholeAsFirst.matches == whole.count, "\(text)")
        }
        #expect(try store.searchCount("few") <= Self.sortedLimit)
        #expect(try store.searchCount("some") > Self.sortedLimit && store.searchCount("some") * 2 < count)
        #expect(try store.searchCount("most") * 2 > count)
    }

    /// Entries in time order (as keyed): windows of the newest are checked by the range of
    /// their row numbers; matches that are all old ones are found by the windows when the
    /// budget allows, and by the walk of the whole index when it does not.
    @Test func oldMatchesAreFoundByTheWindowsOrByTheWalk() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let count = 9_000
        try store.insert(
            contentsOf: (0..<count).map { index in
                sampleEntry(name: index < 2_500 ? "Old \(index)" : index % 3 == 0 ? "Third \(index)" : "New \(index)", minute: Int64(index))
            })
        for text in ["old", "third", "new"] {
            let whole = try store.entryKeys(matching: text)
            #expect(whole.count > Self.sortedLimit, "\(text)")
            for budget in [0, EntryStore.windowBudget] {
                let first = try store.firstEntryKeys(matching: text, limit: 200, windowBudget: budget, sortedLimit: Self.sortedLimit)
                #expect(first.keys == Array(whole.prefix(200)), "\(text), budget \(budget)")
                #expect(first.matches == nil, "\(text), budget \(budget)")
            }
        }
    }
}
