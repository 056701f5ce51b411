@testable import AmountKit
import Foundation
import Testing

@Suite("Parsing")
struct ParseTests {
    /// (locale, currency, text, expected canonical decimal); negatives allowed.
    static let accepted: [(String, String, String, String)] = [
        // en_US
        ("en_US", "USD", "1234.5", "1234.50"),
        ("en_US", "USD", "$1,234.50", "1234.50"),
        ("en_US", "USD", "  $ 1,234.50  ", "1234.50"),
        ("en_US", "USD", "1,234", "1234.00"),
        ("en_US", "USD", "1,234,567", "1234567.00"),
        ("en_US", "USD", "1.234.567", "1234567.00"),
        ("en_US", "USD", "1.234,56", "1234.56"),
        ("en_US", "USD", ".5", "0.50"),
        ("en_US", "USD", "12.", "12.00"),
        ("en_US", "USD", "USD 12", "12.00"),
        ("en_US", "USD", "12 usd", "12.00"),
        ("en_US", "USD", "12 US dollars", "12.00"),
        ("en_US", "USD", "US$12", "12.00"),
        ("en_US", "USD", "-$1,234.50", "-1234.50"),
        ("en_US", "USD", "$-1,234.50", "-1234.50"),
        ("en_US", "USD", "\u{2212}5", "-5.00"),
        ("en_US", "USD", "(1,234.56)", "-1234.56"),
        ("en_US", "USD", "($5)", "-5.00"),
        ("en_US", "USD", "+5", "5.00"),
        ("en_US", "USD", "-0", "0.00"),
        ("en_US", "USD", "1 234.50", "1234.50"),
        ("en_US", "USD", "0001", "1.00"),
        ("en_US", "USD", "\u{FF11}\u{FF12}\u{FF0E}\u{FF15}", "12.50"),
        ("en_US", "USD", "\u{200E}$12\u{200E}", "12.00"),
        ("en_US", "JPY", "1,234", "1234"),
        ("en_US", "BHD", "1.234", "1.234"),
        ("en_US", "CLF", "0.1234", "0.1234"),
        ("en_US", "XAF", "0 XAF", "0"),
        ("en_US", "XOF", "0XOF", "0"),
        ("en_US", "EUR", "5EUR", "5.00"),
        // en_GB
        ("en_GB", "GBP", "£1,234.50", "1234.50"),
        ("en_GB", "USD", "US$1,234.50", "1234.50"),
        ("en_GB", "USD", "$1,234.50", "1234.50"),
        ("en_GB", "GBP", "-£0.01", "-0.01"),
        // en_IN
        ("en_IN", "INR", "₹12,34,567.00", "1234567.00"),
        ("en_IN", "INR", "12,34,56,789", "123456789.00"),
        ("en_IN", "INR", "1,234,567.5", "1234567.50"),
        ("en_IN", "INR", "INR 5", "5.00"),
        // de_DE
        ("de_DE", "EUR", "1.234,56 €", "1234.56"),
        ("de_DE", "EUR", "1.234,56\u{A0}€", "1234.56"),
        ("de_DE", "EUR", "1.234", "1234.00"),
        ("de_DE", "EUR", "1,234.56", "1234.56"),
        ("de_DE", "EUR", "1234,5", "1234.50"),
        ("de_DE", "EUR", "1.234.567", "1234567.00"),
        ("de_DE", "EUR", "-1.234,50 EUR", "-1234.50"),
        ("de_DE", "EUR", "€ 5", "5.00"),
        ("de_DE", "JPY", "1.234 ¥", "1234"),
        // de_CH
        ("de_CH", "CHF", "CHF 1’234.50", "1234.50"),
        ("de_CH", "CHF", "1'234.50", "1234.50"),
        ("de_CH", "CHF", "CHF-1’234.50", "-1234.50"),
        ("de_CH", "CHF", "1’234’567", "1234567.00"),
        ("de_CH", "CHF", "1,50", "1.50"),
        ("de_CH", "EUR", "€ 12.50", "12.50"),
        // fr_FR
        ("fr_FR", "EUR", "1\u{202F}234,56\u{A0}€", "1234.56"),
        ("fr_FR", "EUR", "1 234,56 €", "1234.56"),
        ("fr_FR", "EUR", "1\u{A0}234\u{A0}567,5", "1234567.50"),
        ("fr_FR", "EUR", "1 234.56", "1234.56"),
        ("fr_FR", "EUR", "12.5", "12.50"),
        ("fr_FR", "EUR", "-12,5 EUR", "-12.50"),
        ("fr_FR", "USD", "12,50 $US", "12.50"),
        // nl_NL
        ("nl_NL", "EUR", "€ 1.234,56", "1234.56"),
        ("nl_NL", "EUR", "€ -1.234,56", "-1234.56"),
        ("nl_NL", "EUR", "EUR 1.234", "1234.00"),
        // ja_JP
        ("ja_JP", "JPY", "¥1,234", "1234"),
        ("ja_JP", "JPY", "１２３４円", "1234"),
        ("ja_JP", "JPY", "JPY 1234", "1234"),
        ("ja_JP", "USD", "$1,234.56", "1234.56"),
        // ar_BH: Arabic-Indic digits, U+066C grouping, U+066B decimal, direction marks
        ("ar_BH", "BHD", "\u{200F}١٬٢٣٤٫٥٠٠\u{A0}د.ب.\u{200F}", "1234.500"),
        ("ar_BH", "BHD", "\u{61C}-\u{200F}١٬٢٣٤٫٥٠٠ د.ب.", "-1234.500"),
        ("ar_BH", "BHD", "١٢٣٤", "1234.000"),
        ("ar_BH", "BHD", "1,234.5 BHD", "1234.500"),
        ("ar_BH", "BHD", "۱۲۳٫۴", "123.400"),
        ("ar_BH", "USD", "١٢٫٥ US$", "12.50"),
        // pt_BR
        ("pt_BR", "BRL", "R$ 1.234,56", "1234.56"),
        ("pt_BR", "BRL", "-R$\u{A0}1.234,56", "-1234.56"),
        ("pt_BR", "BRL", "1.234", "1234.00"),
        ("pt_BR", "BRL", "R$1234,5", "1234.50"),
        // What a few locales write differently: Cape Verde's "$" as the decimal separator (and
        // the "," of its numbers), Frisian's minus after the number, grouping separators of
        // Adlam, N'Ko and Ge'ez, Toki Pona's groups of two, en_150's continental euros.
        ("pt_CV", "CVE", "1 234$50", "1234.50"),
        ("pt_CV", "EUR", "-1234$55 €", "-1234.55"),
        ("pt_CV", "EUR", "1234,55", "1234.55"),
        ("fy", "EUR", "€ 1.234,50-", "-1234.50"),
        ("fy", "EUR", "-€ 1.234,50", "-1234.50"),
        ("ff_Adlm", "EUR", "€ 𞥑⹁𞥒𞥓𞥔⹁𞥕𞥖𞥗.𞥕𞥕", "1234567.55"),
        ("nqo", "EUR", "€ ߁،߂߃߄.߅߅", "1234.55"),
        ("gez", "EUR", "€ 1ወ234ወ567.55", "1234567.55"),
        ("tok", "EUR", "€1 23 45 67,55", "1234567.55"),
        ("tok", "EUR", "€1 234 567,55", "1234567.55"),
        ("en_150", "EUR", "7,00 €", "7.00"),
        ("en_150", "EUR", "1.234,50 €", "1234.50"),
        ("en_150", "JPY", "1,234 JP¥", "1234"),
        // Grouped by a space, a lone comma or dot can only be decimal, whatever the locale.
        ("en_US", "EUR", "1 234,50 €", "1234.50"),
        ("de_DE", "USD", "$1 234.50", "1234.50"),
        // The locale's grouping separator once, with one or two digits after it: no group ends
        // that way, so it is the decimal one.
        ("en_US", "USD", "12,50", "12.50"),
        ("en_US", "USD", "1,5", "1.50"),
        ("en_US", "USD", "$12,50", "12.50"),
        ("en_US", "EUR", "1234,56", "1234.56"),
        ("de_DE", "EUR", "12.50", "12.50"),
        ("de_DE", "EUR", "12.5 €", "12.50"),
        ("pt_BR", "BRL", "R$ 7.25", "7.25"),
        ("ja_JP", "USD", "12,50", "12.50"),
        ("en_IN", "INR", "1,23", "1.23"),
        ("de_DE", "EUR", "1.5", "1.50"),
        ("nl_NL", "EUR", "1.23", "1.23")
    ]

