import AddressKit

/// One autocomplete suggestion: a whole address, or a group of secondary addresses (`entries > 1`).
///
/// The fields follow Smarty's US Autocomplete Pro vocabulary (street line, secondary, city,
/// state, ZIP code, entries) with libaddressinput's names for the state and ZIP code.
public struct AddressSuggestion: Hashable, Sendable {
    /// The primary street line: house number and street ("1600 Amphitheatre Pkwy").
    public var streetLine: String
    /// The secondary designator and number ("STE 100"); for a group, the common designator.
    public var secondary: String
    /// The locality.
    public var city: String
    /// The subdivision (state, province): `country_area`.
    public var countryArea: String
    /// The postal code (ZIP code).
    public var postalCode: String
    /// ISO 3166-1 alpha-2 country code, upper case.
    public var countryCode: String
    /// How many addresses this suggestion stands for; more than one means it can be expanded.
    public var entries: Int
    /// Provider-private data that lets the same provider expand or resolve the suggestion.
    ///
    /// Not part of the JSON form: a suggestion decoded from JSON resolves from its fields.
    public var reference: String

    /// A suggestion; `entries` defaults to one address.
    public init(
        streetLine: String,
        secondary: String = "",
        city: String = "",
        countryArea: String = "",
        postalCode: String = "",
        countryCode: String = "",
        entries: Int = 1,
        reference: String = ""
    ) {
        self.streetLine = streetLine
        self.secondary = secondary
        self.city = city
        self.countryArea = countryArea
        self.postalCode = postalCode
        self.countryCode = countryCode
        self.entries = entries
        self.reference = reference
    }

    /// True when the suggestion groups several secondary addresses that `expand` lists.
    public var isExpandable: Bool { entries > 1 }

    /// The address the suggestion names, built from its own fields (a group leaves out the
    /// secondary, which is only a designator then).
    public var address: Address {
        var lines = [streetLine]
        if !secondary.isEmpty && !isExpandable { lines.append(secondary) }
        return Address(
            countryCode: countryCode,
            countryArea: countryArea,
            city: city,
            postalCode: postalCode,
            streetLines: lines.filter { !$0.isEmpty }
        )
    }
}
