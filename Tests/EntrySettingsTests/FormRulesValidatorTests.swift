import AddressKit
import EntryForm
@testable import EntrySettings
import EntryStore
import Foundation
import Testing

/// An imported row meets the form's hard rules as a keyed one does: the amount's for its
/// currency too, while a soft rule (nobody there to give a reason) lets it in.
struct FormRulesValidatorTests {
    /// The built-in form with a till's hard limit of 50,000 yen.
    private var form: FormDefinition {
        var fields = BuiltInForm.definition.fields
        if let index = fields.firstIndex(where: { $0.key == BuiltInField.amount.rawValue }) {
            fields[index].rules.append(FieldRule(.maximum(50_000), message: LocalizedText("Above the till's limit"), currency: "JPY"))
        }
        return FormDefinition(fields: fields, version: "till-1")
    }

    private func entry(_ amount: String, _ currency: String) -> Entry {
        Entry(address: Address(countryCode: "JP"), amount: amount, currency: currency)
    }

    @Test func anAmountAboveAHardLimitOfItsCurrencyIsRefused() {
        let problems = FormRulesValidator(form: form).problems(in: entry("60000", "JPY"))
        #expect(problems.map(\.field) == [.amount])
        #expect(problems.first?.message == "Above the till's limit")
    }

    @Test func theLimitOfOneCurrencySaysNothingOfAnother() {
        #expect(FormRulesValidator(form: form).problems(in: entry("60000", "EUR")).isEmpty)
        #expect(FormRulesValidator(form: form).problems(in: entry("40000", "JPY")).isEmpty)
    }

    @Test func aSoftLimitLetsTheRowIn() {
        #expect(FormRulesValidator(form: BuiltInForm.definition).problems(in: entry("2000000", "USD")).isEmpty)
    }
}
