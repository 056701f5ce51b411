import EntryResources
import Foundation

/// What a country is found by besides its names: its ISO 3166-1 alpha-3 code, codes in common
/// use ("UK", "UAE") and everyday or native names ("Great Britain", "America", "Deutschland"),
/// from `data/country-codes.json` (`scripts/convert_country_codes.py`). Read once, at the first
/// use; a missing or unreadable file gives none (the picker still finds names and ISO codes).
public struct CountryAliases: Sendable {
    /// The aliases of the installed or checked-out `data/country-codes.json`.
    public static let shared = CountryAliases(url: ResourceLocator.data("country-codes.json"))

    private let alpha3: [String: String]
    private let commonCodes: [String: [String]]
    private let commonNames: [String: [String]]

    /// The aliases in the file at `url`.
    public init(url: URL) {
        let object = (try? Data(contentsOf: url)).flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
        alpha3 = object?["alpha3"] as? [String: String] ?? [:]
        commonCodes = object?["codes"] as? [String: [String]] ?? [:]
        commonNames = object?["names"] as? [String: [String]] ?? [:]
    }

    /// The codes a country is found by besides its alpha-2 code ("GBR", "UK" for GB).
    public func codes(of country: String) -> [String] {
        [alpha3[country]].compactMap { $0 } + (commonCodes[country] ?? [])
    }

    /// The names a country is found by besides its English and translated names.
    public func names(of country: String) -> [String] {
        commonNames[country] ?? []
    }
}
