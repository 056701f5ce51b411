import AddressKit
import Foundation
import Testing
@testable import EntryStore
import TestSupport

/// `export --excel`'s CSV flavour, and the amounts every export writes with their currency's
/// minor digits.
@Suite struct SpreadsheetExportTests {
    private func entry(
        name: String, country: String, postalCode: String, amount: String, currency: String,
        reference: String, street: String = "Street 1", minute: Int64
    ) -> Entry {
        Entry(
            id: UUID(uuidString: String(format: "0B7C4C8E-1B7D-4C4E-9A53-6F0C8A3B9D%02d", minute))!,
            createdAt: Date(epochMilliseconds: 1_790_000_000_000 + minute * 60_000),
            updatedAt: Date(epochMilliseconds: 1_790_000_000_000 + minute * 60_000),
            address: Address(countryCode: country, postalCode: postalCode, streetLines: [street], name: name),
            amount: amount, currency: currency, reference: reference)
    }

    private func store(in folder: TemporaryFolder) throws -> EntryStore {
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(contentsOf: [
            entry(name: "Jürgen Müller", country: "DE", postalCode: "01067", amount: "300", currency: "EUR", reference: "00042", minute: 1),
            entry(
                name: "山田 太郎", country: "JP", postalCode: "100-0001", amount: "15000", currency: "JPY", reference: "=1+1",
                street: "1-2", minute: 2),
            entry(
                name: "=HYPERLINK(\"x\")", country: "BR", postalCode: "01310-200", amount: "1234.5", currency: "BRL",
                reference: "", minute: 3)
        ])
        return store
    }

    private func export(
        _ store: EntryStore, _ format: EntryFileFormat, _ dialect: CSVDialect = .plain,
        folder: TemporaryFolder
    ) throws -> [UInt8] {
        let url = folder.file("out-\(UUID().uuidString).\(format.fileExtension)")
        try EntryExporter(store: store).export(format: format, dialect: dialect, to: url)
        return try [UInt8](Data(contentsOf: url))
    }

    @Test func theSpreadsheetFlavourOfADecimalCommaLocale() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try store(in: folder)
        let bytes = try export(store, .csv, .spreadsheet(for: Locale(identifier: "de_DE")), folder: folder)
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        let lines = String(decoding: bytes.dropFirst(3), as: UTF8.self).components(separatedBy: "\r\n")
        #expect(lines[0] == EntryField.builtIn.map(\.rawValue).joined(separator: ";") + ";form_version;rule_reasons")
        #expect(lines[1].hasSuffix(";Jürgen Müller;;DE;;;;\"=\"\"01067\"\"\";;Street 1;;;;;300,00;EUR;\"=\"\"00042\"\"\";;{}"))
        // A street a spreadsheet would take for a date is kept text; a formula in a code column
        // is a string literal, shown as typed; yen have no decimals.
        #expect(lines[2].hasSuffix(";山田 太郎;;JP;;;;\"=\"\"100-0001\"\"\";;\"=\"\"1-2\"\"\";;;;;15000;JPY;\"=\"\"=1+1\"\"\";;{}"))
        // Formula escaping stays for the other text columns.
        #expect(lines[3].contains(";'=HYPERLINK(\"\"x\"\");") == false)
        #expect(lines[3].contains(";\"'=HYPERLINK(\"\"x\"\")\";"))
        #expect(lines[3].hasSuffix(";1234,50;BRL;;;{}"))
        #expect(lines.last == "")
        #expect(!lines.dropLast().contains { $0.contains("\n") || $0.contains("\r") })
    }

    @Test func theSpreadsheetFlavourOfADecimalDotLocaleUsesCommas() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try store(in: folder)
        for identifier in ["en_US", "ja_JP", "ar_EG"] {
            let text = String(
                decoding: try export(store, .csv, .spreadsheet(for: Locale(identifier: identifier)), folder: folder).dropFirst(3),
                as: UTF8.self)
            #expect(text.hasPrefix("id,created_at,"), "\(identifier)")
            #expect(text.contains(",300.00,EUR,\"=\"\"00042\"\"\",,{}\r\n"), "\(identifier)")
        }
        #expect(CSVDialect.spreadsheet(for: Locale(identifier: "fr_FR")).separator == .semicolon)
    }

    @Test func everyExportWritesTheCurrencysMinorDigits() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try store(in: folder)
        let csv = String(decoding: try export(store, .csv, folder: folder), as: UTF8.self)
        #expect(csv.contains(",300.00,EUR,00042,,{}\r\n"))
        #expect(csv.contains(",15000,JPY,'=1+1,,{}\r\n"))
        #expect(csv.contains(",1234.50,BRL,,,{}\r\n"))
        #expect(!csv.contains("\u{FEFF}") && !csv.contains("\"="))
        let jsonl = String(decoding: try export(store, .jsonl, folder: folder), as: UTF8.self)
        #expect(jsonl.contains(#""amount":"300.00","currency":"EUR""#))
        #expect(jsonl.contains(#""amount":"15000","currency":"JPY""#))
        #expect(jsonl.contains(#""amount":"1234.50","currency":"BRL""#))
    }

    @Test func aSpreadsheetExportImportsBackUnchanged() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let source = try store(in: folder)
        let plain = try export(source, .csv, folder: folder)
        for identifier in ["de_DE", "en_US"] {
            let url = folder.file("excel-\(identifier).csv")
            try EntryExporter(store: source).export(format: .csv, dialect: .spreadsheet(for: Locale(identifier: identifier)), to: url)
            let target = try EntryStore(url: folder.file("target-\(identifier).sqlite3"))
            let report = try EntryImporter(store: target, validator: ClosureEntryValidator { _ in [] }).importFile(at: url)
            #expect(report.inserted == 3 && report.rejected.isEmpty, "\(report.problemLines(path: identifier))")
            #expect(try export(target, .csv, folder: folder) == plain, "\(identifier)")
        }
    }
}
