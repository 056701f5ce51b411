import AddressKit
import Foundation
import Localization

/// The choices of the form's country picker. In a translated window a country is named in the
/// window's language (CLDR's name, through Foundation) and found by its English name too
/// ("Germany" finds Deutschland), in that language's order; untranslated (the command line,
/// tests) it keeps AddressKit's English name and order.
enum CountryChoices {
    static func options(_ countries: [CountryInfo]) -> [ChoiceOption] {
        guard Translations.isActive else {
            return countries.map { ChoiceOption(key: $0.code, name: $0.displayName) }
        }
        let language = InterfaceLanguage.current
        let named = countries.map { country -> ChoiceOption in
            guard let name = language.localizedString(forRegionCode: country.code), name != country.displayName else {
                return ChoiceOption(key: country.code, name: country.displayName)
            }
            return ChoiceOption(key: country.code, name: name, otherNames: [country.displayName])
        }
        return named.sorted {
            $0.name.compare($1.name, options: [.caseInsensitive, .diacriticInsensitive], range: nil, locale: language) == .orderedAscending
        }
    }
}
