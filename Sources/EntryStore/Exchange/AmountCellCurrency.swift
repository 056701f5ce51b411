import AmountKit
import Foundation

/// The currency a spreadsheet's currency format writes beside an amount, as it saves the cell
/// the way it shows it: "1.234,50 €", "€1,234.50", "-12,50 €", "12.50 USD", "R$ 300,00".
///
/// The sign or code is taken off only when it says which currency: a code (any case), a sign
/// of the row's currency in English or the person's language ("$" when the row is in USD), or,
/// when the row gives no currency, a sign of one currency only ("€", not "$").
enum AmountCellCurrency {
    /// The number part of `cell` and the currency text beside it (nil when there is none).
    static func split(_ cell: String) -> (number: String, currency: String?) {
        var scalars = Substring(cell.trimmingCharacters(in: .whitespaces)).unicodeScalars[...]
        var sign = ""
        // "-€12.50": the sign before the currency belongs to the number.
        if let first = scalars.first, ["-", "+", "\u{2212}"].contains(first), let second = scalars.dropFirst().first,
            isCurrencyScalar(second)
        {
            sign = String(first)
            scalars = scalars.dropFirst()
        }
        let leading = scalars.prefix(while: isCurrencyScalar)
        let trailing = scalars.reversed().prefix(while: isCurrencyScalar)
        guard leading.isEmpty != trailing.isEmpty else { return (cell, nil) }
        let currency: String
        if !leading.isEmpty {
            currency = String(String.UnicodeScalarView(leading))
            scalars = scalars.dropFirst(leading.count)
        } else {
            currency = String(String.UnicodeScalarView(trailing.reversed()))
            scalars = scalars.dropLast(trailing.count)
        }
        let number = sign + String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespaces.union(["\u{00A0}", "\u{202F}"]))
        return (number, currency)
    }

    /// The code `text` names for a row in `rowCurrency` (empty: the row gives none), or nil when
    /// it names none for certain.
    static func code(for text: String, rowCurrency: String, currencies: CurrencyTable, locale: Locale?) -> String? {
        let upper = text.uppercased()
        if upper.count == 3, currencies[upper] != nil { return upper }
        if let row = currencies[rowCurrency] {
            let locales = [Locale(identifier: "en_US")] + (locale.map { [$0] } ?? [])
            if locales.contains(where: { row.symbol(for: $0) == text || row.narrowSymbol(for: $0) == text }) { return row.code }
        }
        return ImportColumnNames.currencySigns[text]
    }

    /// Letters and currency signs ("€", "R$", "kr", "zł", "EUR"), which no number holds.
    private static func isCurrencyScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.generalCategory == .currencySymbol
    }
}
