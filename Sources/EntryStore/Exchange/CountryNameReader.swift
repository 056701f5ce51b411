import AddressKit
import Foundation

/// Reads the country cell of an imported row: an ISO 3166-1 alpha-2 code in any case ("de"),
/// or a country's name as people write it: English ("Germany", "United States"), the postal
/// name of the address data ("GERMANY"), the name in the person's language, native and
/// everyday names and codes (`CountryAliases`: "Deutschland", "UK", "USA" in any session),
/// compared without case or accents.
struct CountryNameReader: Sendable {
    private let codes: Set<String>
    private let names: [String: String]

    /// A reader over the countries the address data knows, naming them also in `locale`'s
    /// language.
    init(registry: AddressFormatRegistry = .shared, locale: Locale? = nil, aliases: CountryAliases = .shared) {
        let countries = (try? registry.countries()) ?? []
        codes = Set(countries.map(\.code))
        var names: [String: String] = [:]
        let english = Locale(identifier: "en")
        for country in countries {
            var spellings = [country.name, country.displayName]
            spellings += [english, locale].compactMap { $0?.localizedString(forRegionCode: country.code) }
            // Native and everyday names and codes in any session ("Deutschland", "UK", "USA").
            spellings += aliases.names(of: country.code) + aliases.codes(of: country.code)
            for spelling in spellings where names[Self.fold(spelling)] == nil {
                names[Self.fold(spelling)] = country.code
            }
        }
        self.names = names
    }

    /// The code `text` names, or nil when it names no known country (then the text is kept,
    /// for the validator to say what is expected). Empty text stays empty.
    func code(for text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return "" }
        let upper = trimmed.uppercased()
        if upper.count == 2, codes.contains(upper) { return upper }
        return names[Self.fold(trimmed)]
    }

    private static func fold(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return String(folded.unicodeScalars.filter { $0.properties.isAlphabetic }.map(Character.init))
    }
}
