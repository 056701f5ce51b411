import AddressKit
import Foundation

/// Reads the country cell of an imported row: an ISO 3166-1 alpha-2 code in any case ("de"),
/// or a country's name as people write it (`CountryNames`: English, the address data's postal
/// name, the name in the person's language, native and everyday names and codes such as
/// "Deutschland", "UK", "USA"), compared without case or accents.
struct CountryNameReader: Sendable {
    private let codes: Set<String>
    private let names: CountryNames

    /// A reader over the countries the address data knows, naming them also in `locale`'s
    /// language.
    init(registry: AddressFormatRegistry = .shared, locale: Locale? = nil, aliases: CountryAliases = .shared) {
        codes = Set(((try? registry.countries()) ?? []).map(\.code))
        names = CountryNames(registry: registry, locale: locale, aliases: aliases)
    }

    /// The code `text` names, or nil when it names no known country (then the text is kept,
    /// for the validator to say what is expected). Empty text stays empty.
    func code(for text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return "" }
        let upper = trimmed.uppercased()
        if upper.count == 2, codes.contains(upper) { return upper }
        return names.code(named: trimmed)
    }
}
