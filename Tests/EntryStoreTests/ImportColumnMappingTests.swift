import Foundation
import Testing
@testable import EntryStore
import TestSupport

/// The window's import dialog: a preview of a spreadsheet's columns with the field each name
/// suggests, and an import through the mapping the person chose.
@Suite struct ImportColumnMappingTests {
    private static let text =
        "\u{FEFF}Name;Straße;PLZ;Ort;Land;Spende;Kundennr\r\n"
        + "Jürgen Müller;Hauptstr. 1;01067;Dresden;Deutschland;1.234,50;K-17\r\n"
        + "Anna Schmidt;Weg 2;10115;Berlin;DE;12,5;K-18\r\n"

    private func file(_ folder: TemporaryFolder) throws -> URL {
        let url = folder.file("spenden-\(UUID().uuidString).csv")
        try Data(Self.text.utf8).write(to: url)
        return url
    }

    @Test func thePreviewShowsTheColumnsTheirValuesAndWhatTheirNamesSuggest() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let preview = try ImportPreview.read(try file(folder))
        #expect(preview.headers == ["Name", "Straße", "PLZ", "Ort", "Land", "Spende", "Kundennr"])
        #expect(preview.suggested == [.name, .streetLine1, .postalCode, .city, .countryCode, nil, nil])
        #expect(preview.samples.count == 2)
        #expect(preview.samples[0][5] == "1.234,50")
        #expect(!ImportColumnMapping(fields: preview.suggested).isImportable)
        #expect(ImportColumnMapping(fields: preview.suggested).missing == [.amount])
    }

    @Test func anUnknownColumnChosenAsTheAmountImportsAndALeftOutOneIsDropped() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = try file(folder)
        var fields = try ImportPreview.read(url).suggested
        fields[5] = .amount
        let mapping = ImportColumnMapping(fields: fields, defaultCurrency: "EUR")
        #expect(mapping.isImportable)
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let importer = EntryImporter(
            store: store, validator: CombinedEntryValidator([BasicEntryValidator(), ReferenceDataValidator()]),
            locale: Locale(identifier: "de_DE"))
        // Without the mapping the file is refused, naming its unknown columns.
        #expect(throws: ImportError.self) { try importer.importFile(at: url) }
        let report = try importer.importFile(at: url, mapping: mapping)
        #expect(report.rejected.isEmpty, "\(report.problemLines(path: "f.csv"))")
        #expect(report.inserted == 2)
        let entries = try store.entries(limit: 10).reversed().map { $0 }
        #expect(entries.map(\.amount) == ["1234.50", "12.5"])
        #expect(entries.map(\.address.postalCode) == ["01067", "10115"])
        #expect(entries.map(\.reference) == ["", ""])
    }

    @Test func twoColumnsToOneFieldOrNoAmountAreRefusedInWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = try file(folder)
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let importer = EntryImporter(store: store)
        let twice = ImportColumnMapping(fields: [.name, .streetLine1, .postalCode, .postalCode, .countryCode, .amount, nil])
        #expect(twice.repeated.map(\.columns) == [[2, 3]])
        #expect(throws: ImportError.badHeader(path: url.path, reason: "'PLZ' and 'Ort' all go to the postal code")) {
            try importer.importFile(at: url, mapping: twice)
        }
        let noAmount = ImportColumnMapping(fields: [.name, .streetLine1, .postalCode, .city, .countryCode, nil, nil])
        #expect(throws: ImportError.badHeader(path: url.path, reason: "no column goes to the amount")) {
            try importer.importFile(at: url, mapping: noAmount)
        }
        #expect(try store.entries(limit: 10).isEmpty)
    }
}
