import EntryStore
import Foundation
import Testing
import TestSupport

/// `entrydesk batch open|verify --fields` naming an office's own field of the form in force
/// (`--form`), by key or by label, beside the built-in ones.
@Suite struct BatchOfficeFieldCommandTests {
    static let formFile = #"""
        {"version": "office-test-1",
         "fields": [{"key": "iban", "type": "iban", "label": "IBAN"},
                    {"key": "invoice_number", "type": "text", "label": "Invoice number"}]}
        """#

    @Test func aBatchOpenedToVerifyAnOfficeFieldByItsLabelAndAnotherSentByItsKey() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let form = try sandbox.write(Self.formFile, to: "form.json").path
        let opened = try sandbox.run(["batch", "open", "Slips I", "--count", "0", "--fields", "amount, IBAN", "--form", form])
        #expect(opened.status == 0, "\(opened.output)")
        #expect(opened.output == "Opened batch \"Slips I\": 0 entries; keyed again: amount, iban.\n")
        let store = try EntryStore(url: sandbox.file("entries.sqlite3"))
        #expect(try store.batches.named("Slips I")?.verifiedFields == [.amount, .office("iban")])

        // A field the form does not have is refused, with what may be named.
        let unknown = try sandbox.run(["batch", "open", "Slips J", "--count", "0", "--fields", "amount,bic", "--form", form])
        #expect(unknown.status != 0)
        #expect(unknown.output.contains("--fields: no field named 'bic'"), "\(unknown.output)")
        #expect(unknown.output.contains("iban (IBAN)") && unknown.output.contains("postal_code ("), "\(unknown.output)")
        // Without the form, IBAN is no field.
        #expect(try sandbox.run(["batch", "open", "Slips J", "--count", "0", "--fields", "iban"]).status != 0)

        #expect(try sandbox.run(["batch", "close", "Slips I"]).status == 0)
        // Sent without --fields: the fields chosen when it was opened.
        let sent = try sandbox.run(["batch", "verify", "Slips I"])
        #expect(sent.output == "Batch \"Slips I\" waits for its second keying of amount, iban.\n", "\(sent.output)")
        let byKey = try sandbox.run(["batch", "verify", "Slips I", "--fields", "invoice_number,postal_code", "--form", form])
        #expect(byKey.output == "Batch \"Slips I\" waits for its second keying of invoice_number, postal_code.\n", "\(byKey.output)")
        #expect(try store.batches.named("Slips I")?.verifiedFields == [.office("invoice_number"), .postalCode])
    }
}
