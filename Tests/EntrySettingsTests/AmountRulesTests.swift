import AmountKit
import EntryForm
@testable import EntrySettings
import Foundation
import Localization
import Testing

/// The `[amounts]` rules the window and `entrydesk import` share, and the locale the window
/// reads from the environment.
struct AmountRulesTests {
    private func rules(_ text: String) throws -> AmountRules {
        try AppConfiguration(file: ConfigurationFile(text: text, path: "c.conf"), path: "c.conf").amounts
    }

    @Test func defaultsRefuseNegativesAndKeepTheFormsLimit() throws {
        let rules = try rules("")
        #expect(!rules.allowsNegative)
        #expect(rules.confirmAbove == nil)
        #expect(rules.limiting(BuiltInForm.definition) == BuiltInForm.definition, "the built-in form asks above a million")
    }

    /// The configuration's limits are the amount's soft rules of the form in force: one check.
    @Test func limitsPerCurrencyAndNeverBecomeTheAmountsSoftRules() throws {
        let rules = try rules(
            "[amounts]\nallow-negative = true\nconfirm-above = 5000\nconfirm-above-per-currency = JPY 100000000, KRW 1000000000\n")
        #expect(rules.allowsNegative)
        #expect(
            rules.limiting(BuiltInForm.definition).field("amount")?.rules == [
                FieldRule(.maximum(5000), soft: true), FieldRule(.maximum(100_000_000), soft: true, currency: "JPY"),
                FieldRule(.maximum(1_000_000_000), soft: true, currency: "KRW")
            ])
        let never = try self.rules("[amounts]\nconfirm-above = never\n")
        #expect(never.confirmAbove == .never)
        #expect(never.limiting(BuiltInForm.definition).field("amount")?.rules == [])
    }

    @Test func malformedRulesNameTheLineAndWhatWasExpected() throws {
        let cases: [(String, String)] = [
            ("[amounts]\nconfirm-above = lots\n", "amounts.confirm-above"),
            ("[amounts]\nconfirm-above = -5\n", "amounts.confirm-above"),
            ("[amounts]\nconfirm-above-per-currency = yen 5\n", "amounts.confirm-above-per-currency"),
            ("[amounts]\nallow-negative = sometimes\n", "amounts.allow-negative")
        ]
        for (text, key) in cases {
            #expect {
                _ = try rules(text)
            } throws: { error in
                guard case let .invalid(_, line, found, _, _) = error as? ConfigurationError else { return false }
                return line == 2 && found == key
            }
        }
    }

    @Test func theLocaleComesFromTheEnvironmentAsTheCLibraryReadsIt() {
        #expect(UserLocale.resolve(["LANG": "de_DE.UTF-8"])?.identifier == "de_DE")
        #expect(UserLocale.resolve(["LANG": "en_US.UTF-8", "LC_MONETARY": "fr_CH.UTF-8"])?.identifier == "fr_CH")
        #expect(UserLocale.resolve(["LC_ALL": "ja_JP.UTF-8", "LANG": "de_DE.UTF-8"])?.identifier == "ja_JP")
        #expect(UserLocale.resolve(["LANG": "sr_RS@latin"])?.identifier == "sr_RS")
        #expect(UserLocale.resolve(["LANG": "C.UTF-8"]) == nil)
        #expect(UserLocale.resolve([:]) == nil)
    }
}
