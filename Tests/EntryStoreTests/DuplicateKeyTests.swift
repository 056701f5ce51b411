import AddressKit
import Foundation
import Testing
@testable import EntryStore
import TestSupport

@Suite("The duplicate key")
struct DuplicateKeyTests {
    private func usEntry(
        name: String = "Ann Lee", street: String = "12 Main Street", postalCode: String = "60601",
        amount: String = "25.00", currency: String = "USD"
    ) -> Entry {
        Entry(
            address: Address(
                countryCode: "US", countryArea: "IL", city: "Chicago", postalCode: postalCode,
                streetLines: [street], name: name),
            amount: amount, currency: currency)
    }

    @Test("\"Street\" and \"St.\" give the same key")
    func abbreviationsAgree() {
        #expect(DuplicateKey.of(usEntry(street: "12 Main Street")) == DuplicateKey.of(usEntry(street: "12 Main St.")))
    }

    @Test("case, accents and punctuation are ignored")
    func caseAccentsAndPunctuation() {
        let plain = sampleEntry(name: "Jurgen Muller", street: "Marienplatz 1")
        let marked = sampleEntry(name: "JÜRGEN  MÜLLER,", street: "marienplatz, 1")
        #expect(DuplicateKey.of(plain) == DuplicateKey.of(marked))
    }

    @Test("a different amount, currency, name or street is not a duplicate")
    func differencesCount() {
        let key = DuplicateKey.of(usEntry())
        #expect(DuplicateKey.of(usEntry(amount: "25.01")) != key)
        #expect(DuplicateKey.of(usEntry(currency: "CAD")) != key)
        #expect(DuplicateKey.of(usEntry(name: "Ann Leed")) != key)
        #expect(DuplicateKey.of(usEntry(street: "14 Main Street")) != key)
    }

    @Test("a name cannot run into the street: fields stay apart")
    func fieldsStayApart() {
        #expect(
            DuplicateKey.of(usEntry(name: "Ann Lee 12", street: "Main Street"))
                != DuplicateKey.of(usEntry(name: "Ann Lee", street: "12 Main Street")))
    }
}

@Suite("Finding a recent duplicate in the store")
struct RecentDuplicateTests {
    @Test("a saved entry keyed again (\"Street\" vs \"St.\") is found; 31 days old is not; an edit never matches itself")
    func findsRecentOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("entries.sqlite"))
        let now = Date(epochMilliseconds: 1_790_000_000_000 + 40 * 86_400_000)
        let saved = sampleEntry(street: "Main Street 1", minute: 40 * 24 * 60)
        _ = try store.insert(saved)
        let keyedAgain = sampleEntry(name: "JURGEN MULLER", street: "Main St. 1")
        let thirtyDaysAgo = now.addingTimeInterval(-30 * 86_400)
        #expect(try store.recentDuplicate(of: keyedAgain, createdSince: thirtyDaysAgo)?.id == saved.id)
        #expect(try store.recentDuplicate(of: saved, createdSince: thirtyDaysAgo) == nil)
        var other = keyedAgain
        other.amount = "1234.51"
        #expect(try store.recentDuplicate(of: other, createdSince: thirtyDaysAgo) == nil)
        let old = sampleEntry(street: "Old Road 2", minute: 9 * 24 * 60)
        _ = try store.insert(old)
        #expect(try store.recentDuplicate(of: sampleEntry(street: "Old Rd 2"), createdSince: thirtyDaysAgo) == nil)
    }

    @Test("a save that finds a recent duplicate writes nothing and names it; without one it saves")
    func insertUnlessDuplicate() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("entries.sqlite"))
        let saved = sampleEntry(street: "Main Street 1", minute: 0)
        _ = try store.insert(saved)
        let since = saved.createdAt.addingTimeInterval(-86_400)
        let keyedAgain = sampleEntry(name: "jurgen muller", street: "Main St 1", minute: 5)
        #expect(throws: RecentDuplicate(earlier: try #require(try store.entry(id: saved.id)))) {
            try store.insert(keyedAgain, unlessDuplicateSince: since)
        }
        #expect(try store.count() == 1)
        var other = keyedAgain
        other.amount = "1.00"
        try store.insert(other, unlessDuplicateSince: since)
        #expect(try store.count() == 2)
    }

    @Test("the key follows an update and a restore (the generated column follows every write path)")
    func updateAndRestoreKeepTheKey() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("entries.sqlite"))
        let since = Date(epochMilliseconds: 0)
        var saved = try store.insert(sampleEntry(street: "Elm Avenue 3"))
        #expect(try store.recentDuplicate(of: sampleEntry(street: "Oak Ave 4"), createdSince: since) == nil)
        saved.address.streetLines = ["Oak Avenue 4"]
        let updated = try store.update(saved)
        #expect(try store.recentDuplicate(of: sampleEntry(street: "Oak Ave 4"), createdSince: since)?.id == updated.id)
        _ = try store.delete(id: updated.id)
        #expect(try store.recentDuplicate(of: sampleEntry(street: "Oak Ave 4"), createdSince: since) == nil)
        _ = try store.restore(updated)
        #expect(try store.recentDuplicate(of: sampleEntry(street: "Oak Ave 4"), createdSince: since)?.id == updated.id)
    }
}
