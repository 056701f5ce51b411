import AddressKit
import Foundation
import Testing
@testable import EntryStore
import TestSupport

/// The spreadsheet export's workbook: typed cells, escaping, limits (SpreadsheetRoundTripTests
/// opens it in LibreOffice).
@Suite struct WorkbookExportTests {
    private func entry(name: String, postalCode: String, amount: String, currency: String, reference: String) -> Entry {
        Entry(
            id: UUID(uuidString: "0B7C4C8E-1B7D-4C4E-9A53-6F0C8A3B9D01")!,
            createdAt: Date(epochMilliseconds: 1_790_000_000_750), updatedAt: Date(epochMilliseconds: 1_790_000_000_750),
            address: Address(countryCode: "DE", postalCode: postalCode, streetLines: ["Straße <1> & \"2\""], name: name),
            amount: amount, currency: currency, reference: reference)
    }

    @Test func cellsCarryTheirTypes() {
        var sheet = WorkbookSheetWriter(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        sheet.begin(columns: .builtInOnly, rightToLeft: false)
        sheet.write(entry(name: "Jörg Schäfer", postalCode: "02134", amount: "1234.5", currency: "EUR", reference: "=1+1"))
        sheet.write(entry(name: "山田", postalCode: "100-0001", amount: "15000", currency: "JPY", reference: "00042"))
        sheet.write(entry(name: "Big", postalCode: "", amount: "12345678901234567.89", currency: "EUR", reference: ""))
        let xml = String(decoding: sheet.finish(), as: UTF8.self)
        #expect(xml.contains(#"<c r="D1" s="1" t="inlineStr"><is><t xml:space="preserve">Name</t></is></c>"#))
        #expect(xml.contains(#"<c r="J1" s="1" t="inlineStr"><is><t xml:space="preserve">Postcode</t></is></c>"#))
        #expect(xml.contains(#"<c r="D2" s="2" t="inlineStr"><is><t xml:space="preserve">Jörg Schäfer</t></is></c>"#))
        #expect(xml.contains(#"<c r="J2" s="2" t="inlineStr"><is><t xml:space="preserve">02134</t></is></c>"#))
        #expect(xml.contains(#"<c r="S2" s="2" t="inlineStr"><is><t xml:space="preserve">=1+1</t></is></c>"#))
        #expect(xml.contains(#"<t xml:space="preserve">Straße &lt;1&gt; &amp; &quot;2&quot;</t>"#))
        // Amounts: numbers in the format of their currency's decimals (EUR 2, JPY 0).
        #expect(xml.contains(#"<c r="Q2" s="6"><v>1234.50</v></c>"#))
        #expect(xml.contains(#"<c r="Q3" s="4"><v>15000</v></c>"#))
        // More digits than a double keeps: text, not a rounded number.
        #expect(xml.contains(#"<c r="Q4" s="2" t="inlineStr"><is><t xml:space="preserve">12345678901234567.89</t></is></c>"#))
        // 2026-09-21 14:13:20.750 UTC is 16:13:20 in Berlin (to the second), day 46286 of the
        // spreadsheet's count, which starts 25,569 days before 1970.
        let berlin: Double = 1_790_000_000 + 7_200
        let serial = berlin / 86_400 + 25_569
        #expect(Int(serial) == 46_286)
        #expect(xml.contains(#"<c r="B2" s="3"><v>\#(serial)</v></c>"#), "\(xml.prefix(3000))")
        // An empty cell is left out.
        #expect(!xml.contains(#"r="E2""#))
    }

    @Test func textThatXMLCannotHoldIsEscapedTheSpreadsheetWay() {
        #expect(WorkbookSheetWriter.escaped("a\u{01}b\rc\td\ne") == "a_x0001_b&#13;c\td\ne")
        #expect(WorkbookSheetWriter.escaped("_x0041_ and _x12") == "_x005F_x0041_ and _x12")
        #expect(WorkbookSheetWriter.reference(column: 0, row: 1) == "A1")
        #expect(WorkbookSheetWriter.reference(column: 25, row: 7) == "Z7")
        #expect(WorkbookSheetWriter.reference(column: 26, row: 7) == "AA7")
        #expect(WorkbookSheetWriter.isExactAsNumber("123456789012345") && WorkbookSheetWriter.isExactAsNumber("0.10000"))
        #expect(!WorkbookSheetWriter.isExactAsNumber("1234567890123456"))
        #expect(SpreadsheetWorkbook.sheetName("Einträge [2026/11]") == "Einträge 202611")
    }

    @Test func theWorkbookIsAZipAndThePlainExportsStayAsTheyWere() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(contentsOf: [entry(name: "Zoë", postalCode: "02134", amount: "7.5", currency: "EUR", reference: "007")])
        let url = folder.file("e.xlsx")
        #expect(try EntryExporter(store: store).exportWorkbook(to: url) == 1)
        let bytes = try Data(contentsOf: url)
        #expect(bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]))
        var mode = stat()
        #expect(stat(url.path, &mode) == 0 && mode.st_mode & 0o777 == 0o600)
        let csv = folder.file("e.csv")
        try EntryExporter(store: store).export(format: .csv, to: csv)
        #expect(
            try String(contentsOf: csv, encoding: .utf8) == EntryField.builtIn.map(\.rawValue).joined(separator: ",")
                + ",form_version,rule_reasons\r\n"
                + "0b7c4c8e-1b7d-4c4e-9a53-6f0c8a3b9d01,2026-09-21T14:13:20.750Z,2026-09-21T14:13:20.750Z,Zoë,,DE,,,,02134,,"
                + "\"Straße <1> & \"\"2\"\"\",,,,,7.50,EUR,007,,{}\r\n")
    }

    @Test func moreEntriesThanASheetHoldsWriteNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(contentsOf: [entry(name: "A", postalCode: "1", amount: "1", currency: "EUR", reference: "")])
        var seen = 0
        #expect(throws: ExportError.tooManyForASpreadsheet(count: 1, limit: 0)) {
            try EntryExporter(store: store).forEachEntry(since: nil, batch: nil, limit: 0, progress: nil) { _ in seen += 1 }
        }
        #expect(seen == 0)
    }
}