    @Test("accepted input, 10 locales")
    func acceptedTable() throws {
        for (locale, code, text, expected) in Self.accepted {
            let parser = AmountParser(
                locale: Locale(identifier: locale), currency: Fixtures.currency(code),
                options: AmountParserOptions(allowsNegative: true))
            do {
                #expect(try parser.parse(text).canonicalString == expected, "\(locale) \(code) '\(text)'")
            } catch {
                Issue.record("\(locale) \(code) '\(text)': \(error)")
            }
        }
    }

    /// (locale, currency, text, expected error); negatives allowed unless the row says otherwise.
    static let rejected: [(String, String, String, AmountParseError)] = [
        ("en_US", "USD", "", .empty),
        ("en_US", "USD", "   ", .empty),
        ("en_US", "USD", "$", .noDigits("$")),
        ("en_US", "USD", "-", .noDigits("-")),
        ("en_US", "USD", "1,2345", .misplacedGroupSeparator(",", position: 2, decimalSeparator: ".")),
        ("en_US", "USD", "1,234,56", .misplacedGroupSeparator(",", position: 6, decimalSeparator: ".")),
        ("en_US", "USD", "12,34,5", .misplacedGroupSeparator(",", position: 6, decimalSeparator: ".")),
        ("en_US", "USD", "1234,567", .misplacedGroupSeparator(",", position: 5, decimalSeparator: ".")),
        ("en_US", "USD", "1,234.5.6", .multipleDecimalSeparators(".", position: 8)),
        ("en_US", "USD", "1.234,567.89", .multipleDecimalSeparators(".", position: 10)),
        ("en_US", "USD", "1,,234", .misplacedSeparator(",", position: 3)),
        ("en_US", "USD", ",123", .misplacedSeparator(",", position: 1)),
        ("en_US", "USD", "1,234 567", .inconsistentGrouping(" ", position: 6)),
        ("en_US", "USD", "1.234 56", .misplacedGroupSeparator(" ", position: 6, decimalSeparator: ".")),
        ("en_US", "USD", "1.005", .tooManyFractionDigits(found: 3, allowed: 2, currency: "USD")),
        ("en_US", "USD", "1.500", .tooManyFractionDigits(found: 3, allowed: 2, currency: "USD")),
        ("en_US", "JPY", "1234.5", .tooManyFractionDigits(found: 1, allowed: 0, currency: "JPY")),
        ("en_US", "JPY", "1234.", .decimalSeparatorNotAllowed(currency: "JPY")),
        ("en_US", "USD", "1234567890123456", .tooManyIntegerDigits(found: 16, allowed: 15)),
        ("en_US", "USD", "1e5", .scientificNotation("1e5")),
        ("en_US", "USD", "1.5E-3", .scientificNotation("1.5E-3")),
        ("en_US", "USD", "0x1F", .hexadecimal("0x1F")),
        ("en_US", "USD", "-0X10", .hexadecimal("-0X10")),
        ("en_US", "USD", "5e", .unexpectedCharacter("e", position: 2)),
        ("en_US", "USD", "NaN", .notANumber("NaN")),
        ("en_US", "USD", "-inf", .notANumber("-inf")),
        ("en_US", "USD", "∞", .notANumber("∞")),
        ("en_US", "USD", "€5", .foreignCurrency(token: "€", codes: ["EUR"], expected: "USD")),
        ("en_US", "USD", "5 EUR", .foreignCurrency(token: "EUR", codes: ["EUR"], expected: "USD")),
        ("en_US", "USD", "5 gbp", .foreignCurrency(token: "gbp", codes: ["GBP"], expected: "USD")),
        ("en_US", "USD", "$5 USD", .unexpectedText("USD", position: 4)),
        ("en_US", "USD", "12abc", .unexpectedText("abc", position: 3)),
        ("en_US", "USD", "1 2 3", .misplacedGroupSeparator(" ", position: 4, decimalSeparator: ".")),
        ("en_US", "USD", "5%", .unexpectedCharacter("%", position: 2)),
        ("en_US", "USD", "--5", .conflictingSigns(position: 2)),
        ("en_US", "USD", "-(5)", .conflictingSigns(position: 2)),
        ("en_US", "USD", "(5", .unbalancedParenthesis),
        ("en_US", "USD", "5-", .unexpectedCharacter("-", position: 2)),
        ("fy", "EUR", "-€ 5-", .conflictingSigns(position: 5)),
        ("en_150", "EUR", "1,234 €", .ambiguousSeparator(",", position: 2, decimalSeparator: ".")),
        ("en_US", "USD", "1 234,567", .ambiguousSeparator(",", position: 6, decimalSeparator: ".")),
        ("en_US", "KWD", "1 234,567", .ambiguousSeparator(",", position: 6, decimalSeparator: ".")),
        ("ja_JP", "JPY", "1 000,500", .ambiguousSeparator(",", position: 6, decimalSeparator: ".")),
        // Cape Verde's "$" is decimal only between digits; elsewhere it is dollars.
        (
            "pt_CV", "EUR", "$12",
            .foreignCurrency(
                token: "$",
                codes: [
                    "ARS", "AUD", "BBD", "BMD", "BND", "BSD", "BZD", "CAD", "CLP", "COP", "CUP", "DOP", "FJD", "GYD", "HKD", "JMD", "KYD",
                    "LRD", "MXN", "NAD", "NZD", "SBD", "SGD", "SRD", "TTD", "TWD", "USD", "UYU", "XCD"
                ], expected: "EUR")
        ),
        ("de_DE", "EUR", "1.5.6", .misplacedGroupSeparator(".", position: 4, decimalSeparator: ",")),
        ("de_DE", "EUR", "12,345", .tooManyFractionDigits(found: 3, allowed: 2, currency: "EUR")),
        ("de_CH", "CHF", "1,234", .ambiguousSeparator(",", position: 2, decimalSeparator: ".")),
        ("fr_FR", "EUR", "1.234", .ambiguousSeparator(".", position: 2, decimalSeparator: ",")),
        ("fr_FR", "EUR", "12 $US", .foreignCurrency(token: "$US", codes: ["USD"], expected: "EUR")),
        ("ar_BH", "USD", "١٬٢٣٤٫٥٠ د.ب.", .foreignCurrency(token: "د.ب.", codes: ["BHD"], expected: "USD")),
        ("ar_BH", "BHD", "١٫٢٫٣", .multipleDecimalSeparators("٫", position: 4)),
        ("ja_JP", "JPY", "¥1,234.5", .tooManyFractionDigits(found: 1, allowed: 0, currency: "JPY")),
        ("en_US", "ZAR", "R$5", .foreignCurrency(token: "R$", codes: ["BRL"], expected: "ZAR")),
        ("pt_BR", "BRL", "US$ 5", .foreignCurrency(token: "US$", codes: ["USD"], expected: "BRL")),
        ("nl_NL", "EUR", "1.2345", .misplacedGroupSeparator(".", position: 2, decimalSeparator: ",")),
        ("en_GB", "GBP", "£1,2345", .misplacedGroupSeparator(",", position: 3, decimalSeparator: ".")),
        ("en_IN", "INR", "1,23,4567", .misplacedGroupSeparator(",", position: 5, decimalSeparator: ".")),
        // A symbol of the locale's own currency is that currency, even if it is also the
        // field's currency's narrow or English one.
        ("zh_CN", "JPY", "¥1,234", .foreignCurrency(token: "¥", codes: ["CNY"], expected: "JPY")),
        ("ja_JP", "CNY", "¥1,234", .foreignCurrency(token: "¥", codes: ["JPY"], expected: "CNY")),
        ("es_MX", "USD", "$12", .foreignCurrency(token: "$", codes: ["MXN"], expected: "USD")),
        ("en_US", "AUD", "$1,234.50", .foreignCurrency(token: "$", codes: ["USD"], expected: "AUD"))
    ]

