@testable import AmountKit
import Foundation
import Testing

/// What Foundation (swift-foundation with ICU) prints on Linux, recorded and reviewed against
/// CLDR: en_IN groups 12,34,567; de_CH groups with U+2019; fr_FR with U+202F and puts U+00A0
/// before the symbol; ar_BH writes Arabic-Indic digits with U+066C/U+066B, an RLM (U+200F)
/// before the number and an ALM (U+061C) before the minus; IQD and BHD keep ISO's 3 digits.
@Suite("Formatting")
struct FormatTests {
    enum Display: Sendable { case symbol, isoCode }

    static let rows: [(String, String, Display, String, String)] = [
        ("en_US", "USD", .symbol, "1234567.5", "$1,234,567.50"),
        ("en_US", "USD", .isoCode, "1234567.5", "USD\u{A0}1,234,567.50"),
        ("en_US", "USD", .symbol, "-1234.5", "-$1,234.50"),
        ("en_US", "USD", .isoCode, "-1234.5", "-USD\u{A0}1,234.50"),
        ("en_US", "USD", .symbol, "0.5", "$0.50"),
        ("en_US", "USD", .isoCode, "0.5", "USD\u{A0}0.50"),
        ("en_GB", "GBP", .symbol, "1234567.5", "\u{A3}1,234,567.50"),
        ("en_GB", "GBP", .isoCode, "1234567.5", "GBP\u{A0}1,234,567.50"),
        ("en_GB", "GBP", .symbol, "-1234.5", "-\u{A3}1,234.50"),
        ("en_GB", "GBP", .isoCode, "-1234.5", "-GBP\u{A0}1,234.50"),
        ("en_GB", "GBP", .symbol, "0.5", "\u{A3}0.50"),
        ("en_GB", "GBP", .isoCode, "0.5", "GBP\u{A0}0.50"),
        ("en_IN", "INR", .symbol, "1234567.5", "\u{20B9}12,34,567.50"),
        ("en_IN", "INR", .isoCode, "1234567.5", "INR\u{A0}12,34,567.50"),
        ("en_IN", "INR", .symbol, "-1234.5", "-\u{20B9}1,234.50"),
        ("en_IN", "INR", .isoCode, "-1234.5", "-INR\u{A0}1,234.50"),
        ("en_IN", "INR", .symbol, "0.5", "\u{20B9}0.50"),
        ("en_IN", "INR", .isoCode, "0.5", "INR\u{A0}0.50"),
        ("de_DE", "EUR", .symbol, "1234567.5", "1.234.567,50\u{A0}\u{20AC}"),
        ("de_DE", "EUR", .isoCode, "1234567.5", "1.234.567,50\u{A0}EUR"),
        ("de_DE", "EUR", .symbol, "-1234.5", "-1.234,50\u{A0}\u{20AC}"),
        ("de_DE", "EUR", .isoCode, "-1234.5", "-1.234,50\u{A0}EUR"),
        ("de_DE", "EUR", .symbol, "0.5", "0,50\u{A0}\u{20AC}"),
        ("de_DE", "EUR", .isoCode, "0.5", "0,50\u{A0}EUR"),
        ("de_CH", "CHF", .symbol, "1234567.5", "CHF\u{A0}1\u{2019}234\u{2019}567.50"),
        ("de_CH", "CHF", .isoCode, "1234567.5", "CHF\u{A0}1\u{2019}234\u{2019}567.50"),
        ("de_CH", "CHF", .symbol, "-1234.5", "CHF-1\u{2019}234.50"),
        ("de_CH", "CHF", .isoCode, "-1234.5", "CHF-1\u{2019}234.50"),
        ("de_CH", "CHF", .symbol, "0.5", "CHF\u{A0}0.50"),
        ("de_CH", "CHF", .isoCode, "0.5", "CHF\u{A0}0.50"),
        ("fr_FR", "EUR", .symbol, "1234567.5", "1\u{202F}234\u{202F}567,50\u{A0}\u{20AC}"),
        ("fr_FR", "EUR", .isoCode, "1234567.5", "1\u{202F}234\u{202F}567,50\u{A0}EUR"),
        ("fr_FR", "EUR", .symbol, "-1234.5", "-1\u{202F}234,50\u{A0}\u{20AC}"),
        ("fr_FR", "EUR", .isoCode, "-1234.5", "-1\u{202F}234,50\u{A0}EUR"),
        ("fr_FR", "EUR", .symbol, "0.5", "0,50\u{A0}\u{20AC}"),
        ("fr_FR", "EUR", .isoCode, "0.5", "0,50\u{A0}EUR"),
        ("nl_NL", "EUR", .symbol, "1234567.5", "\u{20AC}\u{A0}1.234.567,50"),
        ("nl_NL", "EUR", .isoCode, "1234567.5", "EUR\u{A0}1.234.567,50"),
        ("nl_NL", "EUR", .symbol, "-1234.5", "\u{20AC}\u{A0}-1.234,50"),
        ("nl_NL", "EUR", .isoCode, "-1234.5", "EUR\u{A0}-1.234,50"),
        ("nl_NL", "EUR", .symbol, "0.5", "\u{20AC}\u{A0}0,50"),
        ("nl_NL", "EUR", .isoCode, "0.5", "EUR\u{A0}0,50"),
        ("ja_JP", "JPY", .symbol, "1234567", "\u{A5}1,234,567"),
        ("ja_JP", "JPY", .isoCode, "1234567", "JPY\u{A0}1,234,567"),
        ("ja_JP", "JPY", .symbol, "-1234", "-\u{A5}1,234"),
        ("ja_JP", "JPY", .isoCode, "-1234", "-JPY\u{A0}1,234"),
        ("ja_JP", "JPY", .symbol, "7", "\u{A5}7"),
        ("ja_JP", "JPY", .isoCode, "7", "JPY\u{A0}7"),
        (
            "ar_BH", "BHD", .symbol, "1234567.5",
            "\u{200F}\u{661}\u{66C}\u{662}\u{663}\u{664}\u{66C}\u{665}\u{666}\u{667}\u{66B}\u{665}\u{660}\u{660}\u{A0}\u{62F}.\u{628}.\u{200F}"
        ),
        (
            "ar_BH", "BHD", .isoCode, "1234567.5",
            "\u{200F}\u{661}\u{66C}\u{662}\u{663}\u{664}\u{66C}\u{665}\u{666}\u{667}\u{66B}\u{665}\u{660}\u{660}\u{A0}BHD"
        ),
        (
            "ar_BH", "BHD", .symbol, "-1234.5",
            "\u{61C}-\u{200F}\u{661}\u{66C}\u{662}\u{663}\u{664}\u{66B}\u{665}\u{660}\u{660}\u{A0}\u{62F}.\u{628}.\u{200F}"
        ),
        ("ar_BH", "BHD", .isoCode, "-1234.5", "\u{61C}-\u{200F}\u{661}\u{66C}\u{662}\u{663}\u{664}\u{66B}\u{665}\u{660}\u{660}\u{A0}BHD"),
        ("ar_BH", "BHD", .symbol, "0.5", "\u{200F}\u{660}\u{66B}\u{665}\u{660}\u{660}\u{A0}\u{62F}.\u{628}.\u{200F}"),
        ("ar_BH", "BHD", .isoCode, "0.5", "\u{200F}\u{660}\u{66B}\u{665}\u{660}\u{660}\u{A0}BHD"),
        ("pt_BR", "BRL", .symbol, "1234567.5", "R$\u{A0}1.234.567,50"),
        ("pt_BR", "BRL", .isoCode, "1234567.5", "BRL\u{A0}1.234.567,50"),
        ("pt_BR", "BRL", .symbol, "-1234.5", "-R$\u{A0}1.234,50"),
        ("pt_BR", "BRL", .isoCode, "-1234.5", "-BRL\u{A0}1.234,50"),
        ("pt_BR", "BRL", .symbol, "0.5", "R$\u{A0}0,50"),
        ("pt_BR", "BRL", .isoCode, "0.5", "BRL\u{A0}0,50"),
        ("en_US", "BHD", .symbol, "1234567.5", "BHD\u{A0}1,234,567.500"),
        ("en_US", "BHD", .isoCode, "1234567.5", "BHD\u{A0}1,234,567.500"),
        ("en_US", "BHD", .symbol, "-1234.5", "-BHD\u{A0}1,234.500"),
        ("en_US", "BHD", .isoCode, "-1234.5", "-BHD\u{A0}1,234.500"),
        ("en_US", "BHD", .symbol, "0.5", "BHD\u{A0}0.500"),
        ("en_US", "BHD", .isoCode, "0.5", "BHD\u{A0}0.500"),
        ("de_DE", "JPY", .symbol, "1234567", "1.234.567\u{A0}\u{A5}"),
        ("de_DE", "JPY", .isoCode, "1234567", "1.234.567\u{A0}JPY"),
        ("de_DE", "JPY", .symbol, "-1234", "-1.234\u{A0}\u{A5}"),
        ("de_DE", "JPY", .isoCode, "-1234", "-1.234\u{A0}JPY"),
        ("de_DE", "JPY", .symbol, "7", "7\u{A0}\u{A5}"),
        ("de_DE", "JPY", .isoCode, "7", "7\u{A0}JPY"),
        ("en_IN", "USD", .symbol, "1234567.5", "$12,34,567.50"),
        ("en_IN", "USD", .isoCode, "1234567.5", "USD\u{A0}12,34,567.50"),
        ("en_IN", "USD", .symbol, "-1234.5", "-$1,234.50"),
        ("en_IN", "USD", .isoCode, "-1234.5", "-USD\u{A0}1,234.50"),
        ("en_IN", "USD", .symbol, "0.5", "$0.50"),
        ("en_IN", "USD", .isoCode, "0.5", "USD\u{A0}0.50")
    ]

