// i18n: file never shown in translation (the configuration file's keys and values are English, and so are the messages about them)
import AddressKit
import AmountKit

/// The codes a configuration file may name: ISO 4217 currencies from the currency table, and
/// the countries AddressKit has address formats for. Read only when a setting names codes.
struct ReferenceCodes: Sendable {
    /// Whether `code` (upper case) is a currency of the table.
    let isCurrency: @Sendable (String) -> Bool
    /// Whether `code` (upper case) is a country with an address format.
    let isCountry: @Sendable (String) -> Bool

    /// The bundled reference data. Data that cannot be read accepts every well-formed code:
    /// the app reports the missing data itself, and a configuration is not wrong for it.
    static let standard = ReferenceCodes(
        isCurrency: { code in
            guard let table = try? CurrencyTable.standard() else { return true }
            return table[code] != nil
        },
        isCountry: { code in
            guard let countries = try? AddressFormatRegistry.shared.countries() else { return true }
            return countries.contains { $0.code == code }
        })
}
