import AddressKit

/// How an AddressForm looks and behaves: its words, fields, subdivisions, country and mode.
public struct AddressFormConfiguration: Sendable {
    /// The words shown.
    public var strings: AddressFormStrings
    /// The fields shown and their order, with compounds; up to eight fields (each once). The
    /// extras are hidden unless listed.
    public var visibleFields: [AddressFormRow]
    /// Whether rows follow the country's layout or `visibleFields` exactly.
    public var layoutMode: AddressFormLayoutMode
    /// Subdivisions offered for `countryCode` instead of the country's data; nil: the data's.
    public var availableSubdivisions: [AddressFormSubdivision]?
    /// The country the form starts with (ISO 3166-1 alpha-2).
    public var countryCode: String
    /// Whether a searchable country selector is shown.
    public var showsCountrySelector: Bool
    /// The countries the selector offers (codes); nil: every country of AddressKit's data.
    public var countries: [String]?
    /// Whether the form only shows its address (selectable, not editable).
    public var isReadOnly: Bool
    /// The most characters a field takes (a longer paste is cut); nil: no limit.
    public var maximumFieldLength: Int?
    /// Rewrites AddressKit's English validation messages (localisation): gets the field, the
    /// error code and the English message; nil shows AddressKit's message.
    public var validationMessages: (@Sendable (AddressField, AddressErrorCode, String) -> String)?

    /// A configuration; by default the five standard fields in the country's layout, US.
    /// Fields given (`visibleFields`) set the order and presence, compounds included, as the
    /// design says, unless `layoutMode` is `.country`: then they only choose what shows.
    public init(
        strings: AddressFormStrings = AddressFormStrings(),
        visibleFields: [AddressFormRow]? = nil,
        layoutMode: AddressFormLayoutMode? = nil,
        availableSubdivisions: [AddressFormSubdivision]? = nil,
        countryCode: String = "US",
        showsCountrySelector: Bool = true,
        countries: [String]? = nil,
        isReadOnly: Bool = false,
        maximumFieldLength: Int? = nil,
        validationMessages: (@Sendable (AddressField, AddressErrorCode, String) -> String)? = nil
    ) {
        self.strings = strings
        self.visibleFields = visibleFields ?? AddressFormRow.defaultRows
        self.layoutMode = layoutMode ?? (visibleFields == nil ? .country : .configured)
        self.availableSubdivisions = availableSubdivisions
        self.countryCode = countryCode
        self.showsCountrySelector = showsCountrySelector
        self.countries = countries
        self.isReadOnly = isReadOnly
        self.maximumFieldLength = maximumFieldLength
        self.validationMessages = validationMessages
    }

    /// The configured fields in order, each once, at most eight.
    var configuredFields: [AddressField] {
        var seen: [AddressField] = []
        for row in visibleFields { for field in row.fields where !seen.contains(field) { seen.append(field) } }
        return Array(seen.prefix(AddressField.allCases.count))
    }
}
