import AddressKit
import Foundation
import Testing
@testable import EntryStore

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
        #expect(DuplicateKey.of(usEntry(name: "Ann Lee 12", street: "Main Street"))
            != DuplicateKey.of(usEntry(name: "Ann Lee", street: "12 Main Street")))
    }
}
