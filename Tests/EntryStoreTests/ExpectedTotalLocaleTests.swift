import EntryStore
import Foundation
import Testing

/// A batch's control totals typed in the window, read the way the operator's locale writes
/// amounts: "150,00 EUR" in German, "$20.00" in English; exact decimals.
@Suite("Expected totals in the locale's format")
struct ExpectedTotalLocaleTests {
    @Test(
        "read as the locale writes amounts",
        arguments: [
            ("de_DE", "150,00 EUR", "EUR", "150.00"),
            ("de_DE", "1.234,50 EUR", "EUR", "1234.50"),
            ("de_DE", "150,00 €", "EUR", "150.00"),
            ("de_DE", "EUR 150,00", "EUR", "150.00"),
            ("de_DE", "150 EUR", "EUR", "150.00"),
            ("de_DE", "0,10 eur", "EUR", "0.10"),
            ("de_DE", "150.00 EUR", "EUR", "150.00"),
            ("de_DE", "1.500 JPY", "JPY", "1500"),
            ("en_US", "150.00 EUR", "EUR", "150.00"),
            ("en_US", "$20.00", "USD", "20.00"),
            ("en_US", "EUR 1,234.50", "EUR", "1234.50"),
            ("en_US", "150EUR", "EUR", "150.00"),
            ("en_US", "9999999999999.99 USD", "USD", "9999999999999.99"),
            ("fr_FR", "1 234,50 €", "EUR", "1234.50"),
            ("fr_FR", "1\u{202F}234,50 EUR", "EUR", "1234.50"),
            ("ar_EG", "EUR ١٥٠٫٢٥", "EUR", "150.25"),
            ("ja_JP", "¥1,500", "JPY", "1500")
        ])
    func reads(locale: String, text: String, currency: String, amount: String) throws {
        let total = try ExpectedTotal(parsing: text, locale: Locale(identifier: locale))
        #expect(total == ExpectedTotal(currency: currency, amount: amount), "\(locale) \(text)")
    }

    @Test(
        "refused with words and an example written the locale's way",
        arguments: [
            ("de_DE", "150,00", "“150,00” is not a total: type an amount and a currency code, like 150,00 EUR"),
            ("en_US", "150.00", "“150.00” is not a total: type an amount and a currency code, like 150.00 EUR"),
            ("de_DE", "$20,00", "like 150,00 EUR"),
            ("de_DE", "-5 EUR", "“-5 EUR” is not a total: negative amounts are not allowed here"),
            ("de_DE", "150,005 EUR", "amounts in EUR have 2 decimal places, but 3 were typed; for example 1.234,50"),
            ("en_US", "12,3456 EUR", "for example 1,234.50"),
            ("en_US", "abc EUR", "is not a total")
        ])
    func refuses(locale: String, text: String, words: String) {
        do {
            let total = try ExpectedTotal(parsing: text, locale: Locale(identifier: locale))
            Issue.record("\(locale) \(text) read as \(total)")
        } catch {
            #expect("\(error)".contains(words), "\(locale) \(text): \(error)")
        }
    }

    @Test("the example follows the locale")
    func example() {
        #expect(ExpectedTotal.example(locale: Locale(identifier: "de_DE")) == "150,00 EUR")
        #expect(ExpectedTotal.example(locale: Locale(identifier: "en_US")) == "150.00 EUR")
        #expect(ExpectedTotal.example(locale: Locale(identifier: "fr_FR")) == "150,00 EUR")
    }

    @Test("the command line's reading is unchanged: plain decimals only")
    func commandLine() throws {
        #expect(try ExpectedTotal(parsing: "150.00 EUR") == ExpectedTotal(currency: "EUR", amount: "150.00"))
        #expect(throws: BatchError.self) { try ExpectedTotal(parsing: "12,50 EUR") }
    }
}
