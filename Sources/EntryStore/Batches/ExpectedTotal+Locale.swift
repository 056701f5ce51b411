import AmountKit
import Foundation
import Localization

extension ExpectedTotal {
    /// Reads a total as `locale` writes amounts, with its currency as an ISO code or a symbol
    /// before or after the number: "150,00 EUR", "1.234,50 EUR", "150,00 €", "EUR 150,00" in
    /// German; "150.00 EUR", "$20.00" in English. The amount is read by AmountKit's parser
    /// (exact decimals, the currency's decimal places); a symbol several currencies use ("$")
    /// means the locale's own currency when it is one of them. Throws `BatchError.invalid`
    /// with words for the window, in the window's language, with an example in the locale's format.
    public init(parsing text: String, locale: Locale) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let table: CurrencyTable
        do { table = try CurrencyTable.standard() } catch { throw BatchError.invalid(error.description) }
        guard let token = Self.currencyToken(in: trimmed) else {
            throw BatchError.invalid(Self.noCurrency(trimmed, locale: locale, table: table))
        }
        let currency: Currency
        if token.count == 3, token.allSatisfy({ $0.isASCII && $0.isLetter }), let coded = table[token] {
            currency = coded
        } else {
            let codes = AmountParser.currencyCodes(writtenAs: token, in: locale)
            let home = locale.currency?.identifier
            guard let code = codes.contains(where: { $0 == home }) ? home : (codes.count == 1 ? codes.first : nil),
                let symbolized = table[code]
            else {
                throw BatchError.invalid(Self.noCurrency(trimmed, locale: locale, table: table))
            }
            currency = symbolized
        }
        do {
            let amount = try AmountParser(locale: locale, currency: currency).parse(trimmed)
            self.init(currency: currency.code, amount: amount.canonicalString)
        } catch {
            // Translators: why a batch total is refused; %1$@ is what was typed ("150,00 EUR"),
            // %2$@ the reason ("negative amounts are not allowed here").
            let sentence = tr("“%1$@” is not a total: %2$@")
            throw BatchError.invalid(
                LocalizedFormat.fill(sentence, LeftToRight.isolate(trimmed), error.explanation(locale: locale, currency: currency)))
        }
    }

    /// How a total is written in `locale`: "150,00 EUR" in German, "150.00 EUR" in English
    /// (the number as the locale writes it, then the code).
    public static func example(locale: Locale) -> String {
        guard let euro = (try? CurrencyTable.standard())?["EUR"], let amount = try? Amount(canonical: "150.00", currency: euro) else {
            return "150.00 EUR"
        }
        return AmountFormatter(locale: locale).numberString(for: amount) + " EUR"
    }

    /// The code or symbol before or after the number: "EUR", "€", "US$"; nil when there is none.
    private static func currencyToken(in text: String) -> String? {
        func isNumberPart(_ character: Character) -> Bool {
            character.isNumber || character.isWhitespace || ".,'’٫٬-−+()".contains(character)
        }
        let leading = String(text.prefix { !isNumberPart($0) })
        if !leading.isEmpty { return leading }
        let trailing = String(text.reversed().prefix { !isNumberPart($0) }.reversed())
        return trailing.isEmpty ? nil : trailing
    }

    private static func noCurrency(_ text: String, locale: Locale, table: CurrencyTable) -> String {
        // Translators: why a batch total is refused; %1$@ is what was typed, %2$@ an example total in the
        // locale's format ("150,00 EUR" in German).
        LocalizedFormat.fill(
            tr("“%1$@” is not a total: type an amount and a currency code, like %2$@"), LeftToRight.isolate(text), example(locale: locale))
    }
}
