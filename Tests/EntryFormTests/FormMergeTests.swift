import EntryForm
import Foundation
import TestSupport
import Testing

@Suite struct FormMergeTests {
    /// The example of docs/FORMS.md.
    static let example = #"""
        {"version": "2026-11",
         "fields": [
          {"key": "invoice_number", "label": "Invoice number", "type": "text", "required": true,
           "pattern": "^INV-[0-9]{6}$", "example": "INV-004211", "max_length": 20},
          {"key": "iban", "label": {"": "IBAN", "de": "IBAN"}, "type": "iban", "help": "As on the slip"},
          {"key": "paid_on", "label": {"en": "Date paid", "de": "Bezahlt am"}, "type": "date",
           "rules": [{"max_age_days": 90, "soft": true, "message": "Paid more than 90 days ago?"}, {"not_in_future": true}]},
          {"key": "method", "label": "Paid by", "type": "choice", "choices": ["cash", "cheque", {"value": "transfer", "label": {"en": "Bank transfer", "de": "Überweisung"}}]},
          {"key": "customer_no", "label": "Customer number", "type": "reference", "check": "damm"},
          {"key": "copies", "label": "Copies", "type": "integer", "min": 1, "max": 9, "placement": "desk"},
          {"key": "amount", "label": "Amount paid", "rules": [{"max": 5000, "soft": true}]},
          {"key": "company_name", "hidden": true}
         ]}
        """#

    @Test func builtInFieldsNotMentionedComeFirstThenTheFileInFileOrder() throws {
        let form = try FormFile.read(text: Self.example, path: "form.json")
        #expect(form.version == "2026-11")
        #expect(
            form.fields.map(\.key) == [
                "name", "address", "reference", "invoice_number", "iban", "paid_on", "method", "customer_no", "copies", "amount",
                "company_name"
            ])
        #expect(form.officeFields.map(\.key) == ["invoice_number", "iban", "paid_on", "method", "customer_no", "copies"])
        #expect(!form.deskFields.contains { $0.key == "company_name" })
        #expect(form.kioskFields.map(\.key).contains("copies") == false)
    }

    @Test func theFileDescribesItsFieldsWhole() throws {
        let form = try FormFile.read(text: Self.example, path: "form.json")
        let invoice = try #require(form.field("invoice_number"))
        #expect(invoice.type == .text && invoice.required && invoice.example == "INV-004211")
        #expect(invoice.rules == [FieldRule(.maxLength(20)), FieldRule(.pattern("^INV-[0-9]{6}$"))])
        #expect(form.field("iban")?.help == LocalizedText("As on the slip"))
        #expect(
            form.field("paid_on")?.rules == [
                FieldRule(.notOlderThanDays(90), soft: true, message: LocalizedText("Paid more than 90 days ago?")), FieldRule(.notInFuture)
            ])
        let method = try #require(form.field("method"))
        #expect(method.choices.map(\.value) == ["cash", "cheque", "transfer"])
        #expect(method.choices[2].label.text(for: "de") == "Überweisung")
        #expect(form.field("customer_no")?.type == .checkedReference(.damm))
        let copies = try #require(form.field("copies"))
        #expect(copies.placement == .desk && copies.rules == [FieldRule(.minimum(1)), FieldRule(.maximum(9))])
    }

    @Test func aBuiltInFieldKeepsItsTypeAndRulesAndTakesTheFilesChanges() throws {
        let form = try FormFile.read(text: Self.example, path: "form.json")
        let amount = try #require(form.field("amount"))
        #expect(amount.type == .amount && amount.required)
        #expect(amount.rules == [FieldRule(.maximum(5000), soft: true)])
        #expect(amount.displayLabel(language: "de") == "Amount paid")
        let company = try #require(form.field("company_name"))
        #expect(company.hidden && company.type == .company && company.rules == [FieldRule(.maxLength(200))])
        #expect(form.field("name") == BuiltInForm.definition.field("name"))
    }

    @Test func hidingTheNameMakesItOptional() throws {
        let form = try FormFile.read(text: #"{"fields": [{"key": "name", "hidden": true}]}"#, path: "form.json")
        let name = try #require(form.field("name"))
        #expect(name.hidden && !name.required)
        #expect(form.fields.map(\.key) == ["company_name", "address", "amount", "reference", "name"])
    }

    @Test func aRuleTheBuiltInFieldHasIsNotRepeated() throws {
        let form = try FormFile.read(
            text: #"{"fields": [{"key": "name", "max_length": 200, "rules": [{"max_length": 60, "soft": true}]}]}"#, path: "f")
        #expect(form.field("name")?.rules == [FieldRule(.maxLength(200)), FieldRule(.maxLength(60), soft: true)])
    }

    @Test func withoutAVersionTheFormIsNamedByADigestOfItsFields() throws {
        let empty = try FormFile.read(text: "{}", path: "form.json")
        #expect(empty.fields == BuiltInForm.definition.fields)
        // Pinned: the digest is FNV-1a 64 of the canonical JSON, the same on every run and machine.
        #expect(empty.version == "form-faa83c9d2ee17810")
        let again = try FormFile.read(text: #"{"fields": []}"#, path: "other.json")
        #expect(again.version == empty.version)
        let relabelled = try FormFile.read(text: #"{"fields": [{"key": "name", "label": "Payer"}]}"#, path: "form.json")
        #expect(relabelled.version.hasPrefix("form-") && relabelled.version.count == 21 && relabelled.version != empty.version)
    }

    @Test func aFileIsReadFromItsPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = try folder.write(Self.example, to: "form.json")
        #expect(try FormFile.read(path: url.path) == FormFile.read(text: Self.example, path: url.path))
        let broken = try folder.write("\u{FEFF}{\"fields\": [1]}", to: "broken.json")
        #expect(throws: FormFileError(path: broken.path, line: 1, column: 13, problem: "a field must be an object, not a number")) {
            try FormFile.read(path: broken.path)
        }
    }
}
