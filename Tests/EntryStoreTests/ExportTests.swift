import AddressKit
import Foundation
import Testing
@testable import EntryStore

@Suite struct ExportTests {
    private func fixedEntry() -> Entry {
        Entry(
            id: UUID(uuidString: "0B7C4C8E-1B7D-4C4E-9A53-6F0C8A3B9D21")!,
            createdAt: Date(epochMilliseconds: 1_790_000_000_123),
            updatedAt: Date(epochMilliseconds: 1_790_000_060_000),
            address: Address(
                countryCode: "FR", city: "Paris", postalCode: "75002", sortingCode: "CEDEX 02",
                streetLines: ["12, rue de la \"Paix\"", "Bât. B"], name: "François Lefèvre", companyName: "ACME"),
            extra1: "line\nbreak", amount: "1234.50", currency: "EUR", reference: "")
    }

    private func exportText(_ store: EntryStore, _ format: EntryFileFormat, since: Date? = nil, folder: TemporaryFolder) throws -> String {
        let url = folder.file("out.\(format.fileExtension)")
        try EntryExporter(store: store).export(format: format, since: since, to: url)
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func csvIsRFC4180WithHeader() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(fixedEntry())
        let text = try exportText(store, .csv, folder: folder)
        let expected = "id,created_at,updated_at,name,company_name,country_code,country_area,city,city_area,"
            + "postal_code,sorting_code,street_line1,street_line2,extra1,extra2,extra3,amount,currency,reference\r\n"
            + "0b7c4c8e-1b7d-4c4e-9a53-6f0c8a3b9d21,2026-09-21T14:13:20.123Z,2026-09-21T14:14:20.000Z,"
            + "François Lefèvre,ACME,FR,,Paris,,75002,CEDEX 02,\"12, rue de la \"\"Paix\"\"\",Bât. B,"
            + "\"line\nbreak\",,,1234.50,EUR,\r\n"
        #expect(text == expected)
    }

    @Test func jsonLinesHaveStableKeys() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(fixedEntry())
        let text = try exportText(store, .jsonl, folder: folder)
        let expected = #"{"id":"0b7c4c8e-1b7d-4c4e-9a53-6f0c8a3b9d21","created_at":"2026-09-21T14:13:20.123Z","#
            + #""updated_at":"2026-09-21T14:14:20.000Z","name":"François Lefèvre","company_name":"ACME","#
            + #""country_code":"FR","country_area":"","city":"Paris","city_area":"","postal_code":"75002","#
            + #""sorting_code":"CEDEX 02","street_line1":"12, rue de la \"Paix\"","street_line2":"Bât. B","#
            + #""extra1":"line\nbreak","extra2":"","extra3":"","amount":"1234.50","currency":"EUR","reference":""}"#
            + "\n"
        #expect(text == expected)
        // Each line is valid JSON for other tools.
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
        #expect(object?["street_line1"] == "12, rue de la \"Paix\"")
    }

    @Test func sinceFiltersByLastChangeAndOrderIsOldestFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let old = try store.insert(sampleEntry(name: "Old", minute: 0))
        let newer = try store.insert(sampleEntry(name: "Newer", minute: 10))
        _ = try store.insert(sampleEntry(name: "Edited", minute: -5))
        let edited = try store.update(try store.search("edited", limit: 1)[0], now: old.createdAt.addingTimeInterval(3600))
        let since = old.createdAt.addingTimeInterval(60)
        let text = try exportText(store, .csv, since: since, folder: folder)
        let lines = text.split(separator: "\r\n").dropFirst()
        #expect(lines.map { $0.prefix(36) } == [edited.id, newer.id].map { Substring($0.uuidString.lowercased()) })
        #expect(try exportText(store, .jsonl, folder: folder).split(separator: "\n").count == 3)
    }

    @Test func exportReplacesTargetAtomicallyAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(sampleEntry())
        let out = folder.file("out.csv")
        try Data("previous".utf8).write(to: out)
        let count = try EntryExporter(store: store).export(format: .csv, to: out)
        #expect(count == 1)
        #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("id,created_at"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!names.contains { $0.hasSuffix(".tmp") })
        // A folder that does not exist gives an error naming the file, not a crash.
        #expect(throws: ExportError.self) {
            try EntryExporter(store: store).export(format: .csv, to: folder.file("missing/out.csv"))
        }
    }

    @Test func fullDiskIsAnExportErrorNotACrash() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(contentsOf: (0..<300).map { sampleEntry(name: "P\($0)", minute: Int64($0)) })
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }  // Linux only
        #expect { try EntryExporter(store: store).export(format: .jsonl, to: full) } throws: { error in
            guard case .cannotWrite = error as? ExportError else { return false }
            return true
        }
    }
}
