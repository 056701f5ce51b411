import AddressKit
import Foundation
import Synchronization
import Testing
@testable import EntryStore
import TestSupport

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
        let expected =
            "id,created_at,updated_at,name,company_name,country_code,country_area,city,city_area,"
            + "postal_code,sorting_code,street_line1,street_line2,extra1,extra2,extra3,amount,currency,reference,"
            + "form_version,rule_reasons\r\n"
            + "0b7c4c8e-1b7d-4c4e-9a53-6f0c8a3b9d21,2026-09-21T14:13:20.123Z,2026-09-21T14:14:20.000Z,"
            + "François Lefèvre,ACME,FR,,Paris,,75002,CEDEX 02,\"12, rue de la \"\"Paix\"\"\",Bât. B,"
            + "\"line\nbreak\",,,1234.50,EUR,,,{}\r\n"
        #expect(text == expected)
    }

    @Test func jsonLinesHaveStableKeys() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(fixedEntry())
        let text = try exportText(store, .jsonl, folder: folder)
        let expected =
            #"{"id":"0b7c4c8e-1b7d-4c4e-9a53-6f0c8a3b9d21","created_at":"2026-09-21T14:13:20.123Z","#
            + #""updated_at":"2026-09-21T14:14:20.000Z","name":"François Lefèvre","company_name":"ACME","#
            + #""country_code":"FR","country_area":"","city":"Paris","city_area":"","postal_code":"75002","#
            + #""sorting_code":"CEDEX 02","street_line1":"12, rue de la \"Paix\"","street_line2":"Bât. B","#
            + #""extra1":"line\nbreak","extra2":"","extra3":"","amount":"1234.50","currency":"EUR","reference":"","#
            + #""form_version":"","rule_reasons":"{}"}"#
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

    @Test func anExportIsPrivateKeepsAReplacedFilesPermissionsAndFollowsALink() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(sampleEntry())
        let exporter = EntryExporter(store: store)
        func permissions(_ url: URL) throws -> Int {
            try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
        }
        // Personal data: a new export is for its owner only.
        let fresh = folder.file("fresh.csv")
        try exporter.export(format: .csv, to: fresh)
        #expect(try permissions(fresh) == 0o600)
        // A file replaced keeps what its owner chose (shared with a group, or kept private).
        let shared = folder.file("shared.csv")
        try Data("old".utf8).write(to: shared)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: shared.path)
        try exporter.export(format: .csv, to: shared)
        #expect(try permissions(shared) == 0o640)
        // A link stays a link; the file it names gets the export.
        let link = folder.file("link.csv")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: shared)
        try exporter.export(format: .jsonl, to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == shared.path)
        #expect(try String(contentsOf: shared, encoding: .utf8).hasPrefix("{"))
    }

    @Test func anExportsFileNameNamesItsFormatOrNone() {
        func format(_ fileExtension: String) -> EntryFileFormat? {
            EntryFileFormat(exportFileExtensionOf: URL(fileURLWithPath: "/tmp/entries.\(fileExtension)"))
        }
        #expect(format("csv") == .csv && format("CSV") == .csv)
        #expect(format("jsonl") == .jsonl && format("ndjson") == .jsonl)
        #expect(format("json") == nil, "one JSON document is not what JSON Lines is")
        #expect(format("txt") == nil && EntryFileFormat(exportFileExtensionOf: URL(fileURLWithPath: "/tmp/entries")) == nil)
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

    @Test func csvTextCellsThatSpreadsheetsRunAreEscapedAndImportBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        var entry = fixedEntry()
        entry.address.name = "=HYPERLINK(\"http://x\")"
        entry.address.companyName = "+1 555"
        entry.address.city = "@SUM(A1)"
        entry.address.cityArea = "-district"
        // (A postal code is stored trimmed, in its country's form: the tab is in an extra.)
        entry.address.postalCode = "75002"
        entry.address.sortingCode = "\rCEDEX"
        entry.address.streetLines = ["'t Hooftstraat 1"]
        entry.extra1 = "plain"
        entry.extra2 = "\t75002"
        entry.amount = "-1234.50"
        entry.reference = "=1+2"
        try store.insert(entry)
        let text = try exportText(store, .csv, folder: folder)
        let row = text.split(separator: "\r\n", omittingEmptySubsequences: false)[1]
        #expect(
            row == "0b7c4c8e-1b7d-4c4e-9a53-6f0c8a3b9d21,2026-09-21T14:13:20.123Z,2026-09-21T14:14:20.000Z,"
                + "\"'=HYPERLINK(\"\"http://x\"\")\",'+1 555,FR,,'@SUM(A1),'-district,75002,\"'\rCEDEX\","
                + "'t Hooftstraat 1,,plain,'\t75002,,-1234.50,EUR,'=1+2,,{}")
        // JSON Lines is read by programs, not spreadsheets: nothing is escaped there.
        #expect(try exportText(store, .jsonl, folder: folder).contains(#""name":"=HYPERLINK(\"http://x\")""#))
        // Importing the export gives the entry back exactly.
        let target = try EntryStore(url: folder.file("t.sqlite3"))
        let permissive = ClosureEntryValidator { _ in [] }
        let report = try EntryImporter(store: target, validator: permissive).importFile(at: folder.file("out.csv"))
        #expect(report.inserted == 1)
        #expect(try target.entries(limit: 1) == [try EntryStore.normalizedForStorage(entry)])
    }

    /// Spreadsheets skip spaces and invisible characters before "=", and read full-width signs:
    /// such cells are escaped too, and come back unchanged on import.
    @Test func formulasBehindSpacesInvisibleCharactersOrInFullWidthAreEscaped() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        var entry = fixedEntry()
        entry.address.name = " =1+2"
        entry.address.companyName = "\u{00A0}=1+2"
        entry.address.city = "\u{200B}=1+2"
        entry.address.cityArea = "＝1+2"
        entry.reference = "\u{FEFF}\u{3000}＋1"
        entry.extra1 = "a = b"
        try store.insert(entry)
        let text = try exportText(store, .csv, folder: folder)
        let row = String(text.split(separator: "\r\n", omittingEmptySubsequences: false)[1])
        for escaped in ["' =1+2", "'\u{00A0}=1+2", "'\u{200B}=1+2", "'＝1+2", "'\u{FEFF}\u{3000}＋1"] {
            #expect(row.contains(escaped), "\(escaped) in \(row)")
        }
        #expect(row.contains(",a = b,"), "an = inside the text is no formula")
        let target = try EntryStore(url: folder.file("t.sqlite3"))
        let report = try EntryImporter(store: target, validator: ClosureEntryValidator { _ in [] }).importFile(at: folder.file("out.csv"))
        #expect(report.inserted == 1)
        #expect(try target.entries(limit: 1) == [try EntryStore.normalizedForStorage(entry)])
    }

    /// An export killed before its rename leaves a hidden file of personal data; the next
    /// export to the same file removes it, but never one a running export is writing.
    @Test func aKilledExportsTemporaryFileGoesWithTheNextExport() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(fixedEntry())
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let running = Process()
        running.executableURL = URL(fileURLWithPath: "/bin/sleep")
        running.arguments = ["30"]
        try running.run()
        defer { running.terminate() }
        let uuid = UUID().uuidString
        let killed = folder.file(".out.csv.\(finished.processIdentifier).\(uuid).tmp")
        let older = folder.file(".out.csv.\(uuid).tmp")
        let live = folder.file(".out.csv.\(running.processIdentifier).\(uuid).tmp")
        let unrelated = folder.file(".out.csv.notes.tmp")
        for file in [killed, older, live, unrelated] { try Data("Ada Lovelace".utf8).write(to: file) }
        _ = try exportText(store, .csv, folder: folder)
        #expect(!FileManager.default.fileExists(atPath: killed.path))
        #expect(!FileManager.default.fileExists(atPath: older.path))
        #expect(FileManager.default.fileExists(atPath: live.path), "a running export's file stays")
        #expect(FileManager.default.fileExists(atPath: unrelated.path), "not an export's file")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.sorted() == [live.lastPathComponent, unrelated.lastPathComponent].sorted())
    }

    /// The window's export reports how far it is and can be cancelled, leaving nothing behind.
    @Test func progressIsReportedAndCancellingWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(contentsOf: (0..<1_200).map { _ in sampleEntry().withID(UUID()) })
        let reports = Mutex<[Int]>([])
        let url = folder.file("all.csv")
        let written = try EntryExporter(store: store).export(format: .csv, to: url) { written, total in
            #expect(total == 1_200)
            reports.withLock { $0.append(written) }
            return true
        }
        #expect(written == 1_200)
        #expect(reports.withLock { $0 } == [0, 500, 1_000, 1_200])
        let cancelled = folder.file("cancelled.csv")
        #expect(throws: ExportError.cancelled) {
            try EntryExporter(store: store).export(format: .csv, to: cancelled) { written, _ in written < 500 }
        }
        #expect(!FileManager.default.fileExists(atPath: cancelled.path))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty, "no temporary file left: \(left)")
    }

    @Test func exportNeverReplacesTheDatabaseItsCompanionsOrAnotherDatabase() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let database = folder.file("e.sqlite3")
        let store = try EntryStore(url: database)
        let saved = try store.insert(sampleEntry())
        let other = try EntryStore(url: folder.file("other.sqlite3"))
        try other.insert(sampleEntry(name: "Other"))
        let otherBytes = try Data(contentsOf: folder.file("other.sqlite3"))
        let link = folder.file("link.csv")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: database)
        let hardLink = folder.file("hard.csv")
        try FileManager.default.linkItem(at: database, to: hardLink)
        let subfolder = folder.file("sub")
        try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
        let cases: [(URL, String)] = [
            (database, "it is the entry database being exported"),
            (folder.file("sub/../e.sqlite3"), "it is the entry database being exported"),
            (link, "it is the entry database being exported"),
            (hardLink, "it is the entry database being exported"),
            (folder.file("e.sqlite3-wal"), "it is the entry database's -wal file"),
            (folder.file("e.sqlite3-shm"), "it is the entry database's -shm file"),
            (folder.file("e.sqlite3-journal"), "it is the entry database's -journal file"),
            (folder.file("other.sqlite3"), "it is an SQLite database (it starts with the SQLite header)"),
            (subfolder, "it is a folder")
        ]
        for (url, reason) in cases {
            for format in EntryFileFormat.allCases {
                #expect(throws: ExportError.refusedTarget(path: url.path, reason: reason)) {
                    try EntryExporter(store: store).export(format: format, to: url)
                }
            }
        }
        #expect(
            "\(ExportError.refusedTarget(path: "/x/e.sqlite3", reason: "it is the entry database being exported"))"
                == "will not export to /x/e.sqlite3: it is the entry database being exported; nothing was written. Choose another file.")
        // Nothing was written: the databases are intact and no temporary file is left.
        #expect(try store.entries(limit: 10) == [saved])
        #expect(try Data(contentsOf: folder.file("other.sqlite3")) == otherBytes)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!names.contains { $0.hasSuffix(".tmp") })
        #expect(!FileManager.default.fileExists(atPath: folder.file("e.sqlite3-journal").path))
    }
}
