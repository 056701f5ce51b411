import AmountKit
import Foundation

/// The desk's country and currency: where the form starts, and what imported rows that name
/// none are taken to be in (a domestic list: `entrydesk import`, the window's Import…). The
/// configuration sets neither (its lists are the kiosk's, `[kiosk] countries` and
/// `currencies`), so they are the locale's, else the United States and its dollar.
public enum DeskDefaults {
    /// The locale's region, else the United States.
    public static func country(_ locale: Locale) -> String {
        let region = locale.region?.identifier ?? ""
        return region.count == 2 ? region : "US"
    }

    /// The locale's currency, if it is an active ISO 4217 code of `currencies`, else USD.
    public static func currency(_ locale: Locale, _ currencies: CurrencyTable?) -> String {
        if let code = locale.currency?.identifier, currencies?[code] != nil { return code }
        return "USD"
    }

    /// `text` as a country code (upper case) when it is one the address data knows, as a
    /// configuration's country codes are checked; nil otherwise.
    public static func knownCountry(_ text: String) -> String? {
        known(text, letters: 2, ReferenceCodes.standard.isCountry)
    }

    /// `text` as a currency code (upper case) when the currency table has it; nil otherwise.
    public static func knownCurrency(_ text: String) -> String? {
        known(text, letters: 3, ReferenceCodes.standard.isCurrency)
    }

    private static func known(_ text: String, letters: Int, _ isKnown: (String) -> Bool) -> String? {
        let code = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard code.count == letters, code.allSatisfy({ $0.isASCII && $0.isLetter }), isKnown(code) else { return nil }
        return code
    }
}
