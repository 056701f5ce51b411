import EntryForm
import Foundation
import Testing

/// The amount's plausibility limits as soft rules of the form: the built-in form's million of
/// any currency, a currency's own limit standing in for it, a desk's configuration setting
/// its own (`withAmountLimits`), and the form file's words for all of it.
@Suite struct AmountLimitTests {
    private let english = Locale(identifier: "en_US")

    private func context(_ currency: String, locale: Locale? = nil) -> FieldCheckContext {
        FieldCheckContext(locale: locale ?? english, countryCode: "US", currencyCode: currency)
    }

    private func amount(_ form: FormDefinition) throws -> FormField { try #require(form.field("amount")) }

    @Test func theBuiltInFormAsksAboutMoreThanAMillionOfAnyCurrency() throws {
        let amount = try amount(BuiltInForm.definition)
        #expect(FieldCheck.check("1000000.00", field: amount, context: context("USD")) == .valid(stored: "1000000.00"))
        #expect(
            FieldCheck.check("1000000.01", field: amount, context: context("USD"))
                == .askFirst(stored: "1000000.01", message: "At most 1,000,000 USD: is this right?"))
        #expect(
            FieldCheck.check("2000000", field: amount, context: context("EUR", locale: Locale(identifier: "de_DE")))
                == .askFirst(stored: "2000000", message: "At most 1.000.000 EUR: is this right?"))
        // A refund (where negatives are allowed) of more than the limit is asked about too.
        #expect(
            FieldCheck.check("-2000000.00", field: amount, context: context("USD"))
                == .askFirst(stored: "-2000000.00", message: "At most 1,000,000 USD: is this right?"))
        #expect(FieldCheck.check("-25.00", field: amount, context: context("USD")) == .valid(stored: "-25.00"))
    }

    @Test func aCurrencysOwnLimitStandsInForTheOneOfEveryCurrency() throws {
        let form = try FormFile.read(
            text: #"{"fields": [{"key": "amount", "rules": [{"max": 100000000, "currency": "JPY", "soft": true}]}]}"#, path: "form.json")
        let amount = try amount(form)
        #expect(
            amount.rules == [FieldRule(.maximum(1_000_000), soft: true), FieldRule(.maximum(100_000_000), soft: true, currency: "JPY")])
        #expect(FieldCheck.check("5000000", field: amount, context: context("JPY")) == .valid(stored: "5000000"))
        #expect(
            FieldCheck.check("200000000", field: amount, context: context("JPY"))
                == .askFirst(stored: "200000000", message: "At most 100,000,000 JPY: is this right?"))
        #expect(
            FieldCheck.check("5000000.00", field: amount, context: context("USD"))
                == .askFirst(stored: "5000000.00", message: "At most 1,000,000 USD: is this right?"))
        #expect(amount.rules(forCurrency: "KRW") == [FieldRule(.maximum(1_000_000), soft: true)])
        #expect(amount.rules(forCurrency: "JPY") == [FieldRule(.maximum(100_000_000), soft: true, currency: "JPY")])
    }

    @Test func aHardLimitOfOneCurrencyLeavesTheSoftOneOfEveryCurrency() throws {
        let form = try FormFile.read(
            text: #"{"fields": [{"key": "amount", "rules": [{"max": 50000, "currency": "EUR", "message": "Above the till's limit"}]}]}"#,
            path: "form.json")
        let amount = try amount(form)
        #expect(
            FieldCheck.check("60000.00", field: amount, context: context("EUR")) == .refused(message: "Above the till's limit"))
        #expect(
            FieldCheck.check("1500000.00", field: amount, context: context("USD"))
                == .askFirst(stored: "1500000.00", message: "At most 1,000,000 USD: is this right?"))
    }

    @Test func aDesksConfigurationSetsTheLimitsOfTheFormInForce() throws {
        let configured = BuiltInForm.definition.withAmountLimits(default: .above(5000), perCurrency: ["JPY": 500_000, "KRW": 5_000_000])
        #expect(configured.version == "built-in")
        #expect(
            try amount(configured).rules == [
                FieldRule(.maximum(5000), soft: true), FieldRule(.maximum(500_000), soft: true, currency: "JPY"),
                FieldRule(.maximum(5_000_000), soft: true, currency: "KRW")
            ])
        #expect(
            FieldCheck.check("6000.00", field: try amount(configured), context: context("USD"))
                == .askFirst(stored: "6000.00", message: "At most 5,000 USD: is this right?"))
        #expect(FieldCheck.check("6000", field: try amount(configured), context: context("JPY")) == .valid(stored: "6000"))
        // Only what is set changes: no default keeps the form's own, never drops it.
        let perCurrencyOnly = BuiltInForm.definition.withAmountLimits(default: nil, perCurrency: ["JPY": 500_000])
        #expect(
            try amount(perCurrencyOnly).rules == [
                FieldRule(.maximum(1_000_000), soft: true), FieldRule(.maximum(500_000), soft: true, currency: "JPY")
            ])
        let never = BuiltInForm.definition.withAmountLimits(default: .never, perCurrency: ["JPY": 500_000])
        #expect(try amount(never).rules == [FieldRule(.maximum(500_000), soft: true, currency: "JPY")])
        #expect(FieldCheck.check("999999999.00", field: try amount(never), context: context("USD")) == .valid(stored: "999999999.00"))
        #expect(BuiltInForm.definition.withAmountLimits(default: nil, perCurrency: [:]) == BuiltInForm.definition)
        // Every other field is left as it is.
        #expect(Array(configured.fields.filter { $0.key != "amount" }) == BuiltInForm.definition.fields.filter { $0.key != "amount" })
    }

    @Test func theConfigurationReplacesAFormFilesLimitOfTheSameCurrencyAndKeepsItsHardRules() throws {
        let form = try FormFile.read(
            text: #"""
                {"version": "office-1", "fields": [{"key": "amount", "rules": [
                  {"max": 2000, "soft": true}, {"max": 300000, "currency": "JPY", "soft": true}, {"max": 90000}]}]}
                """#, path: "form.json")
        let configured = form.withAmountLimits(default: .above(8000), perCurrency: ["JPY": 900_000])
        #expect(configured.version == "office-1")
        #expect(
            try amount(configured).rules == [
                FieldRule(.maximum(90000)), FieldRule(.maximum(8000), soft: true),
                FieldRule(.maximum(900_000), soft: true, currency: "JPY")
            ])
    }

    @Test func aCurrencyRuleIsWrittenAndShownWithItsCode() throws {
        let form = try FormFile.read(
            text: #"{"fields": [{"key": "amount", "rules": [{"max": 100000000, "currency": "JPY", "soft": true}]}]}"#, path: "form.json")
        #expect(try FormFile.read(text: form.json(), path: "shown.json") == form)
        #expect(form.json().contains(#"{"max": 100000000, "currency": "JPY", "soft": true}"#))
        let line = try #require(form.table(language: "en").split(separator: "\n").first { $0.hasPrefix("amount") })
        #expect(line.hasSuffix("at most 1000000 (asks); at most 100000000 JPY (asks)"))
    }

    @Test func aCurrencyRuleIsCheckedWhereItIsWritten() {
        func problem(_ field: String) -> String? {
            do {
                _ = try FormFile.read(text: "{\"fields\": [\n  " + field + "\n]}", path: "form.json")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            problem(#"{"key": "amount", "rules": [{"max": 5, "currency": "jpy"}]}"#)
                == #"form.json:2:54: field "amount": "currency" must be an ISO 4217 code of three capital letters, like "JPY""#)
        #expect(
            problem(#"{"key": "paid", "label": "Paid", "type": "decimal", "rules": [{"max": 5, "currency": "EUR"}]}"#)
                == #"form.json:2:73: field "paid": "currency" applies to an amount's min and max only"#)
        #expect(
            problem(#"{"key": "reference", "rules": [{"max_length": 5, "currency": "EUR"}]}"#)
                == #"form.json:2:49: field "reference": "currency" applies to an amount's min and max only"#)
        #expect(
            problem(#"{"key": "amount", "rules": [{"min": 500, "currency": "EUR"}, {"max": 100, "currency": "EUR"}]}"#)
                == #"form.json:2:72: field "amount": min 500 is above max 100: no amount in EUR could be saved"#)
        // A limit for one currency does not clash with a floor for another.
        #expect(problem(#"{"key": "amount", "rules": [{"min": 500, "currency": "JPY"}, {"max": 100, "currency": "EUR"}]}"#) == nil)
        #expect(
            problem(#"{"key": "amount", "rules": [{"max": 5, "currency": 978}]}"#)
                == #"form.json:2:54: field "amount": "currency" must be a string, not a number"#)
    }
}
