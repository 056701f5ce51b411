import AddressKit
import EntryStore
import Foundation
import Testing
import TestSupport

/// `entrydesk batch` and `export --batch`, run as a supervisor runs them. The entries are saved
/// as the window saves them (`joiningOpenBatch`); the window itself: BatchEndToEndTests.
@Suite struct BatchCommandTests {
    private func save(_ name: String, _ amount: String, in store: EntryStore) throws -> Entry {
        try store.insert(
            Entry(
                address: Address(
                    countryCode: "DE", city: "Berlin", postalCode: "10115",
                    streetLines: ["Unter den Linden 1"], name: name),
                amount: amount, currency: "EUR"), joiningOpenBatch: true)
    }

    @Test func aBatchOfThreeKeyedOneEuroShortClosesOnceCorrected() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let database = sandbox.file("entries.sqlite3").path
        let opened = try sandbox.run(["batch", "open", "Slips 27 A", "--count", "3", "--total", "150.00 EUR"])
        #expect(opened.status == 0 && opened.output == "Opened batch \"Slips 27 A\": 3 entries, 150.00 EUR.\n")

        let store = try EntryStore(url: URL(fileURLWithPath: database))
        _ = try save("Anna", "50.00", in: store)
        var wrong = try save("Ben", "49.00", in: store)
        _ = try save("Cem", "50.00", in: store)

        let refused = try sandbox.run(["batch", "close", "Slips 27 A"])
        #expect(refused.status == 1)
        #expect(refused.output == "entrydesk: batch \"Slips 27 A\" does not balance: EUR difference -1.00\n")
        let shown = try sandbox.run(["batch", "show", "slips 27 a", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        #expect(json["keyed_count"] as? Int == 3 && json["state"] as? String == "open" && json["balanced"] as? Bool == false)
        let euro = try #require((json["totals"] as? [String: Any])?["EUR"] as? [String: String])
        #expect(euro == ["expected": "150.00", "keyed": "149.00", "difference": "-1.00"])

        wrong.amount = "50.00"
        try store.update(wrong)
        let closed = try sandbox.run(["batch", "close", "Slips 27 A"])
        #expect(closed.status == 0 && closed.output == "Closed batch \"Slips 27 A\": it balances.\n")
        #expect(try sandbox.run(["batch", "list"]).output == "Slips 27 A  closed  3 of 3 entries  EUR 150.00 of 150.00 (0.00)\n")

        // Saved after the batch closed: in no batch, and not in its export.
        _ = try save("Outside", "7.00", in: store)
        let export = try sandbox.run(["export", "--batch", "Slips 27 A", "--format", "jsonl"])
        #expect(export.status == 0)
        #expect(export.output.split(separator: "\n").filter { $0.hasPrefix("{") }.count == 3 && !export.output.contains("Outside"))
    }

    @Test func aSupervisorsOverrideIsRecordedAndShown() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        #expect(try sandbox.run(["batch", "open", "B", "--count", "2", "--total", "EUR 20", "--total", "5 USD"]).status == 0)
        let halfOverride = try sandbox.run(["batch", "close", "B", "--override-by", "sup-1"])
        #expect(halfOverride.status != 0 && halfOverride.output.contains("--override-by and --reason go together"))
        let closed = try sandbox.run(["batch", "close", "B", "--override-by", "sup-1", "--reason", "tape lost"])
        #expect(closed.status == 0)
        #expect(closed.output == "Closed batch \"B\" without balancing, by sup-1: 0 of 2 entries, EUR -20, USD -5.\n")
        let shown = try sandbox.run(["batch", "show", "B"])
        #expect(shown.output.contains("State: closed by override\n"))
        #expect(shown.output.hasSuffix("Closed without balancing by sup-1: tape lost\n"))
        let second = try sandbox.run(["batch", "open", "B", "--count", "1"])
        #expect(second.status == 1 && second.output == "entrydesk: a batch named \"B\" exists already\n")
        let badTotal = try sandbox.run(["batch", "open", "C", "--count", "1", "--total", "12,50 EUR"])
        #expect(badTotal.status == 1 && badTotal.output.contains("\"12,50\" is not an amount"))
        #expect(try sandbox.run(["batch", "reopen", "B"]).output == "Reopened batch \"B\".\n")
        #expect(try sandbox.run(["export", "--batch", "nothing", "--format", "csv"]).output == "entrydesk: no batch is named \"nothing\"\n")
    }
}