    @Test("rejected input names the reason and place")
    func rejectedTable() {
        for (locale, code, text, expected) in Self.rejected {
            let parser = AmountParser(
                locale: Locale(identifier: locale), currency: Fixtures.currency(code),
                options: AmountParserOptions(allowsNegative: true))
            do {
                let amount = try parser.parse(text)
                Issue.record("\(locale) \(code) '\(text)' parsed as \(amount.canonicalString), expected \(expected)")
            } catch {
                #expect(error == expected, "\(locale) \(code) '\(text)'")
            }
        }
    }

    @Test("a symbol shared by several currencies names them all, unless it is the locale's own")
    func sharedSymbol() {
        // In the United States "$" is the US dollar only.
        do {
            _ = try AmountParser(locale: Locale(identifier: "en_US"), currency: Fixtures.currency("EUR")).parse("$5")
            Issue.record("$5 accepted as EUR")
        } catch {
            #expect(error == .foreignCurrency(token: "$", codes: ["USD"], expected: "EUR"))
        }
        for locale in ["de_DE", "fr_FR"] {
            let parser = AmountParser(locale: Locale(identifier: locale), currency: Fixtures.currency("EUR"))
            do {
                _ = try parser.parse("$5")
                Issue.record("$5 accepted as EUR")
            } catch {
                guard case let .foreignCurrency(token, codes, expected) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(token == "$" && expected == "EUR")
                #expect(codes.contains("USD") && codes.contains("CAD") && codes.contains("AUD") && !codes.contains("EUR"))
            }
        }
    }

