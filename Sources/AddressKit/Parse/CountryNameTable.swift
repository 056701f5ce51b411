/// Country names as people write them at the end of an address ("Germany", "Deutschland",
/// "USA", "U.K.") mapped to their codes, from the address data and CountryAliases.
struct CountryNameTable: Sendable {
    private let codesByName: [String: String]
    /// The longest name in words, to bound the search at the end of a part.
    let longestName: Int

    init(registry: AddressFormatRegistry, aliases: CountryAliases = .shared) {
        var table: [String: String] = [:]
        let countries = (try? registry.countries()) ?? []
        for country in countries where country.code != "ZZ" {
            var names = [country.name, country.displayName] + aliases.names(of: country.code)
            // ISO two-letter codes are left out ("IL", "CA" and "IN" are subdivisions too); the
            // common ones ("UK") and three-letter codes are in.
            names += aliases.codes(of: country.code)
            for name in names where !name.isEmpty { table[Self.normalise(name)] = country.code }
        }
        codesByName = table
        longestName = table.keys.map { $0.split(separator: " ").count }.max() ?? 1
    }

    static func normalise(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: ".", with: "")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func code(named text: String) -> String? { codesByName[Self.normalise(text)] }
}
