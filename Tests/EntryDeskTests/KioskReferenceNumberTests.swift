import AddressKit
@testable import EntryDesk
import EntryStore
import Foundation
import Testing
import TestSupport

struct KioskReferenceNumberTests {
    @Test func isTheStartOfTheIDInCrockfordBase32() throws {
        let id = try #require(UUID(uuidString: "8F3A61C2-7D00-4000-8000-000000000001"))
        // 0x8f3a61c27d = 1000 1111 0011 1010 0110 0001 1100 0010 0111 1101 in groups of five:
        // 10001 11100 11101 00110 00011 10000 10011 11101 = H W X 6 3 G K X
        let number = KioskReferenceNumber(id: id)
        #expect(number.description == "HWX6-3GKX")
        #expect(number.idPrefix == "8f3a61c2-7d")
    }

    @Test func readsWhatAPersonWritesDown() throws {
        let number = KioskReferenceNumber(id: UUID())
        let written = number.description.lowercased().replacingOccurrences(of: "-", with: " ")
        #expect(KioskReferenceNumber(parsing: written) == number)
        #expect(KioskReferenceNumber(parsing: number.characters) == number)
        // O for zero and I or L for one, as people misread them.
        #expect(KioskReferenceNumber(parsing: "O1IL-0000")?.characters == "01110000")
        #expect(KioskReferenceNumber(parsing: "HWX6-3GK") == nil)
        #expect(KioskReferenceNumber(parsing: "HWX6-3GKU") == nil)
        #expect(KioskReferenceNumber(parsing: "Ada Lovelace") == nil)
    }

    @Test func theStoreFindsTheEntryByItsNumber() throws {
        let folder = try TemporaryFolder("entrydesk-ref")
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("entries.sqlite3"))
        func entry(_ name: String) -> Entry {
            var address = Address(countryCode: "DE", city: "Berlin", postalCode: "10115", streetLines: ["Invalidenstr. 1"])
            address.name = name
            return Entry(address: address, amount: "5.00", currency: "EUR")
        }
        let wanted = entry("Ada"), other = entry("Grace")
        _ = try store.insert(wanted)
        _ = try store.insert(other)
        let number = KioskReferenceNumber(id: wanted.id)
        let keys = try store.entryKeys(idPrefix: number.idPrefix)
        #expect(keys.count == 1)
        #expect(try keys.first.flatMap { try store.entry(key: $0) }?.id == wanted.id)
        #expect(try store.entryKeys(idPrefix: "zz'; --").isEmpty)
    }
}
