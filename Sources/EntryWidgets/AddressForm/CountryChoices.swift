import AddressKit
import Foundation
import Localization

/// The choices of the form's country picker. In a translated window a country is named in the
/// window's language (CLDR's name, through Foundation) and found by its English name too
/// ("Germany" finds Deutschland), in that language's order; untranslated (the command line,
/// tests) it keeps AddressKit's English name and order. In every language a country is also
/// found by its ISO codes and the codes and names people use for it (`CountryAliases`: "UK",
/// "GBR" and "Great Britain" find the United Kingdom; "USA" and "America" the United States).
public enum CountryChoices {
    /// The choices for `countries`, named and ordered as the window's language has them.
    public static func options(_ countries: [CountryInfo], aliases: CountryAliases = .shared) -> [ChoiceOption] {
        guard Translations.isActive else {
            return countries.map { country in
                ChoiceOption(
                    key: country.code, name: country.displayName, aliases: aliases.codes(of: country.code),
                    otherNames: aliases.names(of: country.code))
            }
        }
        let language = InterfaceLanguage.current
        let named = countries.map { country -> ChoiceOption in
            let codes = aliases.codes(of: country.code), names = aliases.names(of: country.code)
            guard let name = language.localizedString(forRegionCode: country.code), name != country.displayName else {
                return ChoiceOption(key: country.code, name: country.displayName, aliases: codes, otherNames: names)
            }
            return ChoiceOption(key: country.code, name: name, aliases: codes, otherNames: [country.displayName] + names)
        }
        return named.sorted {
            $0.name.compare($1.name, options: [.caseInsensitive, .diacriticInsensitive], range: nil, locale: language) == .orderedAscending
        }
    }
}
