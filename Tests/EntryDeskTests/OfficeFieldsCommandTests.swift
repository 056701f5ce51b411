import Foundation
import Testing
import TestSupport

/// `entrydesk import` and `export` with an office's form: a spreadsheet from another program
/// whose columns are named by the form's keys imports into them, and the export writes them
/// in the form's order, then any other an entry holds, so nothing keyed is left out.
@Suite struct OfficeFieldsCommandTests {
    private static let form = """
        {"version": "office-1", "fields": [
          {"key": "invoice_number", "label": {"": "Invoice number", "de": "Rechnungsnummer"}, "type": "text"},
          {"key": "iban", "label": "IBAN", "type": "iban"},
          {"key": "paid_on", "label": "Date paid", "type": "date"}
        ]}
        """

    @Test func importedColumnsNamedByTheFormGoToItsFieldsAndExportInItsOrder() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let form = try sandbox.write(Self.form, to: "form.json")
        // Columns in another order than the form's, as another program wrote them.
        let input = try sandbox.write(
            "name,iban,country_code,city,postal_code,street_line1,amount,currency,invoice_number\n"
                + "Anna Example,DE89370400440532013000,DE,Berlin,10115,Street 1,12.50,EUR,INV-004211\n",
            to: "slips.csv")
        let imported = try sandbox.run(["import", input.path, "--form", form.path])
        #expect(imported.status == 0, "\(imported.output)")

        let exported = try sandbox.run(["export", "--format", "csv", "--form", form.path])
        #expect(exported.status == 0, "\(exported.output)")
        let lines = exported.output.components(separatedBy: "\r\n")
        let header = lines.first?.split(separator: ",").map(String.init) ?? []
        let officeColumns = header.drop { $0 != "invoice_number" }.prefix(3)
        #expect(Array(officeColumns) == ["invoice_number", "iban", "paid_on"], "\(header)")
        #expect(header.suffix(2) == ["form_version", "rule_reasons"], "\(header)")
        let row = lines.count > 1 ? lines[1] : ""
        #expect(row.contains("INV-004211") && row.contains("DE89370400440532013000"), "\(row)")

        // Without the form, the values are still exported: under their keys, after the built-in columns.
        let withoutForm = try sandbox.run(["export", "--format", "jsonl"])
        #expect(withoutForm.output.contains(#""iban":"DE89370400440532013000""#), "\(withoutForm.output)")
        #expect(withoutForm.output.contains(#""invoice_number":"INV-004211""#), "\(withoutForm.output)")
    }

    @Test func anExportImportsBackWithEveryOfficeValue() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let form = try sandbox.write(Self.form, to: "form.json")
        let input = try sandbox.write(
            "name,country_code,city,postal_code,street_line1,amount,currency,invoice_number,paid_on\n"
                + "Ben Example,DE,Berlin,10115,Street 2,40.00,EUR,INV-000001,2026-11-02\n",
            to: "slips.csv")
        #expect(try sandbox.run(["import", input.path, "--form", form.path]).status == 0)
        let export = sandbox.file("all.jsonl")
        #expect(try sandbox.run(["export", "--out", export.path, "--form", form.path]).status == 0)
        let second = sandbox.file("second.sqlite3")
        let back = try sandbox.run(["import", export.path, "--database", second.path])
        #expect(back.status == 0, "\(back.output)")
        let again = try sandbox.run(["export", "--format", "jsonl", "--database", second.path])
        #expect(again.output.contains(#""invoice_number":"INV-000001""#), "\(again.output)")
        #expect(again.output.contains(#""paid_on":"2026-11-02""#), "\(again.output)")
    }

    @Test func rowsWhoseOfficeValuesBreakTheFormsRulesAreRefusedNamingFieldAndRule() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let form = try sandbox.write(Self.form, to: "form.json")
        let input = try sandbox.write(
            "name,country_code,city,postal_code,street_line1,amount,currency,iban,paid_on\n"
                + "Good Row,DE,Berlin,10115,Street 1,1.00,EUR,DE89370400440532013000,2026-11-02\n"
                + "Swapped Digits,DE,Berlin,10115,Street 2,2.00,EUR,DE89370400440532013001,2026-11-02\n"
                + "German Date,DE,Berlin,10115,Street 3,3.00,EUR,,02.11.2026\n",
            to: "slips.csv")
        let result = try sandbox.run(["import", input.path, "--form", form.path])
        #expect(result.status == 1, "some rows were not imported: \(result.output)")
        #expect(result.output.contains("1 added, 0 replaced, 2 invalid rows skipped (of 3)"), "\(result.output)")
        #expect(result.output.contains("row 3: 'iban' The check digits do not match"), "\(result.output)")
        #expect(result.output.contains("row 4: 'paid_on' is to be written as a date like 2026-11-29"), "\(result.output)")
        // The report names rows and rules, never the values (an IBAN is personal data).
        #expect(!result.output.contains("DE89370400440532013001"), "\(result.output)")
    }
}
