import Foundation

/// A row that named no country, taken to be in the assumed one (the desk's, or the one chosen
/// for the import), whose postcode and state fit another country better (`CountryFit`). It is
/// reported, never moved: the row may be right and the list domestic after all.
public struct CountryMisfit: Hashable, Sendable {
    /// The 1-based line where the record starts.
    public let line: Int
    /// The row a spreadsheet shows the record in (CSV; nil for JSON Lines).
    public let row: Int?
    /// The postcode as the row gives it (may be empty).
    public let postalCode: String
    /// The state (country area) as the row gives it (may be empty).
    public let countryArea: String
    /// The country the row was taken to be in.
    public let assumed: String
    /// The countries that fit better, best first.
    public let betterFits: [String]

    /// The sentence after the row's place, naming the columns as the file does (`columnNames`)
    /// and the countries in English, as the other import messages: "'ZIP' 94043 and 'State' CA
    /// fit United States (US) better than Germany (DE), ...".
    public func sentence(columnNames: [EntryField: String]) -> String {
        let given = [(EntryField.postalCode, postalCode), (.countryArea, countryArea)].compactMap { field, value in
            let value = value.trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : "'\(columnNames[field] ?? field.rawValue)' \(EntryRecordDecoder.shown(value))"
        }
        let fits = betterFits.prefix(3).map(Self.named)
        let others = betterFits.count > 3 ? ListWording.or(fits + ["another country"]) : ListWording.or(fits)
        return ListWording.and(given) + " fit\(given.count == 1 ? "s" : "") " + others + " better than " + Self.named(assumed)
            + ", the country taken for rows without one; give the row its country if it is not in " + assumed
    }

    /// "Germany (DE)": the English name and the code.
    private static func named(_ code: String) -> String {
        let name = Locale(identifier: "en_US").localizedString(forRegionCode: code)
        return name.map { "\($0) (\(code))" } ?? code
    }
}
