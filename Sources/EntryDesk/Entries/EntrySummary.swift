import AddressKit
import AmountKit
import Foundation
import EntryStore

/// How a saved entry reads in the list: its amount for the locale and its address on one line.
struct EntrySummary {
    private let formatter: AmountFormatter
    private let currencies: CurrencyTable?
    private let addressFormatter = AddressFormatter()

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

    func addressLine(_ entry: SavedEntry) -> String {
        var address = entry.address
        address.name = ""
        address.companyName = ""
        let lines = (try? addressFormatter.lines(address)) ?? (address.streetLines + [address.city, address.postalCode])
        return lines.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
