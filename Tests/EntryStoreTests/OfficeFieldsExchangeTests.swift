import AddressKit
import Foundation
import Testing
@testable import EntryStore
import TestSupport

/// Exports write the office's columns after the built-in ones (the form's, in its order, then
/// any other the entries hold), then form_version and rule_reasons; imports read them back.
@Suite("Office fields in exports and imports")
struct OfficeFieldsExchangeTests {
    private func entries() -> [Entry] {
        var first = sampleEntry(name: "Anna Office", minute: 1)
        first.officeFields = ["iban": "DE89370400440532013000", "invoice": "=INV-004211", "old_code": "07"]
        first.formVersion = "2026-03"
        first.ruleReasons = ["invoice": "checked with \"accounts\", ok"]
        var second = sampleEntry(name: "Bernd Plain", minute: 2)
        second.officeFields = ["paid_on": "2026-11-29"]
        return [first, second, sampleEntry(name: "Carla None", minute: 3)]
    }

    private let form = [OfficeFieldColumn(key: "paid_on", title: "Paid on"), OfficeFieldColumn(key: "iban", title: "IBAN")]

    @Test("the columns: built-in, the form's office keys in order, other keys sorted, then the version and the reasons")
    func columnOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(contentsOf: entries())
        let url = folder.file("out.csv")
        try EntryExporter(store: store).export(format: .csv, officeFields: form, to: url)
        let header = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\r\n")[0]
        #expect(
            header
                == (EntryField.builtIn.map(\.rawValue) + ["paid_on", "iban", "invoice", "old_code", "form_version", "rule_reasons"])
                .joined(separator: ","))
        let columns = ExportColumns(requested: form, found: ["invoice", "iban"])
        #expect(columns.titles.suffix(5) == ["Paid on", "IBAN", "invoice", "Form version", "Reasons for kept values"])
    }

    @Test("an export imports back with every value, into an empty desk and over itself", arguments: [EntryFileFormat.csv, .jsonl])
    func roundTrip(format: EntryFileFormat) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let source = try EntryStore(url: folder.file("source.sqlite3"))
        let saved = try source.insert(contentsOf: entries())
        let url = folder.file("out.\(format.fileExtension)")
        try EntryExporter(store: source).export(format: format, officeFields: form, to: url)
        let target = try EntryStore(url: folder.file("target.sqlite3"))
        // No office keys passed: the export's own columns say which are office fields.
        let report = try EntryImporter(store: target, validator: BasicEntryValidator()).importFile(at: url)
        #expect(report.inserted == 3, "\(report.rejected)")
        for entry in saved {
            #expect(try target.entry(id: entry.id) == entry, "\(entry.name)")
        }
        #expect(try target.search("INV-004211", limit: 10).map(\.name) == ["Anna Office"])
        // Importing the same export again changes nothing.
        let again = try EntryImporter(store: source).importFile(at: url)
        #expect(again.rejected.isEmpty && again.inserted == 0)
        #expect(try source.entries(limit: 10) == saved.reversed())
    }

    @Test("in a file of another program, only the keys the form passes are office fields")
    func otherFilesNeedTheFormsKeys() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let csv = "name,amount,currency,country_code,iban\r\nAnna,12.50,EUR,DE,DE89370400440532013000\r\n"
        #expect(throws: ImportError.self) {
            try EntryImporter(store: store).importData(Data(csv.utf8), format: .csv, path: "a.csv")
        }
        let report = try EntryImporter(store: store).importData(Data(csv.utf8), format: .csv, path: "a.csv", officeKeys: ["iban"])
        #expect(report.inserted == 1)
        #expect(try store.entries(limit: 1).first?.officeFields == ["iban": "DE89370400440532013000"])
        let jsonl = #"{"name":"Bernd","amount":"1.00","currency":"EUR","country_code":"DE","paid_on":"2026-11-29"}"# + "\n"
        let withKey = try EntryImporter(store: store).importData(Data(jsonl.utf8), format: .jsonl, path: "b.jsonl", officeKeys: ["paid_on"])
        #expect(withKey.inserted == 1)
        let without = try EntryImporter(store: store).importData(Data(jsonl.utf8), format: .jsonl, path: "b.jsonl")
        #expect(without.inserted == 0 && without.rejected.count == 1)
    }
}