    @Test("negatives only when allowed; limits; rounding on request")
    func options() throws {
        let usd = Fixtures.currency("USD")
        let locale = Locale(identifier: "en_US")
        let strict = AmountParser(locale: locale, currency: usd)
        #expect(throws: AmountParseError.negativeNotAllowed) { try strict.parse("-1") }
        #expect(throws: AmountParseError.negativeNotAllowed) { try strict.parse("(1)") }
        #expect(try strict.parse("-0.00").canonicalString == "0.00")
        let limited = AmountParser(
            locale: locale, currency: usd,
            options: AmountParserOptions(minimum: 1, maximum: 10000))
        #expect(throws: AmountParseError.belowMinimum(value: "0.99", minimum: "1.00")) { try limited.parse("0.99") }
        #expect(throws: AmountParseError.aboveMaximum(value: "10000.01", maximum: "10000.00")) { try limited.parse("10,000.01") }
        #expect(try limited.parse("10,000").canonicalString == "10000.00")
        let rounding = AmountParser(locale: locale, currency: usd, options: AmountParserOptions(rounding: .halfEven))
        #expect(try rounding.parse("1.005").canonicalString == "1.00")
        #expect(try rounding.parse("1.0150").canonicalString == "1.02")
        #expect(try rounding.parse("2.675").canonicalString == "2.68")
        #expect(try rounding.parse("0.1234567890123456789012345").canonicalString == "0.12")
        let commercial = AmountParser(locale: locale, currency: usd, options: AmountParserOptions(rounding: .halfAwayFromZero))
        #expect(try commercial.parse("1.005").canonicalString == "1.01")
    }

