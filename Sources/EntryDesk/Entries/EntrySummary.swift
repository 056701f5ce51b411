import AmountKit
import Foundation
import EntryStore

/// How a saved entry reads in the list: its amount for the locale and its address on one line.
struct EntrySummary {
    private let formatter: AmountFormatter
    private let currencies: CurrencyTable?

    init(locale: Locale, currencies: CurrencyTable?) {
        formatter = AmountFormatter(locale: locale, display: .symbol)
        self.currencies = currencies
    }

    func amountText(_ entry: SavedEntry) -> String {
        guard let currency = currencies?[entry.currency], let amount = try? Amount(canonical: entry.amount, currency: currency) else {
            return [entry.currency, entry.amount].filter { !$0.isEmpty }.joined(separator: " ")
        }
        return formatter.string(for: amount)
    }

    /// The address on one line, as an operator scans a list: street, city, area and code.
    func addressLine(_ entry: SavedEntry) -> String {
        let address = entry.address
        let place = [address.cityArea, address.city, [address.countryArea, address.postalCode].filter { !$0.isEmpty }.joined(separator: " ")]
        return (address.streetLines + place).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
