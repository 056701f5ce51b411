import AddressSearch

/// A suggestion as the list and the search field write it.
extension AddressSuggestion {
    /// "1600 Amphitheatre Pkwy STE 100" (a group shows only the building).
    var firstLine: String {
        if isExpandable || secondary.isEmpty { return streetLine }
        return "\(streetLine) \(secondary)"
    }

    /// "Mountain View, CA 94043".
    var placeLine: String {
        let areaAndCode = [countryArea, postalCode].filter { !$0.isEmpty }.joined(separator: " ")
        return [city, areaAndCode].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The whole address on one line, as a row's accessible name says it.
    var fullText: String {
        [firstLine, placeLine].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
