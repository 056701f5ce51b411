import AmountKit
import EntryWidgets

/// A new record's currency follows its country (GB pays in GBP, DE in EUR) until the operator picks
/// one by hand for that record; the next record starts with its country's currency again. Without
/// it a UK entry stayed in US dollars and the German one after it inherited pounds.
@MainActor
final class CurrencyFollowsCountry {
    private let amount: InputAmount
    private let currencies: CurrencyTable?
    /// Whether the operator picked this record's currency (the country no longer moves it).
    private(set) var chosenByHand = false
    /// Set while the currency is changed here, not by the operator.
    private var setting = false
    /// The country whose currency the amount last followed.
    private var country: String

    init(amount: InputAmount, currencies: CurrencyTable?, country: String) {
        self.amount = amount
        self.currencies = currencies
        self.country = country
    }

    /// The amount's currency changed: the operator's choice, unless it was set here.
    func currencyChanged() {
        if !setting { chosenByHand = true }
    }

    /// The form shows `newCountry`: the currency follows when `follows` (a new record being
    /// typed, not one being loaded or edited) and the operator did not pick one.
    func countryChanged(to newCountry: String, follows: Bool) {
        guard newCountry != country else { return }
        country = newCountry
        guard follows, !chosenByHand, let code = currencyCode(of: newCountry) else { return }
        set(code)
    }

    /// A new record in `country`: its currency, else `fallback` (a kiosk's next person gets
    /// the kiosk's own: `fallback` alone).
    func startRecord(in newCountry: String, fallback: String, countryDecides: Bool) {
        country = newCountry
        chosenByHand = false
        set(countryDecides ? (currencyCode(of: newCountry) ?? fallback) : fallback)
    }

    /// A record loaded as it was saved: a currency other than its country's was picked by hand.
    func loaded(country newCountry: String) {
        country = newCountry
        chosenByHand = amount.currencyCode != currencyCode(of: newCountry)
    }

    /// The currency of `country`, when the amount offers it.
    private func currencyCode(of country: String) -> String? {
        guard let code = currencies?.currency(ofCountry: country)?.code else { return nil }
        if let offered = amount.selectableCurrencyCodes, !offered.contains(code) { return nil }
        return code
    }

    /// Sets the currency (an amount it cannot hold, 12.50 in yen, keeps the old one).
    private func set(_ code: String) {
        guard code != amount.currencyCode else { return }
        setting = true
        defer { setting = false }
        try? amount.setCurrencyCode(code)
    }
}
