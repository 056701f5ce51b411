import Foundation
import Testing
@testable import EntryStore
import TestSupport

/// The kiosk's staff menu counts the entries saved since local midnight.
@Suite struct CountingTests {
    @Test func countsOnlyEntriesCreatedAtOrAfterTheStart() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        for minute in [0, 9, 10, 11, 30] as [Int64] {
            _ = try store.insert(sampleEntry(name: "At \(minute)", minute: minute))
        }
        let tenPast = Date(epochMilliseconds: 1_790_000_000_000 + 10 * 60_000)
        #expect(try store.count(createdSince: tenPast) == 3, "minutes 10, 11 and 30: the start itself counts")
        #expect(try store.count(createdSince: tenPast.addingTimeInterval(0.001)) == 2)
        #expect(try store.count(createdSince: Date(epochMilliseconds: 0)) == 5)
        #expect(try store.count(createdSince: tenPast.addingTimeInterval(86_400)) == 0)
    }
}
