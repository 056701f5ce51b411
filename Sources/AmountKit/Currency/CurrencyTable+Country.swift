import Foundation

extension CurrencyTable {
    /// The currency people pay with in a country (ISO 3166-1 alpha-2: GB -> GBP, DE -> EUR),
    /// from CLDR's region data through Foundation; nil when the table lacks it or the country
    /// has none of its own (Antarctica's ISO 4217 "no currency" code, precious metals, funds).
    public func currency(ofCountry countryCode: String) -> Currency? {
        let region = countryCode.uppercased()
        guard region.count == 2, region.allSatisfy({ $0.isASCII && $0.isLetter }),
            let code = Locale(identifier: "und_" + region).currency?.identifier,
            let currency = self[code], !currency.isFund, currency.minorUnits != nil
        else { return nil }
        return currency
    }
}
