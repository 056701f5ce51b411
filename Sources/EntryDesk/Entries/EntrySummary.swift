import AmountKit
import Foundation
import EntryStore

/// How a saved entry reads in the list: its amount for the locale, its address on one line,
/// its reference and when it was keyed.
struct EntrySummary {
    private let formatter: AmountFormatter
    private let currencies: CurrencyTable?
    private let locale: Locale
    private let calendar: Calendar

    init(locale: Locale, currencies: CurrencyTable?) {
        formatter = AmountFormatter(locale: locale, display: .symbol)
        self.currencies = currencies
        self.locale = locale
        var calendar = locale.calendar
        calendar.timeZone = .current
        self.calendar = calendar
    }

    func amountText(_ entry: SavedEntry) -> String {
        amountText(entry.amount, currency: entry.currency)
    }

    /// A canonical amount ("-1.00") in `currency` as the locale writes it ("-1,00 €").
    func amountText(_ canonical: String, currency code: String) -> String {
        guard let currency = currencies?[code], let amount = try? Amount(canonical: canonical, currency: currency) else {
            return [code, canonical].filter { !$0.isEmpty }.joined(separator: " ")
        }
        return formatter.string(for: amount)
    }

    /// When the entry was keyed, as short as it stays clear: the time today ("14:05"), the day
    /// this year ("26 Nov"), the whole date before ("26 Nov 2025"), the locale's way.
    func dateText(_ entry: SavedEntry, now: Date = Date()) -> String {
        let created = entry.createdAt
        if calendar.isDate(created, inSameDayAs: now) {
            return created.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: calendar))
        }
        var style = Date.FormatStyle(locale: locale, calendar: calendar).day().month(.abbreviated)
        if calendar.component(.year, from: created) != calendar.component(.year, from: now) { style = style.year() }
        return created.formatted(style)
    }

    /// When the entry was keyed, in full ("Nov 26, 2026 at 2:05 PM"): for a sentence that
    /// names it.
    func fullDateText(_ entry: SavedEntry) -> String {
        entry.createdAt.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, calendar: calendar))
    }

    /// The address on one line, as an operator scans a list: street, city, area and code.
    func addressLine(_ entry: SavedEntry) -> String {
        let address = entry.address
        let place = [
            address.cityArea, address.city, [address.countryArea, address.postalCode].filter { !$0.isEmpty }.joined(separator: " ")
        ]
        return (address.streetLines + place).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