    @Test("golden table: 10 locales, symbol and ISO code")
    func golden() throws {
        for (locale, code, display, value, expected) in Self.rows {
            let amount = try Amount(canonical: value, currency: Fixtures.currency(code))
            let formatter = AmountFormatter(locale: Locale(identifier: locale), display: display == .symbol ? .symbol : .isoCode)
            #expect(formatter.string(for: amount) == expected, "\(locale) \(code) \(value)")
        }
    }

    @Test("ISO minor units win over ICU's CLDR digits")
    func isoDigits() throws {
        let formatter = AmountFormatter(locale: Locale(identifier: "en_US"), display: .isoCode)
        #expect(formatter.string(for: try Amount(canonical: "1234.5", currency: Fixtures.currency("IQD"))) == "IQD\u{A0}1,234.500")
        #expect(formatter.string(for: try Amount(canonical: "7", currency: Fixtures.currency("CLF"))) == "CLF\u{A0}7.0000")
        #expect(formatter.string(for: try Amount(canonical: "7", currency: Fixtures.currency("AFN"))) == "AFN\u{A0}7.00")
    }

    @Test("number alone, placeholder, accessible value")
    func parts() throws {
        let us = AmountFormatter(locale: Locale(identifier: "en_US"))
        let amount = try Amount(canonical: "1234.5", currency: Fixtures.currency("USD"))
        #expect(us.numberString(for: amount) == "1,234.50")
        #expect(us.accessibleValue(for: amount) == "USD 1,234.50")
        #expect(us.placeholder(for: Fixtures.currency("USD")) == "0.00")
        #expect(us.placeholder(for: Fixtures.currency("JPY")) == "0")
        #expect(us.placeholder(for: Fixtures.currency("BHD")) == "0.000")
        #expect(AmountFormatter(locale: Locale(identifier: "de_DE")).placeholder(for: Fixtures.currency("EUR")) == "0,00")
        #expect(
            AmountFormatter(locale: Locale(identifier: "ar_BH")).placeholder(for: Fixtures.currency("BHD"))
                == "\u{660}\u{66B}\u{660}\u{660}\u{660}")
        #expect(
            AmountFormatter(locale: Locale(identifier: "en_IN")).numberString(
                for: try Amount(canonical: "1234567", currency: Fixtures.currency("INR"))) == "12,34,567.00")
    }

    @Test("currency labels and affixes for the widget")
    func labels() {
        let usd = Fixtures.currency("USD")
        #expect(AmountFormatter(locale: Locale(identifier: "en_US")).currencyLabel(for: usd) == "$")
        #expect(AmountFormatter(locale: Locale(identifier: "en_GB")).currencyLabel(for: usd) == "US$")
        #expect(AmountFormatter(locale: Locale(identifier: "en_US"), display: .isoCode).currencyLabel(for: usd) == "USD")
        #expect(AmountFormatter(locale: Locale(identifier: "en_US"), display: .custom { _, _ in "x" }).currencyLabel(for: usd) == nil)
        #expect(AmountFormatter(locale: Locale(identifier: "en_US")).affixes(for: usd) == AmountEditor.Affixes(prefix: "$"))
        #expect(
            AmountFormatter(locale: Locale(identifier: "de_DE")).affixes(for: Fixtures.currency("EUR"))
                == AmountEditor.Affixes(suffix: "\u{A0}€"))
        #expect(Fixtures.currency("EUR").symbol(for: Locale(identifier: "fr_FR")) == "€")
        #expect(Fixtures.currency("USD").narrowSymbol(for: Locale(identifier: "en_GB")) == "$")
    }

    @Test("custom display writes the whole text")
    func custom() throws {
        let formatter = AmountFormatter(
            locale: Locale(identifier: "de_DE"),
            display: .custom { amount, locale in
                "\(amount.currency.code): \(amount.canonicalString) (\(locale.identifier))"
            })
        #expect(formatter.string(for: try Amount(canonical: "5", currency: Fixtures.currency("EUR"))) == "EUR: 5.00 (de_DE)")
    }

    @Test(
        "conventions read from ICU",
        arguments: [
            ("en_US", ".", ",", 3, 3), ("en_IN", ".", ",", 3, 2), ("de_DE", ",", ".", 3, 3), ("de_CH", ".", "\u{2019}", 3, 3),
            ("fr_FR", ",", "\u{202F}", 3, 3), ("ar_BH", "\u{66B}", "\u{66C}", 3, 3), ("ja_JP", ".", ",", 3, 3)
        ])
    func conventions(locale: String, decimal: String, grouping: String, primary: Int, secondary: Int) {
        let conventions = NumberConventions(locale: Locale(identifier: locale))
        #expect(String(conventions.decimalSeparator) == decimal)
        #expect(String(conventions.groupingSeparator) == grouping)
        #expect(conventions.primaryGroupSize == primary)
        #expect(conventions.secondaryGroupSize == secondary)
    }

    @Test("live grouping matches ICU for random integers in many locales")
    func groupingMatchesICU() {
        var generator = SeededGenerator(seed: 42)
        for identifier in Fixtures.locales + ["es_ES", "pl_PL", "hi_IN", "fa_IR"] {
            let locale = Locale(identifier: identifier)
            let conventions = NumberConventions(locale: locale)
            let style = Decimal.FormatStyle(locale: locale).precision(.fractionLength(0))
            for _ in 0..<60 {
                let length = Int.random(in: 1...15, using: &generator)
                var digits: [UInt8] = [UInt8.random(in: 1...9, using: &generator)]
                for _ in 1..<length { digits.append(UInt8.random(in: 0...9, using: &generator)) }
                let ours = String(String.UnicodeScalarView(conventions.groupedInteger(digits)))
                let plain = String(digits.map { Character(String($0)) })
                let icu = Fixtures.visible(style.format(Decimal(string: plain)!))
                #expect(ours == icu, "\(identifier) \(plain)")
            }
        }
    }

    @Test(
        "Arabic shows a foreign currency by its code, never ICU's US$ that reads $US right to left",
        arguments: ["ar_EG", "ar", "ar_SA"])
    func arabicCurrencyCodes(identifier: String) throws {
        let locale = Locale(identifier: identifier)
        let formatter = AmountFormatter(locale: locale)
        for code in ["USD", "GBP", "CAD"] {
            let currency = Fixtures.currency(code)
            #expect(currency.symbol(for: locale) == code)
            #expect(currency.showsCode(in: locale))
            let text = formatter.string(for: try Amount(canonical: "1234.50", currency: currency))
            #expect(text.hasSuffix(code) && !text.contains("$") && !text.contains("£"), "\(identifier) \(text)")
            #expect(try AmountParser(locale: locale, currency: currency).parse(text).canonicalString == "1234.50", "it reads back")
        }
        #expect(Fixtures.currency("EUR").symbol(for: locale) == "€", "a plain sign stays")
        #expect(!Fixtures.currency("EGP").symbol(for: locale).contains("EGP"), "the Arabic symbol stays")
        #expect(Fixtures.currency("USD").symbol(for: Locale(identifier: "en_US")) == "$")
        #expect(Fixtures.currency("USD").symbol(for: Locale(identifier: "fr_FR")) == "$US", "left to right, ICU's own")
    }
}
