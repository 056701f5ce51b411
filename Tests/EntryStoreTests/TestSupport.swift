import AddressKit
import Foundation
@testable import EntryStore

/// A fresh temporary folder, removed by `cleanUp()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("EntryStoreTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}

/// An entry with plausible values; `minute` spaces creation times apart.
func sampleEntry(
    name: String = "Jürgen Müller", street: String = "Marienplatz 1", city: String = "München",
    postalCode: String = "80331", reference: String = "INV-1", amount: String = "1234.50",
    minute: Int64 = 0
) -> Entry {
    Entry(
        createdAt: Date(epochMilliseconds: 1_790_000_000_000 + minute * 60_000),
        address: Address(countryCode: "DE", city: city, postalCode: postalCode, streetLines: [street], name: name),
        amount: amount, currency: "EUR", reference: reference)
}

/// Whether `condition` comes to hold within `timeout`, asked every few milliseconds (for work a
/// store does in the background).
func eventually(within timeout: Duration = .seconds(30), _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while try !condition() {
        if ContinuousClock.now >= deadline { return false }
        Thread.sleep(for: .milliseconds(5))
    }
    return true
}
