import Foundation
import Testing
@testable import EntryStore
import TestSupport

/// A workbook exported in a desk's language titles the office's columns by their labels; saved
/// as CSV by a spreadsheet and imported again, those columns go back to their fields by any of
/// the form's languages, as the built-in ones go back by their titles.
@Suite("Office columns imported by their titles")
struct OfficeColumnTitlesTests {
    /// The form's office fields: their keys, and their labels in every language.
    private let keys = ["paid_on", "iban", "method"]
    private let labels = [
        "paid_on": ["Paid on", "Bezahlt am", "تاريخ الدفع"], "iban": ["IBAN"], "method": ["Payment method", "Zahlungsart"]
    ]

    private func entry() -> Entry {
        var entry = sampleEntry(name: "Anna Office", minute: 1)
        entry.officeFields = ["paid_on": "2026-11-29", "iban": "DE89370400440532013000", "method": "transfer", "old_code": "07"]
        entry.formVersion = "2026-03"
        return entry
    }

    /// `entry` saved and exported as a spreadsheet saves the workbook as CSV: its rows, under the
    /// workbook's titles, the office's columns titled `titles` (by key; the others by their keys).
    private func savedWorkbook(_ entry: Entry, titles: [String: String], in folder: TemporaryFolder) throws -> (Entry, Data) {
        let store = try EntryStore(url: folder.file("source.sqlite3"))
        let saved = try store.insert(entry)
        let requested = keys.map { OfficeFieldColumn(key: $0, title: titles[$0]) }
        let url = folder.file("export.csv")
        try EntryExporter(store: store).export(format: .csv, officeFields: requested, to: url)
        let rows = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\r\n").dropFirst()
        let header = ExportColumns(requested: requested, found: Set(entry.officeFields.keys)).titles
        return (saved, Data(([header.joined(separator: ",")] + rows).joined(separator: "\r\n").utf8))
    }

    @Test("titled in English or in German, every office value goes back to its field")
    func titlesInAnyOfTheFormsLanguages() throws {
        for titles in [
            ["paid_on": "Paid on", "iban": "IBAN", "method": "Payment method"],
            ["paid_on": "Bezahlt am", "iban": "IBAN", "method": "Zahlungsart"]
        ] {
            let folder = try TemporaryFolder()
            defer { folder.cleanUp() }
            let (saved, file) = try savedWorkbook(entry(), titles: titles, in: folder)
            let target = try EntryStore(url: folder.file("target.sqlite3"))
            let report = try EntryImporter(store: target).importData(
                file, format: .csv, path: "saved.csv", officeKeys: keys, officeLabels: labels)
            #expect(report.inserted == 1, "\(titles): \(report.rejected)")
            // A field no longer on the form, titled by its key, comes back too.
            #expect(try target.entry(id: saved.id)?.officeFields == saved.officeFields, "\(titles)")
        }
    }

    @Test("a title is a label in any case and spacing; without the form's labels it is no column EntryDesk knows")
    func titlesAreComparedAsHeadersAre() throws {
        let office = OfficeColumnNames(keys: keys, labels: labels)
        #expect(office.key(labelled: "bezahlt  AM") == "paid_on")
        #expect(office.key(labelled: "Payment-Method") == "method")
        #expect(office.key(labelled: "تاريخ الدفع") == "paid_on")
        #expect(office.key(labelled: "Invoice") == nil)
        let csv = "name,amount,currency,country_code,Bezahlt am\r\nAnna,12.50,EUR,DE,2026-11-29\r\n"
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        #expect(throws: ImportError.self) {
            try EntryImporter(store: store).importData(Data(csv.utf8), format: .csv, path: "a.csv", officeKeys: keys)
        }
        let report = try EntryImporter(store: store).importData(
            Data(csv.utf8), format: .csv, path: "a.csv", officeKeys: keys, officeLabels: labels)
        #expect(report.inserted == 1, "\(report.rejected)")
        #expect(try store.entries(limit: 1).first?.officeFields == ["paid_on": "2026-11-29"])
    }

    @Test("a label that is any name of a built-in column stays that column's, and one two fields share names neither")
    func ambiguousLabelsNameNoOfficeField() {
        let office = OfficeColumnNames(
            keys: ["note", "memo", "slip", "paid"],
            labels: ["note": ["Reference", "Notiz"], "memo": ["Notiz"], "slip": ["Slip"], "paid": ["Memo", "Betrag", "Payment"]])
        #expect(office.key(labelled: "Reference") == nil, "the built-in reference's own name")
        #expect(office.key(labelled: "Memo") == nil, "another name of the reference")
        #expect(office.key(labelled: "Betrag") == nil, "the amount's German name")
        #expect(office.key(labelled: "Payment") == nil, "another name of the amount")
        #expect(ImportColumnNames.column("Memo")?.field == .reference)
        #expect(office.key(labelled: "Notiz") == nil, "two fields' label")
        #expect(office.key(labelled: "slip") == "slip")
        #expect(ImportColumnNames.column("Reference")?.field == .reference)
    }
}