    @Test("the editor's own text keeps a typed group separator a group separator")
    func typedGroupsStayGroups() throws {
        let parser = AmountParser(locale: Locale(identifier: "en_US"), currency: Fixtures.currency("USD"))
        #expect(throws: AmountParseError.misplacedGroupSeparator(",", position: 3, decimalSeparator: ".")) {
            try parser.parse("12,5", groupsAsTyped: true)
        }
        #expect(try parser.parse("12,5").canonicalString == "12.50")
        #expect(try parser.parse("12,500", groupsAsTyped: true).canonicalString == "12500.00")
        #expect(try parser.parse("12,500").canonicalString == "12500.00", "three digits after it: a group")
    }

    @Test(
        "messages give an example written the locale's way",
        arguments: [
            ("en_US", "USD", "for example 1,234.50"), ("de_DE", "EUR", "for example 1.234,50"),
            ("fr_FR", "EUR", "for example 1\u{202F}234,50"), ("ar_EG", "EGP", "for example ١٬٢٣٤٫٥٠"),
            ("ja_JP", "JPY", "for example 1,234")
        ])
    func messagesWithLocaleExamples(locale: String, code: String, example: String) {
        let currency = Fixtures.currency(code)
        let place = Locale(identifier: locale)
        for error: AmountParseError in [
            .noDigits("-"), .unexpectedCharacter("x", position: 2), .notANumber("NaN"),
            .misplacedGroupSeparator(",", position: 2, decimalSeparator: "."),
            .ambiguousSeparator(".", position: 2, decimalSeparator: ","),
            .multipleDecimalSeparators(".", position: 5), .inconsistentGrouping(" ", position: 5)
        ] {
            let message = error.explanation(locale: place, currency: currency)
            #expect(message.hasSuffix(example), "\(locale): \(message)")
            #expect(!message.contains("character"), "no positions to count: \(message)")
        }
        let paste = AmountEditRejection.invalidPaste(.unexpectedText("abc", position: 1)).explanation(locale: place, currency: currency)
        #expect(paste.hasSuffix(example), "\(paste)")
    }

    @Test("messages are readable")
    func messages() {
        #expect(
            AmountParseError.misplacedGroupSeparator(",", position: 2, decimalSeparator: ".").description
                == "“,” separates thousands here, and thousands come in groups of three digits; type the decimals after “.”, for example 1,234.50"
        )
        #expect(
            AmountParseError.foreignCurrency(token: "€", codes: ["EUR"], expected: "USD").description
                == "'€' stands for EUR, but this amount is in USD")
        #expect(
            AmountParseError.tooManyFractionDigits(found: 3, allowed: 2, currency: "USD").description
                == "amounts in USD have 2 decimal places, but 3 were typed; for example 1,234.50")
    }
}
