import EntryForm
import Testing

@Suite struct BuiltInFormTests {
    @Test func theBuiltInFormHasItsFieldsInOrder() {
        let form = BuiltInForm.definition
        #expect(form.version == "built-in")
        #expect(form.fields.map(\.key) == ["name", "company_name", "address", "amount", "reference"])
        #expect(form.fields.map(\.type) == [.name, .company, .address, .amount, .text])
        #expect(form.fields.map(\.required) == [true, false, true, true, false])
        #expect(form.field("name")?.rules == [FieldRule(.maxLength(200))])
        #expect(form.field("company_name")?.rules == [FieldRule(.maxLength(200))])
        #expect(form.field("reference")?.rules == [FieldRule(.maxLength(100))])
        #expect(form.field("amount")?.rules == [FieldRule(.maximum(1_000_000), soft: true)], "the plausibility limit")
        #expect(form.fields.allSatisfy { !$0.hidden && $0.placement == .both })
        #expect(form.officeFields.isEmpty)
    }

    /// The built-in form's English labels and the gettext messages of the titles are one text
    /// (translations are not active in tests, so `title` is the message itself).
    @Test func builtInLabelsAreTheTitlesGettextTranslates() {
        for field in BuiltInForm.definition.fields {
            let builtIn = try! #require(field.builtIn)
            #expect(field.label == LocalizedText(builtIn.title))
            #expect(field.displayLabel(language: "de") == builtIn.title)
        }
        #expect(BuiltInField.companyName.title == "Organisation")
    }

    @Test func aRelabelIsByLanguageAndTheOtherLanguagesKeepTheTitle() throws {
        let form = try FormFile.read(text: #"{"fields": [{"key": "name", "label": {"de": "Kunde"}}]}"#, path: "form.json")
        let name = try #require(form.field("name"))
        #expect(name.displayLabel(language: "de") == "Kunde")
        #expect(name.displayLabel(language: "de_AT") == "Kunde")
        #expect(name.displayLabel(language: "fr") == "Name")
        let everywhere = try FormFile.read(text: #"{"fields": [{"key": "name", "label": "Payer"}]}"#, path: "form.json")
        #expect(everywhere.field("name")?.displayLabel(language: "ja") == "Payer")
    }

    @Test func anOfficeFieldShowsItsOwnLabelAndHelp() throws {
        let form = try FormFile.read(
            text:
                #"{"fields": [{"key": "paid_on", "label": {"en": "Date paid", "de": "Bezahlt am"}, "type": "date", "help": "As on the slip"}]}"#,
            path: "form.json")
        let field = try #require(form.field("paid_on"))
        #expect(field.displayLabel(language: "de") == "Bezahlt am")
        #expect(field.displayLabel(language: "en") == "Date paid")
        #expect(field.displayLabel(language: "fr") == "Date paid")
        #expect(field.displayHelp(language: "pt_BR") == "As on the slip")
    }
}
