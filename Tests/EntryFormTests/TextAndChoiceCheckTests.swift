import EntryForm
import Foundation
import Testing

@Suite struct TextAndChoiceCheckTests {
    let english = FieldCheckContext(locale: Locale(identifier: "en_US"), countryCode: "US")
    let german = FieldCheckContext(locale: Locale(identifier: "de_DE"), countryCode: "DE")

    let invoice = FormField(
        key: "invoice_number", type: .text, label: LocalizedText("Invoice number"), required: true,
        rules: [FieldRule(.pattern("^INV-[0-9]{6}$")), FieldRule(.maxLength(20))], example: "INV-004211")

    let method = FormField(
        key: "method", type: .choice, label: LocalizedText("Paid by"),
        choices: [
            FieldChoice(value: "cash", label: LocalizedText("cash")),
            FieldChoice(value: "transfer", label: LocalizedText(texts: ["en": "Bank transfer", "de": "Überweisung"]))
        ])

    @Test func textIsTrimmedAndKeptAsTyped() {
        #expect(FieldCheck.check("  INV-004211 ", field: invoice, context: english) == .valid(stored: "INV-004211"))
    }

    @Test func emptyIsRefusedWhenRequiredAndEmptyOtherwise() {
        #expect(FieldCheck.check("   ", field: invoice, context: english) == .refused(message: "Enter the Invoice number"))
        #expect(FieldCheck.check("", field: method, context: english) == .empty)
    }

    @Test func aPatternRefusalShowsTheExample() {
        #expect(FieldCheck.check("INV-42", field: invoice, context: english) == .refused(message: "Expected like INV-004211"))
        var noExample = invoice
        noExample.example = nil
        #expect(FieldCheck.check("INV-42", field: noExample, context: english) == .refused(message: "Not in the form this field takes"))
    }

    @Test func maxLengthCountsCharacters() {
        let field = FormField(key: "note", type: .text, label: LocalizedText("Note"), rules: [FieldRule(.maxLength(3))])
        #expect(FieldCheck.check("äöü", field: field, context: english) == .valid(stored: "äöü"))
        #expect(FieldCheck.check("äöüß", field: field, context: english) == .refused(message: "At most 3 characters; this has 4"))
    }

    @Test func softRulesAskAfterHardRulesPass() {
        let field = FormField(
            key: "note", type: .text, label: LocalizedText("Note"),
            rules: [FieldRule(.maxLength(3), soft: true), FieldRule(.pattern("[a-z]+"))])
        #expect(FieldCheck.check("ABCD", field: field, context: english) == .refused(message: "Not in the form this field takes"))
        #expect(
            FieldCheck.check("abcd", field: field, context: english)
                == .askFirst(stored: "abcd", message: "At most 3 characters; this has 4: is this right?"))
        let own = FormField(
            key: "note", type: .text, label: LocalizedText("Note"),
            rules: [FieldRule(.maxLength(3), soft: true, message: LocalizedText(texts: ["": "Long?", "de": "Lang?"]))])
        #expect(FieldCheck.check("abcd", field: own, context: german) == .askFirst(stored: "abcd", message: "Lang?"))
    }

    @Test func aChoiceIsTakenByValueOrByLabelInAnyLanguageAndCase() {
        #expect(FieldCheck.check("CASH", field: method, context: english) == .valid(stored: "cash"))
        #expect(FieldCheck.check("transfer", field: method, context: english) == .valid(stored: "transfer"))
        #expect(FieldCheck.check("überweisung", field: method, context: english) == .valid(stored: "transfer"))
        #expect(FieldCheck.check("bank transfer", field: method, context: german) == .valid(stored: "transfer"))
        #expect(FieldCheck.check("cheque", field: method, context: german) == .refused(message: "Expected one of: cash, Überweisung"))
    }

    @Test func theAmountKeepsItsNumberRules() {
        let amount = FormField(
            key: "amount", type: .amount, label: LocalizedText("Amount"), required: true,
            rules: [FieldRule(.maximum(5000), soft: true)])
        #expect(FieldCheck.check("4999.99", field: amount, context: english) == .valid(stored: "4999.99"))
        #expect(
            FieldCheck.check("5000.01", field: amount, context: english)
                == .askFirst(stored: "5000.01", message: "At most 5,000: is this right?"))
        #expect(
            FieldCheck.check("5000.01", field: amount, context: german)
                == .askFirst(stored: "5000.01", message: "At most 5.000: is this right?"))
    }

    @Test func theLanguageOfAContextKeepsTheRegionOnlyWhereCataloguesDo() {
        #expect(FieldCheckContext(locale: Locale(identifier: "pt_BR"), countryCode: "").language == "pt_BR")
        #expect(FieldCheckContext(locale: Locale(identifier: "zh_CN"), countryCode: "").language == "zh_CN")
        #expect(FieldCheckContext(locale: Locale(identifier: "de_AT"), countryCode: "").language == "de")
    }
}
