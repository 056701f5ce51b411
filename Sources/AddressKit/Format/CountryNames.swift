import Foundation

/// Country names as people write them ("Germany", "GERMANY", "Deutschland", "USA", "U.K.",
/// "Österreich") mapped to their codes: the address data's postal and display names, the English
/// name, the name in one more language when asked, and `CountryAliases`' native and everyday
/// names and codes; compared without case, accents, spaces or punctuation. ISO two-letter codes
/// are not names ("IL", "CA" and "IN" are subdivisions too): a reader that accepts them checks
/// them itself. One table for the paste's parser and the import's country column.
public struct CountryNames: Sendable {
    private let codesByName: [String: String]
    /// The longest name in words, to bound a search among the last words of a line.
    public let longestName: Int

    /// The names of the countries the address data knows, also in `locale`'s language.
    public init(registry: AddressFormatRegistry = .shared, locale: Locale? = nil, aliases: CountryAliases = .shared) {
        var table: [String: String] = [:]
        var longest = 1
        let english = Locale(identifier: "en")
        for country in (try? registry.countries()) ?? [] where country.code != "ZZ" {
            var spellings = [country.name, country.displayName]
            spellings += [english, locale].compactMap { $0?.localizedString(forRegionCode: country.code) }
            spellings += aliases.names(of: country.code) + aliases.codes(of: country.code)
            for spelling in spellings {
                let key = Self.fold(spelling)
                guard !key.isEmpty, table[key] == nil else { continue }
                table[key] = country.code
                longest = max(longest, spelling.split(whereSeparator: \.isWhitespace).count)
            }
        }
        codesByName = table
        longestName = longest
    }

    /// The code of the country `text` names; nil when it names none.
    public func code(named text: String) -> String? {
        codesByName[Self.fold(text)]
    }

    /// Letters and digits only, without case or accents: digits stay so that "05988 United
    /// States" (a postcode before the name) names no country.
    private static func fold(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return String(folded.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
    }
}
