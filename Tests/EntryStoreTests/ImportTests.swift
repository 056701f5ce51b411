import AddressKit
import Foundation
import Testing
@testable import EntryStore
import TestSupport

@Suite struct ImportTests {
    private func importing(
        _ text: String, format: EntryFileFormat? = nil, name: String = "in.csv",
        into store: EntryStore, folder: TemporaryFolder,
        validator: any EntryValidator = BasicEntryValidator()
    ) throws -> ImportReport {
        let url = folder.file(name)
        try Data(text.utf8).write(to: url)
        return try EntryImporter(store: store, validator: validator).importFile(at: url, format: format)
    }

    @Test func roundTripGivesIdenticalEntries() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let source = try EntryStore(url: folder.file("a.sqlite3"))
        var tricky = sampleEntry(name: "O\"Brien, Pat", street: "1, \"Main\" St", reference: "ref\nwith break", minute: 3)
        tricky.extra3 = "😀 é"
        tricky.address.streetLines = ["1, \"Main\" St", "Flat 2"]
        let entries = try source.insert(contentsOf: [
            sampleEntry(minute: 1), sampleEntry(name: "Åsa", amount: "0.5", minute: 2), tricky,
            sampleEntry(name: "Neg", amount: "-12", minute: 4)
        ])
        let permissive = ClosureEntryValidator { _ in [] }
        // Exports write amounts with their currency's minor digits ("0.5" EUR is "0.50"): the
        // same amounts, in the form the import then keeps.
        let exported = entries.map { entry in
            var padded = entry
            padded.amount = DecimalText.padded(entry.amount, fractionDigits: 2)
            return padded
        }
        for format in EntryFileFormat.allCases {
            let file = folder.file("export.\(format.fileExtension)")
            try EntryExporter(store: source).export(format: format, to: file)
            let target = try EntryStore(url: folder.file("b-\(format.rawValue).sqlite3"))
            let report = try EntryImporter(store: target, validator: permissive).importFile(at: file)
            #expect(report == ImportReport(rowsRead: 4, inserted: 4, replaced: 0, rejected: []))
            #expect(try target.entries(limit: 10) == exported.reversed())
            // Importing the same file again replaces, changing nothing.
            let again = try EntryImporter(store: target, validator: permissive).importFile(at: file)
            #expect(again.replaced == 4 && again.inserted == 0)
            #expect(try target.entries(limit: 10) == exported.reversed())
        }
    }

    @Test func invalidRowsAreReportedWithLinesAndValidOnesImported() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let csv = """
            name,country_code,city,street_line1,amount,currency,reference\r
            Good One,DE,Berlin,"Street 1\r
            second line of a quoted field",12.50,EUR,\r
            ,DE,Berlin,Street,abc,euro,\r
            \r
            Good Two,FR,Paris,Rue,7,EUR,x\r
            Too Few,DE\r
            Big,DE,Berlin,Street,1234567890123456,EUR,\r
            """
        let report = try importing(csv, into: store, folder: folder)
        // The quoted field spanning lines 2-3 holds a line break, which the validator refuses;
        // the lines after it are still numbered as in the file.
        #expect(report.rowsRead == 5)
        #expect(report.inserted == 1)
        #expect(report.rejected.map(\.line) == [2, 4, 7, 8])
        #expect(report.rejected[0].problems.map(\.field) == [.streetLine1])
        #expect(report.rejected[1].problems.map(\.field) == [.amount, .name, .currency])
        #expect(report.rejected[2].problems.map(\.field) == [nil])
        #expect(report.rejected[3].problems.map(\.field) == [.amount])
        #expect(report.rejected[3].problems[0].description.contains("16 integer digits"))
        #expect(try store.entries(limit: 10).map(\.name) == ["Good Two"])
    }

    @Test func brokenCSVWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let cases: [(String, Int)] = [
            ("name,amount,currency,country_code\nA,1,EUR,DE\nB,\"2,EUR,DE\nC,3,EUR,DE\n", 3),
            ("name,amount,currency,country_code\nA,1,EUR,DE\nB\"x,2,EUR,DE\n", 3),
            ("name,amount,currency,country_code\nA,1,EUR,DE\n\"B\"x,2,EUR,DE\n", 3)
        ]
        for (text, line) in cases {
            #expect {
                try importing(text, into: store, folder: folder)
            } throws: { error in
                guard case let .brokenCSV(path, errorLine, _) = error as? ImportError else { return false }
                return path == folder.file("in.csv").path && errorLine == line
            }
        }
        #expect(try store.count() == 0)
    }

    @Test func badHeaderNotUTF8AndUnreadableWriteNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        #expect { try importing("name,amount,colour\nA,1,red\n", into: store, folder: folder) } throws: {
            guard case .badHeader = $0 as? ImportError else { return false }
            return "\($0)".contains("colour")
        }
        #expect { try importing("name,name\nA,B\n", into: store, folder: folder) } throws: {
            guard case .badHeader = $0 as? ImportError else { return false }
            return true
        }
        let latin1 = folder.file("latin1.csv")
        try Data("name,amount,currency,country_code\nA,1,EUR,DE\nM\u{FC}ller".utf8.map { $0 }.prefix(51) + [0xFC, 0x0A]).write(to: latin1)
        #expect(throws: ImportError.notUTF8(path: latin1.path, line: 3)) {
            try EntryImporter(store: store).importFile(at: latin1)
        }
        let missing = folder.file("missing.csv")
        #expect { try EntryImporter(store: store).importFile(at: missing) } throws: {
            guard case let .unreadable(path, _) = $0 as? ImportError else { return false }
            return path == missing.path
        }
        #expect(try store.count() == 0)
    }

    @Test func jsonLines() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let text = """
            {"name":"A\\u00e9 \\ud83d\\ude00","country_code":"DE","amount":12.5,"currency":"EUR"}

            {"name":"B","country_code":"DE","amount":"1e3","currency":"EUR"}
            {"name":"C","country_code":"DE","amount":"3","currency":"EUR","colour":"red"}
            {"name":"D","country_code":"DE","amount":"4","currency":"EUR","reference":null,"city":["x"]}
            {"name":"E","name":"F","country_code":"DE","amount":"5","currency":"EUR"}
            """
        let report = try importing(text, name: "in.jsonl", into: store, folder: folder)
        #expect(report.rowsRead == 5)
        #expect(report.inserted == 1)
        #expect(report.rejected.map(\.line) == [3, 4, 5, 6])
        #expect(try store.entries(limit: 5).map(\.name) == ["Aé 😀"])
        #expect(try store.entries(limit: 5).map(\.amount) == ["12.5"])
    }

    @Test func brokenJSONLineWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let existing = try store.insert(sampleEntry(name: "Kept"))
        let id = existing.id.uuidString
        let text = """
            {"name":"A","country_code":"DE","amount":"1","currency":"EUR"}
            {"id":"\(id)","name":"Replaced","country_code":"DE","amount":"2","currency":"EUR"}
            {"name":"B","country_code":"DE","amount":"2","currency":"EUR"
            """
        #expect { try importing(text, name: "x.data", into: store, folder: folder) } throws: {
            guard case let .brokenJSON(_, line, column, _) = $0 as? ImportError else { return false }
            return line == 3 && column == 62
        }
        // Rows before the broken line were written inside the transaction and rolled back.
        #expect(try store.entries(limit: 10) == [existing])
    }

    @Test func duplicateIdsInOneFileAndDetection() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let id = UUID().uuidString
        let text = "id,name,country_code,amount,currency\n\(id),A,DE,1,EUR\n\(id),B,DE,2,EUR\nnot-a-uuid,C,DE,3,EUR\n"
        let report = try importing(text, name: "noext", into: store, folder: folder)
        #expect(report.inserted == 1)
        #expect(report.rejected.map(\.line) == [3, 4])
        #expect(report.rejected.map { $0.problems.map(\.field) } == [[.id], [.id]])
        #expect(
            report.problemLines(path: "f.csv") == [
                "f.csv: row 3: 'id' is the same as on line 2",
                "f.csv: row 4: 'id' not-a-uuid is not a UUID like 0b7c4c8e-1b7d-4c4e-9a53-6f0c8a3b9d21"
            ])
        #expect(report.summary == "1 added, 0 replaced, 2 invalid rows skipped (of 3)")
        #expect(EntryFileFormat(sniffing: Array("\u{FEFF}  {\"a\":1}".utf8)) == .jsonl)
        #expect(EntryFileFormat(sniffing: Array("name,amount".utf8)) == .csv)
    }

    @Test func injectedValidatorDecides() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let noBerlin = ClosureEntryValidator { entry in
            entry.address.city == "Berlin" ? [FieldProblem(field: .city, message: "not served")] : []
        }
        let validator = CombinedEntryValidator([BasicEntryValidator(), noBerlin])
        let text = "name,city,country_code,amount,currency\nA,Berlin,DE,1,EUR\nB,Bonn,DE,1,EUR\n"
        let report = try importing(text, into: store, folder: folder, validator: validator)
        #expect(report.rejected == [.init(line: 2, row: 2, problems: [FieldProblem(field: .city, message: "not served")])])
        #expect(report.inserted == 1)
    }

    @Test func emptyFileImportsNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        #expect(try importing("", into: store, folder: folder) == ImportReport(rowsRead: 0, inserted: 0, replaced: 0, rejected: []))
        #expect(try importing("name,amount\n", into: store, folder: folder).rowsRead == 0)
    }

    @Test func aFolderOrAPipeIsRefusedBeforeAnythingIsRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let subfolder = folder.file("exports")
        try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
        // Seeking to the end of a folder reports 2^63 bytes: reserving that aborted the process.
        #expect(throws: ImportError.unreadable(path: subfolder.path, reason: "it is a folder")) {
            try EntryImporter(store: store).importFile(at: subfolder)
        }
        #expect(
            "\(ImportError.unreadable(path: subfolder.path, reason: "it is a folder"))"
                == "\(subfolder.path): cannot read the file: it is a folder; nothing was imported")
        // A pipe would block the import until someone writes to it.
        let pipe = folder.file("pipe.csv")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        #expect(throws: ImportError.unreadable(path: pipe.path, reason: "it is not a regular file (a device, pipe or socket)")) {
            try ImportFileReader.check(pipe)
        }
        #expect(throws: ImportError.unreadable(path: folder.file("none.csv").path, reason: "no such file")) {
            try ImportFileReader.check(folder.file("none.csv"))
        }
        #expect(try store.count() == 0)
    }

    @Test func aFileWithoutIdsImportedTwiceAddsItsRowsOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let csv = "name,country_code,city,amount,currency\nA,DE,Berlin,1.50,EUR\nB,DE,Bonn,2,EUR\nB,DE,Bonn,2,EUR\n"
        let first = try importing(csv, into: store, folder: folder)
        // The same row twice in one file is two entries (two equal payments): only entries saved
        // before the import count as already saved.
        #expect(first == ImportReport(rowsRead: 3, inserted: 3, replaced: 0, rejected: []))
        let second = try importing(csv, into: store, folder: folder)
        #expect(second == ImportReport(rowsRead: 3, inserted: 0, replaced: 0, alreadySaved: 3, rejected: []))
        #expect(second.summary == "0 added, 0 replaced, 0 invalid rows skipped (of 3); 3 already saved, skipped")
        #expect(try store.count() == 3)
        // A row that differs in any field is new.
        let changed = try importing("name,country_code,city,amount,currency\nA,DE,Berlin,1.5,EUR\n", into: store, folder: folder)
        #expect(changed.inserted == 1 && changed.alreadySaved == 0)
        // A row without an id but with times is already saved only when the times match too.
        let saved = try #require(try store.search("Bonn", limit: 1).first)
        let createdAt = ISO8601Timestamp.format(saved.createdAt)
        let timed =
            "name,country_code,city,amount,currency,created_at\nB,DE,Bonn,2,EUR,\(createdAt)\nB,DE,Bonn,2,EUR,2020-01-01T00:00:00.000Z\n"
        let report = try importing(timed, into: store, folder: folder)
        #expect(report.alreadySaved == 1 && report.inserted == 1)
    }

    @Test func anOlderRowNeverReplacesANewerEntry() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let original = try store.insert(sampleEntry(name: "Saved", minute: 0))
        let edited = try store.update(original, now: original.createdAt.addingTimeInterval(3600))
        let id = original.id.uuidString.lowercased()
        let header = "id,created_at,updated_at,name,country_code,amount,currency\n"
        let older = ISO8601Timestamp.format(original.createdAt.addingTimeInterval(60))
        let report = try importing(header + "\(id),,\(older),Stale,DE,1,EUR\n", into: store, folder: folder)
        #expect(report == ImportReport(rowsRead: 1, inserted: 0, replaced: 0, keptNewer: 1, rejected: []))
        #expect(report.summary == "0 added, 0 replaced, 0 invalid rows skipped (of 1); 1 kept: the saved entry is newer")
        #expect(report.isComplete)
        #expect(try store.entry(id: original.id) == edited)
        // A newer row replaces it; without a created_at the saved one stays.
        let newer = ISO8601Timestamp.format(original.createdAt.addingTimeInterval(7200))
        let replacing = try importing(header + "\(id),,\(newer),Fresh,DE,2,EUR\n", into: store, folder: folder)
        #expect(replacing.replaced == 1 && replacing.keptNewer == 0)
        let replaced = try #require(try store.entry(id: original.id))
        #expect(replaced.name == "Fresh")
        #expect(replaced.createdAt == original.createdAt)
        #expect(ISO8601Timestamp.format(replaced.updatedAt) == newer)
        // A row with the same change time replaces (importing an export again changes nothing).
        let same = try importing(header + "\(id),,\(newer),Fresh,DE,2,EUR\n", into: store, folder: folder)
        #expect(same.replaced == 1)
        #expect(try store.entry(id: original.id) == replaced)
    }

    @Test func formulaEscapesComeOffTextCellsOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let permissive = ClosureEntryValidator { _ in [] }
        let csv = "name,city,reference,country_code,amount,currency\n'=x,'t Hooft,''+1,DE,-2,EUR\n"
        let report = try importing(csv, into: store, folder: folder, validator: permissive)
        #expect(report.inserted == 1)
        let entry = try #require(try store.entries(limit: 1).first)
        #expect(entry.name == "=x")
        #expect(entry.address.city == "'t Hooft")
        #expect(entry.reference == "''+1")
        #expect(entry.amount == "-2")
        // The amount is a machine column: an apostrophe there is not an escape but an error.
        let quotedAmount = try importing("name,country_code,amount,currency\nA,DE,'-2,EUR\n", into: store, folder: folder)
        #expect(quotedAmount.rejected.map { $0.problems.map(\.field) } == [[.amount]])
    }
}
