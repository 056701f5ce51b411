import AddressKit
import EntrySettings
import EntryForm
import EntryStore
import Foundation
import Testing
import TestSupport

/// An office adds a phone number with its form file and nothing else: the field is checked by
/// the entry's country's rules, stored, found by search, exported in the form's place, imported
/// back and sent to the team server under its key, with no line of code naming it.
@Suite struct PhoneFieldByFormFileTests {
    private static let formText = """
        {"version": "with-phone-1",
         "fields": [{"key": "phone", "type": "phone", "label": {"": "Phone", "de": "Telefon", "ar": "الهاتف"}}]}
        """

    @Test func aPhoneFieldAddedByTheFormFileGoesThroughEveryLayer() throws {
        let folder = try TemporaryFolder("phone-field")
        defer { folder.cleanUp() }
        let form = try FormFile.read(text: Self.formText, path: "form.json")
        let phone = try #require(form.field("phone"))
        #expect(form.officeFields.map(\.key) == ["phone"])
        #expect(phone.displayLabel(language: "de") == "Telefon" && phone.displayLabel(language: "fr") == "Phone")

        // Keyed the German way at a German entry: stored in E.164.
        let context = FieldCheckContext(locale: Locale(identifier: "de_DE"), countryCode: "DE")
        #expect(FieldCheck.check("030 1234567", field: phone, context: context) == .valid(stored: "+49301234567"))
        guard case .refused = FieldCheck.check("030 12", field: phone, context: context) else {
            Issue.record("a German number two digits long is refused")
            return
        }

        // Stored and read back, found by search, waiting for the team server under its key.
        let store = try EntryStore(url: folder.file("desk.sqlite3"))
        var entry = Entry(
            address: Address(countryCode: "DE", city: "Berlin", postalCode: "10115", streetLines: ["Invalidenstr. 1"], name: "Ada Example"),
            amount: "12.50", currency: "EUR")
        entry.officeFields = ["phone": "+49301234567"]
        entry.formVersion = form.version
        let saved = try store.insert(entry)
        #expect(try store.entry(id: saved.id)?.officeFields == ["phone": "+49301234567"])
        #expect(try store.search("49301234567", limit: 5).map(\.id) == [saved.id])
        #expect(try store.sync.outgoingChanges(limit: 5).first?.fields["phone"] == "+49301234567")

        // Exported in the form's place, titled in the desk's language in a workbook; imported back.
        #expect(form.exportColumns(language: "de").map(\.title) == ["Telefon"])
        let csv = folder.file("out.csv")
        #expect(try EntryExporter(store: store).export(format: .csv, officeFields: form.exportColumns(), to: csv) == 1)
        let header = try String(contentsOf: csv, encoding: .utf8).components(separatedBy: "\r\n").first ?? ""
        #expect(header.hasSuffix(",reference,phone,form_version,rule_reasons"), "\(header)")
        let second = try EntryStore(url: folder.file("second.sqlite3"))
        let report = try EntryImporter(store: second, validator: ImportValidation.makeValidator(allowsNegative: false, form: form))
            .importFile(at: csv, officeKeys: form.officeKeys)
        #expect(report.rejected.isEmpty && report.inserted == 1, "\(report.rejected)")
        let back = try #require(try second.entry(id: saved.id))
        #expect(back.officeFields == ["phone": "+49301234567"] && back.formVersion == "with-phone-1")
    }
}
